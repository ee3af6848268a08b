import SwiftUI

struct SettingsView: View {
    @Environment(StudySettings.self) private var settings

    var body: some View {
        @Bindable var settings = settings
        Form {
            Stepper("Cards per session: \(settings.cardsPerSession)", value: $settings.cardsPerSession, in: 5...100)
            Toggle("Show hints", isOn: $settings.showHints)
        }
        .navigationTitle("Settings")
    }
}
