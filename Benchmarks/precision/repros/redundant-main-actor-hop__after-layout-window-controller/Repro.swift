import AppKit
import SwiftUI
import Observation

// Resize the window after SwiftUI has laid out the content just published.
@MainActor
final class BezelController {
    let model = BezelModel()
    let window = NSWindow()

    func post(_ text: String) {
        withAnimation { model.text = text }
        DispatchQueue.main.async {
            self.window.setContentSize(self.window.contentView?.fittingSize ?? .zero)
        }
    }
}

@MainActor
@Observable
final class BezelModel { var text = "" }
