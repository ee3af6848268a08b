import SwiftUI

struct WizardView: View {
    @StateObject private var model = WizardModel()

    var body: some View {
        VStack {
            Text(model.pages[model.step])
            Button(model.hasFinished ? "Start" : "Next") { model.advance() }
        }
    }
}
