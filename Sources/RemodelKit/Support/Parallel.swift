import Foundation

/// Maps `items` on every core. Results keep the input order, so output never depends on scheduling.
func parallelMap<T: Sendable, R: Sendable>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] {
    if items.count < 2 { return items.map(transform) }
    let results = UnsafeResultBuffer<R>(count: items.count)
    items.withUnsafeBufferPointer { input in
        let base = UnsafeSendablePointer(pointer: input.baseAddress!)
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            results.store(transform(base.pointer[index]), at: index)
        }
    }
    return results.finish()
}

private struct UnsafeSendablePointer<T>: @unchecked Sendable {
    let pointer: UnsafePointer<T>
}

/// Each slot is written by exactly one iteration, so no lock is needed.
private final class UnsafeResultBuffer<R>: @unchecked Sendable {
    private let slots: UnsafeMutablePointer<R?>
    private let count: Int
    init(count: Int) {
        self.count = count
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil, count: count)
    }
    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }
    func store(_ value: R, at index: Int) { slots[index] = value }
    func finish() -> [R] { (0..<count).map { slots[$0]! } }
}

/// A value computed once, on first use, from any thread.
final class LazyBox<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value?
    private let make: @Sendable () -> Value
    init(_ make: @escaping @Sendable () -> Value) { self.make = make }
    var wrapped: Value {
        lock.lock()
        defer { lock.unlock() }
        if let value { return value }
        let made = make()
        value = made
        return made
    }
}
