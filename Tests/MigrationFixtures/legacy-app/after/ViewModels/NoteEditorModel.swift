import Foundation
import Combine
import Observation

/// Backs the note editor screen; edits are applied to the store on save.
@Observable final class NoteEditorModel {
    var title: String
    var body: String
    var isPinned: Bool
    var attachment: Data?
    private(set) var isSaving = false

    let noteID: UUID
    private let store: NotesStore
    private let cache = ImageCache.shared
    private var original: Note

    init(note: Note, store: NotesStore) {
        self.noteID = note.id
        self.store = store
        self.original = note
        self.title = note.title
        self.body = note.body
        self.isPinned = note.isPinned
    }

    var hasChanges: Bool {
        title != original.title || body != original.body || isPinned != original.isPinned
    }

    func loadAttachment() async {
        guard let url = original.attachmentURL else { return }
        do {
            attachment = try await cache.data(for: url)
        } catch {
            attachment = nil
        }
    }

    func save() {
        isSaving = true
        var updated = original
        updated.title = title
        updated.body = body
        updated.isPinned = isPinned
        updated.updatedAt = Date()
        store.update(updated)
        original = updated
        isSaving = false
    }

    func discardChanges() {
        title = original.title
        body = original.body
        isPinned = original.isPinned
    }
}
