import Foundation
import RemodelCore
import RemodelRules
import RemodelProject

/// The human summary and the `--json` document of a migration.
extension MigrationResult {
    /// Per class (migrated, then needing manual work, then kept, each by name) with the reasons
    /// on indented lines, the spots that need a person, and the totals.
    ///
    /// ```
    /// migrated: SettingsModel
    /// manual: SessionStore
    ///     ViewModels/SessionStore.swift:9: 'isOnline' keeps its didSet …
    /// kept: SearchViewModel
    ///     Combine-driven: $query drives a pipeline at ViewModels/SearchViewModel.swift:22
    ///
    /// 2 classes migrated (1 needs manual work), 1 kept
    /// 12 files, 84 lines changed
    /// ```
    public func summaryText() -> String {
        var output = ""
        for disposition in [ClassDisposition.migrated, .manual, .kept] {
            for outcome in classes(disposition) {
                output += "\(disposition.rawValue): \(outcome.name)\n"
                for reason in outcome.reasons { output += "    \(reason)\n" }
            }
        }
        let classReasons = Set(classes.flatMap(\.reasons))
        let others = manual.filter { !classReasons.contains("\($0.file):\($0.line): \($0.reason)") }
        if !others.isEmpty {
            if !output.isEmpty { output += "\n" }
            output += "Needs a person:\n"
            for item in others { output += "    \(item.file):\(item.line): \(item.reason)\n" }
        }
        if !output.isEmpty { output += "\n" }
        if classes.isEmpty {
            output += "Nothing to migrate: no ObservableObject classes (or, with --tca, no TCA features) found\n"
        } else {
            output += "\(migratedCount) \(migratedCount == 1 ? "class" : "classes") migrated"
            if manualCount > 0 { output += " (\(manualCount) \(manualCount == 1 ? "needs" : "need") manual work)" }
            output += ", \(keptCount) kept\n"
        }
        output += "\(rewrites.count) \(rewrites.count == 1 ? "file" : "files"), \(changedLineCount) \(changedLineCount == 1 ? "line" : "lines") changed\n"
        return output
    }

    /// `{ "version": 1, "tool": "remodel", "toolVersion", "classes": [...], "manual": [...],
    /// "files": [{"path", "diff"}], "summary": {...} }`,
    /// pretty-printed with sorted keys. The summary's counts are the text's: `migrated` counts every
    /// class rewritten to `@Observable`, `manual` those of them that need manual work, `kept` the
    /// classes left as `ObservableObject` (`migrated + kept` = the classes considered).
    public func jsonData() -> Data {
        struct FileEntry: Encodable { let path: String; let diff: String; let linesAdded: Int; let linesRemoved: Int }
        struct Summary: Encodable {
            let migrated: Int, manual: Int, kept: Int, files: Int, linesChanged: Int, linesAdded: Int, linesRemoved: Int
        }
        struct Document: Encodable {
            var version = 1
            var tool = "remodel"
            var toolVersion = RemodelVersion.current
            let classes: [ClassOutcome]
            let manual: [ManualItem]
            let files: [FileEntry]
            let summary: Summary
        }
        let document = Document(
            classes: classes, manual: manual,
            files: rewrites.map { FileEntry(path: $0.file.path, diff: $0.unifiedDiff, linesAdded: $0.addedLines, linesRemoved: $0.removedLines) },
            summary: Summary(
                migrated: migratedCount, manual: manualCount, kept: keptCount,
                files: rewrites.count, linesChanged: changedLineCount,
                linesAdded: rewrites.reduce(0) { $0 + $1.addedLines }, linesRemoved: rewrites.reduce(0) { $0 + $1.removedLines }))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(document)) ?? Data("{}".utf8)
    }
}
