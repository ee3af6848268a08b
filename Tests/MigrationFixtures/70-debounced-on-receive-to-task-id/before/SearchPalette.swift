import SwiftUI

struct SearchPalette: View {
    @ObservedObject var model: QueryModel

    var body: some View {
        VStack {
            TextField("Search", text: $model.query)
            List(model.results, id: \.self) { Text($0) }
        }
        .onReceive(model.$query.debounce(for: 0.2, scheduler: DispatchQueue.main)) { _ in model.fetchResults() }
    }
}

struct CommandPalette: View {
    @StateObject private var commands = QueryModel()

    var body: some View {
        TextField("Command", text: $commands.query)
            .onReceive(commands.$query.debounce(for: .milliseconds(300), scheduler: RunLoop.main)) { text in
                // Only non-empty queries are sent.
                guard !text.isEmpty else { return }
                commands.fetch(text)
            }
    }
}
