/// Files' facts from an earlier run, by the hash of each file's text (`FactsCoding`): a file whose
/// text is unchanged is loaded from here without being parsed. The bytes are kept whole, so the
/// next store copies an unchanged file's entry instead of encoding it again.
///
/// Layout: the entry count, then per entry the text's hash (two 64-bit halves, as four 32-bit
/// words), the entry's length and its bytes. Bytes that do not read as that give an empty cache.
public final class FactsCache: Sendable {
    private let bytes: [UInt8]
    private let entries: [ContentHash: Range<Int>]

    /// An empty cache.
    package convenience init() { self.init(bytes: []) }

    package init(bytes: [UInt8]) {
        var reader = BinaryReader(bytes: bytes)
        var entries: [ContentHash: Range<Int>] = [:]
        if let count = reader.count() {
            entries.reserveCapacity(count)
            for _ in 0..<count {
                guard let key = reader.contentHash(), let length = reader.int(), length <= reader.end - reader.offset else {
                    entries = [:]
                    break
                }
                entries[key] = reader.offset..<(reader.offset + length)
                reader.skip(length)
            }
            if !reader.isAtEnd { entries = [:] }
        }
        self.bytes = entries.isEmpty ? [] : bytes
        self.entries = entries
    }

    package var count: Int { entries.count }

    /// The facts stored for a text with hash `key`, decoded with a handle of `text`; nil when there
    /// are none or they do not decode.
    package func facts(
        forContent key: ContentHash, path: String, text: String, residency: TreeResidency
    ) -> (facts: FileFacts, hasSyntaxErrors: Bool, handle: TreeHandle)? {
        guard let range = entries[key] else { return nil }
        return FactsCoding.decode(bytes, range: range, path: path, text: text, residency: residency)
    }

    /// The cache to store after a run over `files`: each file's facts (copied from this cache when
    /// its text is unchanged, else encoded), once per distinct text; files loaded without a
    /// `contentKey` are left out. Nil when it would hold exactly what this cache holds.
    package func updated(with files: [SourceFile]) -> [UInt8]? {
        var seen = Set<ContentHash>()
        let unique = files.filter { file in file.contentKey.map { seen.insert($0).inserted } ?? false }
        if unique.count == entries.count, unique.allSatisfy({ $0.fromCache }) { return nil }
        var encoded = parallelMap(unique) { file -> [UInt8]? in
            if let key = file.contentKey, self.entries[key] != nil { return nil }
            return file.encodedFacts
        }
        var writer = BinaryWriter()
        writer.bytes.reserveCapacity(unique.indices.reduce(0) { total, index in
            total + 24 + (encoded[index]?.count ?? unique[index].contentKey.flatMap { entries[$0]?.count } ?? 0)
        })
        writer.int(unique.count)
        for (index, file) in unique.enumerated() {
            let key = file.contentKey!
            writer.contentHash(key)
            // Each encoded entry is freed once copied: the store never holds the facts twice.
            let fresh = encoded[index]
            encoded[index] = nil
            if let fresh {
                writer.int(fresh.count)
                writer.bytes.append(contentsOf: fresh)
            } else {
                let range = entries[key]!
                writer.int(range.count)
                writer.bytes.append(contentsOf: bytes[range])
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
