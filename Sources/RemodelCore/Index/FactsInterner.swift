import Foundation

/// One shared copy of the values that many files' facts repeat: types as written (`String`,
/// `[Item]`, `Store<Feature.State, Feature.Action>`), lists of attribute and modifier names, and
/// names too long to be stored inline.
///
/// Facts are immutable values, so a shared copy reads exactly like a private one; only the memory
/// differs. At 3,000,000 generated lines the facts of every file take some 380 MB, a third of it
/// in `TypeRef`s, most of them one of a few thousand. One interner serves one load of a project
/// (`Workspace.load` makes it), from every core. Its tables are split in shards, each with its own
/// lock; a value whose shard another core holds is returned as it is, unshared, rather than
/// waited for: sharing saves memory, never changes a value.
///
/// Values are found by a hash of their UTF-8 bytes (`InternerHash`, `ProbedTable`): a name read
/// from the facts cache is looked up before a `String` is made of it, so a name met before costs
/// a hash of its bytes and one comparison — no allocation, no `Hasher`. Equal means the same bytes
/// (two canonically equivalent spellings stay apart, each keeping its bytes).
package final class FactsInterner: @unchecked Sendable {
    private final class Shard: @unchecked Sendable {
        let lock = NSLock()
        var strings = ProbedTable<String>()
        var lists = ProbedTable<[String]>()
        var types = ProbedTable<TypeRef>()
    }

    private static let shardCount = 32
    /// Empty for `none`.
    private let shards: [Shard]

    package convenience init() { self.init(sharing: true) }

    private init(sharing: Bool) {
        shards = sharing ? (0..<Self.shardCount).map { _ in Shard() } : []
    }

    /// Shares nothing: every value comes back as it is (a file read on its own, a migration's
    /// scratch declaration).
    package static let none = FactsInterner(sharing: false)

    /// Runs `body` with the shard for a value whose contents hash to `hash` (`InternerHash`: its
    /// top bits pick the shard, its low ones the slot); not at all while another core holds that
    /// shard, or for `none`.
    private func lockedShard(_ hash: UInt64, _ body: (Shard) -> Void) {
        guard !shards.isEmpty else { return }
        let shard = shards[Int(truncatingIfNeeded: hash >> 59) % Self.shardCount]
        guard shard.lock.try() else { return }
        defer { shard.lock.unlock() }
        body(shard)
    }

    /// `text`, or a string of the same bytes already interned.
    package func string(_ text: String) -> String {
        // Up to 15 UTF-8 bytes, a string is stored inline (on 64-bit platforms): nothing to share.
        guard text.utf8.count > 15, !shards.isEmpty else { return text }
        var text = text
        text.makeContiguousUTF8()
        return text.utf8.withContiguousStorageIfAvailable { buffer in
            interned(UnsafeRawBufferPointer(buffer)) { text }
        } ?? text
    }

    /// The string of these UTF-8 bytes: one already interned, else a new one (interned). The
    /// bytes are decoded as `String(decoding:as:)` does (invalid sequences repaired).
    package func string(utf8 bytes: UnsafeRawBufferPointer) -> String {
        guard bytes.count > 15, !shards.isEmpty else { return String(decoding: bytes, as: UTF8.self) }
        return interned(bytes) { String(decoding: bytes, as: UTF8.self) }
    }

    private func interned(_ bytes: UnsafeRawBufferPointer, _ make: () -> String) -> String {
        let hash = InternerHash.of(bytes)
        var shared: String?
        lockedShard(hash) { shard in
            if let found = shard.strings.find(hash: hash, { InternerHash.spells($0, bytes) }) {
                shared = found
            } else {
                let made = make()
                // A repaired string has other bytes than were looked up: not kept under them.
                if InternerHash.spells(made, bytes) { shard.strings.insert(made, hash: hash) }
                shared = made
            }
        }
        return shared ?? make()
    }

    /// `list`, or an equal list already interned (an empty list allocates nothing).
    package func strings(_ list: [String]) -> [String] {
        guard !list.isEmpty, !shards.isEmpty else { return list }
        let hash = InternerHash.of(list)
        var shared = list
        lockedShard(hash) { shard in
            if let found = shard.lists.find(hash: hash, { InternerHash.same($0, list) }) { shared = found } else { shard.lists.insert(list, hash: hash) }
        }
        return shared
    }

    /// `type`, or an equal type already interned (its names and arguments with it: a type is
    /// interned whole, once, not level by level).
    package func type(_ type: TypeRef) -> TypeRef {
        guard !type.components.isEmpty, !shards.isEmpty else { return type }
        let hash = InternerHash.of(type)
        var shared = type
        lockedShard(hash) { shard in
            if let found = shard.types.find(hash: hash, { InternerHash.same($0, type) }) { shared = found } else { shard.types.insert(type, hash: hash) }
        }
        return shared
    }

    package func type(_ type: TypeRef?) -> TypeRef? { type.map(self.type) }

    package func equatability(_ equatability: Equatability) -> Equatability {
        switch equatability {
        case .never, .always: equatability
        case .type(let name): .type(string(name))
        case .types(let names): .types(strings(names))
        }
    }
    package func string(_ text: String?) -> String? { text.map(string) }
}

