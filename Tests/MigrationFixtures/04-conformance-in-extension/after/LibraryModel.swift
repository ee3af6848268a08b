import Combine
import Observation

@Observable final class LibraryModel {
    var books: [String] = []

    func add(_ title: String) {
        books.append(title)
    }
}
