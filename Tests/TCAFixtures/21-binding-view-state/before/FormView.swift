import ComposableArchitecture
import SwiftUI

@Reducer
struct FormFeature {
    struct State: Equatable {
        @BindingState var text = ""
        @BindingState var isOn = false
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
    let store: StoreOf<FormFeature>

    struct ViewState: Equatable {
        @BindingViewState var text: String
        @BindingViewState var isOn: Bool
        var count: Int

        init(store: BindingViewStore<FormFeature.State>) {
            self._text = store.$text
            self._isOn = store.$isOn
            self.count = store.count
        }
    }

    var body: some View {
        WithViewStore(self.store, observe: ViewState.init) { viewStore in
            Form {
                TextField("Text", text: viewStore.$text)
                Toggle(isOn: viewStore.$isOn) {
                    Text("\(viewStore.count)")
                }
            }
        }
    }
}
