import Foundation
import SwiftSyntax

/// A node of a file's tree, named by its slot in the file's `TreeHandle` rather than held.
///
/// Facts keep these instead of nodes, so nothing but the handle keeps a tree alive: a handle that
/// may release its tree (see `TreeHandle.release()`) parses the file's text again when a node is
/// next asked for and finds the node by its byte range and kind. While the tree is resident the
/// node is the very one the indexer saw, so identities compare as before.
public struct SyntaxRef<Node: SyntaxProtocol>: Sendable {
    package let handle: TreeHandle
    package let slot: Int32

    package init(handle: TreeHandle, slot: Int32) {
        self.handle = handle
        self.slot = slot
    }

    public var node: Node { handle.node(at: slot).cast(Node.self) }
    /// Where the node starts (its leading trivia included), without touching the tree.
    public var position: AbsolutePosition { AbsolutePosition(utf8Offset: Int(handle.location(at: slot).start)) }
    /// Where the node ends (its trailing trivia included), without touching the tree.
    public var endPosition: AbsolutePosition { AbsolutePosition(utf8Offset: Int(handle.location(at: slot).end)) }
}

extension SyntaxRef where Node == TokenSyntax {
    /// Where the token's text starts, after its leading trivia, without touching the tree.
    public var positionAfterSkippingLeadingTrivia: AbsolutePosition { contentPosition }
}

extension SyntaxRef where Node == AttributeSyntax {
    /// Where the attribute's `@` is, after its leading trivia, without touching the tree.
    public var positionAfterSkippingLeadingTrivia: AbsolutePosition { contentPosition }
}

extension SyntaxRef {
    /// Where the node's text starts for a kind `TreeHandle.keepsContentStart` names (else where
    /// its leading trivia starts).
    var contentPosition: AbsolutePosition { AbsolutePosition(utf8Offset: Int(handle.location(at: slot).contentStart)) }
}

/// Owns one file's syntax tree and the nodes its facts name.
///
/// A handle made with the file's text can `release()` its tree; the next question re-parses the
/// text (the same bytes give the same tree, so every recorded range finds its node again). A
/// handle without text (nodes recorded from a tree built elsewhere) keeps its tree for good.
public final class TreeHandle: @unchecked Sendable {
    package struct Location: Sendable, Equatable {
        package let start: Int32
        /// Where a token's text starts (for other nodes, `start`).
        package let contentStart: Int32
        package let end: Int32
        /// The node's kind, as `SyntaxKindCode` names it (stable across runs, for the facts cache).
        package let kind: UInt32
    }

    private let lock = NSLock()
    /// Bounds how many trees stay in memory; nil keeps this tree for good.
    private let residency: TreeResidency?
    /// Checks running on this file now: its tree is not released under them.
    private var pins = 0
    /// Roots this handle registered (releasable handles only); guarded by `registryLock`.
    private var registered: [SyntaxIdentifier] = []
    /// Asked for since the residency last swept past it.
    private var referenced = false
    /// In the residency's queue.
    fileprivate var queued = false
    private let path: String?
    /// The file's text, parsed again (with `SwiftSourceParser.tree`, as the file was) after a release
    /// (read then, for a file loaded without reading it: `FileText`).
    private let text: FileText?
    /// Written only by the indexer before the handle is shared, and by `release()`/re-parse under `lock`.
    private var resident: Syntax?
    private var nodes: [Syntax?] = []
    private var locations: [Location] = []
    /// The kinds `record` met in this file, coded (only while the indexer fills the handle).
    private var kindCodes: [SyntaxKind: UInt32] = [:]
    /// Whether this handle can release its tree (it has the text to parse it again).
    private let mayRelease: Bool
    /// How many times the tree was parsed again after a release.
    package private(set) var reparseCount = 0

    /// A handle for a file's tree, `text` parsed; with a `residency`, it can be released and
    /// parsed again. A handle that never releases answers without taking its lock.
    package convenience init(tree: SourceFileSyntax, path: String, text: String, residency: TreeResidency?) {
        self.init(tree: tree, path: path, text: FileText(text), residency: residency)
    }

    package init(tree: SourceFileSyntax, path: String, text: FileText, residency: TreeResidency?) {
        self.resident = Syntax(tree)
        self.path = path
        self.text = text
        self.residency = residency
        self.mayRelease = residency != nil
        if mayRelease { register(root: Syntax(tree).id) }
    }

    /// The file's path, for `ReadTracking` (nil for a scratch tree).
    package var trackedPath: String? { path }

