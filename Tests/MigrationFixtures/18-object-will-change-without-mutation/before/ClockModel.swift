import Combine
import Foundation

/// The formatter is a reference the class does not replace: changing its format mutates no
/// property of the class, so nothing is there for @Observable to track. Kept.
final class ClockModel: ObservableObject {
    @Published var now = Date()
    let formatter = DateFormatter()

    func use24HourClock() {
        formatter.dateFormat = "HH:mm"
        objectWillChange.send()
    }
}
