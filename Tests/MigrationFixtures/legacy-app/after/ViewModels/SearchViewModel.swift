import Foundation
import Combine

/// Throttled full-text search across notes.
final class SearchViewModel: ObservableObject {
    struct SearchResult: Identifiable, Hashable {
        let id: UUID
        let title: String
        let snippet: String
    }

    @Published var query = ""
    @Published private(set) var results: [SearchResult] = []
    @Published private(set) var isSearching = false

    private let notes: NotesStore
    private var cancellables = Set<AnyCancellable>()
    private var recentQueries: [String] = []

    init(notes: NotesStore) {
        self.notes = notes
        $query
            .throttle(for: 0.3, scheduler: RunLoop.main, latest: true)
            .removeDuplicates()
            .sink { [weak self] q in
                self?.runSearch(q)
            }
            .store(in: &cancellables)
    }

    var recentSearches: [String] {
        Array(recentQueries.suffix(5).reversed())
    }

    func runSearch(_ q: String) {
        let trimmed = q.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else {
            results = []
            return
        }
        isSearching = true
        Task {
            let matches = await self.match(trimmed)
            self.results = matches
            self.isSearching = false
        }
        recentQueries.append(trimmed)
    }

    private func match(_ q: String) async -> [SearchResult] {
        let needle = q.lowercased()
        return notes.notes
            .filter { $0.title.lowercased().contains(needle) || $0.body.lowercased().contains(needle) }
            .map { SearchResult(id: $0.id, title: $0.title, snippet: String($0.body.prefix(60))) }
    }
}
