import Foundation
import SwiftSyntax

/// One finding, located for people and tools.
public struct Diagnostic: Sendable, Codable, Equatable {
    public let path: String
    public let line: Int
    public let column: Int
    public let severity: Severity
    public let ruleID: String
    public let message: String
    /// `safe`, `unsafe`, or nil when the finding has no fix.
    public let fix: FixApplicability?
    /// UTF-8 offset, for ordering and applying fixes; not part of the JSON output.
    public let offset: Int

    enum CodingKeys: String, CodingKey { case path = "file", line, column, severity, ruleID = "rule", message, fix }

    public init(path: String, line: Int, column: Int, severity: Severity, ruleID: String, message: String, fix: FixApplicability?, offset: Int) {
        self.path = path
        self.line = line
        self.column = column
        self.severity = severity
        self.ruleID = ruleID
        self.message = message
        self.fix = fix
        self.offset = offset
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        path = try container.decode(String.self, forKey: .path)
        line = try container.decode(Int.self, forKey: .line)
        column = try container.decode(Int.self, forKey: .column)
        severity = try container.decode(Severity.self, forKey: .severity)
        ruleID = try container.decode(String.self, forKey: .ruleID)
        message = try container.decode(String.self, forKey: .message)
        fix = try container.decodeIfPresent(FixApplicability.self, forKey: .fix)
        offset = 0
    }
}

/// The id reported for files that do not parse.
public let syntaxErrorRuleID = "syntax-error"

/// A diagnostic with the fix that came with it, kept for `--fix`.
public struct Finding: Sendable {
    public let diagnostic: Diagnostic
    public let fix: Fix?
    public let file: SourceFile
}

public struct LintResult: Sendable {
    public let findings: [Finding]
    public let inputErrors: [InputError]
    public let fileCount: Int
    /// The rules that ran, for reporters that describe them (SARIF).
    public let rules: [RuleDescription]

    public var diagnostics: [Diagnostic] { findings.map(\.diagnostic) }
    public var errorCount: Int { findings.count { $0.diagnostic.severity == .error } }
    public var warningCount: Int { findings.count { $0.diagnostic.severity == .warning } }
}

/// Runs rules over a workspace: one pass per file, every enabled rule over the same tree, files in parallel.
public struct Linter: Sendable {
    public let rules: [any Rule]

    public init(rules: [any Rule] = RuleRegistry.all.map { $0.init() }) { self.rules = rules }

    public func lint(_ workspace: Workspace) -> LintResult {
        let result = PhaseTimer.measure("rules") { lintFiles(workspace) }
        RuleTimes.shared.report()
        return result
    }

    private func lintFiles(_ workspace: Workspace) -> LintResult {
        let perFile = parallelMap(workspace.files) { file in
            lint(file, configuration: workspace.configuration(for: file), context: RuleContext(index: workspace.index, options: workspace.configuration(for: file).options))
        }
        let findings = perFile.joined().sorted {
            ($0.diagnostic.path, $0.diagnostic.offset, $0.diagnostic.ruleID) < ($1.diagnostic.path, $1.diagnostic.offset, $1.diagnostic.ruleID)
        }
        var enabled = Set<String>()
        for file in workspace.files { for rule in rules where workspace.configuration(for: file).isEnabled(rule.description.id) { enabled.insert(rule.description.id) } }
        return LintResult(
            findings: findings, inputErrors: workspace.inputErrors, fileCount: workspace.files.count,
            rules: rules.map(\.description).filter { enabled.contains($0.id) || workspace.files.isEmpty })
    }

    func lint(_ file: SourceFile, configuration: Configuration, context: RuleContext) -> [Finding] {
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
        for rule in rules {
            let description = rule.description
            guard configuration.isEnabled(description.id) else { continue }
            let start = PhaseTimer.enabled ? DispatchTime.now().uptimeNanoseconds : 0
            let violations = rule.check(file, context: context)
            if PhaseTimer.enabled { RuleTimes.shared.add(description.id, DispatchTime.now().uptimeNanoseconds - start) }
            for violation in violations {
                let location = file.location(of: violation.position)
                if !suppressions.isEmpty, suppressions.suppresses(description.id, line: location.line) { continue }
                let diagnostic = Diagnostic(
                    path: file.path, line: location.line, column: location.column, severity: configuration.severity(of: description),
                    ruleID: description.id, message: violation.message, fix: violation.fix?.applicability, offset: violation.position.utf8Offset)
                findings.append(Finding(diagnostic: diagnostic, fix: violation.fix, file: file))
            }
        }
        return findings
    }
}

enum SyntaxErrors {
    /// The position of the first missing or unexpected token.
    static func firstError(in tree: some SyntaxProtocol) -> AbsolutePosition? {
        let finder = SyntaxErrorFinder(viewMode: .all)
        finder.walk(tree)
        return finder.found
    }
}

private final class SyntaxErrorFinder: SyntaxAnyVisitor {
    var found: AbsolutePosition?

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        if found != nil || !node.hasError { return .skipChildren }
        if node.is(UnexpectedNodesSyntax.self) {
            found = node.positionAfterSkippingLeadingTrivia
            return .skipChildren
        }
        if let token = node.as(TokenSyntax.self), token.presence == .missing {
            found = token.positionAfterSkippingLeadingTrivia
            return .skipChildren
        }
        return .visitChildren
    }
}
