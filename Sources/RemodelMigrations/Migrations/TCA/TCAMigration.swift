import Foundation
import SwiftSyntax
import RemodelCore
import RemodelRules
import RemodelProject

/// Options of `remodel migrate --tca`.
public struct TCAMigrationOptions: Sendable {
    /// The deployment target's iOS major version. Below 17, `WithViewStore` becomes
    /// `WithPerceptionTracking { }` and stores are held with `@Perception.Bindable`; nil reads each
    /// file's `.remodel.yml` (`minimum_ios`, default 17).
    public var minimumIOS: Int?
    /// Migrate only these features (simple or qualified reducer names) and the views holding their stores.
    public var only: Set<String>?

    public init(minimumIOS: Int? = nil, only: Set<String>? = nil) {
        self.minimumIOS = minimumIOS
        self.only = only
    }
}

/// `remodel migrate --tca`: moves a Composable Architecture code base from `WithViewStore`/
/// `ViewStore` observation to `@ObservableState` (TCA 1.7), following the steps of TCA's
/// "Migrating to 1.7" guide:
///
/// 1. `@ObservableState` on every feature's `State` (structs, and the enums of `Destination`/`Path`
///    reducers); `@PresentationState` → `@Presents`; `@BindingState` removed (the `BindableAction`
///    conformance and `BindingReducer` stay).
/// 2. Views: `WithViewStore { viewStore in … }` removed (iOS 17+) or turned into
///    `WithPerceptionTracking { … }`; `viewStore.x` → `store.x`, `viewStore.send` → `store.send`,
///    `viewStore.$x`/`viewStore.binding(\.$x)` → `$store.x`, `viewStore.binding(get:send:)` →
///    `$store.x.sending(\.action)`; `ViewState` structs deleted (computed fields move to `State`);
///    `IfLetStore`, `ForEachStore`, `SwitchStore`/`CaseLet`, `NavigationStackStore` and the
///    `store:` presentation modifiers replaced by their SwiftUI forms; `@Bindable` (or
///    `@Perception.Bindable`) on stores bindings are taken from.
///
/// The result has the same shape as `ObservableMigration`'s, so the CLI prints and writes it the
/// same way (`MigrationWriter`, re-parsed and atomic): `classes` lists one outcome per feature.
/// Whatever does not match a recognised shape is left untouched and listed in `manual`.
public struct TCAMigration: Sendable {
    public let workspace: Workspace
    public let options: TCAMigrationOptions

    public init(workspace: Workspace, options: TCAMigrationOptions = .init()) {
        self.workspace = workspace
        self.options = options
    }

    public func run() -> MigrationResult {
        let session = TCAMigrationSession(workspace: workspace, options: options)
        session.migrate()
        return session.result()
    }

    /// True when the workspace uses TCA (a reducer, or a legacy TCA view API in a file that
    /// imports ComposableArchitecture) — `remodel migrate` can then offer `--tca`.
    public static func isApplicable(to workspace: Workspace) -> Bool {
        TCAInventory(index: workspace.index).isTCA
    }
}

/// Counts for `remodel audit` / `remodel plan`.
public struct TCAInventory: Sendable, Codable, Equatable {
    /// Reducers (`@Reducer` or `Reducer` conformances).
    public let features: Int
    /// Features whose `State` is `@ObservableState` (or synthesized observable).
    public let observableFeatures: Int
    /// Features whose state views read through a store.
    public let observedFeatures: Int
    public let withViewStoreUses: Int
    /// `ViewStore(…)` constructions and stored `ViewStore` properties.
    public let viewStoreUses: Int
    public let viewStateStructs: Int
    /// `IfLetStore`, `ForEachStore`, `SwitchStore`, `CaseLet`, `NavigationStackStore`.
    public let legacyStoreViews: Int
    /// `.sheet(store:)`, `.alert(store:)` and the other `store:` modifiers.
    public let storeModifiers: Int
    public let presentationStates: Int
    public let bindingStates: Int

    public var isTCA: Bool { features > 0 || withViewStoreUses > 0 || legacyStoreViews > 0 }
    /// Legacy constructs left to migrate.
    public var legacyTotal: Int {
        (features - observableFeatures) + withViewStoreUses + viewStoreUses + viewStateStructs + legacyStoreViews + storeModifiers + presentationStates + bindingStates
    }

    public init(workspace: Workspace) { self.init(index: workspace.index) }

