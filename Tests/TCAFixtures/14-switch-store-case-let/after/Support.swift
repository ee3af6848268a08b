import ComposableArchitecture
import SwiftUI

@Reducer
struct HomeFeature {
    @ObservableState
    struct State: Equatable {
        var userName = ""
    }
    enum Action {
        case logoutButtonTapped
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

@Reducer
struct LoginFeature {
    @ObservableState
    struct State: Equatable {
        var email = ""
    }
    enum Action {
        case loginButtonTapped
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

struct HomeView: View {
    let store: StoreOf<HomeFeature>

    var body: some View {
        Text("Home")
    }
}

struct LoginView: View {
    let store: StoreOf<LoginFeature>

    var body: some View {
        Text("Login")
    }
}
