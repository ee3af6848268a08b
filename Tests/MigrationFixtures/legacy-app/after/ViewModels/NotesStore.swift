import Observation
import SwiftUI

/// Common surface for the persistent stores the views observe.
protocol StoreProtocol: AnyObject, Observable {
    associatedtype Item: Identifiable
    var items: [Item] { get }
    func reload()
}

/// In-memory notes store with a small cache of row previews.
@Observable final class NotesStore: StoreProtocol {
    private(set) var notes: [Note] = SampleData.notes
    var selectedNoteID: UUID?

    @ObservationIgnored lazy var formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        return formatter
    }()

    private var previewCache: [UUID: String] = [:]

    var items: [Note] { notes }

    var pinned: [Note] {
        notes.filter(\.isPinned)
    }

    func reload() {
        notes.sort { $0.updatedAt > $1.updatedAt }
    }

    @discardableResult
    func add(title: String) -> Note {
        let note = Note(title: title)
        notes.insert(note, at: 0)
        return note
    }

    func update(_ note: Note) {
        guard let index = notes.firstIndex(where: { $0.id == note.id }) else { return }
        notes[index] = note
        previewCache[note.id] = nil
    }

    func delete(at offsets: IndexSet) {
        notes.remove(atOffsets: offsets)
    }

    func preview(for note: Note) -> String {
        previewCache[note.id] ?? String(note.body.prefix(80))
    }

    func warmPreviews() {
        for note in notes {
            previewCache[note.id] = String(note.body.prefix(80))
        }
    }

    func subtitle(for note: Note) -> String {
        formatter.string(from: note.updatedAt)
    }
}
