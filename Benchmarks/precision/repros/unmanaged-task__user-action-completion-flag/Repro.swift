import SwiftUI
import Combine

// The user changed a setting: the request must finish; the writes only report its outcome.
@MainActor
final class NotificationSettingsViewModel: ObservableObject {
    @Published private(set) var pendingMode: String?
    @Published private(set) var errorMessage: String?
    let service = NotificationSettingsService()

    func setMode(_ mode: String) {
        pendingMode = mode
        Task {
            do { try await service.setMode(mode) } catch { errorMessage = "Could not change the setting." }
            pendingMode = nil
        }
    }
}

actor NotificationSettingsService { func setMode(_ mode: String) async throws {} }
