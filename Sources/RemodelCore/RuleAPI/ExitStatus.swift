/// Remodel's documented exit codes.
public enum ExitStatus: Int32, Sendable {
    /// Nothing at error severity (with `--strict`: nothing at all).
    case success = 0
    /// Violations were found (or, for `migrate`, some file could not be written safely).
    case violations = 1
    /// Usage, configuration or input errors (unreadable files, non-UTF-8 text, bad config).
    case inputError = 2
}
