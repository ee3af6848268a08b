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
        Button("\(store.count)") { store.send(.incrementButtonTapped) }
    }
}

// A file-scope helper no view rewrite reaches: the leftover check still sees the ViewStore.
func accessibilityLabel(for viewStore: ViewStoreOf<CounterFeature>) -> String {
    "Count \(viewStore.count)"
}
