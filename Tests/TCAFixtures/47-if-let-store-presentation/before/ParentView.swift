import ComposableArchitecture
import SwiftUI

@Reducer
struct ParentFeature {
    struct State: Equatable {
        @PresentationState var child: ChildFeature.State?
    }
    enum Action {
        case child(PresentationAction<ChildFeature.Action>)
        case showButtonTapped
    }
    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .child:
                return .none
            case .showButtonTapped:
                state.child = ChildFeature.State()
                return .none
            }
        }
        .ifLet(\.$child, action: \.child) { ChildFeature() }
    }
}

struct ParentView: View {
    let store: StoreOf<ParentFeature>

    var body: some View {
        VStack {
            IfLetStore(store.scope(state: \.$child, action: \.child)) { childStore in
                ChildView(store: childStore)
            } else: {
                Button("Show") { store.send(.showButtonTapped) }
            }
        }
    }
}

@Reducer
struct ChildFeature {
    struct State: Equatable {
        var count = 0
    }
    enum Action {
        case incrementButtonTapped
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

struct ChildView: View {
    let store: StoreOf<ChildFeature>

    var body: some View {
        Text("Child")
    }
}
