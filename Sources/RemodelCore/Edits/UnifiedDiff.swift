/// Line diffs in the unified format (`--- a/path`, `+++ b/path`, `@@ -l,n +l,n @@`), computed with
/// Myers' algorithm after trimming the common prefix and suffix.
public enum UnifiedDiff {
    /// The unified diff of two texts, or "" when they are equal.
    public static func render(old: String, new: String, path: String, context: Int = 3) -> String {
        diffAndCounts(old: old, new: new, path: path, context: context).text
    }

    /// The unified diff with the number of lines added and removed.
    public static func diffAndCounts(old: String, new: String, path: String, context: Int = 3) -> (text: String, added: Int, removed: Int) {
        let oldLines = Lines(old)
        let newLines = Lines(new)
        let (a, b) = identities(oldLines, newLines)
        let operations = diff(a, b)
        let added = operations.count { $0.kind == .insert }
        let removed = operations.count { $0.kind == .delete }
        guard added + removed > 0 else { return ("", 0, 0) }
        var output = "--- a/\(path)\n+++ b/\(path)\n"
        for hunk in hunks(operations, context: context) {
            let oldCount = hunk.filter { $0.kind != .insert }.count
            let newCount = hunk.filter { $0.kind != .delete }.count
            let oldStart = hunk.first { $0.kind != .insert }.map { $0.old + 1 } ?? hunk[0].old
            let newStart = hunk.first { $0.kind != .delete }.map { $0.new + 1 } ?? hunk[0].new
            output += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
            for operation in hunk {
                switch operation.kind {
                case .equal:
                    output += " " + oldLines.display(operation.old) + "\n"
                    if oldLines.lacksNewline(operation.old) { output += "\\ No newline at end of file\n" }
                case .delete:
                    output += "-" + oldLines.display(operation.old) + "\n"
                    if oldLines.lacksNewline(operation.old) { output += "\\ No newline at end of file\n" }
                case .insert:
                    output += "+" + newLines.display(operation.new) + "\n"
                    if newLines.lacksNewline(operation.new) { output += "\\ No newline at end of file\n" }
                }
            }
        }
        return (output, added, removed)
    }

    /// Lines added and removed between two texts.
    public static func lineCounts(old: String, new: String) -> (added: Int, removed: Int) {
        let oldLines = Lines(old)
        let newLines = Lines(new)
        let (a, b) = identities(oldLines, newLines)
        let operations = diff(a, b)
        return (operations.count { $0.kind == .insert }, operations.count { $0.kind == .delete })
    }

