import ComposableArchitecture
import SwiftUI

@Reducer
struct FormFeature {
    @ObservableState
    struct State: Equatable {
        var text = ""
        var isOn = false
        var count = 0
    }
    enum Action: BindableAction {
        case binding(BindingAction<State>)
    }
    var body: some ReducerOf<Self> {
        BindingReducer()
    }
}

struct FormView: View {
    @Bindable var store: StoreOf<FormFeature>

    var body: some View {
        Form {
            TextField("Text", text: $store.text)
            Toggle(isOn: $store.isOn) {
                Text("\(store.count)")
            }
        }
    }
}
