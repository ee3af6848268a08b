import Combine
import Foundation

final class DeckModel: ObservableObject, Identifiable {
    let id = UUID()
    @Published var title: String
    @Published var cards: [Card]
    var lastStudied: Date?

    init(title: String, cards: [Card] = []) {
        self.title = title
        self.cards = cards
    }

    func reshuffle() {
        cards.shuffle()
        objectWillChange.send()
    }
}
