import SwiftUI

// A hand-rolled Redux: its own Reducer, Store and ViewStore types, no ComposableArchitecture.
protocol Reducer {
    associatedtype State
    associatedtype Action
    func reduce(_ state: inout State, _ action: Action)
}

struct CounterReducer: Reducer {
    struct State {
        var count = 0
    }
    enum Action {
        case increment
    }
    func reduce(_ state: inout State, _ action: Action) {
        state.count += 1
    }
}

final class Store<R: Reducer>: ObservableObject {
    @Published private(set) var state: R.State
    let reducer: R
    init(state: R.State, reducer: R) {
        self.state = state
        self.reducer = reducer
    }
    func send(_ action: R.Action) { reducer.reduce(&state, action) }
}

struct WithViewStore<Content: View>: View {
    let content: () -> Content
    var body: some View { content() }
}

struct CounterView: View {
    @ObservedObject var store: Store<CounterReducer>

    var body: some View {
        WithViewStore {
            Button("\(store.state.count)") { store.send(.increment) }
        }
        .sheet(isPresented: .constant(false)) { Text("Sheet") }
    }
}
