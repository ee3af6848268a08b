import Foundation

/// A file's text and how its bytes were laid out: held from the start, or read from disk the first
/// time something asks.
///
/// A lint run whose stat memo (`FileStatMemo`) answered a file's hash, and whose facts cache holds
/// that text's facts, loads the file without reading it: its facts, markers and node positions come
/// from the cache, and its text is needed only by a check that reads its syntax, lines or words
/// beyond the markers (on the 3,000,000-line benchmark after a 1 % edit, a few hundred of 58,000
/// files). Reading it later checks that the bytes still hash to what the memo said; a file changed
/// in between (during the run) cannot be linted from facts of other bytes, so the run stops
/// (`onChangedWhileRead`) having stored nothing, and the next run reads it afresh.
package final class FileText: @unchecked Sendable {
    /// The text and format, when known from the start (no lock needed to read them).
    private let given: (text: String, format: TextFormat)?
    /// Reads the file (`given` nil): its absolute path, where messages name it, and its bytes' hash.
    private let source: (path: String, displayPath: String, bytesHash: ContentHash)?
    /// Guards `loaded` and `storedLines` of the texts read when asked: one of `locks`, by identity
    /// (a lock per file was a lock object for each of 58,000 files, nearly all never locked).
    private var lock: NSLock { Self.locks[Int(bitPattern: UInt(bitPattern: ObjectIdentifier(self).hashValue) >> 4) % Self.locks.count] }
    private static let locks = (0..<64).map { _ in NSLock() }
    private var loaded: (text: String, format: TextFormat)?
    /// The UTF-8 length of the text: for the tree memory's estimates, without reading the file.
    package let byteCount: Int

    /// `format`: how the file's bytes were laid out (by default LF and no byte order mark, for a
    /// text no rewrite will write back).
    package init(_ text: String, format: TextFormat = .init(hasByteOrderMark: false, lineEnding: .lf)) {
        given = (text, format)
        source = nil
        byteCount = text.utf8.count
    }

    /// A file not read yet: `bytesHash` is `ContentHash` of its bytes, which have no byte order mark
    /// (their hash, as text, found the facts), `byteCount` of them.
    package init(reading path: String, displayPath: String, bytesHash: ContentHash, byteCount: Int) {
        given = nil
        source = (path, displayPath, bytesHash)
        self.byteCount = byteCount
    }

    /// Whether the text was not read with the file's facts (it is read when first asked).
    package var isReadWhenAsked: Bool { given == nil }

    package var text: String { value.text }
    package var format: TextFormat { value.format }

    /// The line starts stored with the facts (`LineTable.encoded`), for a file not read yet.
    private var storedLines: [UInt8]?

    /// Keeps the line starts the facts cache stored for this text (`FactsCoding.decode`).
    package func keepLines(_ lines: [UInt8]) {
        guard given == nil else { return }
        lock.withLock { storedLines = lines }
    }

    /// The text's line table: from the stored line starts when there are some (a file loaded
    /// unread tells a node's line without being read), else from the text.
    package var lineTable: LineTable {
        if given == nil, let stored = lock.withLock({ storedLines }), let table = LineTable(encoded: stored) { return table }
        return LineTable(text)
    }

    /// The line starts to store with the facts: the stored ones, else the text's.
    package var encodedLines: [UInt8] {
        if given == nil, let stored = lock.withLock({ storedLines }) { return stored }
        return LineTable.encodedStarts(of: text)
    }

    private var value: (text: String, format: TextFormat) {
        if let given { return given }
        lock.lock()
        defer { lock.unlock() }
        if let loaded { return loaded }
        let source = source!
        let read: (text: String, format: TextFormat)
        switch Self.read(source.path, bytesHash: source.bytesHash) {
        case .success(let text): read = text
        case .failure(let problem): Self.onChangedWhileRead(source.displayPath, problem.what)
        }
        loaded = read
        Self.readLater.increment()
        return read
    }

    /// Why a file read later is not the one its facts describe.
    package enum Problem: Error, Equatable {
        case unreadable, changed

        var what: String { self == .unreadable ? "could no longer be read" : "changed" }
    }

    /// The text of the file at `path` if its bytes still hash to `bytesHash` (and, like every text
    /// read this way, have no byte order mark and are UTF-8).
    package static func read(_ path: String, bytesHash: ContentHash) -> Result<(text: String, format: TextFormat), Problem> {
        guard case .success(let contents) = FileReader.read(path) else { return .failure(.unreadable) }
        guard ContentHash(contents.bytes) == bytesHash, !contents.bytes.starts(with: UTF8Text.byteOrderMark),
              let text = UTF8Text.decode(contents.bytes)
        else { return .failure(.changed) }
        return .success((text, TextFormat.detect(in: contents.bytes)))
    }

    /// Ends the run: a file whose facts came from its earlier text changed while Remodel linted it.
    /// Lint writes no source file, and a cache file is written whole or not at all, so nothing is left
    /// half done; the exit status is the input errors' (`ExitStatus.inputError`).
    private static func onChangedWhileRead(_ path: String, _ what: String) -> Never {
        let error = InputError(path: path, message: "\(what) while Remodel was linting it; nothing was stored, run the lint again")
        FileHandle.standardError.write(Data((error.description + "\n").utf8))
        exit(ExitStatus.inputError.rawValue)
    }

    /// How many texts were read after loading (`REMODEL_TIMING`).
    package static let readLater = LockedCounter()
}
