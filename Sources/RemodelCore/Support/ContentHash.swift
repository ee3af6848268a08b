import Foundation

/// A 128-bit hash of bytes, for cache keys: two independent 64-bit lanes over 8-byte words, the
/// same on every machine and every run (unlike `Hasher`, which is seeded per process). Not a
/// cryptographic hash: it detects changes, not tampering.
public struct ContentHash: Hashable, Sendable, CustomStringConvertible {
    public private(set) var high: UInt64
    public private(set) var low: UInt64

    public init() {
        high = 0x243F_6A88_85A3_08D3
        low = 0x1319_8A2E_0370_7344
    }

    public init(_ bytes: [UInt8]) {
        self.init()
        combine(bytes)
    }

    public init(_ text: String) {
        self.init()
        combine(text)
    }

    /// `ContentHash(bytes)` of the parts one after another, without joining them (a cache file
    /// written in chunks): words run across the parts' boundaries.
    package init(concatenating parts: [[UInt8]]) {
        self.init()
        var carry: UInt64 = 0
        var carried = 0
        var total = 0
        for part in parts {
            total += part.count
            var offset = 0
            while offset < part.count {
                // Whole words straight from the part while no word is half-carried; else one byte.
                if carried == 0, part.count - offset >= 8 {
                    let wordBytes = (part.count - offset) / 8 * 8
                    part.withUnsafeBytes { mixWords(UnsafeRawBufferPointer(rebasing: $0[offset..<(offset + wordBytes)])) }
                    offset += wordBytes
                    continue
                }
                carry |= UInt64(part[offset]) << UInt64(carried * 8)
                carried += 1
                offset += 1
                if carried == 8 {
                    mix(carry)
                    carry = 0
                    carried = 0
                }
            }
        }
        mix(carry)
        mix(UInt64(total))
    }

    package init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// The hash `description` printed (32 hexadecimal digits).
    package init?(hex: String) {
        guard hex.count == 32, let high = UInt64(hex.prefix(16), radix: 16), let low = UInt64(hex.suffix(16), radix: 16) else { return nil }
        self.high = high
        self.low = low
    }

    public var description: String { hex(high) + hex(low) }

    public mutating func combine(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { combine(UnsafeRawBufferPointer($0)) }
    }

    /// The text's UTF-8 bytes, then a separator, so `("ab", "c")` and `("a", "bc")` differ.
    public mutating func combine(_ text: String) {
        var text = text
        text.withUTF8 { combine(UnsafeRawBufferPointer($0)) }
        endText()
    }

    private mutating func endText() { mix(0xFF) }

    /// What `ContentHash(text)` gives, from this hash of exactly the text's UTF-8 bytes
    /// (`ContentHash(bytes)`): a file hashed as read need not be hashed again as text.
    package func endingText() -> ContentHash {
        var copy = self
        copy.endText()
        return copy
    }

    /// One integer, as one word.
    package mutating func combine(integer value: Int) {
        mix(UInt64(bitPattern: Int64(value)))
    }

    public mutating func combine(_ other: ContentHash) {
        mix(other.high)
        mix(other.low)
    }

    public mutating func combine(_ buffer: UnsafeRawBufferPointer) {
        let count = buffer.count
        var offset = count / 8 * 8
        mixWords(UnsafeRawBufferPointer(rebasing: buffer[..<offset]))
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < count {
            tail |= UInt64(buffer[offset]) << shift
            shift += 8
            offset += 1
        }
        mix(tail)
        mix(UInt64(count))
    }

    /// Every 8 bytes of `buffer` (a multiple of 8 long) as one little-endian word.
    private mutating func mixWords(_ buffer: UnsafeRawBufferPointer) {
        var offset = 0
        while offset + 8 <= buffer.count {
            mix(buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian)
            offset += 8
        }
    }

    private mutating func mix(_ word: UInt64) {
        high = (high ^ word) &* 0x9E37_79B9_7F4A_7C15
        high ^= high >> 29
        low = ((low &+ word) ^ 0xA076_1D64_78BD_642F) &* 0xE703_7ED1_A0B4_28DB
        low ^= low >> 32
        low = (low << 13) | (low >> 51)
    }

    private func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

/// A description of a value that is the same in every process: dictionaries and sets in sorted
/// order (their iteration order is seeded per process), optionals unwrapped, every stored property
/// named. For hashing configurations into cache keys without listing their fields by hand, so a
/// field added later is part of the key too.
public enum CanonicalDescription {
    public static func of(_ value: Any) -> String {
        if let url = value as? URL { return "URL(\(url.absoluteString))" }
        if let text = value as? String { return text.debugDescription }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            return mirror.children.first.map { of($0.value) } ?? "nil"
        case .dictionary:
            let entries = mirror.children.map { entry -> String in
                let pair = Array(Mirror(reflecting: entry.value).children)
                return pair.count == 2 ? "\(of(pair[0].value)): \(of(pair[1].value))" : of(entry.value)
            }
            return "[" + entries.sorted().joined(separator: ", ") + "]"
        case .set:
            return "{" + mirror.children.map { of($0.value) }.sorted().joined(separator: ", ") + "}"
        case .collection, .tuple:
            return "(" + mirror.children.map { of($0.value) }.joined(separator: ", ") + ")"
        case .struct, .class, .enum:
            if mirror.children.isEmpty { return "\(type(of: value)).\(value)" }
            let fields = mirror.children.map { "\($0.label ?? "_")=\(of($0.value))" }
            return "\(type(of: value))(" + fields.joined(separator: ", ") + ")"
        default:
            return String(describing: value)
        }
    }
}
