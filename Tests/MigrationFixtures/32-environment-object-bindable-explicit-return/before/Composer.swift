import SwiftUI

final class ComposerModel: ObservableObject {
    @Published var draft = ""
    @Published var isPresentingPreview = false
}

struct ComposerView: View {
    @EnvironmentObject var composer: ComposerModel

    var body: some View {
        return VStack {
            Button("Preview") { composer.isPresentingPreview = true }
        }
        .sheet(isPresented: $composer.isPresentingPreview) {
            TextEditor(text: $composer.draft)
        }
    }
}
