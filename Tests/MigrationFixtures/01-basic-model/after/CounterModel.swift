import Observation
import SwiftUI

/// Counts taps for the demo screen.
@Observable final class CounterModel {
    var count = 0
    var title: String = "Taps"

    func increment() {
        count += 1
    }
}

struct CounterView: View {
    @State private var model = CounterModel()

    var body: some View {
        VStack {
            Text(model.title)
            Text("\(model.count)")
            Button("Tap") { model.increment() }
        }
    }
}
