import Foundation

/// Output formats for `remodel lint`.
public enum ReporterKind: String, Sendable, CaseIterable {
    case text, json, sarif, github, xcode

    public func render(_ result: LintResult, colored: Bool = false) -> String {
        switch self {
        case .text: TextReporter(colored: colored).render(result)
        case .json: JSONReporter().render(result)
        case .sarif: SARIFReporter().render(result)
        case .github: GitHubReporter().render(result)
        case .xcode: XcodeReporter().render(result)
        }
    }
}

/// `path:line:col: error: message [rule-id]`, the form Xcode and editors parse.
public struct TextReporter: Sendable {
    public let colored: Bool
    /// The closing "Linted N files: …" line (off for `--quiet`).
    public let summary: Bool
    public init(colored: Bool, summary: Bool = true) {
        self.colored = colored
        self.summary = summary
    }

    public func render(_ result: LintResult) -> String {
        // One string, line after line: at 3,000,000 lines the report is 10 MB, and an array of
        // its lines joined at the end held it three times over.
        var text = ""
        for diagnostic in result.diagnostics {
            let severity = diagnostic.severity.rawValue
            let label = colored ? (diagnostic.severity == .error ? "\u{1B}[1;31m\(severity)\u{1B}[0m" : "\u{1B}[1;33m\(severity)\u{1B}[0m") : severity
            let rule = colored ? "\u{1B}[2m[\(diagnostic.ruleID)]\u{1B}[0m" : "[\(diagnostic.ruleID)]"
            text += "\(diagnostic.path):\(diagnostic.line):\(diagnostic.column): \(label): \(diagnostic.message) \(rule)\n"
            if let suggestion = diagnostic.suggestion {
                // A display-only fix: shown as a compiler-style note, never applied by --fix.
                let note = colored ? "\u{1B}[1;36mnote\u{1B}[0m" : "note"
                text += "\(diagnostic.path):\(diagnostic.line):\(diagnostic.column): \(note): \(Self.suggestionText(suggestion)) \(rule)\n"
            }
        }
        let fixable = result.findings.count { $0.fix?.applicability == .safe }
        var summary = "Linted \(result.fileCount) file\(result.fileCount == 1 ? "" : "s"): \(result.errorCount) error\(result.errorCount == 1 ? "" : "s"), \(result.warningCount) warning\(result.warningCount == 1 ? "" : "s")"
        if fixable > 0 { summary += " (\(fixable) fixable with --fix)" }
        if self.summary { text += summary + ".\n" }
        return text
    }

    /// The note text for a display-only fix.
    package static func suggestionText(_ title: String) -> String {
        "suggestion (display-only, not applied by --fix): \(title)"
    }
}

/// A stable JSON document; the schema is documented in the README.
public struct JSONReporter: Sendable {
    public static let schemaVersion = 1

    package struct Document: Encodable {
        package let version: Int
        package let tool: String
        package let toolVersion: String
        package let summary: Summary
        package let diagnostics: [Diagnostic]
        package let inputErrors: [Input]
    }
    package struct Summary: Encodable { package let files: Int; package let errors: Int; package let warnings: Int }
    package struct Input: Encodable { package let file: String; package let line: Int?; package let message: String }

    public init() {}

    public func render(_ result: LintResult) -> String {
        let document = Document(
            version: Self.schemaVersion, tool: "remodel", toolVersion: RemodelVersion.current,
            summary: Summary(files: result.fileCount, errors: result.errorCount, warnings: result.warningCount),
            diagnostics: result.diagnostics,
            inputErrors: result.inputErrors.map { Input(file: $0.path, line: $0.line, message: $0.message) })
        return JSONOutput.encode(document)
    }
}

/// GitHub Actions workflow commands: annotations on the pull request.
public struct GitHubReporter: Sendable {
    public init() {}
    public func render(_ result: LintResult) -> String {
        let impacts = Dictionary(result.rules.map { ($0.id, $0.impact) }) { first, _ in first }
        var lines = result.diagnostics.map { diagnostic in
            // LOW-impact findings are notices, so they do not compete with errors and warnings for
            // GitHub's 10 annotations of each kind per step.
            let command = diagnostic.severity == .error ? "error" : (impacts[diagnostic.ruleID] == .low ? "notice" : "warning")
            return "::\(command) file=\(escapeProperty(diagnostic.path)),line=\(diagnostic.line),col=\(diagnostic.column),title=\(escapeProperty(diagnostic.ruleID))::\(escapeData(diagnostic.message))"
        }
        lines += result.inputErrors.map { error in
            "::error file=\(escapeProperty(error.path))\(error.line.map { ",line=\($0)" } ?? "")::\(escapeData(error.message))"
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    /// The job summary (`$GITHUB_STEP_SUMMARY`): GitHub shows at most 10 error and 10 warning
    /// annotations per step, so the summary carries the counts per rule, the files with the most
    /// findings and the first `limit` findings.
    public func stepSummary(_ result: LintResult, limit: Int = 50) -> String {
        var text = "## Remodel\n\n"
        text += "Linted \(result.fileCount) file\(result.fileCount == 1 ? "" : "s"): **\(result.errorCount) error\(result.errorCount == 1 ? "" : "s")**, \(result.warningCount) warning\(result.warningCount == 1 ? "" : "s")"
        text += result.inputErrors.isEmpty ? ".\n\n" : ", \(result.inputErrors.count) input error\(result.inputErrors.count == 1 ? "" : "s").\n\n"
        let diagnostics = result.diagnostics
        guard !diagnostics.isEmpty else { return text + "No findings.\n" }
        text += "| Rule | Severity | Findings |\n| --- | --- | ---: |\n"
        let byRule = Dictionary(grouping: diagnostics, by: \.ruleID).sorted { ($1.value.count, $0.key) < ($0.value.count, $1.key) }
        for (rule, found) in byRule { text += "| `\(rule)` | \(found[0].severity.rawValue) | \(found.count) |\n" }
        text += "\n**Files with the most findings**\n\n"
        let byFile = Dictionary(grouping: diagnostics, by: \.path).sorted { ($1.value.count, $0.key) < ($0.value.count, $1.key) }
        for (path, found) in byFile.prefix(10) { text += "- `\(path)`: \(found.count)\n" }
        text += "\n**Findings\(diagnostics.count > limit ? " (first \(limit) of \(diagnostics.count))" : "")**\n\n"
        for diagnostic in diagnostics.prefix(limit) {
            let message = diagnostic.message.replacingOccurrences(of: "\n", with: " ")
            text += "- `\(diagnostic.path):\(diagnostic.line):\(diagnostic.column)` \(diagnostic.severity.rawValue): \(message) (`\(diagnostic.ruleID)`)\n"
        }
        return text
    }

    private func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }
    private func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
