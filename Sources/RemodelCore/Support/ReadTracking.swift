import Foundation

/// Which other files a computation read beyond their facts, and how, so an incremental lint knows
/// which findings a changed file can affect. Facts are compared by fingerprint
/// (`FileFacts.interfaceFingerprint`); everything else a file offers is read through `TreeHandle`
/// or `SourceFile`, which report here, as one of three kinds of dependency:
/// - **content**: its syntax tree, text or line table — any change to the file matters;
/// - **positions**: where the nodes its facts name start and end — matters only if they moved;
/// - **an answered question**: "does the file spell `store`?", "where does it spell `Store`?"
///   (`SourceFile.mentions`, `SourceFile.offsets`) — matters only if the new text answers differently.
///
/// Reads of other files' facts through the project index are recorded as the **names** asked
/// (`noteName`, `IndexKey`; a file whose facts change changes the answers about the names its
/// facts give, `FileFacts.indexKeys`), or as the **whole index** when a computation reads one of
/// its tables entire (`noteProject`).
///
/// A scope is bound to the current thread while a file's checks run (its own reads are not
/// dependencies: the file's content is part of its cache entry) or while a shared value — a
/// `ProjectIndex` memo, a `TypeMemo` entry, a `LazyBox` — is computed. A shared value keeps what
/// its computation read as a `ReadGroup`, and every later use of the value adds that group to the
/// user's scope: a check depends on what the memos it asked read, even when another thread
/// computed them. Without a scope (every run that does not record), a read costs one task-local load.
public enum ReadTracking {
    @TaskLocal package static var scope: ReadScope?

    /// The current scope read `handle`'s syntax, text or lines.
    @inline(__always)
    package static func note(_ handle: TreeHandle) {
        guard let scope else { return }
        scope.note(handle, kind: .content)
    }

    /// The current scope read where a node `handle`'s facts name lies.
    @inline(__always)
    package static func notePositions(_ handle: TreeHandle) {
        guard let scope else { return }
        scope.note(handle, kind: .positions)
    }

    /// The current scope asked `handle`'s file `question` and got `answer`.
    @inline(__always)
    package static func noteAnswer(_ handle: TreeHandle, _ question: FileQuestion, _ answer: String) {
        guard let scope else { return }
        scope.noteAnswer(handle, question, answer)
    }

    /// The current scope read the project index as a whole — enumerated every type, file or use
    /// (`ProjectIndex.files`, `typesByName`…): what it found may change when any file's facts do.
    @inline(__always)
    package static func noteProject() {
        guard let scope else { return }
        scope.noteProject()
    }

    /// The current scope asked the project index about one name (`IndexKey`: a type's simple
    /// name, `func:` a global function, `file:` a path): what it found may change only when the
    /// facts of a file that declares, extends or uses that name change. A check that asks nothing
    /// depends on no other file's facts.
    @inline(__always)
    package static func noteName(_ key: String) {
        guard let scope else { return }
        scope.noteName(key)
    }

    /// `noteName` for each of `keys` (a memo's names, handed to each caller).
    package static func noteNames(_ keys: [String]) {
        guard let scope, !keys.isEmpty else { return }
        scope.noteNames(keys)
    }

    /// `noteName` for each component of a dotted name (`Outer.Inner`: `Outer` and `Inner`).
    @inline(__always)
    package static func noteComponents(_ dotted: String) {
        guard let scope else { return }
        for component in IndexKey.components(of: dotted) { scope.noteName(component) }
    }

    /// Runs `body` (a project question's answer) recording its reads of files, as the caller
    /// does, but not its reads of the index: the caller records the answer instead.
    package static func answering<Value>(_ body: () throws -> Value) rethrows -> Value {
        guard let outer = scope else { return try body() }
        let own = outer.child()
        let value = try $scope.withValue(own) { try body() }
        _ = outer.absorb(own, indexReads: false)
        return value
    }

    /// The current scope asked a shared value (`DerivedAnswer`) and got `answer`.
    @inline(__always)
    package static func noteDerived(_ value: String, key: String, answer: String) {
        guard let scope else { return }
        scope.noteDerived(DerivedAnswer(value: value, key: key, answer: answer))
    }

    /// Adds a shared value's reads to the current scope.
    @inline(__always)
    package static func use(_ reads: SharedReads?) {
        guard let reads, let scope else { return }
        switch reads {
        case .names(let names): scope.noteNames(names)
        case .wholeIndex: scope.noteProject()
        case .files(let group): scope.use(group)
        }
    }

