import ComposableArchitecture
import SwiftUI

@Reducer
struct AppFeature {
    @ObservableState
    struct State: Equatable {
        var root: Root = .splash(SplashFeature.State())
        var tint = Color.blue

        @ObservableState
        @CasePathable
        @dynamicMemberLookup
        enum Root: Equatable {
            case main(MainFeature.State)
            case splash(SplashFeature.State)
        }
    }
    enum Action {
        case child(ChildAction)
        case task
    }
    @CasePathable
    enum ChildAction {
        case main(MainFeature.Action)
        case splash(SplashFeature.Action)
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

@Reducer
struct SettingsHostFeature {
    @ObservableState
    struct State: Equatable {
        var mode: Mode = .simple(SimpleSettingsFeature.State())

        @ObservableState
        @CasePathable
        @dynamicMemberLookup
        enum Mode: Equatable {
            case advanced(AdvancedSettingsFeature.State)
            case simple(SimpleSettingsFeature.State)
        }
    }
    enum Action {
        case mode(ModeAction)

        @CasePathable
        enum ModeAction {
            case advanced(AdvancedSettingsFeature.Action)
            case simple(SimpleSettingsFeature.Action)
        }
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

@Reducer
struct MainFeature {
    @ObservableState
    struct State: Equatable {
        var title = ""
    }
    enum Action {
        case doneButtonTapped
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

struct MainView: View {
    let store: StoreOf<MainFeature>

    var body: some View {
        Text("Main")
    }
}

@Reducer
struct SplashFeature {
    @ObservableState
    struct State: Equatable {
        var title = ""
    }
    enum Action {
        case doneButtonTapped
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

struct SplashView: View {
    let store: StoreOf<SplashFeature>

    var body: some View {
        Text("Splash")
    }
}

@Reducer
struct SimpleSettingsFeature {
    @ObservableState
    struct State: Equatable {
        var title = ""
    }
    enum Action {
        case doneButtonTapped
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

struct SimpleSettingsView: View {
    let store: StoreOf<SimpleSettingsFeature>

    var body: some View {
        Text("SimpleSettings")
    }
}

@Reducer
struct AdvancedSettingsFeature {
    @ObservableState
    struct State: Equatable {
        var title = ""
    }
    enum Action {
        case doneButtonTapped
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

struct AdvancedSettingsView: View {
    let store: StoreOf<AdvancedSettingsFeature>

    var body: some View {
        Text("AdvancedSettings")
    }
}
