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