    /// Runs `body`, a shared value's computation, in a scope of its own when the caller records;
    /// returns the value and what it read (nil when nothing, or when nobody records).
    package static func collecting<Value>(_ body: () throws -> Value) rethrows -> (Value, SharedReads?) {
        guard scope != nil else { return (try body(), nil) }
        let own = ReadScope(owner: nil)
        let value = try $scope.withValue(own) { try body() }
        return (value, own.sharedReads)
    }

    /// With `REMODEL_TIMING`, names a shared value that read the syntax or text of many files:
    /// every check that uses it depends on all of them, so a change to any re-checks those files.
    package static func reportWide(_ reads: SharedReads?, label: @autoclosure () -> String) {
        guard PhaseTimer.enabled, case .files(let reads)? = reads, reads.content.count >= wideReadThreshold else { return }
        PhaseTimer.note("incremental: shared value \(label()) read the syntax or text of \(reads.content.count) files")
    }

    /// How many files' content a shared value reads before `reportWide` names it.
    static let wideReadThreshold = 20

    /// Runs `body` (one file's checks) in `scope`.
    package static func recording<Value>(in scope: ReadScope, _ body: () throws -> Value) rethrows -> Value {
        try $scope.withValue(scope) { try body() }
    }

    /// Whether the current thread records reads.
    package static var isRecording: Bool { scope != nil }

    /// Whether the current scope still keeps the names it is asked about (not once it read the
    /// whole index, nor in `ReadScope.discarding`): for a caller with many names to note.
    package static var collectsNames: Bool { scope?.collectsNames ?? false }

    /// Runs `body` (work about one place of `handle`'s file) in a scope of its own, then adds what
    /// it read, and `handle`'s content, to the caller's scope. `readElsewhere` is false when `body`
    /// read nothing but `handle`'s file (and facts): its result then depends on that file's text
    /// and the project's facts alone. Without a caller scope, it runs `body` and answers true.
    /// `indexNames`: what `body` asked the project index, by name (sorted), or nil when it read the
    /// index as a whole (or nobody records).
    package static func isolating<Value>(
        _ handle: TreeHandle, _ body: () throws -> Value
    ) rethrows -> (value: Value, readElsewhere: Bool, indexNames: [String]?) {
        guard let outer = scope else { return (try body(), true, nil) }
        let own = ReadScope(owner: handle)
        let value = try $scope.withValue(own) { try body() }
        outer.note(handle, kind: .content)
        let indexNames = own.indexNames
        return (value, outer.absorb(own), indexNames)
    }

    /// Runs `body` recording nothing (work done ahead for a caller that records its own reads).
    package static func unrecorded<Value>(_ body: () throws -> Value) rethrows -> Value {
        try $scope.withValue(nil) { try body() }
    }
}

/// An answer a shared, project-wide value gave a check: `WorkspaceMigrationOutlook` answering "why
/// does the migration keep this class?". The check depends on the answer, not on everything the
/// value read (the whole project's models): when what the value read changed, an incremental lint
/// computes the value again and re-checks only the files whose answers differ (early cutoff).
public struct DerivedAnswer: Hashable, Sendable {
    /// The value's name (`WorkspaceMigrationOutlook.derivedName`).
    public let value: String
    public let key: String
    public let answer: String

    public init(value: String, key: String, answer: String) {
        self.value = value
        self.key = key
        self.answer = answer
    }
}

/// A question about a file whose answer is a dependency (`ReadTracking`): asked of its text, or
/// of its call table (calls change with most edits; a check depends only on the names it asked).
public enum FileQuestion: Hashable, Sendable {
    /// Whether the text spells the word; answered "1" or "0".
    case mentions(String)
    /// Where the text spells the word: UTF-8 offsets, comma-separated.
    case offsets(String)
    /// How many calls the file makes to a callee with this name (`FileFacts.calls`).
    case callCount(String)
    /// Whether a class or extension of the file refers to a property's storage by this name (`_x`,
    /// `TypeDeclaration.storageReferences`); answered "1" or "0" from the facts.
    case storageReference(String)

    /// The answer `file` gives.
    public func answer(in file: SourceFile) -> String {
        switch self {
        case .mentions(let needle): file.spells(needle) ? "1" : "0"
        case .offsets(let needle): file.spellings(of: needle).map(String.init).joined(separator: ",")
        case .callCount(let name): String(file.facts.calls.untrackedCount(of: name))
        case .storageReference(let name): file.recordsStorageReference(name) ? "1" : "0"
        }
    }

