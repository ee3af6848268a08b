import SwiftUI

struct RootView: View {
    @EnvironmentObject var session: SessionStore

    var body: some View {
        if session.isSignedIn {
            Text("Hello, \(session.userName)")
        } else {
            SignInView()
        }
    }
}
