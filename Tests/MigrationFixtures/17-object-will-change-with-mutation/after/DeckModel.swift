import Combine
import Foundation
import Observation

@Observable final class DeckModel {
    var cards: [String] = []
    var title = "Deck"

    func reshuffleDeck() {
        cards.shuffle()
    }

    func rename(_ newTitle: String) {
        title = newTitle
    }

    func reset() {
        cards = []
        title = "Deck"
    }
}
