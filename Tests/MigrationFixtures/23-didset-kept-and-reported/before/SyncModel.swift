import Combine
import Foundation

final class SyncModel: ObservableObject {
    @Published var isOnline: Bool = true {
        didSet {
            if !isOnline { pauseAllUploads() }
        }
    }
    @Published var pendingCount = 0
    var retryDelay: TimeInterval = 1 {
        didSet { print("retry delay is now \(retryDelay)") }
    }

    func pauseAllUploads() {
        pendingCount = 0
    }
}
