import Foundation
import SwiftParser
import SwiftSyntax

/// How a file's bytes were laid out on disk, so a rewrite can put them back the same way.
public struct TextFormat: Sendable, Equatable {
    public enum LineEnding: String, Sendable {
        case lf, crlf, cr

        /// The characters of one line break.
        public var characters: String {
            switch self {
            case .lf: "\n"
            case .crlf: "\r\n"
            case .cr: "\r"
            }
        }
    }
    public var hasByteOrderMark: Bool
    /// The file's dominant line ending (the most frequent one; LF on a tie or without line breaks),
    /// which lines Remodel inserts take.
    public var lineEnding: LineEnding

    public init(hasByteOrderMark: Bool, lineEnding: LineEnding) {
        self.hasByteOrderMark = hasByteOrderMark
        self.lineEnding = lineEnding
    }

    package static func detect(in bytes: [UInt8]) -> TextFormat {
        let bom = bytes.starts(with: UTF8Text.byteOrderMark)
        // Most files have no carriage return at all: one fast scan settles them.
        let hasCarriageReturn = bytes.withUnsafeBufferPointer { ByteSearch.contains(0x0D, in: $0, range: 0..<$0.count) }
        guard hasCarriageReturn else { return TextFormat(hasByteOrderMark: bom, lineEnding: .lf) }
        var lf = 0, crlf = 0, cr = 0
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            while index < buffer.count {
                switch buffer[index] {
                case 0x0A: lf += 1
                case 0x0D:
                    if index + 1 < buffer.count, buffer[index + 1] == 0x0A { crlf += 1; index += 1 } else { cr += 1 }
                default: break
                }
                index += 1
            }
        }
        let ending: LineEnding = crlf > lf && crlf >= cr ? .crlf : (cr > lf && cr > crlf ? .cr : .lf)
        return TextFormat(hasByteOrderMark: bom, lineEnding: ending)
    }
}

/// Where a file is: a URL, or an absolute path whose URL is made only when asked (a `URL` costs
/// microseconds to build, and a run over 58,000 files built one per file, nearly all never used).
package enum FileAddress: Sendable {
    case url(URL)
    /// Standardized and absolute; a file, not a folder.
    case path(String)

    package var url: URL {
        switch self {
        case .url(let url): url
        case .path(let path): URL(fileURLWithPath: path, isDirectory: false)
        }
    }

    /// `url.standardizedFileURL.path`, without a URL for a path (already standardized).
    package var standardizedPath: String {
        switch self {
        case .url(let url): url.standardizedFileURL.path
        case .path(let path): path
        }
    }
}

/// A parsed Swift file: its text, its syntax tree and the facts the indexer read from it.
public final class SourceFile: Sendable {
    /// The path as the user should read it (relative to the working directory when below it).
    public let path: String
    public var url: URL { address.url }
    /// The absolute path, standardized (`url.standardizedFileURL.path`).
    package var standardizedPath: String { address.standardizedPath }
    private let address: FileAddress
    /// The text without a byte order mark (a read `ReadTracking` records).
    public var text: String {
        ReadTracking.note(handle)
        return contents.text
    }
    /// Held, or read when first asked (a file loaded from the facts cache without being read).
    private let contents: FileText

    /// Whether the text spells `needle` anywhere (comments and strings included): a cheap guard
    /// before reading syntax. Another file's checks that ask depend on the answer, not on the
    /// whole text (`ReadTracking`).
    public func mentions(_ needle: String) -> Bool {
        let found = spells(needle)
        ReadTracking.noteAnswer(handle, .mentions(needle), found ? "1" : "0")
        return found
    }

    /// The UTF-8 offsets where the text spells `needle`; like `mentions`, a dependency on the answer.
    public func offsets(of needle: String) -> [Int] {
        let offsets = spellings(of: needle)
        ReadTracking.noteAnswer(handle, .offsets(needle), offsets.map(String.init).joined(separator: ","))
        return offsets
    }

    /// Whether a class or extension of the file refers to a property's storage as `name` (`_x`): a
    /// guard before reading the references (`TypeDeclaration.storageReferences`, a read of the
    /// file's content), answered from the facts without the text. Another file's checks that ask
    /// depend on the answer (`FileQuestion.storageReference`).
    public func refersToStorage(_ name: String) -> Bool {
        let found = recordsStorageReference(name)
        ReadTracking.noteAnswer(handle, .storageReference(name), found ? "1" : "0")
        return found
    }

    /// `refersToStorage` without recording.
    package func recordsStorageReference(_ name: String) -> Bool {
        facts.types.contains { type in type.recordedStorageReferences.contains { $0.name == name } }
    }

    /// `mentions` and `offsets` without recording (`FileQuestion` asks the new text again). A
    /// needle of `TextMarkers` is answered from the facts' markers when they have them (a file
    /// that does not spell it is not searched).
    package func spells(_ needle: String) -> Bool { markedSpelling(needle) ?? ByteSearch.contains(needle, in: contents.text) }
    package func spellings(of needle: String) -> [Int] {
        if needle == TextMarkers.offsetsNeedle, let offsets = facts.markedOffsets { return offsets }
        return markedSpelling(needle) == false ? [] : ByteSearch.offsets(of: needle, in: contents.text)
    }

    /// Whether the text spells `needle`, as the facts' markers say; nil when they cannot say.
    private func markedSpelling(_ needle: String) -> Bool? {
        guard let markers = facts.textMarkers, let bit = TextMarkers.bit(of: needle) else { return nil }
        return markers & bit != 0
    }

