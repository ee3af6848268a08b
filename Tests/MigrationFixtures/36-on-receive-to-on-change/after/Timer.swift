import Observation
import SwiftUI

@Observable final class WorkoutModel {
    var heartRate = 0
    var isPaused = false
    var calories: Double = 0
}

struct WorkoutView: View {
    var workout: WorkoutModel
    @State private var peak = 0
    @State private var pauseCount = 0
    @State private var history: [Double] = []

    var body: some View {
        Text("\(workout.heartRate) bpm, peak \(peak)")
            .onChange(of: workout.heartRate, initial: true) { _, rate in
                peak = max(peak, rate)
            }
            .onChange(of: workout.isPaused, initial: true) {
                pauseCount += 1
            }
            .onChange(of: workout.calories, initial: true) { _, value in history.append(value) }
    }
}
