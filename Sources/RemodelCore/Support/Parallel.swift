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
/// CPU time (`ThreadCPUClock`, so a busy machine does not skip files; counted from when the
/// watchdog first sees the item, so up to a quarter of the budget more) gets `onTimeout(item)`
/// instead and a fresh worker takes over the remaining items. The late worker is abandoned (a
/// transform cannot be interrupted); its result is dropped when it finishes.
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

/// The shared state of one `parallelMap`: the items not yet taken, the results, and (with a
/// budget) what each worker is on.
///
/// Workers take `batch` items at a time under the shared lock and store their results once per
/// batch, so the lock and the wake-ups are not paid per item (tens of thousands of small ones). A
/// timed worker also tells the watchdog (`wait`) which item it is on, under a lock of its own that
/// only the two of them take; the watchdog reads the worker's CPU clock each time it wakes, and
/// counts an item's time from the first wake that finds the worker on it (so an item may use up to
/// one wake interval, a quarter of the budget at most, beyond it), instead of each item reading
/// the clock (a system call) as it starts.
private final class WorkState<T: Sendable, R: Sendable>: @unchecked Sendable {
    /// One timed worker, as the watchdog sees it (under `lock`).
    private final class Worker: @unchecked Sendable {
        let lock = NSLock()
        /// The worker thread's CPU clock (readable from the watchdog's).
        let clock: ThreadCPUClock
        /// The item it is transforming, if any.
        var index: Int?
        /// How many items it has begun: tells the watchdog whether it is still on the one it saw.
        var begun = 0
        /// Its batch's results, not yet stored.
        var done: [(index: Int, result: R)] = []
        /// The end of the batch it is on.
        var batchEnd = 0
        /// Set by the watchdog: the worker stops, what it began is no longer its.
        var abandoned = false
        /// The watchdog's last sight of it on an item: `begun` then, and the CPU clock's reading.
        var seen: (begun: Int, clock: UInt64)?

        init(clock: ThreadCPUClock) { self.clock = clock }

        /// Before `index`: false when the worker was abandoned (it stops).
        func begin(_ index: Int) -> Bool {
            lock.lock()
            defer { lock.unlock() }
            guard !abandoned else { return false }
            self.index = index
            begun += 1
            return true
        }

        /// After `index`: false when the worker was abandoned meanwhile (its result is dropped).
        func finish(_ index: Int, _ result: R) -> Bool {
            lock.lock()
            defer { lock.unlock() }
            guard !abandoned else { return false }
            done.append((index, result))
            self.index = nil
            return true
        }

        /// The batch's results, handed over; nil when the worker was abandoned.
        func takeDone() -> [(index: Int, result: R)]? {
            lock.lock()
            defer { lock.unlock() }
            guard !abandoned else { return nil }
            let taken = done
            done.removeAll(keepingCapacity: true)
            return taken
        }
    }

    private let items: [T]
    private let transform: @Sendable (T) -> R
    private let condition = NSCondition()
    private var next = 0
    /// Items an abandoned worker had taken but not begun, taken again before `next`.
    private var returned: [Range<Int>] = []
    private var slots: [R?]
    private var filled = 0
    /// The timed workers started so far.
    private var workers: [Worker] = []
    /// Items a worker takes at a time.
    private let batch: Int
    private let timed: Bool

    init(items: [T], transform: @escaping @Sendable (T) -> R, timed: Bool) {
        self.items = items
        self.transform = transform
        self.slots = Array(repeating: nil, count: items.count)
        self.timed = timed
        self.batch = max(1, min(16, items.count / (ProcessInfo.processInfo.activeProcessorCount * 64)))
    }

    func startWorker() {
        let thread = Thread { [self] in self.work() }
        thread.stackSize = workerStackSize
        thread.start()
    }

    /// The next items to transform, nil when none is left. Caller holds `condition`.
    private func claim(for worker: Worker?) -> Range<Int>? {
        let range: Range<Int>
        if let back = returned.popLast() {
            range = back
        } else if next < items.count {
            range = next..<min(next + batch, items.count)
            next = range.upperBound
        } else {
            return nil
        }
        if let worker {
            worker.lock.lock()
            worker.batchEnd = range.upperBound
            worker.lock.unlock()
        }
        return range
    }

    /// Caller holds `condition`.
    private func store(_ results: [(index: Int, result: R)]) {
        for (index, result) in results where slots[index] == nil {
            slots[index] = result
            filled += 1
        }
        if filled == items.count { condition.broadcast() }
    }

    private func work() {
        let me = timed ? Worker(clock: ThreadCPUClock.current()) : nil
        var results: [(index: Int, result: R)] = []
        results.reserveCapacity(batch)
        condition.lock()
        if let me { workers.append(me) }
        var range = claim(for: me)
        condition.unlock()
        while let taken = range {
            if let me {
                for index in taken {
                    guard me.begin(index) else { return }
                    let result = transform(items[index])
                    guard me.finish(index, result) else { return }
                }
                guard let done = me.takeDone() else { return }
                results = done
            } else {
                for index in taken { results.append((index, transform(items[index]))) }
            }
            condition.lock()
            store(results)
            range = claim(for: me)
            condition.unlock()
            results.removeAll(keepingCapacity: true)
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
            for worker in workers where !worker.abandoned {
                abandonIfLate(worker, budget: budget, onTimeout: onTimeout)
            }
        }
    }

    /// Abandons `worker` when it has been on one item for more than `budget` seconds of its CPU
    /// time since the watchdog first saw it there: the item gets `onTimeout`, the worker's finished
    /// results are stored, the rest of its batch goes back, and a new worker takes over. Caller
    /// holds `condition` (taken before a worker's lock, by the workers too).
    private func abandonIfLate(_ worker: Worker, budget: Double, onTimeout: @Sendable (T) -> R) {
        worker.lock.lock()
        guard let index = worker.index else {
            worker.seen = nil
            worker.lock.unlock()
            return
        }
        let now = worker.clock.nanoseconds()
        guard let seen = worker.seen, seen.begun == worker.begun else {
            worker.seen = (worker.begun, now)
            worker.lock.unlock()
            return
        }
        guard Double(now &- seen.clock) / 1_000_000_000 > budget else {
            worker.lock.unlock()
            return
        }
        worker.abandoned = true
        let done = worker.done
        worker.done = []
        let rest = (index + 1)..<max(index + 1, worker.batchEnd)
        worker.lock.unlock()
        store(done + [(index, onTimeout(items[index]))])
        if !rest.isEmpty { returned.append(rest) }
        startWorker()
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

/// A count any thread may add to (how many texts were read late; whether a load met other bytes).
package final class LockedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    package init() {}

    package func increment() { lock.withLock { count += 1 } }
    package var value: Int { lock.withLock { count } }
}
