import Foundation

/// `remodel lint --statistics`: how many findings each rule produced, most frequent first
/// (the counterpart of Ruff's `--statistics`).
public struct LintStatistics: Sendable, Equatable {
    public struct Row: Sendable, Equatable, Encodable {
        public let rule: String
        public let count: Int
        public let severity: Severity
        /// Findings of this rule with a safe fix (`remodel lint --fix` applies them).
        public let fixable: Int
        public let title: String
    }

    public let rows: [Row]

    public init(_ result: LintResult) {
        let titles = Dictionary(result.rules.map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
        var byRule: [String: (count: Int, fixable: Int, severity: Severity)] = [:]
        for finding in result.findings {
            let id = finding.diagnostic.ruleID
            var entry = byRule[id] ?? (0, 0, finding.diagnostic.severity)
            entry.count += 1
            if finding.fix?.applicability == .safe { entry.fixable += 1 }
            // A rule configured per folder may report at both severities; errors win.
            if finding.diagnostic.severity == .error { entry.severity = .error }
            byRule[id] = entry
        }
        rows = byRule.map { id, entry in
            Row(rule: id, count: entry.count, severity: entry.severity, fixable: entry.fixable,
                title: titles[id] ?? (id == syntaxErrorRuleID ? "File does not parse" : id))
        }.sorted { ($1.count, $0.rule) < ($0.count, $1.rule) }
    }

    /// An aligned table: count, rule id, severity, fixable count, title; then a total line.
    public func renderText() -> String {
        guard !rows.isEmpty else { return "No findings.\n" }
        let countWidth = rows.map { String($0.count).count }.max() ?? 1
        let ruleWidth = rows.map(\.rule.count).max() ?? 0
        var output = ""
        for row in rows {
            let count = String(repeating: " ", count: countWidth - String(row.count).count) + String(row.count)
            let rule = row.rule.padding(toLength: ruleWidth, withPad: " ", startingAt: 0)
            let severity = row.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
            let fixable = row.fixable > 0 ? "  [\(row.fixable) fixable]" : ""
            output += "\(count)  \(rule)  \(severity)  \(row.title)\(fixable)\n"
        }
        let total = rows.reduce(0) { $0 + $1.count }
        output += "Found \(total) finding\(total == 1 ? "" : "s") from \(rows.count) rule\(rows.count == 1 ? "" : "s").\n"
        return output
    }

    /// A JSON array of `{rule, count, severity, fixable, title}`, most frequent first.
    public func renderJSON() -> String { JSONOutput.encode(ToolDocument(rules: rows)) }
}

/// `remodel rules --json`: the catalogue as data, for editors, dashboards and agents.
public enum RuleCatalogue {
    package struct Entry: Encodable {
        package let id: String
        package let title: String
        package let impact: String
        package let defaultSeverity: String
        /// The summary from before availability and applicability were split (kept for readers of
        /// schema version 1): `none`, `sometimes`, or the applicability of a rule that always fixes.
        package let fix: String
        /// `never`, `sometimes` or `always`.
        package let fixAvailability: String
        /// The applicabilities its fixes can have: `safe`, `unsafe`, `display-only`; empty for `never`.
        package let fixApplicability: [String]
        package let tags: [String]
        /// Off unless `opt_in_rules` (or `only_rules`, `--only-rule`) names it.
        package let optIn: Bool
        package let summary: String
        package let documentationURL: String
    }

    public static func json(_ rules: [RuleDescription] = RuleRegistry.all.map { $0.description }) -> String {
        JSONOutput.encode(ToolDocument(rules: rules.map {
            Entry(id: $0.id, title: $0.title, impact: $0.impact.rawValue, defaultSeverity: $0.impact.defaultSeverity.rawValue,
                  fix: legacyFix($0.fix), fixAvailability: $0.fix.availability.rawValue,
                  fixApplicability: $0.fix.orderedApplicabilities.map(\.rawValue), tags: $0.tags, optIn: $0.optIn, summary: $0.impactDescription,
                  documentationURL: RemodelVersion.documentationURL(for: $0.id))
        }))
    }
}

extension RuleCatalogue {
    /// `none` (never), `sometimes`, or for a rule that always fixes, the least safe applicability
    /// its fixes can have.
    package static func legacyFix(_ fix: FixDeclaration) -> String {
        switch fix.availability {
        case .never: "none"
        case .sometimes: "sometimes"
        case .always: fix.orderedApplicabilities.last?.rawValue ?? "none"
        }
    }
}

/// `{ "version": 1, "tool": "remodel", "toolVersion": …, "rules": [...] }`: every JSON document
/// Remodel prints names its schema version and the tool that wrote it.
package struct ToolDocument<Row: Encodable>: Encodable {
    package var version = 1
    package var tool = "remodel"
    package var toolVersion = RemodelVersion.current
    package let rules: [Row]
}
