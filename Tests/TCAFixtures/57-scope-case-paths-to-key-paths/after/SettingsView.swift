import ComposableArchitecture
import SwiftUI

@Reducer
struct PurchaseFeature {
    @ObservableState
    struct State: Equatable {
        var isPurchased = false
    }
    enum Action {
        case buyTapped
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

@Reducer
struct Settings {
    @ObservableState
    struct State: Equatable {
        var purchase = PurchaseFeature.State()
    }
    enum Action {
        case purchase(PurchaseFeature.Action)
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

struct PurchaseView: View {
    let store: StoreOf<PurchaseFeature>
    var body: some View {
        Button(store.isPurchased ? "Thanks" : "Buy") { store.send(.buyTapped) }
    }
}

// No WithViewStore here: the scope's action closure still becomes a case key path (Life-Progress).
struct SettingsView: View {
    let store: StoreOf<Settings>
    var body: some View {
        PurchaseView(store: store.scope(state: \.purchase, action: \.purchase))
    }
}
