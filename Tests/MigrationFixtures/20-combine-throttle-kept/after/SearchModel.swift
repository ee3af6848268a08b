import Combine
import Foundation

final class SearchModel: ObservableObject {
    @Published var query: String = ""
    @Published private(set) var results: [String] = []
    private var cancellables = Set<AnyCancellable>()

    init() {
        $query
            .throttle(for: 0.3, scheduler: RunLoop.main, latest: true)
            .removeDuplicates()
            .sink { [weak self] q in self?.runSearch(q) }
            .store(in: &cancellables)
    }

    private func runSearch(_ query: String) {
        results = query.isEmpty ? [] : [query]
    }
}
