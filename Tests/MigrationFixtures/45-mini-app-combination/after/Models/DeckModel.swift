import Combine
import Foundation
import Observation

@Observable final class DeckModel: Identifiable {
    let id = UUID()
    var title: String
    var cards: [Card]
    var lastStudied: Date?

    init(title: String, cards: [Card] = []) {
        self.title = title
        self.cards = cards
    }

    func reshuffle() {
        cards.shuffle()
    }
}
