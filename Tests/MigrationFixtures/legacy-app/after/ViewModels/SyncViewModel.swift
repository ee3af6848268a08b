import Foundation
import Combine
import Observation

/// Drives the sync dashboard: periodic polling plus manual refresh.
@Observable final class SyncViewModel {
    var pendingCount = 0
    private(set) var log: [String] = []
    var lastRefresh: Date?

    private let api: NotesAPI
    private let session: SessionStore
    @ObservationIgnored private var pollTask: Task<Void, Never>?
    @ObservationIgnored private var refreshTask: Task<Void, Never>?

    init(api: NotesAPI = NotesAPI(), session: SessionStore = .shared) {
        self.api = api
        self.session = session
    }

    func startPolling() {
        pollTask?.cancel()
        pollTask = Task { [weak self] in
            while !Task.isCancelled {
                await self?.poll()
                try? await Task.sleep(nanoseconds: 5_000_000_000)
            }
        }
    }

    func refreshNow() {
        refreshTask = Task {
            await self.poll()
            self.lastRefresh = Date()
        }
    }

    func purgeCache() {
        Task.detached(priority: .background) {
            await ImageCache.shared.removeAll()
        }
        log.append("Attachment cache purge requested")
    }

    func cancelTasks() {
        pollTask?.cancel()
        pollTask = nil
    }

    private func poll() async {
        guard session.isOnline else {
            log.append("Offline — skipped poll")
            return
        }
        pendingCount = await api.pendingChangeCount()
        log.append("Polled: \(pendingCount) pending")
    }
}