    /// What most files answer: "0" (not spelled, no such call), no offsets.
    public var usualAnswer: String {
        switch self {
        case .mentions, .callCount, .storageReference: "0"
        case .offsets: ""
        }
    }

    /// `mentions:word`, `offsets:word`, `calls:name`, as stored.
    public var encoded: String {
        switch self {
        case .mentions(let needle): "mentions:" + needle
        case .offsets(let needle): "offsets:" + needle
        case .callCount(let name): "calls:" + name
        case .storageReference(let name): "storage:" + name
        }
    }

    public init?(encoded: String) {
        if encoded.hasPrefix("mentions:") { self = .mentions(String(encoded.dropFirst("mentions:".count))) }
        else if encoded.hasPrefix("offsets:") { self = .offsets(String(encoded.dropFirst("offsets:".count))) }
        else if encoded.hasPrefix("calls:") { self = .callCount(String(encoded.dropFirst("calls:".count))) }
        else if encoded.hasPrefix("storage:") { self = .storageReference(String(encoded.dropFirst("storage:".count))) }
        else { return nil }
    }
}

/// What one computation read: files by kind, answered questions, and the groups of the shared
/// values it used. Locked: `parallelMap` binds its caller's scope on every worker.
public final class ReadScope: @unchecked Sendable {
    package enum Kind { case content, positions }

    /// The handle of the file being checked: reads of it are not dependencies.
    private let owner: ObjectIdentifier?
    private let lock = NSLock()
    /// Handles by identity (cheap to hash); paths are read once, when the scope becomes a group.
    private var contentHandles: [ObjectIdentifier: TreeHandle] = [:]
    private var positionHandles: [ObjectIdentifier: TreeHandle] = [:]
    /// The handle noted last, per kind: most reads come in runs over one file.
    private var lastContent: ObjectIdentifier?
    private var lastPositions: ObjectIdentifier?
    /// Questions asked, each with the files that did not give the usual answer (by handle): most
    /// questions are asked of every file and answered the usual way, and are noted as asked only.
    private var asked: [FileQuestion: [ObjectIdentifier: (handle: TreeHandle, answer: String)]] = [:]
    /// The question noted last with its usual answer: a project-wide scan asks it of file after file.
    private var lastUsual: FileQuestion?
    private var derived: Set<DerivedAnswer> = []
    /// How many times it asked the project index (`ReadTracking.noteProject`; `REMODEL_TIMING`
    /// tells which rules do): any at all is a dependency on every file's facts.
    private var projectReads = 0
    /// The names it asked the index about (`ReadTracking.noteName`); the last one noted, since a
    /// check asks about its model type again and again.
    private var names: Set<String> = []
    private var lastName: String?
    /// The names of a finished check, kept compactly (`seal`): a set of a hundred strings per
    /// file, held for every file until the next state is built, was 185 MB at 3,000,000 lines.
    private var sealed: (names: [Int32], table: NameTable)?
    private var usedGroups: [ReadGroup] = []
    private var groupIDs: Set<ObjectIdentifier> = []

    /// Whether it keeps nothing (`discarding`).
    private let discards: Bool

    package init(owner: TreeHandle?) {
        self.owner = owner.map(ObjectIdentifier.init)
        discards = false
    }

    private init(ownerID: ObjectIdentifier?, discards: Bool = false) {
        self.owner = ownerID
        self.discards = discards
    }

    /// A scope that keeps nothing, for work whose own reads nobody needs but whose shared values
    /// must keep theirs (computed under a scope, a memo records what it read for every later
    /// asker; computed under none, it records nothing): the incremental decision asking project
    /// questions again, a hundred thousand at 3,000,000 lines, each in a scope of its own before.
    package static let discarding = ReadScope(ownerID: nil, discards: true)

    /// A scope for part of this one's work, ignoring the same file's reads.
    fileprivate func child() -> ReadScope { ReadScope(ownerID: owner) }

    fileprivate func note(_ handle: TreeHandle, kind: Kind) {
        let id = ObjectIdentifier(handle)
        guard id != owner, !discards else { return }
        lock.lock()
        switch kind {
        case .content:
            if lastContent != id {
                lastContent = id
                if contentHandles[id] == nil { contentHandles[id] = handle }
            }
        case .positions:
            if lastPositions != id {
                lastPositions = id
                if positionHandles[id] == nil { positionHandles[id] = handle }
            }
        }
        lock.unlock()
    }

