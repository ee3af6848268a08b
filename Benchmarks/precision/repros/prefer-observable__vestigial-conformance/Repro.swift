import SwiftUI
import Combine

// No @Published, no objectWillChange, no view observes it: the conformance is vestigial.
final class ZapsModel: ObservableObject {
    let target: String
    private var listener: Task<Void, Never>?

    init(target: String) { self.target = target }
    func subscribe() { listener?.cancel(); listener = Task { await Self.stream() } }
    func unsubscribe() { listener?.cancel() }
    static func stream() async {}
}

struct ZapsView: View {
    let model: ZapsModel
    var body: some View {
        Text(model.target).onAppear { model.subscribe() }.onDisappear { model.unsubscribe() }
    }
}
