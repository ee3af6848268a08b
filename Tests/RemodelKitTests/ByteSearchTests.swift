import Testing
import RemodelCore

@Suite struct ByteSearchTests {
    @Test func findsEveryOccurrenceUpToTheLimit() {
        #expect(ByteSearch.offsets(of: "ab", in: "abxab") == [0, 3])
        #expect(ByteSearch.offsets(of: "ab", in: "abxab", limit: 1) == [0])
        #expect(ByteSearch.offsets(of: "aa", in: "aaa") == [0, 1])
        #expect(ByteSearch.offsets(of: "x", in: "axbx") == [1, 3])
        #expect(ByteSearch.offsets(of: "b", in: "") == [])
        #expect(ByteSearch.offsets(of: "abc", in: "ab") == [])
        #expect(ByteSearch.offsets(of: "c", in: "abc") == [2])
        #expect(ByteSearch.offsets(of: "Observable", in: "ObservableObject: Observable") == [0, 18])
    }

    /// Every occurrence, overlapping ones and ones at either end of the text, as a plain scan
    /// finds them.
    @Test func findsWhatAPlainScanFinds() {
        func plain(_ needle: String, _ text: String) -> [Int] {
            let needle = Array(needle.utf8), text = Array(text.utf8)
            guard !needle.isEmpty, text.count >= needle.count else { return [] }
            return (0...(text.count - needle.count)).filter { Array(text[$0..<($0 + needle.count)]) == needle }
        }
        #expect(ByteSearch.offsets(of: "nonisolated", in: "nonisolated nonisolated(unsafe) non-isolated") == [0, 12])
        var generator = SystemRandomNumberGenerator()
        let alphabet: [String] = ["n", "o", "i", "Q", "é", " ", "\n"]
        for _ in 0..<400 {
            let text = (0..<Int.random(in: 0..<40, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }.joined()
            let needle = (0..<Int.random(in: 1..<5, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }.joined()
            #expect(ByteSearch.offsets(of: needle, in: text) == plain(needle, text), "\(needle.debugDescription) in \(text.debugDescription)")
            #expect(ByteSearch.offsets(of: needle, in: text, limit: 1) == Array(plain(needle, text).prefix(1)))
        }
    }

    @Test func offsetsAreUTF8() {
        // "é" is two bytes: the match after it starts at byte 3.
        #expect(ByteSearch.offsets(of: "x", in: "éax") == [3])
        #expect(ByteSearch.offsets(of: "é", in: "aé") == [1])
        #expect(ByteSearch.contains("→", in: "a → b"))
        #expect(!ByteSearch.contains("Reducer", in: "struct Reduce {}"))
    }

    /// Line and column of every offset, with `\n`, `\r\n` and a lone `\r` as line breaks (as
    /// swift-syntax counts them), whether or not the text has a `\r` (two ways of scanning).
    @Test func lineTableCountsEveryKindOfLineBreak() {
        func reference(_ text: String, _ offset: Int) -> (line: Int, column: Int) {
            var line = 1, start = 0, index = 0
            let bytes = Array(text.utf8)
            while index < offset {
                if bytes[index] == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A {
                    index += 2
                    if index > offset { break }
                    line += 1
                    start = index
                    continue
                }
                if bytes[index] == 0x0A || bytes[index] == 0x0D { line += 1; start = index + 1 }
                index += 1
            }
            return (line, offset - start + 1)
        }
        var texts = ["", "a", "\n", "\n\n", "a\nb", "a\nb\n", "a\r\nb", "a\rb", "a\r\n\rb\n", "\r", "\r\n", "é\nx", "a\n\r\nb\r"]
        // Every text of up to six characters from `a`, `\n` and `\r`.
        var shorter = [""]
        for _ in 0..<6 {
            shorter = shorter.flatMap { prefix in ["a", "\n", "\r"].map { prefix + $0 } }
            texts += shorter
        }
        for text in texts {
            let table = LineTable(text)
            // As the facts store it (`FactsCoding`), for a file loaded without its text.
            #expect(LineTable.encodedStarts(of: text) == table.encoded, "\(text.debugDescription)")
            let stored = LineTable(encoded: LineTable.encodedStarts(of: text))
            #expect(stored != nil)
            for offset in 0...text.utf8.count {
                let (line, column) = table.location(of: offset)
                let expected = reference(text, offset)
                #expect(line == expected.line && column == expected.column, "\(text.debugDescription) at \(offset)")
                #expect(stored.map { $0.location(of: offset) == (line, column) } == true, "stored: \(text.debugDescription) at \(offset)")
            }
        }
        #expect(LineTable(encoded: [0]) == nil, "a start not after the one before")
    }
}
