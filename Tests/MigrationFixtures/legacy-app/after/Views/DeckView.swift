import SwiftUI

/// Lists the user's flash-card decks.
struct DeckListView: View {
    @State private var decks: [Deck] = SampleData.decks
    @State private var selected: Deck?

    var body: some View {
        List {
            ForEach(decks) { deck in
                Button {
                    selected = deck
                } label: {
                    HStack {
                        Text(deck.title)
                        Spacer()
                        if deck == selected {
                            Image(systemName: "checkmark")
                        }
                    }
                }
            }
        }
        .navigationTitle("Flash Cards")
        .sheet(item: $selected) { deck in
            DeckView(deck: deck)
        }
    }
}

/// Studies a single deck.
struct DeckView: View {
    var deck: Deck
    @State private var showingBack = false

    var body: some View {
        VStack(spacing: 24) {
            Text(deck.title)
                .font(.title)
            if let card = deck.currentCard {
                Text(showingBack ? card.back : card.front)
                    .font(.largeTitle)
                    .padding()
                    .onTapGesture { showingBack.toggle() }
                Text("Seen \(deck.timesShown(card)) times")
                    .font(.footnote)
                ProgressView(value: deck.progress)
            } else {
                Text("This deck is empty.")
                    .foregroundStyle(.secondary)
            }
            HStack {
                Button("Shuffle") { deck.shuffle() }
                Spacer()
                Button("Next") {
                    showingBack = false
                    deck.advance()
                }
            }
            .padding(.horizontal)
        }
        .padding()
    }
}
