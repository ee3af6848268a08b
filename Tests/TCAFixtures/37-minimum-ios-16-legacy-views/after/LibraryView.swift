import ComposableArchitecture
import SwiftUI

struct LibraryView: View {
    @Perception.Bindable var store: StoreOf<LibraryFeature>

    var body: some View {
        WithPerceptionTracking {
            List {
                ForEach(store.scope(state: \.books, action: \.books)) { bookStore in
                    BookRow(store: bookStore)
                }
            }
            .navigationTitle(store.title)
            .sheet(item: $store.scope(state: \.editor, action: \.editor)) { editorStore in
                EditorView(store: editorStore)
            }
            .navigationDestination(store: store.scope(state: \.$detail, action: \.detail)) { detailStore in
                DetailView(store: detailStore)
            }
        }
    }
}
