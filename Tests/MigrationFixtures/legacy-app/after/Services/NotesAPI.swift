import Foundation

/// Client for the sync backend (simulated in-process for this sample).
/// Actor-isolated, so concurrent callers cannot race on its state.
actor NotesAPI {
    enum APIError: Error {
        case offline
        case notFound
    }

    private var remoteTasks: [TaskItem] = SampleData.tasks
    private var remoteNotes: [Note] = SampleData.notes
    private var requestCount = 0
    private(set) var isReachable = true

    func setReachable(_ reachable: Bool) {
        isReachable = reachable
    }

    func fetchTasks() async throws -> [TaskItem] {
        try await simulateLatency()
        return remoteTasks
    }

    func fetchArchivedNotes() async throws -> [Note] {
        try await simulateLatency()
        return remoteNotes.filter(\.isArchived)
    }

    func fetchStatsPayload() async throws -> Data {
        try await simulateLatency()
        let stats = UsageStats(
            completedThisWeek: remoteTasks.filter(\.isDone).count,
            notesCreated: remoteNotes.count,
            streakDays: 3
        )
        return try JSONEncoder().encode(stats)
    }

    func upload(_ note: Note) async throws {
        try await simulateLatency()
        if let index = remoteNotes.firstIndex(where: { $0.id == note.id }) {
            remoteNotes[index] = note
        } else {
            remoteNotes.append(note)
        }
    }

    func pendingChangeCount() async -> Int {
        requestCount % 4
    }

    private func simulateLatency() async throws {
        guard isReachable else { throw APIError.offline }
        requestCount += 1
        try await Task.sleep(nanoseconds: 150_000_000)
    }
}
