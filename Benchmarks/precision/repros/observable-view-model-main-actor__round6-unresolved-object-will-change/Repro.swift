import Combine
import SwiftUI

// An API client that publishes nothing, kept alive with @StateObject. Another file's
// `x.objectWillChange` on a receiver Remodel cannot tell made every class count as publishing.
// Seen in winston models/ThemeStore/themeStore.swift:10.
class ThemeStoreAPI: ObservableObject {
    static let baseURL = "https://example.com"
    func fetch() async throws -> Data { Data() }
}

struct StoreView: View {
    @StateObject private var api = ThemeStoreAPI()
    var body: some View { Text("Store") }
}

func relay(into cancellables: inout Set<AnyCancellable>) {
    unknownThing.objectWillChange.send()
}
