import SwiftUI

struct DeckDetailView: View {
    @ObservedObject var deck: DeckModel
    @EnvironmentObject var settings: StudySettings

    var body: some View {
        Form {
            TextField("Title", text: $deck.title)
            Text("\(deck.cards.count) cards, \(settings.cardsPerSession) per session")
            NavigationLink("Study") {
                StudySessionView(deck: deck)
            }
            Button("Shuffle") { deck.reshuffle() }
        }
        .navigationTitle(deck.title)
    }
}
