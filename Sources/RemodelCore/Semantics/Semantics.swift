import SwiftSyntax

/// One type declared in the project (not an extension), by position in `Semantics`' table.
public struct TypeID: Hashable, Sendable, Comparable {
    public let raw: Int
    public static func < (lhs: TypeID, rhs: TypeID) -> Bool { lhs.raw < rhs.raw }
}

/// A project type with its generic arguments, where they are known: `Store<AppState>` is the
/// `Store` declaration with `State` bound to `AppState`.
public struct ResolvedType: Hashable, Sendable {
    public let id: TypeID
    /// Generic parameter name → argument, for the arguments that are project types.
    public let arguments: [String: ResolvedType]
    /// True for a type used as a value (`Model.self`, `Model.shared`'s base).
    public let isMetatype: Bool

    public init(id: TypeID, arguments: [String: ResolvedType] = [:], isMetatype: Bool = false) {
        self.id = id
        self.arguments = arguments
        self.isMetatype = isMetatype
    }
}

/// What a written type name means. Lookup never guesses: two equally near candidates are
/// `ambiguous`, and a name the project does not declare is `unknown` (an SDK or package type).
public enum TypeResolution: Equatable, Sendable {
    case type(ResolvedType)
    case ambiguous([String])
    /// Not a project type; `path` is the name as written (after following typealiases).
    case unknown(path: String)

    public var resolved: ResolvedType? {
        if case .type(let type) = self { return type }
        return nil
    }
}

/// Where a name is looked up: the file, and the innermost enclosing type (qualified), if any.
public struct Scope: Hashable, Sendable {
    public let file: String
    public let enclosing: String?
    public init(file: String, enclosing: String?) {
        self.file = file
        self.enclosing = enclosing
    }
}

/// A stored or computed property found on a type, with its type resolved for that owner.
public struct MemberLookup: Sendable {
    /// The type the lookup started from (for an inherited member, not the declaring class).
    public let owner: ResolvedType
    /// The declaration that declares it (a superclass, an extension's type).
    public let declaringType: TypeID
    public let name: String
    public let attributes: [String]
    public let isStatic: Bool
    /// The member's type for this owner, generic parameters substituted.
    public let type: TypeResolution?

    public func hasAttribute(_ name: String) -> Bool { attributes.contains(name) }
}

/// The semantic layer: what names mean, once, for every rule, migration and the planner.
/// Built from the index's facts (names, type references, files) — it keeps no syntax nodes, only
/// strings and small values; expression queries take a node and answer with facts.
///
/// Every name a query looks up is recorded for an incremental lint (`ReadTracking.noteName`):
/// each component a resolution tries, the simple name of every type it answers with (and the
/// typealiases that point at it: an extension written through one adds members), the global
/// functions asked for. A query over every type (`subclasses(of:)`) reads the whole index. A
/// `TypeID` is only handed out by such a query, so what is asked of it afterwards — its members,
/// attributes, extensions — lies under a name already recorded.
public final class Semantics: Sendable {
    /// A stored or computed property as member lookups see it: the declaration's facts, read
    /// through (a copy of each field took some 40 MB at 3,000,000 lines), and where it is declared.
    struct Member: Sendable {
        let property: PropertyDeclaration
        let isStatic: Bool
        let scope: Scope

        init(_ property: PropertyDeclaration, scope: Scope) {
            self.property = property
            self.isStatic = property.isStatic
            self.scope = scope
        }

        var name: String { property.name }
        var typeRef: TypeRef? { property.typeRef }
        var attributes: [String] { property.attributes }
        /// `@Environment(Model.self) var model`: the model type as written.
        var environmentType: TypeRef? { property.environmentType }
        /// `var model = Model.shared`: the type and the static member the initial value reads.
        var staticMemberOf: (type: TypeRef, member: String)? { property.staticMemberOf }
        /// `@Dependency(\.apiClient) var apiClient`: the `DependencyValues` member it reads.
        var dependencyKey: String? { property.dependencyKey }
    }
    struct Function: Sendable {
        let name: String
        let returnType: TypeRef?
        let isStatic: Bool
        let scope: Scope
    }
    struct Declaration: Sendable {
        let name: String
        let qualifiedName: String
        let kind: TypeDeclaration.Kind
        let file: String
        let genericParameters: [String]
        let attributes: [String]
        let modifiers: [String]
        /// From the declaration itself, then from extensions.
        var inherited: [(ref: TypeRef, scope: Scope, primary: Bool)]
        var members: [Member]
        var functions: [Function]
        var scope: Scope { Scope(file: file, enclosing: Self.parent(of: qualifiedName)) }
        static func parent(of qualified: String) -> String? {
            // By bytes: a `.` in a qualified name is always ASCII (Character search took long here).
            qualified.utf8.lastIndex(of: UInt8(ascii: ".")).map { String(qualified[..<$0]) }
        }
    }
    struct Alias: Sendable {
        let declaration: TypeAliasDeclaration
        let file: String
    }

    let declarations: [Declaration]
    /// Whether any type is `@Observable` (when none is, `isObservable` is false for every type, and
    /// a check can skip the syntax it would read to ask).
    public var declaresObservableTypes: Bool {
        ReadTracking.noteProject()
        return anyObservable
    }
    private let anyObservable: Bool
    /// A type's simple name → the typealiases whose target has that simple name (an extension
    /// written through one attaches to the type).
    private let aliasesByTarget: [String: [String]]
    /// Functions declared at file scope, by name (`func makeCart() -> CartStore`).
    private let globalFunctions: [String: [Function]]
    /// Members that extensions add to types declared outside the project (`DependencyValues`,
    /// `EnvironmentValues`), by the extended name as written.
    private let externalMembers: [String: [Member]]
    private let byQualifiedName: [String: [Int]]
    private let aliases: [String: [Alias]]
    private let mainActorFiles: Set<String>
    /// File path → the modules (build targets) that compile it, where the build settings say.
    private let modules: [String: Set<String>]
    /// A tree's root → its file's path, so a query about a node knows which file it is in.
    private let pathsByRoot: [SyntaxIdentifier: String]
    private let globalActorNames: Set<String>
    /// Per-type answers (conformances, isolation), computed once: rules ask per use site.
    private let chains: TypeMemo<[ResolvedType]>
    private let conformanceSets: TypeMemo<(all: Set<String>, primary: Set<String>)>
    private let isolation: TypeMemo<String?>
    private let selfTypes = KeyedMemoStore<Scope>()
    /// Per-type answers of `ProjectIndex`'s `TypeID` queries (declaration parts, properties, views).
    package let parts: TypeMemo<[IndexedType]>
    package let propertyLists: TypeMemo<[PropertyDeclaration]>
    package let propertyTables: TypeMemo<[String: PropertyDeclaration]>
    package let views: TypeMemo<Bool>

