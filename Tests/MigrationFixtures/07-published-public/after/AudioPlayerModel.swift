import Combine
import Foundation
import Observation

@Observable public final class AudioPlayerModel {
    public var isPlaying = false
    public private(set) var position: TimeInterval = 0
    public internal(set) var duration: TimeInterval = 0
    internal var volume: Float = 1
    public let trackID: String

    public init(trackID: String) {
        self.trackID = trackID
    }

    public func seek(to time: TimeInterval) {
        position = min(time, duration)
    }
}
