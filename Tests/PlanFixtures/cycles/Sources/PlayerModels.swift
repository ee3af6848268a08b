import SwiftUI

/// Plays tracks; knows the queue it plays from (weak back-reference: a cycle with QueueModel).
final class PlayerModel: ObservableObject {
    @Published var isPlaying = false
    @Published var position: Double = 0
    weak var queue: QueueModel?

    func toggle() {
        isPlaying.toggle()
    }
}

/// The play queue; owns the player.
final class QueueModel: ObservableObject {
    @Published var items: [String] = []
    @Published var shuffle = false
    let player: PlayerModel

    init(player: PlayerModel) {
        self.player = player
        player.queue = self
    }

    var upNext: String? { items.first }
}

/// Depends on the cycle from outside: migrates after it.
final class LibraryModel: ObservableObject {
    @Published var albums: [String] = []
    @Published var isRefreshing = false
    let queue: QueueModel

    init(queue: QueueModel) {
        self.queue = queue
    }

    func enqueue(_ album: String) {
        queue.items.append(album)
    }
}

/// A leaf.
final class ProfileModel: ObservableObject {
    @Published var name = ""
    @Published var avatarURL: URL?
}
