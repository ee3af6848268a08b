import Foundation

/// Line start offsets of a text, for turning UTF-8 offsets into 1-based line and column numbers.
/// Built from the bytes in one pass — far cheaper than walking the syntax tree — and with the same
/// line breaks as swift-syntax: `\n`, `\r\n` and a lone `\r`.
package struct LineTable: Sendable {
    private let starts: [Int]

    package init(_ text: String) {
        // Most texts have no `\r`: their line breaks are found by `ByteSearch` (`memchr`).
        guard ByteSearch.contains("\r", in: text) else {
            starts = [0] + ByteSearch.offsets(of: "\n", in: text).map { $0 + 1 }
            return
        }
        var starts = [0]
        var previousWasCR = false
        var offset = 0
        for byte in text.utf8 {
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
        self.starts = starts
    }

    /// The line starts as stored with a file's facts (`FactsCoding`): each start's distance from
    /// the one before (the first, 0, left out), LEB128 — about a byte per line.
    package var encoded: [UInt8] {
        var writer = BinaryWriter()
        writer.bytes.reserveCapacity(starts.count + starts.count / 8)
        for index in starts.indices.dropFirst() { writer.int(starts[index] - starts[index - 1]) }
        return writer.bytes
    }

    /// `LineTable(text).encoded`, without building the table: what the facts store for every file.
    package static func encodedStarts(of text: String) -> [UInt8] {
        guard !ByteSearch.contains("\r", in: text) else { return LineTable(text).encoded }
        var text = text
        return text.withUTF8 { bytes -> [UInt8] in
            var writer = BinaryWriter()
            guard let base = bytes.baseAddress else { return writer.bytes }
            writer.bytes.reserveCapacity(bytes.count / 24)
            var previous = 0
            var index = 0
            while index < bytes.count, let hit = memchr(base + index, 0x0A, bytes.count - index) {
                let start = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) + 1
                writer.int(start - previous)
                previous = start
                index = start
            }
            return writer.bytes
        }
    }

    /// The table `encoded` gave; nil for bytes that are not one (a start not after the one before).
    package init?(encoded: [UInt8]) {
        var reader = BinaryReader(bytes: encoded)
        var starts = [0]
        starts.reserveCapacity(encoded.count + 1)
        while !reader.isAtEnd {
            guard let distance = reader.int(), distance > 0 else { return nil }
            starts.append(starts[starts.count - 1] + distance)
        }
        self.starts = starts
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