    /// `files`: every file (read for its path and facts). `mainActorByDefault`: paths of files in
    /// modules whose default isolation is `MainActor`.
    /// `globalFunctions`: functions declared at file scope, with the file that declares them.
    /// `modules`: file path → the build targets that compile it; a name declared in several files
    /// resolves to the one in the looking file's module.
    public init(files: [SourceFile], roots: [SyntaxIdentifier: String] = [:], mainActorByDefault: Set<String> = [],
                modules: [String: Set<String>] = [:]) {
        self.pathsByRoot = roots
        self.modules = modules
        var functionsByName: [String: [Function]] = [:]
        // The files themselves, not `(path, facts)` pairs: a list of pairs copied every list the
        // facts hold, and freeing it was a fifth of this on a 3,000,000-line project.
        for file in files {
            for function in file.facts.globalFunctions {
                functionsByName[function.name, default: []].append(Function(
                    name: function.name, returnType: function.returnType, isStatic: false, scope: Scope(file: file.path, enclosing: nil)))
            }
        }
        self.globalFunctions = functionsByName
        var declarations: [Declaration] = []
        var byQualifiedName: [String: [Int]] = [:]
        var aliases: [String: [Alias]] = [:]
        var extensions: [(TypeDeclaration, String)] = []
        // Each file's declarations are built in parallel (their members read syntax); the tables
        // are then filled in file order, so type IDs do not depend on scheduling.
        let perFile = parallelMap(files) { file -> [Declaration] in
            let path = file.path
            return file.facts.types.filter { $0.kind != .extension }.map { type in
                let scope = Scope(file: path, enclosing: type.qualifiedName)
                return Declaration(
                    name: type.name, qualifiedName: type.qualifiedName, kind: type.kind, file: path,
                    genericParameters: type.genericParameters, attributes: type.attributes, modifiers: type.modifiers,
                    inherited: type.inheritedTypeRefs.map { ($0, Scope(file: path, enclosing: Declaration.parent(of: type.qualifiedName)), true) },
                    members: Self.members(type, scope: scope), functions: Self.functions(type, scope: scope))
            }
        }
        let total = perFile.reduce(0) { $0 + $1.count }
        declarations.reserveCapacity(total)
        byQualifiedName.reserveCapacity(total)
        for (file, built) in zip(files, perFile) {
            let path = file.path
            for alias in file.facts.typeAliases { aliases[alias.qualifiedName, default: []].append(Alias(declaration: alias, file: path)) }
            for type in file.facts.types where type.kind == .extension { extensions.append((type, path)) }
            for declaration in built {
                byQualifiedName[declaration.qualifiedName, default: []].append(declarations.count)
                declarations.append(declaration)
            }
        }
        self.byQualifiedName = byQualifiedName
        self.aliases = aliases
        var aliasesByTarget: [String: [String]] = [:]
        for (_, list) in aliases {
            for alias in list {
                guard let target = alias.declaration.target?.components.last?.name else { continue }
                aliasesByTarget[target, default: []].append(alias.declaration.name)
            }
        }
        self.aliasesByTarget = aliasesByTarget
        self.mainActorFiles = mainActorByDefault
        self.globalActorNames = Set(["MainActor"]).union(declarations.filter { $0.attributes.contains("globalActor") }.map(\.name))
        // Attach each extension to the declaration it extends, looked up from the extension's file
        // (in place: a lookup reads only what attaching leaves alone, names, files and generics).
        var external: [String: [Member]] = [:]
        for (type, path) in extensions {
            let written = TypeRef(path: type.qualifiedName)
            let resolution = Self.resolve(written, in: Scope(file: path, enclosing: nil), declarations: declarations,
                                          byQualifiedName: byQualifiedName, aliases: aliases, modules: modules, bindings: [:], depth: 0,
                                          aliasesByTarget: nil)
            if case .unknown(let name) = resolution {
                external[name, default: []] += Self.members(type, scope: Scope(file: path, enclosing: nil))
            }
            guard case .type(let target) = resolution else { continue }
            let scope = Scope(file: path, enclosing: declarations[target.id.raw].qualifiedName)
            declarations[target.id.raw].inherited += type.inheritedTypeRefs.map { ($0, Scope(file: path, enclosing: nil), false) }
            declarations[target.id.raw].members += Self.members(type, scope: scope)
            declarations[target.id.raw].functions += Self.functions(type, scope: scope)
        }
        self.declarations = declarations
        self.anyObservable = declarations.contains { $0.attributes.contains("Observable") }
        self.externalMembers = external
        let count = declarations.count
        chains = TypeMemo(count: count)
        conformanceSets = TypeMemo(count: count)
        isolation = TypeMemo(count: count)
        parts = TypeMemo(count: count)
        propertyLists = TypeMemo(count: count)
        propertyTables = TypeMemo(count: count)
        views = TypeMemo(count: count)
    }

    private static func members(_ type: TypeDeclaration, scope: Scope) -> [Member] {
        type.properties.map { Member($0, scope: scope) }
    }

    private static func functions(_ type: TypeDeclaration, scope: Scope) -> [Function] {
        type.functionFacts.map { Function(name: $0.name, returnType: $0.returnType, isStatic: $0.isStatic, scope: scope) }
    }

    // MARK: Type identity

    public func qualifiedName(of id: TypeID) -> String { declarations[id.raw].qualifiedName }
    public func name(of id: TypeID) -> String { declarations[id.raw].name }
    public func file(of id: TypeID) -> String { declarations[id.raw].file }
    public func kind(of id: TypeID) -> TypeDeclaration.Kind { declarations[id.raw].kind }
    public func attributes(of id: TypeID) -> [String] { declarations[id.raw].attributes }
    public func modifiers(of id: TypeID) -> [String] { declarations[id.raw].modifiers }

    /// Every declaration with this qualified name (one, unless several files declare it).
    public func types(qualifiedName: String) -> [TypeID] {
        let found = byQualifiedName[qualifiedName] ?? []
        if ReadTracking.isRecording {
            ReadTracking.noteName(IndexKey.components(of: qualifiedName).last ?? qualifiedName)
            for raw in found { noteDeclaration(raw) }
        }
        return found.map(TypeID.init)
    }

