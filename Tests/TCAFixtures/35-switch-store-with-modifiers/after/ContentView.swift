import ComposableArchitecture
import SwiftUI

struct ContentView: View {
    let store: StoreOf<ContentFeature>

    var body: some View {
        Group {
            switch self.store.state {
            case .loading:
                ProgressView()
            case .loaded:
                if let loadedStore = self.store.scope(state: \.loaded, action: \.loaded) {
                    LoadedView(store: loadedStore)
                }
            }
        }
        .animation(.default, value: UUID())
    }
}
