import ComposableArchitecture
import Foundation

/// The list of notes: one row feature per note, a sheet to add or edit a note, and an alert to
/// confirm deleting everything.
@Reducer
struct NotesListFeature {
    struct State: Equatable {
        var rows: IdentifiedArrayOf<NoteRowFeature.State> = []
        @PresentationState var destination: Destination.State?
        @BindingState var searchText = ""
    }

    enum Action: BindableAction {
        case addButtonTapped
        case binding(BindingAction<State>)
        case deleteAllButtonTapped
        case destination(PresentationAction<Destination.Action>)
        case rows(IdentifiedActionOf<NoteRowFeature>)

        enum Alert: Equatable {
            case confirmDeleteAll
        }
    }

    var body: some ReducerOf<Self> {
        BindingReducer()
        Reduce { state, action in
            switch action {
            case .addButtonTapped:
                let note = Note(id: UUID(), title: "", body: "")
                state.destination = .editor(NoteEditorFeature.State(note: note))
                return .none
            case .deleteAllButtonTapped:
                state.destination = .alert(AlertState {
                    TextState("Delete all notes?")
                } actions: {
                    ButtonState(role: .destructive, action: .confirmDeleteAll) { TextState("Delete") }
                })
                return .none
            case .destination(.presented(.alert(.confirmDeleteAll))):
                state.rows.removeAll()
                return .none
            case .destination(.presented(.editor(.saveButtonTapped))):
                guard case let .editor(editor) = state.destination else { return .none }
                state.rows.append(NoteRowFeature.State(note: editor.note))
                state.destination = nil
                return .none
            case .binding, .destination, .rows:
                return .none
            }
        }
        .ifLet(\.$destination, action: \.destination) {
            Destination()
        }
        .forEach(\.rows, action: \.rows) {
            NoteRowFeature()
        }
    }

    @Reducer
    struct Destination {
        enum State: Equatable {
            case alert(AlertState<NotesListFeature.Action.Alert>)
            case editor(NoteEditorFeature.State)
        }

        enum Action {
            case alert(NotesListFeature.Action.Alert)
            case editor(NoteEditorFeature.Action)
        }

        var body: some ReducerOf<Self> {
            Scope(state: \.editor, action: \.editor) {
                NoteEditorFeature()
            }
        }
    }
}
