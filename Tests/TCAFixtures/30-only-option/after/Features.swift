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
    var body: some ReducerOf<Self> { EmptyReducer() }
}

@Reducer
struct FactFeature {
    struct State: Equatable {
        var fact: String?
    }
    enum Action {
        case factButtonTapped
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

struct CounterView: View {
    let store: StoreOf<CounterFeature>

    var body: some View {
        Button("\(store.count)") { store.send(.incrementButtonTapped) }
    }
}

struct FactView: View {
    let store: StoreOf<FactFeature>

    var body: some View {
        WithViewStore(store, observe: { $0 }) { viewStore in
            Button(viewStore.fact ?? "Get a fact") { viewStore.send(.factButtonTapped) }
        }
    }
}
