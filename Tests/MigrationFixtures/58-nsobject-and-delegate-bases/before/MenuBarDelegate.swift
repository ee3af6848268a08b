import SwiftUI

/// The macOS application delegate: NSObject first, then the delegate protocol.
final class MenuBarDelegate: NSObject, NSApplicationDelegate, ObservableObject {
    @Published var isActive = false
    @Published var launchCount = 0

    func applicationDidFinishLaunching(_ notification: Notification) {
        launchCount += 1
    }

    func applicationDidBecomeActive(_ notification: Notification) {
        isActive = true
    }

    func applicationDidResignActive(_ notification: Notification) {
        isActive = false
    }

    func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool {
        false
    }
}

struct MenuBarStatus: View {
    @ObservedObject var delegate: MenuBarDelegate

    var body: some View {
        Text(delegate.isActive ? "Active" : "Inactive")
    }
}
