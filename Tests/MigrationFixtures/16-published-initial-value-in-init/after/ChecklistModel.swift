import Combine
import Foundation
import Observation

@Observable final class ChecklistModel {
    var items: [String]
    private(set) var title: String
    var isDone: Bool

    init(title: String, items: [String] = []) {
        self.items = items
        self.title = title
        self.isDone = false
    }
}
