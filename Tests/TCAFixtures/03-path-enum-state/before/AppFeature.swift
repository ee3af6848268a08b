import ComposableArchitecture

@Reducer
struct AppFeature {
    struct State {
        var path = StackState<Path.State>()
        var home = HomeFeature.State()
    }

    enum Action {
        case home(HomeFeature.Action)
        case path(StackAction<Path.State, Path.Action>)
    }

    var body: some ReducerOf<Self> {
        Scope(state: \.home, action: \.home) {
            HomeFeature()
        }
        Reduce { state, action in
            .none
        }
        .forEach(\.path, action: \.path) {
            Path()
        }
    }

    @Reducer
    struct Path {
        enum State {
            case detail(DetailFeature.State)
            case settings(SettingsFeature.State)
        }

        enum Action {
            case detail(DetailFeature.Action)
            case settings(SettingsFeature.Action)
        }

        var body: some ReducerOf<Self> {
            Scope(state: \.detail, action: \.detail) { DetailFeature() }
            Scope(state: \.settings, action: \.settings) { SettingsFeature() }
        }
    }
}

@Reducer
struct HomeFeature {
    struct State {
        var title = "Home"
    }
    enum Action {}
    var body: some ReducerOf<Self> { EmptyReducer() }
}
