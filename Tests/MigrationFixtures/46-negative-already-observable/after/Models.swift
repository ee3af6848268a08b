import Observation
import SwiftUI

@MainActor
@Observable
final class LibraryModel {
    var books: [String] = []
    @ObservationIgnored private var cache: [String: Int] = [:]
}

struct LibraryView: View {
    @State private var library = LibraryModel()

    var body: some View {
        List(library.books, id: \.self) { Text($0) }
            .environment(library)
    }
}

struct BookCountView: View {
    @Environment(LibraryModel.self) private var library

    var body: some View {
        @Bindable var library = library
        TextField("First", text: $library.books[0])
        Text("\(library.books.count)")
    }
}

struct EditorView: View {
    @Bindable var library: LibraryModel

    var body: some View {
        TextField("First", text: $library.books[0])
            .onChange(of: library.books) { oldValue, newValue in
                print(oldValue.count, newValue.count)
            }
    }
}
