import SwiftUI

struct EditorView: View {
    @Bindable var editor: EditorModel
    var status: StatusBarModel
    @ObservedObject var screen: SearchScreenModel

    var body: some View {
        VStack {
            TextEditor(text: $editor.text)
            Text(editor.summary)
            Text("\(status.wordCount) words")
            Text(screen.title)
        }
    }
}
