import Foundation

/// One shared copy of the values that many files' facts repeat: types as written (`String`,
/// `[Item]`, `Store<Feature.State, Feature.Action>`), lists of attribute and modifier names, and
/// names too long to be stored inline.
///
/// Facts are immutable values, so a shared copy reads exactly like a private one; only the memory
/// differs. At 3,000,000 generated lines the facts of every file take some 380 MB, a third of it
/// in `TypeRef`s, most of them one of a few thousand. One interner serves one load of a project
/// (`Workspace.load` makes it), from every core. Its tables are split in shards, each with its own
/// lock, chosen without hashing (the table hashes once); a value whose shard another core holds
/// is returned as it is, unshared, rather than waited for: sharing saves memory, never changes a
/// value.
package final class FactsInterner: @unchecked Sendable {
    private final class Shard: @unchecked Sendable {
        let lock = NSLock()
        var strings = Set<String>()
        var lists = Set<[String]>()
        var types = Set<TypeRef>()
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

    /// Runs `body` with the shard for a value whose cheap traits are `traits`; not at all while
    /// another core holds that shard, or for `none`.
    private func lockedShard(_ traits: Int, _ body: (Shard) -> Void) {
        guard !shards.isEmpty else { return }
        let shard = shards[Int(UInt(bitPattern: traits) % UInt(Self.shardCount))]
        guard shard.lock.try() else { return }
        defer { shard.lock.unlock() }
        body(shard)
    }

    /// A string's length and last byte: cheap, and spread enough over the shards.
    private static func traits(_ text: String) -> Int { text.utf8.count &* 7 &+ Int(text.utf8.last ?? 0) }

    /// `text`, or an equal string already interned.
    package func string(_ text: String) -> String {
        // Up to 15 UTF-8 bytes, a string is stored inline (on 64-bit platforms): nothing to share.
        guard text.utf8.count > 15 else { return text }
        var shared = text
        lockedShard(Self.traits(text)) { shared = $0.strings.insert(text).memberAfterInsert }
        return shared
    }

    /// `list`, or an equal list already interned (an empty list allocates nothing).
    package func strings(_ list: [String]) -> [String] {
        guard let last = list.last else { return list }
        var shared = list
        lockedShard(list.count &* 13 &+ Self.traits(last)) { shared = $0.lists.insert(list).memberAfterInsert }
        return shared
    }

    /// `type`, or an equal type already interned (its names and arguments with it: a type is
    /// interned whole, once, not level by level).
    package func type(_ type: TypeRef) -> TypeRef {
        guard let last = type.components.last else { return type }
        var shared = type
        lockedShard(type.components.count &* 13 &+ last.arguments.count &* 5 &+ Self.traits(last.name)) {
            shared = $0.types.insert(type).memberAfterInsert
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
