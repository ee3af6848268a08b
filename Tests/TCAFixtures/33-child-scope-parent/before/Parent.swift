import ComposableArchitecture
import SwiftUI

@Reducer
struct ParentFeature {
    struct State: Equatable {
        var child = ChildFeature.State()
        var title = "Parent"
    }
    enum Action {
        case child(ChildFeature.Action)
        case resetButtonTapped
    }
    var body: some ReducerOf<Self> {
        Scope(state: \.child, action: \.child) {
            ChildFeature()
        }
        Reduce { state, action in
            .none
        }
    }
}

@Reducer
struct ChildFeature {
    struct State: Equatable {
        var value = 0
    }
    enum Action {
        case incrementButtonTapped
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

struct ParentView: View {
    let store: StoreOf<ParentFeature>

    var body: some View {
        VStack {
            WithViewStore(store, observe: \.title) { viewStore in
                Text(viewStore.state)
            }
            ChildView(store: store.scope(state: \.child, action: \.child))
            Button("Reset") { store.send(.resetButtonTapped) }
        }
    }
}

struct ChildView: View {
    let store: StoreOf<ChildFeature>

    var body: some View {
        WithViewStore(store, observe: { $0 }) { viewStore in
            Stepper("\(viewStore.value)", onIncrement: { viewStore.send(.incrementButtonTapped) }, onDecrement: nil)
        }
    }
}
