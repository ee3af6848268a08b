import Foundation

/// The per-file half of the lint cache: each linted file's findings from the last run, with what
/// they depended on, so a run after a small change checks only the files the change can affect.
///
/// Every file is still read and parsed (its facts feed the project index); what is saved is the
/// rule checks. A file's stored findings are reused when
/// - the file itself is unchanged, under the same configuration, and neither its checks nor any
///   memo they used read a changed file's syntax, text or fact positions (`ReadTracking`);
/// - when a changed file's facts fingerprint (`FileFacts.interfaceFingerprint`: names, types,
///   attributes, wrappers, injections — no positions, no calls) is not what it was, or a file
///   was added or removed, the file's checks did not read the project index as a whole, nor ask
///   it about a name the changed file gives before or after the change (`FileFacts.indexKeys`:
///   the types it declares or extends, its typealiases, global functions, wrapped types, its
///   path); a file linted under another configuration, and a changed file whose names the state
///   does not hold, count as changing every name. A check that never asked the index depends on
///   no other file's facts;
/// - nothing read outside a file's checks (the semantic layer's construction) read a changed file;
/// - every answer a shared value gave its checks (`DerivedAnswer`: the migration's keep reason of
///   a class) is the same — asked again, the value computed anew, only when what it read changed;
///   a project question's answer that a change of plain value types alone cannot change
///   (`ProjectQuestion.PlainTypeReach`) is not asked again after such a change.
/// Otherwise the file is checked again; when a condition fails for the project, every file is.
public struct IncrementalLintState: Sendable {
    /// The four hashes are kept as hashes, not as their hexadecimal spelling: a state holds one
    /// entry per file of the project, decoded and encoded on every run.
    public struct Entry: Sendable {
        var content: ContentHash
        var configuration: ContentHash
        var facts: ContentHash
        /// Where the nodes its facts name lie (`TreeHandle.positionsFingerprint`).
        var positions: ContentHash
        /// The facts fingerprint without the file's plain value types (`FileFacts.fingerprintWithoutPlainTypes`);
        /// nil when it declares none (the fingerprint is then `facts`).
        var plainFacts: ContentHash? = nil
        /// Nil for a file that was indexed but not linted (`--changed-since`).
        var findings: [CachedFinding]?
        var reads: Reads
        /// The names its facts give the index (`FileFacts.indexKeys`; its path's own key is
        /// implied), as indices into `keys`; nil when not known (a change to the file then counts as a change to every name).
        var indexKeys: [Int32]?
        /// For each wrapped-type key among `indexKeys` (`IndexKey.wrapped`), in their order, the
        /// hash of the file's uses holding that type (`FileFacts.wrappedUseFingerprints`); nil
        /// when not known (each such key then counts as changed with the file's facts).
        var wrappedUses: [ContentHash]?
    }

    /// What one file's checks, or one shared value, read: indices into `paths` (content and
    /// positions), questions asked of files' text, and indices into `groups`.
    struct Reads: Sendable {
        var content: [Int] = []
        var positions: [Int]? = nil
        var questions: [StoredQuestion]? = nil
        /// Answers shared values gave (each value's name is a key of `IncrementalLintState.derived`).
        var derived: [DerivedAnswer]? = nil
        /// Whether it read the project index as a whole: it depends on every file's facts.
        var project = false
        /// The names it asked the index about, as indices into `keys` (32 bits: a hundred per file
        /// at 3,000,000 lines).
        var names: [Int32]? = nil
        var groups: [Int] = []
    }

    /// A question (`SourceFile.mentions`/`offsets`) and the files that did not answer it the
    /// usual way ("0", no offsets): a project-wide scan asks every file, and most answer "no".
    /// A changed file not listed here must still give the usual answer (whether or not it was
    /// asked: counting it as asked is the safe side).
    struct StoredQuestion: Sendable {
        var question: String
        /// Indices into `paths`, and each one's answer.
        var paths: [Int]
        var answers: [String]
    }

    var paths: [String] = []
    /// Every name the index was asked about, or a file gives it (`IndexKey`).
    var keys: [String] = []
    var files: [String: Entry] = [:]
    var groups: [Reads] = []
    /// What was read outside every file's checks.
    var global = Reads()
    /// The shared values that answered checks' questions (`DerivedAnswer`), each with the group of
    /// what computing it read.
    var derived: [String: Int] = [:]
    /// What a shared value keeps between runs to compute again faster, by its name (the migration
    /// outlook's `ProjectionScanMemo`, encoded): valid only for the project facts it names.
    var memos: [String: [UInt8]] = [:]
    /// How this state stands to the whole state stored in the cache that it was read from (nil for
    /// one that was not, or that was rebuilt since): what a delta beside that file must hold.
    var base: StoredBase? = nil

    /// A stored whole state, and what a state built on it changed. A state layered on the stored
    /// one (`IncrementalStateBuilder(layeredOn:)`) keeps its paths, keys and groups at their
    /// indices and only appends; it differs from it in those appended, in the entries of the files
    /// it checked again, added or removed, and in what is rewritten whole every run (the global
    /// reads, shared values and memos). That is its delta (`encodedDelta`): after a change to 1 % of
    /// the files of a 3,000,000-line project, 4.9 MB where the whole state is 54 MB.
    struct StoredBase: Sendable, Equatable {
        /// The stored state's checksum (the cache keys its delta by it).
        var checksum: String
        var pathCount: Int
        var keyCount: Int
        var groupCount: Int
        /// The files whose entries are not the stored ones: checked again, added or removed.
        var changed: Set<String> = []
    }

    /// How many linted files the last run reused and checked (for `REMODEL_TIMING` and tests).
    public struct Outcome: Sendable, Equatable {
        public var reused: Int
        public var checked: Int
    }

    /// Whether every index points where it should (a group names only earlier groups): a state
    /// file that passed its checksum but not this is ignored.
    var isConsistent: Bool {
        func valid(_ reads: Reads, below limit: Int) -> Bool {
            reads.content.allSatisfy(paths.indices.contains) && (reads.positions ?? []).allSatisfy(paths.indices.contains)
                && (reads.names ?? []).allSatisfy { keys.indices.contains(Int($0)) }
                && (reads.questions ?? []).allSatisfy {
                    $0.paths.allSatisfy(paths.indices.contains) && $0.paths.count == $0.answers.count && FileQuestion(encoded: $0.question) != nil
                }
                && reads.groups.allSatisfy { $0 >= 0 && $0 < limit }
        }
        for (index, group) in groups.enumerated() where !valid(group, below: index) { return false }
        return valid(global, below: groups.count)
            && files.values.allSatisfy { valid($0.reads, below: groups.count) && ($0.indexKeys ?? []).allSatisfy { keys.indices.contains(Int($0)) } }
            && derived.values.allSatisfy(groups.indices.contains)
    }
}

