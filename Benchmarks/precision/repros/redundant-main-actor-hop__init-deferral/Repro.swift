import SwiftUI
import Combine

// The owner assigns `state` right after init; the hop defers filtering until then.
@MainActor
final class HomeModel: ObservableObject {
    @Published private(set) var visible: [String] = []
    var state = AppState() { didSet { filterEvents() } }

    init() {
        DispatchQueue.main.async {
            self.filterEvents()
        }
    }

    func filterEvents() { visible = state.events.filter { !state.muted.contains($0) } }
}

struct AppState { var events: [String] = []; var muted: Set<String> = [] }
