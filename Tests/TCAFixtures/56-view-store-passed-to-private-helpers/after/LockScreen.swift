import ComposableArchitecture
import SwiftUI

@Reducer
struct LockScreenFeature {
    @ObservableState
    struct State: Equatable {
        var pin = ""
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
    @Bindable var store: StoreOf<LockScreenFeature>

    var body: some View {
        VStack {
            pinDots(store: store)
            backgroundField(store: store)
            showPinStack(store: store)
        }
    }

    private func pinDots(store: StoreOf<LockScreenFeature>) -> some View {
        Text(store.showPin ? store.pin : String(repeating: "•", count: store.pin.count))
    }

    private func backgroundField(store: StoreOf<LockScreenFeature>) -> some View {
        TextField("", text: $store.pin)
            .onSubmit { store.send(.submitPin) }
            .disabled(store.authenticating)
    }

    private func showPinStack(store: StoreOf<LockScreenFeature>) -> some View {
        HStack {
            if !store.pin.isEmpty {
                showPinButton(store: store)
            }
        }
    }

    private func showPinButton(store: StoreOf<LockScreenFeature>) -> some View {
        Button(store.showPin ? "Hide" : "Show") {
            store.send(.setShowPin(!store.showPin))
        }
    }
}
