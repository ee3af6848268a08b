import Combine
import Foundation

@MainActor
final class SessionStore: ObservableObject {
    @Published var userName = ""
    @Published private(set) var isSignedIn = false

    func signIn() {
        isSignedIn = !userName.isEmpty
    }
}
