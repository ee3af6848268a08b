import SwiftUI

struct SignInView: View {
    @EnvironmentObject private var session: SessionStore

    var body: some View {
        VStack {
            TextField("Name", text: $session.userName)
            Button("Sign In") { session.signIn() }
        }
    }
}
