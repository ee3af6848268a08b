import SwiftUI

struct LibraryView: View {
    @State private var notes = NotesModel()
    @StateObject private var tags = TagsModel()

    var body: some View {
        VStack {
            NoteCount()
            TagCount()
        }
        .environment(notes)
        .environmentObject(tags)
        .onChange(of: tags.tags) { _, newValue in
            print(newValue)
        }
    }
}

struct NoteCount: View {
    @Environment(NotesModel.self) var notes

    var body: some View {
        Text("\(notes.notes.count)")
    }
}

struct TagCount: View {
    @EnvironmentObject var tags: TagsModel

    var body: some View {
        TextField("First", text: $tags.tags[0])
    }
}