extension IncrementalLintState {
    /// Two hashes of every file, in one pass over the files sorted by path (sorting 58,000 paths
    /// once per key cost a tenth of a second on a large project):
    /// - `project`: each file's path, facts and configuration; a memo is reused only under the same key;
    /// - `configuration`: each file's path and configuration; the migration outlook's `$x` memo is
    ///   reused only under the same key (facts are compared per use, by the names it asked about).
    static func keys(of files: [IncrementalFile]) -> (project: String, configuration: String) {
        var project = ContentHash()
        var configuration = ContentHash()
        project.combine(integer: files.count)
        configuration.combine("projection scan 2")
        configuration.combine(integer: files.count)
        for file in files.sorted(by: { $0.path < $1.path }) {
            project.combine(file.path)
            project.combine(file.facts)
            project.combine(file.configuration)
            configuration.combine(file.path)
            configuration.combine(file.configuration)
        }
        return (project.description, configuration.description)
    }

    /// The migration outlook's input for this run: the stored memo of its `$x` scan, usable if
    /// every file's configuration is as it was then (`configurationKey`), for the uses that asked
    /// about no name whose answers may have changed (`changedNames`, worked out once per run).
    func projectionScan(for current: [IncrementalFile], configurationKey: String, changedNames: Set<String>?) -> ProjectionScanInput {
        ProjectionScanInput(
            projectKey: configurationKey,
            contents: Dictionary(current.map { ($0.path, $0.content) }, uniquingKeysWith: { first, _ in first }),
            previous: memos[WorkspaceMigrationOutlook.derivedName].flatMap(ProjectionScanMemo.init(decoding:)),
            changedNames: changedNames)
    }

    /// The names (`IndexKey`) whose answers from the project index may differ between this state
    /// and `current`: those a file whose facts changed, or that was added or removed, gives before
    /// and after the change, its path's among them. Nil when that is not known: a file under
    /// another configuration (modules and isolation are index answers too), or a stored entry
    /// without its names.
    func changedNames(in current: [IncrementalFile]) -> Set<String>? {
        var names = Set<String>()
        /// The names `entry` (nil: none stored) and the current facts (nil: a removed file) give,
        /// but a wrapped-type key whose uses hash the same on both sides; false when the stored
        /// names are not known.
        func add(old entry: Entry?, path: String, current facts: FileFacts?) -> Bool {
            names.insert(IndexKey.file(path))
            var unchanged = Set<String>()
            if let entry {
                guard let old = entry.indexKeys, old.allSatisfy({ keys.indices.contains(Int($0)) }) else { return false }
                let oldNames = old.map { keys[Int($0)] }
                let wrapped = oldNames.filter { $0.hasPrefix(IndexKey.wrapped("")) }
                if let facts, let hashes = entry.wrappedUses, hashes.count == wrapped.count {
                    let now = facts.wrappedUseFingerprints
                    for (name, hash) in zip(wrapped, hashes) where now[name] == hash { unchanged.insert(name) }
                }
                for name in oldNames where !unchanged.contains(name) { names.insert(name) }
            }
            for name in facts?.indexKeys ?? [] where !unchanged.contains(name) { names.insert(name) }
            return true
        }
        var added = 0
        for file in current {
            let entry = files[file.path]
            if let entry {
                if entry.configuration != file.configuration { return nil }
                guard entry.content != file.content, entry.facts != file.facts else { continue }
            } else {
                added += 1
            }
            guard add(old: entry, path: file.path, current: file.file.facts) else { return nil }
        }
        if current.count - added != files.count {
            let present = Set(current.map(\.path))
            for (path, entry) in files where !present.contains(path) {
                guard add(old: entry, path: path, current: nil) else { return nil }
            }
        }
        return names
    }
}

extension IncrementalLintState {
    /// Where a `CarriedFact` is kept in `memos`.
    static func memoName(of type: any CarriedFact.Type) -> String { "fact " + type.carriedName }

    /// A carried fact's memo: the project key it was computed under, then its bytes.
    static func carriedMemo(_ bytes: [UInt8], projectKey: String) -> [UInt8] {
        var writer = BinaryWriter()
        writer.string(projectKey)
        writer.blob(bytes)
        return writer.bytes
    }

    /// The bytes of `type` stored under exactly `projectKey` (nil: under whatever key; a state
    /// stores a carried fact only under the key of its own files' facts, and a layered state does
    /// not inherit the stored one's memos); nil when none are, or they do not read.
    func carriedBytes(of type: any CarriedFact.Type, projectKey: String?) -> [UInt8]? {
        guard let memo = memos[Self.memoName(of: type)] else { return nil }
        var reader = BinaryReader(bytes: memo)
        guard let key = reader.string(), projectKey.map({ $0 == key }) ?? true, let bytes = reader.blob(), reader.isAtEnd else { return nil }
        return bytes
    }

    /// Puts into `index` each of `types` the last run stored under `projectKey` (the same facts and
    /// configuration in every file), or stored for the last run's facts when this run's files
    /// differ from them only in plain value types the fact ignores (`plainChange`, which the caller
    /// works out once, when first asked, for the decision too: `plainChange(in:index:)`): it is
    /// not computed again. Returns the bytes of those seeded, by name.
    func seedCarriedFacts(
        _ types: [any CarriedFact.Type], into index: ProjectIndex, projectKey: String, plainChange: () -> Set<String>?
    ) -> [String: [UInt8]] {
        var seeded: [String: [UInt8]] = [:]
        for type in types {
            func seed<Fact: CarriedFact>(_ type: Fact.Type) {
                var bytes = carriedBytes(of: type, projectKey: projectKey)
                // Only a fact the last run stored is worth the check (one that read syntax is never
                // stored); whatever its key, it is the fact of the facts this state holds (`setCarried`).
                if bytes == nil, let stored = carriedBytes(of: type, projectKey: nil), let names = plainChange(), type.ignoresPlainTypes(named: names) {
                    bytes = stored
                    PhaseTimer.note("incremental: \(type.carriedName) carried across \(names.count) plain value types added or removed")
                }
                guard let bytes, let fact = Fact(carried: bytes, index: index) else { return }
                index.seed(fact)
                seeded[type.carriedName] = bytes
            }
            seed(type)
        }
        return seeded
    }

