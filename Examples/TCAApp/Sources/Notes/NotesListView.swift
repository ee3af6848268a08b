import ComposableArchitecture
import SwiftUI

struct NotesListView: View {
    let store: StoreOf<NotesListFeature>

    struct ViewState: Equatable {
        @BindingViewState var searchText: String
        let countText: String
        let isEmpty: Bool

        init(store: BindingViewStore<NotesListFeature.State>) {
            self._searchText = store.$searchText
            self.countText = "\(store.rows.count) notes"
            self.isEmpty = store.rows.isEmpty
        }
    }

    var body: some View {
        WithViewStore(store, observe: ViewState.init) { viewStore in
            List {
                ForEachStore(store.scope(state: \.rows, action: \.rows)) { rowStore in
                    NoteRowView(store: rowStore)
                }
            }
            .overlay {
                if viewStore.isEmpty {
                    Text("No notes yet")
                }
            }
            .searchable(text: viewStore.$searchText)
            .navigationTitle(viewStore.countText)
            .toolbar {
                Button("Add") { viewStore.send(.addButtonTapped) }
                Button("Delete All", role: .destructive) { viewStore.send(.deleteAllButtonTapped) }
            }
            .sheet(
                store: store.scope(state: \.$destination.editor, action: \.destination.editor)
            ) { editorStore in
                NavigationStack {
                    NoteEditorView(store: editorStore)
                }
            }
            .alert(store: store.scope(state: \.$destination.alert, action: \.destination.alert))
        }
    }
}
