import ComposableArchitecture
import SwiftUI

@Reducer
struct DetailFeature {
    @ObservableState
    struct State: Equatable {
        var title = ""
    }

    enum Action {
        case closeButtonTapped
    }

    var body: some ReducerOf<Self> {
        EmptyReducer()
    }
}

@Reducer
struct SettingsFeature {
    @ObservableState
    struct State: Equatable {
        var isOn = false
    }

    enum Action {
        case toggled(Bool)
    }

    var body: some ReducerOf<Self> {
        EmptyReducer()
    }
}

struct HomeView: View {
    let store: StoreOf<HomeFeature>

    var body: some View {
        Text("Home")
    }
}
