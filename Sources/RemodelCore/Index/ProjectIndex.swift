import Foundation
import SwiftSyntax

/// A type declaration together with the file it is in.
public struct IndexedType: Sendable {
    public let declaration: TypeDeclaration
    public let file: SourceFile
    package init(declaration: TypeDeclaration, file: SourceFile) {
        self.declaration = declaration
        self.file = file
    }
}

/// Any fact together with the file it is in.
public struct Located<Fact: Sendable>: Sendable {
    public let fact: Fact
    public let file: SourceFile
}

extension Located where Fact == EnvironmentInjection {
    /// The line of the injection's `environmentObject`/`environment` name, from the position its
    /// facts recorded: reading the token would parse a released tree again.
    public var line: Int { file.location(of: fact.nameTokenPosition).line }
}

/// Cross-file facts: every type, its conformances (including those added in extensions and
/// inherited through protocols and superclasses), SwiftUI wrapper uses, environment injections
/// and binding projections. Rules and migrations ask the index; they never re-scan other files.
///
/// What a computation asks is recorded for an incremental lint (`ReadTracking`): a question about
/// a name (`declarations(named:)`, `conformances(of:)`…) as that name (`IndexKey`), so the check
/// depends only on the files that declare, extend or use it; reading a whole table (`files`,
/// `typesByName`, `wrapperUses`…) as the whole index, so it depends on every file's facts.
public final class ProjectIndex: Sendable {
    /// Every file of the project (reading the list is reading the whole index).
    public var files: [SourceFile] { ReadTracking.noteProject(); return allFiles }
    /// Simple name → every declaration and extension with that name (the whole table: ask
    /// `declarationsAndExtensions(named:)` for one name).
    public var typesByName: [String: [IndexedType]] { ReadTracking.noteProject(); return storedTypesByName }
    public var wrapperUses: [Located<WrapperUse>] { ReadTracking.noteProject(); return storedWrapperUses }
    public var injections: [Located<EnvironmentInjection>] { ReadTracking.noteProject(); return storedInjections }
    public var bindingProjections: [Located<BindingProjection>] { ReadTracking.noteProject(); return storedBindingProjections }
    public var objectWillChangeUses: [Located<ObjectWillChangeUse>] { ReadTracking.noteProject(); return storedObjectWillChangeUses }
    public var publisherProjections: [Located<PublisherProjection>] { ReadTracking.noteProject(); return storedPublisherProjections }
    /// The tables, read without recording: by the index's own name-keyed answers and by builders
    /// whose dependence on every file's facts is accounted for otherwise (the semantic layer).
    package let allFiles: [SourceFile]
    private let storedTypesByName: [String: [IndexedType]]
    private let storedWrapperUses: [Located<WrapperUse>]
    private let storedInjections: [Located<EnvironmentInjection>]
    private let storedBindingProjections: [Located<BindingProjection>]
    private let storedObjectWillChangeUses: [Located<ObjectWillChangeUse>]
    private let storedPublisherProjections: [Located<PublisherProjection>]
    private let conformanceClosure: [String: Set<String>]
    private let globalActors: Set<String>
    /// Per simple name, computed once so that lookups cost the same whether one type or hundreds
    /// (every feature's `ViewModel`) share a name.
    private let declarationsByName: [String: [IndexedType]]
    private let classNames: Set<String>
    private let observableNames: Set<String>
    private let valueTypeNames: Set<String>
    /// The global actor attribute of the first declaration with that name that has one.
    private let ownGlobalActor: [String: String]
    private let mainActorByDefault: Set<ObjectIdentifier>
    private let memo = MemoStore()
    private let facts = KeyedMemoStore<ObjectIdentifier>()
    /// Per type, the inherited names it writes that are typealiases (`conformances(of:)` records
    /// them: the closure holds their targets); only types that write one.
    private let aliasedInheritance: [String: [String]]
    /// Typealias name → the base name of its target, where every alias of that name agrees.
    private let aliasTargets: [String: String]

    /// An inherited name with typealiases followed (both names recorded).
    private func dealiased(_ name: String) -> String {
        ReadTracking.noteName(name)
        guard let target = aliasTargets[name] else { return name }
        ReadTracking.noteName(target)
        return target
    }

    /// File path → the build targets (modules) that compile it, where the build settings say;
    /// same-named types in two targets resolve by the looking file's target.
    public var modulesByPath: [String: Set<String>] { ReadTracking.noteProject(); return storedModulesByPath }
    package let storedModulesByPath: [String: Set<String>]

