import Foundation
import Combine
import Observation

/// Loads usage statistics for the stats screen.
@MainActor
@Observable
final class StatsViewModel {
    private(set) var stats: UsageStats = .empty
    private(set) var errorMessage: String?
    private(set) var isLoading = false

    private let api: NotesAPI

    init(api: NotesAPI = NotesAPI()) {
        self.api = api
    }

    var streakDescription: String {
        stats.streakDays == 1 ? "1 day" : "\(stats.streakDays) days"
    }

    func load() async {
        isLoading = true
        defer { isLoading = false }
        do {
            let payload = try await api.fetchStatsPayload()
            stats = try await Self.decode(payload)
            errorMessage = nil
        } catch is CancellationError {
            return
        } catch {
            errorMessage = error.localizedDescription
        }
    }

    /// Decoding runs off the main actor.
    nonisolated private static func decode(_ data: Data) async throws -> UsageStats {
        try JSONDecoder().decode(UsageStats.self, from: data)
    }
}
