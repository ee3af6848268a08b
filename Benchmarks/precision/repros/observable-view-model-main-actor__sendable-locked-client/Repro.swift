import SwiftUI
import Observation
import os

// A Sendable client whose mutable state sits behind a lock: meant to be used off the main actor.
@Observable
final class APIClient: Sendable {
    @ObservationIgnored private let critical = OSAllocatedUnfairLock<String?>(initialState: nil)
    let server: String

    init(server: String) { self.server = server }
    var token: String? { critical.withLock { $0 } }
    func set(token: String?) { critical.withLock { $0 = token } }
}

struct ServerLabel: View {
    @Environment(APIClient.self) private var client
    var body: some View { Text(client.server) }
}
