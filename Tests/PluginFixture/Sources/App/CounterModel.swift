import SwiftUI

final class CounterModel: ObservableObject {
    @Published var count = 0
    func increment() { count += 1 }
}

struct CounterView: View {
    @StateObject private var model = CounterModel()
    var body: some View {
        Button("\(model.count)") { model.increment() }
    }
}
