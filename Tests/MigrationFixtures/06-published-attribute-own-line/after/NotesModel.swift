import Combine
import Foundation
import Observation

struct Note: Identifiable, Equatable {
    let id: UUID
    var text: String
}

@Observable final class NotesModel {
    /// All notes, newest first.
    var notes: [Note] = []

    private(set) var isSaving = false

    var draft = "" // autosaved

    func save() {
        isSaving = true
        notes.insert(Note(id: UUID(), text: draft), at: 0)
        draft = ""
        isSaving = false
    }
}
