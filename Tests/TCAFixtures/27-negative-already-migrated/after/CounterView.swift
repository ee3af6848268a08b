import ComposableArchitecture
import SwiftUI

@Reducer
struct CounterFeature {
    @ObservableState
    struct State: Equatable {
        var count = 0
        var text = ""
        @Presents var alert: AlertState<Action.Alert>?
    }
    enum Action: BindableAction {
        case alert(PresentationAction<Alert>)
        case binding(BindingAction<State>)
        case incrementButtonTapped
        enum Alert: Equatable {}
    }
    var body: some ReducerOf<Self> {
        BindingReducer()
            .ifLet(\.$alert, action: \.alert)
    }
}

struct CounterView: View {
    @Bindable var store: StoreOf<CounterFeature>

    var body: some View {
        Form {
            TextField("Text", text: $store.text)
            Button("\(store.count)") { store.send(.incrementButtonTapped) }
        }
        .alert($store.scope(state: \.alert, action: \.alert))
    }
}
