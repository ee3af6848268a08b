import SwiftUI

/// A plain initialiser call: a throwaway instance per view init is cheap. No note.
struct ReaderView: View {
    @State private var model: ReaderModel

    init(bookID: String) {
        _model = State(initialValue: ReaderModel(bookID: bookID))
    }

    var body: some View {
        Text("\(model.bookID): \(model.page)")
    }
}

/// A factory method: State(initialValue:) runs it on every init of the view. Noted.
struct RestoredReaderView: View {
    @State private var model: ReaderModel

    init(bookID: String) {
        _model = State(initialValue: .restored(bookID: bookID))
    }

    var body: some View {
        Text("\(model.page)")
    }
}

/// A factory function, in a property's initial value: evaluated on every init too. Noted.
struct FactoryReaderView: View {
    @State private var model = ModelFactory.makeReader(for: "intro")

    var body: some View {
        Text("\(model.page)")
    }
}

/// A model passed in: reading a parameter costs nothing and has no side effect. No note.
struct InjectedReaderView: View {
    @State var model: ReaderModel

    init(model: ReaderModel) {
        self._model = State(initialValue: model)
    }

    var body: some View {
        Text("\(model.page)")
    }
}
