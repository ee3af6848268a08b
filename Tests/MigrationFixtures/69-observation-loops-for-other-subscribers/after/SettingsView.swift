import SwiftUI

struct SettingsView: View {
    @Bindable var settings: Settings
    @Environment(Preferences.self) var preferences

    var body: some View {
        Form {
            Toggle("Show icon", isOn: $settings.showIcon)
            TextField("Icon", text: $settings.iconName)
            Text(preferences.theme)
        }
    }
}
