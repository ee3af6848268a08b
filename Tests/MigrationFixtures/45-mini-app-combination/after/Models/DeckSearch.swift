import Combine
import Foundation
import Observation

/// Combine-driven: option B rewrites its pipeline.
@Observable final class DeckSearch {
    var query = "" {
        didSet { if query != oldValue { queryChanged() } }
    }
    @ObservationIgnored private var queryChangedTask: Task<Void, Never>?
    private(set) var matches: [String] = []

    init() {
        queryChanged()
    }

    private func queryChanged() {
        let query = self.query
        queryChangedTask?.cancel()
        queryChangedTask = Task { @MainActor [weak self] in
            try? await Task.sleep(for: .seconds(0.25))
            guard !Task.isCancelled, let self else { return }
            self.matches = query.isEmpty ? [] : [query]
        }
    }
}
