import ComposableArchitecture
import SwiftUI

struct ContentView: View {
    let store: StoreOf<ContentFeature>

    var body: some View {
        SwitchStore(self.store) {
            switch $0 {
            case .loading:
                ProgressView()
            case .loaded:
                CaseLet(/ContentFeature.State.loaded, action: ContentFeature.Action.loaded) { loadedStore in
                    LoadedView(store: loadedStore)
                }
            }
        }
        .animation(.default, value: UUID())
    }
}
