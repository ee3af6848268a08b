import ComposableArchitecture
import SwiftUI

struct SettingsView: View {
    @Bindable var store: StoreOf<SettingsFeature>

    var body: some View {
        Form {
            TextField("Display name", text: $store.displayName)
            Toggle("Notifications", isOn: $store.notificationsEnabled)
            Picker("Theme", selection: $store.theme) {
                ForEach(Theme.allCases, id: \.self) { theme in
                    Text(theme.title)
                }
            }
            Button("Save") { store.send(.saveButtonTapped) }
                .disabled(store.isSaving)
        }
    }
}
