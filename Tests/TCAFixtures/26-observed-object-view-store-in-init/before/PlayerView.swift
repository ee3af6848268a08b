import ComposableArchitecture
import SwiftUI

@Reducer
struct PlayerFeature {
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
    @ObservedObject var viewStore: ViewStoreOf<PlayerFeature>

    init(store: StoreOf<PlayerFeature>) {
        self.store = store
        self.viewStore = ViewStore(store, observe: { $0 })
    }

    var body: some View {
        Button(viewStore.isPlaying ? "Pause" : "Play") {
            viewStore.send(.playButtonTapped)
        }
    }
}
