import ComposableArchitecture
import SwiftUI

struct AppView: View {
    let store: StoreOf<AppFeature>

    var body: some View {
        SwitchStore(store.scope(state: \.child, action: \.child)) { initialState in
            switch initialState {
            case .launch:
                CaseLet(
                    /AppFeature.Child.State.launch,
                    action: AppFeature.Child.Action.launch,
                    then: LaunchView.init(store:)
                )
            case .home:
                CaseLet(/AppFeature.Child.State.home, action: AppFeature.Child.Action.home, then: HomeView.init(store:))
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
