import SwiftUI

struct LibraryScreen: View {
    @StateObject private var library = LibraryModel(queue: QueueModel(player: PlayerModel()))
    @StateObject private var profile = ProfileModel()

    var body: some View {
        List {
            Text(profile.name)
            ForEach(library.albums, id: \.self) { album in
                Button(album) { library.enqueue(album) }
            }
        }
        .overlay { QueueView(queue: library.queue) }
    }
}

struct QueueView: View {
    @ObservedObject var queue: QueueModel

    var body: some View {
        VStack {
            header
            PlayerBar(player: queue.player)
        }
    }

    private var header: some View {
        Text(queue.upNext ?? "Nothing queued")
    }
}

struct PlayerBar: View {
    @ObservedObject var player: PlayerModel

    var body: some View {
        Button(player.isPlaying ? "Pause" : "Play") { player.toggle() }
    }
}
