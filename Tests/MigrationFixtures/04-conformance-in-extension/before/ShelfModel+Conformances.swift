import Combine

extension ShelfModel: ObservableObject, CustomStringConvertible {
    var description: String { "\(name) (\(count))" }
}
