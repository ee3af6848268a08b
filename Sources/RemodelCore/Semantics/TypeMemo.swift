import Foundation

/// One answer per type, computed on first use: a dense table indexed by `TypeID`, typed (no cast on
/// a hit) and locked per stripe, so the two or more threads checking rules rarely wait on each other.
///
/// A computation runs outside any lock: it may ask this table about other types (a class chain
/// asks for its superclass's), and two threads racing on the same type both compute the same
/// answer; the first stored is kept and returned to both.
package final class TypeMemo<Value: Sendable>: @unchecked Sendable {
    private let count: Int
    /// An answer and what its computation read (`ReadTracking`), added to every asker's scope.
    private struct Entry {
        let value: Value
        let reads: ReadGroup?
    }
    private let values: UnsafeMutablePointer<Entry?>
    private let locks: [NSLock]
    private static var stripes: Int { 64 }

    package init(count: Int) {
        self.count = count
        values = .allocate(capacity: max(count, 1))
        values.initialize(repeating: nil, count: max(count, 1))
        locks = (0..<Self.stripes).map { _ in NSLock() }
    }

    deinit {
        values.deinitialize(count: max(count, 1))
        values.deallocate()
    }

    package func value(for id: TypeID, _ make: () -> Value) -> Value {
        let raw = id.raw
        precondition(raw >= 0 && raw < count, "TypeID \(raw) outside the table of \(count) types")
        let lock = locks[raw & (Self.stripes - 1)]
        lock.lock()
        if let entry = values[raw] {
            lock.unlock()
            ReadTracking.use(entry.reads)
            return entry.value
        }
        lock.unlock()
        let (made, reads) = ReadTracking.collecting(make)
        lock.lock()
        let entry = values[raw] ?? Entry(value: made, reads: reads)
        if values[raw] == nil { values[raw] = entry }
        lock.unlock()
        ReadTracking.use(entry.reads)
        return entry.value
    }
}
