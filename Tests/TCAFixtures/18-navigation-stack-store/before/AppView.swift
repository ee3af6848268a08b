import ComposableArchitecture
import SwiftUI

@Reducer
struct AppFeature {
    struct State {
        var path = StackState<Path.State>()
    }
    enum Action {
        case path(StackAction<Path.State, Path.Action>)
    }
    var body: some ReducerOf<Self> {
        EmptyReducer()
            .forEach(\.path, action: \.path) { Path() }
    }

    @Reducer
    struct Path {
        enum State {
            case activity(ActivityFeature.State)
            case settings(SettingsFeature.State)
        }
        enum Action {
            case activity(ActivityFeature.Action)
            case settings(SettingsFeature.Action)
        }
        var body: some ReducerOf<Self> {
            Scope(state: \.activity, action: \.activity) { ActivityFeature() }
            Scope(state: \.settings, action: \.settings) { SettingsFeature() }
        }
    }
}

struct AppView: View {
    let store: StoreOf<AppFeature>

    var body: some View {
        NavigationStackStore(store.scope(state: \.path, action: { .path($0) })) {
            RootView()
        } destination: { state in
            switch state {
            case .activity:
                CaseLet(/AppFeature.Path.State.activity, action: AppFeature.Path.Action.activity) { store in
                    ActivityView(store: store)
                }
            case .settings:
                CaseLet(/AppFeature.Path.State.settings, action: AppFeature.Path.Action.settings, then: SettingsView.init(store:))
            }
        }
    }
}