    /// Records a declaration's name and the typealiases pointing at it (`ReadTracking`).
    private func noteDeclaration(_ raw: Int) {
        Self.noteDeclaration(declarations[raw].name, aliasesByTarget: aliasesByTarget)
    }

    private static func noteDeclaration(_ name: String, aliasesByTarget: [String: [String]]) {
        ReadTracking.noteName(name)
        for alias in aliasesByTarget[name] ?? [] { ReadTracking.noteName(alias) }
    }

    /// The type a declaration or extension in `file` declares or extends (`facts.types` entry).
    public func type(of declaration: TypeDeclaration, inFile file: String) -> TypeID? {
        if declaration.kind != .extension { return type(qualifiedName: declaration.qualifiedName, inFile: file) }
        return resolve(TypeRef(path: declaration.qualifiedName), in: Scope(file: file, enclosing: nil)).resolved?.id
    }

    /// The declaration a type declared in `file` with this qualified name is.
    public func type(qualifiedName: String, inFile file: String) -> TypeID? {
        types(qualifiedName: qualifiedName).first { declarations[$0.raw].file == file }
    }

    /// What `ref`, written in `scope`, names: nested types of the enclosing types first (innermost
    /// out), then the file, then the module; typealiases followed; generic arguments bound.
    public func resolve(_ ref: TypeRef, in scope: Scope) -> TypeResolution {
        Self.resolve(ref, in: scope, declarations: declarations, byQualifiedName: byQualifiedName, aliases: aliases, modules: modules, bindings: [:], depth: 0,
                     aliasesByTarget: noting)
    }

    /// The typealias table when the caller records names (`resolve` records as it goes), else nil.
    private var noting: [String: [String]]? { ReadTracking.isRecording ? aliasesByTarget : nil }

    public func resolve(_ type: TypeSyntax, in scope: Scope) -> TypeResolution {
        guard let ref = TypeRef(type) else { return .unknown(path: type.trimmedDescription) }
        return resolve(ref, in: scope)
    }

    private enum Found {
        case declarations([Int])
        case alias(Alias)
        case none
    }

    private static func resolve(
        _ ref: TypeRef, in scope: Scope, declarations: [Declaration], byQualifiedName: [String: [Int]], aliases: [String: [Alias]],
        modules: [String: Set<String>], bindings: [String: TypeResolution], depth: Int, aliasesByTarget: [String: [String]]?
    ) -> TypeResolution {
        guard depth < 16, let first = ref.components.first else { return .unknown(path: ref.path) }
        // Recording (`aliasesByTarget` given): every name tried, and every type answered with.
        if aliasesByTarget != nil { ReadTracking.noteName(first.name) }
        func recurse(_ ref: TypeRef, _ scope: Scope, _ bindings: [String: TypeResolution]) -> TypeResolution {
            resolve(ref, in: scope, declarations: declarations, byQualifiedName: byQualifiedName, aliases: aliases, modules: modules, bindings: bindings,
                    depth: depth + 1, aliasesByTarget: aliasesByTarget)
        }
        func found(_ qualified: String) -> Found {
            if let hits = byQualifiedName[qualified], !hits.isEmpty { return .declarations(hits) }
            if let alias = aliases[qualified], !alias.isEmpty {
                return .alias(alias.first { $0.file == scope.file } ?? alias[0])
            }
            return .none
        }
        /// The one declaration among `hits`, or the one in `file` when several files declare it,
        /// or the one in a module (build target) that compiles `file`.
        func pick(_ hits: [Int], preferring file: String) -> Int? {
            if hits.count == 1 { return hits[0] }
            let local = hits.filter { declarations[$0].file == file }
            if !local.isEmpty { return local.count == 1 ? local[0] : nil }
            guard let own = modules[file], !own.isEmpty else { return nil }
            let sameModule = hits.filter { modules[declarations[$0].file].map { !$0.isDisjoint(with: own) } ?? false }
            return sameModule.count == 1 ? sameModule[0] : nil
        }
        func ambiguity(_ hits: [Int]) -> TypeResolution {
            .ambiguous(hits.map { declarations[$0].qualifiedName + " (" + declarations[$0].file + ")" })
        }
        func make(_ index: Int, arguments: [TypeRef]) -> TypeResolution {
            if let aliasesByTarget { noteDeclaration(declarations[index].name, aliasesByTarget: aliasesByTarget) }
            let parameters = declarations[index].genericParameters
            var bound: [String: ResolvedType] = [:]
            for (parameter, argument) in zip(parameters, arguments) {
                if let type = recurse(argument, scope, bindings).resolved { bound[parameter] = type }
            }
            return .type(ResolvedType(id: TypeID(raw: index), arguments: bound))
        }
        func expand(_ alias: Alias, arguments: [TypeRef]) -> TypeResolution {
            guard let target = alias.declaration.target else { return .unknown(path: alias.declaration.qualifiedName) }
            var aliasBindings: [String: TypeResolution] = [:]
            for (parameter, argument) in zip(alias.declaration.genericParameters, arguments) {
                aliasBindings[parameter] = recurse(argument, scope, bindings)
            }
            let aliasScope = Scope(file: alias.file, enclosing: Declaration.parent(of: alias.declaration.qualifiedName))
            // Arguments written at the alias's use site bind the alias's own parameters; names in
            // the target that are not parameters resolve where the alias is declared.
            return recurse(target, aliasScope, aliasBindings)
        }

        // First component: a bound generic parameter, then enclosing scopes, then top level.
        var current: TypeResolution
        if let bound = bindings[first.name] {
            current = bound
        } else {
            var result: Found = .none
            var enclosing = scope.enclosing
            while let outer = enclosing {
                result = found(outer + "." + first.name)
                if case .none = result {} else { break }
                enclosing = Declaration.parent(of: outer)
            }
            if case .none = result { result = found(first.name) }
            switch result {
            case .declarations(let hits):
                guard let chosen = pick(hits, preferring: scope.file) else { return ambiguity(hits) }
                current = make(chosen, arguments: first.arguments)
            case .alias(let alias):
                current = expand(alias, arguments: first.arguments)
            case .none:
                current = .unknown(path: first.name)
            }
        }
        // Further components: nested types (or typealiases) of the type found so far.
        for component in ref.components.dropFirst() {
            switch current {
            case .ambiguous:
                return current
            case .unknown(let path):
                current = .unknown(path: path + "." + component.name)
            case .type(let type):
                if aliasesByTarget != nil { ReadTracking.noteName(component.name) }
                let qualified = declarations[type.id.raw].qualifiedName + "." + component.name
                switch found(qualified) {
                case .declarations(let hits):
                    guard let chosen = pick(hits, preferring: declarations[type.id.raw].file) else { return ambiguity(hits) }
                    current = make(chosen, arguments: component.arguments)
                case .alias(let alias):
                    var scoped = bindings
                    for (name, argument) in type.arguments { scoped[name] = .type(argument) }
                    current = recurse(alias.declaration.target ?? TypeRef(path: qualified),
                                      Scope(file: alias.file, enclosing: declarations[type.id.raw].qualifiedName), scoped)
                case .none:
                    if declarations[type.id.raw].genericParameters.contains(component.name), let argument = type.arguments[component.name] {
                        current = .type(argument)
                    } else {
                        current = .unknown(path: qualified)
                    }
                }
            }
        }
        return current
    }

