import Foundation

// The one edit-overlap policy: how two `TextEdit`s on the same text relate. `EditApplier`,
// `lint --fix` (`FixApplier`) and the migrations' edit collectors all decide with it.

/// Where two edits come from, which decides whether sharing an offset is a conflict.
public enum EditOrigin: Sendable {
    /// Edits of one change (one fix, one migration of a file): their author placed them together,
    /// so insertions at one offset keep their given order and identical edits are applied once.
    case oneChange
    /// Edits of separate changes (two fixes from different findings): nothing orders what they
    /// put at a shared offset, so an insertion there conflicts with any other edit at that
    /// offset, and an identical edit counts as a conflict (the change is already made).
    case separateChanges
}

extension TextEdit {
    /// An empty range: text inserted at `range.lowerBound`.
    public var isInsertion: Bool { range.isEmpty }

    /// Whether `self` and `other` cannot both be applied to one text:
    ///
    /// - two replacements (non-empty ranges) conflict when they share a byte; adjacent ones
    ///   (`0..<3` and `3..<5`) do not;
    /// - an insertion conflicts with a replacement when it lies strictly inside the replaced range;
    ///   at either boundary it does not: it lands before the replacement at its start (insertions
    ///   go first at an offset, see `EditApplier.applicationOrder`) and after it at its end;
    /// - two insertions never conflict, also at one offset (applied in the order given);
    /// - identical edits do not conflict (applied once).
    ///
    /// Between `.separateChanges`, additionally an insertion conflicts with every other edit that
    /// starts at its offset (another insertion, or a replacement starting there), and identical
    /// edits conflict.
    public func conflicts(with other: TextEdit, between origin: EditOrigin = .oneChange) -> Bool {
        if self == other { return origin == .separateChanges }
        switch (isInsertion, other.isInsertion) {
        case (false, false):
            return range.overlaps(other.range)
        case (true, true):
            return origin == .separateChanges && range.lowerBound == other.range.lowerBound
        case (true, false):
            return Self.insertion(at: range.lowerBound, conflictsWith: other.range, origin)
        case (false, true):
            return Self.insertion(at: other.range.lowerBound, conflictsWith: range, origin)
        }
    }

    private static func insertion(at offset: Int, conflictsWith replaced: Range<Int>, _ origin: EditOrigin) -> Bool {
        if replaced.lowerBound < offset && offset < replaced.upperBound { return true }
        return origin == .separateChanges && offset == replaced.lowerBound
    }
}

/// Applies text edits to a file's text. Edits are taken in `applicationOrder`; one that conflicts
/// with an edit already taken (`TextEdit.conflicts(with:)`) is dropped, so fixes from different
/// rules cannot corrupt each other. Identical edits are applied once.
public enum EditApplier {
    public static func apply(_ edits: [TextEdit], to text: String, lineEnding: TextFormat.LineEnding = .lf) -> (text: String, applied: [TextEdit]) {
        var accepted: [TextEdit] = []
        var seen = Set<TextEdit>()
        for edit in applicationOrder(edits) {
            guard seen.insert(edit).inserted else { continue }
            // In application order the last edit taken reaches furthest, so an edit that conflicts
            // with any taken edit conflicts with it: one comparison per edit, not one per pair.
            if let last = accepted.last, last.conflicts(with: edit) { continue }
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

    /// The order edits are applied in: by start offset; at one offset insertions before the
    /// replacement that starts there (an insertion at a replaced range's start goes before the new
    /// text); otherwise in the order given.
    public static func applicationOrder(_ edits: [TextEdit]) -> [TextEdit] {
        edits.enumerated().sorted { lhs, rhs in
            if lhs.element.range.lowerBound != rhs.element.range.lowerBound {
                return lhs.element.range.lowerBound < rhs.element.range.lowerBound
            }
            if lhs.element.isInsertion != rhs.element.isInsertion { return lhs.element.isInsertion }
            return lhs.offset < rhs.offset
        }.map(\.element)
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
