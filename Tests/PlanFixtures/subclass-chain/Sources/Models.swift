import Foundation
import Combine

/// Base of a three-level chain; the whole chain migrates in one stage, base first.
class BaseViewModel: ObservableObject {
    @Published var isLoading = false
    @Published var error: String?

    func load() {}
}

class ListViewModel: BaseViewModel {
    @Published var rows: [String] = []

    override func load() {
        rows = ["a", "b"]
    }
}

final class FilteredListViewModel: ListViewModel {
    @Published var filter = ""

    var visibleRows: [String] { filter.isEmpty ? rows : rows.filter { $0.contains(filter) } }
}

/// Inherits from a class outside the project: blocked.
final class DownloadModel: Operation, ObservableObject, @unchecked Sendable {
    @Published var progress = 0.0
}

/// A protocol refining ObservableObject used as a generic constraint: blocked.
protocol ListStore: ObservableObject {
    var titles: [String] { get }
}

final class TodoStore: ListStore {
    @Published var titles: [String] = []
}

/// A leaf that holds nothing.
final class ClockModel: ObservableObject {
    @Published var now = Date()
}
