import Foundation

// Synchronous, callback-based API: the detached task is the off-main offload and must complete.
func validate(_ event: Event, cache: EventCache, completion: @escaping @Sendable (Bool) -> Void) {
    if let known = cache.cached(event.id) { return completion(known) }
    Task.detached(priority: .medium) {
        let valid = event.verifySignature()
        DispatchQueue.main.async {
            cache.store(valid, for: event.id)
            completion(valid)
        }
    }
}

struct Event: Sendable { let id: String; func verifySignature() -> Bool { true } }
final class EventCache: @unchecked Sendable {
    private var results: [String: Bool] = [:]
    func cached(_ id: String) -> Bool? { results[id] }
    func store(_ valid: Bool, for id: String) { results[id] = valid }
}
