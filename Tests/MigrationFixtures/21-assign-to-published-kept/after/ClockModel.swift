import Combine
import Foundation

final class ClockModel: ObservableObject {
    @Published var now = Date()
    @Published var ticks = 0

    init(ticker: AnyPublisher<Date, Never>) {
        ticker.assign(to: &$now)
    }

    func tick() {
        ticks += 1
    }
}