    /// `mainActorByDefault`: files of modules whose default actor isolation is `MainActor`.
    /// `modulesByPath`: file path → the build targets that compile it.
    public init(files: [SourceFile], mainActorByDefault: [SourceFile] = [], modulesByPath: [String: Set<String>] = [:]) {
        self.allFiles = files
        self.storedModulesByPath = modulesByPath
        self.mainActorByDefault = Set(mainActorByDefault.map(ObjectIdentifier.init))
        // The located facts are gathered on another core while this one builds the type tables.
        let gathering = BackgroundValue { LocatedFacts(files) }
        var types: [String: [IndexedType]] = [:]
        types.reserveCapacity(files.count * 2)
        var globalActors: Set<String> = ["MainActor"]
        for file in files {
            for type in file.facts.types {
                types[type.name, default: []].append(IndexedType(declaration: type, file: file))
                if type.hasAttribute("globalActor") { globalActors.insert(type.name) }
            }
        }
        // `typealias VMType = Base<State, Action>`: inherited through the alias is inherited from `Base`.
        var aliasTargets: [String: String] = [:]
        var conflicting = Set<String>()
        for file in files {
            for alias in file.facts.typeAliases {
                guard let target = alias.target?.baseName, !target.isEmpty else { continue }
                if let existing = aliasTargets[alias.name], existing != target { conflicting.insert(alias.name) }
                aliasTargets[alias.name] = target
            }
        }
        for name in conflicting { aliasTargets[name] = nil }
        for name in Array(aliasTargets.keys) where types[name] != nil { aliasTargets[name] = nil }
        self.aliasTargets = aliasTargets
        self.storedTypesByName = types
        // Closed on another core, once the located facts are gathered (started earlier, it competes
        // with the gathering thread for two cores), while this one sorts the declarations.
        let located = gathering.value
        self.storedWrapperUses = located.wrapperUses
        self.storedInjections = located.injections
        self.storedBindingProjections = located.bindingProjections
        self.storedObjectWillChangeUses = located.objectWillChangeUses
        self.storedPublisherProjections = located.publisherProjections
        let closure = BackgroundValue { [types, aliasTargets] in Self.closeConformances(types, aliases: aliasTargets) }
        self.globalActors = globalActors
        // The per-name tables in one pass over the names (a dictionary filtered per table copied
        // every entry four times: a fifth of the index build on a touched 3,000,000-line run).
        var declarationsByName: [String: [IndexedType]] = [:]
        declarationsByName.reserveCapacity(types.count)
        var classNames = Set<String>(minimumCapacity: types.count), valueTypeNames = Set<String>(minimumCapacity: types.count)
        var observableNames = Set<String>()
        var ownGlobalActor: [String: String] = [:]
        for (name, all) in types {
            let declarations = all.contains { $0.declaration.kind == .extension } ? all.filter { $0.declaration.kind != .extension } : all
            guard !declarations.isEmpty else { continue }
            declarationsByName[name] = declarations
            if declarations.contains(where: { $0.declaration.kind == .class }) { classNames.insert(name) }
            if declarations.allSatisfy({ $0.declaration.kind == .struct || $0.declaration.kind == .enum }) { valueTypeNames.insert(name) }
            if declarations.contains(where: { $0.declaration.hasAttribute("Observable") }) { observableNames.insert(name) }
            if let actor = declarations.lazy.compactMap({ $0.declaration.attributes.first(where: globalActors.contains) }).first {
                ownGlobalActor[name] = actor
            }
        }
        self.declarationsByName = declarationsByName
        self.classNames = classNames
        self.valueTypeNames = valueTypeNames
        self.observableNames = observableNames
        self.ownGlobalActor = ownGlobalActor
        (self.conformanceClosure, self.aliasedInheritance) = closure.value
    }

    /// Every file's facts of each kind, each with its file, in file order.
    private struct LocatedFacts: Sendable {
        var wrapperUses: [Located<WrapperUse>] = []
        var injections: [Located<EnvironmentInjection>] = []
        var bindingProjections: [Located<BindingProjection>] = []
        var objectWillChangeUses: [Located<ObjectWillChangeUse>] = []
        var publisherProjections: [Located<PublisherProjection>] = []

