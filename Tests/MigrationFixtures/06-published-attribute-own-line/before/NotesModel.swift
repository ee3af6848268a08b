import Combine
import Foundation

struct Note: Identifiable, Equatable {
    let id: UUID
    var text: String
}

final class NotesModel: ObservableObject {
    /// All notes, newest first.
    @Published
    var notes: [Note] = []

    @Published
    private(set) var isSaving = false

    @Published
    var draft = "" // autosaved

    func save() {
        isSaving = true
        notes.insert(Note(id: UUID(), text: draft), at: 0)
        draft = ""
        isSaving = false
    }
}
