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
    private var entries: [String: Entry]
    /// The entries this run asked for or recorded: the ones stored for the next.
    private var kept: [String: Entry] = [:]
    private var recorded = 0

    package init() { entries = [:] }

    /// Whether some file asked about was not answered: the memo then answers no more.
    private var missed = false

    /// The digest of the file at `path` if it has the identity it had when hashed — until one file
    /// does not: after a change the files are all read anyway (a run that lints needs their text),
    /// so looking each one up first would only add a `stat` per file.
    package func digest(of path: String) -> (hash: ContentHash, snapshot: FileSnapshot)? {
        guard let entry = lock.withLock({ missed ? nil : entries[path] }), let identity = FileIdentity.of(path), identity == entry.identity else {
            lock.withLock { missed = true }
            return nil
        }
        lock.withLock { kept[path] = entry }
        let modified = Date(
            timeIntervalSince1970: TimeInterval(identity.modified) + TimeInterval(identity.modifiedNanoseconds) / 1_000_000_000)
        return (entry.hash, FileSnapshot(permissions: entry.permissions, modificationDate: modified, size: Int(identity.size)))
    }

    /// Records what the file at `path` hashed to, if it was settled when read: both its times
    /// `settleSeconds` before `now`, a moment no later than the read.
    package func remember(_ path: String, contents: FileReader.Contents, hash: ContentHash, now: Date) {
        guard let identity = contents.identity, let permissions = contents.snapshot.permissions,
              identity.latestChange < now.timeIntervalSince1970 - Self.settleSeconds else { return }
        let entry = Entry(identity: identity, hash: hash, permissions: permissions)
        lock.withLock {
            if entries[path] != entry { recorded += 1 }
            kept[path] = entry
        }
    }

    /// A file the memo answered, read after all: an entry whose hash is not what the bytes hash
    /// to now (a change its identity did not show) is dropped.
    package func confirm(_ path: String, hash: ContentHash) {
        lock.withLock {
            guard let entry = kept[path], entry.hash != hash else { return }
            kept[path] = nil
            recorded += 1
        }
    }

    /// Whether the next run would find something else here: an entry recorded or changed, or one
    /// this run did not use (a file removed, or one read again that has not settled).
    package var needsStoring: Bool {
        lock.withLock { recorded > 0 || kept.count != entries.count }
    }

    /// How many entries this run used or recorded.
    package var count: Int { lock.withLock { kept.count } }

    /// The entries this run used or recorded: each path, its identity, hash and permissions.
    package func encoded() -> [UInt8] {
        let kept = lock.withLock { self.kept }
        var writer = BinaryWriter()
        writer.int(kept.count)
        for (path, entry) in kept.sorted(by: { $0.key < $1.key }) {
            writer.string(path)
            let identity = entry.identity
            for word in [
                identity.device, identity.inode, UInt64(bitPattern: identity.size), UInt64(identity.mode),
                UInt64(bitPattern: identity.modified), UInt64(bitPattern: identity.modifiedNanoseconds),
                UInt64(bitPattern: identity.changed), UInt64(bitPattern: identity.changedNanoseconds),
            ] {
                writer.uint64(word)
            }
            writer.hash(entry.hash)
            writer.int(entry.permissions)
        }
        return writer.bytes
    }

    /// Nil for bytes that do not read as a memo (a damaged file is then an empty memo).
    package init?(decoding bytes: [UInt8]) {
        var reader = BinaryReader(bytes: bytes)
        guard let count = reader.count() else { return nil }
        var entries: [String: Entry] = [:]
        entries.reserveCapacity(count)
        for _ in 0..<count {
            guard let path = reader.string(), let device = reader.uint64(), let inode = reader.uint64(), let size = reader.uint64(),
                  let mode = reader.uint64(), let modified = reader.uint64(), let modifiedNanoseconds = reader.uint64(),
                  let changed = reader.uint64(), let changedNanoseconds = reader.uint64(), let hash = reader.hash(),
                  let permissions = reader.int(), mode <= UInt64(UInt32.max)
            else { return nil }
            let identity = FileIdentity(
                device: device, inode: inode, size: Int64(bitPattern: size), mode: UInt32(mode), modified: Int64(bitPattern: modified),
                modifiedNanoseconds: Int64(bitPattern: modifiedNanoseconds), changed: Int64(bitPattern: changed),
                changedNanoseconds: Int64(bitPattern: changedNanoseconds))
            entries[path] = Entry(identity: identity, hash: hash, permissions: permissions)
        }
        guard reader.isAtEnd else { return nil }
        self.entries = entries
    }
}
