import Combine
import Foundation
import Observation

/// Shared retry logic; not observable itself.
class RetryingLoader {
    var retryCount = 0

    func shouldRetry() -> Bool {
        retryCount += 1
        return retryCount < 3
    }
}

@Observable final class FeedModel: RetryingLoader {
    var posts: [String] = []
    @ObservationIgnored private var nextPage = 1

    override init() {
        super.init()
    }

    func loadMore() {
        posts.append("Post \(nextPage)")
        nextPage += 1
    }
}
