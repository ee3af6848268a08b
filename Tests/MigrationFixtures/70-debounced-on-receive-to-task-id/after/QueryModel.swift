import Combine
import Foundation
import Observation

@Observable final class QueryModel {
    var query = ""
    private(set) var results: [String] = []

    func fetchResults() {
        results = query.isEmpty ? [] : [query]
    }

    func fetch(_ text: String) {
        results = [text]
    }
}
