import Foundation
import SwiftUI

@MainActor final class SessionModel: ObservableObject {
    @Published var user: String?
}

@MainActor
final class InboxModel: ObservableObject {
    @Published var unread = 0
}

/// The player shared by every screen.
public final class PlayerModel: ObservableObject {
    @Published public var isPlaying = false

    public init() {}
}

@available(iOS 15.0, *)
@MainActor
class DownloadsModel: ObservableObject {
    @Published var progress: Double = 0
}
