import ComposableArchitecture

// A reducer without @Reducer that no view observes (a test's example reducer driven by a
// TestStore): the migration emits no case key path for its Action, so it needs no @CasePathable.
struct ExampleReducer: Reducer {
    @ObservableState
    struct State: Equatable {
        var events: [String] = []
    }

    enum Action: Equatable {
        case first
        case second(String)
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .first:
            state.events.append("first")
        case .second(let text):
            state.events.append(text)
        }
        return .none
    }
}
