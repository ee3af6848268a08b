#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// UTF-8 bytes read as text, refused when they are not valid UTF-8, on every platform Remodel
/// builds for (the standard library's `String(validating:as:)` needs macOS 15).
package enum UTF8Text {
    /// The text `bytes` spell, or nil when they are not valid UTF-8: decoding repairs invalid
    /// sequences, so the decoded bytes differ from the input exactly when it held one.
    package static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var text = String(decoding: bytes, as: UTF8.self)
        guard text.utf8.count == bytes.count else { return nil }
        guard let original = bytes.baseAddress, !bytes.isEmpty else { return text }
        return text.withUTF8 { memcmp($0.baseAddress!, original, bytes.count) == 0 } ? text : nil
    }

    package static func decode(_ bytes: [UInt8]) -> String? { bytes.withUnsafeBufferPointer { decode($0) } }

    package static func decode(_ bytes: ArraySlice<UInt8>) -> String? { bytes.withUnsafeBufferPointer { decode($0) } }

    /// UTF-8's byte order mark, which a file may start with and the text does not include.
    package static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// `decode`, without a leading byte order mark.
    package static func decodeDroppingByteOrderMark(_ bytes: [UInt8]) -> String? {
        decode(bytes.starts(with: byteOrderMark) ? bytes[byteOrderMark.count...] : bytes[...])
    }
}
