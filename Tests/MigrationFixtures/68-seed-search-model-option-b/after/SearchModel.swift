import Combine
import Foundation
import Observation

@Observable final class SearchModel {
    var query: String = "" {
        didSet { queryChanged() }
    }
    @ObservationIgnored private var queryChangedTask: Task<Void, Never>?
    @ObservationIgnored private var queryChangedDelivered: String?
    private(set) var results: [String] = []

    init() {
        queryChanged()
    }

    private func queryChanged() {
        let q = query
        queryChangedTask?.cancel()
        queryChangedTask = Task { @MainActor [weak self] in
            try? await Task.sleep(for: .seconds(0.3))
            guard !Task.isCancelled, let self else { return }
            guard q != self.queryChangedDelivered else { return }
            self.queryChangedDelivered = q
            self.runSearch(q)
        }
    }

    private func runSearch(_ query: String) {
        results = query.isEmpty ? [] : [query]
    }
}
