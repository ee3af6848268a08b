import Combine
import Foundation
import Observation

@Observable final class RecentSearches {
    var terms: [String] = []

    func remember(_ term: String) {
        terms.insert(term, at: 0)
    }
}
