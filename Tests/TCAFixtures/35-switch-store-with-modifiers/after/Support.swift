import ComposableArchitecture
import SwiftUI

@Reducer
struct ContentFeature {
    @ObservableState
    enum State: Equatable {
        case loaded(LoadedFeature.State)
        case loading
    }
    enum Action {
        case loaded(LoadedFeature.Action)
    }
    var body: some ReducerOf<Self> {
        Scope(state: \.loaded, action: \.loaded) { LoadedFeature() }
    }
}

@Reducer
struct LoadedFeature {
    @ObservableState
    struct State: Equatable {
        var title = ""
    }
    enum Action {
        case doneButtonTapped
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

struct LoadedView: View {
    let store: StoreOf<LoadedFeature>

    var body: some View {
        Text("Loaded")
    }
}