    /// The names of the plain value types (`TypeDeclaration.isPlainValueType`) `current` declares
    /// or no longer declares, when nothing else about the project's facts changed since this state:
    /// the same files under the same configurations, every file whose facts changed the same but
    /// for its plain value types (`Entry.plainFacts`), and each of those names declared only as
    /// plain value types and spelled in no other fact (`ProjectIndex.arePlainAndUnspelled`), as
    /// must be the plain value types of those files that kept their names (their members may have
    /// changed). Nil otherwise, or when no file's facts changed.
    func plainChange(in current: [IncrementalFile], index: ProjectIndex) -> Set<String>? {
        func none(_ reason: @autoclosure () -> String) -> Set<String>? {
            PhaseTimer.note("incremental: not only plain value types changed: \(reason())")
            return nil
        }
        guard current.count == files.count else { return none("files added or removed") }
        var names = Set<String>()
        var changed = false
        for file in current {
            guard let entry = files[file.path] else { return none("files added or removed") }
            guard entry.configuration == file.configuration else { return none("a file's configuration changed") }
            guard entry.facts != file.facts else { continue }
            changed = true
            guard (entry.plainFacts ?? entry.facts) == (file.plainFacts ?? file.facts) else { return none("other facts of " + file.path) }
            guard let stored = entry.indexKeys, stored.allSatisfy({ keys.indices.contains(Int($0)) }) else { return none("names not stored") }
            names.formUnion(Set(stored.map { keys[Int($0)] }).symmetricDifference(file.file.facts.indexKeys))
            // Its plain value types whose members may have changed: no other fact may name them either
            // (an extension elsewhere could make one a representable, whose `makeCoordinator()` counts).
            for type in file.file.facts.types where type.isPlainValueType { names.insert(type.name) }
        }
        guard changed else { return nil }
        // A plain value type gives the index its own name alone (no function, wrapped type or path).
        guard names.allSatisfy({ !$0.contains(":") }) else { return none("names other than types'") }
        guard index.arePlainAndUnspelled(names) else { return none("a plain value type is declared otherwise, or named elsewhere") }
        return names
    }
}

/// A finding as stored: the diagnostic (its offset included) and its fix.
struct CachedFinding: Sendable {
    var line: Int
    var column: Int
    var severity: Severity
    var rule: String
    var message: String
    var applicability: FixApplicability?
    var suggestion: String?
    var offset: Int
    var fix: CachedFix?

    struct CachedFix: Sendable {
        var title: String
        var applicability: FixApplicability
        /// `[start, end, replacement]` as (Int, Int, String) triples.
        var starts: [Int]
        var ends: [Int]
        var replacements: [String]
    }

    init(
        line: Int, column: Int, severity: Severity, rule: String, message: String, applicability: FixApplicability?, suggestion: String?,
        offset: Int, fix: CachedFix?
    ) {
        self.line = line
        self.column = column
        self.severity = severity
        self.rule = rule
        self.message = message
        self.applicability = applicability
        self.suggestion = suggestion
        self.offset = offset
        self.fix = fix
    }

    init(_ finding: Finding) {
        let diagnostic = finding.diagnostic
        line = diagnostic.line
        column = diagnostic.column
        severity = diagnostic.severity
        rule = diagnostic.ruleID
        message = diagnostic.message
        applicability = diagnostic.fix
        suggestion = diagnostic.suggestion
        offset = diagnostic.offset
        fix = finding.fix.map { fix in
            CachedFix(
                title: fix.title, applicability: fix.applicability, starts: fix.edits.map(\.range.lowerBound),
                ends: fix.edits.map(\.range.upperBound), replacements: fix.edits.map(\.replacement))
        }
    }

    func finding(in file: SourceFile) -> Finding? {
        let diagnostic = Diagnostic(
            path: file.path, line: line, column: column, severity: severity, ruleID: rule, message: message, fix: applicability,
            suggestion: suggestion, offset: offset)
        var restored: Fix?
        if let fix {
            guard fix.starts.count == fix.ends.count, fix.ends.count == fix.replacements.count,
                  zip(fix.starts, fix.ends).allSatisfy({ $0 <= $1 }) else { return nil }
            let edits = zip(zip(fix.starts, fix.ends), fix.replacements).map { TextEdit(range: $0.0..<$0.1, replacement: $1) }
            restored = Fix(fix.title, applicability: fix.applicability, edits: edits)
        }
        return Finding(diagnostic: diagnostic, fix: restored, file: file)
    }
}

/// One file as this run sees it, for comparing with the stored state.
struct IncrementalFile {
    let file: SourceFile
    var path: String { file.path }
    let content: ContentHash
    let configuration: ContentHash
    let facts: ContentHash
    let positions: ContentHash
    /// `facts` without the plain value types (`IncrementalLintState.Entry.plainFacts`).
    let plainFacts: ContentHash?
    /// Whether the stored state has this file with this content (its fingerprints came from there).
    var storedUnchanged = false
}

