import Foundation
import Combine
import Observation

/// Holds the signed-in user and connectivity state for the whole app.
@Observable final class SessionStore {
    static let shared = SessionStore()

    private(set) var currentUser: User?
    var isOnline = true {
        didSet {
            if !isOnline {
                pauseAllUploads()
            }
        }
    }
    var pendingUploads: [UUID] = []

    @ObservationIgnored private var pausedUploads: [UUID] = []
    let sessionStarted = Date()

    var isSignedIn: Bool {
        currentUser != nil
    }

    func signIn(name: String, email: String) {
        currentUser = User(id: UUID(), displayName: name, email: email)
    }

    func signOut() {
        currentUser = nil
        pendingUploads.removeAll()
        pausedUploads.removeAll()
    }

    func enqueueUpload(_ noteID: UUID) {
        if isOnline {
            pendingUploads.append(noteID)
        } else {
            pausedUploads.append(noteID)
        }
    }

    func resumeUploads() {
        pendingUploads.append(contentsOf: pausedUploads)
        pausedUploads.removeAll()
    }

    private func pauseAllUploads() {
        pausedUploads.append(contentsOf: pendingUploads)
        pendingUploads.removeAll()
    }
}
