import Combine
import Foundation
import Observation

@Observable final class PlayerModel {
    var position: Double = 0
    var isPlaying = false
    var track = "Intro"
    var volume = 0.5
}

/// Lets `.receive(on: .main)` infer DispatchQueue.
extension Scheduler where Self == DispatchQueue {
    static var main: DispatchQueue { DispatchQueue.main }
}
