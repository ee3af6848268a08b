import Combine
import Observation

@Observable final class NotesStore: BaseStore {
    var notes: [String] = []

    func load() {
        begin()
        notes = ["Welcome"]
        end()
    }
}