    public init(index: ProjectIndex) {
        let tca = index.tca
        features = tca.features.count
        observableFeatures = tca.features.count { $0.stateIsObservable }
        observedFeatures = tca.observedFeatures.count
        var withViewStore = 0, viewStore = 0, viewStates = 0, legacy = 0, modifiers = 0, presentation = 0, binding = 0
        for file in index.files where tca.isTCAFile(file) {
            let calls = file.facts.calls
            if tca.isTCASymbol("WithViewStore", in: file) { withViewStore += (calls["WithViewStore"] ?? []).count { TCASyntax.isBareCall($0) } }
            if tca.isTCASymbol("ViewStore", in: file) {
                viewStore += (calls["ViewStore"] ?? []).count { TCASyntax.isBareCall($0) }
                viewStore += tca.storeHolders(in: file).count { $0.kind == .viewStore }
            }
            for name in TCASyntax.legacyStoreViews where tca.isTCASymbol(name, in: file) {
                legacy += (calls[name] ?? []).count { TCASyntax.isBareCall($0) }
            }
            for name in TCASyntax.storePresentationModifiers.union(TCASyntax.storeAlertModifiers) {
                modifiers += TCASyntax.storeModifierCalls(named: name, in: file).count
            }
            for type in file.facts.types {
                if type.kind == .struct, type.name.hasSuffix("ViewState"), TcaViewStateShape.isViewState(type, in: file, tca: tca, index: index) { viewStates += 1 }
                for property in type.properties.firstOfEachDeclaration {
                    if property.hasAttribute("PresentationState") { presentation += 1 }
                    if property.hasAttribute("BindingState") { binding += 1 }
                }
            }
        }
        withViewStoreUses = withViewStore
        viewStoreUses = viewStore
        viewStateStructs = viewStates
        legacyStoreViews = legacy
        storeModifiers = modifiers
        presentationStates = presentation
        bindingStates = binding
    }
}

