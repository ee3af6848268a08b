import Combine
import Foundation

final class ReaderModel: ObservableObject {
    @Published var page = 0

    @available(*, deprecated, message: "Use page")
    var legacyPage = 0

    @MainActor
    var onFinish: (() -> Void)?

    nonisolated(unsafe) var readCount = 0
}