    // MARK: Inheritance

    /// Whether a project subclass of class `id` declares an instance method `name` (overriding it).
    public func isOverridden(functionNamed name: String, of id: TypeID) -> Bool {
        ReadTracking.noteProject()
        return declarations.indices.contains { index in
            let subclass = TypeID(raw: index)
            guard subclass != id, declarations[index].kind == .class,
                  declarations[index].functions.contains(where: { $0.name == name && !$0.isStatic }) else { return false }
            return classChain(ResolvedType(id: subclass)).dropFirst().contains { $0.id == id }
        }
    }

    /// The first type the root of the class's project chain inherits from, when it is not a project
    /// type — a superclass from outside the project (`UNNotificationServiceExtension`, `NSObject`,
    /// `UIViewController`), after following typealiases, or an SDK protocol: the two cannot be told
    /// apart without the SDK (a caller that knows a member is an `override` can).
    public func externalSuperclass(of id: TypeID) -> String? {
        guard let root = classChain(ResolvedType(id: id)).last, declarations[root.id.raw].kind == .class,
              let first = declarations[root.id.raw].inherited.first(where: \.primary),
              case .unknown(let path) = resolve(first.ref, in: first.scope) else { return nil }
        return path
    }

    /// Whether a project superclass of class `id` (or an extension of one) declares a member — a
    /// method or property — with this name: an `override` of it overrides a project declaration.
    public func superclassesDeclareMember(named name: String, of id: TypeID) -> Bool {
        classChain(ResolvedType(id: id)).dropFirst().contains { link in
            declarations[link.id.raw].functions.contains { $0.name == name } || declarations[link.id.raw].members.contains { $0.name == name }
        }
    }

    /// The superclass of a class, with its generic arguments bound from `type`'s (through
    /// typealiases such as `typealias VMType = StateStoreViewModel<State, Action>`).
    public func superclass(of type: ResolvedType) -> ResolvedType? {
        let declaration = declarations[type.id.raw]
        guard declaration.kind == .class, let first = declaration.inherited.first(where: \.primary) else { return nil }
        var bindings: [String: TypeResolution] = [:]
        for (name, argument) in type.arguments { bindings[name] = .type(argument) }
        let resolution = Self.resolve(first.ref, in: Scope(file: declaration.file, enclosing: declaration.qualifiedName),
                                      declarations: declarations, byQualifiedName: byQualifiedName, aliases: aliases, modules: modules, bindings: bindings, depth: 0,
                                      aliasesByTarget: noting)
        guard let parent = resolution.resolved, declarations[parent.id.raw].kind == .class, parent.id != type.id else { return nil }
        return parent
    }

    /// The project classes that inherit from `id`, directly or through other project classes.
    public func subclasses(of id: TypeID) -> [TypeID] {
        ReadTracking.noteProject()
        return declarations.indices.compactMap { raw in
            let candidate = TypeID(raw: raw)
            guard candidate != id, declarations[raw].kind == .class else { return nil }
            return classChain(ResolvedType(id: candidate)).dropFirst().contains { $0.id == id } ? candidate : nil
        }
    }

    /// The type, then its project superclasses, nearest first.
    public func classChain(_ type: ResolvedType) -> [ResolvedType] {
        // Rules ask per use site; a type without bound arguments has one chain, computed once.
        if type.arguments.isEmpty, !type.isMetatype {
            return chains.value(for: type.id) { computeClassChain(type) }
        }
        return computeClassChain(type)
    }

    private func computeClassChain(_ type: ResolvedType) -> [ResolvedType] {
        var chain = [type]
        var seen: Set<TypeID> = [type.id]
        while let parent = superclass(of: chain[chain.count - 1]), seen.insert(parent.id).inserted { chain.append(parent) }
        return chain
    }

    /// Names of everything a type inherits from or conforms to, transitively through the project's
    /// classes and protocols, extensions and typealiases included. Project types appear under their
    /// qualified names, others as written (`ObservableObject`, `UIViewController`).
    public func conformances(of id: TypeID) -> Set<String> { conformanceDetails(of: id).all }

    /// As `conformances`, and separately those that come from the primary declarations of the type
    /// and its superclasses (the ones Swift infers isolation from).
    private func conformanceDetails(of id: TypeID) -> (all: Set<String>, primary: Set<String>) {
        conformanceSets.value(for: id) { computeConformances(of: id) }
    }

    private func computeConformances(of id: TypeID) -> (all: Set<String>, primary: Set<String>) {
        var all = Set<String>()
        var primary = Set<String>()
        var visited = Set<TypeID>()
        func visit(_ id: TypeID, viaPrimary: Bool) {
            guard visited.insert(id).inserted else { return }
            for (ref, scope, isPrimary) in declarations[id.raw].inherited {
                let inPrimary = viaPrimary && isPrimary
                switch resolve(ref, in: scope) {
                case .type(let type):
                    let name = declarations[type.id.raw].qualifiedName
                    all.insert(name)
                    if inPrimary { primary.insert(name) }
                    visit(type.id, viaPrimary: inPrimary)
                case .unknown(let path):
                    all.insert(path)
                    if inPrimary { primary.insert(path) }
                case .ambiguous:
                    continue
                }
            }
        }
        visit(id, viaPrimary: true)
        return (all, primary)
    }

    public func isClass(_ id: TypeID) -> Bool { declarations[id.raw].kind == .class }

