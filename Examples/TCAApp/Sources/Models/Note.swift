import Foundation

struct Note: Equatable, Identifiable {
    let id: UUID
    var title: String
    var body: String
    var isPinned = false
    var updatedAt = Date()
}
