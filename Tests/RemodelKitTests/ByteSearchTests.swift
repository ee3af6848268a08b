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

    @Test func offsetsAreUTF8() {
        // "é" is two bytes: the match after it starts at byte 3.
        #expect(ByteSearch.offsets(of: "x", in: "éax") == [3])
        #expect(ByteSearch.offsets(of: "é", in: "aé") == [1])
        #expect(ByteSearch.contains("→", in: "a → b"))
        #expect(!ByteSearch.contains("Reducer", in: "struct Reduce {}"))
    }
}
