import Combine
import SwiftUI

struct PlayerView: View {
    var player: PlayerModel
    @State private var elapsed = ""
    @State private var toggles = 0
    @State private var history: [String] = []
    @State private var level = 0.0

    var body: some View {
        Text(elapsed)
            .onChange(of: player.position, initial: true) { _, position in
                elapsed = String(format: "%.0f s", position)
            }
            .onChange(of: player.isPlaying, initial: true) {
                toggles += 1
            }
            .onChange(of: player.track, initial: true, { _, track in history.append(track) })
            .onChange(of: player.volume, initial: true) { level = $1 }
    }
}
