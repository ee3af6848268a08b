import Combine
import Foundation

final class QueryModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []

    func fetchResults() {
        results = query.isEmpty ? [] : [query]
    }

    func fetch(_ text: String) {
        results = [text]
    }
}
