import SwiftUI
import Observation

@MainActor
@Observable
final class UnreadObserver {
    var pendingCount = 0
    var pending: [String] = [] {
        didSet {
            withAnimation(.default) { pendingCount = pending.count }
        }
    }
}
