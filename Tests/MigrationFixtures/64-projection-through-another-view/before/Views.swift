import SwiftUI

struct EditorView: View {
    @ObservedObject var document: DocumentModel
    @EnvironmentObject var settings: ReaderSettings

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
            Toggle("Pinned", isOn: editor.$document.isPinned)
            Stepper("Size", value: editor.$settings.fontSize, in: 8...32)
        }
    }
}
