import Foundation
import Combine

/// Combine-driven: its own `$query` drives a throttle pipeline (option B rewrites `debounce`, not `throttle`).
final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var suggestions: [String] = []
    private var cancellables = Set<AnyCancellable>()

    init() {
        $query
            .throttle(for: 0.3, scheduler: RunLoop.main, latest: true)
            .removeDuplicates()
            .sink { [weak self] text in self?.suggest(text) }
            .store(in: &cancellables)
    }

    private func suggest(_ text: String) {
        suggestions = text.isEmpty ? [] : [text, text + "s"]
    }
}

/// Holds the Combine-driven model; must not wait for it (an @Observable class may hold an ObservableObject).
final class ResultsModel: ObservableObject {
    @Published var results: [String] = []
    @Published var isLoading = false
    let search: SearchModel

    init(search: SearchModel) {
        self.search = search
    }
}

/// A view subscribes to `feed.$items` with `.onReceive`.
final class FeedModel: ObservableObject {
    @Published var items: [String] = []
    @Published var unread = 0
}

/// Another class subscribes to its objectWillChange: blocked.
final class TickerModel: ObservableObject {
    @Published var price = 0.0
}

final class TickerLogger {
    private var cancellable: AnyCancellable?

    func attach(to ticker: TickerModel) {
        cancellable = ticker.objectWillChange.sink { _ in print("ticker will change") }
    }
}

/// A leaf.
final class FilterModel: ObservableObject {
    @Published var onlyUnread = false
}
