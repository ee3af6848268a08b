import SwiftUI
import Combine

// Its only async method, the one that writes `favicons`, is @MainActor: nothing can race.
final class FaviconCache {
    private var favicons: [String: [URL]] = [:]

    @MainActor
    func lookup(_ domain: String) async -> [URL] {
        if let hit = favicons[domain] { return hit }
        let found = await Self.fetch(domain)
        favicons[domain] = found
        return found
    }
    nonisolated static func fetch(_ domain: String) async -> [URL] { [] }
}

@MainActor
final class ProfileViewModel: ObservableObject {
    @Published private(set) var icons: [URL] = []
    let cache = FaviconCache()
    func load() async { icons = await cache.lookup("example.com") }
}
