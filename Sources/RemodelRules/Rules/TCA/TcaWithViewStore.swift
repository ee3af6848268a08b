import SwiftSyntax
import RemodelCore

/// `WithViewStore`, `ViewStore(…)`, `@ObservedObject var viewStore` and `ViewState` structs: the
/// pre-1.7 observation machinery `@ObservableState` replaces.
struct TcaWithViewStore: Rule {
    package static let description = RuleDescription(
        id: "tca-with-view-store",
        title: "Read State from the Store Instead of WithViewStore",
        impact: .high,
        impactDescription: "Whole view closures re-evaluate on every observed change; ViewState boilerplate to narrow it",
        tags: ["tca", "composable-architecture", "observation", "viewstore", "migration", "ios17"],
        rationale: """
        `WithViewStore` and `ViewStore` are TCA's pre-1.7 observation tools (soft-deprecated since 1.7). \
        A `ViewStore` is an `ObservableObject`: every change to the state it observes re-evaluates the \
        whole closure or view, so `observe: { $0 }` re-renders on *any* change and teams write a \
        `ViewState` struct per view just to narrow what is observed — boilerplate that must be kept in \
        sync with `State` by hand.

        With `@ObservableState` on the feature's `State`, read and send through the store directly \
        (`store.count`, `store.send(.tapped)`, `$store.text` for bindings): SwiftUI tracks exactly the \
        fields the body reads, and `ViewState` goes away (its computed fields become computed properties \
        on `State`). Below iOS 17, wrap the body in `WithPerceptionTracking { }` instead. \
        `remodel migrate --tca` performs these rewrites where the shape allows and lists the rest.

        The rule reports `WithViewStore(…)` and `ViewStore(…)` calls, stored `ViewStore`/`ViewStoreOf` \
        properties (usually `@ObservedObject var viewStore`), and `ViewState` structs nested in views \
        or built from a feature's state that a view store observes (named in a `WithViewStore`/`ViewStore` \
        call or a reported `ViewStore<ViewState, …>` property). A `ViewState` no view store uses is a \
        presentation model and is not reported; neither is a plain `let`/`var` `ViewStore` in a UIKit/AppKit \
        view or controller or in a representable handing it to one, which SwiftUI does not observe. \
        No fix: the migration rewrites the view as a whole.
        """,
        incorrectLabel: "WithViewStore / ViewStore / ViewState — observation through a view store",
        correctLabel: "@ObservableState — read and send through the store",
        incorrect: [
            RuleExample("""
            import ComposableArchitecture
            import SwiftUI

            struct CounterView: View {
                let store: StoreOf<CounterFeature>

                var body: some View {
                    ↓WithViewStore(store, observe: { $0 }) { viewStore in
                        Button("\\(viewStore.count)") { viewStore.send(.incrementButtonTapped) }
                    }
                }
            }
            """),
            RuleExample("""
            import ComposableArchitecture
            import SwiftUI

            struct ProfileView: View {
                let store: StoreOf<ProfileFeature>
                @ObservedObject var ↓viewStore: ViewStore<ViewState, ProfileFeature.Action>

                struct ↓ViewState: Equatable {
                    let fullName: String
                    init(state: ProfileFeature.State) {
                        fullName = state.firstName + " " + state.lastName
                    }
                }

                init(store: StoreOf<ProfileFeature>) {
                    self.store = store
                    self.viewStore = ↓ViewStore(store, observe: ViewState.init)
                }

                var body: some View { Text(viewStore.fullName) }
            }
            """),
        ],
        correct: [
            RuleExample("""
            import ComposableArchitecture
            import SwiftUI

            struct CounterView: View {
                let store: StoreOf<CounterFeature>

                var body: some View {
                    Button("\\(store.count)") { store.send(.incrementButtonTapped) }
                }
            }
            """),
            RuleExample("""
            import ComposableArchitecture
            import SwiftUI

            // iOS 16 targets use WithPerceptionTracking, not WithViewStore.
            struct CounterView: View {
                @Perception.Bindable var store: StoreOf<CounterFeature>

                var body: some View {
                    WithPerceptionTracking {
                        TextField("Name", text: $store.name)
                    }
                }
            }
            """),
            RuleExample("""
            import SwiftUI

            @Reducer
            struct SearchFeature {
                struct State {}
                enum Action {}
            }

            // A plain SwiftUI view's own view state, in a file of a TCA project that does not use TCA.
            struct ChartView: View {
                struct ViewState {
                    var points: [Double] = []
                }
                @State private var viewState = ViewState()
                var body: some View { Text("\\(viewState.points.count)") }
            }
            """),
            RuleExample("""
            import SwiftUI

            // Not TCA: a project's own view state and view store types.
            struct ViewState {
                var title = ""
            }
            final class ViewStore: ObservableObject {
                @Published var state = ViewState()
            }
            struct TitleView: View {
                @ObservedObject var viewStore: ViewStore
                var body: some View { Text(viewStore.state.title) }
            }
            """),
            RuleExample("""
            import ComposableArchitecture
            import SwiftUI

            // No view store: `ViewState` is a presentation model computed from `store.state`.
            struct CalendarView: View {
                struct ViewState: Equatable {
                    let months: [String]
                    init(state: History.State) { months = state.dates.map { String($0.prefix(7)) } }
                }
                let store: StoreOf<History>
                var body: some View {
                    let viewState = ViewState(state: store.state)
                    List(viewState.months, id: \\.self) { Text($0) }
                }
            }
            """),
            RuleExample("""
            import ComposableArchitecture
            import SceneKit
            import SwiftUI

            // A plain ViewStore carried to a UIKit view: SwiftUI observes nothing here.
            struct CubeView: UIViewRepresentable {
                let viewStore: ViewStore<CubeScene.ViewState, CubeScene.Action>

                func makeUIView(context: Context) -> CubeScene { CubeScene(viewStore: viewStore) }
                func updateUIView(_ view: CubeScene, context: Context) {}
            }

            final class CubeScene: SCNView {
                struct ViewState: Equatable { var cubes: [Int] }
                enum Action { case tapped(Int) }
                private let viewStore: ViewStore<ViewState, Action>
                init(viewStore: ViewStore<ViewState, Action>) {
                    self.viewStore = viewStore
                    super.init(frame: .zero, options: nil)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """),
        ],
        optIn: true,
        requiredDependency: .composableArchitecture17
    )

