import ComposableArchitecture
import SwiftUI

struct GameView: View {
    let store: StoreOf<GameFeature>

    var body: some View {
        VStack {
            IfLetStore(store.scope(state: \.board, action: GameFeature.Action.board), then: BoardView.init(store:))
            IfLetStore(store.scope(state: \.scoreboard, action: \.scoreboard)) {
                ScoreboardView(store: $0)
                    .onTapGesture { store.send(.scoreboardTapped) }
            }
        }
    }
}
