import SwiftUI

struct SettingsPanel: View {
    @ObservedObject var controller: SettingsController
    @ObservedObject var profile: ProfileController

    var body: some View {
        VStack {
            Toggle("Editing", isOn: $controller.isEditing)
            Text(profile.name)
        }
    }
}
