import SwiftUI

struct ClockView: View {
    @ObservedObject var clock: ClockModel

    var body: some View {
        Text(clock.now, style: .time)
            .onTapGesture { clock.tick() }
    }
}
