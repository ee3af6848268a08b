import Combine

final class LibraryModel {
    @Published var books: [String] = []

    func add(_ title: String) {
        books.append(title)
    }
}

extension LibraryModel: ObservableObject {}
