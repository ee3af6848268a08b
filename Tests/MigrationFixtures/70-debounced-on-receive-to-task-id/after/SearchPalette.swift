import SwiftUI

struct SearchPalette: View {
    @Bindable var model: QueryModel

    var body: some View {
        VStack {
            TextField("Search", text: $model.query)
            List(model.results, id: \.self) { Text($0) }
        }
        .task(id: model.query) {
            try? await Task.sleep(for: .seconds(0.2))
            guard !Task.isCancelled else { return }
            model.fetchResults()
        }
    }
}

struct CommandPalette: View {
    @State private var commands = QueryModel()

    var body: some View {
        TextField("Command", text: $commands.query)
            .task(id: commands.query) {
                try? await Task.sleep(for: .milliseconds(300))
                guard !Task.isCancelled else { return }
                let text = commands.query
                // Only non-empty queries are sent.
                guard !text.isEmpty else { return }
                commands.fetch(text)
            }
    }
}
