import ComposableArchitecture
import SwiftUI

/// One row of the notes list.
@Reducer
struct NoteRowFeature {
    struct State: Equatable, Identifiable {
        var note: Note
        @BindingState var isPinned = false
        var id: Note.ID { note.id }
    }

    enum Action: BindableAction {
        case binding(BindingAction<State>)
        case openButtonTapped
    }

    var body: some ReducerOf<Self> {
        BindingReducer()
    }
}

struct NoteRowView: View {
    let store: StoreOf<NoteRowFeature>

    var body: some View {
        WithViewStore(store, observe: { $0 }) { viewStore in
            HStack {
                Button(viewStore.note.title.isEmpty ? "Untitled" : viewStore.note.title) {
                    viewStore.send(.openButtonTapped)
                }
                Spacer()
                Toggle("Pinned", isOn: viewStore.$isPinned)
                    .labelsHidden()
            }
        }
    }
}
