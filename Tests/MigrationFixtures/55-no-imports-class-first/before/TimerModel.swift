/// Counts seconds while running.
@MainActor final class TimerModel: ObservableObject {
    @Published var seconds = 0
    @Published var isRunning = false

    func tick() {
        if isRunning { seconds += 1 }
    }
}
