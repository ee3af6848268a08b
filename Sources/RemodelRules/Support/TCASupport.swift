import Foundation
import SwiftSyntax
import RemodelCore

// A small query layer over `ProjectIndex` for The Composable Architecture (TCA): which types are
// reducers (features), their nested `State`/`Action`, which types hold a `Store`/`ViewStore` of
// which feature, and which features' state views read through a store. Everything is computed
// once per `ProjectIndex` from the file facts (types, properties) plus targeted walks of the
// store-holding types and the reducers; nothing re-walks whole files.

/// A TCA feature: a `@Reducer` type, or a type conforming to `Reducer`/`ReducerProtocol`
/// (directly, in an extension, or through a project protocol refining them).
public struct TCAFeature: Sendable {
    /// The reducer's declaration.
    public let reducer: IndexedType
    /// Dotted name including enclosing types, e.g. `Settings.Feature`.
    public let qualifiedName: String
    /// The nested `State` struct or enum, when declared explicitly (not for `@Reducer enum`s that
    /// let the macro synthesize it).
    public let state: IndexedType?
    /// The nested `Action` enum, when declared explicitly.
    public let action: IndexedType?
    /// `@Reducer` (1.4+) rather than a bare `Reducer` conformance.
    public let usesReducerMacro: Bool
    /// The reducer has no state of its own: its `State` is a generic parameter's
    /// (`typealias State = Base.State`) or another feature's nested `State`, which migrates with
    /// that feature (issue 13, shape 8).
    public var borrowsState = false

    public var name: String { reducer.declaration.name }
    public var file: SourceFile { reducer.file }
    /// `@Reducer enum Destination { case add(AddFeature) }` (1.8+ enum reducers).
    public var isEnumReducer: Bool { reducer.declaration.kind == .enum }
    /// Whether `State` is `@ObservableState` (a macro-synthesized enum state is).
    public var stateIsObservable: Bool {
        if let state { return state.declaration.hasAttribute("ObservableState") }
        return usesReducerMacro && isEnumReducer
    }
}

/// A stored property holding a `Store` (or a `ViewStore`) of a feature.
public struct TCAStoreHolder: Sendable {
    public typealias Kind = StoreTypeFact.Kind
    public let kind: Kind
    /// The type (or extension) declaring the property.
    public let owner: IndexedType
    public let property: PropertyDeclaration
    /// The feature as written in the type (`Feature`, `Parent.Child`), nil when the store's
    /// state is not a feature's `State` (e.g. `Store<ViewState, Action>`).
    public let featureName: String?
    public var file: SourceFile { owner.file }
}

/// What the project index knows about TCA. Get it with `index.tca`.
public final class TCAIndex: DerivedFact {
    public let features: [TCAFeature]
    public let storeHolders: [TCAStoreHolder]
    /// Qualified names of features whose state views read through a store: a type holds a
    /// `StoreOf<F>`/`Store<F.State, F.Action>` (or a `ViewStore` of it), or the feature's state is
    /// embedded in an observed feature's state (child via `Scope`, optional, presented, stack,
    /// identified array, destination/path enum case).
    public let observedFeatures: Set<String>
    private let featuresByName: [String: [TCAFeature]]
    private let featuresByStateName: [String: TCAFeature]
    /// Qualified names of types holding a store or view store.
    private let holderTypeNames: Set<String>
    /// The project's types by simple name (the index's table, shared).
    private let projectTypes: [String: [IndexedType]]
    private let holdersByFile: [ObjectIdentifier: [TCAStoreHolder]]
    /// Features by the file that declares their state (a per-file rule asks this for every file;
    /// scanning all features there was quadratic on a large project).
    private let featuresByStateFile: [ObjectIdentifier: [TCAFeature]]
    private let readNames: LazyBox<Set<String>>

    public convenience init(index: ProjectIndex) { self.init(index) }

