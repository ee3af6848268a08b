import SwiftUI

struct SignInView: View {
    @Environment(SessionStore.self) private var session

    var body: some View {
        @Bindable var session = session
        VStack {
            TextField("Name", text: $session.userName)
            Button("Sign In") { session.signIn() }
        }
    }
}