    /// ANSI colours for a terminal: headers bold, hunk ranges cyan, removals red, additions green.
    public static func colorize(_ diff: String) -> String {
        var output = ""
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("---") || line.hasPrefix("+++") {
                output += "\u{1B}[1m\(line)\u{1B}[0m"
            } else if line.hasPrefix("@@") {
                output += "\u{1B}[36m\(line)\u{1B}[0m"
            } else if line.hasPrefix("-") {
                output += "\u{1B}[31m\(line)\u{1B}[0m"
            } else if line.hasPrefix("+") {
                output += "\u{1B}[32m\(line)\u{1B}[0m"
            } else {
                output += line
            }
            output += "\n"
        }
        return String(output.dropLast())
    }

    // MARK: Lines

    private struct Lines {
        let lines: [Substring]
        let endsWithNewline: Bool

        init(_ text: String) {
            // Split on the byte: "\r\n" is a single Character, so splitting Characters would miss it.
            var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { Substring($0) }
            endsWithNewline = text.utf8.isEmpty || text.utf8.last == UInt8(ascii: "\n")
            if endsWithNewline { lines.removeLast() }
            self.lines = lines
        }

        var count: Int { lines.count }

        func display(_ index: Int) -> String {
            let line = lines[index]
            return line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
        }

        func lacksNewline(_ index: Int) -> Bool { !endsWithNewline && index == lines.count - 1 }
    }

    /// Line identities for both texts from one table (equal text ⇔ equal id); a last line without
    /// a newline differs from an equal line that has one.
    private static func identities(_ old: Lines, _ new: Lines) -> ([Int], [Int]) {
        var table: [Substring: Int] = [:]
        func ids(_ lines: Lines) -> [Int] {
            var result = lines.lines.map { line -> Int in
                if let id = table[line] { return id }
                let id = table.count
                table[line] = id
                return id
            }
            if !lines.endsWithNewline, !result.isEmpty { result[result.count - 1] = -1 - result[result.count - 1] }
            return result
        }
        let a = ids(old)
        let b = ids(new)
        return (a, b)
    }

    // MARK: Myers

    package enum Kind { case equal, delete, insert }

    package struct Operation {
        package let kind: Kind
        package let old: Int
        package let new: Int
    }

    package static func diff(_ a: [Int], _ b: [Int]) -> [Operation] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        var operations: [Operation] = (0..<prefix).map { Operation(kind: .equal, old: $0, new: $0) }
        patience(a[prefix..<(a.count - suffix)], b[prefix..<(b.count - suffix)], into: &operations)
        for offset in 0..<suffix {
            operations.append(Operation(kind: .equal, old: a.count - suffix + offset, new: b.count - suffix + offset))
        }
        return operations
    }

    /// Patience diff: lines that occur once in each side anchor the alignment (their longest
    /// increasing run), and only the gaps between anchors go to Myers. Myers alone costs
    /// O((N + M) · D), which made a 20 MB file with thousands of changes take minutes; the gaps a
    /// migration leaves are small, so this stays near linear. Indices are the slices' own.
    private static func patience(_ a: ArraySlice<Int>, _ b: ArraySlice<Int>, into operations: inout [Operation]) {
        var a = a, b = b
        // Common prefix and suffix of this gap.
        while let first = a.first, first == b.first {
            operations.append(Operation(kind: .equal, old: a.startIndex, new: b.startIndex))
            a = a.dropFirst()
            b = b.dropFirst()
        }
        var tail: [Operation] = []
        while let last = a.last, last == b.last {
            tail.append(Operation(kind: .equal, old: a.endIndex - 1, new: b.endIndex - 1))
            a = a.dropLast()
            b = b.dropLast()
        }
        defer { operations += tail.reversed() }
        if a.isEmpty || b.isEmpty || a.count * b.count <= 4_096 {
            operations += myers(Array(a), Array(b)).map { Operation(kind: $0.kind, old: $0.old + a.startIndex, new: $0.new + b.startIndex) }
            return
        }
        let anchors = uniqueAnchors(a, b)
        guard !anchors.isEmpty else {
            operations += myers(Array(a), Array(b)).map { Operation(kind: $0.kind, old: $0.old + a.startIndex, new: $0.new + b.startIndex) }
            return
        }
        var oldStart = a.startIndex, newStart = b.startIndex
        for (old, new) in anchors {
            patience(a[oldStart..<old], b[newStart..<new], into: &operations)
            operations.append(Operation(kind: .equal, old: old, new: new))
            oldStart = old + 1
            newStart = new + 1
        }
        patience(a[oldStart..<a.endIndex], b[newStart..<b.endIndex], into: &operations)
    }

    /// Pairs of positions of lines unique in both slices, in the longest run increasing on both sides.
    private static func uniqueAnchors(_ a: ArraySlice<Int>, _ b: ArraySlice<Int>) -> [(Int, Int)] {
        var counts: [Int: (a: Int, b: Int, positionA: Int, positionB: Int)] = [:]
        for index in a.indices { counts[a[index], default: (0, 0, 0, 0)].a += 1; counts[a[index]]!.positionA = index }
        for index in b.indices where counts[b[index]] != nil { counts[b[index]]!.b += 1; counts[b[index]]!.positionB = index }
        let pairs = counts.values.filter { $0.a == 1 && $0.b == 1 }.map { ($0.positionA, $0.positionB) }.sorted { $0.0 < $1.0 }
        // Longest increasing subsequence of the new positions (patience sorting, O(n log n)).
        var tops: [Int] = []          // index into pairs of the smallest tail of each length
        var previous = [Int](repeating: -1, count: pairs.count)
        for (index, pair) in pairs.enumerated() {
            var low = 0, high = tops.count
            while low < high {
                let middle = (low + high) / 2
                if pairs[tops[middle]].1 < pair.1 { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tops[low - 1] }
            if low == tops.count { tops.append(index) } else { tops[low] = index }
        }
        var result: [(Int, Int)] = []
        var cursor = tops.last ?? -1
        while cursor >= 0 {
            result.append(pairs[cursor])
            cursor = previous[cursor]
        }
        return result.reversed()
    }

    private static func myers(_ a: [Int], _ b: [Int]) -> [Operation] {
        let n = a.count, m = b.count
        if n == 0 { return (0..<m).map { Operation(kind: .insert, old: 0, new: $0) } }
        if m == 0 { return (0..<n).map { Operation(kind: .delete, old: $0, new: 0) } }
        let maxD = n + m
        let limit = 1500
        let offset = maxD + 1
        var v = [Int](repeating: 0, count: 2 * maxD + 3)
        var trace: [[Int]] = []
        var found = false
        outer: for d in 0...min(maxD, limit) {
            // The frontier after step d - 1, for diagonals -d…d (indexed k + d).
            trace.append(Array(v[(offset - d)...(offset + d)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
                    x = v[offset + k + 1]
                } else {
                    x = v[offset + k - 1] + 1
                }
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                v[offset + k] = x
                if x >= n, y >= m {
                    found = true
                    break outer
                }
            }
        }
        guard found else {
            // Too different to align cheaply: replace the whole region.
            return (0..<n).map { Operation(kind: .delete, old: $0, new: 0) } + (0..<m).map { Operation(kind: .insert, old: n, new: $0) }
        }
        // Backtrack through the saved frontiers.
        var operations: [Operation] = []
        var x = n, y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let frontier = trace[d]
            let k = x - y
            let previousK: Int
            if k == -d || (k != d && frontier[k - 1 + d] < frontier[k + 1 + d]) {
                previousK = k + 1
            } else {
                previousK = k - 1
            }
            let previousX = d == 0 ? 0 : frontier[previousK + d]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                operations.append(Operation(kind: .equal, old: x, new: y))
            }
            if d > 0 {
                if x == previousX {
                    y -= 1
                    operations.append(Operation(kind: .insert, old: x, new: y))
                } else {
                    x -= 1
                    operations.append(Operation(kind: .delete, old: x, new: y))
                }
            }
        }
        return operations.reversed()
    }

    // MARK: Hunks

    private static func hunks(_ operations: [Operation], context: Int) -> [[Operation]] {
        var changes: [Int] = []
        for (position, operation) in operations.enumerated() where operation.kind != .equal { changes.append(position) }
        var result: [[Operation]] = []
        var start = -1, end = -1
        for change in changes {
            let lower = max(0, change - context), upper = min(operations.count - 1, change + context)
            if start >= 0, lower <= end + 1 {
                end = upper
            } else {
                if start >= 0 { result.append(Array(operations[start...end])) }
                start = lower
                end = upper
            }
        }
        if start >= 0 { result.append(Array(operations[start...end])) }
        return result
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(start),\(count)"
    }
}
