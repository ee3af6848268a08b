import AppKit
import Observation
import SwiftUI

// SwiftUI puts an @Observable app delegate installed with @NSApplicationDelegateAdaptor
// (or @UIApplicationDelegateAdaptor) into the environment itself, so @Environment(AppDelegate.self)
// resolves without any .environment(_:) call and does not trap.
// Seen in Cork Cork/Views/Services/Homebrew Services View.swift:19.
@Observable
final class AppDelegate: NSObject, NSApplicationDelegate {
    var isUpdatingHomebrew = false
}

@main
struct CorkApp: App {
    @NSApplicationDelegateAdaptor(AppDelegate.self) var appDelegate: AppDelegate
    var body: some Scene { WindowGroup { ServicesView() } }
}

struct ServicesView: View {
    @Environment(AppDelegate.self) var appDelegate: AppDelegate
    var body: some View { Text(appDelegate.isUpdatingHomebrew ? "Updating" : "Idle") }
}
