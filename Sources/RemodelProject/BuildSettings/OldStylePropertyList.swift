import RemodelCore

/// An old-style (OpenStep) property list as Xcode writes `project.pbxproj`: dictionaries
/// `{ key = value; }`, arrays `( a, b, )`, strings bare or quoted, `//` and `/* */` comments.
///
/// Read here rather than by Foundation's `PropertyListSerialization`: that parser runs one file at
/// a time under a lock, and bridging its result to Swift dictionaries cost as much again — together
/// about a third of a warm lint of five real apps (a 743 KB `project.pbxproj` among them). The
/// values come back as Foundation's would read through `as?`: a dictionary is `[String: Any]`, an
/// array `[String]` when every element is a string (else `[Any]`), a string `String`.
///
/// Whatever this reader does not take exactly as Foundation would — data (`<…>`), octal escapes
/// past ASCII (NeXTSTEP characters), bytes that are not UTF-8, a top level that is not a
/// dictionary, a `key;` without a value — makes it return nil, and the caller asks Foundation.
package enum OldStylePropertyList {
    package static func parse(_ bytes: [UInt8]) -> [String: Any]? {
        bytes.withUnsafeBufferPointer { buffer -> [String: Any]? in
            var reader = Reader(bytes: buffer)
            guard reader.skipTrivia(), reader.peek() == UInt8(ascii: "{"), let value = reader.dictionary() else { return nil }
            // Nothing but white space and whole comments after it.
            guard !reader.skipTrivia(), !reader.openComment else { return nil }
            return value
        }
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var offset = 0
        /// Whether the input ended inside a `/* …` comment.
        var openComment = false

        func peek() -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

        /// Skips white space and comments; false when nothing is left (`openComment` says whether
        /// the input ended inside a comment).
        mutating func skipTrivia() -> Bool {
            while offset < bytes.count {
                let byte = bytes[offset]
                if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C {
                    offset += 1
                } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "/") {
                    offset += 2
                    while offset < bytes.count, bytes[offset] != 0x0A, bytes[offset] != 0x0D { offset += 1 }
                } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "*") {
                    offset += 2
                    while offset + 1 < bytes.count, !(bytes[offset] == UInt8(ascii: "*") && bytes[offset + 1] == UInt8(ascii: "/")) { offset += 1 }
                    guard offset + 1 < bytes.count else { offset = bytes.count; openComment = true; return false }
                    offset += 2
                } else {
                    return true
                }
            }
            return false
        }

        mutating func value() -> Any? {
            guard skipTrivia(), let byte = peek() else { return nil }
            switch byte {
            case UInt8(ascii: "{"): return dictionary()
            case UInt8(ascii: "("): return array()
            default: return string()
            }
        }

        mutating func dictionary() -> [String: Any]? {
            offset += 1  // {
            var result: [String: Any] = [:]
            while true {
                guard skipTrivia(), let byte = peek() else { return nil }
                if byte == UInt8(ascii: "}") { offset += 1; return result }
                guard let key = string(), skipTrivia(), peek() == UInt8(ascii: "=") else { return nil }
                offset += 1
                guard let value = value(), skipTrivia(), peek() == UInt8(ascii: ";") else { return nil }
                offset += 1
                result[key] = value
            }
        }

        mutating func array() -> Any? {
            offset += 1  // (
            var strings: [String] = []
            var others: [Any]?
            while true {
                guard skipTrivia(), let byte = peek() else { return nil }
                if byte == UInt8(ascii: ")") { offset += 1; return others ?? strings }
                guard let element = value(), skipTrivia(), let next = peek() else { return nil }
                if let text = element as? String, others == nil {
                    strings.append(text)
                } else {
                    if others == nil { others = strings.map { $0 as Any } }
                    others?.append(element)
                }
                if next == UInt8(ascii: ",") {
                    offset += 1
                } else if next != UInt8(ascii: ")") {
                    return nil
                }
            }
        }

        mutating func string() -> String? {
            guard let byte = peek() else { return nil }
            return byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") ? quoted() : bare()
        }

        /// The characters Foundation's old-style parser takes unquoted.
        static func isBare(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
            case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"): true
            default: false
            }
        }

        mutating func bare() -> String? {
            let start = offset
            while offset < bytes.count, Self.isBare(bytes[offset]) { offset += 1 }
            guard offset > start else { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
        }

        mutating func quoted() -> String? {
            let quote = bytes[offset]
            offset += 1
            let start = offset
            // Most strings have no escape: taken whole.
            while offset < bytes.count, bytes[offset] != quote, bytes[offset] != UInt8(ascii: "\\") { offset += 1 }
            guard offset < bytes.count else { return nil }
            if bytes[offset] == quote {
                defer { offset += 1 }
                return UTF8Text.decode(UnsafeBufferPointer(rebasing: bytes[start..<offset]))
            }
            var decoded = Array(bytes[start..<offset])
            while offset < bytes.count, bytes[offset] != quote {
                let byte = bytes[offset]
                offset += 1
                guard byte == UInt8(ascii: "\\") else { decoded.append(byte); continue }
                guard offset < bytes.count else { return nil }
                let escaped = bytes[offset]
                offset += 1
                switch escaped {
                case UInt8(ascii: "a"): decoded.append(0x07)
                case UInt8(ascii: "b"): decoded.append(0x08)
                case UInt8(ascii: "f"): decoded.append(0x0C)
                case UInt8(ascii: "n"): decoded.append(0x0A)
                case UInt8(ascii: "r"): decoded.append(0x0D)
                case UInt8(ascii: "t"): decoded.append(0x09)
                case UInt8(ascii: "v"): decoded.append(0x0B)
                case UInt8(ascii: "0")...UInt8(ascii: "7"):
                    var value = Int(escaped - UInt8(ascii: "0"))
                    var digits = 1
                    while digits < 3, offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[offset]) {
                        value = value * 8 + Int(bytes[offset] - UInt8(ascii: "0"))
                        offset += 1
                        digits += 1
                    }
                    // Past ASCII, an octal escape names a NeXTSTEP character: left to Foundation.
                    guard value < 0x80 else { return nil }
                    decoded.append(UInt8(value))
                case UInt8(ascii: "U"):
                    var value: UInt32 = 0
                    var digits = 0
                    while digits < 4, offset < bytes.count, let digit = Self.hexValue(bytes[offset]) {
                        value = value * 16 + digit
                        offset += 1
                        digits += 1
                    }
                    // No digit, or a lone surrogate (half a pair): left to Foundation.
                    guard digits > 0, let scalar = Unicode.Scalar(value) else { return nil }
                    decoded.append(contentsOf: scalar.utf8)
                default:
                    // `\"`, `\'`, `\\` and any other character stand for themselves.
                    decoded.append(escaped)
                }
            }
            guard offset < bytes.count else { return nil }
            offset += 1
            return UTF8Text.decode(decoded)
        }

        static func hexValue(_ byte: UInt8) -> UInt32? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
            default: nil
            }
        }
    }
}
