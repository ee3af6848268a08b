import SwiftUI

struct StudySessionView: View {
    @StateObject private var session: StudySession
    @EnvironmentObject var settings: StudySettings

    init(deck: DeckModel) {
        _session = StateObject(wrappedValue: StudySession(deck: deck))
    }

    var body: some View {
        VStack(spacing: 16) {
            if let card = session.currentCard {
                Text(session.isRevealed ? card.back : card.front)
                    .font(.largeTitle)
                if settings.showHints {
                    Text("Tap to reveal").font(.caption)
                }
                Toggle("Reveal", isOn: $session.isRevealed)
                HStack {
                    Button("Again") { session.answer(correct: false) }
                    Button("Good") { session.answer(correct: true) }
                }
            } else {
                Text("Done!")
            }
        }
        .onChange(of: session.index) { newIndex in
            print("card \(newIndex)")
        }
    }
}
