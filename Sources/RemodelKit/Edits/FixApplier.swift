import Foundation

/// Applies the fixes attached to lint findings, file by file, with `SafeWriter`'s guarantees.
public enum FixApplier {
    /// `lint --fix` re-lints and applies again until nothing changes, at most this many times.
    public static let maximumPasses = 10

    public struct Outcome: Sendable {
        public var changedFiles: [String] = []
        public var appliedCount = 0
        public var refusals: [WriteRefusal] = []
        public init() {}
    }

    /// The rewritten text of each file that has applicable fixes.
    public static func rewrites(_ result: LintResult, includeUnsafe: Bool) -> [(file: SourceFile, text: String, applied: Int)] {
        var byFile: [ObjectIdentifier: (SourceFile, [Fix])] = [:]
        var order: [ObjectIdentifier] = []
        for finding in result.findings {
            guard let fix = finding.fix, fix.applicability == .safe || includeUnsafe else { continue }
            let key = ObjectIdentifier(finding.file)
            if byFile[key] == nil { order.append(key); byFile[key] = (finding.file, []) }
            byFile[key]!.1.append(fix)
        }
        return order.compactMap { key in
            let (file, fixes) = byFile[key]!
            // Apply whole fixes only: a fix whose edits overlap an earlier fix is skipped entirely.
            var taken: [TextEdit] = []
            var applied = 0
            for fix in fixes {
                let overlaps = fix.edits.contains { edit in taken.contains { $0.range.overlaps(edit.range) || ($0.range.isEmpty && $0.range.lowerBound == edit.range.lowerBound) } }
                if overlaps { continue }
                taken += fix.edits
                applied += 1
            }
            let text = EditApplier.apply(taken, to: file.text, lineEnding: file.format.lineEnding).text
            return text == file.text ? nil : (file, text, applied)
        }
    }

    public static func apply(_ result: LintResult, includeUnsafe: Bool) -> Outcome {
        var outcome = Outcome()
        for (file, text, applied) in rewrites(result, includeUnsafe: includeUnsafe) {
            do throws(WriteRefusal) {
                try SafeWriter.write(text, over: file)
                outcome.changedFiles.append(file.path)
                outcome.appliedCount += applied
            } catch {
                outcome.refusals.append(error)
            }
        }
        return outcome
    }
}
