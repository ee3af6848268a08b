import ComposableArchitecture
import SwiftUI

@Reducer
struct TodosFeature {
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
            ForEachStore(store.scope(state: \.todos, action: \.todos)) { todoStore in
                TodoRow(store: todoStore)
            }
            ForEachStore(
                self.store.scope(state: \.todos, action: { .todos($0) }),
                content: TodoRow.init(store:)
            )
        }
    }
}

struct TodoRow: View {
    let store: StoreOf<TodoFeature>

    var body: some View {
        WithViewStore(store, observe: \.title) { title in
            Text(title.state)
        }
    }
}
