import SwiftUI

struct StopwatchView: View {
    @StateObject private var timer = TimerModel()
    @StateObject var laps: LapsModel = LapsModel()
    @StateObject fileprivate var spare = TimerModel.init()

    var body: some View {
        VStack {
            Text("\(timer.seconds)")
            Text("\(laps.laps.count) laps")
            Text("\(spare.seconds)")
        }
    }
}

struct LapView: View {
    @StateObject
    private var laps = LapsModel()

    var body: some View {
        Text("\(laps.laps.count)")
    }
}
