import ComposableArchitecture
import SwiftUI

struct GameView: View {
    let store: StoreOf<GameFeature>

    var body: some View {
        VStack {
            if let store = store.scope(state: \.board, action: \.board) {
                BoardView(store: store)
            }
            if let childStore = store.scope(state: \.scoreboard, action: \.scoreboard) {
                ScoreboardView(store: childStore)
                    .onTapGesture { store.send(.scoreboardTapped) }
            }
        }
    }
}
