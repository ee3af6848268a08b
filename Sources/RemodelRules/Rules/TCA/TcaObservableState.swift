import SwiftSyntax
import RemodelCore

/// A TCA feature's `State` (struct, or enum for destinations and paths) without
/// `@ObservableState` while views read it through a store.
struct TcaObservableState: Rule {
    package static let description = RuleDescription(
        id: "tca-observable-state",
        title: "Mark Reducer State @ObservableState",
        impact: .high,
        impactDescription: "Views re-render on any observed state change instead of only the fields they read",
        tags: ["tca", "composable-architecture", "observation", "state", "migration", "ios17"],
        rationale: """
        Since TCA 1.7, `@ObservableState` makes a reducer's `State` observable the way `@Observable` \
        makes a class observable: a view that reads `store.count` re-renders only when `count` changes. \
        Without it, views must go through `WithViewStore`/`ViewStore`, which re-evaluate the whole \
        closure whenever the observed state changes (and `observe: { $0 }` observes everything), or \
        maintain a hand-written `ViewState` to narrow it.

        The rule reports a feature's `State` — a struct, or an enum for `Destination`/`Path` reducers — \
        when a view holds a `StoreOf<Feature>` (or `Store<Feature.State, Feature.Action>`) or when the \
        state is embedded in such a feature's state (child via `Scope`, optional, presented, stack or \
        identified-array state). Reducers no view reads are left alone, as are `@Reducer enum`s whose \
        `State` the macro synthesizes and `State` structs without stored properties (nothing to observe). Mark each one `@ObservableState`; `remodel migrate --tca` also \
        rewrites the views (`WithViewStore` removal, `$store` bindings, `if let store.scope`, …) following \
        TCA's "Migrating to 1.7" guide.

        The fix is **unsafe**: it adds `@ObservableState` and, because macros cannot be combined with \
        property wrappers, turns `@PresentationState` into `@Presents` and drops `@BindingState` in that \
        `State`. Views that derive bindings with `viewStore.$field` or `viewStore.binding(...)` must then \
        move to `$store.field` — run `remodel migrate --tca` for the views. A `State` with another \
        property wrapper (which the macro cannot expand) is reported without a fix.
        """,
        incorrectLabel: "State read through the store without @ObservableState",
        correctLabel: "@ObservableState State — views observe only the fields they read",
        incorrect: [
            RuleExample("""
            import ComposableArchitecture
            import SwiftUI

            // The reducer names its state with a typealias (issue 13, shape 8).
            struct ↓CounterState: Equatable {
                var count = 0
            }

            @Reducer
            struct Counter {
                typealias State = CounterState
                enum Action { case increment }
                var body: some ReducerOf<Self> {
                    Reduce { state, _ in
                        state.count += 1
                        return .none
                    }
                }
            }

            struct CounterView: View {
                let store: StoreOf<Counter>
                var body: some View {
                    WithViewStore(store, observe: { $0 }) { viewStore in
                        Text("\\(viewStore.count)")
                    }
                }
            }
            """, fixed: """
            import ComposableArchitecture
            import SwiftUI

            // The reducer names its state with a typealias (issue 13, shape 8).
            @ObservableState
            struct CounterState: Equatable {
                var count = 0
            }

            @Reducer
            struct Counter {
                typealias State = CounterState
                enum Action { case increment }
                var body: some ReducerOf<Self> {
                    Reduce { state, _ in
                        state.count += 1
                        return .none
                    }
                }
            }

            struct CounterView: View {
                let store: StoreOf<Counter>
                var body: some View {
                    WithViewStore(store, observe: { $0 }) { viewStore in
                        Text("\\(viewStore.count)")
                    }
                }
            }
            """),
            RuleExample("""
            import ComposableArchitecture
            import SwiftUI

            @Reducer
            struct CounterFeature {
                struct ↓State: Equatable {
                    var count = 0
                }
                enum Action {
                    case incrementButtonTapped
                }
                var body: some ReducerOf<Self> {
                    Reduce { state, action in
                        state.count += 1
                        return .none
                    }
                }
            }

            struct CounterView: View {
                let store: StoreOf<CounterFeature>
                var body: some View {
                    WithViewStore(store, observe: { $0 }) { viewStore in
                        Text("\\(viewStore.count)")
                    }
                }
            }
            """, fixed: """
            import ComposableArchitecture
            import SwiftUI

            @Reducer
            struct CounterFeature {
                @ObservableState
                struct State: Equatable {
                    var count = 0
                }
                enum Action {
                    case incrementButtonTapped
                }
                var body: some ReducerOf<Self> {
                    Reduce { state, action in
                        state.count += 1
                        return .none
                    }
                }
            }

            struct CounterView: View {
                let store: StoreOf<CounterFeature>
                var body: some View {
                    WithViewStore(store, observe: { $0 }) { viewStore in
                        Text("\\(viewStore.count)")
                    }
                }
            }
            """),
            RuleExample("""
            import ComposableArchitecture
            import SwiftUI

            struct Inventory: Reducer {
                struct ↓State: Equatable {
                    @PresentationState var destination: Destination.State?
                    @BindingState var query = ""
                }
                enum Action: BindableAction {
                    case binding(BindingAction<State>)
                    case destination(PresentationAction<Destination.Action>)
                }
                var body: some ReducerOf<Self> {
                    BindingReducer()
                }

                struct Destination: Reducer {
                    enum ↓State: Equatable {
                        case detail(ItemDetail.State)
                    }
                    enum Action {
                        case detail(ItemDetail.Action)
                    }
                    var body: some ReducerOf<Self> {
                        Scope(state: /State.detail, action: /Action.detail) { ItemDetail() }
                    }
                }
            }

            struct InventoryView: View {
                let store: Store<Inventory.State, Inventory.Action>
                var body: some View { Text("Inventory") }
            }
            """, fixed: """
            import ComposableArchitecture
            import SwiftUI

            struct Inventory: Reducer {
                @ObservableState
                struct State: Equatable {
                    @Presents var destination: Destination.State?
                    var query = ""
                }
                enum Action: BindableAction {
                    case binding(BindingAction<State>)
                    case destination(PresentationAction<Destination.Action>)
                }
                var body: some ReducerOf<Self> {
                    BindingReducer()
                }

                struct Destination: Reducer {
                    @ObservableState
                    enum State: Equatable {
                        case detail(ItemDetail.State)
                    }
                    enum Action {
                        case detail(ItemDetail.Action)
                    }
                    var body: some ReducerOf<Self> {
                        Scope(state: /State.detail, action: /Action.detail) { ItemDetail() }
                    }
                }
            }

            struct InventoryView: View {
                let store: Store<Inventory.State, Inventory.Action>
                var body: some View { Text("Inventory") }
            }
            """),
            RuleExample("""
            import ComposableArchitecture
            import SwiftUI

            @Reducer
            struct AppFeature {
                @ObservableState
                struct State {
                    var path = StackState<Path.State>()
                    var rows: IdentifiedArrayOf<Row.State> = []
                }
                enum Action {
                    case path(StackActionOf<Path>)
                    case rows(IdentifiedActionOf<Row>)
                }

                @Reducer
                struct Path {
                    enum ↓State {
                        case detail(Row.State)
                    }
                    enum Action {
                        case detail(Row.Action)
                    }
                    var body: some ReducerOf<Self> { EmptyReducer() }
                }
            }

            @Reducer
            struct Row {
                public struct ↓State: Identifiable {
                    let id: Int
                }
                enum Action {}
                var body: some ReducerOf<Self> { EmptyReducer() }
            }

            struct AppView: View {
                @Bindable var store: StoreOf<AppFeature>
                var body: some View { Text("App") }
            }
            """),
        ],
        correct: [
            RuleExample("""
            import ComposableArchitecture
            import SwiftUI

            @Reducer
            struct CounterFeature {
                @ObservableState
                struct State: Equatable {
                    var count = 0
                    @Presents var alert: AlertState<Action.Alert>?
                }
                enum Action {
                    case alert(PresentationAction<Alert>)
                    enum Alert {}
                }
                var body: some ReducerOf<Self> { EmptyReducer() }
            }

            struct CounterView: View {
                let store: StoreOf<CounterFeature>
                var body: some View { Text("\\(store.count)") }
            }
            """),
            RuleExample("""
            import ComposableArchitecture

            // No view holds a store of this reducer: nothing observes its state.
            @Reducer
            struct AnalyticsReducer {
                struct State: Equatable {
                    var sentEvents = 0
                }
                enum Action {
                    case track(String)
                }
                var body: some ReducerOf<Self> { EmptyReducer() }
            }
            """),
            RuleExample("""
            import ComposableArchitecture
            import SwiftUI

            @Reducer
            struct ContactsFeature {
                @ObservableState
                struct State {
                    @Presents var destination: Destination.State?
                }
                enum Action {
                    case destination(PresentationAction<Destination.Action>)
                }

                // The macro synthesizes an observable `State` for enum reducers.
                @Reducer
                enum Destination {
                    case addContact(ContactsFeature)
                }
            }

            // A view's own `State` struct is not a reducer's.
            struct ContactsView: View {
                struct State {
                    var isEditing = false
                }
                let store: StoreOf<ContactsFeature>
                var body: some View { Text("Contacts") }
            }
            """),
            RuleExample("""
            import ComposableArchitecture
            import SwiftUI

            @Reducer
            struct NotificationsAuthAlert {
                // No stored properties: nothing to observe.
                struct State: Equatable {
                    init() {}
                }
                enum Action { case turnOnTapped }
                var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
            }

            struct NotificationsAuthAlertView: View {
                let store: StoreOf<NotificationsAuthAlert>
                var body: some View { Button("Turn on notifications") { store.send(.turnOnTapped) } }
            }
            """),
        ],
        fix: .sometimes(.unsafe),
        requiredDependency: .composableArchitecture17
    )

