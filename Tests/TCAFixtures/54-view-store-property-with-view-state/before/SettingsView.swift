import ComposableArchitecture
import SwiftUI

@Reducer
struct Settings {
    struct State: Equatable {
        var buildNumber = 0
        var isPurchasing = false
        var products: [String] = []
    }
    enum Action {
        case tappedProduct(String)
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

// isowords' shape: a ViewState observed by a view store kept in a property, read as self.viewStore.
struct SettingsView: View {
    let store: StoreOf<Settings>
    @ObservedObject var viewStore: ViewStore<ViewState, Settings.Action>

    struct ViewState: Equatable {
        let buildNumber: Int
        let isPurchasing: Bool
        let productCount: Int

        init(state: Settings.State) {
            self.buildNumber = state.buildNumber
            self.isPurchasing = state.isPurchasing
            self.productCount = state.products.count
        }
    }

    init(store: StoreOf<Settings>) {
        self.store = store
        self.viewStore = ViewStore(self.store, observe: ViewState.init)
    }

    var body: some View {
        VStack {
            if !self.viewStore.isPurchasing {
                Button("Buy") {
                    self.viewStore.send(.tappedProduct("full"), animation: .default)
                }
            }
            Text("\(self.viewStore.productCount) products")
            Text("Build \(self.viewStore.buildNumber)")
        }
    }
}

// An extension in the same file reads the view store too (EhPanda's navigation links).
private extension SettingsView {
    var footer: some View {
        Text("Build \(viewStore.buildNumber)")
    }
}
