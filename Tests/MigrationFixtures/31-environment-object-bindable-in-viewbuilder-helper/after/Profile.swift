import Observation
import SwiftUI

@Observable final class ProfileStore {
    var displayName = ""
    var bio = ""
    var isPublic = false
}

struct ProfileView: View {
    @Environment(ProfileStore.self) var profile

    var body: some View {
        VStack {
            Text(profile.displayName)
            editor
        }
    }

    @ViewBuilder
    private var editor: some View {
        @Bindable var profile = profile
        TextField("Name", text: $profile.displayName)
        TextEditor(text: $profile.bio)
    }

    private func privacyToggle() -> some View {
        @Bindable var profile = profile
        return Toggle("Public", isOn: $profile.isPublic)
            .padding()
    }
}
