import Combine
import Foundation
import Observation

@Observable final class FeedModel {
    var posts: [String] = []
    private var relativeDates = true

    func toggleRelativeDates() {
        relativeDates.toggle()
        // Dates are formatted in the views from `relativeDates`; redraw them.
    }

    var dateStyle: String {
        relativeDates ? "relative" : "absolute"
    }

    func add(_ post: String) {
        posts.append(post)
    }
}