/// One run of the TCA migration. Not shared between threads.
package final class TCAMigrationSession {
    package let workspace: Workspace
    package let index: ProjectIndex
    package let tca: TCAIndex
    package let options: TCAMigrationOptions

    private var fileEdits: [ObjectIdentifier: TCAFileEdits] = [:]
    private var fileOrder: [ObjectIdentifier] = []
    private var groups: [ObjectIdentifier: [String]] = [:]
    private var groupFeatures: [String: [String]] = [:]
    private(set) var manual: [ManualItem] = []
    /// Feature qualified name → follow-ups (manual) and reasons it was kept.
    private var featureNotes: [String: [String]] = [:]
    private var keptReasons: [String: [String]] = [:]
    private var selected: [TCAFeature] = []
    /// Feature qualified name → the `State` fields whose `@BindingState` was removed.
    package private(set) var bindingFields: [String: Set<String>] = [:]
    /// File path → view type (qualified name) → the features of its stores.
    private var viewUnitFeatures: [String: [String: [String]]] = [:]

    package init(workspace: Workspace, options: TCAMigrationOptions) {
        self.workspace = workspace
        self.index = workspace.index
        self.tca = workspace.index.tca
        self.options = options
    }

    // MARK: Bookkeeping

    package func edits(for file: SourceFile) -> TCAFileEdits {
        let key = ObjectIdentifier(file)
        if let existing = fileEdits[key] { return existing }
        let created = TCAFileEdits(file: file)
        fileEdits[key] = created
        fileOrder.append(key)
        return created
    }

    package func register(group: String, in file: SourceFile, features: [String]? = nil) {
        let key = ObjectIdentifier(file)
        if !(groups[key] ?? []).contains(group) { groups[key, default: []].append(group) }
        if let features { groupFeatures[group] = features }
    }

    package func addManual(_ node: some SyntaxProtocol, in file: SourceFile, _ reason: String, features: [String]) {
        let line = file.location(of: node).line
        manual.append(ManualItem(file: file.path, line: line, reason: reason))
        for feature in features { featureNotes[feature, default: []].append("\(file.path):\(line): \(reason)") }
    }

    /// Member names `Feature.State` (as written from `context`) declares, in its declaration and extensions.
    package func stateMemberNames(stateType: TypeSyntax, context: String, file: SourceFile? = nil) -> Set<String> {
        guard let member = stateType.as(MemberTypeSyntax.self), let featureName = TCASyntax.dottedName(member.baseType) else { return [] }
        var names = Set<String>()
        for feature in tca.features(named: featureName, context: context, file: file) {
            for type in index.declarationsAndExtensions(named: "State") where type.declaration.qualifiedName == feature.qualifiedName + ".State"
                || (type.declaration.kind == .extension && type.declaration.qualifiedName.hasSuffix(featureName + ".State")) {
                names.formUnion(type.declaration.properties.map(\.name))
                names.formUnion(type.declaration.functionFacts.map(\.name))
            }
        }
        return names
    }

    /// Members (properties and methods) of a feature's `State`, across its declaration and the
    /// extensions written as `extension Feature.State`; nil when the state is not in the project.
    package func stateMembers(ofStoreType type: TypeSyntax?, context: String, file: SourceFile? = nil) -> Set<String>? {
        guard let type, let (kind, name) = TCASyntax.storeType(type), kind == .store, let name else { return nil }
        let features = tca.features(named: name, context: context, file: file)
        guard features.count == 1, let feature = features.first, let state = feature.state else { return nil }
        let qualified = state.declaration.qualifiedName
        var names = Set<String>()
        // The state's declaration and extensions, also when the reducer names it with a typealias
        // (`typealias State = CounterState`).
        let parts = index.semantics.type(of: state.declaration, inFile: state.file.path).map { index.declarationParts(of: $0) } ?? []
        for type in parts + index.declarationsAndExtensions(named: "State") where type.declaration.qualifiedName == qualified {
            names.formUnion(type.declaration.properties.map(\.name))
            names.formUnion(type.declaration.functionFacts.map(\.name))
        }
        return names
    }

    private func isSelected(_ feature: TCAFeature) -> Bool {
        guard let only = options.only else { return true }
        return only.contains(feature.name) || only.contains(feature.qualifiedName)
    }

    /// Observation is available on every platform the file builds for (iOS 17, macOS 14, …): no
    /// `WithPerceptionTracking` needed. `--minimum-ios` overrides the target read for the file.
    private func modernTarget(for file: SourceFile) -> Bool {
        if let minimumIOS = options.minimumIOS { return minimumIOS >= 17 }
        return workspace.configuration(for: file).options.deploymentTarget.supportsObservation
    }

    // MARK: Migration

    package func migrate() {
        for feature in tca.features {
            guard isSelected(feature) else {
                keptReasons[feature.qualifiedName, default: []].append("not selected by --only")
                continue
            }
            let requirement = DependencyRequirement.composableArchitecture17
            let pinned = workspace.configuration(for: feature.file).options.dependencyVersions[requirement.identity]
            if let pinned, pinned < requirement.minimum {
                keptReasons[feature.qualifiedName, default: []].append(
                    "the project pins \(requirement.identity) \(pinned) (Package.resolved); @ObservableState needs \(requirement.minimum) — upgrade TCA first, then re-run")
                continue
            }
            selected.append(feature)
            migrateState(of: feature)
        }
        let units = viewUnits()
        for unit in units { unit.run() }
        rewriteBindingKeyPaths(units: units)
    }

    /// Shape 1 of the 1.7 key paths: once `@BindingState` is gone, `\.$x` (in `case .binding(\.$x):`,
    /// `.set(\.$x, v)`, `.onChange(of: \.$x)`) must read `\.x` — TCA 1.7's `~=` and `.set` take
    /// `WritableKeyPath<State, Value>`. Rewritten in the feature's reducer (declaration and
    /// extensions) and in the views holding its store, except where a view rewrite already
    /// replaced the expression (`viewStore.binding(\.$x)` → `$store.x`). What is left is caught
    /// by the leftover check.
    private func rewriteBindingKeyPaths(units: [TCAViewRewriter]) {
        for feature in selected where keptReasons[feature.qualifiedName] == nil {
            guard let fields = bindingFields[feature.qualifiedName], !fields.isEmpty else { continue }
            var scopes: [(node: Syntax, file: SourceFile)] = []
            for declaration in index.declarationsAndExtensions(named: feature.name) where declaration.declaration.qualifiedName == feature.qualifiedName {
                if declaration.declaration.kind != .extension, declaration.file.path != feature.file.path { continue }
                scopes.append((Syntax(declaration.declaration.node), declaration.file))
            }
            for unit in units where unit.features.contains(feature.qualifiedName) { scopes.append((Syntax(unit.node), unit.file)) }
            for (node, file) in scopes where !file.hasSyntaxErrors {
                let edits = edits(for: file)
                let group = "keypaths:" + feature.qualifiedName
                let finder = TCABindingKeyPathFinder(fields: fields, viewMode: .sourceAccurate)
                finder.walk(node)
                var added = false
                for token in finder.tokens {
                    let range = token.positionAfterSkippingLeadingTrivia.utf8Offset..<token.endPositionBeforeTrailingTrivia.utf8Offset
                    if edits.edits.contains(where: { $0.edit.range.overlaps(range) || ($0.edit.isInsertion && range.contains($0.edit.range.lowerBound) && $0.edit.range.lowerBound != range.lowerBound) }) { continue }
                    edits.add(TextEdit(range: range, replacement: String(token.text.dropFirst())), group: group)
                    added = true
                }
                if added { register(group: group, in: file, features: [feature.qualifiedName]) }
            }
        }
    }

    /// Step 1: `@ObservableState`, `@Presents`, no `@BindingState`.
    private func migrateState(of feature: TCAFeature) {
        let name = feature.qualifiedName
        if !feature.usesReducerMacro, tca.isObserved(feature) {
            // Without @Reducer nothing adds @CasePathable, which the `\.case` key paths the views
            // now use need on enums (`Action`, and `State` when it is an enum). A reducer no view
            // observes (a test's example reducer driven by a TestStore) gets no such key path.
            for domain in [feature.action, feature.state].compactMap({ $0 }) where domain.declaration.kind == .enum && !domain.declaration.hasAttribute("CasePathable") {
                addManual(domain.declaration.nameToken, in: domain.file, "'\(domain.declaration.qualifiedName)' is an enum of a reducer without @Reducer; the case key paths TCA 1.7 uses (\\.child) need @CasePathable on it — add it or adopt @Reducer (MigratingTo1.4)", features: [name])
            }
        }
        guard let state = feature.state else {
            // An enum reducer's state is synthesized; a borrowed one migrates with its owner.
            if !(feature.isEnumReducer && feature.usesReducerMacro) && !feature.borrowsState {
                addManual(feature.reducer.declaration.nameToken, in: feature.file, "'\(name)' has no nested State declaration Remodel can see (a typealias or another module); mark its state @ObservableState by hand", features: [name])
            }
            return
        }
        let declaration = state.declaration
        let file = state.file
        if file.hasSyntaxErrors {
            keptReasons[name, default: []].append("\(file.path): the file does not parse; fix it first")
            return
        }
        if declaration.kind == .class {
            keptReasons[name, default: []].append("\(file.path):\(file.location(of: declaration.nameTokenPosition).line): State is a class; @ObservableState applies to structs and enums")
            return
        }
        let allowed: Set<String> = ["PresentationState", "BindingState", "Presents", "ObservationStateIgnored", "ObservationStateTracked", "Shared", "SharedReader", "available"]
        for property in declaration.properties where property.isStored && !property.isStatic {
            if let wrapper = property.attributes.first(where: { !allowed.contains($0) }) {
                let line = file.location(of: property.decl).line
                keptReasons[name, default: []].append("\(file.path):\(line): '\(property.name)' uses @\(wrapper); property wrappers cannot be combined with @ObservableState (make it plain state or a dependency)")
                return
            }
        }
        let edits = edits(for: file)
        let group = "state:" + name
        register(group: group, in: file, features: [name])
        if !declaration.hasAttribute("ObservableState") {
            let start = declaration.node.positionAfterSkippingLeadingTrivia.utf8Offset
            edits.add(TextEdit(range: start..<start, replacement: "@ObservableState\n" + edits.text.indentation(ofLineAt: start)), group: group)
        }
        let wrappers = TCASyntax.observableStateWrapperEdits(of: declaration, text: edits.text)
        edits.add(wrappers.edits, group: group)
        bindingFields[name, default: []].formUnion(wrappers.bindingFields)
    }

    /// Step 2: every type (or extension) that holds a store or uses a legacy view API.
    private func viewUnits() -> [TCAViewRewriter] {
        var units: [TCAViewRewriter] = []
        let relevant = ["WithViewStore", "IfLetStore", "ForEachStore", "SwitchStore", "NavigationStackStore", "CaseLet"]
        let modifiers = TCASyntax.storePresentationModifiers.union(TCASyntax.storeAlertModifiers)
        for file in workspace.files where tca.isTCAFile(file) && !file.hasSyntaxErrors {
            // Declarations by where they start: the facts' and the calls' nodes may come from
            // different parses of the file when trees are released.
            var nodes = Set<AbsolutePosition>()
            for holder in tca.storeHolders(in: file) where holder.kind == .store { nodes.insert(holder.owner.declaration.position) }
            for name in relevant where tca.isTCASymbol(name, in: file) {
                for call in file.facts.calls[name] ?? [] where TCASyntax.isBareCall(call) {
                    if let owner = call.enclosingTypeDecl { nodes.insert(owner.position) }
                }
            }
            for name in modifiers {
                for call in TCASyntax.storeModifierCalls(named: name, in: file) {
                    if let owner = call.enclosingTypeDecl { nodes.insert(owner.position) }
                }
            }
            guard !nodes.isEmpty else { continue }
            for type in file.facts.types where nodes.contains(type.position) {
                guard let group = type.node.asProtocol(DeclGroupSyntax.self) else { continue }
                let stores = storeProperties(of: type, in: file)
                let features = Array(Set(stores.values.compactMap { entry -> [String]? in
                    guard let annotation = TCASyntax.storeTypeSyntax(of: entry.property), let (_, name) = TCASyntax.storeType(annotation), let name else { return nil }
                    return tca.features(named: name, context: type.qualifiedName, file: file).map(\.qualifiedName)
                }.joined())).sorted()
                if options.only != nil, !features.contains(where: { name in selected.contains { $0.qualifiedName == name } }) { continue }
                // A kept feature's state stays as it is, so its views keep their view stores.
                if features.contains(where: { keptReasons[$0] != nil }) { continue }
                units.append(TCAViewRewriter(
                    session: self, file: file, node: group, typeName: type.qualifiedName,
                    storeProperties: stores, features: features, modernTarget: modernTarget(for: file)))
                groupFeatures[units[units.count - 1].group] = features
                viewUnitFeatures[file.path, default: [:]][type.qualifiedName, default: []].append(contentsOf: features)
            }
        }
        return units
    }

    /// `Store` properties of a type across its declaration and extensions.
    private func storeProperties(of type: TypeDeclaration, in file: SourceFile) -> [String: (property: PropertyDeclaration, file: SourceFile)] {
        var result: [String: (property: PropertyDeclaration, file: SourceFile)] = [:]
        // The declaration and its extensions — not a same-named type of another file.
        let semantics = index.semantics
        let identity = semantics.type(of: type, inFile: file.path)
        for declaration in index.declarationsAndExtensions(named: type.name) where declaration.declaration.qualifiedName == type.qualifiedName {
            if let identity, semantics.type(of: declaration.declaration, inFile: declaration.file.path) != identity { continue }
            for property in declaration.declaration.properties where !property.isStatic {
                guard let annotation = TCASyntax.storeTypeSyntax(of: property), let (kind, _) = TCASyntax.storeType(annotation), kind == .store else { continue }
                result[property.name] = (property, declaration.file)
            }
        }
        return result
    }

    // MARK: Result

    package func result() -> MigrationResult {
        var rewrites: [FileRewrite] = []
        for key in fileOrder {
            guard let edits = fileEdits[key], !edits.isEmpty else { continue }
            let order = groups[key] ?? []
            let newText = edits.newText(groupOrder: order)
            for dropped in edits.droppedGroups {
                let features = groupFeatures[dropped] ?? []
                let reason = "the rewrite of \(Self.describe(dropped)) overlapped or would not parse; it was left unchanged (please report this)"
                manual.append(ManualItem(file: edits.file.path, line: 1, reason: reason))
                for feature in features { featureNotes[feature, default: []].append("\(edits.file.path): \(reason)") }
            }
            if let newText { rewrites.append(FileRewrite(file: edits.file, newText: newText)) }
        }
        rewrites.sort { $0.file.path < $1.file.path }
        let leftovers = leftoverNotes(rewrites: rewrites)
        var outcomes: [ClassOutcome] = []
        for feature in tca.features {
            let location = feature.file.location(of: feature.reducer.declaration.nameTokenPosition)
            let kept = keptReasons[feature.qualifiedName] ?? []
            var notes = featureNotes[feature.qualifiedName] ?? []
            if kept.isEmpty, notes.isEmpty, let found = leftovers[feature.qualifiedName] {
                notes = found.map { "\($0.file):\($0.line): \($0.reason)" }
                manual.append(contentsOf: found)
            }
            // A reducer that borrows its base's state has nothing of its own to migrate.
            if feature.borrowsState, kept.isEmpty, notes.isEmpty { continue }
            let disposition: ClassDisposition = !kept.isEmpty ? .kept : (notes.isEmpty ? .migrated : .manual)
            outcomes.append(ClassOutcome(
                name: feature.qualifiedName, file: feature.file.path, line: location.line,
                disposition: disposition, reasons: kept.isEmpty ? notes : kept))
        }
        outcomes.sort { ($0.name, $0.file, $0.line) < ($1.name, $1.file, $1.line) }
        var seen = Set<String>()
        let items = manual.filter { seen.insert("\($0.file):\($0.line):\($0.reason)").inserted }
            .sorted { ($0.file, $0.line, $0.reason) < ($1.file, $1.line, $1.reason) }
        return MigrationResult(rewrites: rewrites, classes: outcomes, manual: items)
    }

    /// Step 3, the invariant: no feature is migrated while one of its views or reducers still uses
    /// an API the 1.7 surface removed. Re-parses every TCA file as it will be written
    /// (`TCALeftoverScanner`) and returns, per selected feature, the leftovers as manual items.
    private func leftoverNotes(rewrites: [FileRewrite]) -> [String: [ManualItem]] {
        let selectedNames = Set(selected.map(\.qualifiedName)).subtracting(keptReasons.keys)
        guard !selectedNames.isEmpty else { return [:] }
        let newTexts = Dictionary(rewrites.map { ($0.file.path, $0.newText) }, uniquingKeysWith: { first, _ in first })
        var result: [String: [ManualItem]] = [:]
        for file in workspace.files where tca.isTCAFile(file) && !file.hasSyntaxErrors {
            let units = viewUnitFeatures[file.path] ?? [:]
            let owners = { (typeName: String, mentioned: [String]) -> [String] in
                var names = Set(units[typeName] ?? [])
                for feature in self.selected where typeName == feature.qualifiedName || typeName.hasPrefix(feature.qualifiedName + ".") {
                    let sameName = self.selected.filter { $0.qualifiedName == feature.qualifiedName }
                    if sameName.count == 1 || feature.file.path == file.path { names.insert(feature.qualifiedName) }
                }
                if names.isEmpty {
                    for name in mentioned { names.formUnion(self.tca.features(named: name, context: typeName, file: file).map(\.qualifiedName)) }
                }
                return names.filter(selectedNames.contains).sorted()
            }
            let found = TCALeftoverScanner.scan(
                newTexts[file.path] ?? file.text,
                isRemoved: { tca.isTCASymbol($0, in: file) },
                bindingFields: { typeName, mentioned in owners(typeName, mentioned).reduce(into: Set<String>()) { $0.formUnion(self.bindingFields[$1] ?? []) } })
            for leftover in found {
                let reason = "after the rewrite \(leftover.what) is still used here, which TCA 1.7's observation API removed; finish this by hand (the feature is not reported migrated)"
                for feature in owners(leftover.typeName, leftover.mentionedFeatures) {
                    result[feature, default: []].append(ManualItem(file: file.path, line: leftover.line, reason: reason))
                }
            }
        }
        return result
    }

    private static func describe(_ group: String) -> String {
        if group.hasPrefix("state:") { return "'\(group.dropFirst(6)).State'" }
        if group.hasPrefix("view:"), let at = group.lastIndex(of: "@") { return "view '\(group[group.index(group.startIndex, offsetBy: 5)..<at])'" }
        return group
    }
}

/// `\.$x` key paths (first component) naming one of `fields`.
final class TCABindingKeyPathFinder: SyntaxVisitor {
    let fields: Set<String>
    var tokens: [TokenSyntax] = []

    init(fields: Set<String>, viewMode: SyntaxTreeViewMode) {
        self.fields = fields
        super.init(viewMode: viewMode)
    }

    override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.root == nil, let first = node.components.first, case .property(let property) = first.component else { return .visitChildren }
        let name = property.declName.baseName.text
        if name.hasPrefix("$"), fields.contains(String(name.dropFirst())) { tokens.append(property.declName.baseName) }
        return .visitChildren
    }
}
