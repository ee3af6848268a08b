import Combine
import Observation

/// Converted to @Observable in an earlier, unfinished migration: the ObservableObject
/// conformance was kept so the view's @StateObject still compiles.
@Observable
final class WizardModel: ObservableObject {
    var step = 0
    var hasFinished = false
    @ObservationIgnored private var visits = 0
    let pages = ["Welcome", "Sync", "Done"]

    func advance() {
        visits += 1
        if step + 1 < pages.count {
            step += 1
        } else {
            hasFinished = true
        }
    }
}
