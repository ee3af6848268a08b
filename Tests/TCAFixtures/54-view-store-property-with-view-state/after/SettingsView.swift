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

    var body: some View {
        VStack {
            if !store.isPurchasing {
                Button("Buy") {
                    store.send(.tappedProduct("full"), animation: .default)
                }
            }
            Text("\(store.products.count) products")
            Text("Build \(store.buildNumber)")
        }
    }
}

// An extension in the same file reads the view store too (EhPanda's navigation links).
private extension SettingsView {
    var footer: some View {
        Text("Build \(store.buildNumber)")
    }
}
