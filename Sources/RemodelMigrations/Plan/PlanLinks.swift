import Foundation

/// Where the HTML plan's file links point: a relative link from the folder the report is saved in
/// to each source file, plus — when an editor URL template is configured (`--editor-url` or
/// `editor_url:` in `.remodel.yml`) — a link that opens the file at the line in an editor.
public struct PlanLinks: Sendable, Equatable {
    /// The folder the plan's relative paths are relative to (the run's working directory). `nil`:
    /// relative paths are linked as they are.
    public var sourceRoot: URL?
    /// The folder the report is saved in; links are relative to it. `nil`: `sourceRoot`.
    public var reportDirectory: URL?
    /// e.g. `vscode://file/{path}:{line}`; `{path}` becomes the absolute path, `{line}` the line
    /// and `{column}` the column (1 when unknown).
    public var editorURL: String?

    public init(sourceRoot: URL? = nil, reportDirectory: URL? = nil, editorURL: String? = nil) {
        self.sourceRoot = sourceRoot
        self.reportDirectory = reportDirectory
        self.editorURL = editorURL
    }

    /// The `href` of a source file: relative to `reportDirectory`, percent-encoded, never with a
    /// scheme (an absolute path stays absolute when it has no folder in common with the report).
    public func href(_ file: String) -> String {
        guard let absolute = absolutePath(file) else { return Self.encodePath(file) }
        guard let base = (reportDirectory ?? sourceRoot)?.standardizedFileURL.path else { return Self.encodePath(absolute) }
        let from = base.split(separator: "/").map(String.init), to = absolute.split(separator: "/").map(String.init)
        var common = 0
        while common < from.count, common < to.count - 1, from[common] == to[common] { common += 1 }
        // Nothing in common but the root: an absolute path is clearer than a run of "../".
        if common == 0 { return Self.encodePath(absolute) }
        let relative = Array(repeating: "..", count: from.count - common) + to[common...]
        return Self.encodePath(relative.joined(separator: "/"))
    }

    /// The editor link for `file` at `line`, or `nil` when no template is configured.
    public func editorHref(_ file: String, line: Int, column: Int = 1) -> String? {
        guard let editorURL, !editorURL.isEmpty else { return nil }
        let path = Self.encodePath(absolutePath(file) ?? file)
        // `vscode://file/{path}` with `/Users/me/A.swift` is `vscode://file/Users/me/A.swift`: one
        // slash, not two. `file://{path}` keeps both (`file:///Users/me/A.swift`).
        var result = ""
        var rest = Substring(editorURL)
        while let range = rest.range(of: "{path}") {
            var before = rest[..<range.lowerBound]
            if path.hasPrefix("/"), before.hasSuffix("/"), !before.hasSuffix("//") { before = before.dropLast() }
            result += before + path
            rest = rest[range.upperBound...]
        }
        result += rest
        return result
            .replacingOccurrences(of: "{line}", with: String(line))
            .replacingOccurrences(of: "{column}", with: String(column))
    }

    private func absolutePath(_ file: String) -> String? {
        if file.hasPrefix("/") { return URL(fileURLWithPath: file).standardizedFileURL.path }
        guard let sourceRoot else { return nil }
        return sourceRoot.appendingPathComponent(file).standardizedFileURL.path
    }

    /// Unreserved characters and a few safe sub-delimiters pass; everything else (spaces, `#`,
    /// `?`, `%`, `:`, non-ASCII) is percent-encoded. `/` separates components.
    private static let allowed = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$()*+,=@")

    private static func encodePath(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false)
            .map { String($0).addingPercentEncoding(withAllowedCharacters: allowed) ?? String($0) }
            .joined(separator: "/")
    }
}
