import Combine
import Foundation

@MainActor
final class LibraryStore: ObservableObject {
    @Published private(set) var decks: [DeckModel] = [
        DeckModel(title: "Spanish", cards: [Card(front: "hola", back: "hello")]),
    ]
    private var saveTask: Task<Void, Never>?

    func addDeck(named title: String) {
        decks.append(DeckModel(title: title))
        scheduleSave()
    }

    func delete(at offsets: IndexSet) {
        decks.remove(atOffsets: offsets)
        scheduleSave()
    }

    private func scheduleSave() {
        saveTask?.cancel()
        saveTask = Task {
            try? await Task.sleep(nanoseconds: 500_000_000)
        }
    }
}
