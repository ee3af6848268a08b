import SwiftUI

/// The iOS application delegate, handed to SwiftUI with @UIApplicationDelegateAdaptor: SwiftUI
/// puts it in the environment, where the views read it.
final class AppDelegate: UIResponder, UIApplicationDelegate, ObservableObject {
    @Published private(set) var deviceToken: String?
    @Published var isActive = false

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        application.registerForRemoteNotifications()
        return true
    }

    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        self.deviceToken = deviceToken.map { String(format: "%02x", $0) }.joined()
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        isActive = true
    }

    override var canBecomeFirstResponder: Bool {
        true
    }
}
