/// Approximate text widths for laying out the SVG graph, which cannot wrap text by itself: class
/// names too wide for a node are broken into lines at their camel-case word boundaries instead of
/// being cut off. Advance widths are Helvetica's (Arial and Liberation Sans share them), in
/// thousandths of the font size; the system fonts the page asks for first are of similar width,
/// and the layout keeps a margin.
package enum PlanTextMetrics {
    private static let regular: [Character: Int] = widths(
        lower: [556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500],
        upper: [667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611],
        other: [" ": 278, "·": 278, "×": 584, "@": 1015, ".": 278, ",": 278, "(": 333, ")": 333, "-": 333, "_": 556, ":": 278, "$": 556])
    private static let bold: [Character: Int] = widths(
        lower: [556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500],
        upper: [722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611],
        other: [" ": 278, "·": 278, "×": 584, "@": 975, ".": 278, ",": 278, "(": 333, ")": 333, "-": 333, "_": 556, ":": 333, "$": 556])

    private static func widths(lower: [Int], upper: [Int], other: [Character: Int]) -> [Character: Int] {
        var table = other
        for (offset, scalar) in (UnicodeScalar("a").value...UnicodeScalar("z").value).enumerated() {
            table[Character(UnicodeScalar(scalar)!)] = lower[offset]
        }
        for (offset, scalar) in (UnicodeScalar("A").value...UnicodeScalar("Z").value).enumerated() {
            table[Character(UnicodeScalar(scalar)!)] = upper[offset]
        }
        for digit in "0123456789" { table[digit] = 556 }
        return table
    }

    /// The width of `text` in pixels at `fontSize`.
    package static func width(_ text: String, fontSize: Double, bold isBold: Bool) -> Double {
        let table = isBold ? bold : regular
        let units = text.reduce(0) { $0 + (table[$1] ?? 640) }
        return Double(units) * fontSize / 1000
    }

    /// The words of an identifier: `CEWorkspaceSettingsData` → `CE`, `Workspace`, `Settings`,
    /// `Data`; a break also follows `_` and `.`.
    package static func identifierWords(_ name: String) -> [String] {
        let characters = Array(name)
        var words: [String] = []
        var current = ""
        for (index, character) in characters.enumerated() {
            if !current.isEmpty, index > 0 {
                let previous = characters[index - 1]
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let startsWord = character.isUppercase
                    && (previous.isLowercase || previous.isNumber || (previous.isUppercase && (next?.isLowercase ?? false)))
                if startsWord || previous == "_" || previous == "." {
                    words.append(current)
                    current = ""
                }
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `text` as lines no wider than `maxWidth`, broken between `pieces` (joined without a
    /// separator); a single piece wider than a line is broken between characters.
    package static func lines(_ pieces: [String], separator: String = "", maxWidth: Double, fontSize: Double, bold: Bool) -> [String] {
        var lines: [String] = []
        var current = ""
        for piece in pieces {
            let candidate = current.isEmpty ? piece : current + separator + piece
            if width(candidate, fontSize: fontSize, bold: bold) <= maxWidth || current.isEmpty {
                current = candidate
            } else {
                lines.append(current)
                current = piece
            }
            // A piece wider than a whole line: the last resort is a break between characters.
            while width(current, fontSize: fontSize, bold: bold) > maxWidth, current.count > 1 {
                var head = ""
                for character in current {
                    if !head.isEmpty, width(head + String(character), fontSize: fontSize, bold: bold) > maxWidth { break }
                    head.append(character)
                }
                lines.append(head)
                current = String(current.dropFirst(head.count))
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