    package static var projectQuestions: [ProjectQuestion] { [.tcaHasFeatures] }

    package func check(_ file: SourceFile, context: RuleContext) -> [Violation] {
        guard TCAIndex.isTCAFile(file, context: context) else { return [] }
        let tca = context.index.tca
        var violations: [Violation] = []
        if tca.isTCASymbol("WithViewStore", in: file) {
            for call in file.facts.calls["WithViewStore"] ?? [] where TCASyntax.isBareCall(call) {
                violations.append(Violation(
                    at: TCASyntax.calleeToken(call),
                    "WithViewStore re-evaluates its whole closure whenever the observed state changes; mark the feature's State @ObservableState and read and send through 'store' directly"))
            }
        }
        let ownsViewStore = tca.isTCASymbol("ViewStore", in: file)
        if ownsViewStore {
            for call in file.facts.calls["ViewStore"] ?? [] where TCASyntax.isBareCall(call) {
                violations.append(Violation(
                    at: TCASyntax.calleeToken(call),
                    "ViewStore(…) observes state through an ObservableObject; mark the feature's State @ObservableState and read and send through the store"))
            }
            for holder in tca.storeHolders(in: file) where holder.kind == .viewStore {
                guard let token = holder.property.nameToken, !Self.isUIKitBridge(holder, index: context.index) else { continue }
                violations.append(Violation(
                    at: token,
                    "'\(holder.property.name)' holds a ViewStore that re-renders '\(holder.owner.declaration.name)' on every observed change; remove it and read and send through an @ObservableState store"))
            }
        }
        for type in file.facts.types where type.kind == .struct && type.name.hasSuffix("ViewState") {
            guard TcaViewStateShape.isViewState(type, in: file, tca: tca, index: context.index),
                  let id = context.index.semantics.type(of: type, inFile: file.path),
                  Self.viewStoreStates(context.index).contains(id) else { continue }
            violations.append(Violation(
                at: type.nameToken,
                "'\(type.qualifiedName)' exists only to narrow WithViewStore's observation; with @ObservableState delete it and move its computed fields to the feature's State"))
        }
        return violations
    }