    /// Where every node the facts name lies, hashed: equal for two versions of a file whose edit
    /// moved none of them (a comment appended at the end), for `ReadTracking`'s position reads.
    package var positionsFingerprint: ContentHash {
        var hash = ContentHash()
        let count = slotCount
        hash.combine(integer: count)
        for slot in 0..<count {
            let location = mayRelease ? locations[slot] : nodes[slot].map { Self.location(of: $0, kind: 0) }
            guard let location else { hash.combine(integer: -1); continue }
            hash.combine(integer: Int(location.start))
            hash.combine(integer: Int(location.contentStart))
            hash.combine(integer: Int(location.end))
        }
        return hash
    }

    /// Estimated bytes of a resident tree: measured at about 70 per byte of source on generated
    /// and real projects (the raw tree about 45, the nodes walked about 25).
    package var estimatedTreeBytes: Int { Self.estimatedTreeBytes(sourceBytes: text?.byteCount ?? 0) }

    package static func estimatedTreeBytes(sourceBytes: Int) -> Int { sourceBytes * 70 }

    /// Lets the residency count this tree (after the indexer filled the handle).
    package func admit() {
        kindCodes = [:]
        // The locations stay for the whole run; appending left up to twice the room they need.
        if mayRelease, locations.capacity > locations.count {
            var exact: [Location] = []
            exact.reserveCapacity(locations.count)
            exact.append(contentsOf: locations)
            locations = exact
        }
        residency?.admit(self)
    }

    /// Runs `body` with this file's tree kept resident (the file being checked).
    package func pinned<T>(_ body: () throws -> T) rethrows -> T {
        pin()
        defer { unpin() }
        return try body()
    }

    /// Keeps the tree from being released until `unpin()` (a handle that never releases needs none).
    private func pin() {
        guard mayRelease else { return }
        lock.lock(); pins += 1; lock.unlock()
    }

    private func unpin() {
        guard mayRelease else { return }
        lock.lock(); pins -= 1; lock.unlock()
    }

    /// A handle for a file whose facts were read from the cache (`FactsCoding`): no tree yet, the
    /// recorded `locations` only; the first question parses `text`, as after a `release()`.
    package init(releasedWithLocations locations: [Location], path: String, text: FileText, residency: TreeResidency) {
        self.resident = nil
        self.path = path
        self.text = text
        self.residency = residency
        self.mayRelease = true
        self.locations = locations
    }

    /// Every recorded node's location, in slot order (what `FactsCoding` stores).
    package var allLocations: [Location] { (0..<slotCount).map { location(at: Int32($0), tracked: false) } }

    /// A handle for nodes of a tree that is not a file's (a migration's scratch declaration): kept for good.
    package init(root: some SyntaxProtocol) {
        self.resident = Syntax(root).root
        self.path = nil
        self.text = nil
        self.residency = nil
        self.mayRelease = false
    }

    /// Records `node` (which must belong to this handle's tree); only while the handle is being
    /// filled, before it is shared between threads.
    package func record<Node: SyntaxProtocol>(_ node: Node) -> SyntaxRef<Node> {
        let syntax = Syntax(node)
        nodes.append(syntax)
        // A handle that never releases reads locations off its nodes.
        guard mayRelease else { return SyntaxRef(handle: self, slot: Int32(nodes.count - 1)) }
        let kind: UInt32
        if let known = kindCodes[syntax.kind] {
            kind = known
        } else {
            kind = SyntaxKindCode.of(syntax.kind)
            kindCodes[syntax.kind] = kind
        }
        locations.append(Self.location(of: syntax, kind: kind))
        return SyntaxRef(handle: self, slot: Int32(nodes.count - 1))
    }

    package func location(at slot: Int32) -> Location { location(at: slot, tracked: true) }

    private func location(at slot: Int32, tracked: Bool) -> Location {
        if tracked { ReadTracking.notePositions(self) }
        // The kind is asked only by `allLocations` (the one caller that does not track).
        if !mayRelease, let node = nodes[Int(slot)] { return Self.location(of: node, kind: tracked ? 0 : SyntaxKindCode.of(node.kind)) }
        return locations[Int(slot)]
    }

    private static func location(of syntax: Syntax, kind: UInt32) -> Location {
        let start = Int32(truncatingIfNeeded: syntax.position.utf8Offset)
        // Where the text starts is kept for the kinds in `keepsContentStart` only (finding a node's
        // first token is a descent).
        let contentStart = keepsContentStart(syntax.kind) ? Int32(truncatingIfNeeded: syntax.positionAfterSkippingLeadingTrivia.utf8Offset) : start
        return Location(start: start, contentStart: contentStart, end: Int32(truncatingIfNeeded: syntax.endPosition.utf8Offset), kind: kind)
    }

