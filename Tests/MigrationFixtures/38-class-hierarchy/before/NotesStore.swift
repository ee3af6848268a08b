import Combine

final class NotesStore: BaseStore {
    @Published var notes: [String] = []

    func load() {
        begin()
        notes = ["Welcome"]
        end()
    }
}