extension IncrementalLintState {
    /// The linted files whose stored findings still hold for `current` (every file of the
    /// workspace, linted or not); empty when the project changed in a way that can reach every file.
    /// `answer`: each shared value's answer to a stored key, computed on this run's workspace
    /// (asked only when what the value read changed).
    /// `linted`: the paths linted, nil when every file is. `knownNames`: `changedNames(in: current)`,
    /// which the caller works out once for the outlook's `$x` memo too.
    /// `keepsAnswer`: made once after a change of facts, given the paths of the files whose text
    /// changed, when it can tell anything: whether a stored project question's answer (by its
    /// key) provably stays as it was (`ProjectQuestion.keptAnswers`); such an answer is not asked again.
    func reusable(
        for current: [IncrementalFile], linted: Set<String>?, changedNames knownNames: Set<String>?,
        answer: [String: @Sendable (String) -> String] = [:],
        keepsAnswer makeKeepsAnswer: ((_ changedPaths: Set<String>) -> (@Sendable (String) -> Bool)?)? = nil
    ) -> (files: Set<String>, fullBecause: String?) {
        guard !files.isEmpty else { return ([], "no stored state") }
        guard isConsistent else { return ([], "the stored state is inconsistent") }
        var pathIndex: [String: Int] = [:]
        pathIndex.reserveCapacity(paths.count)
        for (index, path) in paths.enumerated() { pathIndex[path] = index }
        // Changed files by index, with whether the nodes their facts name moved; an added file has
        // its old index if the state still names its path, else one past them; a removed file
        // has no `file`.
        var changed: [Int: (file: SourceFile?, moved: Bool)] = [:]
        // A file whose facts changed, was added or was removed (an example, for `REMODEL_TIMING`):
        // the answers the project index gives about its names may change with it.
        var factsChangedIn: String?
        // Files linted under another configuration than last run (build settings, `.remodel.yml`,
        // the resolved package versions the rules require): checked again.
        var reconfigured = 0
        var added = 0
        for file in current {
            guard let entry = files[file.path] else {
                changed[pathIndex[file.path] ?? paths.count + added] = (file.file, true)
                added += 1
                if factsChangedIn == nil { factsChangedIn = file.path }
                continue
            }
            guard let index = pathIndex[file.path] else { return ([], "the stored state is inconsistent") }
            if entry.configuration != file.configuration {
                // The project index may answer differently too (the modules that compile a file
                // and their default isolation are build settings), as may every shared value
                // derived from it: as after a change to the file's facts. A file's configuration
                // reaches other files' checks only there (a check sees its own file's options).
                reconfigured += 1
                if factsChangedIn == nil { factsChangedIn = file.path }
            }
            guard entry.content != file.content else { continue }
            if entry.facts != file.facts, factsChangedIn == nil { factsChangedIn = file.path }
            changed[index] = (file.file, entry.positions != file.positions)
        }
        if current.count - added != files.count {
            // Removed files: whatever read them, or was answered unusually by them, is stale.
            let present = Set(current.map(\.path))
            for path in files.keys where !present.contains(path) {
                guard let index = pathIndex[path] else { return ([], "the stored state is inconsistent") }
                changed[index] = (nil, true)
                if factsChangedIn == nil { factsChangedIn = path }
            }
        }
        // The names whose answers may have changed (`changedNames(in:)`), by their index in
        // `keys` (a name the state does not hold no stored check asked about); `everyName`: a
        // change whose names are not known (a configuration, a file stored without them).
        var changedNames = Set<Int32>()
        var everyName = false
        if factsChangedIn != nil {
            if let names = knownNames {
                for (index, key) in keys.enumerated() where names.contains(key) { changedNames.insert(Int32(index)) }
            } else {
                everyName = true
            }
        }
        var answers: [String: String] = [:]
        /// The changed file whose answer to `asked` differs from the stored one, if any.
        func staleAnswer(_ asked: StoredQuestion) -> Int? {
            guard let question = FileQuestion(encoded: asked.question) else { return -1 }
            var unusual: [Int: String] = [:]
            for (path, answer) in zip(asked.paths, asked.answers) where changed[path] != nil { unusual[path] = answer }
            for (path, change) in changed {
                guard let file = change.file else {
                    // Removed: the question lost its answer, which matters only if it was not the usual one.
                    if unusual[path] != nil { return path }
                    continue
                }
                let key = "\(path) \(asked.question)"
                let answer = answers[key] ?? question.answer(in: file)
                answers[key] = answer
                if answer != (unusual[path] ?? question.usualAnswer) { return path }
            }
            return nil
        }
        /// The stored entry of a file that may be reused: linted, unchanged, under the same configuration.
        func candidate(_ file: IncrementalFile) -> Entry? {
            guard linted?.contains(file.path) ?? true, let entry = files[file.path], entry.findings != nil,
                  entry.content == file.content, entry.configuration == file.configuration else { return nil }
            return entry
        }
        // The project questions the stored checks asked, asked again of the new facts on every
        // core before the files are decided: one by one on this thread, they were most of the
        // decision's time after a change of facts (a question no file still asks is not asked).
        // Each answer asked again, or nil for one that provably did not change (`keepsAnswer`).
        var askedAgain: [String: String?] = [:]
        let keepsAnswer = factsChangedIn == nil ? nil : makeKeepsAnswer?(Set(changed.values.compactMap { $0.file?.path }))
        if factsChangedIn != nil, let ask = answer[ProjectQuestion.derivedName] {
            let keys = projectQuestionKeys(from: [global] + current.compactMap { candidate($0)?.reads })
            let fresh = parallelMap(keys) { key -> String? in keepsAnswer?(key) == true ? nil : ask(key) }
            if PhaseTimer.enabled, keepsAnswer != nil {
                let kept = fresh.count { $0 == nil }
                PhaseTimer.note("incremental: \(keys.count - kept) project answers asked again, \(kept) kept (only plain value types changed)")
            }
            askedAgain = Dictionary(uniqueKeysWithValues: zip(keys, fresh))
        }
        var dirty: [Int: Bool] = [:]
        var derivedChanged: [String: Bool] = [:]
        var causes: [String: Int] = [:]
        /// One stale dependency of each kind, named (`REMODEL_TIMING` prints them).
        var examples: [String: String] = [:]
        func note(_ kind: String, _ example: @autoclosure () -> String) {
            causes[kind, default: 0] += 1
            if examples[kind] == nil { examples[kind] = example() }
        }
        func isDirty(_ reads: Reads) -> Bool {
            if reads.project, let path = factsChangedIn { note("project index", "facts of " + path); return true }
            if let names = reads.names, let path = factsChangedIn {
                if everyName { note("project index", "every name, from " + path); return true }
                if let name = names.first(where: changedNames.contains) { note("names", keys[Int(name)]); return true }
            }
            if let path = reads.content.first(where: { changed[$0] != nil }) { note("content", paths[path]); return true }
            if let path = (reads.positions ?? []).first(where: { changed[$0]?.moved == true }) { note("positions", paths[path]); return true }
            for asked in reads.questions ?? [] {
                guard let path = staleAnswer(asked) else { continue }
                note("questions", asked.question + " of " + (paths.indices.contains(path) ? paths[path] : "?"))
                return true
            }
            for asked in reads.derived ?? [] where isStale(asked) {
                note("shared answers", asked.value + " " + asked.key.replacingOccurrences(of: "\u{0}", with: " "))
                return true
            }
            return reads.groups.contains(where: isDirty)
        }
        /// A shared value's answer is stale only if what the value read changed and, computed
        /// again, it answers differently.
        var reasked: [DerivedAnswer: Bool] = [:]
        func isStale(_ asked: DerivedAnswer) -> Bool {
            // A project question (`ProjectQuestion`) answers from the facts (what else it read is
            // in the asking check's reads): asked again only when they changed, once per answer.
            if asked.value == ProjectQuestion.derivedName {
                guard factsChangedIn != nil else { return false }
                if let fresh = askedAgain[asked.key] { return fresh.map { $0 != asked.answer } ?? false }
                if let known = reasked[asked] { return known }
                if keepsAnswer?(asked.key) == true {
                    reasked[asked] = false
                    return false
                }
                let stale = answer[asked.value].map { $0(asked.key) != asked.answer } ?? true
                reasked[asked] = stale
                return stale
            }
            guard let group = derived[asked.value] else { return true }
            let changed: Bool
            if let known = derivedChanged[asked.value] {
                changed = known
            } else {
                // A shared value answers from the project's facts: when they changed, it is asked again.
                changed = factsChangedIn != nil || isDirty(group)
                derivedChanged[asked.value] = changed
            }
            guard changed else { return false }
            guard let answer = answer[asked.value] else { return true }
            return answer(asked.key) != asked.answer
        }
        func isDirty(_ group: Int) -> Bool {
            if let known = dirty[group] { return known }
            let value = isDirty(groups[group])
            dirty[group] = value
            return value
        }
        if isDirty(global) { return ([], "what every check depends on read a changed file") }
        var reusable = Set<String>()
        reusable.reserveCapacity(linted?.count ?? current.count)
        for file in current {
            guard let entry = candidate(file), !isDirty(entry.reads) else { continue }
            reusable.insert(file.path)
        }
        PhaseTimer.note(
            "incremental: \(changed.count) files changed (\(changed.values.count { $0.moved }) with moved nodes"
                + (factsChangedIn == nil ? "" : everyName ? ", facts changed: every name" : ", facts changed: \(changedNames.count) names asked about") + ")"
                + (reconfigured == 0 ? "" : ", \(reconfigured) under another configuration") + "; dependencies found stale: "
                + causes.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value) (e.g. \(examples[$0.key] ?? "?"))" }.joined(separator: ", "))
        return (reusable, nil)
    }