    /// The kinds whose recorded location keeps where their text starts, after the leading trivia
    /// (`SyntaxRef.positionAfterSkippingLeadingTrivia`): tokens, attributes (where findings about
    /// a wrapper are reported) and type declarations (where an attribute is inserted): a rule
    /// reports or fixes there without parsing a released tree again.
    package static func keepsContentStart(_ kind: SyntaxKind) -> Bool {
        switch kind {
        case .token, .attribute, .classDecl, .structDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl: true
        default: false
        }
    }

    package var slotCount: Int { mayRelease ? locations.count : nodes.count }

    /// The tree, parsed again if it was released.
    public var tree: SourceFileSyntax {
        ReadTracking.note(self)
        if !mayRelease, let resident { return resident.cast(SourceFileSyntax.self) }
        lock.lock()
        referenced = true
        let (root, parsed) = residentTree()
        lock.unlock()
        if parsed { residency?.admit(self) }
        return root.cast(SourceFileSyntax.self)
    }

    package func node(at slot: Int32) -> Syntax {
        ReadTracking.note(self)
        let index = Int(slot)
        if !mayRelease, let node = nodes[index] { return node }
        lock.lock()
        referenced = true
        if nodes.isEmpty { nodes = Array(repeating: nil, count: locations.count) }
        if let node = nodes[index] {
            lock.unlock()
            return node
        }
        let (root, parsed) = residentTree()
        // The same text parses to the same tree, so the range and kind find the recorded node.
        let found = Self.find(locations[index], in: root) ?? root
        nodes[index] = found
        lock.unlock()
        if parsed { residency?.admit(self) }
        return found
    }


    /// Parses the released trees among `handles` (each once) on every core, for a caller about to
    /// read them one by one; records no read (the caller's own reads record what they use).
    package static func parseAhead(_ handles: [TreeHandle]) {
        var seen = Set<ObjectIdentifier>()
        let released = handles.filter { seen.insert(ObjectIdentifier($0)).inserted && $0.mayRelease && !$0.isResident }
        guard released.count > 1 else { return }
        _ = parallelMap(released) { handle in ReadTracking.unrecorded { _ = handle.tree } }
    }

    /// Runs `body` with the trees of `handles` in memory: the released ones parsed again first (each
    /// once, on every core, as `parseAhead` does), and every one kept until `body` returns. Parsed
    /// ahead without being held, a chunk of trees larger than the residency's budget lost its first
    /// trees to the admission of its last ones before they were read, and they were parsed again,
    /// one by one, on the thread reading them.
    package static func withParsedAhead<T>(_ handles: [TreeHandle], _ body: () throws -> T) rethrows -> T {
        for handle in handles { handle.pin() }
        defer { for handle in handles { handle.unpin() } }
        parseAhead(handles)
        return try body()
    }

    /// Drops the tree and every node recorded from it; the next question parses the text again.
    /// Does nothing for a handle without text.
    package func release() {
        guard mayRelease else { return }
        lock.lock()
        let released = releaseLocked()
        lock.unlock()
        _ = released
    }

    /// Caller holds `lock`. The tree and nodes are handed back so that they are freed outside every
    /// lock; the slots come back with the next parse (a released file keeps only its locations).
    private func releaseLocked() -> Released {
        var kept: [Syntax?] = []
        swap(&kept, &nodes)
        let released = Released(tree: resident, nodes: kept)
        resident = nil
        return released
    }

    /// Releases the tree now unless a check has it pinned (a tree that does not fit while loading).
    fileprivate func releaseIfUnpinned() {
        lock.lock()
        let released = pins == 0 ? releaseLocked() : nil
        lock.unlock()
        _ = released
    }

    /// The residency's sweep: a tree asked for since the last sweep gets another round, a pinned
    /// one stays; otherwise the tree is released. Returns whether it was.
    fileprivate func releaseIfIdle() -> Released? {
        lock.lock()
        defer { lock.unlock() }
        guard pins == 0, !referenced else {
            referenced = false
            return nil
        }
        return releaseLocked()
    }

    fileprivate struct Released {
        let tree: Syntax?
        let nodes: [Syntax?]
    }

    /// The root's identifier of the tree in memory now, without parsing one.
    package var residentRoot: SyntaxIdentifier? {
        if !mayRelease { return resident?.id }
        lock.lock()
        defer { lock.unlock() }
        return resident?.id
    }

