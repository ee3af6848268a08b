import SwiftUI

struct LibraryView: View {
    @Environment(LibraryStore.self) var library
    @State private var search = DeckSearch()
    @State private var newDeckTitle = ""

    var body: some View {
        List {
            TextField("Search decks", text: $search.query)
            ForEach(library.decks) { deck in
                NavigationLink(deck.title) {
                    DeckDetailView(deck: deck)
                }
            }
            .onDelete { library.delete(at: $0) }
            HStack {
                TextField("New deck", text: $newDeckTitle)
                Button("Add") { library.addDeck(named: newDeckTitle) }
            }
        }
        .navigationTitle("Library")
        .onChange(of: library.decks.count) {
            newDeckTitle = ""
        }
        .toolbar {
            NavigationLink("Settings") { SettingsView() }
        }
    }
}
