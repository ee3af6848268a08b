import ComposableArchitecture
import SwiftUI

struct AppView: View {
    let store: StoreOf<AppFeature>

    var body: some View {
        Group {
            let rootStore = store.scope(state: \.root, action: \.child)
            switch rootStore.state {
            case .main:
                if let store = rootStore.scope(state: \.main, action: \.main) {
                    MainView(store: store)
                }
            case .splash:
                if let store = rootStore.scope(state: \.splash, action: \.splash) {
                    SplashView(store: store)
                }
            }
        }
        .tint(store.tint)
        .task { await store.send(.task).finish() }
    }
}

struct SettingsHost: View {
    let store: StoreOf<SettingsHostFeature>

    var body: some View {
        let modeStore = store.scope(state: \.mode, action: \.mode)
        switch modeStore.state {
        case .simple:
            if let store = modeStore.scope(state: \.simple, action: \.simple) { SimpleSettingsView(store: store) }
        case .advanced:
            if let store = modeStore.scope(state: \.advanced, action: \.advanced) { AdvancedSettingsView(store: store) }
        }
    }
}
