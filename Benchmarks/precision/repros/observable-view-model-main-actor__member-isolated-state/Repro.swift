import SwiftUI
import Combine

// The observed state is @MainActor already; the class is deliberately @unchecked Sendable.
final class ShortcutStore: ObservableObject, @unchecked Sendable {
    @MainActor @Published private(set) var shortcuts: [String] = []

    @MainActor func reload(_ names: [String]) { shortcuts = names }
}

struct ShortcutList: View {
    @ObservedObject var store: ShortcutStore
    var body: some View { List(store.shortcuts, id: \.self) { Text($0) } }
}
