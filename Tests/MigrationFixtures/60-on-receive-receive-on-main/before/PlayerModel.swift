import Combine
import Foundation

final class PlayerModel: ObservableObject {
    @Published var position: Double = 0
    @Published var isPlaying = false
    @Published var track = "Intro"
    @Published var volume = 0.5
}

/// Lets `.receive(on: .main)` infer DispatchQueue.
extension Scheduler where Self == DispatchQueue {
    static var main: DispatchQueue { DispatchQueue.main }
}
