import Combine
import Foundation

final class DownloadStore: ObservableObject, @unchecked Sendable {
    @Published var progress: [URL: Double] = [:]
    private let lock = NSLock()
    nonisolated(unsafe) private var handlers: [URL: () -> Void] = [:]

    nonisolated func describe(_ url: URL) -> String {
        url.lastPathComponent
    }

    func update(_ url: URL, to value: Double) {
        lock.lock()
        defer { lock.unlock() }
        progress[url] = value
    }
}