    fileprivate func noteAnswer(_ handle: TreeHandle, _ question: FileQuestion, _ answer: String) {
        let id = ObjectIdentifier(handle)
        guard id != owner, !discards, handle.trackedPath != nil else { return }
        let usual = answer == question.usualAnswer
        lock.lock()
        if !usual {
            asked[question, default: [:]][id] = (handle, answer)
        } else if lastUsual != question {
            lastUsual = question
            if asked[question] == nil { asked[question] = [:] }
        }
        lock.unlock()
    }

    fileprivate func noteProject() {
        guard !discards else { return }
        lock.lock()
        projectReads &+= 1
        lock.unlock()
    }

    fileprivate func noteName(_ key: String) {
        guard !discards else { return }
        lock.lock()
        // Once it read the whole index, its names add nothing (`group`, `indexNames`): a whole-table
        // reader such as `ModelRoles` asks about a hundred thousand names at 3,000,000 lines.
        if projectReads == 0, lastName != key {
            lastName = key
            names.insert(key)
        }
        lock.unlock()
    }

    fileprivate func noteNames(_ keys: some Sequence<String>) {
        guard !discards else { return }
        lock.lock()
        mergeNames(keys)
        lock.unlock()
    }

    /// Adds names noted elsewhere (a memo's, a nested scope's); call under `lock`.
    private func mergeNames(_ keys: some Sequence<String>) {
        guard projectReads == 0 else { return }
        names.formUnion(keys)
        lastName = nil
    }

    fileprivate func noteDerived(_ answer: DerivedAnswer) {
        guard !discards else { return }
        lock.lock()
        derived.insert(answer)
        lock.unlock()
    }

    /// Keeps a shared value's group (one that read files: reads of the index alone come as
    /// `SharedReads.names` or `.wholeIndex`, merged here without a group).
    fileprivate func use(_ group: ReadGroup) {
        guard !discards else { return }
        lock.lock()
        if groupIDs.insert(ObjectIdentifier(group)).inserted { usedGroups.append(group) }
        lock.unlock()
    }

    /// Adds everything `other` read to this scope (its reads of the index only if `indexReads`);
    /// returns whether it read anything besides the index (facts, which the caller's key holds).
    fileprivate func absorb(_ other: ReadScope, indexReads: Bool = true) -> Bool {
        other.lock.lock()
        let content = other.contentHandles, positions = other.positionHandles
        let asked = other.asked, derived = other.derived, groups = other.usedGroups, project = other.projectReads
        let names = other.names
        other.lock.unlock()
        let readFiles = !(content.isEmpty && positions.isEmpty && asked.isEmpty && derived.isEmpty && groups.isEmpty)
        if discards || (!readFiles && (!indexReads || (project == 0 && names.isEmpty))) { return readFiles }
        lock.lock()
        if indexReads {
            projectReads &+= project
            mergeNames(names)
        }
        for (id, handle) in content where id != owner { contentHandles[id] = handle }
        for (id, handle) in positions where id != owner { positionHandles[id] = handle }
        lastContent = nil
        lastPositions = nil
        for (question, answers) in asked { self.asked[question, default: [:]].merge(answers) { first, _ in first } }
        self.derived.formUnion(derived)
        for used in groups {
            // Without the index reads, a shared value's group keeps only what it read of files.
            guard let group = indexReads ? used : used.withoutIndexReads else { continue }
            if groupIDs.insert(ObjectIdentifier(group)).inserted { usedGroups.append(group) }
        }
        lock.unlock()
        return readFiles
    }

    /// The names asked so far, sealed ones included; call under `lock`.
    private var allNames: Set<String> {
        guard let sealed else { return names }
        return names.union(sealed.table.names(of: sealed.names))
    }

    /// Whether noting a name still adds it.
    fileprivate var collectsNames: Bool {
        guard !discards else { return false }
        lock.lock()
        defer { lock.unlock() }
        return projectReads == 0
    }

