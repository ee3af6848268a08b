import SwiftUI

/// Read-only list of archived notes.
struct ArchiveView: View {
    @State private var model = ArchiveListModel()
    @Environment(NotesStore.self) var notes

    var body: some View {
        List {
            if let message = model.errorMessage {
                Text(message)
                    .foregroundColor(.red)
            }
            ForEach(model.archivedNotes) { note in
                VStack(alignment: .leading, spacing: 4) {
                    Text(note.title)
                        .font(.headline)
                    Text(notes.subtitle(for: note))
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
        }
        .overlay {
            if model.isLoading {
                ProgressView("Loading archive…")
            }
        }
        .navigationTitle("Archive")
        .toolbar {
            Toggle("Newest first", isOn: $model.sortNewestFirst)
        }
        .onAppear {
            model.reload()
        }
        .onDisappear {
            model.cancelTasks()
        }
    }
}
