import SwiftUI
import Combine

protocol AccessLockProtocol: Sendable { func withLock<T>(_ body: () throws -> T) rethrows -> T }

// State is guarded by the class's own lock type (a protocol type whose name does not end in "Lock").
final class Database {
    private var generation = 0
    private let accessLock: any AccessLockProtocol

    init(lock: any AccessLockProtocol) { accessLock = lock }
    func lookup(_ key: String) async -> String? {
        accessLock.withLock { generation += 1; return nil }
    }
}

@MainActor
final class SearchViewModel: ObservableObject {
    @Published private(set) var hit: String?
    let db: Database
    init(db: Database) { self.db = db }
    func search(_ key: String) async { hit = await db.lookup(key) }
}
