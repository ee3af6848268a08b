import SwiftUI

struct SettingsView: View {
    @ObservedObject var settings: Settings
    @EnvironmentObject var preferences: Preferences

    var body: some View {
        Form {
            Toggle("Show icon", isOn: $settings.showIcon)
            TextField("Icon", text: $settings.iconName)
            Text(preferences.theme)
        }
    }
}
