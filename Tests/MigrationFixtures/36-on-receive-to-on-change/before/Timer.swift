import SwiftUI

final class WorkoutModel: ObservableObject {
    @Published var heartRate = 0
    @Published var isPaused = false
    @Published var calories: Double = 0
}

struct WorkoutView: View {
    @ObservedObject var workout: WorkoutModel
    @State private var peak = 0
    @State private var pauseCount = 0
    @State private var history: [Double] = []

    var body: some View {
        Text("\(workout.heartRate) bpm, peak \(peak)")
            .onReceive(workout.$heartRate) { rate in
                peak = max(peak, rate)
            }
            .onReceive(workout.$isPaused) { _ in
                pauseCount += 1
            }
            .onReceive(workout.$calories) { value in history.append(value) }
    }
}
