import SwiftUI

final class PlaybackModel: ObservableObject {
    @Published var isPlaying = false
    @Published var title = ""

    func toggle() {
        isPlaying.toggle()
    }
}

struct PlayerScreen: View {
    @StateObject private var playback = PlaybackModel()

    var body: some View {
        VStack {
            NowPlayingBar(playback: playback)
            PlayButton(playback: playback, size: 44)
        }
    }
}

struct NowPlayingBar: View {
    @ObservedObject var playback: PlaybackModel

    var body: some View {
        Text(playback.title)
    }
}

struct PlayButton: View {
    @ObservedObject
    var playback: PlaybackModel
    let size: Double

    var body: some View {
        Button(playback.isPlaying ? "Pause" : "Play") {
            playback.toggle()
        }
        .frame(width: size, height: size)
    }
}
