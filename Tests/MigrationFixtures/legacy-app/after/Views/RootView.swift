import SwiftUI

/// Top-level navigation for the app.
struct RootView: View {
    @Environment(SessionStore.self) var session
    @Environment(NotesStore.self) var notes
    @Environment(ThemeModel.self) private var theme

    var body: some View {
        NavigationStack {
            List {
                Section("Today") {
                    NavigationLink {
                        TaskListView()
                    } label: {
                        Label("Tasks", systemImage: "checklist")
                    }
                    NavigationLink {
                        SearchView(notes: notes)
                    } label: {
                        Label("Search", systemImage: "magnifyingglass")
                    }
                }
                Section("Notes") {
                    ForEach(notes.notes) { note in
                        NavigationLink {
                            EditorView(model: NoteEditorModel(note: note, store: notes))
                        } label: {
                            NoteRow(note: note, subtitle: notes.subtitle(for: note))
                        }
                    }
                    .onDelete(perform: notes.delete)
                }
                Section("More") {
                    NavigationLink("Flash Cards") { DeckListView() }
                    NavigationLink("Archive") { ArchiveView() }
                    NavigationLink("Sync") { SyncView() }
                    NavigationLink("Stats") { StatsView() }
                    NavigationLink("Settings") { SettingsView() }
                }
            }
            .navigationTitle(session.currentUser?.displayName ?? "Tasks & Notes")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button {
                        notes.add(title: "Untitled")
                    } label: {
                        Image(systemName: "square.and.pencil")
                    }
                }
            }
            .onAppear { notes.warmPreviews() }
        }
        .tint(theme.accent)
    }
}

/// One row in the notes section.
struct NoteRow: View {
    let note: Note
    let subtitle: String

    var body: some View {
        HStack {
            VStack(alignment: .leading, spacing: 2) {
                Text(note.title)
                    .font(.headline)
                Text(subtitle)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            if note.isPinned {
                Image(systemName: "pin.fill")
                    .foregroundColor(.orange)
            }
        }
    }
}