    public var format: TextFormat { contents.format }
    /// Whether the file was loaded from its facts without being read (`FileText`).
    package var loadedUnread: Bool { contents.isReadWhenAsked }
    /// Owns the tree; the facts name its nodes through it.
    package let handle: TreeHandle
    /// The syntax tree (parsed again if it was released).
    public var tree: SourceFileSyntax { handle.tree }
    public let facts: FileFacts
    /// Protection bits and modification date when read, for safe rewrites.
    public let attributes: FileSnapshot
    private let lines: LazyBox<LineTable>

    /// `residency`: bounds the trees kept in memory (nil keeps this file's tree for good).
    public convenience init(path: String, url: URL, text: String, format: TextFormat, attributes: FileSnapshot = .init(), residency: TreeResidency? = nil) {
        self.init(path: path, address: .url(url), text: text, format: format, attributes: attributes, residency: residency, contentKey: nil)
    }

    /// Parses `text`; `contentKey` is its hash, when the caller computed it; `interner` shares what
    /// the facts repeat with the other files'.
    package convenience init(
        path: String, address: FileAddress, text: String, format: TextFormat, attributes: FileSnapshot, residency: TreeResidency?,
        contentKey: ContentHash?, interner: FactsInterner = .none
    ) {
        let tree = SwiftSourceParser.tree(text)
        let contents = FileText(text, format: format)
        let handle = TreeHandle(tree: tree, path: path, text: contents, residency: residency)
        let facts = FileIndexer.facts(in: handle, text: text, interner: interner)
        handle.admit()
        self.init(
            path: path, address: address, contents: contents, attributes: attributes, hasSyntaxErrors: tree.hasError, handle: handle,
            facts: facts, contentKey: contentKey, fromCache: false)
    }

    /// A file whose facts `cache` holds for exactly this text: no parse, the handle has no tree until
    /// a question needs one (as a released handle); nil when the cache has no such facts.
    package convenience init?(
        path: String, address: FileAddress, text: String, key: ContentHash, format: TextFormat, attributes: FileSnapshot, residency: TreeResidency,
        cache: FactsCache, interner: FactsInterner
    ) {
        self.init(path: path, address: address, contents: FileText(text, format: format), key: key, attributes: attributes, residency: residency, cache: cache, interner: interner)
    }

    /// A file whose facts `cache` holds for the text its bytes hash to (`bytesHash`, as a stat memo
    /// gave it), not read: its text is read when first asked (`FileText`). Nil when the cache has no
    /// such facts (the caller reads the file). Bytes with a byte order mark hash otherwise than their
    /// text, so they find no facts here.
    package convenience init?(
        unreadAt path: String, address: FileAddress, bytesHash: ContentHash, attributes: FileSnapshot, residency: TreeResidency, cache: FactsCache,
        interner: FactsInterner
    ) {
        guard let size = attributes.size else { return nil }
        let contents = FileText(reading: address.standardizedPath, displayPath: path, bytesHash: bytesHash, byteCount: size)
        self.init(
            path: path, address: address, contents: contents, key: bytesHash.endingText(), attributes: attributes, residency: residency, cache: cache,
            interner: interner)
    }

    private convenience init?(
        path: String, address: FileAddress, contents: FileText, key: ContentHash, attributes: FileSnapshot, residency: TreeResidency, cache: FactsCache,
        interner: FactsInterner
    ) {
        guard let decoded = cache.facts(forContent: key, path: path, text: contents, residency: residency, interner: interner) else { return nil }
        self.init(
            path: path, address: address, contents: contents, attributes: attributes, hasSyntaxErrors: decoded.hasSyntaxErrors,
            handle: decoded.handle, facts: decoded.facts, contentKey: key, fromCache: true)
    }

    private init(
        path: String, address: FileAddress, contents: FileText, attributes: FileSnapshot, hasSyntaxErrors: Bool, handle: TreeHandle,
        facts: FileFacts, contentKey: ContentHash?, fromCache: Bool
    ) {
        self.path = path
        self.address = address
        self.contents = contents
        self.attributes = attributes
        self.hasSyntaxErrors = hasSyntaxErrors
        self.handle = handle
        self.facts = facts
        self.lines = LazyBox { contents.lineTable }
        self.contentKey = contentKey
        self.fromCache = fromCache
    }

    /// The hash of `text` (`ContentHash(text)`) when it was computed while loading, for the facts
    /// cache; nil otherwise.
    package let contentKey: ContentHash?
    /// Whether the facts came from the facts cache (the file was not parsed to load it).
    package let fromCache: Bool

    /// The facts as `FactsCoding` stores them.
    package var encodedFacts: [UInt8] { FactsCoding.encode(facts, hasSyntaxErrors: hasSyntaxErrors, handle: handle, lines: contents.encodedLines) }

    /// A single in-memory file, for tests and examples.
    public convenience init(path: String = "Example.swift", text: String) {
        self.init(path: path, url: URL(fileURLWithPath: path), text: text, format: .init(hasByteOrderMark: false, lineEnding: .lf))
    }

    /// Whether the tree has a syntax error (known without the tree, which may be released).
    public let hasSyntaxErrors: Bool

    public func location(of position: AbsolutePosition) -> (line: Int, column: Int) {
        ReadTracking.note(handle)
        return lines.wrapped.location(of: position.utf8Offset)
    }

    public func location(of node: some SyntaxProtocol) -> (line: Int, column: Int) {
        location(of: node.positionAfterSkippingLeadingTrivia)
    }
}

/// What a file looked like on disk when it was read.
public struct FileSnapshot: Sendable, Equatable {
    public var permissions: Int?
    public var modificationDate: Date?
    public var size: Int?
    public init(permissions: Int? = nil, modificationDate: Date? = nil, size: Int? = nil) {
        self.permissions = permissions
        self.modificationDate = modificationDate
        self.size = size
    }
}