        init(_ files: [SourceFile]) {
            for file in files {
                for fact in file.facts.wrapperUses { wrapperUses.append(Located(fact: fact, file: file)) }
                for fact in file.facts.injections { injections.append(Located(fact: fact, file: file)) }
                for fact in file.facts.bindingProjections { bindingProjections.append(Located(fact: fact, file: file)) }
                for fact in file.facts.objectWillChangeUses { objectWillChangeUses.append(Located(fact: fact, file: file)) }
                for fact in file.facts.publisherProjections { publisherProjections.append(Located(fact: fact, file: file)) }
            }
        }
    }

    private static func closeConformances(
        _ types: [String: [IndexedType]], aliases: [String: String]
    ) -> (closure: [String: Set<String>], aliasedInheritance: [String: [String]]) {
        var direct: [String: Set<String>] = [:]
        direct.reserveCapacity(types.count)
        var aliasedInheritance: [String: [String]] = [:]
        for (name, declarations) in types {
            for declaration in declarations {
                direct[name, default: []].formUnion(declaration.declaration.inheritedTypes.map { aliases[$0] ?? $0 })
                for written in declaration.declaration.inheritedTypes where aliases[written] != nil { aliasedInheritance[name, default: []].append(written) }
            }
        }
        // Everything reachable from each name, walked afresh per name: a memo filled while a
        // cycle is cut (`protocol StateModel: ObservableObject` adopted by `class BaseStateModel`,
        // subclassed by classes also named `StateModel`) would keep a partial answer whose
        // contents depended on the dictionary's per-process iteration order.
        var closed: [String: Set<String>] = [:]
        closed.reserveCapacity(direct.count)
        for (name, inherited) in direct {
            // Most types inherit only from names the project does not declare (`View`,
            // `Identifiable`): the closure is the direct set, walked no further.
            // (A type naming itself has an entry, so it is walked.)
            if !inherited.contains(where: { direct[$0] != nil }) {
                closed[name] = inherited
                continue
            }
            var result = Set<String>()
            var pending = Array(direct[name] ?? [])
            while let next = pending.popLast() {
                guard result.insert(next).inserted else { continue }
                pending.append(contentsOf: direct[next] ?? [])
            }
            result.remove(name)
            closed[name] = result
        }
        return (closed, aliasedInheritance)
    }

    // MARK: Types

    /// Declarations (not extensions) with this simple name.
    public func declarations(named name: String) -> [IndexedType] {
        ReadTracking.noteName(name)
        return declarationsByName[name] ?? []
    }

    /// The declaration when exactly one type has that name.
    public func type(named name: String) -> IndexedType? {
        let found = declarations(named: name)
        return found.count == 1 ? found[0] : found.first
    }

    /// The declaration and all its extensions.
    public func declarationsAndExtensions(named name: String) -> [IndexedType] {
        ReadTracking.noteName(name)
        return storedTypesByName[name] ?? []
    }

    /// Every type and protocol this type inherits from or conforms to, transitively through the
    /// project's protocols and classes, including conformances added in extensions.
    public func conformances(of name: String) -> Set<String> {
        let closure = conformanceClosure[name] ?? []
        if ReadTracking.collectsNames {
            // The names the closure was walked through, and each declaration's inherited names as
            // written (an alias among them, or a name that a new declaration would shadow, changes
            // the answer): the closure holds the written names but for aliases, kept aside.
            func walked(_ walked: String) {
                ReadTracking.noteComponents(walked)
                for written in aliasedInheritance[walked] ?? [] { ReadTracking.noteComponents(written) }
            }
            walked(name)
            closure.forEach(walked)
        }
        return closure
    }

    public func conforms(_ name: String, to proto: String) -> Bool { conformances(of: name).contains(proto) }

    public func isObservableObject(_ name: String) -> Bool {
        ReadTracking.noteName(name)
        return classNames.contains(name) && conforms(name, to: "ObservableObject")
    }

    /// `@Observable` on the class or one of its project superclasses.
    public func isObservable(_ name: String) -> Bool {
        ReadTracking.noteName(name)
        return observableNames.contains(name) || superclasses(of: name).contains(where: observableNames.contains)
    }

    /// An `ObservableObject` or `@Observable` class.
    public func isModelClass(_ name: String) -> Bool { isObservableObject(name) || isObservable(name) }

    /// Some declaration with this name is a class.
    public func isClass(_ name: String) -> Bool {
        ReadTracking.noteName(name)
        return classNames.contains(name)
    }

    /// `MainActor` or a project type marked `@globalActor`.
    public func isGlobalActor(_ name: String) -> Bool {
        ReadTracking.noteName(name)
        return globalActors.contains(name)
    }

