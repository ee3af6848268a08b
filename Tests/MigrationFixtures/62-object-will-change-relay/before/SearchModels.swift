import Combine
import Foundation

/// Combine-driven: its $query feeds a throttle pipeline (not rewritten), so it stays ObservableObject.
final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    private var cancellables = Set<AnyCancellable>()

    init() {
        $query
            .throttle(for: 0.3, scheduler: RunLoop.main, latest: true)
            .map { [$0] }
            .sink { [weak self] in self?.results = $0 }
            .store(in: &cancellables)
    }
}

/// Relays a class that stays ObservableObject: it stays with it.
final class SearchScreenModel: ObservableObject {
    let search: SearchModel
    private var cancellables = Set<AnyCancellable>()

    init(search: SearchModel) {
        self.search = search
        search.objectWillChange
            .sink { [weak self] _ in self?.objectWillChange.send() }
            .store(in: &cancellables)
    }

    var title: String {
        search.query.isEmpty ? "Search" : search.query
    }
}
