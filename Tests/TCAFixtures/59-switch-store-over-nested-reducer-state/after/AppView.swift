import ComposableArchitecture
import SwiftUI

struct AppView: View {
    let store: StoreOf<AppFeature>

    var body: some View {
        let childStore = store.scope(state: \.child, action: \.child)
        switch childStore.state {
        case .launch:
            if let store = childStore.scope(state: \.launch, action: \.launch) {
                LaunchView(store: store)
            }
        case .home:
            if let store = childStore.scope(state: \.home, action: \.home) {
                HomeView(store: store)
            }
        }
    }
}

struct LaunchView: View {
    let store: StoreOf<LaunchFeature>
    var body: some View { Text("Launching") }
}

struct HomeView: View {
    let store: StoreOf<HomeFeature>
    var body: some View { Text("Home") }
}
