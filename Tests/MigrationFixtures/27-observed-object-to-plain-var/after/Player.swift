import Observation
import SwiftUI

@Observable final class PlaybackModel {
    var isPlaying = false
    var title = ""

    func toggle() {
        isPlaying.toggle()
    }
}

struct PlayerScreen: View {
    @State private var playback = PlaybackModel()

    var body: some View {
        VStack {
            NowPlayingBar(playback: playback)
            PlayButton(playback: playback, size: 44)
        }
    }
}

struct NowPlayingBar: View {
    var playback: PlaybackModel

    var body: some View {
        Text(playback.title)
    }
}

struct PlayButton: View {
    var playback: PlaybackModel
    let size: Double

    var body: some View {
        Button(playback.isPlaying ? "Pause" : "Play") {
            playback.toggle()
        }
        .frame(width: size, height: size)
    }
}
