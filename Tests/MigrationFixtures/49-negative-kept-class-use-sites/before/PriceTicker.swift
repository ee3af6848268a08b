import Combine
import Foundation

/// Fed by a Combine pipeline: kept as an ObservableObject.
final class PriceTicker: ObservableObject {
    @Published var price: Double = 0
    @Published var symbol = "AAPL"
    private var lastUpdate = Date()

    init(feed: AnyPublisher<Double, Never>) {
        feed.assign(to: &$price)
    }
}
