import Foundation
import Combine

/// Holds the signed-in user and connectivity state for the whole app.
final class SessionStore: ObservableObject {
    static let shared = SessionStore()

    @Published private(set) var currentUser: User?
    @Published var isOnline = true {
        didSet {
            if !isOnline {
                pauseAllUploads()
            }
        }
    }
    @Published var pendingUploads: [UUID] = []

    private var pausedUploads: [UUID] = []
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
