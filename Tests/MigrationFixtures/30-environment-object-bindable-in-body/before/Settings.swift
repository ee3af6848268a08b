import SwiftUI

final class AppSettings: ObservableObject {
    @Published var showCompleted = true
    @Published var accentName = "blue"
    @Published var dailyGoal = 3
}

struct SettingsView: View {
    @EnvironmentObject var settings: AppSettings
    @State private var isAdvanced = false

    var body: some View {
        Form {
            Toggle("Show completed", isOn: $settings.showCompleted)
            Stepper("Goal: \(settings.dailyGoal)", value: $settings.dailyGoal, in: 1...10)
            Toggle("Advanced", isOn: $isAdvanced)
        }
        .navigationTitle("Settings")
    }
}

struct AccentBadge: View {
    @EnvironmentObject var settings: AppSettings

    var body: some View {
        Text(settings.accentName)
    }
}
