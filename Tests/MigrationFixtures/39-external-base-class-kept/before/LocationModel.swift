import Combine
import Foundation

/// Wraps a delegate-based system API, hence the NSObject base class.
final class LocationModel: NSObject, ObservableObject {
    @Published var city = "Unknown"
    @Published var isAuthorized = false

    func didUpdate(city: String) {
        self.city = city
    }
}
