import SwiftUI

struct StopwatchView: View {
    @State private var timer = TimerModel()
    @State var laps: LapsModel = LapsModel()
    @State fileprivate var spare = TimerModel.init()

    var body: some View {
        VStack {
            Text("\(timer.seconds)")
            Text("\(laps.laps.count) laps")
            Text("\(spare.seconds)")
        }
    }
}

struct LapView: View {
    @State
    private var laps = LapsModel()

    var body: some View {
        Text("\(laps.laps.count)")
    }
}
