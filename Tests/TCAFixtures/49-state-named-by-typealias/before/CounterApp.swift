import ComposableArchitecture
import SwiftUI

struct CounterState: Equatable {
    var count = 0
}

// The reducer names its state with a typealias: @ObservableState goes on the declaration.
@Reducer
struct Counter {
    typealias State = CounterState
    enum Action { case increment }
    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .increment:
                state.count += 1
                return .none
            }
        }
    }
}

// A generic wrapper has no state of its own: its base's state migrates with the base.
@Reducer
struct Logging<Base: Reducer> {
    typealias State = Base.State
    typealias Action = Base.Action
    let base: Base
    var body: some Reducer<State, Action> {
        base
    }
}

struct CounterView: View {
    let store: StoreOf<Counter>
    var body: some View {
        WithViewStore(store, observe: { $0 }) { viewStore in
            Button("\(viewStore.count)") { viewStore.send(.increment) }
        }
    }
}

// Composes another feature's reducer: its state is Counter's (isowords' ActiveGamesTray).
@Reducer
struct CounterTray {
    var body: some ReducerOf<Counter> {
        Reduce { state, _ in
            state.count = 0
            return .none
        }
    }
}
