import Combine
import Foundation
import Observation

/// Wraps a delegate-based system API, hence the NSObject base class.
@Observable final class LocationModel: NSObject {
    var city = "Unknown"
    private(set) var isAuthorized = false
    /// The compass overlay observes it with key-value observing.
    @ObservationIgnored @objc dynamic var heading: Double = 0
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
