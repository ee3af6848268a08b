import Combine
import Foundation

final class FeedModel: ObservableObject {
    @Published var posts: [String] = []
    private var relativeDates = true

    func toggleRelativeDates() {
        relativeDates.toggle()
        // Dates are formatted in the views from `relativeDates`; redraw them.
        objectWillChange.send()
    }

    var dateStyle: String {
        relativeDates ? "relative" : "absolute"
    }

    func add(_ post: String) {
        posts.append(post)
    }
}
