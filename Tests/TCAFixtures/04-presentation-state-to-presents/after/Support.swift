import ComposableArchitecture
import Foundation

struct Item: Equatable, Identifiable {
    let id: UUID
    var name: String
}

@Reducer
struct ItemEditorFeature {
    @ObservableState
    struct State: Equatable {
        var item: Item
    }

    enum Action {
        case saveButtonTapped
    }

    var body: some ReducerOf<Self> {
        EmptyReducer()
    }
}

@Reducer
struct ProgressFeature {
    @ObservableState
    struct State: Equatable {
        var fraction = 0.0
    }

    enum Action {
        case cancelButtonTapped
    }

    var body: some ReducerOf<Self> {
        EmptyReducer()
    }
}
