import Combine

extension ShelfModel: CustomStringConvertible {
    var description: String { "\(name) (\(count))" }
}
