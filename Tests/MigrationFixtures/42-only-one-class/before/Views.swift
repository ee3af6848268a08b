import SwiftUI

struct LibraryView: View {
    @StateObject private var notes = NotesModel()
    @StateObject private var tags = TagsModel()

    var body: some View {
        VStack {
            NoteCount()
            TagCount()
        }
        .environmentObject(notes)
        .environmentObject(tags)
        .onChange(of: tags.tags) { newValue in
            print(newValue)
        }
    }
}

struct NoteCount: View {
    @EnvironmentObject var notes: NotesModel

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
