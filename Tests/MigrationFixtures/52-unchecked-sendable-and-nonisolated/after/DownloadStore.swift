import Combine
import Foundation
import Observation

@Observable final class DownloadStore: @unchecked Sendable {
    var progress: [URL: Double] = [:]
    private let lock = NSLock()
    @ObservationIgnored nonisolated(unsafe) private var handlers: [URL: () -> Void] = [:]

    nonisolated func describe(_ url: URL) -> String {
        url.lastPathComponent
    }

    func update(_ url: URL, to value: Double) {
        lock.lock()
        defer { lock.unlock() }
        progress[url] = value
    }
}
