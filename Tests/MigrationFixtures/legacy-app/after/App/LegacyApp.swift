import SwiftUI

/// Entry point for Tasks & Notes.
///
/// Long-lived stores are created once here and handed to the view tree through
/// the environment so every screen sees the same instances.
@main
struct LegacyApp: App {
    @State private var notesStore = NotesStore()
    @State private var settings = SettingsModel()
    @State private var theme = ThemeModel()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environment(SessionStore.shared)
                .environment(notesStore)
                .environment(settings)
                .environment(theme)
        }
    }
}

/// Sample content used on first launch and in previews.
enum SampleData {
    static let notes: [Note] = [
        Note(title: "Groceries", body: "Milk, eggs, coffee beans", isPinned: true),
        Note(title: "Trip ideas", body: "Lisbon in May? Check flights."),
        Note(title: "Standup", body: "Demo the new editor; ask about sync backoff."),
    ]

    static let tasks: [TaskItem] = [
        TaskItem(title: "Renew passport", priority: .high),
        TaskItem(title: "Water the plants"),
        TaskItem(title: "Book dentist", isDone: true, priority: .low),
    ]

    static let decks: [Deck] = [
        Deck(title: "Spanish verbs", cards: [
            Card(front: "hablar", back: "to speak"),
            Card(front: "comer", back: "to eat"),
            Card(front: "vivir", back: "to live"),
        ]),
        Deck(title: "Capitals", cards: [
            Card(front: "Portugal", back: "Lisbon"),
            Card(front: "Canada", back: "Ottawa"),
        ]),
    ]
}
