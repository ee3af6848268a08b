import Observation

/// Counts seconds while running.
@MainActor @Observable final class TimerModel {
    var seconds = 0
    var isRunning = false

    func tick() {
        if isRunning { seconds += 1 }
    }
}