    package init(_ index: ProjectIndex) {
        var features: [TCAFeature] = []
        let projectDeclaresReducer = index.declarations(named: "Reducer").contains { $0.declaration.kind == .protocol }
        // A project where no declaration says "Reducer" (attribute, conformance, refinement) has no
        // reducer: the conformance closure of every type is not computed (most projects Remodel
        // lints use no TCA). Asked of the facts, not the text: a question only some files answer
        // (`contains` stops at the first) makes every changed file a suspect for an incremental lint.
        let mentionsReducer = index.files.contains { file in
            file.facts.types.contains { type in
                type.attributes.contains("Reducer") || type.inheritedTypes.contains("Reducer") || type.inheritedTypes.contains("ReducerProtocol")
            }
        }
        // The reducers first, then in name order (sorting every type name took most of this).
        var reducers: [(name: String, position: Int, type: IndexedType, macro: Bool)] = []
        for (name, types) in mentionsReducer ? index.typesByName : [:] {
            for (position, type) in types.enumerated() where type.declaration.kind != .extension && type.declaration.kind != .protocol {
                let declaration = type.declaration
                let macro = declaration.hasAttribute("Reducer")
                var conforms = false
                if !macro {
                    let conformances = index.conformances(of: declaration.name)
                    conforms = conformances.contains("ReducerProtocol") || conformances.contains("Reducer")
                    if conforms, projectDeclaresReducer, !type.file.facts.imports.contains("ComposableArchitecture") { conforms = false }
                }
                if macro || conforms { reducers.append((name, position, type, macro)) }
            }
        }
        reducers.sort { ($0.name, $0.position) < ($1.name, $1.position) }
        for (_, _, type, macro) in reducers {
            let declaration = type.declaration
            var state = Self.nested("State", in: declaration.qualifiedName, file: type.file, index: index)
            let action = Self.nested("Action", in: declaration.qualifiedName, file: type.file, index: index)
            var borrowsState = false
            if state == nil, let declared = declaration.declaredStateType {
                switch Self.stateDeclaration(declared, of: type, index: index) {
                case .own(let found): state = found
                case .borrowed: borrowsState = true
                case .unknown: break
                }
            }
            // A bare `Reducer` conformance without nested domain types is some other reducer.
            if !macro, state == nil, action == nil, !declaration.inheritedTypes.contains("ReducerProtocol") { continue }
            var feature = TCAFeature(reducer: type, qualifiedName: declaration.qualifiedName, state: state, action: action, usesReducerMacro: macro)
            feature.borrowsState = borrowsState
            features.append(feature)
        }
        features.sort { ($0.qualifiedName, $0.file.path) < ($1.qualifiedName, $1.file.path) }
        self.features = features
        var byName: [String: [TCAFeature]] = [:]
        var byState: [String: TCAFeature] = [:]
        for feature in features {
            byName[feature.name, default: []].append(feature)
            if let state = feature.state { byState[Self.key(state.declaration.qualifiedName, state.file)] = feature }
        }
        self.featuresByName = byName
        self.featuresByStateName = byState

        var holders: [TCAStoreHolder] = []
        for file in index.files {
            for type in file.facts.types where type.kind != .protocol {
                for property in type.properties where !property.isStatic {
                    // The indexer read the store type while the tree was alive; a property whose
                    // base type name is another type's is no store whatever its initializer says.
                    guard let store = property.storeType, property.typeName.map(TCASyntax.storeTypeNames.contains) ?? true else { continue }
                    holders.append(TCAStoreHolder(kind: store.kind, owner: IndexedType(declaration: type, file: file), property: property, featureName: store.featureName))
                }
            }
        }
        self.storeHolders = holders
        self.holdersByFile = Dictionary(grouping: holders) { ObjectIdentifier($0.owner.file) }
        self.featuresByStateFile = Dictionary(grouping: features.filter { $0.state != nil }) { ObjectIdentifier($0.state!.file) }
        self.holderTypeNames = Set(holders.map(\.owner.declaration.qualifiedName))
        self.projectTypes = index.typesByName

        // Observed features: held in a store somewhere, then closed over state embedding.
        var observed = Set<String>()
        var queue: [TCAFeature] = []
        func mark(_ feature: TCAFeature) {
            if observed.insert(Self.key(feature.qualifiedName, feature.file)).inserted { queue.append(feature) }
        }
        for holder in holders {
            guard let name = holder.featureName else { continue }
            for feature in Self.resolve(name, context: holder.owner.declaration.qualifiedName, file: holder.owner.file, in: byName) { mark(feature) }
        }
        while let feature = queue.popLast() {
            for name in Self.embeddedFeatureNames(of: feature) {
                for child in Self.resolve(name, context: feature.qualifiedName, file: feature.file, in: byName) { mark(child) }
            }
        }
        self.observedFeatures = observed

        let holderTypes = holders.map(\.owner)
        let weakIndex = WeakIndexBox()
        weakIndex.index = index
        self.readNames = LazyBox(label: "TCAIndex.namesReadByViews") {
            guard let index = weakIndex.index else { return [] }
            let collector = TCAReadCollector(viewMode: .sourceAccurate)
            var seen = Set<ObjectIdentifier>()
            for owner in holderTypes {
                for type in index.declarationsAndExtensions(named: owner.declaration.name) where type.declaration.qualifiedName == owner.declaration.qualifiedName {
                    guard seen.insert(ObjectIdentifier(type.declaration)).inserted else { continue }
                    collector.walk(type.declaration.node)
                }
            }
            return collector.names
        }
    }

