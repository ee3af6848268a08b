import SwiftUI

final class NoteEditorModel: ObservableObject {
    @Published var text: String

    init(text: String) {
        self.text = text
    }
}

struct NoteEditorView: View {
    @StateObject private var model: NoteEditorModel

    init(text: String) {
        _model = StateObject(wrappedValue: NoteEditorModel(text: text))
    }

    var body: some View {
        TextEditor(text: $model.text)
    }
}

struct NotePreview: View {
    @StateObject var model: NoteEditorModel
    let title: String

    init(title: String, body: String) {
        self.title = title
        self._model = StateObject(
            wrappedValue: NoteEditorModel(text: body)
        )
    }

    var body: some View {
        Text(model.text)
    }
}
