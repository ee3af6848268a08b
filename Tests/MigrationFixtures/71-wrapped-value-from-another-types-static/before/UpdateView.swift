import SwiftUI

/// No type is written: the value's type comes from `AppDelegate.updater`, not from `AppDelegate`.
struct UpdateView: View {
    @ObservedObject var updater = AppDelegate.updater

    var body: some View {
        Text(updater.updateAvailable ? "Update available" : "Up to date")
    }
}

struct UpdateSettings: View {
    @ObservedObject private var updater = AppDelegate.updater

    var body: some View {
        Toggle("Include betas", isOn: $updater.includeBetas)
    }
}
