import Combine
import SwiftUI

final class DraftModel: ObservableObject {
    @Published var text = ""
    @Published var wordCount = 0
}

struct DraftEditor: View {
    @ObservedObject var draft: DraftModel
    @State private var savedAt: Date?

    var body: some View {
        TextEditor(text: $draft.text)
            .onReceive(draft.$text.throttle(for: 1, scheduler: RunLoop.main, latest: true)) { _ in
                savedAt = Date()
            }
    }
}
