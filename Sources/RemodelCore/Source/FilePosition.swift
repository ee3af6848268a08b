import SwiftSyntax

/// A place in a project's source by file path and UTF-8 offset: what stays the same when a tree is
/// released and parsed again (node identities do not), for sets and memo keys across files.
public struct FilePosition: Hashable, Sendable {
    public let file: String
    public let offset: Int

    public init(file: String, offset: Int) {
        self.file = file
        self.offset = offset
    }

    public init(_ file: SourceFile, _ position: AbsolutePosition) {
        self.init(file: file.path, offset: position.utf8Offset)
    }
}
