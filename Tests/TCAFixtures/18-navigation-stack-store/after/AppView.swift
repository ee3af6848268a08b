import ComposableArchitecture
import SwiftUI

@Reducer
struct AppFeature {
    @ObservableState
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
        @ObservableState
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
    @Bindable var store: StoreOf<AppFeature>

    var body: some View {
        NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
            RootView()
        } destination: { store in
            switch store.state {
            case .activity:
                if let store = store.scope(state: \.activity, action: \.activity) {
                    ActivityView(store: store)
                }
            case .settings:
                if let store = store.scope(state: \.settings, action: \.settings) {
                    SettingsView(store: store)
                }
            }
        }
    }
}