    /// An `ObservableObject` class (directly, through a superclass or a protocol).
    public func isObservableObject(_ id: TypeID) -> Bool {
        isClass(id) && conformances(of: id).contains { $0 == "ObservableObject" || $0.hasSuffix(".ObservableObject") }
    }

    /// `@Observable` on the class or one of its project superclasses.
    public func isObservable(_ id: TypeID) -> Bool {
        classChain(ResolvedType(id: id)).contains { declarations[$0.id.raw].attributes.contains("Observable") }
    }

    // MARK: Members

    /// A property on `type`: its own, its extensions', its superclasses' (arguments substituted),
    /// then requirements of the project protocols it conforms to.
    public func property(named name: String, in type: ResolvedType) -> MemberLookup? {
        for link in classChain(type) {
            let declaration = declarations[link.id.raw]
            guard let member = declaration.members.first(where: { $0.name == name }) else { continue }
            return MemberLookup(owner: type, declaringType: link.id, name: name, attributes: member.attributes,
                                isStatic: member.isStatic, type: memberType(member, of: link))
        }
        for conformance in conformances(of: type.id) {
            for id in types(qualifiedName: conformance) where declarations[id.raw].kind == .protocol {
                guard let member = declarations[id.raw].members.first(where: { $0.name == name }) else { continue }
                return MemberLookup(owner: type, declaringType: id, name: name, attributes: member.attributes,
                                    isStatic: member.isStatic, type: memberType(member, of: ResolvedType(id: id)))
            }
        }
        return nil
    }

    private func memberType(_ member: Member, of owner: ResolvedType, depth: Int = 0) -> TypeResolution? {
        if member.typeRef == nil, member.environmentType == nil, let (baseRef, name) = member.staticMemberOf, depth < 4 {
            // `var model = Model.shared`: the static member's type (`static let shared = Model()`).
            guard let base = resolve(baseRef, in: member.scope).resolved else { return nil }
            for link in classChain(base) {
                guard let found = declarations[link.id.raw].members.first(where: { $0.name == name && $0.isStatic }) else { continue }
                return memberType(found, of: link, depth: depth + 1)
            }
            return nil
        }
        if member.typeRef == nil, let key = member.dependencyKey, depth < 4 {
            // `@Dependency(\.k)`: the type of `k` in the project's `extension DependencyValues`.
            if let values = resolve(TypeRef(path: "DependencyValues"), in: member.scope).resolved {
                return property(named: key, in: values)?.type
            }
            ReadTracking.noteName("DependencyValues")
            guard let value = externalMembers["DependencyValues"]?.first(where: { $0.name == key && !$0.isStatic }) else { return nil }
            return memberType(value, of: owner, depth: depth + 1)
        }
        guard let ref = member.typeRef ?? member.environmentType else { return nil }
        var bindings: [String: TypeResolution] = [:]
        for (name, argument) in owner.arguments { bindings[name] = .type(argument) }
        return Self.resolve(ref, in: member.scope, declarations: declarations, byQualifiedName: byQualifiedName,
                            aliases: aliases, modules: modules, bindings: bindings, depth: 0, aliasesByTarget: noting)
    }

    /// Whether the class declares any instance property or method — in its declaration, its
    /// extensions or its project superclasses. False for a namespace of `static` members.
    public func hasInstanceMembers(_ id: TypeID) -> Bool {
        classChain(ResolvedType(id: id)).contains { link in
            let declaration = declarations[link.id.raw]
            return declaration.members.contains { !$0.isStatic } || declaration.functions.contains { !$0.isStatic }
        }
    }

    /// The return type of a method `name` on `type` (or a superclass).
    public func returnType(ofFunction name: String, in type: ResolvedType) -> TypeResolution? {
        for link in classChain(type) {
            guard let function = declarations[link.id.raw].functions.first(where: { $0.name == name }), let ref = function.returnType else { continue }
            var bindings: [String: TypeResolution] = [:]
            for (parameter, argument) in link.arguments { bindings[parameter] = .type(argument) }
            if ref.path == "Self" { return .type(ResolvedType(id: type.id, arguments: type.arguments)) }
            return Self.resolve(ref, in: function.scope, declarations: declarations, byQualifiedName: byQualifiedName,
                                aliases: aliases, modules: modules, bindings: bindings, depth: 0, aliasesByTarget: noting)
        }
        return nil
    }

    // MARK: Isolation

    /// SDK classes that are `@MainActor`, so their subclasses are too.
    public static let mainActorSDKClasses: Set<String> = [
        "UIView", "UIViewController", "UIResponder", "UIApplication", "UIWindow", "UIControl", "UITableViewController",
        "UICollectionViewController", "UINavigationController", "UITabBarController", "UIHostingController",
        "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView", "UIScrollView", "UITableView", "UICollectionView",
        "NSView", "NSViewController", "NSWindowController", "NSWindow", "NSResponder", "NSApplication", "NSHostingController",
        "NSHostingView", "UIHostingConfiguration", "NSPanel", "NSControl", "NSTableView", "NSOutlineView", "NSCollectionViewItem",
        "UIPageViewController", "UISplitViewController", "UISearchController", "UIAlertController", "UIInputViewController",
        "UIDocumentPickerViewController", "UIImagePickerController", "UIActivityViewController", "UIPresentationController",
        "UILabel", "UIButton", "UIImageView", "UITextField", "UITextView", "UIStackView", "UISwitch", "UISlider",
        "UISegmentedControl", "UIActivityIndicatorView", "UIProgressView", "UIDatePicker", "UIPickerView", "UISearchBar",
        "UINavigationBar", "UITabBar", "UIToolbar", "UIVisualEffectView", "UIGestureRecognizer", "UITapGestureRecognizer",
        "UIPanGestureRecognizer", "UILongPressGestureRecognizer",
        "NSSplitViewController", "NSTabViewController", "NSPageController", "NSButton", "NSTextField", "NSTextView",
        "NSImageView", "NSStackView", "NSScrollView", "NSCollectionView",
        "NSTableCellView", "NSTableRowView", "NSVisualEffectView", "NSSplitView", "NSTabView", "NSClipView", "NSBox",
        "NSPopUpButton", "NSSegmentedControl", "NSSlider", "NSSearchField", "NSProgressIndicator", "NSPopover",
        "NSToolbar", "NSToolbarItem", "NSMenu", "NSMenuItem", "NSAlert",
        // AppKit's document classes are `@MainActor` (their concurrent-reading methods are
        // `nonisolated`; held-out round 6: CotEditor).
        "NSDocument", "NSPersistentDocument", "NSDocumentController",
    ]

