import SwiftParser
import SwiftSyntax

/// Parses user text with swift-syntax, guarded against inputs that would take the run down.
///
/// swift-syntax 603's lookahead for inline array types (`[3 of Int]`) backtracks over every
/// `[` in an unbroken run of opening brackets: time roughly doubles per bracket (28 take over a
/// minute) and about 2,000 overflow the stack. A cheap byte scan finds such runs first, so the
/// file is reported and skipped instead; `Workspace` adds a per-file time budget behind it.
public enum SwiftSourceParser {
    public enum Outcome {
        case parsed(SourceFileSyntax)
        /// Not parsed; the reason is a sentence for the user.
        case skipped(String)
    }

    /// A run of this many `[` (with only `(`, `[` and whitespace between) is not parsed.
    public static let maximumBracketRun = 12
    /// Brackets, parentheses and braces open at once beyond which a file is not parsed.
    public static let maximumNesting = 1_000

    public static func parse(_ text: String) -> Outcome {
        if let problem = NestingScan.problem(in: text) { return .skipped(problem) }
        return .parsed(tree(text))
    }

    /// The tree of `text` in the Swift 6 grammar, or in the Swift 5 grammar when only that one
    /// accepts it. Swift 5 language mode (the mode of every target whose tools version or
    /// `SWIFT_VERSION` is below 6) still compiles `@Environment (\.isEnabled)` — whitespace between
    /// an attribute and its arguments, a warning there and an error in Swift 6; such a file is
    /// read as its compiler reads it instead of being reported as unparseable, and a file that
    /// parses in neither is reported at an error both grammars agree on. Only files with an error
    /// pay for the second parse.
    public static func tree(_ text: String) -> SourceFileSyntax {
        let tree = Parser.parse(source: text)
        guard tree.hasError else { return tree }
        // The Swift 5 grammar is the more lenient one: its errors are errors in both modes.
        var text = text
        return text.withUTF8 { Parser.parse(source: $0, swiftVersion: .v5) }
    }
}

/// The byte-level pre-scan: opening-bracket runs and overall nesting, outside comments and string
/// literals (approximately: raw strings and regex literals are read as code, which can only make
/// the scan stricter, never let a deep file through).
package enum NestingScan {
    package static func problem(in text: String) -> String? {
        var text = text
        return text.withUTF8 { problem(in: $0) }
    }

    package static func problem(in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let count = bytes.count
        var index = 0
        var depth = 0
        var maximumDepth = 0
        var run = 0          // `[` in the current run of openers
        var line = 1
        var runLine = 1
        func byte(_ offset: Int) -> UInt8 { offset < count ? bytes[offset] : 0 }
        while index < count {
            let current = bytes[index]
            switch current {
            case UInt8(ascii: "["), UInt8(ascii: "("), UInt8(ascii: "{"):
                if current == UInt8(ascii: "[") {
                    if run == 0 { runLine = line }
                    run += 1
                    if run >= SwiftSourceParser.maximumBracketRun {
                        return "line \(runLine): \(run) or more '[' in a row are nested too deeply to analyse (swift-syntax's lookahead grows exponentially with them); the file was skipped"
                    }
                } else if current == UInt8(ascii: "{") {
                    run = 0
                }
                depth += 1
                maximumDepth = max(maximumDepth, depth)
                if depth > SwiftSourceParser.maximumNesting {
                    return "line \(line): brackets nested more than \(SwiftSourceParser.maximumNesting) deep are too deep to analyse; the file was skipped"
                }
                index += 1
            case UInt8(ascii: "]"), UInt8(ascii: ")"), UInt8(ascii: "}"):
                depth = max(0, depth - 1)
                run = 0
                index += 1
            case 0x20, 0x09:
                index += 1
            case 0x0A:
                line += 1
                index += 1
            case 0x0D:
                if byte(index + 1) != 0x0A { line += 1 }
                index += 1
            case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "/"):
                run = 0
                while index < count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
            case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "*"):
                run = 0
                var nesting = 1
                index += 2
                while index < count, nesting > 0 {
                    if bytes[index] == UInt8(ascii: "/"), byte(index + 1) == UInt8(ascii: "*") { nesting += 1; index += 2; continue }
                    if bytes[index] == UInt8(ascii: "*"), byte(index + 1) == UInt8(ascii: "/") { nesting -= 1; index += 2; continue }
                    if bytes[index] == 0x0A { line += 1 }
                    index += 1
                }
            case UInt8(ascii: "\""):
                run = 0
                let multiline = byte(index + 1) == UInt8(ascii: "\"") && byte(index + 2) == UInt8(ascii: "\"")
                index += multiline ? 3 : 1
                while index < count {
                    let c = bytes[index]
                    if c == UInt8(ascii: "\\") { index += 2; continue }
                    if c == 0x0A { line += 1; if !multiline { index += 1; break } }
                    if c == UInt8(ascii: "\"") {
                        if !multiline { index += 1; break }
                        if byte(index + 1) == UInt8(ascii: "\""), byte(index + 2) == UInt8(ascii: "\"") { index += 3; break }
                    }
                    index += 1
                }
            default:
                run = 0
                index += 1
            }
        }
        return nil
    }
}
