#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Line start offsets of a text, for turning UTF-8 offsets into 1-based line and column numbers.
/// Built from the bytes in one pass — far cheaper than walking the syntax tree — and with the same
/// line breaks as swift-syntax: `\n`, `\r\n` and a lone `\r`.
package struct LineTable: Sendable {
    private let starts: [Int]

    package init(_ text: String) {
        var text = text
        starts = text.withUTF8(Self.lineStarts)
    }

    private static func lineStarts(_ bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        var starts = [0]
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return starts }
        // Most texts have no `\r`: their line breaks are found with `memchr`.
        if memchr(base, 0x0D, bytes.count) == nil {
            var index = 0
            while index < bytes.count, let hit = memchr(base + index, 0x0A, bytes.count - index) {
                index = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) + 1
                starts.append(index)
            }
            return starts
        }
        var previousWasCR = false
        var offset = 0
        for byte in bytes {
            offset += 1
            if byte == 0x0A {
                if previousWasCR { starts[starts.count - 1] = offset } else { starts.append(offset) }
                previousWasCR = false
            } else if byte == 0x0D {
                starts.append(offset)
                previousWasCR = true
            } else {
                previousWasCR = false
            }
        }
        return starts
    }

    /// 1-based line and UTF-8 column of `offset`.
    package func location(of offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - starts[low] + 1)
    }
}
