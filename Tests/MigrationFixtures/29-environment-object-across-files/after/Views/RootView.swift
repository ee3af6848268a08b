import SwiftUI

struct RootView: View {
    @Environment(SessionStore.self) var session

    var body: some View {
        if session.isSignedIn {
            Text("Hello, \(session.userName)")
        } else {
            SignInView()
        }
    }
}
