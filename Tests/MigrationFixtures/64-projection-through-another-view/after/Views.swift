import SwiftUI

struct EditorView: View {
    var document: DocumentModel
    @Environment(ReaderSettings.self) var settings

    var body: some View {
        Text(document.title)
            .font(.system(size: settings.fontSize))
    }
}

/// Makes bindings to another view's models: `editor.$document.isPinned`.
struct EditorToolbar: View {
    let editor: EditorView

    var body: some View {
        HStack {
            Toggle("Pinned", isOn: Bindable(editor.document).isPinned)
            Stepper("Size", value: Bindable(editor.settings).fontSize, in: 8...32)
        }
    }
}
