import Foundation

/// Files' facts from an earlier run, by the hash of each file's text (`FactsCoding`): a file whose
/// text is unchanged is loaded from here without being parsed. The bytes are kept whole, so the
/// next store copies an unchanged file's entry instead of encoding it again (a lint lets the
/// base's go once its files are loaded, when the next store will most likely be a delta).
///
/// Two parts: a **base** holding every file's entry when it was written whole, and a **delta**
/// written after a run that parsed few files: only the entries the base lacks, under the base's
/// checksum, so a delta is never read against another base. A run that finds too much in the
/// delta, or too many entries no file uses, writes the whole store again (`Update`).
///
/// Layout of each part: the entry count, then per entry the text's hash (two 64-bit halves, as four
/// 32-bit words), the entry's length and its bytes. Bytes that do not read as that give an empty
/// part.
public final class FactsCache: @unchecked Sendable {
    /// Locked: `releaseBase` empties it.
    private var base: [UInt8]
    private let baseLock = NSLock()
    /// The base's size as read (a delta is measured against it).
    private let baseCount: Int
    private let delta: [UInt8]
    /// Where an entry lies: in the delta, or in the base.
    private typealias Location = (inDelta: Bool, range: Range<Int>)
    private let entries: [ContentHash: Location]
    /// The base's checksum as its file states it; nil when there is no base to write a delta against.
    private let baseChecksum: String?

    /// What to store after a run.
    package enum Update: Sendable {
        /// Every entry, to replace the base (and make any delta stale): the store's bytes in
        /// chunks, to be written one after another.
        case whole([[UInt8]])
        /// The entries the base lacks, to store beside the base whose checksum is `base`.
        case delta([UInt8], base: String)

        /// The bytes of a whole store, joined.
        package var wholeBytes: [UInt8]? {
            if case .whole(let chunks) = self { return Array(chunks.joined()) }
            return nil
        }

        package var isDelta: Bool {
            if case .delta = self { return true }
            return false
        }
    }

    /// An empty cache.
    package convenience init() { self.init(bytes: []) }

    /// A cache of one whole store (no delta can be written against it).
    package convenience init(bytes: [UInt8]) { self.init(base: bytes, checksum: nil, delta: nil) }

    /// `base` with its file's `checksum`, and a delta written against it (entries there win).
    package init(base: [UInt8], checksum: String?, delta: [UInt8]?) {
        let baseEntries = Self.entries(in: base)
        let deltaEntries = baseEntries.isEmpty ? [:] : delta.map(Self.entries(in:)) ?? [:]
        var entries: [ContentHash: Location] = [:]
        entries.reserveCapacity(baseEntries.count + deltaEntries.count)
        for (key, range) in baseEntries { entries[key] = (false, range) }
        for (key, range) in deltaEntries { entries[key] = (true, range) }
        self.base = baseEntries.isEmpty ? [] : base
        self.baseCount = baseEntries.isEmpty ? 0 : base.count
        self.delta = deltaEntries.isEmpty ? [] : delta ?? []
        self.entries = entries
        self.baseChecksum = baseEntries.isEmpty ? nil : checksum
    }

    /// One part's entries; empty when its bytes do not read as a part.
    private static func entries(in bytes: [UInt8]) -> [ContentHash: Range<Int>] {
        var reader = BinaryReader(bytes: bytes)
        var entries: [ContentHash: Range<Int>] = [:]
        guard let count = reader.count() else { return [:] }
        entries.reserveCapacity(count)
        for _ in 0..<count {
            guard let key = reader.contentHash(), let length = reader.int(), length <= reader.end - reader.offset else { return [:] }
            entries[key] = reader.offset..<(reader.offset + length)
            reader.skip(length)
        }
        return reader.isAtEnd ? entries : [:]
    }

    package var count: Int { entries.count }

    /// The facts stored for a text with hash `key`, decoded with a handle of `text`; nil when there
    /// are none or they do not decode.
    package func facts(
        forContent key: ContentHash, path: String, text: FileText, residency: TreeResidency, interner: FactsInterner
    ) -> (facts: FileFacts, hasSyntaxErrors: Bool, handle: TreeHandle)? {
        guard let entry = entries[key] else { return nil }
        let bytes = entry.inDelta ? delta : baseBytes
        guard entry.range.upperBound <= bytes.count else { return nil }
        return FactsCoding.decode(bytes, range: entry.range, path: path, text: text, residency: residency, interner: interner)
    }

    /// Whether there is a stored base to write a delta against.
    package var hasBase: Bool { baseChecksum != nil }

    /// Lets the base's bytes go (a run calls it once its files are loaded: at 3,000,000 lines they
    /// are 78 MB held to the end). After it, a file whose entry is in the base is not found here,
    /// and a whole store encodes those files' facts again instead of copying their bytes.
    package func releaseBase() {
        baseLock.withLock { base = [] }
    }

    private var baseBytes: [UInt8] { baseLock.withLock { base } }