    /// Every declaration with this name is a struct or an enum.
    public func isValueType(_ name: String) -> Bool {
        ReadTracking.noteName(name)
        return valueTypeNames.contains(name)
    }

    public func isView(_ name: String) -> Bool {
        let conformances = conformances(of: name)
        return conformances.contains("View") || conformances.contains("App") || conformances.contains("Scene")
    }

    /// Project superclasses of a class, nearest first.
    public func superclasses(of name: String) -> [String] {
        var chain: [String] = []
        var current = name
        ReadTracking.noteName(name)
        // Each class's inherited names are recorded (`dealiased`) up to the one that is a class:
        // a name declared as a class later would lengthen the chain.
        while classNames.contains(current), let parent = declarations(named: current).first(where: { $0.declaration.kind == .class })?
            .declaration.inheritedTypes.lazy.map(dealiased).first(where: classNames.contains),
            !chain.contains(parent), parent != name {
            chain.append(parent)
            current = parent
        }
        if ReadTracking.collectsNames, let last = declarations(named: current).first(where: { $0.declaration.kind == .class }) {
            for inherited in last.declaration.inheritedTypes { _ = dealiased(inherited) }
        }
        return chain
    }

    /// The first inherited type of a class, when it is not a project protocol — a superclass from
    /// outside the project, or a protocol we cannot see (the caller decides).
    public func externalSuperclassCandidate(of name: String) -> String? {
        guard let written = declarations(named: name).first(where: { $0.declaration.kind == .class })?.declaration.inheritedTypes.first,
              written.first?.isUppercase == true else { return nil }
        let first = dealiased(written)
        return declarationsAndExtensions(named: first).isEmpty ? first : nil
    }

    /// SDK base classes that are `@MainActor` in Apple's SDKs, so their subclasses are too.
    public static var mainActorSDKClasses: Set<String> { Semantics.mainActorSDKClasses }

    /// The global actor (`MainActor` or a project `@globalActor`) isolating a type, from its own
    /// attributes, a superclass's, or a UIKit/AppKit base class that is main-actor isolated.
    public func globalActor(of name: String) -> String? {
        // One declaration with that name: the semantic answer (typealiased superclasses, main-actor
        // protocols such as UIKit's delegates and data sources, project `@MainActor` protocols).
        let named = declarations(named: name)
        if named.count == 1, let id = semantics.type(qualifiedName: named[0].declaration.qualifiedName, inFile: named[0].file.path) {
            return semantics.globalActor(of: id)
        }
        let chain = [name] + superclasses(of: name)
        for candidate in chain {
            if ReadTracking.isRecording {
                // Whether an attribute names a global actor depends on that attribute's declaration.
                for declaration in declarations(named: candidate) { declaration.declaration.attributes.forEach(ReadTracking.noteName) }
            }
            if let actor = ownGlobalActor[candidate] { return actor }
        }
        if let root = chain.last, let external = externalSuperclassCandidate(of: root), Self.mainActorSDKClasses.contains(external) {
            return "MainActor"
        }
        // Default isolation MainActor (SE-0466): a type declared in such a module is @MainActor
        // unless it is an actor or opts out with `nonisolated`.
        if let declaration = declarations(named: name).first, isMainActorByDefault(declaration.file),
           declaration.declaration.kind != .actor, !declaration.declaration.modifiers.contains("nonisolated") {
            return "MainActor"
        }
        return nil
    }

    /// Whether the file belongs to a module whose default actor isolation is `MainActor`
    /// (`default_isolation: MainActor` in `.remodel.yml`).
    public func isMainActorByDefault(_ file: SourceFile) -> Bool {
        ReadTracking.noteName(IndexKey.file(file.path))
        return mainActorByDefault.contains(ObjectIdentifier(file))
    }

    /// The paths of the files `isMainActorByDefault` answers yes for, read without recording (the
    /// semantic layer's table; a configuration change re-checks whatever asked the index).
    package var mainActorByDefaultPaths: Set<String> {
        Set(allFiles.filter { mainActorByDefault.contains(ObjectIdentifier($0)) }.map(\.path))
    }

    /// All stored and computed properties of a type, including its extensions and superclasses.
    public func properties(of name: String) -> [PropertyDeclaration] {
        memoized("ProjectIndex.properties." + name) { index in
            ([name] + index.superclasses(of: name)).flatMap { index.declarationsAndExtensions(named: $0).flatMap(\.declaration.properties) }
        }
    }

