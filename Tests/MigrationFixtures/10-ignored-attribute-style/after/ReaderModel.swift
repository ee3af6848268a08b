import Combine
import Foundation
import Observation

@Observable final class ReaderModel {
    var page = 0

    @ObservationIgnored
    @available(*, deprecated, message: "Use page")
    var legacyPage = 0

    @ObservationIgnored
    @MainActor
    var onFinish: (() -> Void)?

    @ObservationIgnored nonisolated(unsafe) var readCount = 0
}
