import Combine
import SwiftUI

// iOS 15 app (project-bwa.yml, read by XcodeGen with --spec): @Observable does not exist there,
// so "migrate it to @Observable" cannot be acted on. Seen in bitwarden/authenticator-ios
// (TOTPCountdownTimer, Store); the same unknown deployment target also let
// published-projection and deprecated-on-change fire.
final class CountdownTimer: ObservableObject {
    @Published var displayTime: String?
    private var timer: Timer?

    init() {
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            self?.displayTime = "\(Int(Date().timeIntervalSince1970) % 30)"
        }
    }
}

struct CountdownView: View {
    @StateObject private var timer = CountdownTimer()
    var body: some View { Text(timer.displayTime ?? "") }
}
