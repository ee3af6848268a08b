import Observation
import SwiftUI

@Observable final class ComposerModel {
    var draft = ""
    var isPresentingPreview = false
}

struct ComposerView: View {
    @Environment(ComposerModel.self) var composer

    var body: some View {
        @Bindable var composer = composer
        return VStack {
            Button("Preview") { composer.isPresentingPreview = true }
        }
        .sheet(isPresented: $composer.isPresentingPreview) {
            TextEditor(text: $composer.draft)
        }
    }
}
