import ComposableArchitecture
import SwiftUI

@Reducer
struct TodosFeature {
    @ObservableState
    struct State: Equatable {
        var todos: IdentifiedArrayOf<TodoFeature.State> = []
    }
    enum Action {
        case todos(IdentifiedActionOf<TodoFeature>)
    }
    var body: some ReducerOf<Self> {
        EmptyReducer()
            .forEach(\.todos, action: \.todos) { TodoFeature() }
    }
}

@Reducer
struct TodoFeature {
    @ObservableState
    struct State: Equatable, Identifiable {
        let id: UUID
        var title = ""
    }
    enum Action {}
    var body: some ReducerOf<Self> { EmptyReducer() }
}

struct TodosView: View {
    let store: StoreOf<TodosFeature>

    var body: some View {
        List {
            ForEach(store.scope(state: \.todos, action: \.todos)) { todoStore in
                TodoRow(store: todoStore)
            }
            ForEach(
                self.store.scope(state: \.todos, action: \.todos),
                content: TodoRow.init(store:)
            )
        }
    }
}

struct TodoRow: View {
    let store: StoreOf<TodoFeature>

    var body: some View {
        Text(store.title)
    }
}
