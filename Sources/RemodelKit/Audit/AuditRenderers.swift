import Foundation

/// `remodel audit` as text: a table per kind with totals, then the files.
public struct AuditTextRenderer: Sendable {
    public init() {}

    public func render(_ audit: LegacyAudit) -> String {
        var out: [String] = []
        out.append("Audit of \(audit.fileCount) Swift file\(audit.fileCount == 1 ? "" : "s"): \(audit.total) occurrence\(audit.total == 1 ? "" : "s") "
            + "in \(audit.files.count) file\(audit.files.count == 1 ? "" : "s") (read from the syntax tree; comments and strings never count)")
        out.append("")
        let kindWidth = max(5, AuditKind.allCases.map(\.title.count).max() ?? 0)
        out.append("\("Kind".auditPadded(kindWidth))  \("Count".auditLeftPadded(5))  \("Files".auditLeftPadded(5))  Replace with")
        for kind in AuditKind.allCases {
            out.append("\(kind.title.auditPadded(kindWidth))  \(String(audit.count(kind)).auditLeftPadded(5))  \(String(audit.fileCount(kind)).auditLeftPadded(5))  \(kind.replacement)")
        }
        out.append("\("Total".auditPadded(kindWidth))  \(String(audit.total).auditLeftPadded(5))  \(String(audit.files.count).auditLeftPadded(5))")
        if let classes = audit.observableObjectClasses {
            out.append("")
            out.append("\(classes) ObservableObject class\(classes == 1 ? "" : "es") for `remodel plan` and `remodel migrate` to decide "
                + "(the ObservableObject row counts written conformances: protocols and extensions write one, subclasses none)")
        }
        if !audit.files.isEmpty {
            out.append("")
            out.append("Per file")
            let pathWidth = audit.files.map(\.path.count).max() ?? 0
            for file in audit.files {
                let breakdown = AuditKind.allCases.compactMap { kind -> String? in
                    let count = file.count(kind)
                    return count == 0 ? nil : "\(kind.title) \(count)"
                }.joined(separator: ", ")
                out.append("  \(file.path.auditPadded(pathWidth))  \(String(file.total).auditLeftPadded(4))  \(breakdown)")
            }
        }
        return out.joined(separator: "\n") + "\n"
    }
}

/// `remodel audit --json`. Schema (version 1; fields are only ever added):
///
/// ```
/// { "version": 1, "tool": "remodel",
///   "summary": { "files": Int, "filesWithOccurrences": Int, "total": Int,
///                "observableObjectClasses": Int },   // the classes plan/migrate decide (absent without an index)
///   "kinds": [ { "kind": "observableObject" | "published" | "stateObject" | "observedObject" | "environmentObject"
///                        | "environmentObjectCall" | "objectWillChange" | "viewStore" | "presentationState" | "bindingState",
///                "title": String, "count": Int, "files": Int } ],             // every kind, in this order
///   "files": [ { "file": String, "total": Int, "counts": { kind: Int },       // only kinds present
///                "occurrences": [ { "kind", "line", "column" } ] } ],         // files with occurrences, by path
///   "inputErrors": [ { "file", "message" } ] }
/// ```
public struct AuditJSONRenderer: Sendable {
    public static let schemaVersion = 1

    package struct Document: Encodable {
        package let version: Int
        package let tool: String
        package let summary: Summary
        package let kinds: [Kind]
        package let files: [File]
        package let inputErrors: [Input]
    }
    package struct Summary: Encodable {
        package let files: Int; package let filesWithOccurrences: Int; package let total: Int
        package let observableObjectClasses: Int?
    }
    package struct Kind: Encodable { package let kind: String; package let title: String; package let count: Int; package let files: Int }
    package struct File: Encodable { package let file: String; package let total: Int; package let counts: [String: Int]; package let occurrences: [AuditOccurrence] }
    package struct Input: Encodable { package let file: String; package let message: String }

    public init() {}

    public func render(_ audit: LegacyAudit) -> String {
        let document = Document(
            version: Self.schemaVersion, tool: "remodel",
            summary: Summary(files: audit.fileCount, filesWithOccurrences: audit.files.count, total: audit.total,
                             observableObjectClasses: audit.observableObjectClasses),
            kinds: AuditKind.allCases.map { Kind(kind: $0.rawValue, title: $0.title, count: audit.count($0), files: audit.fileCount($0)) },
            files: audit.files.map { file in
                var counts: [String: Int] = [:]
                for kind in AuditKind.allCases where file.count(kind) > 0 { counts[kind.rawValue] = file.count(kind) }
                return File(file: file.path, total: file.total, counts: counts, occurrences: file.occurrences)
            },
            inputErrors: audit.inputErrors.map { Input(file: $0.path, message: $0.message) })
        return JSONOutput.encode(document)
    }
}

extension String {
    package func auditPadded(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
    package func auditLeftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
