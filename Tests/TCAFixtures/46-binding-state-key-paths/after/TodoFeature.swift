import ComposableArchitecture

@Reducer
struct TodoFeature {
    @ObservableState
    struct State: Equatable {
        var count = 0
        var isComplete = false
        var text = ""
        var log: [String] = []
    }

    enum Action: BindableAction {
        case binding(BindingAction<State>)
        case resetButtonTapped
    }

    var body: some ReducerOf<Self> {
        BindingReducer()
        Reduce { state, action in
            switch action {
            case .binding(\.count):
                state.log.append("count \(state.count)")
                return .none
            case .binding(\.isComplete):
                state.log.append("complete")
                return .none
            case .binding:
                return .none
            case .resetButtonTapped:
                return .send(.binding(.set(\.text, "")))
            }
        }
    }
}
