import Foundation

/// A single to-do entry.
struct TaskItem: Identifiable, Codable, Hashable {
    let id: UUID
    var title: String
    var isDone: Bool
    var dueDate: Date?
    var priority: Priority

    init(id: UUID = UUID(), title: String, isDone: Bool = false, dueDate: Date? = nil, priority: Priority = .normal) {
        self.id = id
        self.title = title
        self.isDone = isDone
        self.dueDate = dueDate
        self.priority = priority
    }
}

enum Priority: Int, Codable, CaseIterable, Identifiable, Hashable {
    case low, normal, high

    var id: Int { rawValue }

    var label: String {
        switch self {
        case .low: return "Low"
        case .normal: return "Normal"
        case .high: return "High"
        }
    }
}

/// A free-form note with an optional attachment.
struct Note: Identifiable, Codable, Hashable {
    let id: UUID
    var title: String
    var body: String
    var isPinned: Bool
    var isArchived: Bool
    var updatedAt: Date
    var attachmentURL: URL?

    init(id: UUID = UUID(), title: String, body: String = "", isPinned: Bool = false,
         isArchived: Bool = false, updatedAt: Date = Date(), attachmentURL: URL? = nil) {
        self.id = id
        self.title = title
        self.body = body
        self.isPinned = isPinned
        self.isArchived = isArchived
        self.updatedAt = updatedAt
        self.attachmentURL = attachmentURL
    }
}

/// One flash card in a `Deck`.
struct Card: Identifiable, Hashable {
    let id = UUID()
    var front: String
    var back: String
}

struct User: Codable, Equatable {
    let id: UUID
    var displayName: String
    var email: String
}

/// Aggregated numbers shown on the stats screen.
struct UsageStats: Codable, Equatable {
    var completedThisWeek: Int
    var notesCreated: Int
    var streakDays: Int

    static let empty = UsageStats(completedThisWeek: 0, notesCreated: 0, streakDays: 0)
}
