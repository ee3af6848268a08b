import Combine
import Foundation
import Observation

@Observable final class SyncModel {
    var isOnline: Bool = true {
        didSet {
            if !isOnline { pauseAllUploads() }
        }
    }
    var pendingCount = 0
    var retryDelay: TimeInterval = 1 {
        didSet { print("retry delay is now \(retryDelay)") }
    }

    func pauseAllUploads() {
        pendingCount = 0
    }
}
