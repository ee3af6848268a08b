import RemodelCore
import RemodelRules
/// Shell-style path globs: `*` (within a path component), `**` (any number of components), `?`.
public struct Glob: Sendable, Equatable {
    public let pattern: String
    private let parts: [Substring]

    public init(_ pattern: String) {
        self.pattern = pattern
        var trimmed = pattern
        while trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
        while trimmed.hasSuffix("/") { trimmed.removeLast() }
        parts = trimmed.split(separator: "/", omittingEmptySubsequences: true)
    }

    /// Why a pattern cannot be what the user meant, or nil: an empty pattern, `***`, or one that
    /// matches every file (`*`, `**`, `**/*`), which would make every run lint nothing.
    public static func problem(with pattern: String) -> String? {
        let parts = Glob(pattern).parts
        if parts.isEmpty { return "is empty; it would match everything" }
        if parts.contains(where: { $0.contains("***") }) { return "contains '***'; use '**' for any number of folders and '*' within a name" }
        if parts.allSatisfy({ $0.allSatisfy { $0 == "*" } }) { return "matches every file; remove it, or name the folders to exclude" }
        return nil
    }

    /// Matches a relative path, or any path below a matching directory (`Generated` matches `Generated/A.swift`).
    public func matches(_ relativePath: String) -> Bool {
        let components = relativePath.split(separator: "/", omittingEmptySubsequences: true)
        return Self.match(parts[...], components[...], prefix: true)
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>, prefix: Bool) -> Bool {
        guard let head = pattern.first else { return prefix || path.isEmpty }
        if head == "**" {
            let rest = pattern.dropFirst()
            var candidate = path
            while true {
                if match(rest, candidate, prefix: prefix) { return true }
                guard !candidate.isEmpty else { return false }
                candidate = candidate.dropFirst()
            }
        }
        guard let component = path.first, matchComponent(Array(head.utf8)[...], Array(component.utf8)[...]) else { return false }
        return match(pattern.dropFirst(), path.dropFirst(), prefix: prefix)
    }

    private static func matchComponent(_ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>) -> Bool {
        guard let head = pattern.first else { return text.isEmpty }
        switch head {
        case UInt8(ascii: "*"):
            var candidate = text
            while true {
                if matchComponent(pattern.dropFirst(), candidate) { return true }
                guard !candidate.isEmpty else { return false }
                candidate = candidate.dropFirst()
            }
        case UInt8(ascii: "?"):
            return !text.isEmpty && matchComponent(pattern.dropFirst(), text.dropFirst())
        default:
            return text.first == head && matchComponent(pattern.dropFirst(), text.dropFirst())
        }
    }
}
