import Foundation
@testable import RemodelKit
@testable import RemodelRules

/// The repository's root folder, for fixtures and docs.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Every rule id: tests exercise opt-in rules as if `opt_in_rules` listed them all.
let everyRuleID = Set(RuleRegistry.ids)

/// Lints in-memory sources with the given rules (all rules by default).
func lint(_ sources: [String: String], rules: [any Rule]? = nil) -> LintResult {
    let files = sources.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) }
    let workspace = Workspace(sources: files)
    return Linter(rules: rules ?? RuleRegistry.all.map { $0.init() }, optedIn: everyRuleID).lint(workspace)
}

/// A temporary folder removed at the end of the test.
final class TemporaryFolder {
    let url: URL
    init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("remodel-tests-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(at: url) }

    @discardableResult
    func write(_ relativePath: String, _ text: String) -> URL {
        let file = url.appendingPathComponent(relativePath)
        try! FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try! Data(text.utf8).write(to: file)
        return file
    }
}
