import ComposableArchitecture
import SwiftUI

@Reducer
struct GameFeature {
    @ObservableState
    struct State: Equatable {
        var board: BoardFeature.State?
        var scoreboard: ScoreboardFeature.State?
    }
    enum Action {
        case board(BoardFeature.Action)
        case scoreboard(ScoreboardFeature.Action)
        case scoreboardTapped
    }
    var body: some ReducerOf<Self> {
        EmptyReducer()
            .ifLet(\.board, action: \.board) { BoardFeature() }
            .ifLet(\.scoreboard, action: \.scoreboard) { ScoreboardFeature() }
    }
}

@Reducer
struct BoardFeature {
    @ObservableState
    struct State: Equatable {
        var cells: [Int] = []
    }
    enum Action {
        case cellTapped(Int)
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

@Reducer
struct ScoreboardFeature {
    @ObservableState
    struct State: Equatable {
        var score = 0
    }
    enum Action {
        case resetButtonTapped
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

struct BoardView: View {
    let store: StoreOf<BoardFeature>

    var body: some View {
        Text("Board")
    }
}

struct ScoreboardView: View {
    let store: StoreOf<ScoreboardFeature>

    var body: some View {
        Text("Score")
    }
}
