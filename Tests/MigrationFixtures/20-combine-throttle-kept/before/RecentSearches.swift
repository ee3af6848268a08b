import Combine
import Foundation

final class RecentSearches: ObservableObject {
    @Published var terms: [String] = []

    func remember(_ term: String) {
        terms.insert(term, at: 0)
    }
}
