import SwiftUI

@main
struct PushApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate

    var body: some Scene {
        WindowGroup {
            PushStatusView()
        }
    }
}

struct PushStatusView: View {
    @EnvironmentObject var appDelegate: AppDelegate

    var body: some View {
        VStack {
            Text(appDelegate.deviceToken ?? "Not registered")
            Text(appDelegate.isActive ? "Active" : "Inactive")
        }
    }
}
