import Combine
import Foundation

final class DeckModel: ObservableObject {
    @Published var cards: [String] = []
    @Published var title = "Deck"

    func reshuffleDeck() {
        cards.shuffle()
        objectWillChange.send()
    }

    func rename(_ newTitle: String) {
        self.objectWillChange.send()
        title = newTitle
    }

    func reset() {
        objectWillChange.send() // force a redraw
        cards = []
        title = "Deck"
    }
}
