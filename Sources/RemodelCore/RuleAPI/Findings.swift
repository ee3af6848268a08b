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
    /// `safe`, `unsafe`, `display-only`, or nil when the finding has no fix.
    public let fix: FixApplicability?
    /// The title of a display-only fix: a suggestion the report shows and `--fix` never applies.
    /// Nil for every other finding (safe and unsafe fixes are applied, not described).
    public let suggestion: String?
    /// UTF-8 offset, for ordering and applying fixes; not part of the JSON output.
    public let offset: Int

    package enum CodingKeys: String, CodingKey { case path = "file", line, column, severity, ruleID = "rule", message, fix, suggestion }

    public init(path: String, line: Int, column: Int, severity: Severity, ruleID: String, message: String, fix: FixApplicability?, suggestion: String? = nil, offset: Int) {
        self.path = path
        self.line = line
        self.column = column
        self.severity = severity
        self.ruleID = ruleID
        self.message = message
        self.fix = fix
        self.suggestion = suggestion
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
        suggestion = try container.decodeIfPresent(String.self, forKey: .suggestion)
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
    package init(diagnostic: Diagnostic, fix: Fix?, file: SourceFile) {
        self.diagnostic = diagnostic
        self.fix = fix
        self.file = file
    }
}

public struct LintResult: Sendable {
    public let findings: [Finding]
    public let inputErrors: [InputError]
    public let fileCount: Int
    /// The rules that ran, for reporters that describe them (SARIF).
    public let rules: [RuleDescription]

    package init(findings: [Finding], inputErrors: [InputError], fileCount: Int, rules: [RuleDescription]) {
        self.findings = findings
        self.inputErrors = inputErrors
        self.fileCount = fileCount
        self.rules = rules
    }

    public var diagnostics: [Diagnostic] { findings.map(\.diagnostic) }
    // By index: a closure over each element copies every finding (its strings retained and
    // released), and the summary asks both counts of tens of thousands of findings.
    public var errorCount: Int { findings.indices.count { findings[$0].diagnostic.severity == .error } }
    public var warningCount: Int { findings.indices.count { findings[$0].diagnostic.severity == .warning } }
}