    /// The keys of the project questions (`ProjectQuestion.derivedName`) that `reads` and the
    /// groups they reach recorded, each once.
    private func projectQuestionKeys(from reads: [Reads]) -> [String] {
        var keys = Set<String>()
        var visited = [Bool](repeating: false, count: groups.count)
        var pending: [Int] = []
        func visit(_ reads: Reads) {
            for asked in reads.derived ?? [] where asked.value == ProjectQuestion.derivedName { keys.insert(asked.key) }
            for group in reads.groups where groups.indices.contains(group) && !visited[group] {
                visited[group] = true
                pending.append(group)
            }
        }
        reads.forEach(visit)
        while let group = pending.popLast() { visit(groups[group]) }
        return Array(keys)
    }

    /// The stored findings of `file` (which `reusable` returned); nil if they do not restore.
    func findings(of file: SourceFile) -> [Finding]? {
        guard let stored = files[file.path]?.findings else { return nil }
        var findings: [Finding] = []
        for finding in stored {
            guard let restored = finding.finding(in: file) else { return nil }
            findings.append(restored)
        }
        return findings
    }
}

/// Builds the next state: new entries from this run's scopes, reused entries carried over (from
/// one previous state: the builder maps that state's indices to its own).
///
/// After a small change most entries are reused: the builder then starts from the previous state
/// (`layeredOn`), whose paths and groups keep their indices, so a reused entry stays as it is and
/// only this run's entries and groups are added. What no entry names any more (the groups of
/// entries checked again) is left behind until it passes a quarter of the groups; then `finished`
/// rebuilds the state compactly, as a builder that carries every entry over would.
struct IncrementalStateBuilder {
    private(set) var state = IncrementalLintState()
    private var pathIndex: [String: Int] = [:]
    private var keyIndex: [String: Int] = [:]
    private var newGroups: [ObjectIdentifier: Int] = [:]
    /// The previous state's path and group indices, mapped to this one's (-1: not yet), for
    /// carrying entries over without hashing their paths again.
    private var oldPaths: [Int] = []
    private var oldKeys: [Int32] = []
    private var oldGroups: [Int] = []
    /// Whether the state started as the previous one (its indices are this state's).
    private var layered = false

    init() {}

    /// A builder whose state starts as `previous`: its entries, paths and groups, none of its
    /// global reads, shared values or memos. Only for the `previous` later passed to `carry`.
    init(layeredOn previous: IncrementalLintState) {
        state.paths = previous.paths
        state.keys = previous.keys
        state.files = previous.files
        state.groups = previous.groups
        state.base = previous.base
        pathIndex.reserveCapacity(previous.paths.count)
        for (index, path) in previous.paths.enumerated() { pathIndex[path] = index }
        keyIndex.reserveCapacity(previous.keys.count)
        for (index, key) in previous.keys.enumerated() { keyIndex[key] = index }
        layered = true
    }

    /// The state, holding entries for exactly the files at `paths`; rebuilt compactly when more
    /// than a quarter of its groups are named by nothing.
    func finished(paths: [String]) -> IncrementalLintState {
        var state = state
        if state.files.count != paths.count {
            let current = Set(paths)
            for path in state.files.keys where !current.contains(path) { state.base?.changed.insert(path) }
            state.files = state.files.filter { current.contains($0.key) }
        }
        guard layered else { return state }
        var live = [Bool](repeating: false, count: state.groups.count)
        func mark(_ reads: IncrementalLintState.Reads) {
            for group in reads.groups where !live[group] {
                live[group] = true
                mark(state.groups[group])
            }
        }
        mark(state.global)
        for group in state.derived.values where !live[group] {
            live[group] = true
            mark(state.groups[group])
        }
        for entry in state.files.values { mark(entry.reads) }
        guard live.count(where: { $0 }) * 4 < state.groups.count * 3 else { return state }
        var compact = IncrementalStateBuilder()
        compact.state.global = compact.carry(state.global, from: state)
        for (name, group) in state.derived { compact.state.derived[name] = compact.carry(group: group, from: state) }
        compact.state.memos = state.memos
        for path in paths { compact.carry(path: path, from: state) }
        return compact.state
    }

