import Combine
import Foundation
import Observation

@Observable final class SearchModel {
    var query = "" {
        didSet { queryChanged() }
    }
    @ObservationIgnored private var queryChangedTask: Task<Void, Never>?
    private(set) var suggestions: [String] = []

    init() {
        queryChanged()
    }

    private func queryChanged() {
        let text = query
        queryChangedTask?.cancel()
        queryChangedTask = Task { @MainActor [weak self] in
            try? await Task.sleep(for: .seconds(0.2))
            guard !Task.isCancelled, let self else { return }
            self.suggestions = [text]
        }
    }
}

@Observable final class ThemeModel {
    var isDark = false
}

enum Dependencies {
    /// A container lookup: its generic result says nothing about which model it returns.
    static func resolve<T>(_ type: T.Type) -> T {
        registry[ObjectIdentifier(type)] as! T
    }

    nonisolated(unsafe) static var registry: [ObjectIdentifier: Any] = [:]
}
