import SwiftUI
import UIKit

// View-layer code: the hop keeps the binding write out of UIKit's callback / SwiftUI's update.
struct TextViewWrapper: UIViewRepresentable {
    @Binding var text: String
    func makeUIView(context: Context) -> UITextView {
        let view = UITextView()
        view.delegate = context.coordinator
        return view
    }
    func updateUIView(_ view: UITextView, context: Context) {}
    func makeCoordinator() -> Coordinator { Coordinator(text: $text) }

    @MainActor
    final class Coordinator: NSObject, UITextViewDelegate {
        var text: Binding<String>
        init(text: Binding<String>) { self.text = text }
        func textViewDidChange(_ textView: UITextView) {
            DispatchQueue.main.async { self.text.wrappedValue = textView.text }
        }
    }
}
