import ComposableArchitecture
import SwiftUI

@Reducer
struct ActivityFeature {
    @ObservableState
    struct State: Equatable {
        var entries: [String] = []
    }
    enum Action {
        case refreshButtonTapped
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

@Reducer
struct SettingsFeature {
    @ObservableState
    struct State: Equatable {
        var isOn = false
    }
    enum Action {
        case toggleTapped
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

struct RootView: View {
    var body: some View {
        Text("Root")
    }
}

struct ActivityView: View {
    let store: StoreOf<ActivityFeature>

    var body: some View {
        Text("Activity")
    }
}

struct SettingsView: View {
    let store: StoreOf<SettingsFeature>

    var body: some View {
        Text("Settings")
    }
}
