#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Plain UTF-8 byte scans over source text — for cheap pre-checks such as "does this file mention
/// `ObservableObject` at all" (Foundation's `contains`/`range(of:)` are many times slower on Linux).
package enum ByteSearch {
    /// UTF-8 offsets of occurrences of `needle` in `text`, at most `limit` of them.
    /// The first byte is found with `memchr` (vectorised in the C library); the rest compared in place.
    package static func offsets(of needle: some StringProtocol, in text: String, limit: Int = .max) -> [Int] {
        let needle = Array(needle.utf8)
        var text = text
        return text.withUTF8 { bytes in
            var found: [Int] = []
            guard bytes.count >= needle.count, let first = needle.first, let base = bytes.baseAddress else { return found }
            var index = 0
            let last = bytes.count - needle.count
            while index <= last, found.count < limit {
                guard let hit = memchr(base + index, Int32(first), last - index + 1) else { break }
                index = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                var matches = true
                for k in 1..<needle.count where bytes[index + k] != needle[k] {
                    matches = false
                    break
                }
                if matches { found.append(index) }
                index += 1
            }
            return found
        }
    }

    package static func contains(_ needle: some StringProtocol, in text: String) -> Bool {
        !offsets(of: needle, in: text, limit: 1).isEmpty
    }

    /// Whether `byte` occurs in `bytes[range]` (a range outside the buffer is clamped to it).
    package static func contains(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>) -> Bool {
        let lower = max(range.lowerBound, 0), upper = min(range.upperBound, bytes.count)
        guard lower < upper, let base = bytes.baseAddress else { return false }
        return memchr(base + lower, Int32(byte), upper - lower) != nil
    }
}