    // MARK: Queries

    /// The feature whose nested `State` has this qualified name (`Feature.State`).
    public func feature(ownerOfState qualifiedStateName: String, in file: SourceFile) -> TCAFeature? {
        featuresByStateName[Self.key(qualifiedStateName, file)]
    }

    /// Features with this name, written simply (`Feature`) or qualified (`Parent.Feature`); when
    /// several share a simple name, the ones nested in `context`'s enclosing scopes win.
    /// `file`: where the name is written; among same-named features the one declared there wins.
    public func features(named name: String, context: String? = nil, file: SourceFile? = nil) -> [TCAFeature] {
        Self.resolve(name, context: context ?? "", file: file, in: featuresByName)
    }

    public func isObserved(_ feature: TCAFeature) -> Bool { observedFeatures.contains(Self.key(feature.qualifiedName, feature.file)) }

    /// Store holders of one feature.
    public func storeHolders(of feature: TCAFeature) -> [TCAStoreHolder] {
        storeHolders.filter { holder in
            guard let name = holder.featureName else { return false }
            return features(named: name, context: holder.owner.declaration.qualifiedName, file: holder.owner.file)
                .contains { $0.qualifiedName == feature.qualifiedName && $0.file === feature.file }
        }
    }

    /// Features whose state is declared in `file`.
    public func features(withStateIn file: SourceFile) -> [TCAFeature] { featuresByStateFile[ObjectIdentifier(file)] ?? [] }

    /// Store and view store properties declared in a file.
    public func storeHolders(in file: SourceFile) -> [TCAStoreHolder] { holdersByFile[ObjectIdentifier(file)] ?? [] }

    /// Features in migration stages, root first (TCA's guide recommends migrating "from the
    /// outside in": modern parents hosting legacy children behave better than the reverse).
    /// Stage 0 holds the features no other feature's state embeds; each later stage holds the
    /// children of the previous ones. Features in embedding cycles land with their first parent.
    public func migrationStages() -> [[String]] {
        var children: [String: Set<String>] = [:]
        var embedded = Set<String>()
        for feature in features {
            for name in Self.embeddedFeatureNames(of: feature) {
                for child in self.features(named: name, context: feature.qualifiedName, file: feature.file) where child.qualifiedName != feature.qualifiedName {
                    children[feature.qualifiedName, default: []].insert(child.qualifiedName)
                    embedded.insert(child.qualifiedName)
                }
            }
        }
        var placed = Set<String>()
        var stages: [[String]] = []
        var current = features.map(\.qualifiedName).filter { !embedded.contains($0) }
        while !current.isEmpty {
            let stage = Array(Set(current).subtracting(placed)).sorted()
            if stage.isEmpty { break }
            stages.append(stage)
            placed.formUnion(stage)
            current = stage.flatMap { children[$0] ?? [] }
        }
        let leftovers = features.map(\.qualifiedName).filter { !placed.contains($0) }.sorted()
        if !leftovers.isEmpty { stages.append(leftovers) }
        return stages
    }

    /// Whether a type (by qualified name) holds a `Store` or `ViewStore` property.
    public func holdsStore(_ qualifiedTypeName: String) -> Bool { holderTypeNames.contains(qualifiedTypeName) }

    /// Member names read inside store-holding types (member accesses, key path components and
    /// `$x` projections, `$` stripped) — a conservative over-approximation of what views read.
    public var namesReadByViews: Set<String> { readNames.wrapped }

