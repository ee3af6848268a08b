import SwiftUI

struct EditorView: View {
    @StateObject private var model = AutosaveModel()
    @EnvironmentObject var location: LocationModel

    var body: some View {
        VStack {
            TextEditor(text: $model.text)
            Text(model.status)
            Text("\(model.saves) saves, \(location.trail.count) points")
        }
    }
}
