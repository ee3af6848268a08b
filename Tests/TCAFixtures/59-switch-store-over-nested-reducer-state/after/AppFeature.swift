import ComposableArchitecture
import SwiftUI

// The scoped state is a nested reducer's `State`, written `Child.State` in the parent's State.
@Reducer
struct AppFeature {
    @ObservableState
    struct State: Equatable {
        var child: Child.State = .launch(LaunchFeature.State())
    }
    enum Action {
        case child(Child.Action)
    }

    @Reducer
    struct Child {
        @ObservableState
        @CasePathable
        @dynamicMemberLookup
        enum State: Equatable {
            case launch(LaunchFeature.State)
            case home(HomeFeature.State)
        }
        @CasePathable
        enum Action {
            case launch(LaunchFeature.Action)
            case home(HomeFeature.Action)
        }
        var body: some ReducerOf<Self> { EmptyReducer() }
    }

    var body: some ReducerOf<Self> { EmptyReducer() }
}

@Reducer
struct LaunchFeature {
    @ObservableState
    struct State: Equatable {}
    enum Action { case task }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

@Reducer
struct HomeFeature {
    @ObservableState
    struct State: Equatable {}
    enum Action { case refresh }
    var body: some ReducerOf<Self> { EmptyReducer() }
}