    /// True when `name` (e.g. `WithViewStore`) is TCA's in this file: the file imports
    /// ComposableArchitecture or the project has TCA features, and the project does not declare
    /// its own type with that name.
    public func isTCASymbol(_ name: String, in file: SourceFile) -> Bool {
        guard projectTypes[name] == nil else { return false }
        return isTCAFile(file)
    }

    public func isTCAFile(_ file: SourceFile) -> Bool {
        Self.importsComposableArchitecture(file) || !features.isEmpty
    }

    /// The half of `isTCAFile` the file answers alone.
    static func importsComposableArchitecture(_ file: SourceFile) -> Bool { file.facts.imports.contains("ComposableArchitecture") }

    // MARK: Building

    private enum StateDeclaration { case own(IndexedType), borrowed, unknown }

    /// Where a reducer's named state type is declared: a project struct or enum that is no other
    /// feature's nested `State` is its own; a generic parameter's `State` or another feature's
    /// is borrowed; anything else (another module) is unknown.
    private static func stateDeclaration(_ declared: TypeRef, of type: IndexedType, index: ProjectIndex) -> StateDeclaration {
        // `State` (a generic parameter) or `Base.State` / `Base.Child.State` rooted in one.
        if let root = declared.components.first, root.arguments.isEmpty, type.declaration.genericParameters.contains(root.name) { return .borrowed }
        let semantics = index.semantics
        let scope = Scope(file: type.file.path, enclosing: type.declaration.qualifiedName)
        guard case .type(let resolved) = semantics.resolve(declared, in: scope) else { return .unknown }
        let kind = semantics.kind(of: resolved.id)
        guard kind == .struct || kind == .enum,
              let found = index.declarationParts(of: resolved.id).first(where: { $0.declaration.kind != .extension }) else { return .unknown }
        let qualified = found.declaration.qualifiedName
        if qualified.hasSuffix(".State") {
            let owner = String(qualified.dropLast(".State".count))
            let ownerIsFeature = index.declarations(named: ProjectIndex.simpleName(owner)).contains { candidate in
                candidate.declaration.qualifiedName == owner && (candidate.declaration.hasAttribute("Reducer") || index.conformances(of: candidate.declaration.name).contains("Reducer"))
            }
            if ownerIsFeature { return .borrowed }
        }
        return .own(found)
    }

    /// The nested domain type: the one declared in the reducer's file when several files declare
    /// a feature with the same name (sample apps, one module per target).
    private static func nested(_ name: String, in qualified: String, file: SourceFile, index: ProjectIndex) -> IndexedType? {
        let target = qualified + "." + name
        let candidates = index.declarations(named: name).filter { $0.declaration.qualifiedName == target && ($0.declaration.kind == .struct || $0.declaration.kind == .enum) }
        return candidates.first { $0.file === file } ?? candidates.first
    }

    /// A feature's identity: same-named features in different files are different features.
    package static func key(_ qualifiedName: String, _ file: SourceFile) -> String { qualifiedName + "@" + file.path }

    package static func resolve(_ name: String, context: String, file: SourceFile? = nil, in byName: [String: [TCAFeature]]) -> [TCAFeature] {
        let found = resolveByName(name, context: context, in: byName)
        guard found.count > 1, let file else { return found }
        let local = found.filter { $0.file === file }
        return local.isEmpty ? found : local
    }

    private static func resolveByName(_ name: String, context: String, in byName: [String: [TCAFeature]]) -> [TCAFeature] {
        let simple = ProjectIndex.simpleName(name)
        guard let candidates = byName[simple], !candidates.isEmpty else { return [] }
        if name.contains(".") {
            let exact = candidates.filter { $0.qualifiedName == name || $0.qualifiedName.hasSuffix("." + name) }
            if !exact.isEmpty { return exact }
        }
        if candidates.count == 1 { return candidates }
        var scope = context.split(separator: ".").map(String.init)
        while true {
            let prefix = scope.joined(separator: ".")
            let wanted = prefix.isEmpty ? simple : prefix + "." + simple
            let matches = candidates.filter { $0.qualifiedName == wanted }
            if !matches.isEmpty { return matches }
            if scope.isEmpty { break }
            scope.removeLast()
        }
        return candidates
    }

