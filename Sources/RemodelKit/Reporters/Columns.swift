import Foundation
import SwiftSyntax

extension Finding {
    /// The 1-based column in UTF-16 code units, as SARIF's `utf16CodeUnits` column kind (and
    /// GitHub code scanning, VS Code) count. `Diagnostic.column` counts UTF-8 bytes like the Swift
    /// compiler does, so the two differ once a non-ASCII character precedes the finding on its line.
    public var utf16Column: Int {
        let diagnostic = self.diagnostic
        let utf8 = file.text.utf8
        let lineStartOffset = diagnostic.offset - (diagnostic.column - 1)
        guard lineStartOffset >= 0, diagnostic.offset <= utf8.count,
              let start = utf8.index(utf8.startIndex, offsetBy: lineStartOffset, limitedBy: utf8.endIndex),
              let end = utf8.index(utf8.startIndex, offsetBy: diagnostic.offset, limitedBy: utf8.endIndex)
        else { return diagnostic.column }
        // Decoding (not index arithmetic) keeps this right when an offset falls inside a scalar.
        return String(decoding: utf8[start..<end], as: UTF8.self).utf16.count + 1
    }
}

extension SourceFile {
    /// The 1-based line and UTF-16 column of a UTF-8 offset into `text` (SARIF's column kind).
    package func utf16Location(ofUTF8Offset offset: Int) -> (line: Int, column: Int) {
        let location = self.location(of: AbsolutePosition(utf8Offset: offset))
        let utf8 = text.utf8
        let lineStartOffset = offset - (location.column - 1)
        guard lineStartOffset >= 0, offset <= utf8.count,
              let start = utf8.index(utf8.startIndex, offsetBy: lineStartOffset, limitedBy: utf8.endIndex),
              let end = utf8.index(utf8.startIndex, offsetBy: offset, limitedBy: utf8.endIndex)
        else { return location }
        return (location.line, String(decoding: utf8[start..<end], as: UTF8.self).utf16.count + 1)
    }
}

/// `path:line:col: severity: message [rule-id]` with absolute paths and no summary: the lines
/// Xcode turns into issue-navigator entries when a build phase or build-tool plugin prints them.
public struct XcodeReporter: Sendable {
    public init() {}

    public func render(_ result: LintResult) -> String {
        var lines = result.findings.flatMap { finding in
            let diagnostic = finding.diagnostic
            let location = "\(finding.file.standardizedPath):\(diagnostic.line):\(diagnostic.column)"
            var lines = ["\(location): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.ruleID)]"]
            if let suggestion = diagnostic.suggestion {
                lines.append("\(location): note: \(TextReporter.suggestionText(suggestion)) [\(diagnostic.ruleID)]")
            }
            return lines
        }
        lines += result.inputErrors.map { "\(absolute($0.path)): error: \($0.message)" }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    private func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
