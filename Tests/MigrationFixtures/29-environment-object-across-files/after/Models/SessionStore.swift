import Combine
import Foundation
import Observation

@MainActor
@Observable
final class SessionStore {
    var userName = ""
    private(set) var isSignedIn = false

    func signIn() {
        isSignedIn = !userName.isEmpty
    }
}
