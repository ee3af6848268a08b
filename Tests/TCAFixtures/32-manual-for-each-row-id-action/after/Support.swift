import ComposableArchitecture
import SwiftUI

@Reducer
struct ListFeature {
    @ObservableState
    struct State: Equatable {
        var rows: IdentifiedArrayOf<RowFeature.State> = []
        var pinned: IdentifiedArrayOf<RowFeature.State> = []
    }
    enum Action {
        case pinned(id: RowFeature.State.ID, action: RowFeature.Action)
        case row(id: RowFeature.State.ID, action: RowFeature.Action)
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

@Reducer
struct RowFeature {
    @ObservableState
    struct State: Equatable, Identifiable {
        let id: Int
        var title = ""
    }
    enum Action {
        case tapped
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

struct RowView: View {
    let store: StoreOf<RowFeature>

    var body: some View {
        Text("Row")
    }
}
