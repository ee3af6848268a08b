import ComposableArchitecture
import SwiftUI

@Reducer
struct CounterFeature {
    @ObservableState
    struct State: Equatable {
        var step = 1
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
    @Perception.Bindable var store: StoreOf<CounterFeature>

    var body: some View {
        WithPerceptionTracking {
            Form {
                Stepper("Step \(store.step)", value: $store.step)
                Button("\(store.count)") { store.send(.incrementButtonTapped) }
            }
        }
    }
}
