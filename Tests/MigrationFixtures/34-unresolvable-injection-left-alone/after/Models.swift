import Combine
import Foundation
import Observation

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

@Observable final class ThemeModel {
    var isDark = false
}

enum Dependencies {
    static func makeSearchModel() -> SearchModel {
        SearchModel()
    }
}
