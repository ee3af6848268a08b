import ComposableArchitecture
import Foundation

/// The root feature: a tab view with the notes list and the settings, and a navigation stack
/// whose path pushes note details and the about screen.
@Reducer
struct AppFeature {
    struct State: Equatable {
        var notes = NotesListFeature.State()
        var settings = SettingsFeature.State()
        var path = StackState<Path.State>()
        var selectedTab = Tab.notes
    }

    enum Tab: Hashable {
        case notes
        case settings
    }

    enum Action {
        case notes(NotesListFeature.Action)
        case path(StackAction<Path.State, Path.Action>)
        case settings(SettingsFeature.Action)
        case tabSelected(Tab)
    }

    var body: some ReducerOf<Self> {
        Scope(state: \.notes, action: \.notes) {
            NotesListFeature()
        }
        Scope(state: \.settings, action: \.settings) {
            SettingsFeature()
        }
        Reduce { state, action in
            switch action {
            case let .notes(.rows(.element(id: id, action: .openButtonTapped))):
                guard let note = state.notes.rows[id: id]?.note else { return .none }
                state.path.append(.detail(NoteDetailFeature.State(note: note)))
                return .none
            case .settings(.aboutButtonTapped):
                state.path.append(.about(AboutFeature.State()))
                return .none
            case let .tabSelected(tab):
                state.selectedTab = tab
                return .none
            case .notes, .path, .settings:
                return .none
            }
        }
        .forEach(\.path, action: \.path) {
            Path()
        }
    }

    @Reducer
    struct Path {
        enum State: Equatable {
            case about(AboutFeature.State)
            case detail(NoteDetailFeature.State)
        }

        enum Action {
            case about(AboutFeature.Action)
            case detail(NoteDetailFeature.Action)
        }

        var body: some ReducerOf<Self> {
            Scope(state: \.about, action: \.about) {
                AboutFeature()
            }
            Scope(state: \.detail, action: \.detail) {
                NoteDetailFeature()
            }
        }
    }
}
