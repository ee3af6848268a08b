import Combine
import Foundation

extension Array {
    func chunked(into size: Int) -> [[Element]] { stride(from: 0, to: count, by: size).map { Array(self[$0..<Swift.min($0 + size, count)]) } }
}

final class FavoritesModel: ObservableObject {
    @Published var favorites: [Int] = [] {
        didSet {
            var favorites = self.favorites.map { $0 }
            (0 ..< 3).forEach { _ in
                favorites.append(0)
            }
            models = favorites
        }
    }
    @Published var models: [Int] = [] {
        didSet { updateVisibleModels() }
    }
    @Published var models2: [Int] = [] {
        didSet { updateVisibleModels2() }
    }
    @Published var models3: [Int] = [] {
        didSet { updateVisibleModels3() }
    }
    @Published private(set) var visibleModels: [Int] = []
    @Published private(set) var rows: [[Int]] = []
    var showAll = true

    private func updateVisibleModels() {
        if #available(macOS 12.0, *) {
            visibleModels = showAll ? models : Array(models.prefix(4))
        } else {
            rows = models.chunked(into: 4)
        }
    }
    private func updateVisibleModels2() {
        visibleModels = showAll ? models : Array(models.prefix(4))
    }
    private func updateVisibleModels3() {
        rows = models.chunked(into: 4)
    }
}
