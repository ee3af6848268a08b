import SwiftUI

struct NotesView: View {
    @State private var store = NotesStore()
    var tags: PinnedTagsStore

    var body: some View {
        List {
            if store.isLoading { ProgressView() }
            ForEach(store.notes, id: \.self) { Text($0) }
            ForEach(tags.pinned, id: \.self) { Text("#\($0)") }
        }
        .onAppear { store.load() }
    }
}
