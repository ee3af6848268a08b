import ComposableArchitecture
import SwiftUI

struct NoteEditorView: View {
    let store: StoreOf<NoteEditorFeature>

    var body: some View {
        WithViewStore(self.store, observe: { $0 }) { viewStore in
            Form {
                TextField("Title", text: viewStore.$note.title)
                TextEditor(text: viewStore.$note.body)
            }
            .toolbar {
                Button("Save") { viewStore.send(.saveButtonTapped) }
                    .disabled(viewStore.isSaving)
            }
        }
    }
}
