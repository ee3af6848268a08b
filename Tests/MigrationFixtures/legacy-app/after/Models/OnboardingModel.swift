import Foundation
import Combine
import Observation

/// First-run walkthrough state. Converted to @Observable in an earlier, unfinished
/// migration: the ObservableObject conformance was kept so `OnboardingView` still compiles.
@Observable
final class OnboardingModel {
    var step = 0
    var hasFinished = false

    let pages = ["Capture tasks", "Write notes", "Sync everywhere"]

    var title: String { pages[min(step, pages.count - 1)] }

    func advance() {
        if step + 1 < pages.count {
            step += 1
        } else {
            hasFinished = true
        }
    }
}
