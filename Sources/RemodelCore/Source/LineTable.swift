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
