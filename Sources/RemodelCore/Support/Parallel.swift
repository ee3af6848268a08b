import Foundation

/// Stack size of Remodel's worker threads. swift-syntax parses and visits recursively, so a deeply
/// nested (or hostile) file needs far more than a dispatch worker's 512 KiB; the pages are only
/// reserved, not committed, until used.
package let workerStackSize = 256 << 20

/// Maps `items` on every core, on threads with large stacks. Results keep the input order, so
/// output never depends on scheduling.
package func parallelMap<T: Sendable, R: Sendable>(_ items: [T], _ transform: @escaping @Sendable (T) -> R) -> [R] {
    parallelMap(items, budget: nil, onTimeout: { _ in fatalError("no budget") }, transform)
}

/// Like `parallelMap`, but an item whose transform uses more than `budget` seconds of its worker's
/// CPU time (`ThreadCPUClock`, so a busy machine does not skip files) gets `onTimeout(item)` instead and a fresh worker takes over the remaining items. The late worker is
/// abandoned (a transform cannot be interrupted); its result is dropped when it finishes.
package func parallelMap<T: Sendable, R: Sendable>(
    _ items: [T], budget: Double?, onTimeout: @escaping @Sendable (T) -> R, _ transform: @escaping @Sendable (T) -> R
) -> [R] {
    if items.isEmpty { return [] }
    // Reads on the workers count for the caller's `ReadTracking` scope.
    var transform = transform
    if let scope = ReadTracking.scope {
        let work = transform
        transform = { item in ReadTracking.recording(in: scope) { work(item) } }
    }
    let state = WorkState<T, R>(items: items, transform: transform, timed: budget != nil)
    let workers = defaultWorkerCount(for: items.count)
    for _ in 0..<workers { state.startWorker() }
    state.wait(budget: budget, onTimeout: onTimeout)
    return state.results()
}

/// One worker per core, never more than there are items.
private func defaultWorkerCount(for items: Int) -> Int {
    min(items, max(1, ProcessInfo.processInfo.activeProcessorCount))
}

/// A `parallelMap` begun on one worker, for work that can start while the caller does something
/// else (an incremental lint checks the changed files while it decides which others to check):
/// `finish()` puts every core on what is left and returns the results in the input order.
package final class ParallelMapAhead<T: Sendable, R: Sendable>: Sendable {
    private let state: WorkState<T, R>?
    private let count: Int

    package init(_ items: [T], _ transform: @escaping @Sendable (T) -> R) {
        count = items.count
        state = items.isEmpty ? nil : WorkState(items: items, transform: transform, timed: false)
        state?.startWorker()
    }

    /// Call once.
    package func finish() -> [R] {
        guard let state else { return [] }
        let workers = defaultWorkerCount(for: count)
        for _ in 1..<workers { state.startWorker() }
        state.wait(budget: nil, onTimeout: { _ in fatalError("no budget") })
        return state.results()
    }
}

/// A value computed on its own thread (with a worker's large stack) from the moment it is made,
/// while the caller goes on; `value` waits for it.
package final class BackgroundValue<Value: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var result: Value?

    package init(_ make: @escaping @Sendable () -> Value) {
        let thread = Thread { [self] in
            let made = make()
            condition.lock()
            result = made
            condition.broadcast()
            condition.unlock()
        }
        thread.stackSize = workerStackSize
        thread.start()
    }

    package var value: Value {
        condition.lock()
        defer { condition.unlock() }
        while result == nil { condition.wait() }
        return result!
    }
}

/// The shared state of one `parallelMap`: the next item, the results, and what each worker is on.
private final class WorkState<T: Sendable, R: Sendable>: @unchecked Sendable {
    private let items: [T]
    private let transform: @Sendable (T) -> R
    private let condition = NSCondition()
    private var next = 0
    private var slots: [R?]
    private var filled = 0
    /// Worker id → (item index, its thread's CPU clock, the clock's reading at the start) while it
    /// works on an item.
    private var current: [Int: (index: Int, clock: ThreadCPUClock, start: UInt64)] = [:]
    private var abandoned = Set<Int>()
    private var workerCount = 0
    /// Items a worker takes at a time: one when each is timed against a budget; else a few, so
    /// the lock and the wake-ups are not paid per item (tens of thousands of small ones).
    private let batch: Int
    private let timed: Bool

    init(items: [T], transform: @escaping @Sendable (T) -> R, timed: Bool) {
        self.items = items
        self.transform = transform
        self.slots = Array(repeating: nil, count: items.count)
        self.timed = timed
        self.batch = timed ? 1 : max(1, min(16, items.count / (ProcessInfo.processInfo.activeProcessorCount * 64)))
    }

