import SwiftUI

@main
struct FlashcardsApp: App {
    @StateObject private var library = LibraryStore()
    @StateObject private var settings = StudySettings()

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                LibraryView()
            }
            .environmentObject(library)
            .environmentObject(settings)
        }
    }
}
