import Combine
import Foundation

/// Wraps a delegate-based system API, hence the NSObject base class.
final class LocationModel: NSObject, ObservableObject {
    @Published var city = "Unknown"
    @Published private(set) var isAuthorized = false
    /// The compass overlay observes it with key-value observing.
    @objc dynamic var heading: Double = 0
    private var updateCount = 0

    override init() {
        super.init()
    }

    @objc func didUpdate(city: String) {
        self.city = city
        updateCount += 1
    }

    override var description: String {
        "LocationModel(\(city), \(updateCount) updates)"
    }
}
