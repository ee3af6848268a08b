import SwiftSyntax

/// Byte-level view of a file's text for computing minimal, line-aware edits: removing a token
/// together with its spacing (or its whole line when it stood alone), reading indentation, and
/// finding where an attribute or import goes so the result looks hand-written.
package struct MigrationText {
    package let bytes: [UInt8]
    /// The indentation step the file uses (4 spaces by default).
    package let indentUnit: String

    package init(_ text: String) {
        let bytes = Array(text.utf8)
        self.bytes = bytes
        self.indentUnit = Self.detectIndentUnit(bytes)
    }

    package var count: Int { bytes.count }

    package static let space: UInt8 = 0x20, tab: UInt8 = 0x09, newline: UInt8 = 0x0A, carriageReturn: UInt8 = 0x0D

    package func isHorizontalSpace(_ byte: UInt8) -> Bool { byte == Self.space || byte == Self.tab }

    /// True when a line ends just before `index` (after `\n`, `\r\n` or a lone `\r`, so CR-only
    /// files — old Mac style — have lines too).
    package func lineBreakEnds(before index: Int) -> Bool {
        guard index > 0 else { return false }
        let previous = bytes[index - 1]
        return previous == Self.newline || (previous == Self.carriageReturn && (index >= bytes.count || bytes[index] != Self.newline))
    }

    package func isLineBreakStart(_ byte: UInt8) -> Bool { byte == Self.newline || byte == Self.carriageReturn }

    /// Offset of the first byte of the line containing `offset`.
    package func lineStart(_ offset: Int) -> Int {
        var index = min(offset, bytes.count)
        while index > 0, !lineBreakEnds(before: index) { index -= 1 }
        return index
    }

    /// Offset of the line terminator (`\r\n`, `\n` or `\r`) of the line containing `offset`, or the end of text.
    package func lineEnd(_ offset: Int) -> Int {
        var index = offset
        while index < bytes.count, !isLineBreakStart(bytes[index]) { index += 1 }
        return index
    }

    /// Offset just past the line terminator of the line containing `offset` (or the end of text).
    package func nextLineStart(_ offset: Int) -> Int {
        let end = lineEnd(offset)
        guard end < bytes.count else { return end }
        if bytes[end] == Self.carriageReturn, end + 1 < bytes.count, bytes[end + 1] == Self.newline { return end + 2 }
        return end + 1
    }

    /// True when `start..<end` holds only spaces, tabs and carriage returns.
    package func isBlank(_ start: Int, _ end: Int) -> Bool {
        guard start < end else { return true }
        for index in start..<end where !(isHorizontalSpace(bytes[index]) || bytes[index] == Self.carriageReturn) { return false }
        return true
    }

    package func isLineBlank(containing offset: Int) -> Bool {
        isBlank(lineStart(offset), lineEnd(lineStart(offset)))
    }

    /// The whitespace before the first non-blank character of the line containing `offset`.
    package func indentation(ofLineAt offset: Int) -> String {
        let start = lineStart(offset)
        var end = start
        while end < bytes.count, isHorizontalSpace(bytes[end]) { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// True when only whitespace precedes `offset` on its line.
    package func startsLine(_ offset: Int) -> Bool { isBlank(lineStart(offset), offset) }

    /// True when only whitespace (or nothing) follows `offset` up to the end of its line.
    package func endsLine(_ offset: Int) -> Bool { isBlank(offset, lineEnd(offset)) }

    /// The text's line terminator style as written in replacement strings (always `\n`; the
    /// applier converts to `\r\n` for CRLF files).
    package func text(_ start: Int, _ end: Int) -> String { String(decoding: bytes[start..<end], as: UTF8.self) }

    /// Removes `start..<end` (a token or attribute) with the spaces after it; when it stood alone
    /// on its line, the whole line goes (the next line keeps its own indentation).
    package func removal(_ start: Int, _ end: Int) -> TextEdit {
        var lower = start
        var upper = end
        while upper < bytes.count, isHorizontalSpace(bytes[upper]) { upper += 1 }
        let atLineEnd = upper >= bytes.count || isLineBreakStart(bytes[upper])
        if atLineEnd {
            if startsLine(lower) {
                lower = lineStart(lower)
                upper = nextLineStart(upper)
            } else {
                while lower > 0, isHorizontalSpace(bytes[lower - 1]) { lower -= 1 }
            }
        }
        return TextEdit(range: lower..<upper, replacement: "")
    }

    /// Removes whole lines spanning `start..<end` (a declaration), and one adjacent blank line when
    /// the removal would otherwise leave two blank lines in a row or a blank line at the end of a
    /// block or of the file.
    package func lineRemoval(_ start: Int, _ end: Int) -> TextEdit {
        guard startsLine(start), endsLine(end) else { return removal(start, end) }
        var lower = lineStart(start)
        let upper = nextLineStart(end)
        if lower > 0 {
            let previousLine = lineStart(lower - 1)
            let previousBlank = isBlank(previousLine, lineEnd(previousLine))
            if previousBlank {
                let nextBlankOrEnd: Bool
                if upper >= bytes.count {
                    nextBlankOrEnd = true
                } else {
                    let nextEnd = lineEnd(upper)
                    var first = upper
                    while first < nextEnd, isHorizontalSpace(bytes[first]) { first += 1 }
                    nextBlankOrEnd = first == nextEnd || bytes[first] == UInt8(ascii: "}")
                }
                if nextBlankOrEnd { lower = previousLine }
            }
        }
        return TextEdit(range: lower..<upper, replacement: "")
    }

    /// Start of the comments attached to a declaration: the part of its leading trivia after the
    /// last blank line, so doc comments travel with it but a file header does not.
    package static func attachedStart(of node: some SyntaxProtocol) -> Int {
        let trivia = node.leadingTrivia
        var offset = node.position.utf8Offset
        var attached = node.positionAfterSkippingLeadingTrivia.utf8Offset
        var sawComment = false
        var pendingStart: Int?
        for piece in trivia {
            switch piece {
            case .newlines(let count), .carriageReturnLineFeeds(let count):
                if count >= 2 { pendingStart = nil; sawComment = false }
            case .lineComment, .blockComment, .docLineComment, .docBlockComment:
                if pendingStart == nil { pendingStart = offset }
                sawComment = true
            default:
                break
            }
            offset += piece.sourceLength.utf8Length
        }
        if sawComment, let pendingStart { attached = pendingStart }
        return attached
    }

    private static func detectIndentUnit(_ bytes: [UInt8]) -> String {
        // The smallest non-zero indentation of a line that follows a line ending in `{`.
        var best: Int?
        var usesTabs = false
        var index = 0
        var previousEndsWithBrace = false
        while index < bytes.count {
            var cursor = index
            var width = 0
            var tabs = false
            while cursor < bytes.count, bytes[cursor] == space || bytes[cursor] == tab {
                if bytes[cursor] == tab { tabs = true }
                width += 1
                cursor += 1
            }
            var end = cursor
            while end < bytes.count, bytes[end] != newline, bytes[end] != carriageReturn { end += 1 }
            var last = end
            while last > cursor, bytes[last - 1] == space || bytes[last - 1] == tab || bytes[last - 1] == carriageReturn { last -= 1 }
            let blank = last == cursor
            if !blank {
                if previousEndsWithBrace, width > 0, best.map({ width < $0 }) ?? true {
                    best = width
                    usesTabs = tabs
                }
                previousEndsWithBrace = bytes[last - 1] == UInt8(ascii: "{") && width == 0
            }
            index = end + (end + 1 < bytes.count && bytes[end] == carriageReturn && bytes[end + 1] == newline ? 2 : 1)
            if best != nil { break }
        }
        if usesTabs { return "\t" }
        return String(repeating: " ", count: best ?? 4)
    }
}

extension TextEdit {
    package static func insert(_ text: String, atOffset offset: Int) -> TextEdit {
        TextEdit(range: offset..<offset, replacement: text)
    }
}
