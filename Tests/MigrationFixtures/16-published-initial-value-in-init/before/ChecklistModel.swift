import Combine
import Foundation

final class ChecklistModel: ObservableObject {
    @Published var items: [String]
    @Published private(set) var title: String
    @Published var isDone: Bool

    init(title: String, items: [String] = []) {
        _items = Published(initialValue: items)
        self._title = Published(wrappedValue: title)
        _isDone = .init(initialValue: false)
    }
}
