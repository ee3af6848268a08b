import Observation
import SwiftUI

@Observable final class NoteEditorModel {
    var text: String

    init(text: String) {
        self.text = text
    }
}

struct NoteEditorView: View {
    @State private var model: NoteEditorModel

    init(text: String) {
        _model = State(initialValue: NoteEditorModel(text: text))
    }

    var body: some View {
        TextEditor(text: $model.text)
    }
}

struct NotePreview: View {
    @State var model: NoteEditorModel
    let title: String

    init(title: String, body: String) {
        self.title = title
        self._model = State(
            initialValue: NoteEditorModel(text: body)
        )
    }

    var body: some View {
        Text(model.text)
    }
}