    /// What to store after a run over `files`: each file's facts (copied from this cache when its
    /// text is unchanged, else encoded), once per distinct text; files loaded without a `contentKey`
    /// are left out. A delta when there is a base to write it against, at most a quarter of the
    /// entries are unused and the delta stays within a quarter of the base's bytes; else the whole
    /// store. Nil when nothing new would be stored and few entries are unused.
    package func updated(with files: [SourceFile]) -> Update? {
        var seen = Set<ContentHash>()
        let unique = files.filter { file in file.contentKey.map { seen.insert($0).inserted } ?? false }
        // Where each file's entry lies now (one lookup each); nil for a file to encode.
        let located = unique.map { entries[$0.contentKey!] }
        let unused = entries.count - located.count(where: { $0 != nil })
        let fewUnused = unused <= entries.count / 4
        let fresh = located.indices.filter { located[$0] == nil }
        // Every file came from here; with no unused entry at all, the store is exactly this one.
        if fresh.isEmpty, fewUnused, unused == 0 || baseChecksum != nil { return nil }
        // No base to write a delta against (a first run): every entry is encoded straight into
        // its chunk. Encoding every file first and then joining them held the facts twice at the
        // end of the run, where its memory peaks (190 MB at 3,000,000 lines).
        guard let baseChecksum else { return .whole(chunks(unique, located, encoded: [])) }
        let freshBytes = parallelMap(fresh) { index in unique[index].encodedFacts }
        var encoded = [[UInt8]?](repeating: nil, count: unique.count)
        for (index, bytes) in zip(fresh, freshBytes) { encoded[index] = bytes }
        let outsideBase = located.indices.filter { located[$0]?.inDelta ?? true }
        let deltaSize = outsideBase.reduce(0) { $0 + (encoded[$1]?.count ?? located[$1]?.range.count ?? 0) }
        if fewUnused, deltaSize <= baseCount / 4 {
            return .delta(part(of: outsideBase, unique, located, &encoded), base: baseChecksum)
        }
        // An entry of a base whose bytes were let go is encoded again.
        return .whole(chunks(unique, located, encoded: encoded))
    }

    /// Entries per chunk of a whole store (about 340 KB at 3,000,000 lines).
    package static let chunkEntries = 256

    /// The whole store of `unique`, in their order, in chunks of `chunkEntries` entries built on
    /// every core: each entry copied from the part it lies in, taken from `encoded`, or encoded
    /// (when it is in neither, or in a base that was let go).
    private func chunks(_ unique: [SourceFile], _ located: [Location?], encoded: [[UInt8]?]) -> [[UInt8]] {
        let base = baseBytes, delta = delta
        let batches = stride(from: 0, to: unique.count, by: Self.chunkEntries).map { $0..<min($0 + Self.chunkEntries, unique.count) }
        var count = BinaryWriter()
        count.int(unique.count)
        return [count.bytes] + parallelMap(batches) { batch in
            var writer = BinaryWriter()
            for index in batch {
                writer.contentHash(unique[index].contentKey!)
                if let entry = located[index], case let part = entry.inDelta ? delta : base, entry.range.upperBound <= part.count {
                    writer.int(entry.range.count)
                    writer.bytes.append(contentsOf: part[entry.range])
                } else {
                    let bytes = (index < encoded.count ? encoded[index] : nil) ?? unique[index].encodedFacts
                    writer.int(bytes.count)
                    writer.bytes.append(contentsOf: bytes)
                }
            }
            return writer.bytes
        }
    }

    /// A delta: the entries of `unique` at `indices`, in that order: each freshly encoded one, freed
    /// once copied, or one copied from the delta it lies in.
    private func part(
        of indices: [Int], _ unique: [SourceFile], _ located: [Location?], _ encoded: inout [[UInt8]?]
    ) -> [UInt8] {
        let base = baseBytes
        var writer = BinaryWriter()
        writer.bytes.reserveCapacity(indices.reduce(0) { total, index in
            total + 24 + (encoded[index]?.count ?? located[index]?.range.count ?? 0)
        })
        writer.int(indices.count)
        for index in indices {
            writer.contentHash(unique[index].contentKey!)
            if let fresh = encoded[index] {
                encoded[index] = nil
                writer.int(fresh.count)
                writer.bytes.append(contentsOf: fresh)
            } else if let entry = located[index] {
                writer.int(entry.range.count)
                writer.bytes.append(contentsOf: (entry.inDelta ? delta : base)[entry.range])
            }
        }
        return writer.bytes
    }
}

extension BinaryWriter {
    fileprivate mutating func contentHash(_ hash: ContentHash) {
        for word in [hash.high >> 32, hash.high, hash.low >> 32, hash.low] { uint32(UInt32(truncatingIfNeeded: word)) }
    }
}

extension BinaryReader {
    fileprivate mutating func contentHash() -> ContentHash? {
        guard let a = uint32(), let b = uint32(), let c = uint32(), let d = uint32() else { return nil }
        return ContentHash(high: UInt64(a) << 32 | UInt64(b), low: UInt64(c) << 32 | UInt64(d))
    }
}
