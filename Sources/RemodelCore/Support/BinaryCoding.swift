/// A compact byte format for the caches: unsigned LEB128 integers, length-prefixed UTF-8 strings,
/// counted arrays. `BinaryReader` checks every length against the bytes left and answers nil for
/// anything that does not read, so a truncated or corrupt file is rejected, never trusted.
package struct BinaryWriter {
    package var bytes: [UInt8] = []

    package init() {}

    package mutating func int(_ value: Int) {
        var value = UInt64(max(value, 0))
        repeat {
            let byte = UInt8(value & 0x7F)
            value >>= 7
            bytes.append(value == 0 ? byte : byte | 0x80)
        } while value != 0
    }

    package mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

    /// Four bytes, little-endian (a hash, which LEB128 would not shorten).
    package mutating func uint32(_ value: UInt32) {
        bytes.append(UInt8(truncatingIfNeeded: value))
        bytes.append(UInt8(truncatingIfNeeded: value >> 8))
        bytes.append(UInt8(truncatingIfNeeded: value >> 16))
        bytes.append(UInt8(truncatingIfNeeded: value >> 24))
    }

    package mutating func string(_ text: String) {
        var text = text
        text.withUTF8 { buffer in
            int(buffer.count)
            bytes.append(contentsOf: buffer)
        }
    }

    /// A 0/1 flag, then the value when there is one (the form `BinaryReader.optional` reads).
    package mutating func optional<Value>(_ value: Value?, _ write: (inout BinaryWriter, Value) -> Void) {
        if let value { int(1); write(&self, value) } else { int(0) }
    }

    package mutating func optional(_ text: String?) { optional(text) { $0.string($1) } }

    /// A count, then each element (the form `BinaryReader.array(_:)` reads).
    package mutating func array<Element>(_ elements: [Element], _ element: (inout BinaryWriter, Element) -> Void) {
        int(elements.count)
        for next in elements { element(&self, next) }
    }

    /// An optional list: its count plus one, 0 for nil, then the elements (`BinaryReader.optionalArray`).
    package mutating func optionalArray<Element>(_ elements: [Element]?, _ element: (inout BinaryWriter, Element) -> Void) {
        guard let elements else { return int(0) }
        int(elements.count + 1)
        for next in elements { element(&self, next) }
    }

    package mutating func strings(_ texts: [String]) { array(texts) { $0.string($1) } }
    package mutating func ints(_ values: [Int]) { array(values) { $0.int($1) } }

    /// A hash as its two words, eight bytes each, little-endian.
    package mutating func hash(_ hash: ContentHash) {
        uint64(hash.high)
        uint64(hash.low)
    }

    /// Eight bytes, little-endian (a value LEB128 would not shorten, or that passes `Int32.max`).
    package mutating func uint64(_ value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    /// A length, then the bytes (another format's encoding, carried whole).
    package mutating func blob(_ data: [UInt8]) {
        int(data.count)
        bytes.append(contentsOf: data)
    }
}

package struct BinaryReader {
    package let bytes: [UInt8]
    package private(set) var offset: Int
    /// Where the readable bytes end (a reader may cover a part of a larger buffer).
    package let end: Int

    package init(bytes: [UInt8], range: Range<Int>? = nil) {
        self.bytes = bytes
        self.offset = range?.lowerBound ?? 0
        self.end = range?.upperBound ?? bytes.count
    }

    package var isAtEnd: Bool { offset == end }

    /// Moves past `count` bytes (the caller checked they are there).
    package mutating func skip(_ count: Int) { offset = min(offset + count, end) }

    package mutating func int() -> Int? {
        // Most integers written are below 128: one byte.
        guard offset < end else { return nil }
        let first = bytes[offset]
        if first & 0x80 == 0 {
            offset += 1
            return Int(first)
        }
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while offset < end, shift < 63 {
            let byte = bytes[offset]
            offset += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte & 0x80 == 0 { return value <= UInt64(Int32.max) ? Int(value) : nil }
            shift += 7
        }
        return nil
    }

    package mutating func bool() -> Bool? {
        guard offset < end, bytes[offset] <= 1 else { return nil }
        defer { offset += 1 }
        return bytes[offset] == 1
    }

    package mutating func uint32() -> UInt32? {
        guard end - offset >= 4 else { return nil }
        defer { offset += 4 }
        return UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24
    }

    package mutating func string() -> String? {
        guard let count = int() else { return nil }
        return utf8(count: count)
    }

    /// The next `count` bytes as UTF-8 text (a string whose length was read some other way).
    package mutating func utf8(count: Int) -> String? {
        guard count <= end - offset else { return nil }
        defer { offset += count }
        return String(decoding: bytes[offset..<(offset + count)], as: UTF8.self)
    }

    /// The next `count` bytes, lent to `body` in place (nil when fewer are left).
    package mutating func withBytes<Result>(count: Int, _ body: (UnsafeRawBufferPointer) -> Result) -> Result? {
        guard count >= 0, count <= end - offset else { return nil }
        defer { offset += count }
        let start = offset
        return bytes.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[start..<(start + count)])) }
    }

    /// A hash `BinaryWriter.hash` wrote.
    package mutating func hash() -> ContentHash? {
        guard end - offset >= 16, let high = uint64(), let low = uint64() else { return nil }
        return ContentHash(high: high, low: low)
    }

    /// What `BinaryWriter.uint64` wrote.
    package mutating func uint64() -> UInt64? {
        guard end - offset >= 8 else { return nil }
        var value: UInt64 = 0
        for index in 0..<8 { value |= UInt64(bytes[offset + index]) << UInt64(index * 8) }
        offset += 8
        return value
    }

    package mutating func blob() -> [UInt8]? {
        guard let count = int(), count <= end - offset else { return nil }
        defer { offset += count }
        return Array(bytes[offset..<(offset + count)])
    }

    package mutating func optional() -> String?? {
        let flag = int()
        return Self.optional(flag: flag) { string() }
    }

    /// After a 0/1 flag: `.some(nil)` for 0, the value `read` reads for 1, nil when either does
    /// not read (for readers that wrap this one).
    package static func optional<Value>(flag: Int?, _ read: () -> Value?) -> Value?? {
        switch flag {
        case 0: return .some(nil)
        case 1: return read().map { .some($0) }
        default: return nil
        }
    }

    /// A count, checked against the bytes left (every element takes at least one).
    package mutating func count() -> Int? {
        guard let count = int(), count <= end - offset else { return nil }
        return count
    }

    /// A count, then that many elements; nil if any element does not read.
    package mutating func array<Element>(_ element: (inout BinaryReader) -> Element?) -> [Element]? {
        guard let count = count() else { return nil }
        return Self.repeated(count) { element(&self) }
    }

    /// An optional list (`BinaryWriter.optionalArray`): `.some(nil)` for none, nil if the count
    /// or any element does not read.
    package mutating func optionalArray<Element>(_ element: (inout BinaryReader) -> Element?) -> [Element]?? {
        guard let stored = int(), stored <= end - offset + 1 else { return nil }
        guard stored > 0 else { return .some(nil) }
        return Self.repeated(stored - 1) { element(&self) }.map { .some($0) }
    }

    /// `count` elements read by `next`; nil if any does not read (for readers that wrap this one).
    package static func repeated<Element>(_ count: Int, _ next: () -> Element?) -> [Element]? {
        var elements: [Element] = []
        elements.reserveCapacity(count)
        for _ in 0..<count {
            guard let element = next() else { return nil }
            elements.append(element)
        }
        return elements
    }

    package mutating func strings() -> [String]? { array { $0.string() } }
    package mutating func ints() -> [Int]? { array { $0.int() } }
    /// Integers that fit in 32 bits (indices into a table); nil if one does not.
    package mutating func int32s() -> [Int32]? { array { $0.int().flatMap { Int32(exactly: $0) } } }
}
