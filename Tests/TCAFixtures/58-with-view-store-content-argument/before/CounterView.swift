import ComposableArchitecture
import SwiftUI

@Reducer
struct CounterFeature {
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
        WithViewStore(store, observe: { $0 }, content: { viewStore in
            VStack {
                Text(viewStore.title)
                Text("\(viewStore.count)")
                Button("Increment") { viewStore.send(.incrementTapped) }
            }
        })
    }
}

// One argument a line, the closing parenthesis on a line of its own.
struct CounterFooter: View {
    let store: StoreOf<CounterFeature>

    var body: some View {
        WithViewStore(
            store,
            observe: \.count,
            content: { viewStore in
                Button("Reset \(viewStore.state)") {
                    viewStore.send(.resetTapped)
                }
            }
        )
    }
}

// Two views under a modifier: the wrapper becomes a Group, and the call's `)` goes with it.
struct CounterBadge: View {
    let store: StoreOf<CounterFeature>

    var body: some View {
        WithViewStore(store, observe: { $0 }, content: { viewStore in
            Text(viewStore.title)
            Text("\(viewStore.count)")
        })
        .padding()
    }
}
