import Observation
import SwiftUI

enum Inbox {
    @Observable final class ViewModel {
        var messages: [String] = []
        var filter = ""
    }
}

struct InboxScreen: View {
    @State private var model = Inbox.ViewModel()

    var body: some View {
        List(model.messages, id: \.self) { Text($0) }
            .environment(model)
    }
}

struct InboxFilterField: View {
    @Environment(Inbox.ViewModel.self) var model

    var body: some View {
        @Bindable var model = model
        TextField("Filter", text: $model.filter)
    }
}
