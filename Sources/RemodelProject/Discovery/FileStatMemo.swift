import Foundation
import RemodelCore

/// What each file's bytes hashed to when an earlier run read them, by what `stat` said of the file
/// then (`FileIdentity`: device, inode, size, mode, modification and status-change times to the
/// nanosecond). `Workspace.Input.read` takes a file's hash from here when its identity is the same
/// instead of reading and hashing it: on a warm run, which the whole-run cache answers, no file is
/// read at all. A run that has to lint loads the files it did not read from their facts (the text's
/// hash finds them in the facts cache) and reads one only when something asks for its text
/// (`FileText`, which checks the bytes against the hash); a file without stored facts is read and
/// parsed, and a run that finds one changed since it was looked at stores nothing.
///
/// Entries are recorded only for files that were settled when read: both times at least
/// `settleSeconds` before the read. A write after that read sets the status-change time (which no
/// program can set back) to the moment of writing, so it shows as another identity — including a
/// write in the same clock tick as the last one, which a modification time alone would miss ("racy"
/// files, as git calls them; a file edited just before a run is hashed again until it settles).
///
/// Stored as fixed-size records sorted by the hash of each file's path, and looked up in place by
/// binary search: a run that does not use it (a changed project) pays for reading the file, not
/// for decoding 58,000 entries. An entry of a file that changed stays until the file settles (it
/// no longer matches anything), so a run right after an edit rewrites nothing.
package final class FileStatMemo: @unchecked Sendable {
    package struct Entry: Sendable, Equatable {
        var identity: FileIdentity
        var hash: ContentHash
        var permissions: Int
    }

    package static let settleSeconds: Double = 2

    /// Bytes per record: the path's hash, eight words of identity, the bytes' hash, permissions.
    private static let recordSize = 16 + 8 * 8 + 16 + 8

    private let lock = NSLock()
    /// The stored records, sorted by key.
    private let records: [UInt8]
    private let recordCount: Int
    /// What this run changed: an entry for a key, or none (removed).
    private var changes: [ContentHash: Entry?] = [:]
    /// The keys of this run's files, when some stored record is for a file the run does not have.
    private var keep: Set<ContentHash>?
    /// How many files were asked about, and how many of them were not answered.
    private var asked = 0
    private var misses = 0
    /// Set once most files asked about were not answered (a branch switched, a first run after a
    /// long while): the memo then answers no more, sparing a `stat` per file that is read anyway.
    private var gaveUp = false

    /// Whether no record was stored (no earlier run, or a damaged memo).
    package var isEmpty: Bool { recordCount == 0 }

    package init() {
        records = []
        recordCount = 0
    }

    /// Nil for bytes that are not a memo (a damaged file is then an empty memo).
    package init?(decoding bytes: [UInt8]) {
        var reader = BinaryReader(bytes: bytes)
        guard let count = reader.uint64(), count <= UInt64(bytes.count), bytes.count == 8 + Int(count) * Self.recordSize else { return nil }
        records = bytes
        recordCount = Int(count)
    }

    /// The stored entry for `key`, found by binary search over the records' keys (read in place,
    /// without a reader per step); nil when there is none, or it does not read.
    private func stored(_ key: ContentHash) -> Entry? {
        let found: Int? = records.withUnsafeBytes { buffer in
            func keyAt(_ index: Int) -> (UInt64, UInt64) {
                let start = 8 + index * Self.recordSize
                return (
                    UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: start, as: UInt64.self)),
                    UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: start + 8, as: UInt64.self)))
            }
            var low = 0
            var high = recordCount
            let wanted = (key.high, key.low)
            while low < high {
                let middle = (low + high) / 2
                let here = keyAt(middle)
                if here == wanted { return middle }
                if here < wanted { low = middle + 1 } else { high = middle }
            }
            return nil
        }
        guard let found else { return nil }
        var reader = BinaryReader(bytes: records, range: (8 + found * Self.recordSize + 16)..<(8 + (found + 1) * Self.recordSize))
        return Self.entry(&reader)
    }

    private static func entry(_ reader: inout BinaryReader) -> Entry? {
        guard let device = reader.uint64(), let inode = reader.uint64(), let size = reader.uint64(), let mode = reader.uint64(),
              let modified = reader.uint64(), let modifiedNanoseconds = reader.uint64(), let changed = reader.uint64(),
              let changedNanoseconds = reader.uint64(), let hash = reader.hash(), let permissions = reader.uint64(),
              mode <= UInt64(UInt32.max), permissions <= 0o7777
        else { return nil }
        let identity = FileIdentity(
            device: device, inode: inode, size: Int64(bitPattern: size), mode: UInt32(mode), modified: Int64(bitPattern: modified),
            modifiedNanoseconds: Int64(bitPattern: modifiedNanoseconds), changed: Int64(bitPattern: changed),
            changedNanoseconds: Int64(bitPattern: changedNanoseconds))
        return Entry(identity: identity, hash: hash, permissions: Int(permissions))
    }

    /// The entry for `key` as the next run would find it.
    private func current(_ key: ContentHash) -> Entry? {
        if let change = changes[key] { return change }
        if let keep, !keep.contains(key) { return nil }
        return stored(key)
    }

    /// The digest of the file at `path` if it has the identity it had when hashed. A changed file
    /// does not stop the others being answered: a run that lints loads an answered file from its
    /// facts without reading it (`FileText`). Once more than 64 files, and a quarter of those asked
    /// about, were not answered, the memo answers no more (those files are read anyway, and
    /// looking each one up first would only add a `stat` per file).
    /// `identity`: what `stat` said of the file during discovery (asked of its open folder), else
    /// it is asked now.
    package func digest(of path: String, identity known: FileIdentity? = nil) -> (hash: ContentHash, snapshot: FileSnapshot)? {
        let key = ContentHash(path)
        let entry = lock.withLock { () -> Entry? in
            asked += 1
            return gaveUp ? nil : current(key)
        }
        guard let entry, let identity = known ?? FileIdentity.of(path), identity == entry.identity else {
            lock.withLock {
                misses += 1
                if misses > 64, misses * 4 > asked { gaveUp = true }
            }
            return nil
        }
        let modified = Date(
            timeIntervalSince1970: TimeInterval(identity.modified) + TimeInterval(identity.modifiedNanoseconds) / 1_000_000_000)
        return (entry.hash, FileSnapshot(permissions: entry.permissions, modificationDate: modified, size: Int(identity.size)))
    }

    /// What one file of a run gave.
    package enum Outcome {
        /// Its digest came from the memo.
        case answered
        /// Read: its bytes (with the identity `fstat` saw) and their hash.
        case read(FileReader.Contents, ContentHash)
        case unreadable
    }

    /// Brings the memo up to date with a run over exactly the files at `paths` (call once, after
    /// the files are read): a file read and settled `settleSeconds` before `now` (a moment no
    /// later than the reads) is remembered with what it hashed to; one not settled keeps its old
    /// entry, which no longer matches it; files not in the run, or not readable, are dropped.
    /// Call once, before `confirm`.
    package func update(paths: [String], outcomes: [Outcome], now: Date) {
        let limit = now.timeIntervalSince1970 - Self.settleSeconds
        lock.withLock {
            // Called once, before anything changed: each file's entry now is the stored one.
            var storedPresent = 0
            for (path, outcome) in zip(paths, outcomes) {
                let key = ContentHash(path)
                let old = stored(key)
                if old != nil { storedPresent += 1 }
                switch outcome {
                case .answered: continue
                case .unreadable: if old != nil { changes[key] = .some(nil) }
                case .read(let contents, let hash):
                    guard let identity = contents.identity, let permissions = contents.snapshot.permissions, identity.latestChange < limit else {
                        continue  // Not settled: its old entry stays, and no longer matches it.
                    }
                    let entry = Entry(identity: identity, hash: hash, permissions: permissions)
                    if entry != old { changes[key] = .some(entry) }
                }
            }
            // Records of files this run does not have are dropped when it is stored.
            if storedPresent != recordCount { keep = Set(paths.map { ContentHash($0) }) }
        }
    }

    /// A file the memo answered, read after all: an entry whose hash is not what the bytes hash
    /// to now (a change its identity did not show) is dropped.
    package func confirm(_ path: String, hash: ContentHash) {
        let key = ContentHash(path)
        lock.withLock {
            guard let entry = current(key), entry.hash != hash else { return }
            changes[key] = .some(nil)
        }
    }

    /// Whether some file asked about was not answered.
    package var hasMissed: Bool { lock.withLock { misses > 0 } }

    /// Whether the next run would find something else here than was stored.
    package var needsStoring: Bool { lock.withLock { !changes.isEmpty || keep != nil } }

    /// How many entries the next run would find.
    package var count: Int {
        var reader = BinaryReader(bytes: encoded())
        return reader.uint64().map(Int.init) ?? 0
    }

    /// The records, sorted by key: the stored ones this run kept as they are (copied), merged
    /// with the ones it changed.
    package func encoded() -> [UInt8] {
        let (changes, keep) = lock.withLock { (self.changes, self.keep) }
        let added = changes.compactMap { key, entry in entry.map { (key, $0) } }.sorted { ($0.0.high, $0.0.low) < ($1.0.high, $1.0.low) }
        var body = BinaryWriter()
        var count = 0
        var next = added.makeIterator()
        var pending = next.next()
        func write(_ key: ContentHash, _ entry: Entry) {
            body.hash(key)
            let identity = entry.identity
            body.uint64(identity.device)
            body.uint64(identity.inode)
            body.uint64(UInt64(bitPattern: identity.size))
            body.uint64(UInt64(identity.mode))
            body.uint64(UInt64(bitPattern: identity.modified))
            body.uint64(UInt64(bitPattern: identity.modifiedNanoseconds))
            body.uint64(UInt64(bitPattern: identity.changed))
            body.uint64(UInt64(bitPattern: identity.changedNanoseconds))
            body.hash(entry.hash)
            body.uint64(UInt64(entry.permissions))
            count += 1
        }
        for index in 0..<recordCount {
            let range = (8 + index * Self.recordSize)..<(8 + (index + 1) * Self.recordSize)
            var reader = BinaryReader(bytes: records, range: range)
            guard let key = reader.hash() else { continue }
            while let (addedKey, entry) = pending, (addedKey.high, addedKey.low) < (key.high, key.low) {
                write(addedKey, entry)
                pending = next.next()
            }
            if changes[key] != nil || (keep.map { !$0.contains(key) } ?? false) { continue }
            body.bytes.append(contentsOf: records[range])
            count += 1
        }
        while let (addedKey, entry) = pending {
            write(addedKey, entry)
            pending = next.next()
        }
        var head = BinaryWriter()
        head.uint64(UInt64(count))
        return head.bytes + body.bytes
    }
}
