import SwiftUI
import Combine

// didSet keeps a derived property in sync with a pure computation: no I/O, no await.
final class DirectMessageModel: ObservableObject {
    @Published var events: [String] {
        didSet { isRequest = computeIsRequest() }
    }
    @Published private(set) var isRequest = true
    let ourKey: String

    init(events: [String], ourKey: String) {
        self.events = events
        self.ourKey = ourKey
    }

    private func computeIsRequest() -> Bool { !events.contains(ourKey) }
}
