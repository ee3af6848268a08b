import Combine
import Foundation

final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var suggestions: [String] = []
    private var cancellables = Set<AnyCancellable>()

    init() {
        $query
            .debounce(for: 0.2, scheduler: RunLoop.main)
            .sink { [weak self] text in self?.suggestions = [text] }
            .store(in: &cancellables)
    }
}

final class ThemeModel: ObservableObject {
    @Published var isDark = false
}

enum Dependencies {
    /// A container lookup: its generic result says nothing about which model it returns.
    static func resolve<T>(_ type: T.Type) -> T {
        registry[ObjectIdentifier(type)] as! T
    }

    nonisolated(unsafe) static var registry: [ObjectIdentifier: Any] = [:]
}
