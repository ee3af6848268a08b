import Combine
import Observation

@Observable final class TimerModel {
    var seconds = 0
}

@Observable final class LapsModel {
    var laps: [Int] = []
}
