import SwiftUI

final class ProfileStore: ObservableObject {
    @Published var displayName = ""
    @Published var bio = ""
    @Published var isPublic = false
}

struct ProfileView: View {
    @EnvironmentObject var profile: ProfileStore

    var body: some View {
        VStack {
            Text(profile.displayName)
            editor
        }
    }

    @ViewBuilder
    private var editor: some View {
        TextField("Name", text: $profile.displayName)
        TextEditor(text: $profile.bio)
    }

    private func privacyToggle() -> some View {
        Toggle("Public", isOn: $profile.isPublic)
            .padding()
    }
}
