/// A path Remodel could not use, reported with exit code 2 while everything else is still linted.
public struct InputError: Error, Sendable, Equatable, CustomStringConvertible {
    public let path: String
    /// The line, for errors inside a file (a configuration's bad key).
    public let line: Int?
    public let message: String
    public init(path: String, line: Int? = nil, message: String) {
        self.path = path
        self.line = line
        self.message = message
    }
    public var description: String { "\(path)\(line.map { ":\($0)" } ?? ""): error: \(message)" }
}
