import Foundation

/// Small in-memory cache for note attachments, shared by the editor and sync screens.
final class ImageCache {
    static let shared = ImageCache()

    var storage: [URL: Data] = [:]
    private(set) var hits = 0
    private(set) var misses = 0
    private var insertionOrder: [URL] = []
    private let maxEntries = 50

    func data(for url: URL) async throws -> Data {
        if let cached = storage[url] {
            hits += 1
            return cached
        }
        misses += 1
        let data = try Data(contentsOf: url)
        insert(data, for: url)
        return data
    }

    func prefetch(_ urls: [URL]) async {
        for url in urls where storage[url] == nil {
            _ = try? await data(for: url)
        }
    }

    func removeAll() async {
        storage.removeAll()
        insertionOrder.removeAll()
    }

    private func insert(_ data: Data, for url: URL) {
        storage[url] = data
        insertionOrder.append(url)
        while insertionOrder.count > maxEntries {
            let evicted = insertionOrder.removeFirst()
            storage[evicted] = nil
        }
    }
}
