import SwiftUI

/// A value type that happens to be named like a view model.
struct SettingsModel {
    var showCompleted = true
    var sortKey = "date"
}

/// A plain reference type: not observable, nothing to migrate.
final class ViewModel {
    var count = 0
    private var cache: [String] = []
}

struct SettingsScreen: View {
    @State private var settings = SettingsModel()
    let viewModel = ViewModel()

    var body: some View {
        Toggle("Show completed", isOn: $settings.showCompleted)
    }
}
