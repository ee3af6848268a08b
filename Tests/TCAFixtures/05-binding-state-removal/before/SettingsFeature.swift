import ComposableArchitecture

@Reducer
struct SettingsFeature {
    struct State: Equatable {
        @BindingState var displayName = ""
        @BindingState var notificationsEnabled = false
        @BindingState
        var theme: Theme = .system
        var isSaving = false
    }

    enum Action: BindableAction {
        case binding(BindingAction<State>)
        case saveButtonTapped
    }

    var body: some ReducerOf<Self> {
        BindingReducer()
        Reduce { state, action in
            switch action {
            case .binding:
                return .none
            case .saveButtonTapped:
                state.isSaving = true
                return .none
            }
        }
    }
}
