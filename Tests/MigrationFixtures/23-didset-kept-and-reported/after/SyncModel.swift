import Combine
import Foundation
import Observation

final class UploadQueue {
    func pauseAll() {}
}

@Observable final class SyncModel {
    private let queue = UploadQueue()
    var isOnline: Bool = true {
        didSet {
            if !isOnline { pauseAllUploads() }
        }
    }
    // Rebuilds the class's own state only: it runs the same inside the @Observable setter.
    var pendingCount = 0 {
        didSet { summary = "\(pendingCount) pending" }
    }
    private(set) var summary = ""
    var retryDelay: TimeInterval = 1 {
        didSet { print("retry delay is now \(retryDelay)") }
    }

    func pauseAllUploads() {
        pendingCount = 0
        queue.pauseAll()
    }
}
