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
        or built from a feature's state. No fix: the migration rewrites the view as a whole.
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
        ],
        requiredDependency: .composableArchitecture17
    )

    package func check(_ file: SourceFile, context: RuleContext) -> [Violation] {
        let tca = context.index.tca
        guard tca.isTCAFile(file) else { return [] }
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
                guard let token = holder.property.nameToken else { continue }
                violations.append(Violation(
                    at: token,
                    "'\(holder.property.name)' holds a ViewStore that re-renders '\(holder.owner.declaration.name)' on every observed change; remove it and read and send through an @ObservableState store"))
            }
        }
        for type in file.facts.types where type.kind == .struct && type.name.hasSuffix("ViewState") {
            guard TcaViewStateShape.isViewState(type, in: file, tca: tca, index: context.index) else { continue }
            violations.append(Violation(
                at: type.nameToken,
                "'\(type.qualifiedName)' exists only to narrow WithViewStore's observation; with @ObservableState delete it and move its computed fields to the feature's State"))
        }
        return violations
    }
}