    /// SDK protocols that are `@MainActor`: a type that states the conformance in its own
    /// declaration is inferred `@MainActor` (a conformance added in an extension is not).
    public static let mainActorSDKProtocols: Set<String> = [
        "View", "App", "Scene", "ViewModifier", "Commands", "ToolbarContent",
        "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable", "NSViewControllerRepresentable",
        "UIApplicationDelegate", "UISceneDelegate", "UIWindowSceneDelegate", "NSApplicationDelegate", "NSWindowDelegate",
        "UITableViewDataSource", "UITableViewDelegate", "UITableViewDataSourcePrefetching",
        "UICollectionViewDataSource", "UICollectionViewDelegate", "UICollectionViewDataSourcePrefetching", "UICollectionViewDelegateFlowLayout",
        "UIScrollViewDelegate", "UITextFieldDelegate", "UITextViewDelegate", "UISearchBarDelegate", "UISearchResultsUpdating",
        "UIGestureRecognizerDelegate", "UINavigationControllerDelegate", "UIImagePickerControllerDelegate",
        "UIAdaptivePresentationControllerDelegate", "UIPopoverPresentationControllerDelegate", "UIPickerViewDataSource", "UIPickerViewDelegate",
        "UIPageViewControllerDataSource", "UIPageViewControllerDelegate", "UITabBarControllerDelegate", "UISplitViewControllerDelegate",
        "UIContextMenuInteractionDelegate", "UIDocumentPickerDelegate",
        "UICollectionViewDragDelegate", "UICollectionViewDropDelegate", "UITableViewDragDelegate", "UITableViewDropDelegate",
        "UIViewControllerTransitioningDelegate", "UIViewControllerAnimatedTransitioning", "UISearchControllerDelegate",
        "UISheetPresentationControllerDelegate", "UITabBarDelegate", "UINavigationBarDelegate", "UIToolbarDelegate",
        "UIColorPickerViewControllerDelegate", "UIFontPickerViewControllerDelegate", "UIDragInteractionDelegate",
        "UIDropInteractionDelegate", "UIPointerInteractionDelegate", "UIEditMenuInteractionDelegate",
        "WKNavigationDelegate", "WKUIDelegate", "WKScriptMessageHandler",
        "NSTableViewDataSource", "NSTableViewDelegate", "NSOutlineViewDataSource", "NSOutlineViewDelegate",
        "NSCollectionViewDataSource", "NSCollectionViewDelegate", "NSCollectionViewDelegateFlowLayout",
        "NSTextFieldDelegate", "NSTextViewDelegate", "NSMenuDelegate", "NSSplitViewDelegate", "NSTabViewDelegate",
        "NSToolbarDelegate", "NSSearchFieldDelegate", "NSComboBoxDelegate", "NSPopoverDelegate", "NSOpenSavePanelDelegate",
    ]

    /// The global actor isolating a type: its own attribute, a superclass's, a main-actor SDK base
    /// class, a main-actor protocol stated in its declaration (SDK or project), or the module's
    /// default isolation. Nil when nonisolated.
    public func globalActor(of id: TypeID) -> String? {
        isolation.value(for: id) { computeGlobalActor(of: id) }
    }

    private func computeGlobalActor(of id: TypeID) -> String? {
        let chain = classChain(ResolvedType(id: id))
        for link in chain {
            // Whether an attribute names a global actor depends on that attribute's declaration.
            if ReadTracking.isRecording { declarations[link.id.raw].attributes.forEach(ReadTracking.noteName) }
            if let actor = declarations[link.id.raw].attributes.first(where: globalActorNames.contains) { return actor }
        }
        let primary = conformanceDetails(of: id).primary
        for name in primary {
            if Self.mainActorSDKClasses.contains(name) || Self.mainActorSDKProtocols.contains(name) { return "MainActor" }
            for protocolID in types(qualifiedName: name) where declarations[protocolID.raw].kind == .protocol {
                if ReadTracking.isRecording { declarations[protocolID.raw].attributes.forEach(ReadTracking.noteName) }
                if let actor = declarations[protocolID.raw].attributes.first(where: globalActorNames.contains) { return actor }
            }
        }
        let declaration = declarations[id.raw]
        if mainActorFiles.contains(declaration.file), declaration.kind != .actor, !declaration.modifiers.contains("nonisolated") {
            return "MainActor"
        }
        return nil
    }

    // MARK: Expressions

    /// The type of an expression, from declared property types, initialisers, function return
    /// types, `self` and local bindings; nil when it cannot be told without type checking.
    /// `scope.enclosing` is the type whose body the expression is in.
    public func type(of expression: ExprSyntax, in scope: Scope) -> ResolvedType? {
        type(of: expression, in: scope, depth: 0)
    }

    private func selfType(_ scope: Scope) -> ResolvedType? {
        guard let enclosing = scope.enclosing else { return nil }
        return selfTypes.value(for: scope) {
            resolve(TypeRef(path: enclosing), in: Scope(file: scope.file, enclosing: nil)).resolved
        }
    }