    func startWorker() {
        condition.lock()
        let id = workerCount
        workerCount += 1
        condition.unlock()
        let thread = Thread { [self] in self.work(id) }
        thread.stackSize = workerStackSize
        thread.start()
    }

    private func work(_ id: Int) {
        guard timed else { return workInBatches() }
        let clock = ThreadCPUClock.current()
        while true {
            condition.lock()
            guard !abandoned.contains(id), next < items.count else {
                current[id] = nil
                condition.unlock()
                return
            }
            let index = next
            next += 1
            current[id] = (index, clock, clock.nanoseconds())
            condition.unlock()

            let result = transform(items[index])

            condition.lock()
            current[id] = nil
            if slots[index] == nil {
                slots[index] = result
                filled += 1
                if filled == items.count { condition.broadcast() }
            }
            let stop = abandoned.contains(id)
            condition.unlock()
            if stop { return }
        }
    }

    /// `work` without a budget: nothing is timed or abandoned, and `batch` items are taken at a time.
    private func workInBatches() {
        var results: [R] = []
        results.reserveCapacity(batch)
        while true {
            condition.lock()
            guard next < items.count else {
                condition.unlock()
                return
            }
            let range = next..<min(next + batch, items.count)
            next = range.upperBound
            condition.unlock()

            results.removeAll(keepingCapacity: true)
            for index in range { results.append(transform(items[index])) }

            condition.lock()
            for (index, result) in zip(range, results) { slots[index] = result }
            filled += range.count
            if filled == items.count { condition.broadcast() }
            condition.unlock()
        }
    }

    func wait(budget: Double?, onTimeout: @Sendable (T) -> R) {
        condition.lock()
        defer { condition.unlock() }
        while filled < items.count {
            guard let budget else {
                condition.wait()
                continue
            }
            _ = condition.wait(until: Date().addingTimeInterval(min(budget / 4, 0.25)))
            let late = current.filter { Double($0.value.clock.nanoseconds() &- $0.value.start) / 1_000_000_000 > budget }
            for (id, work) in late {
                abandoned.insert(id)
                current[id] = nil
                if slots[work.index] == nil {
                    slots[work.index] = onTimeout(items[work.index])
                    filled += 1
                }
                condition.unlock()
                startWorker()
                condition.lock()
            }
        }
    }

    func results() -> [R] {
        condition.lock()
        defer { condition.unlock() }
        return slots.map { $0! }
    }
}

/// A value computed once, on first use, from any thread. What the computation read
/// (`ReadTracking`) is added to every asker's scope.
package final class LazyBox<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value?
    private var reads: SharedReads?
    private let make: @Sendable () -> Value
    /// The value's name in `REMODEL_TIMING`'s report of shared values that read many files.
    private let label: String
    package init(label: String = "", _ make: @escaping @Sendable () -> Value) {
        self.make = make
        self.label = label
    }
    package var wrapped: Value {
        let (value, reads) = stored
        ReadTracking.use(reads)
        return value
    }

    /// The value and what computing it read, adding nothing to the caller's scope: for a value
    /// whose askers record the answers they got instead (`ReadTracking.noteDerived`).
    package var computed: (value: Value, reads: ReadGroup?) {
        let (value, reads) = stored
        return (value, reads?.group)
    }

    private var stored: (value: Value, reads: SharedReads?) {
        lock.lock()
        defer { lock.unlock() }
        if let value { return (value, reads) }
        let (made, reads) = ReadTracking.collecting(make)
        ReadTracking.reportWide(reads, label: label)
        value = made
        self.reads = reads
        return (made, reads)
    }

    /// Whether the value was computed (by `wrapped` or `computed`).
    package var isComputed: Bool {
        lock.lock()
        defer { lock.unlock() }
        return value != nil
    }
}

/// `body` over `0..<count` cut into a few ranges per core, the ranges on every core (`parallelMap`);
/// the results in range order. For loops over a project-wide table too cheap per element to be
/// a `parallelMap` item each.
package func parallelSlices<R: Sendable>(_ count: Int, _ body: @escaping @Sendable (Range<Int>) -> R) -> [R] {
    let parts = max(1, ProcessInfo.processInfo.activeProcessorCount * 2)
    let length = max(1, (count + parts - 1) / parts)
    return parallelMap(stride(from: 0, to: count, by: length).map { $0..<min($0 + length, count) }, body)
}
