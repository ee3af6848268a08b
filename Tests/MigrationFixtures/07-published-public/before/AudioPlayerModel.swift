import Combine
import Foundation

public final class AudioPlayerModel: ObservableObject {
    @Published public var isPlaying = false
    @Published public private(set) var position: TimeInterval = 0
    @Published public internal(set) var duration: TimeInterval = 0
    @Published internal var volume: Float = 1
    public let trackID: String

    public init(trackID: String) {
        self.trackID = trackID
    }

    public func seek(to time: TimeInterval) {
        position = min(time, duration)
    }
}
