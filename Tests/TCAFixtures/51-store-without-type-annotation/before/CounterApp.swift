import ComposableArchitecture
import SwiftUI

@Reducer
struct CounterFeature {
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

// The store's type is evident from its initializer.
struct CounterRootView: View {
    @State var store = Store(initialState: CounterFeature.State()) { CounterFeature() }

    var body: some View {
        WithViewStore(store, observe: { $0 }) { viewStore in
            Button("\(viewStore.count)") { viewStore.send(.incrementButtonTapped) }
        }
    }
}

struct SecondRootView: View {
    let store = Store(initialState: .init(), reducer: { CounterFeature() })

    var body: some View {
        WithViewStore(store, observe: \.count) { viewStore in
            Text("\(viewStore.state)")
        }
    }
}
