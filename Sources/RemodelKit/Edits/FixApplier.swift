import Foundation

/// Applies the fixes attached to lint findings: all passes in memory, then one `SafeWriter`
/// transaction (every file or none).
public enum FixApplier {
    /// `lint --fix` re-lints and applies again until nothing changes, at most this many times.
    public static let maximumPasses = 10

    /// The rewritten text of each file that has applicable fixes: safe ones, and unsafe ones too
    /// when `includeUnsafe`. Display-only fixes are never applied.
    public static func rewrites(_ result: LintResult, includeUnsafe: Bool) -> [(file: SourceFile, text: String, applied: Int)] {
        rewrites(result, applying: FixApplicability.allCases.filter { $0.isApplied(includeUnsafe: includeUnsafe) })
    }

    /// The rewritten text with the fixes of the given applicabilities. `lint --fix` never passes
    /// `.displayOnly`; tests do, to check what a display-only suggestion would change.
    package static func rewrites(_ result: LintResult, applying applicabilities: [FixApplicability]) -> [(file: SourceFile, text: String, applied: Int)] {
        var byFile: [ObjectIdentifier: (SourceFile, [Fix])] = [:]
        var order: [ObjectIdentifier] = []
        for finding in result.findings {
            guard let fix = finding.fix, applicabilities.contains(fix.applicability) else { continue }
            let key = ObjectIdentifier(finding.file)
            if byFile[key] == nil { order.append(key); byFile[key] = (finding.file, []) }
            byFile[key]!.1.append(fix)
        }
        return order.compactMap { key in
            let (file, fixes) = byFile[key]!
            // Apply whole fixes only: a fix with an edit that conflicts with an earlier fix's (as
            // separate changes: sharing an insertion point counts) is skipped entirely; the next
            // pass re-lints and applies it to the new text.
            var taken: [TextEdit] = []
            var applied = 0
            for fix in fixes {
                let conflicts = fix.edits.contains { edit in taken.contains { $0.conflicts(with: edit, between: .separateChanges) } }
                if conflicts { continue }
                taken += fix.edits
                applied += 1
            }
            let text = EditApplier.apply(taken, to: file.text, lineEnding: file.format.lineEnding).text
            return text == file.text ? nil : (file, text, applied)
        }
    }

    /// What `lint --fix` will write: every pass applied in memory and re-linted, so overlapping
    /// fixes land in later passes, and the final text of each file is written in one transaction.
    public struct Plan: Sendable {
        /// Each changed file as read from disk, with its final text.
        public var writes: [PendingWrite] = []
        public var appliedCount = 0
        /// The findings left in the final text (what a re-lint after writing reports).
        public var result: LintResult
    }

    public static func plan(_ workspace: Workspace, linter: Linter = Linter(), includeUnsafe: Bool) -> Plan {
        var current = workspace
        var plan = Plan(result: linter.lint(workspace))
        var originals: [String: SourceFile] = [:]
        for file in workspace.files { originals[file.path] = file }
        var finalText: [String: String] = [:]
        for _ in 0..<maximumPasses {
            let changes = rewrites(plan.result, includeUnsafe: includeUnsafe)
            if changes.isEmpty { break }
            var replaced: [ObjectIdentifier: SourceFile] = [:]
            for change in changes {
                let file = change.file
                replaced[ObjectIdentifier(file)] = SourceFile(path: file.path, url: file.url, text: change.text, format: file.format, attributes: file.attributes)
                finalText[file.path] = change.text
                plan.appliedCount += change.applied
            }
            current = current.replacing(replaced)
            plan.result = linter.lint(current)
        }
        plan.writes = finalText.sorted { $0.key < $1.key }.compactMap { path, text in
            guard let original = originals[path], original.text != text else { return nil }
            return PendingWrite(file: original, newText: text)
        }
        return plan
    }
}
