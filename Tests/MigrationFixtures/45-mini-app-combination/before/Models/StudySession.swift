import Combine
import Foundation

final class StudySession: ObservableObject {
    let deck: DeckModel
    @Published var index = 0
    @Published var isRevealed = false
    private let startedAt = Date()
    private var answers: [Bool] = []

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
