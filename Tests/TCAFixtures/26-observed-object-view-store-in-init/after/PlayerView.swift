import ComposableArchitecture
import SwiftUI

@Reducer
struct PlayerFeature {
    @ObservableState
    struct State: Equatable {
        var isPlaying = false
    }
    enum Action {
        case playButtonTapped
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

struct PlayerView: View {
    let store: StoreOf<PlayerFeature>

    var body: some View {
        Button(store.isPlaying ? "Pause" : "Play") {
            store.send(.playButtonTapped)
        }
    }
}
