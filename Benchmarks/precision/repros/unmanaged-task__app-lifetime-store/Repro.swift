import SwiftUI
import Combine

// Owned by the App for the whole process: there is no screen whose disappearance should cancel it.
@MainActor
final class ContentStore: ObservableObject {
    @Published private(set) var groups: [String] = []

    init() {
        Task { groups = await Self.loadConfiguration() }
    }

    static func loadConfiguration() async -> [String] { [] }
}

@main
struct CowboyApp: App {
    @StateObject private var store = ContentStore()
    var body: some Scene { WindowGroup { GroupsView().environmentObject(store) } }
}

struct GroupsView: View {
    @EnvironmentObject var store: ContentStore
    var body: some View { List(store.groups, id: \.self) { Text($0) } }
}
