import Combine

final class TimerModel: ObservableObject {
    @Published var seconds = 0
}

final class LapsModel: ObservableObject {
    @Published var laps: [Int] = []
}
