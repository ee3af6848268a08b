import Combine
import Foundation
import Observation

@Observable final class StudySession {
    let deck: DeckModel
    var index = 0
    var isRevealed = false
    private let startedAt = Date()
    @ObservationIgnored private var answers: [Bool] = []

    init(deck: DeckModel) {
        self.deck = deck
    }

    var currentCard: Card? {
        deck.cards.indices.contains(index) ? deck.cards[index] : nil
    }

    func answer(correct: Bool) {
        answers.append(correct)
        isRevealed = false
        index += 1
    }
}
