import SwiftUI

@main
struct FlashcardsApp: App {
    @State private var library = LibraryStore()
    @State private var settings = StudySettings()

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                LibraryView()
            }
            .environment(library)
            .environment(settings)
        }
    }
}
