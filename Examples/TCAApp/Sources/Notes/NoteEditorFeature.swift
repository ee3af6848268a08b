import ComposableArchitecture
import Foundation

/// Adds or edits a note (presented in a sheet).
@Reducer
struct NoteEditorFeature {
    struct State: Equatable {
        @BindingState var note: Note
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
                state.note.updatedAt = Date()
                return .none
            }
        }
    }
}
