import SwiftUI

// TODO: once every ObservableObject is gone, delete this file.
// Old pattern: class Model: ObservableObject { @Published var x = 0 }
// and then `.environmentObject(model)` with `@EnvironmentObject var model: Model`.

/// Explains the migration to new contributors.
enum MigrationNotes {
    static let title = "ObservableObject → @Observable"
    static let steps = [
        "Replace `class X: ObservableObject` with `@Observable class X`",
        "Drop @Published",
        "Use @State instead of @StateObject",
        "Swap .environmentObject(x) for .environment(x)",
    ]
    /* A block comment with objectWillChange.send() and $query.debounce */
    static let snippet = """
    @StateObject private var model = Model()
    """
}

struct NotesView: View {
    var body: some View {
        Text(MigrationNotes.title) // mentions ObservableObject
    }
}
