import Combine
import SwiftUI

enum Settings {
    /// Combine-driven: option B rewrites its pipeline.
    final class ViewModel: ObservableObject {
        @Published var username = ""
        @Published private(set) var isValid = false

        init() {
            $username.map { !$0.isEmpty }.assign(to: &$isValid)
        }
    }
}

struct SettingsScreen: View {
    @StateObject private var model = Settings.ViewModel()

    var body: some View {
        TextField("Username", text: $model.username)
            .environmentObject(model)
    }
}
