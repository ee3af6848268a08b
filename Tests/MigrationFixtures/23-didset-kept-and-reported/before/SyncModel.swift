import Combine
import Foundation

final class UploadQueue {
    func pauseAll() {}
}

final class SyncModel: ObservableObject {
    private let queue = UploadQueue()
    @Published var isOnline: Bool = true {
        didSet {
            if !isOnline { pauseAllUploads() }
        }
    }
    // Rebuilds the class's own state only: it runs the same inside the @Observable setter.
    @Published var pendingCount = 0 {
        didSet { summary = "\(pendingCount) pending" }
    }
    @Published private(set) var summary = ""
    var retryDelay: TimeInterval = 1 {
        didSet { print("retry delay is now \(retryDelay)") }
    }

    func pauseAllUploads() {
        pendingCount = 0
        queue.pauseAll()
    }
}
