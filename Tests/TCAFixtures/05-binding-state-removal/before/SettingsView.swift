import ComposableArchitecture
import SwiftUI

struct SettingsView: View {
    let store: StoreOf<SettingsFeature>

    var body: some View {
        WithViewStore(store, observe: { $0 }) { viewStore in
            Form {
                TextField("Display name", text: viewStore.$displayName)
                Toggle("Notifications", isOn: viewStore.$notificationsEnabled)
                Picker("Theme", selection: viewStore.$theme) {
                    ForEach(Theme.allCases, id: \.self) { theme in
                        Text(theme.title)
                    }
                }
                Button("Save") { viewStore.send(.saveButtonTapped) }
                    .disabled(viewStore.isSaving)
            }
        }
    }
}
