import ComposableArchitecture
import SwiftUI

@Reducer
struct CounterFeature {
    @ObservableState
    struct State: Equatable {
        var count = 0
        var title = ""
    }
    enum Action {
        case incrementTapped
        case resetTapped
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

// The content passed as the last argument, `content: { viewStore in … }`, not as a trailing closure.
struct CounterView: View {
    let store: StoreOf<CounterFeature>

    var body: some View {
        VStack {
            Text(store.title)
            Text("\(store.count)")
            Button("Increment") { store.send(.incrementTapped) }
        }
    }
}

// One argument a line, the closing parenthesis on a line of its own.
struct CounterFooter: View {
    let store: StoreOf<CounterFeature>

    var body: some View {
        Button("Reset \(store.count)") {
            store.send(.resetTapped)
        }
    }
}

// Two views under a modifier: the wrapper becomes a Group, and the call's `)` goes with it.
struct CounterBadge: View {
    let store: StoreOf<CounterFeature>

    var body: some View {
        Group {
            Text(store.title)
            Text("\(store.count)")
        }
        .padding()
    }
}