    private func type(of expression: ExprSyntax, in scope: Scope, depth: Int) -> ResolvedType? {
        guard depth < 12 else { return nil }
        let expression = Self.unwrapped(expression)
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            if reference.baseName.tokenKind == .keyword(.self) { return selfType(scope) }
            let name = reference.baseName.text
            if let local = Self.localBinding(named: name, at: Syntax(reference)) {
                switch local {
                case .type(let ref): return resolve(ref, in: scope).resolved
                case .value(let value): return type(of: value, in: scope, depth: depth + 1)
                case .opaque: return nil
                }
            }
            if let owner = selfType(scope), let member = property(named: name, in: owner) { return member.type?.resolved }
            if name.first?.isUppercase == true, let type = resolve(TypeRef(path: name), in: scope).resolved {
                return ResolvedType(id: type.id, arguments: type.arguments, isMetatype: true)
            }
            return nil
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            guard let base = member.base else { return nil }
            let name = member.declName.baseName.text
            guard let baseType = type(of: base, in: scope, depth: depth + 1) else {
                // `Outer.Inner` written as an expression.
                if let ref = TypeRef.typeReference(ExprSyntax(member)), let type = resolve(ref, in: scope).resolved {
                    return ResolvedType(id: type.id, arguments: type.arguments, isMetatype: true)
                }
                return nil
            }
            if baseType.isMetatype {
                if name.first?.isUppercase == true, let ref = TypeRef.typeReference(ExprSyntax(member)), let type = resolve(ref, in: scope).resolved {
                    return ResolvedType(id: type.id, arguments: type.arguments, isMetatype: true)
                }
                // `T.shared`: a static property, typed or initialised with `T()`.
                return property(named: name, in: ResolvedType(id: baseType.id, arguments: baseType.arguments))?.type?.resolved
            }
            return property(named: name, in: baseType)?.type?.resolved
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            var callee = call.calledExpression
            if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.`init`), let base = member.base {
                callee = base
            }
            if let ref = TypeRef.typeReference(callee), let type = resolve(ref, in: scope).resolved { return type }
            if let reference = callee.as(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.text
                if let owner = selfType(scope), let found = returnType(ofFunction: name, in: owner) { return found.resolved }
                return globalReturnType(ofFunction: name, from: scope)?.resolved
            }
            if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base,
               let baseType = type(of: base, in: scope, depth: depth + 1) {
                return returnType(ofFunction: member.declName.baseName.text, in: ResolvedType(id: baseType.id, arguments: baseType.arguments))?.resolved
            }
            return nil
        }
        // `c ? a : b` (folded or not): the type both branches have.
        if let ternary = expression.as(TernaryExprSyntax.self) {
            return commonType(ternary.thenExpression, ternary.elseExpression, in: scope, depth: depth)
        }
        if let cast = expression.as(AsExprSyntax.self), cast.questionOrExclamationMark?.tokenKind != .postfixQuestionMark {
            return resolve(cast.type, in: scope).resolved
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, let ternary = elements[1].as(UnresolvedTernaryExprSyntax.self) {
                return commonType(ternary.thenExpression, elements[2], in: scope, depth: depth)
            }
            // `x as T`, `x as! T`
            if elements.count == 3, let cast = elements[1].as(UnresolvedAsExprSyntax.self),
               cast.questionOrExclamationMark?.tokenKind != .postfixQuestionMark, let type = elements[2].as(TypeExprSyntax.self) {
                return resolve(type.type, in: scope).resolved
            }
        }
        return nil
    }

    private func commonType(_ a: ExprSyntax, _ b: ExprSyntax, in scope: Scope, depth: Int) -> ResolvedType? {
        guard let first = type(of: a, in: scope, depth: depth + 1), let second = type(of: b, in: scope, depth: depth + 1),
              first.id == second.id, first.isMetatype == second.isMetatype else { return nil }
        return first
    }

    /// The return type of a function declared at file scope: the one declared in the scope's file,
    /// else the only one with that name in the project.
    public func globalReturnType(ofFunction name: String, from scope: Scope) -> TypeResolution? {
        ReadTracking.noteName(IndexKey.function(name))
        guard let candidates = globalFunctions[name], !candidates.isEmpty else { return nil }
        let local = candidates.filter { $0.scope.file == scope.file }
        let chosen = local.count == 1 ? local[0] : candidates.count == 1 ? candidates[0] : nil
        guard let chosen, let ref = chosen.returnType else { return nil }
        return resolve(ref, in: chosen.scope)
    }

    /// The scope of a node of one of the project's trees, inside `enclosing` (a qualified type name).
    public func scope(of node: some SyntaxProtocol, enclosing: String?) -> Scope {
        let root = node.root.id
        return Scope(file: pathsByRoot[root] ?? TreeHandle.path(ofRoot: root) ?? "", enclosing: enclosing)
    }

    /// `type(of:in:)` for an expression of one of the project's trees, written inside `enclosing`.
    public func type(of expression: ExprSyntax, enclosing: String?) -> ResolvedType? {
        type(of: expression, in: scope(of: expression, enclosing: enclosing))
    }

    /// The type a stored property holds: its annotation, or the type of its initial value
    /// (`Model()`, `Model.shared`, `makeModel()`), resolved where the property is declared.
    public func declaredType(of property: PropertyDeclaration, in scope: Scope) -> TypeResolution {
        if let ref = property.typeRef { return resolve(ref, in: scope) }
        // `= T.shared` (or `A.B.shared`) from the facts, as `type(of:)` reads it from the syntax:
        // the views holding a shared model are no dependency of every check that asks.
        if let (base, member) = property.staticMemberOf, base.components.allSatisfy(\.arguments.isEmpty) {
            guard let owner = resolve(base, in: scope).resolved else { return .unknown(path: "") }
            // `= Theme.Dark`: a nested type used as a value.
            if member.first?.isUppercase == true, let nested = resolve(TypeRef(base.components + [.init(member)]), in: scope).resolved {
                return .type(ResolvedType(id: nested.id, arguments: nested.arguments))
            }
            guard let type = self.property(named: member, in: ResolvedType(id: owner.id, arguments: owner.arguments))?.type?.resolved else {
                return .unknown(path: "")
            }
            return .type(ResolvedType(id: type.id, arguments: type.arguments))
        }
        if let value = property.initializer, let type = type(of: value, in: scope) {
            return .type(ResolvedType(id: type.id, arguments: type.arguments))
        }
        return .unknown(path: "")
    }

    /// The property a `$name` projection refers to: `receiver` is the expression before `.$name`
    /// (nil for `$name` or `self.$name` in the body of `scope.enclosing`).
    public func projectedProperty(_ name: String, receiver: ExprSyntax?, in scope: Scope) -> MemberLookup? {
        guard let owner = receiverType(receiver, in: scope) else { return nil }
        return property(named: name, in: owner)
    }

    /// The instance a member is used on: the receiver's type, or the enclosing type's when the
    /// receiver is implicit or `self` (`objectWillChange`, `$query`). Nil for a type used as a value.
    public func receiverType(_ receiver: ExprSyntax?, in scope: Scope) -> ResolvedType? {
        let owner = receiver.map { type(of: $0, in: scope) } ?? selfType(scope)
        guard let owner, !owner.isMetatype else { return nil }
        return owner
    }

    /// `x?`, `x!`, `(x)`, `try x`, `await x` → `x`.
    public static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        var expression = expression
        while true {
            if let optional = expression.as(OptionalChainingExprSyntax.self) {
                expression = optional.expression
            } else if let forced = expression.as(ForceUnwrapExprSyntax.self) {
                expression = forced.expression
            } else if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
                expression = only.expression
            } else if let tryExpression = expression.as(TryExprSyntax.self) {
                expression = tryExpression.expression
            } else if let awaitExpression = expression.as(AwaitExprSyntax.self) {
                expression = awaitExpression.expression
            } else {
                return expression
            }
        }
    }

    private enum LocalBinding {
        case type(TypeRef)
        case value(ExprSyntax)
        /// Declared, but with a type Remodel cannot read (a closure parameter without annotation).
        case opaque
    }

    /// What `name` refers to at `node` when it is local: earlier statements of the enclosing code
    /// blocks (`let`/`var`, `guard let`), the conditions of an enclosing `if`/`while`, or a
    /// parameter of the enclosing function, initializer, subscript or closure. Stops at the member
    /// block (then `name` is a member). Shorthand `if let name` keeps the outer meaning.
    private static func localBinding(named name: String, at node: Syntax) -> LocalBinding? {
        var current: Syntax? = node
        while let child = current, let parent = child.parent {
            if let items = parent.as(CodeBlockItemListSyntax.self) {
                var found: LocalBinding?
                for item in items {
                    if item.position >= child.position { break }
                    if let variable = item.item.as(VariableDeclSyntax.self) {
                        for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                            if let annotation = binding.typeAnnotation?.type {
                                found = TypeRef(annotation).map(LocalBinding.type) ?? .opaque
                            } else if let value = binding.initializer?.value {
                                found = .value(value)
                            } else {
                                found = .opaque
                            }
                        }
                    } else if let guardStmt = item.item.as(GuardStmtSyntax.self), let value = bindingValue(named: name, in: guardStmt.conditions) {
                        found = .value(value)
                    }
                }
                if let found { return found }
            }
            if let ifExpr = parent.as(IfExprSyntax.self), child.id == ifExpr.body.id, let value = bindingValue(named: name, in: ifExpr.conditions) {
                return .value(value)
            }
            if let whileStmt = parent.as(WhileStmtSyntax.self), child.id == whileStmt.body.id, let value = bindingValue(named: name, in: whileStmt.conditions) {
                return .value(value)
            }
            if let function = parent.as(FunctionDeclSyntax.self), let found = parameter(named: name, in: function.signature.parameterClause.parameters) {
                return found
            }
            if let initializer = parent.as(InitializerDeclSyntax.self), let found = parameter(named: name, in: initializer.signature.parameterClause.parameters) {
                return found
            }
            if let subscriptDecl = parent.as(SubscriptDeclSyntax.self), let found = parameter(named: name, in: subscriptDecl.parameterClause.parameters) {
                return found
            }
            if let closure = parent.as(ClosureExprSyntax.self) {
                switch closure.signature?.parameterClause {
                case .simpleInput(let list)?:
                    if list.contains(where: { $0.name.text == name }) { return .opaque }
                case .parameterClause(let clause)?:
                    for parameter in clause.parameters where (parameter.secondName ?? parameter.firstName).text == name {
                        return parameter.type.flatMap(TypeRef.init).map(LocalBinding.type) ?? .opaque
                    }
                case nil:
                    break
                }
            }
            if parent.is(MemberBlockSyntax.self) { return nil }
            current = parent
        }
        return nil
    }

    private static func parameter(named name: String, in parameters: FunctionParameterListSyntax) -> LocalBinding? {
        for parameter in parameters where (parameter.secondName ?? parameter.firstName).text == name {
            return TypeRef(parameter.type).map(LocalBinding.type) ?? .opaque
        }
        return nil
    }

    private static func bindingValue(named name: String, in conditions: ConditionElementListSyntax) -> ExprSyntax? {
        var found: ExprSyntax?
        for condition in conditions {
            guard case .optionalBinding(let binding) = condition.condition,
                  binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
                  let value = binding.initializer?.value else { continue }
            found = value
        }
        return found
    }
}