    /// Features whose state a feature's state embeds: `X.State` in stored property types or
    /// initializers and enum case payloads, and `X` in `@Reducer enum` case payloads (node-free
    /// facts the indexer read).
    package static func embeddedFeatureNames(of feature: TCAFeature) -> [String] {
        var names = feature.state?.declaration.stateReferenceNames ?? []
        if feature.isEnumReducer, feature.usesReducerMacro { names += feature.reducer.declaration.reducerCaseTypeNames }
        return names
    }
}

/// Names read in a store-holding type: member names, key path components, `$x` projections.
private final class TCAReadCollector: SyntaxVisitor {
    var names = Set<String>()

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        names.insert(Self.strip(node.declName.baseName.text))
        return .visitChildren
    }

    override func visit(_ node: KeyPathPropertyComponentSyntax) -> SyntaxVisitorContinueKind {
        names.insert(Self.strip(node.declName.baseName.text))
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let text = node.baseName.text
        if text.hasPrefix("$"), text.count > 1, !text.dropFirst().allSatisfy(\.isNumber) { names.insert(Self.strip(text)) }
        return .skipChildren
    }

    static func strip(_ text: String) -> String { text.hasPrefix("$") ? String(text.dropFirst()) : text }
}

// MARK: - Syntax helpers shared by the TCA rules and the TCA migration

extension TCASyntax {
    /// The last name of a call's callee: `WithViewStore(…)` → `WithViewStore`, `.sheet(…)` → `sheet`.
    public static func calleeName(_ call: FunctionCallExprSyntax) -> String? {
        var callee = call.calledExpression
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = callee.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return nil
    }

    /// The token naming the callee, where diagnostics about a call are reported.
    public static func calleeToken(_ call: FunctionCallExprSyntax) -> TokenSyntax {
        var callee = call.calledExpression
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName }
        if let member = callee.as(MemberAccessExprSyntax.self) { return member.declName.baseName }
        return call.calledExpression.firstToken(viewMode: .sourceAccurate) ?? TokenSyntax.identifier("")
    }

    /// True when the callee is a bare name (a type's initializer such as `IfLetStore(…)`), not
    /// a member (`x.IfLetStore(…)`).
    public static func isBareCall(_ call: FunctionCallExprSyntax) -> Bool {
        var callee = call.calledExpression
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
        if callee.is(DeclReferenceExprSyntax.self) { return true }
        if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self) {
            return base.baseName.text == "ComposableArchitecture"
        }
        return false
    }

    /// True when the call is a modifier-style member call `.name(…)` / `view.name(…)` whose first
    /// argument has the label `label`.
    /// What `@ObservableState` needs of a state declaration's wrappers: `@PresentationState` becomes
    /// `@Presents`, `@BindingState` goes (its fields, for `$store.field` bindings, are returned).
    package static func observableStateWrapperEdits(of type: TypeDeclaration, text: MigrationText) -> (edits: [TextEdit], bindingFields: [String]) {
        var edits: [TextEdit] = []
        var bindingFields: [String] = []
        for property in type.properties.firstOfEachDeclaration {
            if property.hasAttribute("PresentationState"), let attribute = attribute(named: "PresentationState", on: property.decl) {
                edits.append(TextEdit(replacing: attribute.attributeName, with: "Presents"))
            }
            if property.hasAttribute("BindingState"), let attribute = attribute(named: "BindingState", on: property.decl) {
                bindingFields.append(property.name)
                edits.append(text.removal(attribute.positionAfterSkippingLeadingTrivia.utf8Offset, attribute.endPositionBeforeTrailingTrivia.utf8Offset))
            }
        }
        return (edits, bindingFields)
    }

    /// The file's `.name(store: …)` calls (`.sheet(store:)`, `.alert(store:)`…). The label must be
    /// spelled in the file: most files with a `.sheet(isPresented:)` have no `store`, and then a
    /// released tree is not parsed again to find that out.
    public static func storeModifierCalls(named name: String, in file: SourceFile) -> [FunctionCallExprSyntax] {
        guard file.facts.calls.count(of: name) > 0, file.mentions("store") else { return [] }
        return file.facts.calls[name, default: []].filter { isModifier($0, firstLabel: "store") }
    }

    public static func isModifier(_ call: FunctionCallExprSyntax, firstLabel label: String) -> Bool {
        guard call.calledExpression.is(MemberAccessExprSyntax.self), let first = call.arguments.first else { return false }
        return first.label?.text == label
    }

    /// The parameter names of a closure (`{ a, b in }`, `{ (a: T) in }`), or `["$0"]` when it
    /// has no signature.
    public static func parameterNames(of closure: ClosureExprSyntax) -> [String] {
        guard let signature = closure.signature, let clause = signature.parameterClause else { return ["$0"] }
        switch clause {
        case .simpleInput(let list): return list.map(\.name.text)
        case .parameterClause(let parameters): return parameters.parameters.map { ($0.secondName ?? $0.firstName).text }
        }
    }

    /// The call a closure is passed to (as a trailing closure or an argument), if any.
    public static func call(receiving closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        if let call = closure.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id { return call }
        if let element = closure.parent?.as(MultipleTrailingClosureElementSyntax.self) {
            return element.parent?.parent?.as(FunctionCallExprSyntax.self)
        }
        if let argument = closure.parent?.as(LabeledExprSyntax.self) {
            return argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        }
        return nil
    }

    /// True when `expression` names a view store: a parameter of an enclosing `WithViewStore`
    /// closure, a `ViewStore` property of the enclosing type (`viewStore` / `self.viewStore`), or
    /// a value conventionally named `viewStore`.
    public static func isViewStoreReference(_ expression: ExprSyntax, holders: [TCAStoreHolder]) -> Bool {
        var name: String?
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
                  base.baseName.tokenKind == .keyword(.self) {
            name = member.declName.baseName.text
        }
        guard let name else { return false }
        if name == "viewStore" { return true }
        var current = expression.parent
        while let node = current {
            if let closure = node.as(ClosureExprSyntax.self), let call = call(receiving: closure),
               calleeName(call) == "WithViewStore", parameterNames(of: closure).contains(name) {
                return true
            }
            if node.is(MemberBlockSyntax.self) { break }
            current = node.parent
        }
        return holders.contains { $0.kind == .viewStore && $0.property.name == name }
    }

    /// `@Name` attributes of a variable declaration.
    public static func attribute(named name: String, on variable: VariableDeclSyntax) -> AttributeSyntax? {
        variable.attributes.lazy.compactMap { $0.as(AttributeSyntax.self) }.first { TypeNames.baseName(of: $0.attributeName) == name }
    }

    /// The `observe:` / state projections views use for `ViewStore` construction.
    public static let legacyStoreViews: Set<String> = ["IfLetStore", "ForEachStore", "SwitchStore", "CaseLet", "NavigationStackStore"]
    /// Store-driven presentation modifiers: `.sheet(store:)` etc.
    public static let storePresentationModifiers: Set<String> = ["sheet", "popover", "fullScreenCover", "navigationDestination"]
    /// Store-driven alert modifiers: `.alert(store:)` / `.confirmationDialog(store:)`.
    public static let storeAlertModifiers: Set<String> = ["alert", "confirmationDialog"]
}

