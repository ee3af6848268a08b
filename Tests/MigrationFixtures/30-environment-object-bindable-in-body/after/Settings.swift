import Observation
import SwiftUI

@Observable final class AppSettings {
    var showCompleted = true
    var accentName = "blue"
    var dailyGoal = 3
}

struct SettingsView: View {
    @Environment(AppSettings.self) var settings
    @State private var isAdvanced = false

    var body: some View {
        @Bindable var settings = settings
        Form {
            Toggle("Show completed", isOn: $settings.showCompleted)
            Stepper("Goal: \(settings.dailyGoal)", value: $settings.dailyGoal, in: 1...10)
            Toggle("Advanced", isOn: $isAdvanced)
        }
        .navigationTitle("Settings")
    }
}

struct AccentBadge: View {
    @Environment(AppSettings.self) var settings

    var body: some View {
        Text(settings.accentName)
    }
}
