import Foundation
import Testing
@testable import RemodelCore

/// The memo tables every rule, migration and the planner share across threads: an answer is
/// computed once, an answer of nil is an answer, and threads racing on one key agree.
struct MemoTests {
    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var counts: [Int: Int] = [:]
        func bump(_ key: Int) { lock.lock(); counts[key, default: 0] += 1; lock.unlock() }
        func count(_ key: Int) -> Int { lock.lock(); defer { lock.unlock() }; return counts[key] ?? 0 }
    }

    @Test func keyedStoreComputesEachKeyOnceAndKeepsNil() {
        let store = KeyedMemoStore<String>()
        let counter = Counter()
        for _ in 0..<3 {
            let absent: String? = store.value(for: "absent") { counter.bump(0); return nil }
            #expect(absent == nil)
            #expect(store.value(for: "count") { () -> Int in counter.bump(1); return 42 } == 42)
        }
        #expect(counter.count(0) == 1, "a computed nil is read back, not computed again")
        #expect(counter.count(1) == 1)
    }

    @Test func keyedStoreAgreesAcrossThreads() {
        let store = KeyedMemoStore<Int>()
        let counter = Counter()
        let answers = parallelMap(Array(0..<4_000)) { i -> Int in
            store.value(for: i % 50) { () -> Int in counter.bump(i % 50); return (i % 50) * 7 }
        }
        for (i, answer) in answers.enumerated() { #expect(answer == (i % 50) * 7) }
        for key in 0..<50 { #expect(counter.count(key) == 1, "key \(key) computed \(counter.count(key)) times") }
    }

    /// Begun on one worker while the caller does other work, finished on every core: every item
    /// once, results in order; an empty list starts nothing.
    @Test func parallelMapAheadFinishesInOrder() {
        let counter = Counter()
        let ahead = ParallelMapAhead(Array(0..<2_000)) { i -> Int in counter.bump(i); return i * 3 }
        let meanwhile = (0..<1_000).reduce(0, +)
        #expect(ahead.finish() == (0..<2_000).map { $0 * 3 })
        #expect((0..<2_000).allSatisfy { counter.count($0) == 1 })
        #expect(meanwhile == 499_500)
        #expect(ParallelMapAhead([Int]()) { $0 }.finish().isEmpty)
    }

    /// Without a budget, workers take items a batch at a time: every item once, results in
    /// order, for counts around the batch sizes and a batch that does not divide the count.
    @Test func parallelMapInBatchesKeepsOrder() {
        for count in [1, 2, 127, 128, 129, 2_047, 20_001] {
            let counter = Counter()
            let results = parallelMap(Array(0..<count)) { i -> Int in counter.bump(i); return i &* 31 }
            #expect(results == (0..<count).map { $0 &* 31 }, "count \(count)")
            #expect((0..<count).allSatisfy { counter.count($0) == 1 }, "count \(count)")
        }
    }

    /// With a budget, workers still take items a batch at a time: an item over the budget (first,
    /// inside or last in its batch) gets its timeout value, the items its worker had finished are
    /// kept, the ones it had not begun go to a new worker, and every other item is transformed
    /// once, its result in order.
    @Test(.timeLimit(.minutes(10)))
    func parallelMapWithABudgetTimesOutOnlyTheLateItem() {
        for late in [0, 15, 700, 1_999] {
            let counter = Counter()
            let results = parallelMap(Array(0..<2_000), budget: 0.05, onTimeout: { -1 - $0 }) { i -> Int in
                counter.bump(i)
                if i == late {
                    // Spins until it has used 0.5 s of its own CPU time (the budget counts CPU time).
                    let clock = ThreadCPUClock.current()
                    let start = clock.nanoseconds()
                    var sum = 0
                    while clock.nanoseconds() - start < 500_000_000 { for step in 0..<10_000 { sum &+= step } }
                    return sum == 1 ? 0 : i
                }
                return i &* 31
            }
            #expect(results == (0..<2_000).map { $0 == late ? -1 - late : $0 &* 31 }, "late item \(late)")
            #expect((0..<2_000).allSatisfy { counter.count($0) == 1 }, "late item \(late)")
        }
    }

    /// Computed once, on its own thread, while the caller goes on; every reader gets the value.
    @Test func backgroundValueIsComputedOnceAndShared() {
        let counter = Counter()
        let value = BackgroundValue { () -> [Int] in
            counter.bump(0)
            return (0..<10_000).map { $0 * 2 }
        }
        let readers = parallelMap(Array(0..<64)) { _ in value.value.count }
        #expect(readers.allSatisfy { $0 == 10_000 })
        #expect(value.value.last == 19_998)
        #expect(counter.count(0) == 1)
    }

    @Test func typeMemoKeepsNilAndAgreesAcrossThreads() {
        let memo = TypeMemo<String?>(count: 64)
        let counter = Counter()
        let answers = parallelMap(Array(0..<6_400)) { i -> String? in
            let raw = i % 64
            return memo.value(for: TypeID(raw: raw)) { () -> String? in counter.bump(raw); return raw.isMultiple(of: 2) ? "even \(raw)" : nil }
        }
        for (i, answer) in answers.enumerated() { #expect(answer == (i % 2 == 0 ? "even \(i % 64)" : nil)) }
        // Racing threads may both compute a type's answer (the first stored is kept), but once an
        // answer is stored, nil or not, it is never computed again.
        let before = (0..<64).map(counter.count)
        for raw in 0..<64 { _ = memo.value(for: TypeID(raw: raw)) { () -> String? in counter.bump(raw); return "late" } }
        #expect((0..<64).map(counter.count) == before)
        #expect(memo.value(for: TypeID(raw: 3)) { "late" } == nil)
    }

    /// Asking about another type while computing one (a class chain asks for its superclass's)
    /// does not deadlock: the computation runs outside the table's locks.
    @Test func typeMemoAllowsNestedQuestions() {
        let memo = TypeMemo<Int>(count: 10)
        func depth(_ raw: Int) -> Int {
            memo.value(for: TypeID(raw: raw)) { raw == 0 ? 0 : depth(raw - 1) + 1 }
        }
        #expect(depth(9) == 9)
        // Same stripe: 64 stripes, so 0 and 64 share a lock.
        let wide = TypeMemo<Int>(count: 130)
        func chain(_ raw: Int) -> Int { wide.value(for: TypeID(raw: raw)) { raw < 64 ? raw : chain(raw - 64) } }
        #expect(chain(129) == 1)
    }
}
