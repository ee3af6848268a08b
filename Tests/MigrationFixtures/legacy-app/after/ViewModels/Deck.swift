import Foundation
import Combine
import Observation

/// A flash-card deck the user can study.
@Observable class Deck: Identifiable, Equatable {
    let id = UUID()
    var title: String
    private(set) var cards: [Card]
    var currentIndex = 0

    private var timesShown: [UUID: Int] = [:]

    init(title: String, cards: [Card] = []) {
        self.title = title
        self.cards = cards
    }

    var currentCard: Card? {
        cards.indices.contains(currentIndex) ? cards[currentIndex] : nil
    }

    var progress: Double {
        cards.isEmpty ? 0 : Double(currentIndex + 1) / Double(cards.count)
    }

    func add(front: String, back: String) {
        cards.append(Card(front: front, back: back))
    }

    func advance() {
        if let card = currentCard {
            timesShown[card.id, default: 0] += 1
        }
        currentIndex = cards.isEmpty ? 0 : (currentIndex + 1) % cards.count
    }

    func shuffle() {
        cards.shuffle()
    }

    func timesShown(_ card: Card) -> Int {
        timesShown[card.id, default: 0]
    }

    static func == (lhs: Deck, rhs: Deck) -> Bool {
        lhs.title == rhs.title
    }
}
