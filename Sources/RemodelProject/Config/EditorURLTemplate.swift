/// `editor_url` in `.remodel.yml` and `remodel plan --editor-url`: the template of the links that
/// open a file at a line in an editor, e.g. `vscode://file/{path}:{line}`.
public enum EditorURLTemplate {
    /// Why `template` cannot be an editor URL, or `nil` when it can: it must start with a URL
    /// scheme — not `javascript:`, `data:` or `vbscript:`, which would run in the report — and
    /// contain `{path}`.
    public static func problem(with template: String) -> String? {
        let scheme = template.prefix { $0 != ":" }
        guard scheme.count < template.count, let first = scheme.first, first.isASCII, first.isLetter,
              scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) }) else {
            return "must start with a URL scheme, e.g. vscode://file/{path}:{line}"
        }
        guard !["javascript", "data", "vbscript"].contains(scheme.lowercased()) else {
            return "must not use the \(scheme.lowercased()): scheme; use the editor's own, e.g. vscode://file/{path}:{line}"
        }
        guard template.contains("{path}") else {
            return "must contain {path} (and usually {line}), e.g. vscode://file/{path}:{line}"
        }
        return nil
    }
}
