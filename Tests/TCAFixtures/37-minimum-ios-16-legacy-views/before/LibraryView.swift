import ComposableArchitecture
import SwiftUI

struct LibraryView: View {
    let store: StoreOf<LibraryFeature>

    var body: some View {
        WithViewStore(store, observe: { $0 }) { viewStore in
            List {
                ForEachStore(store.scope(state: \.books, action: \.books)) { bookStore in
                    BookRow(store: bookStore)
                }
            }
            .navigationTitle(viewStore.title)
            .sheet(store: store.scope(state: \.$editor, action: \.editor)) { editorStore in
                EditorView(store: editorStore)
            }
            .navigationDestination(store: store.scope(state: \.$detail, action: \.detail)) { detailStore in
                DetailView(store: detailStore)
            }
        }
    }
}
