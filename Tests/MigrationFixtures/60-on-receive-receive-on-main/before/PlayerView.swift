import Combine
import SwiftUI

struct PlayerView: View {
    @ObservedObject var player: PlayerModel
    @State private var elapsed = ""
    @State private var toggles = 0
    @State private var history: [String] = []
    @State private var level = 0.0

    var body: some View {
        Text(elapsed)
            .onReceive(player.$position.receive(on: DispatchQueue.main)) { position in
                elapsed = String(format: "%.0f s", position)
            }
            .onReceive(player.$isPlaying.receive(on: RunLoop.main)) { _ in
                toggles += 1
            }
            .onReceive(player.$track.receive(on: .main), perform: { track in history.append(track) })
            .onReceive(player.$volume) { level = $0 }
    }
}
