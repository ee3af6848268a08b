import Foundation

/// One answer per type, computed on first use: a dense table indexed by `TypeID`, typed (no cast on
/// a hit) and locked per stripe, so the two or more threads checking rules rarely wait on each other.
///
/// Its computations read facts only — no syntax, text or positions (debug builds, the test suite,
/// check it: a computation that reads anything else traps). What they ask the project index by
/// name (`ReadTracking.noteName`) is kept with the answer when the caller records, and added to
/// the scope of every caller that gets it.
///
/// A computation runs outside any lock: it may ask this table about other types (a class chain
/// asks for its superclass's), and two threads racing on the same type both compute the same
/// answer; the first stored is kept and returned to both.
package final class TypeMemo<Value: Sendable>: @unchecked Sendable {
    private let count: Int
    private let values: UnsafeMutablePointer<Value?>
    /// What each answer's computation asked the index (nil: nothing, or nobody recorded).
    private let reads: UnsafeMutablePointer<SharedReads?>
    private let locks: [NSLock]
    private static var stripes: Int { 64 }

    package init(count: Int) {
        self.count = count
        values = .allocate(capacity: max(count, 1))
        values.initialize(repeating: nil, count: max(count, 1))
        reads = .allocate(capacity: max(count, 1))
        reads.initialize(repeating: nil, count: max(count, 1))
        locks = (0..<Self.stripes).map { _ in NSLock() }
    }

    deinit {
        values.deinitialize(count: max(count, 1))
        values.deallocate()
        reads.deinitialize(count: max(count, 1))
        reads.deallocate()
    }

    package func value(for id: TypeID, _ make: () -> Value) -> Value {
        let raw = id.raw
        precondition(raw >= 0 && raw < count, "TypeID \(raw) outside the table of \(count) types")
        let lock = locks[raw & (Self.stripes - 1)]
        lock.lock()
        if let value = values[raw] {
            let stored = reads[raw]
            lock.unlock()
            Self.note(stored)
            return value
        }
        lock.unlock()
        let (made, group) = ReadTracking.collecting(make)
        #if DEBUG
        precondition(group?.readsOnlyIndex ?? true, "a TypeMemo computation read another file's syntax, text or positions; per-type answers must come from facts")
        #endif
        let indexReads: SharedReads? = group.map { reads in
            guard case .files(let group) = reads else { return reads }
            return group.project ? .wholeIndex : .names(group.names.sorted())
        }
        lock.lock()
        if let value = values[raw] {
            let stored = reads[raw]
            lock.unlock()
            Self.note(stored)
            return value
        }
        values[raw] = made
        reads[raw] = indexReads
        lock.unlock()
        Self.note(indexReads)
        return made
    }

    private static func note(_ reads: SharedReads?) { ReadTracking.use(reads) }
}
