import ComposableArchitecture
import SwiftUI

@Reducer
struct RootFeature {
    enum State: Equatable {
        case loggedIn(HomeFeature.State)
        case loggedOut(LoginFeature.State)
    }
    enum Action {
        case loggedIn(HomeFeature.Action)
        case loggedOut(LoginFeature.Action)
    }
    var body: some ReducerOf<Self> {
        Scope(state: \.loggedIn, action: \.loggedIn) { HomeFeature() }
        Scope(state: \.loggedOut, action: \.loggedOut) { LoginFeature() }
    }
}

struct RootView: View {
    let store: StoreOf<RootFeature>

    var body: some View {
        SwitchStore(store) { state in
            switch state {
            case .loggedIn:
                CaseLet(/RootFeature.State.loggedIn, action: RootFeature.Action.loggedIn) { homeStore in
                    HomeView(store: homeStore)
                }
            case .loggedOut:
                CaseLet(/RootFeature.State.loggedOut, action: RootFeature.Action.loggedOut, then: LoginView.init(store:))
            }
        }
    }
}
