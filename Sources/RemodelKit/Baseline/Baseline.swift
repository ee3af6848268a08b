import Foundation
import SwiftSyntax

/// Findings recorded with `remodel lint --write-baseline FILE`, so that `--baseline FILE` reports
/// only new ones — how a linter is adopted on a legacy codebase.
///
/// An entry is not tied to a line number: it names the rule, the file (relative to the baseline's
/// folder, so the baseline works from any working directory) and a hash of the flagged line's
/// whitespace-collapsed text together with the qualified name of its enclosing declaration. Edits
/// elsewhere in the file (a line added above, re-indentation) leave it matching; a new instance of
/// the same problem on a different line or in another declaration does not match. Identical
/// entries are counted: N entries suppress at most N findings.
public struct Baseline: Sendable, Equatable {
    public static let formatVersion = 1

    public struct Entry: Codable, Sendable, Hashable {
        public let rule: String
        public let file: String
        /// Qualified name of the innermost enclosing declaration (`Type.member`), for people
        /// reading the file; it is also part of `hash`.
        public let declaration: String
        /// FNV-1a 64 of the declaration name and the normalised line text.
        public let hash: String
        /// The message when recorded; informational only (not used for matching).
        public let message: String
    }

    package struct Document: Codable {
        package let version: Int
        package let tool: String?
        package let entries: [Entry]
    }

    public let entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries.sorted { ($0.file, $0.rule, $0.declaration, $0.hash) < ($1.file, $1.rule, $1.declaration, $1.hash) }
    }

    /// Records every finding of `result`, with paths relative to `folder` (the baseline file's folder).
    public init(recording result: LintResult, relativeTo folder: URL) {
        let root = Self.canonicalPath(folder)
        self.init(entries: result.findings.map { Self.entry(for: $0, root: root) })
    }

    // MARK: Reading and writing

    public static func load(from url: URL) throws(BaselineError) -> Baseline {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw BaselineError(path: url.relativePath, message: FileManager.default.fileExists(atPath: url.path)
                ? "cannot read the baseline file" : "baseline file not found (create it with --write-baseline)")
        }
        let document: Document
        do { document = try JSONDecoder().decode(Document.self, from: data) } catch {
            throw BaselineError(path: url.relativePath, message: "not a Remodel baseline (\(Self.describe(error)))")
        }
        guard document.version == formatVersion else {
            throw BaselineError(path: url.relativePath, message: "unsupported baseline version \(document.version) (this remodel reads version \(formatVersion))")
        }
        return Baseline(entries: document.entries)
    }

    public func data() -> Data {
        Data(JSONOutput.encode(Document(version: Self.formatVersion, tool: "remodel", entries: entries)).utf8)
    }

    public func write(to url: URL) throws(BaselineError) {
        do { try data().write(to: url, options: .atomic) } catch {
            throw BaselineError(path: url.relativePath, message: "cannot write the baseline: \(error.localizedDescription)")
        }
    }

    // MARK: Matching

    /// `result` without the findings this baseline covers, and how many it removed.
    public func filter(_ result: LintResult, relativeTo folder: URL) -> (result: LintResult, suppressed: Int) {
        var remaining: [Key: Int] = [:]
        for entry in entries { remaining[Key(entry), default: 0] += 1 }
        let root = Self.canonicalPath(folder)
        var kept: [Finding] = []
        for finding in result.findings {
            let key = Key(Self.entry(for: finding, root: root))
            if let count = remaining[key], count > 0 {
                remaining[key] = count - 1
            } else {
                kept.append(finding)
            }
        }
        let filtered = LintResult(findings: kept, inputErrors: result.inputErrors, fileCount: result.fileCount, rules: result.rules)
        return (filtered, result.findings.count - kept.count)
    }

    private struct Key: Hashable {
        let rule: String, file: String, hash: String
        init(_ entry: Entry) { (rule, file, hash) = (entry.rule, entry.file, entry.hash) }
    }

    package static func entry(for finding: Finding, root: String) -> Entry {
        let diagnostic = finding.diagnostic
        let declaration = enclosingDeclaration(in: finding.file, offset: diagnostic.offset)
        let line = normalisedLine(in: finding.file, diagnostic: diagnostic)
        return Entry(
            rule: diagnostic.ruleID, file: relativePath(of: finding.file.url, root: root), declaration: declaration,
            hash: fnv1a64(declaration + "\n" + line), message: diagnostic.message)
    }

    /// The flagged line with runs of whitespace collapsed to one space and the ends trimmed.
    package static func normalisedLine(in file: SourceFile, diagnostic: Diagnostic) -> String {
        let bytes = Array(file.text.utf8)
        let start = max(0, min(bytes.count, diagnostic.offset - (diagnostic.column - 1)))
        var end = start
        while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
            .split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\u{0B}" || $0 == "\u{0C}" })
            .joined(separator: " ")
    }

    /// `Outer.Inner.member` for the declarations around `offset`, outermost first; "" at top level.
    package static func enclosingDeclaration(in file: SourceFile, offset: Int) -> String {
        guard let token = file.tree.token(at: AbsolutePosition(utf8Offset: offset)) else { return "" }
        var names: [String] = []
        var node: Syntax? = Syntax(token)
        while let current = node {
            if let name = declarationName(current) { names.append(name) }
            node = current.parent
        }
        return names.reversed().joined(separator: ".")
    }

    private static func declarationName(_ node: Syntax) -> String? {
        if let decl = node.as(ClassDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(StructDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(EnumDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(ActorDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(ProtocolDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(ExtensionDeclSyntax.self) { return decl.extendedType.trimmedDescription }
        if let decl = node.as(FunctionDeclSyntax.self) { return decl.name.text }
        if node.is(InitializerDeclSyntax.self) { return "init" }
        if node.is(DeinitializerDeclSyntax.self) { return "deinit" }
        if node.is(SubscriptDeclSyntax.self) { return "subscript" }
        if let decl = node.as(VariableDeclSyntax.self) {
            return decl.bindings.map { $0.pattern.trimmedDescription }.joined(separator: ",")
        }
        return nil
    }

    package static func canonicalPath(_ url: URL) -> String {
        url.standardizedFileURL.resolvingSymlinksInPath().path
    }

    package static func relativePath(of url: URL, root: String) -> String {
        let path = canonicalPath(url)
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    package static func fnv1a64(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    private static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context):
            return context.underlyingError.map { _ in "invalid JSON" } ?? context.debugDescription
        case DecodingError.keyNotFound(let key, let context):
            return "missing '\(key.stringValue)'" + Self.at(context.codingPath)
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "wrong type" + Self.at(context.codingPath)
        default:
            return "invalid JSON"
        }
    }

    private static func at(_ path: [any CodingKey]) -> String {
        path.isEmpty ? "" : " at " + path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    }
}

/// A baseline file that cannot be read, parsed or written; `description` names the file.
public struct BaselineError: Error, Sendable, Equatable, CustomStringConvertible {
    public let path: String
    public let message: String
    public var description: String { "\(path): error: \(message)" }
}