    /// A plain stored `ViewStore` (no `@ObservedObject`/`@StateObject`/`@EnvironmentObject`) of a
    /// UIKit/AppKit view or controller, or of a representable carrying it to one: SwiftUI does not
    /// observe it, so it re-renders nothing — it is how UIKit code reads and sends.
    private static func isUIKitBridge(_ holder: TCAStoreHolder, index: ProjectIndex) -> Bool {
        let owner = holder.owner.declaration.name
        guard index.modelRoles.isViewOrController(owner), !index.isView(owner) else { return false }
        return !holder.property.attributes.contains { ["ObservedObject", "StateObject", "EnvironmentObject"].contains($0) }
    }

    /// The types SwiftUI view-store observation uses as its state: the types named in the
    /// arguments of `WithViewStore(…)`/`ViewStore(…)` calls (`observe: ViewState.init`,
    /// `observe: { ViewState($0) }`), the types of the properties such a call's key path reads
    /// (`observe: \.viewState`), and the state argument of the `ViewStore<…>` properties this rule
    /// reports. A `ViewState` none of these uses narrows no view store: it is a presentation model.
    private static func viewStoreStates(_ index: ProjectIndex) -> Set<TypeID> {
        index.memoized("tca-with-view-store.viewStoreStates") { index in
            let tca = index.tca
            let semantics = index.semantics
            var states = Set<TypeID>()
            var keyPathNames = Set<String>()
            for file in index.files where tca.isTCAFile(file) {
                for name in ["WithViewStore", "ViewStore"] where tca.isTCASymbol(name, in: file) {
                    for call in file.facts.calls[name] ?? [] where TCASyntax.isBareCall(call) {
                        let scope = semantics.scope(of: call, enclosing: index.enclosingTypeName(of: call, in: file))
                        let collector = TypeMentionCollector(viewMode: .sourceAccurate)
                        for argument in call.arguments { collector.walk(argument) }
                        for ref in collector.types {
                            if let type = semantics.resolve(ref, in: scope).resolved { states.insert(type.id) }
                        }
                        keyPathNames.formUnion(collector.keyPathNames)
                    }
                }
                for holder in tca.storeHolders(in: file) where holder.kind == .viewStore && !isUIKitBridge(holder, index: index) {
                    guard let state = holder.property.typeRef?.components.last?.arguments.first,
                          let owner = semantics.type(of: holder.owner.declaration, inFile: file.path) else { continue }
                    let scope = Scope(file: file.path, enclosing: semantics.qualifiedName(of: owner))
                    if let type = semantics.resolve(state, in: scope).resolved { states.insert(type.id) }
                }
            }
            // `observe: \.viewState`: the declared types of the properties with those names.
            guard !keyPathNames.isEmpty else { return states }
            for file in index.files {
                for type in file.facts.types {
                    for property in type.properties where keyPathNames.contains(property.name) {
                        guard let ref = property.typeRef, let owner = semantics.type(of: type, inFile: file.path) else { continue }
                        let scope = Scope(file: file.path, enclosing: semantics.qualifiedName(of: owner))
                        if let resolved = semantics.resolve(ref, in: scope).resolved { states.insert(resolved.id) }
                    }
                }
            }
            return states
        }
    }
}

/// The types an expression names (`ViewState` in `ViewState.init`, `Feature.ViewState(state:)`)
/// and the property names its key paths read.
private final class TypeMentionCollector: SyntaxVisitor {
    var types: [TypeRef] = []
    var keyPathNames = Set<String>()

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let ref = TypeRef.typeReference(ExprSyntax(node)) { types.append(ref) }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if let ref = TypeRef.typeReference(ExprSyntax(node)) { types.append(ref) }
        return .visitChildren
    }

    override func visit(_ node: KeyPathPropertyComponentSyntax) -> SyntaxVisitorContinueKind {
        keyPathNames.insert(node.declName.baseName.text)
        return .visitChildren
    }
}
