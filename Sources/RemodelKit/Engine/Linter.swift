import Foundation
import SwiftSyntax

/// Runs rules over a workspace: one pass per file, every enabled rule over the same tree, files in parallel.
public struct Linter: Sendable {
    public let rules: [any Rule]
    /// Opt-in rules the run asks for by id (`lint --only-rule`): they run without `opt_in_rules`.
    public let optedIn: Set<String>

    /// `rules`' descriptions, read once: a description is a large value (rationale, examples), and
    /// reading it through the existential copies it — once per file and rule otherwise.
    private let descriptions: [RuleDescription]

    public init(rules: [any Rule] = RuleRegistry.all.map { $0.init() }, optedIn: Set<String> = []) {
        self.rules = rules
        self.optedIn = optedIn
        self.descriptions = rules.map { $0.description }
    }

    /// `progress` counts the files linted.
    public func lint(_ workspace: Workspace, progress: ProgressReporter? = nil) -> LintResult {
        let result = PhaseTimer.measure("rules") { lintFiles(workspace, progress: progress) }
        workspace.noteTreeResidency()
        RuleTimes.shared.report()
        return result
    }

    private func lintFiles(_ workspace: Workspace, progress: ProgressReporter?) -> LintResult {
        // Every file feeds the index; only `lintedFiles` are linted (all but for --stdin-filename).
        let linted = workspace.lintedFiles
        var enabled = Set<String>()
        for file in linted {
            let configuration = workspace.configuration(for: file)
            for description in descriptions where configuration.isEnabled(description, optedIn: optedIn) { enabled.insert(description.id) }
        }
        let migration = WorkspaceMigrationOutlook(workspace: workspace)
        // Rules that ask what the migration keeps: its analysis runs beside them, not before.
        if descriptions.contains(where: { enabled.contains($0.id) && $0.asksMigrationOutlook }) { migration.start() }
        // Built once before the files run in parallel (most rules ask it), instead of inside the
        // first rule that asks while the other threads wait for it.
        _ = PhaseTimer.measure("semantics") { workspace.index.semantics }
        progress?.begin("files linted", total: linted.count)
        let perFile = parallelMap(linted) { file in
            defer { progress?.advance() }
            let configuration = workspace.configuration(for: file)
            return lint(file, configuration: configuration, context: RuleContext(index: workspace.index, options: configuration.options, migration: migration))
        }
        progress?.finish()
        let findings = perFile.joined().sorted {
            ($0.diagnostic.path, $0.diagnostic.offset, $0.diagnostic.ruleID) < ($1.diagnostic.path, $1.diagnostic.offset, $1.diagnostic.ruleID)
        }
        return LintResult(
            findings: findings, inputErrors: workspace.inputErrors, fileCount: linted.count,
            rules: descriptions.filter { enabled.contains($0.id) || linted.isEmpty })
    }

    package func lint(_ file: SourceFile, configuration: Configuration, context: RuleContext) -> [Finding] {
        // The file's tree stays in memory while its rules run, whatever other files' checks parse.
        file.handle.pinned { lintPinned(file, configuration: configuration, context: context) }
    }

    private func lintPinned(_ file: SourceFile, configuration: Configuration, context: RuleContext) -> [Finding] {
        if file.hasSyntaxErrors {
            let position = SyntaxErrors.firstError(in: file.tree) ?? file.tree.position
            let location = file.location(of: position)
            let diagnostic = Diagnostic(
                path: file.path, line: location.line, column: location.column, severity: .error, ruleID: syntaxErrorRuleID,
                message: "file does not parse; Remodel skipped its rules (fix the syntax error first)", fix: nil, offset: position.utf8Offset)
            return [Finding(diagnostic: diagnostic, fix: nil, file: file)]
        }
        let suppressions = Suppressions(file: file)
        var findings: [Finding] = []
        for (rule, description) in zip(rules, descriptions) {
            guard configuration.isEnabled(description, optedIn: optedIn) else { continue }
            if let requirement = description.requiredDependency, configuration.options.pinsBelow(requirement) { continue }
            let start = PhaseTimer.enabled ? DispatchTime.now().uptimeNanoseconds : 0
            let violations = rule.check(file, context: context)
            if PhaseTimer.enabled { RuleTimes.shared.add(description.id, DispatchTime.now().uptimeNanoseconds - start) }
            for violation in violations {
                let location = file.location(of: violation.position)
                if !suppressions.isEmpty, suppressions.suppresses(description.id, line: location.line) { continue }
                let diagnostic = Diagnostic(
                    path: file.path, line: location.line, column: location.column, severity: violation.severity(configured: configuration.severity(of: description)),
                    ruleID: description.id, message: violation.message, fix: violation.fix?.applicability,
                    suggestion: violation.fix.flatMap { $0.applicability == .displayOnly ? $0.title : nil }, offset: violation.position.utf8Offset)
                findings.append(Finding(diagnostic: diagnostic, fix: violation.fix, file: file))
            }
        }
        return findings
    }
}
