import ComposableArchitecture
import SwiftUI

@Reducer
struct Settings {
    @ObservableState
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

    init(store: StoreOf<Settings>) {
        self.store = store
    }

    var body: some View {
        VStack {
            if !self.store.isPurchasing {
                Button("Buy") {
                    self.store.send(.tappedProduct("full"), animation: .default)
                }
            }
            Text("\(self.store.products.count) products")
            Text("Build \(self.store.buildNumber)")
        }
    }
}
