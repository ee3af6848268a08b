import SwiftUI

struct SettingsView: View {
    @EnvironmentObject private var settings: StudySettings

    var body: some View {
        Form {
            Stepper("Cards per session: \(settings.cardsPerSession)", value: $settings.cardsPerSession, in: 5...100)
            Toggle("Show hints", isOn: $settings.showHints)
        }
        .navigationTitle("Settings")
    }
}