    package static var projectQuestions: [ProjectQuestion] { [.tcaHasFeatures, .tcaObservedStates] }

    package func check(_ file: SourceFile, context: RuleContext) -> [Violation] {
        guard context.ask(.tcaHasFeatures) == "1" else { return [] }
        // Which states here views observe is one answer (`tcaObservedStates`): the file depends
        // on it, not on every file's facts through the TCA index.
        let observed = ProjectQuestion.observedStates(context.ask(.tcaObservedStates, about: file.path))
        var violations: [Violation] = []
        for (position, featureName) in observed where file.facts.types.indices.contains(position) {
            let type = file.facts.types[position]
            // A `State` struct with no stored properties has nothing to observe.
            guard !type.hasAttribute("ObservableState"), type.kind == .enum || type.properties.contains(where: { $0.isStored && !$0.isStatic }) else { continue }
            var changes: [String] = []
            if type.properties.contains(where: { $0.hasAttribute("PresentationState") }) { changes.append("@PresentationState becomes @Presents") }
            if type.properties.contains(where: { $0.hasAttribute("BindingState") }) { changes.append("@BindingState goes away") }
            let extra = changes.isEmpty ? "" : " (" + changes.joined(separator: " and ") + ")"
            let allowed: Set<String> = ["PresentationState", "BindingState", "Presents", "ObservationStateIgnored", "ObservationStateTracked", "Shared", "SharedReader", "available"]
            if let blocker = type.properties.first(where: { $0.isStored && !$0.isStatic && $0.attributes.contains { !allowed.contains($0) } }),
               let wrapper = blocker.attributes.first(where: { !allowed.contains($0) }) {
                violations.append(Violation(
                    at: type.nameTokenPosition,
                    "'\(featureName).State' is read by views through the store but is not @ObservableState; '\(blocker.name)' uses @\(wrapper), which @ObservableState cannot expand — make it plain state first, then add @ObservableState"))
                continue
            }
            violations.append(Violation(
                at: type.nameTokenPosition,
                "'\(featureName).State' is read by views through the store but is not @ObservableState; add @ObservableState\(extra) so views re-render only for the fields they read",
                fix: Self.fix(for: type, in: file)))
        }
        return violations
    }

    /// Adds `@ObservableState` above the declaration and converts the wrappers macros reject.
    package static func fix(for type: TypeDeclaration, in file: SourceFile) -> Fix {
        let text = MigrationText(file.text)
        let start = type.contentPosition.utf8Offset
        let edits = [TextEdit(range: start..<start, replacement: "@ObservableState\n" + text.indentation(ofLineAt: start))]
            + TCASyntax.observableStateWrapperEdits(of: type, text: text).edits
        return Fix("Add @ObservableState", applicability: .unsafe, edits: edits)
    }
}
