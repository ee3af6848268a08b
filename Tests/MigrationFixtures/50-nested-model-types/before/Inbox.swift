import SwiftUI

enum Inbox {
    final class ViewModel: ObservableObject {
        @Published var messages: [String] = []
        @Published var filter = ""
    }
}

struct InboxScreen: View {
    @StateObject private var model = Inbox.ViewModel()

    var body: some View {
        List(model.messages, id: \.self) { Text($0) }
            .environmentObject(model)
    }
}

struct InboxFilterField: View {
    @EnvironmentObject var model: Inbox.ViewModel

    var body: some View {
        TextField("Filter", text: $model.filter)
    }
}
