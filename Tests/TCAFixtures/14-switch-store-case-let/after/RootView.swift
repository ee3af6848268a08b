import ComposableArchitecture
import SwiftUI

@Reducer
struct RootFeature {
    @ObservableState
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
        switch store.state {
        case .loggedIn:
            if let homeStore = store.scope(state: \.loggedIn, action: \.loggedIn) {
                HomeView(store: homeStore)
            }
        case .loggedOut:
            if let store = store.scope(state: \.loggedOut, action: \.loggedOut) {
                LoginView(store: store)
            }
        }
    }
}
