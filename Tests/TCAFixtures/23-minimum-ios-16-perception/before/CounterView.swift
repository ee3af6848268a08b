import ComposableArchitecture
import SwiftUI

@Reducer
struct CounterFeature {
    struct State: Equatable {
        @BindingState var step = 1
        var count = 0
    }
    enum Action: BindableAction {
        case binding(BindingAction<State>)
        case incrementButtonTapped
    }
    var body: some ReducerOf<Self> {
        BindingReducer()
    }
}

struct CounterView: View {
    let store: StoreOf<CounterFeature>

    var body: some View {
        WithViewStore(store, observe: { $0 }) { viewStore in
            Form {
                Stepper("Step \(viewStore.step)", value: viewStore.$step)
                Button("\(viewStore.count)") { viewStore.send(.incrementButtonTapped) }
            }
        }
    }
}
