import SwiftUI

struct ItemList<Model: Observable>: View where Model: ItemProviding {
    var model: Model

    var body: some View {
        List(model.items, id: \.self) { Text($0) }
    }
}

struct CountBadge<Source>: View where Source: Observable & ItemProviding {
    var source: Source

    var body: some View {
        Text("\(source.items.count)")
    }
}

struct MailboxView: View {
    @State private var inbox = InboxModel()
    @State private var archive = ArchiveModel()

    var body: some View {
        VStack {
            CountBadge(source: inbox)
            ItemList(model: inbox)
            ItemList(model: archive)
        }
    }
}