    /// Whether the tree is in memory now.
    package var isResident: Bool {
        lock.lock()
        defer { lock.unlock() }
        return resident != nil
    }

    /// Caller holds `lock`. `parsed`: the tree was parsed again (the residency must count it).
    private func residentTree() -> (Syntax, parsed: Bool) {
        if let resident { return (resident, false) }
        let tree = Syntax(SwiftSourceParser.tree(text!.text))
        reparseCount += 1
        resident = tree
        register(root: tree.id)
        return (tree, true)
    }

    /// Roots of every tree a releasable handle parsed → the file's path and handle. A root id is
    /// unique among live trees; a freed tree's id can only come back with a newer parse, which
    /// overwrites the entry, so a live node always finds its own file. Entries go with their handle.
    nonisolated(unsafe) private static var roots: [SyntaxIdentifier: (path: String, handle: ObjectIdentifier)] = [:]
    private static let registryLock = NSLock()

    private func register(root: SyntaxIdentifier) {
        guard let path else { return }
        Self.registryLock.lock()
        Self.roots[root] = (path, ObjectIdentifier(self))
        registered.append(root)
        Self.registryLock.unlock()
    }

    deinit {
        guard !registered.isEmpty else { return }
        let me = ObjectIdentifier(self)
        Self.registryLock.lock()
        for root in registered where Self.roots[root]?.handle == me { Self.roots[root] = nil }
        Self.registryLock.unlock()
    }

    /// The path of the file whose releasable handle parsed the tree with this root (the trees of
    /// handles that never release are known to whoever built the index).
    package static func path(ofRoot root: SyntaxIdentifier) -> String? {
        registryLock.lock()
        defer { registryLock.unlock() }
        return roots[root]?.path
    }

    /// Whether `node` is in a tree of this file: the resident one, or one parsed earlier whose
    /// nodes are still held.
    public func owns(_ node: some SyntaxProtocol) -> Bool {
        let root = node.root.id
        if residentRoot == root { return true }
        guard mayRelease else { return false }
        Self.registryLock.lock()
        defer { Self.registryLock.unlock() }
        return Self.roots[root]?.handle == ObjectIdentifier(self)
    }

    /// The node with exactly `location`'s range and kind: a descent through the children whose
    /// range covers it, trying each such child (zero-length nodes share a position with their
    /// neighbours).
    package static func find(_ location: Location, in node: Syntax) -> Syntax? {
        let start = Int(location.start), end = Int(location.end)
        let nodeStart = node.position.utf8Offset, nodeEnd = node.endPosition.utf8Offset
        guard nodeStart <= start, end <= nodeEnd else { return nil }
        if nodeStart == start, nodeEnd == end, SyntaxKindCode.of(node.kind) == location.kind { return node }
        for child in node.children(viewMode: .all) {
            let childStart = child.position.utf8Offset
            if childStart > end { break }
            if childStart <= start, end <= child.endPosition.utf8Offset, let found = find(location, in: child) { return found }
        }
        return nil
    }
}

/// Bounds the syntax trees a run keeps in memory. Every file's handle is admitted once indexed and
/// again each time its tree is parsed anew; past the budget, trees are released oldest first
/// (a clock: a tree asked for since the last sweep, or pinned by the check running on its file,
/// goes round once more). A project whose trees fit keeps them all and never parses twice.
public final class TreeResidency: @unchecked Sendable {
    /// Estimated bytes of resident trees beyond which trees are released.
    public let budget: Int
    private let lock = NSLock()
    private var queue: [TreeHandle] = []
    private var head = 0
    private var total = 0

    /// A fixed budget, in bytes.
    public init(budget: Int) {
        self.budget = budget
    }

    /// A fixed budget in MB (`--tree-memory MB`).
    public convenience init(megabytes: Int) {
        self.init(budget: megabytes * 1_000_000)
    }

    /// `--tree-memory`'s default: a working set of `defaultMegabytes`, whatever the project's size —
    /// the files being checked and the trees their checks ask for.
    ///
    /// Keeping more buys little. The rules and the migration outlook ask for trees in file order,
    /// long after loading parsed them in that order, so a partial budget releases each tree before
    /// it is asked for again (on generated 1,000,000- and 3,000,000-line projects, 1,000 MB saved no
    /// re-parse over 100 MB). Keeping every tree of a project that fits costs its memory and, on real
    /// apps, time as well: most checks answer from facts, and the memory itself is slow to take
    /// (five held-out apps, 378,000 lines: 0.82× the wall time and 200 MB instead of 711 MB with
    /// 100 MB rather than every tree). 16 MB rather than 100 MB: the same time on those apps
    /// (737 re-parses instead of 613) at 110 MB instead of 170 MB; on the generated projects, where
    /// more checks read syntax, 1.03× (500,000 lines, cold) to 1.09× (3,000,000, `--no-cache`) for
    /// 65 MB less.
    public static func standard() -> TreeResidency { TreeResidency(megabytes: defaultMegabytes) }

