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
    var body: some ReducerOf<Self> {
        Reduce { state, action in
            state.count += 1
            return .none
        }
    }
}

struct CounterRootView: View {
    @State var store = Store(initialState: CounterFeature.State()) { CounterFeature() }

    var body: some View {
        WithViewStore(store, observe: { $0.count * 2 }) { viewStore in
            Button("\(viewStore.state)") { viewStore.send(.incrementButtonTapped) }
        }
    }
}