    /// How many times it asked the project index.
    package var projectReadCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return projectReads
    }

    /// The names it asked the index about (sorted), or nil when it read the index as a whole.
    package var indexNames: [String]? {
        lock.lock()
        defer { lock.unlock() }
        guard projectReads == 0 else { return nil }
        return allNames.sorted()
    }

    /// Whether it read the project index as a whole (not only by name).
    package var asksProject: Bool {
        lock.lock()
        defer { lock.unlock() }
        return projectReads > 0
    }

    /// How many names it asked the index about.
    package var nameCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return names.count + (sealed?.names.count ?? 0)
    }

    /// Keeps the names asked so far as numbers in `table` (once the check is done).
    package func seal(with table: NameTable) {
        lock.lock()
        defer { lock.unlock() }
        guard !names.isEmpty else { return }
        var numbers = table.numbers(of: names)
        if let sealed { numbers += sealed.names }
        sealed = (numbers, table)
        names = []
        lastName = nil
    }

    /// What this scope read, as a shared value keeps it; nil when it read nothing. Reads of the
    /// index alone are kept without a group (most per-type and per-name memos read nothing else).
    package var sharedReads: SharedReads? {
        lock.lock()
        let readFiles = !(contentHandles.isEmpty && positionHandles.isEmpty && asked.isEmpty && derived.isEmpty && usedGroups.isEmpty)
        let project = projectReads > 0
        let names = allNames
        lock.unlock()
        if readFiles { return group.map(SharedReads.files) }
        if project { return .wholeIndex }
        return names.isEmpty ? nil : .names(names.sorted())
    }

    /// What this scope read, as a group; nil when it read nothing.
    package var group: ReadGroup? {
        lock.lock()
        defer { lock.unlock() }
        let names = allNames
        if contentHandles.isEmpty && positionHandles.isEmpty && asked.isEmpty && derived.isEmpty && usedGroups.isEmpty && projectReads == 0
            && names.isEmpty { return nil }
        return ReadGroup(
            content: Set(contentHandles.values.compactMap(\.trackedPath)), positions: Set(positionHandles.values.compactMap(\.trackedPath)),
            questions: asked.mapValues { answers in
                Dictionary(answers.values.compactMap { entry in entry.handle.trackedPath.map { ($0, entry.answer) } }, uniquingKeysWith: { first, _ in first })
            },
            // Read as a whole, the index's names add nothing.
            derived: derived, project: projectReads > 0, names: projectReads > 0 ? [] : names, groups: usedGroups)
    }
}

/// What a computation read: files by kind, answered questions, and the groups it used in turn (a
/// DAG; a group's dependencies are its own and those of every group below it).
public final class ReadGroup: @unchecked Sendable {
    public let content: Set<String>
    public let positions: Set<String>
    /// Each question asked, with the paths of the files whose answer was not the usual one
    /// (`FileQuestion.usualAnswer`) and their answers; every other file asked gave the usual one.
    public let questions: [FileQuestion: [String: String]]
    public let derived: Set<DerivedAnswer>
    /// Whether it read the project index as a whole, so depends on every file's facts.
    public let project: Bool
    /// The names it asked the index about (`IndexKey`).
    public let names: Set<String>
    public let groups: [ReadGroup]

    package init(
        content: Set<String>, positions: Set<String>, questions: [FileQuestion: [String: String]], derived: Set<DerivedAnswer>, project: Bool = false,
        names: Set<String> = [], groups: [ReadGroup]
    ) {
        self.content = content
        self.positions = positions
        self.questions = questions
        self.derived = derived
        self.project = project
        self.names = project ? [] : names
        self.groups = groups
    }

    /// One lock for every group's copy: copies are rare (a project question's answer).
    private static let strippedLock = NSLock()
    private var stripped: ReadGroup??

    /// This group without its reads of the index (and its groups' likewise), one copy per group;
    /// nil when it read nothing else. For a check that records a project question's answer
    /// instead of what computing it asked the index (`ReadTracking.answering`).
    package var withoutIndexReads: ReadGroup? {
        if !project && names.isEmpty && groups.isEmpty { return self }
        Self.strippedLock.lock()
        if let stripped {
            Self.strippedLock.unlock()
            return stripped
        }
        Self.strippedLock.unlock()
        let children = groups.compactMap(\.withoutIndexReads)
        let copy: ReadGroup? = !project && names.isEmpty && children.count == groups.count && zip(children, groups).allSatisfy({ $0 === $1 })
            ? self
            : content.isEmpty && positions.isEmpty && questions.isEmpty && derived.isEmpty && children.isEmpty
            ? nil : ReadGroup(content: content, positions: positions, questions: questions, derived: derived, groups: children)
        // (Itself is not kept: a group holding itself would never be freed.)
        guard copy !== self else { return self }
        Self.strippedLock.lock()
        defer { Self.strippedLock.unlock() }
        if let stripped { return stripped }
        stripped = .some(copy)
        return copy
    }

