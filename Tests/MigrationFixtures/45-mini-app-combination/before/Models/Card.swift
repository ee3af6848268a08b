import Foundation

struct Card: Identifiable, Equatable, Hashable {
    let id: UUID
    var front: String
    var back: String

    init(front: String, back: String) {
        self.id = UUID()
        self.front = front
        self.back = back
    }
}
