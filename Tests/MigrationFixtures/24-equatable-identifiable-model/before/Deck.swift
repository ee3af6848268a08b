import Combine
import Foundation

final class Deck: ObservableObject, Identifiable, Equatable {
    @Published var id: UUID
    @Published var title: String

    init(id: UUID = UUID(), title: String) {
        self.id = id
        self.title = title
    }

    static func == (lhs: Deck, rhs: Deck) -> Bool {
        lhs.id == rhs.id
    }
}