    /// A computation that read the whole index and nothing else (a fact carried from an earlier
    /// run over the same facts: what it read is not known name by name).
    package static let wholeIndex = ReadGroup(content: [], positions: [], questions: [:], derived: [], project: true, groups: [])
}

/// What a shared value's computation read, as kept beside the value (`KeyedMemoStore`,
/// `TypeMemo`, `LazyBox`) and added to each asker's scope (`ReadTracking.use`). Most shared values
/// read the index alone: they keep its names in an array, or that they read it whole, and no
/// group — a group per memo entry was most of what recording added to a 3,000,000-line run's peak.
package enum SharedReads: @unchecked Sendable {
    /// The index alone, asked about these names (sorted, no repeats).
    case names([String])
    /// The index as a whole, and nothing else.
    case wholeIndex
    /// Other files' syntax, text, positions or answers too.
    case files(ReadGroup)

    /// Whether it read nothing but the project index.
    package var readsOnlyIndex: Bool {
        if case .files = self { return false }
        return true
    }

    /// The same reads as a group.
    package var group: ReadGroup {
        switch self {
        case .names(let names): ReadGroup(content: [], positions: [], questions: [:], derived: [], names: Set(names), groups: [])
        case .wholeIndex: ReadGroup.wholeIndex
        case .files(let group): group
        }
    }
}

/// Names numbered for one run, so that finished checks keep theirs compactly (`ReadScope.seal`).
package final class NameTable: @unchecked Sendable {
    private let lock = NSLock()
    private var numbers: [String: Int32] = [:]
    private var spelled: [String] = []

    package init() {}

    func numbers(of names: Set<String>) -> [Int32] {
        lock.lock()
        defer { lock.unlock() }
        return names.map { name in
            if let number = numbers[name] { return number }
            let number = Int32(spelled.count)
            spelled.append(name)
            numbers[name] = number
            return number
        }
    }

    func names(of numbers: [Int32]) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        return numbers.map { spelled[Int($0)] }
    }
}

/// The names the project index answers by (`ReadTracking.noteName`), and those a file's facts
/// give: a check that asked about a name is checked again when a file giving it changes its facts.
public enum IndexKey {
    /// A global function's key.
    public static func function(_ name: String) -> String { "func:" + name }
    /// The key of the property-wrapper uses holding a type (`ProjectIndex.wrapperUses(of:)`):
    /// apart from the type's own name, which every resolution of it asks (`@State var s: String`
    /// says nothing about `String`).
    public static func wrapped(_ type: String) -> String { "wrapped:" + type }
    /// A file's key (its facts read as a whole: `ProjectIndex.file(atPath:)`).
    public static func file(_ path: String) -> String { "file:" + path }

    /// The dot-separated components of a (qualified) name, generic arguments and all.
    public static func components(of dotted: String) -> [String] {
        guard dotted.utf8.contains(UInt8(ascii: ".")) else { return [dotted] }
        return dotted.split(separator: ".").map(String.init)
    }
}

extension FileFacts {
    /// The names this file's facts give the project index (`IndexKey`): every component of each
    /// type it declares or extends and of each typealias and its target, its global functions,
    /// the types its property wrappers hold, and its own path. When the facts change, a check that
    /// asked the index about any of these names — before or after the change — is checked again.
    public func indexKeys(path: String) -> Set<String> {
        var keys = indexKeys
        keys.insert(IndexKey.file(path))
        return keys
    }

    /// `indexKeys(path:)` but for the path's own key (the lint state stores a file's keys without
    /// it: it is implied by the path, and a string per file at 3,000,000 lines).
    public var indexKeys: Set<String> {
        var keys: Set<String> = []
        for type in types {
            keys.insert(type.name)
            keys.formUnion(IndexKey.components(of: type.qualifiedName))
        }
        for alias in typeAliases {
            keys.insert(alias.name)
            keys.formUnion(IndexKey.components(of: alias.qualifiedName))
            for component in alias.target?.components ?? [] { keys.insert(component.name) }
        }
        for function in globalFunctions { keys.insert(IndexKey.function(function.name)) }
        for use in wrapperUses { if let wrapped = use.wrappedType { keys.insert(IndexKey.wrapped(wrapped)) } }
        return keys
    }
}
