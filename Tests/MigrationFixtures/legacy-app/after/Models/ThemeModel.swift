import SwiftUI

/// App-wide appearance settings. This one was already moved to Observation.
@Observable
final class ThemeModel {
    var accent: Color = .blue
    var usesLargeText = false
    var cornerRadius: CGFloat = 10

    var titleFont: Font {
        usesLargeText ? .title : .headline
    }

    var rowFont: Font {
        usesLargeText ? .title3 : .body
    }

    func toggleLargeText() {
        usesLargeText.toggle()
    }

    func reset() {
        accent = .blue
        usesLargeText = false
        cornerRadius = 10
    }
}

/// Mirrors the state of the background sync engine.
@Observable
final class SyncStatus {
    var lastSyncedAt: Date?
    var isSyncing = false
    var lastError: String?

    var summary: String {
        if isSyncing {
            return "Syncing…"
        }
        if let lastError {
            return "Last sync failed: \(lastError)"
        }
        guard let lastSyncedAt else {
            return "Never synced"
        }
        let seconds = Int(Date().timeIntervalSince(lastSyncedAt))
        return "Synced \(seconds)s ago"
    }

    func markSynced() {
        isSyncing = false
        lastError = nil
        lastSyncedAt = Date()
    }
}
