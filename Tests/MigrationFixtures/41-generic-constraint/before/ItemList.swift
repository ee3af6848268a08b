import SwiftUI

struct ItemList<Model: ObservableObject>: View where Model: ItemProviding {
    @ObservedObject var model: Model

    var body: some View {
        List(model.items, id: \.self) { Text($0) }
    }
}

struct CountBadge<Source>: View where Source: ObservableObject & ItemProviding {
    @ObservedObject var source: Source

    var body: some View {
        Text("\(source.items.count)")
    }
}

struct MailboxView: View {
    @StateObject private var inbox = InboxModel()
    @StateObject private var archive = ArchiveModel()

    var body: some View {
        VStack {
            CountBadge(source: inbox)
            ItemList(model: inbox)
            ItemList(model: archive)
        }
    }
}
