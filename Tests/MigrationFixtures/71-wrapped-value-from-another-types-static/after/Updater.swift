import Combine
import Foundation
import Observation

/// Held by the app delegate; views observe it through `AppDelegate.updater` (held-out Loop app).
@Observable final class Updater {
    var updateAvailable = false
    var includeBetas = false
}

final class AppDelegate: NSObject {
    static let updater = Updater()
}
