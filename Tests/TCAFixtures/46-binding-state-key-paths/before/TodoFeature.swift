import ComposableArchitecture

@Reducer
struct TodoFeature {
    struct State: Equatable {
        @BindingState var count = 0
        @BindingState var isComplete = false
        @BindingState var text = ""
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
            case .binding(\.$count):
                state.log.append("count \(state.count)")
                return .none
            case .binding(\.$isComplete):
                state.log.append("complete")
                return .none
            case .binding:
                return .none
            case .resetButtonTapped:
                return .send(.binding(.set(\.$text, "")))
            }
        }
    }
}