    private mutating func path(_ path: String) -> Int {
        if let index = pathIndex[path] { return index }
        state.paths.append(path)
        pathIndex[path] = state.paths.count - 1
        return state.paths.count - 1
    }

    private mutating func key(_ key: String) -> Int {
        if let index = keyIndex[key] { return index }
        state.keys.append(key)
        keyIndex[key] = state.keys.count - 1
        return state.keys.count - 1
    }

    private mutating func reads(of group: ReadGroup) -> IncrementalLintState.Reads {
        // Children first: a group names only earlier ones.
        let children = group.groups.map { self.group($0) }
        // By question, spelled once each, with the files that did not answer the usual way (a
        // project-wide scan asks every file; the group keeps only those).
        let questions = group.questions.map { ($0.key.encoded, $0.value) }.sorted { $0.0 < $1.0 }.map { question, unusual -> IncrementalLintState.StoredQuestion in
            let answers = unusual.sorted { $0.key < $1.key }.map { (path: path($0.key), answer: $0.value) }.sorted { $0.path < $1.path }
            return .init(question: question, paths: answers.map(\.path), answers: answers.map(\.answer))
        }
        let derived = group.derived.sorted { ($0.value, $0.key) < ($1.value, $1.key) }
        return .init(
            content: group.content.sorted().map { path($0) }, positions: group.positions.isEmpty ? nil : group.positions.sorted().map { path($0) },
            questions: questions.isEmpty ? nil : questions, derived: derived.isEmpty ? nil : derived, project: group.project,
            names: group.names.isEmpty ? nil : group.names.sorted().map { Int32(key($0)) }, groups: children)
    }

    private mutating func group(_ group: ReadGroup) -> Int {
        if let index = newGroups[ObjectIdentifier(group)] { return index }
        let reads = reads(of: group)
        state.groups.append(reads)
        newGroups[ObjectIdentifier(group)] = state.groups.count - 1
        return state.groups.count - 1
    }

    private mutating func carry(_ reads: IncrementalLintState.Reads, from old: IncrementalLintState) -> IncrementalLintState.Reads {
        let children = reads.groups.map { carry(group: $0, from: old) }
        return .init(
            content: reads.content.map { carry(path: $0, from: old) }, positions: reads.positions?.map { carry(path: $0, from: old) },
            questions: reads.questions?.map { .init(question: $0.question, paths: $0.paths.map { carry(path: $0, from: old) }, answers: $0.answers) },
            derived: reads.derived, project: reads.project, names: reads.names?.map { carry(key: $0, from: old) }, groups: children)
    }

    private mutating func carry(key number: Int32, from old: IncrementalLintState) -> Int32 {
        let index = Int(number)
        if oldKeys.isEmpty { oldKeys = Array(repeating: -1, count: old.keys.count) }
        if oldKeys[index] < 0 { oldKeys[index] = Int32(key(old.keys[index])) }
        return oldKeys[index]
    }

    private mutating func carry(path index: Int, from old: IncrementalLintState) -> Int {
        if oldPaths.isEmpty { oldPaths = Array(repeating: -1, count: old.paths.count) }
        if oldPaths[index] < 0 { oldPaths[index] = path(old.paths[index]) }
        return oldPaths[index]
    }

    private mutating func carry(group index: Int, from old: IncrementalLintState) -> Int {
        if oldGroups.isEmpty { oldGroups = Array(repeating: -1, count: old.groups.count) }
        if oldGroups[index] >= 0 { return oldGroups[index] }
        let reads = carry(old.groups[index], from: old)
        state.groups.append(reads)
        oldGroups[index] = state.groups.count - 1
        return state.groups.count - 1
    }

    mutating func setGlobal(_ scope: ReadScope) {
        if let group = scope.group { state.global = reads(of: group) }
    }

    /// A shared value that answered checks (`DerivedAnswer`): what computing it read this run
    /// (`reads` nil when it read nothing), or, when it was not computed, what it read when it last
    /// was — still current, or a stored answer would have made it compute.
    /// `memo`: what it keeps between runs (`IncrementalLintState.memos`), carried when not computed.
    mutating func setDerived(_ name: String, computed: Bool, reads: ReadGroup?, memo: [UInt8]?, previous: IncrementalLintState?) {
        if let memo = computed ? memo : previous?.memos[name] { state.memos[name] = memo }
        if computed {
            if let reads {
                state.derived[name] = group(reads)
            } else {
                state.groups.append(.init())
                state.derived[name] = state.groups.count - 1
            }
        } else if let previous, let index = previous.derived[name] {
            state.derived[name] = layered ? index : carry(group: index, from: previous)
        }
    }

    /// The carried facts (`CarriedFact`) to keep for the next run under `projectKey`: those this
    /// run `seeded` keep the bytes they were seeded from (not encoded again); the others, those
    /// `index` holds that read nothing but facts, else the stored ones still under `projectKey`.
    mutating func setCarried(
        _ types: [any CarriedFact.Type], seeded: [String: [UInt8]], index: ProjectIndex, projectKey: String, previous: IncrementalLintState?
    ) {
        for type in types {
            func bytes<Fact: CarriedFact>(_ type: Fact.Type) -> [UInt8]? { index.factReadingNothing(type)?.carried }
            if let bytes = seeded[type.carriedName] ?? bytes(type) ?? previous?.carriedBytes(of: type, projectKey: projectKey) {
                state.memos[IncrementalLintState.memoName(of: type)] = IncrementalLintState.carriedMemo(bytes, projectKey: projectKey)
            }
        }
    }

