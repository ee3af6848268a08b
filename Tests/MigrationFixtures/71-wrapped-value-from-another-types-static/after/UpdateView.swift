import SwiftUI

/// No type is written: the value's type comes from `AppDelegate.updater`, not from `AppDelegate`.
struct UpdateView: View {
    var updater = AppDelegate.updater

    var body: some View {
        Text(updater.updateAvailable ? "Update available" : "Up to date")
    }
}

struct UpdateSettings: View {
    @Bindable private var updater = AppDelegate.updater

    var body: some View {
        Toggle("Include betas", isOn: $updater.includeBetas)
    }
}
