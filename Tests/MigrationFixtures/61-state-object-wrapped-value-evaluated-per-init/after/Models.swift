import Combine
import Observation

@Observable final class ReaderModel {
    var page = 0
    let bookID: String

    init(bookID: String) {
        self.bookID = bookID
    }

    static func restored(bookID: String) -> ReaderModel {
        let model = ReaderModel(bookID: bookID)
        model.page = 1
        return model
    }
}

enum ModelFactory {
    static func makeReader(for bookID: String) -> ReaderModel {
        ReaderModel(bookID: bookID)
    }
}