    /// `lint`'s default budget, in MB.
    public static let defaultMegabytes = 16

    /// `migrate`'s default budget, in MB: its analysis comes back to the candidates' and their use
    /// sites' files several times, so a larger working set saves re-parses (five held-out apps:
    /// 16 MB took 1.08× the time of 100 MB for 57 MB less). A migration runs once, not on every
    /// commit.
    public static let migrationDefaultMegabytes = 100

    /// Total recorded nodes over `handles` (for timing output).
    public static func slots(of handles: [TreeHandle]) -> Int { handles.reduce(0) { $0 + $1.slotCount } }

    /// Total re-parses over `handles` (for timing output).
    public static func reparses(of handles: [TreeHandle]) -> Int { handles.reduce(0) { $0 + $1.reparseCount } }

    /// Loads running now (`whileLoading`).
    private var loads = 0

    /// Runs `body` — a project's files being parsed and indexed — with trees admitted as they fit:
    /// once the budget is full, each further tree is released as soon as its facts are taken,
    /// on the thread that parsed it, instead of pushing out the oldest. The parser's next tree is
    /// then built in the memory the last one left, still in the core's cache, rather than in
    /// memory unused since its tree was swept out (five held-out apps, one core: the parse itself
    /// took 1.5× the parse floor's time that way, the indexer's walk 1.45× its time here). The
    /// trees kept are those admitted first.
    package func whileLoading<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock(); loads += 1; lock.unlock()
        defer { lock.lock(); loads -= 1; lock.unlock() }
        return try body()
    }

    /// `whileLoading` on `residency`, if any (none keeps every tree).
    package static func whileLoading<T>(_ residency: TreeResidency?, _ body: () throws -> T) rethrows -> T {
        guard let residency else { return try body() }
        return try residency.whileLoading(body)
    }

    fileprivate func admit(_ handle: TreeHandle) {
        var victims: [TreeHandle.Released] = []
        lock.lock()
        if loads > 0, !handle.queued, total + handle.estimatedTreeBytes > budget {
            lock.unlock()
            handle.releaseIfUnpinned()
            return
        }
        if !handle.queued {
            handle.queued = true
            queue.append(handle)
            total += handle.estimatedTreeBytes
        }
        // One round at most: every handle may be asked for or pinned.
        var rounds = queue.count - head
        while total > budget, rounds > 0, head < queue.count {
            rounds -= 1
            let candidate = queue[head]
            head += 1
            if candidate !== handle, let released = candidate.releaseIfIdle() {
                candidate.queued = false
                total -= candidate.estimatedTreeBytes
                victims.append(released)
            } else {
                queue.append(candidate)
            }
        }
        if head > 4096, head * 2 > queue.count {
            queue.removeFirst(head)
            head = 0
        }
        var trim = false
        if !victims.isEmpty {
            releasedSinceTrim += victims.count
            if releasedSinceTrim >= Self.releasesPerTrim {
                releasedSinceTrim = 0
                trim = true
            }
        }
        lock.unlock()
        victims.removeAll()
        if trim { Allocator.returnFreedMemory() }
    }

    private var releasedSinceTrim = 0
    /// Released trees between two `returnFreedMemory()` calls.
    private static let releasesPerTrim = 2_000
}

/// A number for each `SyntaxKind` that stays the same from run to run and build to build (a hash of
/// the kind's name), so a cached location can name the kind of its node. `SyntaxKind` has no raw
/// value to store; its case names are its stable identity.
package enum SyntaxKindCode {
    nonisolated(unsafe) private static var codes: [SyntaxKind: UInt32] = [:]
    private static let lock = NSLock()

    package static func of(_ kind: SyntaxKind) -> UInt32 {
        lock.lock()
        defer { lock.unlock() }
        if let code = codes[kind] { return code }
        // FNV-1a over the case name.
        var hash: UInt32 = 2_166_136_261
        for byte in String(describing: kind).utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        codes[kind] = hash
        return hash
    }
}
