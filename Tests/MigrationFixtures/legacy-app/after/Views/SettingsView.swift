import SwiftUI

/// Preferences, appearance and account controls.
struct SettingsView: View {
    @Environment(SettingsModel.self) var settings
    @Environment(SessionStore.self) var session
    @Environment(ThemeModel.self) private var theme

    var body: some View {
        @Bindable var settings = settings
        @Bindable var session = session
        @Bindable var theme = theme
        Form {
            Section("Tasks") {
                Toggle("Show completed", isOn: $settings.showCompleted)
                Toggle("Sort A–Z", isOn: $settings.sortAscending)
                Picker("Default priority", selection: $settings.defaultPriority) {
                    ForEach(Priority.allCases) { priority in
                        Text(priority.label).tag(priority)
                    }
                }
            }
            Section("Reminders") {
                Toggle("Daily reminder", isOn: $settings.reminderEnabled)
                Stepper("At \(settings.reminderHour):00", value: $settings.reminderHour, in: 6...22)
                    .disabled(!settings.reminderEnabled)
            }
            Section("Appearance") {
                Toggle("Large text", isOn: $theme.usesLargeText)
                Button("Reset appearance") { theme.reset() }
            }
            Section("Account") {
                Toggle("Online", isOn: $session.isOnline)
                if session.isSignedIn {
                    Button("Sign Out", role: .destructive) { session.signOut() }
                } else {
                    TextField("Display name", text: $settings.displayName)
                    Button("Sign In") {
                        session.signIn(name: settings.displayName, email: "me@example.com")
                    }
                }
            }
            Section {
                Button("Reset to Defaults") { settings.resetToDefaults() }
            }
        }
        .navigationTitle("Settings")
    }
}