/// Values found by a 64-bit hash of their contents: an open-addressing table probed linearly; a
/// hash that matches is confirmed by the caller's comparison.
struct ProbedTable<Value> {
    /// Each slot's hash with its lowest bit set (0: empty).
    private var keys: [UInt64] = []
    private var values: [Value?] = []
    private var count = 0

    /// The first slot to probe: the hash's low bits above the lowest (always set).
    private static func slot(_ hash: UInt64, _ mask: Int) -> Int { Int(truncatingIfNeeded: hash >> 1) & mask }

    /// The value under `hash` that `matches`, if any.
    func find(hash: UInt64, _ matches: (Value) -> Bool) -> Value? {
        guard !keys.isEmpty else { return nil }
        let mask = keys.count - 1
        var slot = Self.slot(hash, mask)
        while keys[slot] != 0 {
            if keys[slot] == hash, let value = values[slot], matches(value) { return value }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Adds `value` (not in the table) under `hash` (which has its lowest bit set).
    mutating func insert(_ value: Value, hash: UInt64) {
        if (count + 1) * 2 > keys.count {
            let old = (keys, values)
            keys = Array(repeating: 0, count: max(64, keys.count * 2))
            values = Array(repeating: nil, count: keys.count)
            count = 0
            for (key, value) in zip(old.0, old.1) where key != 0 { if let value { insert(value, hash: key) } }
        }
        let mask = keys.count - 1
        var slot = Self.slot(hash, mask)
        while keys[slot] != 0 { slot = (slot + 1) & mask }
        keys[slot] = hash
        values[slot] = value
        count += 1
    }
}

/// The hashes and comparisons `FactsInterner`'s tables use: of UTF-8 bytes, eight at a time
/// (not for adversarial input: a table of names), and of values made of strings.
enum InternerHash {
    static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
        var offset = 0
        while offset + 8 <= bytes.count {
            hash = mix(hash ^ UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        if offset < bytes.count {
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while offset < bytes.count {
                tail |= UInt64(bytes[offset]) << shift
                shift += 8
                offset += 1
            }
            hash = mix(hash ^ tail)
        }
        return mix(hash) | 1
    }

    static func of(_ text: String) -> UInt64 {
        var text = text
        return text.withUTF8 { of(UnsafeRawBufferPointer($0)) }
    }

    static func of(_ list: [String]) -> UInt64 {
        var hash = UInt64(list.count)
        for element in list { hash = mix(hash ^ of(element)) }
        return hash | 1
    }

    static func of(_ type: TypeRef) -> UInt64 {
        var hash = UInt64(type.components.count)
        for component in type.components {
            hash = mix(hash ^ of(component.name))
            for argument in component.arguments { hash = mix(hash &+ of(argument)) }
        }
        return hash | 1
    }

    /// A 64-bit finalizer (MurmurHash3's): every input bit moves every output bit.
    static func mix(_ value: UInt64) -> UInt64 {
        var value = value
        value ^= value >> 33
        value &*= 0xFF51_AFD7_ED55_8CCD
        value ^= value >> 33
        value &*= 0xC4CE_B9FE_1A85_EC53
        value ^= value >> 33
        return value
    }

    /// Whether `text`'s UTF-8 bytes are exactly `bytes`.
    static func spells(_ text: String, _ bytes: UnsafeRawBufferPointer) -> Bool {
        guard text.utf8.count == bytes.count else { return false }
        if let equal = text.utf8.withContiguousStorageIfAvailable({ stored in
            stored.isEmpty || memcmp(stored.baseAddress!, bytes.baseAddress!, stored.count) == 0
        }) {
            return equal
        }
        return text.utf8.elementsEqual(bytes)
    }

    /// Whether two strings have the same UTF-8 bytes (`==` compares canonical equivalence).
    static func same(_ a: String, _ b: String) -> Bool {
        var b = b
        return b.withUTF8 { spells(a, UnsafeRawBufferPointer($0)) }
    }

    static func same(_ a: [String], _ b: [String]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { same($0, $1) }
    }

    static func same(_ a: TypeRef, _ b: TypeRef) -> Bool {
        a.components.count == b.components.count
            && zip(a.components, b.components).allSatisfy { left, right in
                same(left.name, right.name) && left.arguments.count == right.arguments.count
                    && zip(left.arguments, right.arguments).allSatisfy { same($0, $1) }
            }
    }
}
