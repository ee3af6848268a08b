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
        var bytes = Array(text.utf8)
        for edit in accepted.reversed() {
            guard edit.range.upperBound <= bytes.count else { continue }
            var replacement = edit.replacement
            if lineEnding != .lf { replacement = replacement.convertingBareNewlines(to: lineEnding.characters) }
            bytes.replaceSubrange(edit.range, with: Array(replacement.utf8))
        }
        return (String(decoding: bytes, as: UTF8.self), accepted)
    }
}

extension String {
    func convertingBareNewlines(to ending: String) -> String {
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
