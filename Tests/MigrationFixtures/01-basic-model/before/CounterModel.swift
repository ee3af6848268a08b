import SwiftUI

/// Counts taps for the demo screen.
final class CounterModel: ObservableObject {
    @Published var count = 0
    @Published var title: String = "Taps"

    func increment() {
        count += 1
    }
}

struct CounterView: View {
    @StateObject private var model = CounterModel()

    var body: some View {
        VStack {
            Text(model.title)
            Text("\(model.count)")
            Button("Tap") { model.increment() }
        }
    }
}