extension Semantics: DerivedFact {
    public convenience init(index: ProjectIndex) {
        // Built from every file's facts without recording it: the queries record the names they
        // look up, and the facts under each name are what they answer from.
        let files = index.allFiles
        self.init(files: files,
                  roots: Dictionary(files.compactMap { file in file.handle.residentRoot.map { ($0, file.path) } },
                                    uniquingKeysWith: { first, _ in first }),
                  mainActorByDefault: index.mainActorByDefaultPaths,
                  modules: index.storedModulesByPath)
    }
}

extension ProjectIndex {
    /// The semantic layer over this index, built once.
    public var semantics: Semantics { fact(Semantics.self) }

    /// The methods named `name` that type `id` declares itself — in its declaration and its
    /// extensions anywhere in the project (not a same-named type's) — every overload.
    public func functionDeclarations(named name: String, of id: TypeID) -> [FunctionDeclSyntax] {
        let semantics = self.semantics
        return declarationsAndExtensions(named: semantics.name(of: id)).flatMap { part -> [FunctionDeclSyntax] in
            guard part.declaration.declaresFunction(named: name),
                  semantics.type(of: part.declaration, inFile: part.file.path) == id else { return [] }
            return part.declaration.functions(named: name)
        }
    }

    /// The declaration of type `id` and its extensions anywhere in the project (not a same-named
    /// type's).
    public func declarationParts(of id: TypeID) -> [IndexedType] {
        let semantics = self.semantics
        return semantics.parts.value(for: id) {
            declarationsAndExtensions(named: semantics.name(of: id)).filter { part in
                semantics.type(of: part.declaration, inFile: part.file.path) == id
            }
        }
    }

    /// The methods named `name` a value of `type` has — its own or, when it declares none, the
    /// nearest project superclass's — with the type that declares them.
    public func functionDeclarations(named name: String, in type: ResolvedType) -> (owner: TypeID, declarations: [FunctionDeclSyntax])? {
        for link in semantics.classChain(type) {
            let found = functionDeclarations(named: name, of: link.id)
            if !found.isEmpty { return (link.id, found) }
        }
        return nil
    }

    /// The qualified name of the type whose body — or whose extension's body — holds `node`, a
    /// node of `file`'s tree: `TextViewWrapper.Coordinator`. Nil outside any type.
    public func enclosingTypeName(of node: some SyntaxProtocol, in file: SourceFile) -> String? {
        guard let group = node.enclosingTypeDecl else { return nil }
        guard let fact = file.facts.types.first(where: { $0.position == group.position }) else { return group.typeName }
        if fact.kind == .extension {
            return semantics.type(of: fact, inFile: file.path).map(semantics.qualifiedName(of:)) ?? fact.qualifiedName
        }
        return fact.qualifiedName
    }
}