// MARK: - Cache

extension ProjectIndex {
    /// TCA features, store holders and observed features, computed once per index.
    public var tca: TCAIndex { fact(TCAIndex.self) }
}

/// Shapes shared by the TCA rules and the TCA migration.
package enum TcaViewStateShape {
    /// A struct named `…ViewState` nested in a reducer or in a type holding a store, or
    /// initialized from a feature's state (`init(state: Feature.State)`,
    /// `init(store: BindingViewStore<…>)`).
    package static func isViewState(_ type: TypeDeclaration, in file: SourceFile, tca: TCAIndex, index: ProjectIndex) -> Bool {
        guard type.name != "BindingViewState" else { return false }
        if let dot = type.qualifiedName.lastIndex(of: ".") {
            let parent = String(type.qualifiedName[..<dot])
            if tca.holdsStore(parent) { return true }
            // `extension Feature { struct ViewState }` observed through `observe: \.viewState`.
            if tca.features(named: parent).contains(where: { $0.qualifiedName == parent }) { return true }
        }
        for member in type.memberBlock?.members ?? [] {
            guard let initializer = member.decl.as(InitializerDeclSyntax.self),
                  let parameter = initializer.signature.parameterClause.parameters.first else { continue }
            if let member = parameter.type.as(MemberTypeSyntax.self), member.name.text == "State",
               let feature = TCASyntax.dottedName(member.baseType), !tca.features(named: feature, context: type.qualifiedName).isEmpty {
                return true
            }
            if TypeNames.baseName(of: parameter.type) == "BindingViewStore" { return true }
        }
        return false
    }
}
