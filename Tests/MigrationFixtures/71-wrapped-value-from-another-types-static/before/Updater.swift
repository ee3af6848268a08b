import Combine
import Foundation

/// Held by the app delegate; views observe it through `AppDelegate.updater` (held-out Loop app).
final class Updater: ObservableObject {
    @Published var updateAvailable = false
    @Published var includeBetas = false
}

final class AppDelegate: NSObject {
    static let updater = Updater()
}
