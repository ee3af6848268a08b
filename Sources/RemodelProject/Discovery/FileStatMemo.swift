import Foundation
import RemodelCore

/// What each file's bytes hashed to when an earlier run read them, by what `stat` said of the file
/// then (`FileIdentity`: device, inode, size, mode, modification and status-change times to the
/// nanosecond). `Workspace.Input.read` takes a file's hash from here when its identity is the same
/// instead of reading and hashing it: on a warm run, which the whole-run cache answers, no file is
/// read at all. A run that has to lint reads the files it did not (`Input.completed()`) before it
/// goes on, so what it lints and stores is keyed by what it read.
///
/// Entries are recorded only for files that were settled when read: both times at least
/// `settleSeconds` before the read. A write after that read sets the status-change time (which no
/// program can set back) to the moment of writing, so it shows as another identity — including a
/// write in the same clock tick as the last one, which a modification time alone would miss ("racy"
/// files, as git calls them; a file edited just before a run is hashed again until it settles).
package final class FileStatMemo: @unchecked Sendable {
    package struct Entry: Sendable, Equatable {
        var identity: FileIdentity
        var hash: ContentHash
        var permissions: Int
    }

    package static let settleSeconds: Double = 2

    private let lock = NSLock()
    /// What the last run stored, by the hash of each file's path (fixed-size records: a large
    /// project's memo decodes without building a string per file); brought up to date by `update`.
    private var entries: [ContentHash: Entry]
    /// Whether `update` changed anything the next run would see.
    private var changed = false
    /// Whether some file asked about was not answered: the memo then answers no more.
    private var missed = false

    package init() { entries = [:] }

    /// The digest of the file at `path` if it has the identity it had when hashed — until one file
    /// does not: after a change the files are all read anyway (a run that lints needs their text),
    /// so looking each one up first would only add a `stat` per file.
    package func digest(of path: String) -> (hash: ContentHash, snapshot: FileSnapshot)? {
        let key = ContentHash(path)
        guard let entry = lock.withLock({ missed ? nil : entries[key] }), let identity = FileIdentity.of(path), identity == entry.identity else {
            lock.withLock { missed = true }
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
    /// the files are read): each file read and settled `settleSeconds` before `now` (a moment no
    /// later than the reads) is remembered; one read that is not settled, or not readable, is
    /// forgotten; files not in the run are dropped.
    package func update(paths: [String], outcomes: [Outcome], now: Date) {
        let limit = now.timeIntervalSince1970 - Self.settleSeconds
        lock.withLock {
            var present = 0
            let keys = paths.map { ContentHash($0) }
            for (key, outcome) in zip(keys, outcomes) {
                switch outcome {
                case .answered:
                    if entries[key] != nil { present += 1 }
                case .read(let contents, let hash):
                    if let identity = contents.identity, let permissions = contents.snapshot.permissions, identity.latestChange < limit {
                        let entry = Entry(identity: identity, hash: hash, permissions: permissions)
                        if entries.updateValue(entry, forKey: key) != entry { changed = true }
                        present += 1
                    } else if entries.removeValue(forKey: key) != nil {
                        changed = true
                    }
                case .unreadable:
                    if entries.removeValue(forKey: key) != nil { changed = true }
                }
            }
            if entries.count != present {
                // Entries of files this run did not have.
                let current = Set(keys)
                entries = entries.filter { current.contains($0.key) }
                changed = true
            }
        }
    }

    /// A file the memo answered, read after all: an entry whose hash is not what the bytes hash
    /// to now (a change its identity did not show) is dropped.
    package func confirm(_ path: String, hash: ContentHash) {
        lock.withLock {
            let key = ContentHash(path)
            guard let entry = entries[key], entry.hash != hash else { return }
            entries[key] = nil
            changed = true
        }
    }

    /// Whether the next run would find something else here than was stored.
    package var needsStoring: Bool { lock.withLock { changed } }

    /// How many entries it holds.
    package var count: Int { lock.withLock { entries.count } }

    /// Each path's hash, the file's identity, its bytes' hash and its permissions.
    package func encoded() -> [UInt8] {
        let entries = lock.withLock { self.entries }
        var writer = BinaryWriter()
        writer.int(entries.count)
        for (key, entry) in entries.sorted(by: { ($0.key.high, $0.key.low) < ($1.key.high, $1.key.low) }) {
            writer.hash(key)
            let identity = entry.identity
            writer.uint64(identity.device)
            writer.uint64(identity.inode)
            writer.uint64(UInt64(bitPattern: identity.size))
            writer.uint64(UInt64(identity.mode))
            writer.uint64(UInt64(bitPattern: identity.modified))
            writer.uint64(UInt64(bitPattern: identity.modifiedNanoseconds))
            writer.uint64(UInt64(bitPattern: identity.changed))
            writer.uint64(UInt64(bitPattern: identity.changedNanoseconds))
            writer.hash(entry.hash)
            writer.int(entry.permissions)
        }
        return writer.bytes
    }

    /// Nil for bytes that do not read as a memo (a damaged file is then an empty memo).
    package init?(decoding bytes: [UInt8]) {
        var reader = BinaryReader(bytes: bytes)
        guard let count = reader.count() else { return nil }
        var entries: [ContentHash: Entry] = [:]
        entries.reserveCapacity(count)
        for _ in 0..<count {
            guard let key = reader.hash(), let device = reader.uint64(), let inode = reader.uint64(), let size = reader.uint64(),
                  let mode = reader.uint64(), let modified = reader.uint64(), let modifiedNanoseconds = reader.uint64(),
                  let changed = reader.uint64(), let changedNanoseconds = reader.uint64(), let hash = reader.hash(),
                  let permissions = reader.int(), mode <= UInt64(UInt32.max)
            else { return nil }
            let identity = FileIdentity(
                device: device, inode: inode, size: Int64(bitPattern: size), mode: UInt32(mode), modified: Int64(bitPattern: modified),
                modifiedNanoseconds: Int64(bitPattern: modifiedNanoseconds), changed: Int64(bitPattern: changed),
                changedNanoseconds: Int64(bitPattern: changedNanoseconds))
            entries[key] = Entry(identity: identity, hash: hash, permissions: permissions)
        }
        guard reader.isAtEnd else { return nil }
        self.entries = entries
    }
}
