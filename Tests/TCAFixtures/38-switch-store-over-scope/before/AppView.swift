import ComposableArchitecture
import SwiftUI

struct AppView: View {
    let store: StoreOf<AppFeature>

    var body: some View {
        WithViewStore(store, observe: { $0 }) { viewStore in
            SwitchStore(store.scope(state: \.root, action: \.child)) { state in
                switch state {
                case .main:
                    CaseLet(
                        /AppFeature.State.Root.main,
                        action: AppFeature.ChildAction.main,
                        then: { MainView(store: $0) }
                    )
                case .splash:
                    CaseLet(/AppFeature.State.Root.splash, action: AppFeature.ChildAction.splash, then: SplashView.init(store:))
                }
            }
            .tint(viewStore.tint)
            .task { await store.send(.task).finish() }
        }
    }
}

struct SettingsHost: View {
    let store: StoreOf<SettingsHostFeature>

    var body: some View {
        SwitchStore(store.scope(state: \.mode, action: \.mode)) {
            switch $0 {
            case .simple:
                CaseLet(/SettingsHostFeature.State.Mode.simple, action: SettingsHostFeature.Action.ModeAction.simple) { SimpleSettingsView(store: $0) }
            case .advanced:
                CaseLet(/SettingsHostFeature.State.Mode.advanced, action: SettingsHostFeature.Action.ModeAction.advanced) { AdvancedSettingsView(store: $0) }
            }
        }
    }
}
