import ComposableArchitecture
import SwiftUI

@Reducer
struct LockScreenFeature {
    struct State: Equatable {
        @BindingState var pin = ""
        var showPin = false
        var authenticating = false
    }
    enum Action: BindableAction {
        case binding(BindingAction<State>)
        case submitPin
        case setShowPin(Bool)
    }
    var body: some ReducerOf<Self> {
        BindingReducer()
    }
}

// The view store is handed to the view's private helpers (LANreader's LockScreen).
struct LockScreen: View {
    let store: StoreOf<LockScreenFeature>

    var body: some View {
        WithViewStore(self.store, observe: { $0 }) { viewStore in
            VStack {
                pinDots(viewStore: viewStore)
                backgroundField(viewStore: viewStore)
                showPinStack(viewStore: viewStore)
            }
        }
    }

    private func pinDots(viewStore: ViewStoreOf<LockScreenFeature>) -> some View {
        Text(viewStore.showPin ? viewStore.pin : String(repeating: "•", count: viewStore.pin.count))
    }

    private func backgroundField(viewStore: ViewStoreOf<LockScreenFeature>) -> some View {
        TextField("", text: viewStore.$pin)
            .onSubmit { viewStore.send(.submitPin) }
            .disabled(viewStore.authenticating)
    }

    private func showPinStack(viewStore: ViewStoreOf<LockScreenFeature>) -> some View {
        HStack {
            if !viewStore.pin.isEmpty {
                showPinButton(viewStore: viewStore)
            }
        }
    }

    private func showPinButton(viewStore: ViewStoreOf<LockScreenFeature>) -> some View {
        Button(viewStore.showPin ? "Hide" : "Show") {
            viewStore.send(.setShowPin(!viewStore.showPin))
        }
    }
}
