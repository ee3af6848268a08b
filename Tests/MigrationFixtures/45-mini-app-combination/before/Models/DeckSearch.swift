import Combine
import Foundation

/// Combine-driven: option B rewrites its pipeline.
final class DeckSearch: ObservableObject {
    @Published var query = ""
    @Published private(set) var matches: [String] = []
    private var cancellables = Set<AnyCancellable>()

    init() {
        $query
            .removeDuplicates()
            .debounce(for: 0.25, scheduler: RunLoop.main)
            .sink { [weak self] query in
                self?.matches = query.isEmpty ? [] : [query]
            }
            .store(in: &cancellables)
    }
}
