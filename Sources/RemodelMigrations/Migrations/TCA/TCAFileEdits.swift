import SwiftParser
import SwiftSyntax
import RemodelCore
import RemodelRules
import RemodelProject

/// The edits the TCA migration makes in one file, in groups (one per feature state, one per
/// view type) so that a group whose result would not parse can be dropped on its own.
///
/// Removing a wrapper such as `WithViewStore { viewStore in … }` moves its content one level
/// out: the header and trailer lines are deleted and each content line loses a level of
/// indentation; wrapping (`Group { if let … }`) adds one. Shifts accumulate per line (nested
/// wrappers) and become one edit per line at the end; lines inside a multi-line replacement are
/// skipped, and text a replacement generates is shifted like the line it starts on.
package final class TCAFileEdits {
    package let file: SourceFile
    package let text: MigrationText
    private(set) var edits: [(group: String, edit: TextEdit)] = []
    private var dedents: [(group: String, lineStart: Int, width: Int)] = []
    private(set) var droppedGroups: [String] = []

    package init(file: SourceFile) {
        self.file = file
        self.text = MigrationText(file.text)
    }

    package var isEmpty: Bool { edits.isEmpty && dedents.isEmpty }

    /// Groups with two edits that conflict (`TextEdit.conflicts(with:)`: the applier would silently
    /// drop one): never applied.
    private(set) var conflictingGroups = Set<String>()

    package func add(_ edit: TextEdit, group: String) {
        for existing in edits where existing.edit.conflicts(with: edit) {
            conflictingGroups.insert(group)
            conflictingGroups.insert(existing.group)
        }
        edits.append((group, edit))
    }

    package func add(_ newEdits: [TextEdit], group: String) { for edit in newEdits { add(edit, group: group) } }

    /// Removes `width` bytes of indentation from every line starting in `range`.
    package func dedentLines(in range: Range<Int>, width: Int, group: String) {
        guard width > 0 else { return }
        shiftLines(in: range, width: width, group: group)
    }

    /// Adds `width` columns of indentation (in the file's indent character) to every non-blank
    /// line starting in `range`.
    package func indentLines(in range: Range<Int>, width: Int, group: String) {
        guard width > 0 else { return }
        shiftLines(in: range, width: -width, group: group)
    }

    private func shiftLines(in range: Range<Int>, width: Int, group: String) {
        var start = text.lineStart(range.lowerBound)
        if start < range.lowerBound { start = text.nextLineStart(range.lowerBound) }
        while start < range.upperBound, start < text.count {
            dedents.append((group, start, width))
            let next = text.nextLineStart(start)
            if next <= start { break }
            start = next
        }
    }

    private var indentCharacter: String { text.indentUnit.hasPrefix("\t") ? "\t" : " " }

    /// The edits of the groups still in force, indentation shifts merged per line (positive:
    /// columns removed, negative: columns added).
    package func resolvedEdits(excluding excluded: Set<String> = []) -> [TextEdit] {
        let kept = edits.filter { !excluded.contains($0.group) }.map(\.edit)
        var widths: [Int: Int] = [:]
        for dedent in dedents where !excluded.contains(dedent.group) { widths[dedent.lineStart, default: 0] += dedent.width }
        // Text a replacement generates follows the shift of the line it starts on: every line
        // after the first, and the first one too when the replacement starts the line.
        var result = kept.map { edit -> TextEdit in
            let lineStart = text.lineStart(edit.range.lowerBound)
            guard let width = widths[lineStart], width != 0 else { return edit }
            let shiftFirst = lineStart == edit.range.lowerBound
            guard edit.replacement.contains("\n") || shiftFirst else { return edit }
            return TextEdit(range: edit.range, replacement: shifted(edit.replacement, by: width, includingFirstLine: shiftFirst))
        }
        let multiLine = kept.filter { edit in
            edit.range.count > 0 && text.bytes[edit.range].contains(MigrationText.newline)
        }
        for (lineStart, width) in widths.sorted(by: { $0.key < $1.key }) where width != 0 {
            if multiLine.contains(where: { $0.range.lowerBound < lineStart && lineStart < $0.range.upperBound }) { continue }
            if kept.contains(where: { !$0.isInsertion && $0.range.contains(lineStart) }) { continue }
            if width > 0 {
                var end = lineStart
                while end < text.count, end - lineStart < width, text.isHorizontalSpace(text.bytes[end]) { end += 1 }
                // A blank line keeps nothing to dedent; a shallower line loses what it has.
                if end > lineStart { result.append(TextEdit(range: lineStart..<end, replacement: "")) }
            } else if !text.isLineBlank(containing: lineStart) {
                result.append(.insert(String(repeating: indentCharacter, count: -width), at: AbsolutePosition(utf8Offset: lineStart)))
            }
        }
        return result
    }

    package func shifted(_ replacement: String, by width: Int, includingFirstLine: Bool) -> String {
        var lines = replacement.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for index in lines.indices where index > 0 || includingFirstLine {
            if width < 0 {
                if !lines[index].allSatisfy({ $0 == " " || $0 == "\t" }) {
                    lines[index] = String(repeating: indentCharacter, count: -width) + lines[index]
                }
                continue
            }
            var line = lines[index][...]
            var removed = 0
            while removed < width, let first = line.first, first == " " || first == "\t" {
                line = line.dropFirst()
                removed += 1
            }
            lines[index] = String(line)
        }
        return lines.joined(separator: "\n")
    }

    /// The new text, dropping view groups (then every group) whose result would not parse.
    /// Returns nil when nothing changes.
    package func newText(groupOrder: [String]) -> String? {
        var excluded = conflictingGroups
        var candidates = groupOrder.reversed().filter { group in edits.contains { $0.group == group } || dedents.contains { $0.group == group } }
        while true {
            let output = EditApplier.apply(resolvedEdits(excluding: excluded), to: file.text, lineEnding: file.format.lineEnding).text
            if output == file.text {
                droppedGroups = groupOrder.filter { excluded.contains($0) }
                return nil
            }
            if case .parsed(let tree) = SwiftSourceParser.parse(output), !tree.hasError {
                droppedGroups = groupOrder.filter { excluded.contains($0) }
                return output
            }
            guard let next = candidates.first else { return nil }
            candidates.removeFirst()
            excluded.insert(next)
        }
    }
}
