import ComposableArchitecture
import SwiftUI

@Reducer
struct ParentFeature {
    @ObservableState
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
    @ObservableState
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
            Text(store.title)
            ChildView(store: store.scope(state: \.child, action: \.child))
            Button("Reset") { store.send(.resetButtonTapped) }
        }
    }
}

struct ChildView: View {
    let store: StoreOf<ChildFeature>

    var body: some View {
        Stepper("\(store.value)", onIncrement: { store.send(.incrementButtonTapped) }, onDecrement: nil)
    }
}