    /// A file checked this run (`findings` nil when it was not linted).
    mutating func record(_ file: IncrementalFile, findings: [Finding]?, scope: ReadScope?) {
        var recorded = IncrementalLintState.Reads()
        if let group = scope?.group { recorded = reads(of: group) }
        _ = path(file.path)
        state.base?.changed.insert(file.path)
        let names = file.file.facts.indexKeys.sorted()
        let wrapped = file.file.facts.wrappedUseFingerprints
        state.files[file.path] = .init(
            content: file.content, configuration: file.configuration, facts: file.facts, positions: file.positions, plainFacts: file.plainFacts,
            findings: findings?.map(CachedFinding.init), reads: recorded, indexKeys: names.map { Int32(key($0)) },
            wrappedUses: names.compactMap { wrapped[$0] })
    }

    /// A file whose stored entry this run reused.
    mutating func carry(_ file: IncrementalFile, from old: IncrementalLintState) {
        // Layered on `old`: the entry is there already, its indices this state's.
        guard !layered else { return }
        carry(path: file.path, from: old)
    }

    private mutating func carry(path: String, from old: IncrementalLintState) {
        guard var entry = old.files[path] else { return }
        entry.reads = carry(entry.reads, from: old)
        entry.indexKeys = entry.indexKeys?.map { carry(key: $0, from: old) }
        _ = self.path(path)
        state.files[path] = entry
    }
}

// MARK: - Encoding
//
// A compact binary form (JSON took a quarter of a second per 300,000 lines of project): unsigned
// LEB128 integers, strings as a length and UTF-8 bytes, optionals and arrays with a count first.
// Decoding checks every bound and returns nil on anything unexpected.

extension IncrementalLintState {
    func encoded() -> [UInt8] { Array(encodedParts().joined()) }

    /// `encoded()` in parts, to be written one after another without being joined (at the end of
    /// a large run, where its memory peaks).
    func encodedParts() -> [[UInt8]] {
        var head = BinaryWriter()
        head.strings(paths)
        head.strings(keys)
        head.int(files.count)
        // The entries in the order the path table names them (the same for the same state, as a
        // sorted order is, without sorting 58,000 paths at the end of every run), encoded in
        // slices on every core. A table that leaves an entry out (not one the builder makes) falls
        // back to path order. (One naming a path twice would at worst lose an entry, whose file the
        // next run then checks again.)
        var ordered: [(key: String, value: Entry)] = []
        ordered.reserveCapacity(files.count)
        for path in paths { if let entry = files[path] { ordered.append((path, entry)) } }
        if ordered.count != files.count {
            let entries = Array(files)
            let keys = entries.map(\.key)
            ordered = keys.indices.sorted { keys[$0] < keys[$1] }.map { entries[$0] }
        }
        let encodedSlices = parallelSlices(ordered.count) { [ordered] range in Self.encoded(entries: ordered[range]) }
        return [head.bytes] + encodedSlices + [encodedTail(groups: groups)]
    }

    /// `groups`, then what every run rewrites whole: the global reads, the shared values, the memos.
    private func encodedTail(groups: [Reads]) -> [UInt8] {
        var tail = BinaryWriter()
        tail.array(groups) { $0.reads($1) }
        tail.reads(global)
        tail.array(derived.sorted(by: { $0.key < $1.key })) { writer, entry in
            writer.string(entry.key)
            writer.int(entry.value)
        }
        tail.array(memos.sorted(by: { $0.key < $1.key })) { writer, entry in
            writer.string(entry.key)
            writer.blob(entry.value)
        }
        return tail.bytes
    }

    /// The tail `encodedTail` wrote, read; nil when it does not read.
    private static func decodedTail(_ reader: inout BinaryReader) -> (groups: [Reads], global: Reads, derived: [String: Int], memos: [String: [UInt8]])? {
        guard let groups = reader.array({ $0.reads() }), let global = reader.reads(),
              let derived = reader.array({ reader -> (String, Int)? in
                  guard let name = reader.string(), let group = reader.int() else { return nil }
                  return (name, group)
              }),
              let memos = reader.array({ reader -> (String, [UInt8])? in
                  guard let name = reader.string(), let bytes = reader.blob() else { return nil }
                  return (name, bytes)
              })
        else { return nil }
        return (groups, global, Dictionary(derived, uniquingKeysWith: { first, _ in first }), Dictionary(memos, uniquingKeysWith: { first, _ in first }))
    }

    /// Whether storing this state as a delta of its `base` is worth it: it extends the base (its
    /// tables are at least the base's), and at most an eighth of the files changed since (past that,
    /// the next run would read a delta nearly as large as the state: the whole is stored).
    var deltaBase: StoredBase? {
        guard let base, paths.count >= base.pathCount, keys.count >= base.keyCount, groups.count >= base.groupCount,
              base.changed.count * 8 <= files.count else { return nil }
        return base
    }

    /// The delta of this state to `base` (`StoredBase`), in parts to be written one after another:
    /// the base's table sizes, the paths and keys appended, the files removed, the entries changed,
    /// then the groups appended and the tail every run rewrites.
    func encodedDelta(against base: StoredBase) -> [[UInt8]] {
        var head = BinaryWriter()
        head.int(base.pathCount)
        head.int(base.keyCount)
        head.int(base.groupCount)
        head.strings(Array(paths[base.pathCount...]))
        head.strings(Array(keys[base.keyCount...]))
        let changed = base.changed.sorted()
        head.strings(changed.filter { files[$0] == nil })
        let entries = changed.compactMap { path in files[path].map { (key: path, value: $0) } }
        head.int(entries.count)
        return [head.bytes, Self.encoded(entries: entries[...]), encodedTail(groups: Array(groups[base.groupCount...]))]
    }

    /// Applies the delta `bytes` to this state, read from the stored whole state whose checksum is
    /// `checksum`, and records that whole state as its `base`, with what the delta changed. Returns
    /// false, this state untouched, when the bytes do not read as a delta of it.
    mutating func apply(delta bytes: [UInt8], checksum: String) -> Bool {
        var reader = BinaryReader(bytes: bytes)
        guard reader.int() == paths.count, reader.int() == keys.count, reader.int() == groups.count,
              let addedPaths = reader.strings(), let addedKeys = reader.strings(), let removed = reader.strings(),
              let count = reader.int(), count <= bytes.count else { return false }
        var entries: [(String, Entry)] = []
        entries.reserveCapacity(count)
        for _ in 0..<count {
            guard let entry = Self.decodedEntry(&reader) else { return false }
            entries.append(entry)
        }
        guard let tail = Self.decodedTail(&reader), reader.isAtEnd else { return false }
        base = StoredBase(
            checksum: checksum, pathCount: paths.count, keyCount: keys.count, groupCount: groups.count,
            changed: Set(removed).union(entries.map(\.0)))
        paths += addedPaths
        keys += addedKeys
        for path in removed { files[path] = nil }
        for (path, entry) in entries { files[path] = entry }
        groups += tail.groups
        (global, derived, memos) = (tail.global, tail.derived, tail.memos)
        return true
    }

