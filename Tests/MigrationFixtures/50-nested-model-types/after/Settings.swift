import Combine
import Observation
import SwiftUI

enum Settings {
    /// Combine-driven: option B rewrites its pipeline.
    @Observable final class ViewModel {
        var username = "" {
            didSet { usernameChanged() }
        }
        private(set) var isValid = false

        init() {
            usernameChanged()
        }

        private func usernameChanged() {
            let newUsername = username
            let newUsername2 = !newUsername.isEmpty
            isValid = newUsername2
        }
    }
}

struct SettingsScreen: View {
    @State private var model = Settings.ViewModel()

    var body: some View {
        TextField("Username", text: $model.username)
            .environment(model)
    }
}