    /// The first property with that name in `properties(of: type)`.
    public func property(named property: String, in type: String) -> PropertyDeclaration? {
        memoized("ProjectIndex.propertyTable." + type) { index in
            var table: [String: PropertyDeclaration] = [:]
            for declaration in index.properties(of: type) where table[declaration.name] == nil { table[declaration.name] = declaration }
            return table
        }[property]
    }

    // MARK: Environment

    /// The type an injected value has, when the index can tell.
    public func resolvedType(of injection: EnvironmentInjection) -> String? {
        switch injection.value {
        case .initializer(let type):
            return type
        case .staticMember(let base, _):
            return declarationsAndExtensions(named: base).isEmpty ? nil : base
        case .property(let name):
            if let local = injection.localType { return local }
            guard let owner = injection.ownerType else { return nil }
            return property(named: name, in: Self.simpleName(owner))?.typeName
        case .other:
            return nil
        }
    }

    /// Wrapper uses whose wrapped type is `type`.
    public func wrapperUses(of type: String) -> [Located<WrapperUse>] {
        ReadTracking.noteName(IndexKey.wrapped(type))
        return memoized("ProjectIndex.wrapperUsesByType") { index in
            Dictionary(grouping: index.storedWrapperUses.filter { $0.fact.wrappedType != nil }) { $0.fact.wrappedType! }
        }[type] ?? []
    }

    /// A project-wide fact derived from the index, computed once per index and shared by every file
    /// and rule (rules run per file; anything that scans the whole project belongs here).
    /// `key` must be unique to what `make` computes.
    public func memoized<Value: Sendable>(_ key: String, _ make: (ProjectIndex) -> Value) -> Value {
        memo.value(for: key, label: key) { make(self) }
    }

    /// The project's file at `path` (`SourceFile.path`); nil when there is none.
    public func file(atPath path: String) -> SourceFile? {
        ReadTracking.noteName(IndexKey.file(path))
        return memoized("files by path") { index in Dictionary(index.allFiles.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first }) }[path]
    }

    /// A typed project-wide fact (`index.fact(TCAIndex.self)`), computed once on first use and
    /// shared by every file, rule and migration.
    public func fact<Fact: DerivedFact>(_ type: Fact.Type) -> Fact {
        facts.value(for: ObjectIdentifier(type), label: String(describing: type)) { Fact(index: self) }
    }

    /// Stores `fact` as if computed here, reading the whole index and nothing else (`CarriedFact`:
    /// carried from an earlier run over the same facts); ignored once the fact is computed or being computed.
    package func seed<Fact: CarriedFact>(_ fact: Fact) {
        facts.seed(fact, for: ObjectIdentifier(Fact.self))
    }

    /// The fact as this index holds it (computed or seeded), when computing it read nothing but
    /// the index: then it depends on the files' facts and configuration alone.
    package func factReadingNothing<Fact: CarriedFact>(_ type: Fact.Type) -> Fact? {
        guard let stored = facts.stored(for: ObjectIdentifier(type)), stored.reads?.readsOnlyIndex ?? true else { return nil }
        return stored.value as? Fact
    }

    public static func simpleName(_ qualified: String) -> String {
        qualified.split(separator: ".").last.map(String.init) ?? qualified
    }
}

/// Lets a lazily computed fact reach the index without a retain cycle.
package final class WeakIndexBox: @unchecked Sendable {
    package weak var index: ProjectIndex?
    package init() {}
}

/// Storage behind `ProjectIndex.memoized`. Each key is computed exactly once: a thread that
/// asks while another computes it waits (on that key's lock only) instead of repeating the work —
/// with files linted in parallel, the first request usually comes from every worker at once.
package typealias MemoStore = KeyedMemoStore<String>

