import Foundation

/// Applies text edits to a file's text. Overlapping edits are dropped (the first one in order wins),
/// so fixes from different rules cannot corrupt each other.
public enum EditApplier {
    public static func apply(_ edits: [TextEdit], to text: String, lineEnding: TextFormat.LineEnding = .lf) -> (text: String, applied: [TextEdit]) {
        let ordered = edits.enumerated().sorted { ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset) }.map(\.element)
        var accepted: [TextEdit] = []
        var seen = Set<TextEdit>()
        for edit in ordered {
            guard seen.insert(edit).inserted else { continue }
            if let last = accepted.last, edit.range.lowerBound < last.range.upperBound {
                continue
            }
            accepted.append(edit)
        }
        // One forward pass: copy the text between edits and each replacement. (Replacing ranges in
        // place moves the rest of the text per edit — quadratic on a large file with many edits.)
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + accepted.reduce(0) { $0 + $1.replacement.utf8.count })
        var cursor = 0
        for edit in accepted where edit.range.upperBound <= bytes.count {
            output.append(contentsOf: bytes[cursor..<edit.range.lowerBound])
            var replacement = edit.replacement
            if lineEnding != .lf { replacement = replacement.convertingBareNewlines(to: lineEnding.characters) }
            output.append(contentsOf: replacement.utf8)
            cursor = edit.range.upperBound
        }
        output.append(contentsOf: bytes[cursor...])
        return (String(decoding: output, as: UTF8.self), accepted)
    }
}

extension String {
    package func convertingBareNewlines(to ending: String) -> String {
        var result = ""
        result.reserveCapacity(utf8.count)
        var previous: Character?
        for character in self {
            // "\r\n" is a single Character in Swift, so a lone "\n" here is a bare newline.
            if character == "\n", previous != "\r" { result += ending } else { result.append(character) }
            previous = character
        }
        return result
    }
}
