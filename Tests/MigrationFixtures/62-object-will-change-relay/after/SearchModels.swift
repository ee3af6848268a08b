import Combine
import Foundation
import Observation

/// Combine-driven: its $query feeds a debounce pipeline, so it stays ObservableObject.
@Observable final class SearchModel {
    var query = "" {
        didSet { queryChanged() }
    }
    @ObservationIgnored private var queryChangedTask: Task<Void, Never>?
    private(set) var results: [String] = []

    init() {
        queryChanged()
    }

    private func queryChanged() {
        let newQuery = query
        queryChangedTask?.cancel()
        queryChangedTask = Task { @MainActor [weak self] in
            try? await Task.sleep(for: .seconds(0.3))
            guard !Task.isCancelled, let self else { return }
            let newQuery2 = [newQuery]
            self.results = newQuery2
        }
    }
}

/// Relays a class that stays ObservableObject: it stays with it.
@Observable final class SearchScreenModel {
    let search: SearchModel

    init(search: SearchModel) {
        self.search = search
    }

    var title: String {
        search.query.isEmpty ? "Search" : search.query
    }
}
