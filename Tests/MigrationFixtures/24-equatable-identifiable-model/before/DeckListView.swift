import SwiftUI

struct DeckListView: View {
    let decks: [Deck]
    @State private var selection: UUID?

    var body: some View {
        List(decks) { deck in
            DeckRow(deck: deck)
        }
        .animation(.default, value: decks)
    }
}

struct DeckRow: View {
    @ObservedObject var deck: Deck

    var body: some View {
        TextField("Title", text: $deck.title)
    }
}
