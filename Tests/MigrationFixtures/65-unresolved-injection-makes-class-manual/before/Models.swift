import Combine
import Foundation

/// Stays ObservableObject: `combineLatest` of two projections is not rewritten.
final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published var scope = 0
    @Published private(set) var results: [String] = []
    private var cancellables = Set<AnyCancellable>()

    init() {
        $query.combineLatest($scope)
            .sink { [weak self] query, scope in self?.results = [query + String(scope)] }
            .store(in: &cancellables)
    }
}

final class ThemeModel: ObservableObject {
    @Published var isDark = false
}

/// A generic pass-through: its result type is whatever it is given, which Remodel cannot tell.
func registered<T>(_ value: T) -> T {
    value
}
