import Foundation
import Observation
import SwiftUI

@MainActor @Observable final class SessionModel {
    var user: String?
}

@MainActor
@Observable
final class InboxModel {
    var unread = 0
}

/// The player shared by every screen.
@Observable public final class PlayerModel {
    public var isPlaying = false

    public init() {}
}

@available(iOS 15.0, *)
@MainActor
@Observable
class DownloadsModel {
    var progress: Double = 0
}