    /// `entries`, one after another, each its path then its entry.
    private static func encoded(entries: ArraySlice<(key: String, value: Entry)>) -> [UInt8] {
        var writer = BinaryWriter()
        for (path, entry) in entries {
            writer.string(path)
            writer.hash(entry.content)
            writer.hash(entry.configuration)
            writer.hash(entry.facts)
            writer.hash(entry.positions)
            writer.optional(entry.plainFacts) { $0.hash($1) }
            writer.optionalArray(entry.findings) { $0.finding($1) }
            writer.reads(entry.reads)
            if let keys = entry.indexKeys {
                writer.int(1)
                writer.ints(keys.map(Int.init))
                writer.optionalArray(entry.wrappedUses) { $0.hash($1) }
            } else {
                writer.int(0)
            }
        }
        return writer.bytes
    }

    init?(decoding bytes: [UInt8]) {
        var reader = BinaryReader(bytes: bytes)
        guard let paths = reader.strings(), let keys = reader.strings(), let fileCount = reader.int() else { return nil }
        self.paths = paths
        self.keys = keys
        // Each entry takes more than a byte: a count beyond the bytes' is damage, not a size.
        if fileCount <= bytes.count { files.reserveCapacity(fileCount) }
        for _ in 0..<fileCount {
            guard let (path, entry) = Self.decodedEntry(&reader) else { return nil }
            files[path] = entry
        }
        guard let tail = Self.decodedTail(&reader), reader.isAtEnd else { return nil }
        (groups, global, derived, memos) = (tail.groups, tail.global, tail.derived, tail.memos)
    }

    /// One entry as `encoded(entries:)` wrote it: its path, then the entry.
    private static func decodedEntry(_ reader: inout BinaryReader) -> (String, Entry)? {
        guard let path = reader.string(), let content = reader.hash(), let configuration = reader.hash(), let facts = reader.hash(),
              let positions = reader.hash() else { return nil }
        let plainFlag = reader.int()
        guard let plainFacts = BinaryReader.optional(flag: plainFlag, { reader.hash() }),
              let findings = reader.optionalArray({ $0.finding() }) else { return nil }
        guard let reads = reader.reads(), let hasKeys = reader.int(), hasKeys <= 1 else { return nil }
        var indexKeys: [Int32]?
        var wrappedUses: [ContentHash]?
        if hasKeys == 1 {
            guard let keys = reader.int32s(), let hashes = reader.optionalArray({ $0.hash() }) else { return nil }
            indexKeys = keys
            wrappedUses = hashes
        }
        return (path, Entry(
            content: content, configuration: configuration, facts: facts, positions: positions, plainFacts: plainFacts, findings: findings,
            reads: reads, indexKeys: indexKeys, wrappedUses: wrappedUses))
    }
}

extension BinaryWriter {
    fileprivate mutating func reads(_ reads: IncrementalLintState.Reads) {
        ints(reads.content)
        ints(reads.positions ?? [])
        array(reads.questions ?? []) { writer, question in
            writer.string(question.question)
            writer.ints(question.paths)
            writer.strings(question.answers)
        }
        array(reads.derived ?? []) { writer, answer in
            writer.string(answer.value)
            writer.string(answer.key)
            writer.string(answer.answer)
        }
        int(reads.project ? 1 : 0)
        ints((reads.names ?? []).map(Int.init))
        ints(reads.groups)
    }

    fileprivate mutating func finding(_ finding: CachedFinding) {
        int(finding.line)
        int(finding.column)
        string(finding.severity.rawValue)
        string(finding.rule)
        string(finding.message)
        optional(finding.applicability?.rawValue)
        optional(finding.suggestion)
        int(finding.offset)
        if let fix = finding.fix {
            int(1)
            string(fix.title)
            string(fix.applicability.rawValue)
            ints(fix.starts)
            ints(fix.ends)
            strings(fix.replacements)
        } else {
            int(0)
        }
    }
}

extension BinaryReader {
    fileprivate mutating func reads() -> IncrementalLintState.Reads? {
        guard let content = ints(), let positions = ints(),
              let questions = array({ reader -> IncrementalLintState.StoredQuestion? in
                  guard let question = reader.string(), let paths = reader.ints(), let answers = reader.strings() else { return nil }
                  return .init(question: question, paths: paths, answers: answers)
              }),
              let derived = array({ reader -> DerivedAnswer? in
                  guard let value = reader.string(), let key = reader.string(), let answer = reader.string() else { return nil }
                  return .init(value: value, key: key, answer: answer)
              }),
              let project = int(), project <= 1, let names = int32s(), let groups = ints() else { return nil }
        return .init(
            content: content, positions: positions.isEmpty ? nil : positions, questions: questions.isEmpty ? nil : questions,
            derived: derived.isEmpty ? nil : derived, project: project == 1, names: names.isEmpty ? nil : names, groups: groups)
    }

    fileprivate mutating func finding() -> CachedFinding? {
        guard let line = int(), let column = int(), let severity = string().flatMap(Severity.init(rawValue:)), let rule = string(),
              let message = string(), let applicabilityText = optional(), let suggestion = optional(), let offset = int(),
              let hasFix = int() else { return nil }
        var applicability: FixApplicability?
        if let text = applicabilityText {
            guard let parsed = FixApplicability(rawValue: text) else { return nil }
            applicability = parsed
        }
        var fix: CachedFinding.CachedFix?
        if hasFix == 1 {
            guard let title = string(), let fixApplicability = string().flatMap(FixApplicability.init(rawValue:)), let starts = ints(),
                  let ends = ints(), let replacements = strings() else { return nil }
            fix = .init(title: title, applicability: fixApplicability, starts: starts, ends: ends, replacements: replacements)
        } else if hasFix != 0 {
            return nil
        }
        return CachedFinding(
            line: line, column: column, severity: severity, rule: rule, message: message, applicability: applicability, suggestion: suggestion,
            offset: offset, fix: fix)
    }
}