package final class KeyedMemoStore<Key: Hashable & Sendable>: @unchecked Sendable {
    /// Answers computed so far, read under `lock`. Boxed: a computed nil (`Value` is optional)
    /// is an answer, an absent key is not. `reads`: what the computation read (`ReadTracking`),
    /// added to every asker's scope.
    private struct Computed: Sendable {
        let value: any Sendable
        let reads: SharedReads?
    }
    private var computed: [Key: Computed] = [:]
    /// Keys being computed: the thread computing one holds its lock, others asking wait on it.
    private var computing: [Key: NSLock] = [:]
    private let lock = NSLock()

    package init() {}

    /// `label`: the value's name in `REMODEL_TIMING`'s report of shared values that read many files.
    package func value<Value: Sendable>(for key: Key, label: @autoclosure () -> String = "", _ make: () -> Value) -> Value {
        lock.lock()
        if let stored = computed[key], let value = stored.value as? Value {
            lock.unlock()
            ReadTracking.use(stored.reads)
            return value
        }
        let keyLock = computing[key] ?? NSLock()
        computing[key] = keyLock
        lock.unlock()
        keyLock.lock()
        defer { keyLock.unlock() }
        lock.lock()
        if let stored = computed[key], let value = stored.value as? Value {
            lock.unlock()
            ReadTracking.use(stored.reads)
            return value
        }
        lock.unlock()
        let (value, reads) = ReadTracking.collecting(make)
        ReadTracking.reportWide(reads, label: label())
        lock.lock()
        computed[key] = Computed(value: value, reads: reads)
        computing[key] = nil
        lock.unlock()
        ReadTracking.use(reads)
        return value
    }

    /// Stores `value` for `key` as computed reading the whole index and nothing else, unless one
    /// is computed or being computed.
    package func seed(_ value: some Sendable, for key: Key) {
        lock.lock()
        defer { lock.unlock() }
        guard computed[key] == nil, computing[key] == nil else { return }
        computed[key] = Computed(value: value, reads: .wholeIndex)
    }

    /// The value computed (or seeded) for `key`, with what computing it read; nil when there is none yet.
    package func stored(for key: Key) -> (value: any Sendable, reads: SharedReads?)? {
        lock.lock()
        defer { lock.unlock() }
        return computed[key].map { ($0.value, $0.reads) }
    }
}

/// A fact about the whole project derived from the index — the semantic layer, the TCA index,
/// which models views observe. Ask for it with `index.fact(T.self)`; it is computed once.
public protocol DerivedFact: Sendable {
    init(index: ProjectIndex)
}

/// A derived fact the lint cache keeps between runs (`IncrementalLintState`): when computing it
/// read nothing but the files' facts, it is stored in bytes with a hash of every file's facts and
/// configuration, and the next run over the same hash uses it instead of computing it again.
public protocol CarriedFact: DerivedFact {
    /// Its name in the stored state.
    static var carriedName: String { get }
    /// The fact from `carried`'s bytes; nil when they do not read as one.
    init?(carried: [UInt8])
    /// `init(carried:)`, for `index` (whose strings it may share).
    init?(carried: [UInt8], index: ProjectIndex)
    var carried: [UInt8] { get }
    /// Whether adding, removing or editing plain value types of these names (`TypeDeclaration.isPlainValueType`),
    /// each declared only as plain value types and spelled in no other fact (`ProjectIndex.arePlainAndUnspelled`),
    /// leaves the fact as it was: a change of facts that does only that is then carried across.
    /// False unless the fact says so (it is computed again after any change of facts).
    static func ignoresPlainTypes(named names: Set<String>) -> Bool
}

extension CarriedFact {
    public static func ignoresPlainTypes(named names: Set<String>) -> Bool { false }
    public init?(carried: [UInt8], index: ProjectIndex) { self.init(carried: carried) }
}

extension ProjectIndex {
    /// `name` as the index holds it when a type has that simple name (the facts' copy), else
    /// `name`: a table read back from bytes then holds no second copy of the project's names.
    package func sharedTypeName(_ name: String) -> String {
        guard let position = storedTypesByName.index(forKey: name) else { return name }
        return storedTypesByName.keys[position]
    }
}

extension ProjectIndex {
    /// Whether every declaration of each of `names` in the project is a plain value type
    /// (`TypeDeclaration.isPlainValueType`: no extension, class or protocol has the name), and no
    /// file's fingerprinted facts spell it but those declarations (each its name and qualified
    /// name): no conformance, property, wrapper, alias or function of the project refers to it, so
    /// none resolves differently with it or without it, or with other members.
    package func arePlainAndUnspelled(_ names: Set<String>) -> Bool {
        var expected: [String: Int] = [:]
        for name in names {
            let declared = storedTypesByName[name] ?? []
            guard declared.allSatisfy(\.declaration.isPlainValueType) else { return false }
            expected[name] = 2 * declared.count
        }
        let spelled = FileFacts.spellings(of: names, in: allFiles)
        return names.allSatisfy { spelled[$0, default: 0] == expected[$0] }
    }
}
