import Combine
import Foundation

/// Shared retry logic; not observable itself.
class RetryingLoader {
    var retryCount = 0

    func shouldRetry() -> Bool {
        retryCount += 1
        return retryCount < 3
    }
}

final class FeedModel: RetryingLoader, ObservableObject {
    @Published var posts: [String] = []
    private var nextPage = 1

    override init() {
        super.init()
    }

    func loadMore() {
        posts.append("Post \(nextPage)")
        nextPage += 1
    }
}
