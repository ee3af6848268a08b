import Foundation

/// A persistent cache of whole `remodel lint` runs: what a run printed, stored under a key that
/// hashes everything the output depends on — Remodel's version and build, every file's path and
/// content, every file's configuration (rules, severities, options, and the build settings that
/// affect findings: deployment target, default isolation, whether a package a rule requires is
/// pinned below its minimum — `Configuration.fingerprint`), the working
/// directory and the command-line options. A run whose key matches a stored entry prints that
/// entry without parsing anything.
///
/// One file per slot (a slot is one project and set of options, so two projects do not evict each
/// other), replaced atomically (a temporary file in the same folder, then `rename`). A file read
/// back is trusted only when its header, key, length and payload checksum all match: a truncated,
/// corrupt or foreign file, or one two writers interleaved, is ignored like a missing one.
///
/// In the same framing, under slots that runs reporting differently share (`remodel lint` keys
/// them without the output options), each marked by an empty entry (`markSharedSlot`): the
/// per-file state (`IncrementalLintState`: each file's findings and what its checks read; a slot
/// of the project and the rules selected), and, under a slot of the project alone, the files'
/// facts (`FactsCache`: by the hash of each file's text, so an unchanged file is loaded without
/// being parsed), the stat memo (`FileStatMemo`) and the Xcode projects as read
/// (`XcodeProjectMemo`: an unchanged project is not parsed again).
public struct LintCache: Sendable {
    /// What a lint run printed and how it ended.
    public struct Entry: Codable, Sendable, Equatable {
        /// Lines printed to standard error before the report (`note: …`).
        public var notes: [String]
        /// The GitHub job summary (`--reporter github` with `GITHUB_STEP_SUMMARY`).
        public var stepSummary: String?
        /// The report, as written to standard output or `--output`.
        public var report: String
        /// Whether the run exits 1.
        public var failed: Bool

        public init(notes: [String], stepSummary: String?, report: String, failed: Bool) {
            self.notes = notes
            self.stepSummary = stepSummary
            self.report = report
            self.failed = failed
        }
    }

    public let directory: URL
    /// The first line of every cache file; a new format changes it.
    package static let magic = "remodel-lint-cache 2"
    /// The first line of a per-file state file.
    package static let fileStateMagic = "remodel-lint-files 7"

    public init(directory: URL) {
        self.directory = directory
    }

    /// `remodel/` under the user's cache folder: `$XDG_CACHE_HOME` when set (absolute), else
    /// `~/Library/Caches` on macOS and `~/.cache` elsewhere; nil when there is no home folder.
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return URL(fileURLWithPath: xdg).appendingPathComponent("remodel") }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        #if os(macOS)
        return URL(fileURLWithPath: home).appendingPathComponent("Library/Caches/remodel")
        #else
        return URL(fileURLWithPath: home).appendingPathComponent(".cache/remodel")
        #endif
    }

    public func url(ofSlot slot: ContentHash) -> URL {
        directory.appendingPathComponent("lint-\(slot).cache")
    }

    /// The entry stored under `slot` for exactly `key`; nil when there is none, it was stored for
    /// another key, or the file does not check out.
    public func load(slot: ContentHash, key: ContentHash) -> Entry? {
        guard var bytes = Self.contents(of: url(ofSlot: slot)), Self.stripFrame(&bytes, key: key, magic: Self.magic) != nil else { return nil }
        return Self.entry(payload: bytes)
    }

    /// Stores `entry` under `slot` for `key`, replacing the slot's file atomically. A cache that
    /// cannot be written is no error: returns false and the run goes on.
    @discardableResult
    public func store(_ entry: Entry, slot: ContentHash, key: ContentHash) -> Bool {
        write(Self.encode(entry, key: key), to: url(ofSlot: slot), slot: slot)
    }

    /// The per-file state (`IncrementalLintState`) stored for `slot`, if it was stored for `key`
    /// (the run's options and configuration, not its files) and checks out.
    /// With the delta written against it applied, when one is and it checks out (one that does not
    /// is left out: the stored whole state is then the state).
    public func loadFileState(slot: ContentHash, key: ContentHash) -> IncrementalLintState? {
        guard var bytes = Self.contents(of: url(ofFileStateSlot: slot)),
              let checksum = Self.stripFrame(&bytes, key: key, magic: Self.fileStateMagic),
              var state = IncrementalLintState(decoding: bytes) else { return nil }
        state.base = .init(checksum: checksum, pathCount: state.paths.count, keyCount: state.keys.count, groupCount: state.groups.count)
        if let delta = Self.contents(of: url(ofFileStateDeltaSlot: slot)).flatMap({
            Self.unframe($0, key: Self.deltaKey(key, base: checksum), magic: Self.fileStateDeltaMagic)
        }) {
            _ = state.apply(delta: delta, checksum: checksum)
        }
        return state
    }

    /// Stores the per-file state for `slot`, atomically, like `store`: as a delta of the stored
    /// whole state it was built on, when it is one and small enough (`IncrementalLintState.deltaBase`);
    /// else whole, which removes the delta left beside the state it replaces.
    @discardableResult
    public func storeFileState(_ state: IncrementalLintState, slot: ContentHash, key: ContentHash) -> Bool {
        if let base = state.deltaBase {
            return write(
                framing: state.encodedDelta(against: base), key: Self.deltaKey(key, base: base.checksum), magic: Self.fileStateDeltaMagic,
                to: url(ofFileStateDeltaSlot: slot), slot: slot)
        }
        defer { try? FileManager.default.removeItem(at: url(ofFileStateDeltaSlot: slot)) }
        return write(framing: state.encodedParts(), key: key, magic: Self.fileStateMagic, to: url(ofFileStateSlot: slot), slot: slot)
    }

    public func url(ofFileStateSlot slot: ContentHash) -> URL {
        directory.appendingPathComponent("lint-\(slot).files.cache")
    }

    /// The first line of a per-file state delta file.
    package static let fileStateDeltaMagic = "remodel-lint-files-delta 2"

    public func url(ofFileStateDeltaSlot slot: ContentHash) -> URL {
        directory.appendingPathComponent("lint-\(slot).files-delta.cache")
    }

    /// The first line of a facts file.
    package static let factsMagic = "remodel-lint-facts \(FactsCoding.version)"

    /// The files' facts stored for `slot` by this build (`key`: Remodel's version and build), with
    /// the delta written against them, or an empty cache when there are none or they do not check
    /// out (a delta that does not is left out).
    package func loadFacts(slot: ContentHash, key: ContentHash) -> FactsCache {
        guard var base = Self.contents(of: url(ofFactsSlot: slot)),
              let checksum = Self.stripFrame(&base, key: key, magic: Self.factsMagic) else { return FactsCache() }
        let delta = Self.contents(of: url(ofFactsDeltaSlot: slot)).flatMap {
            Self.unframe($0, key: Self.deltaKey(key, base: checksum), magic: Self.factsDeltaMagic)
        }
        return FactsCache(base: base, checksum: checksum, delta: delta)
    }

    /// Stores the files' facts for `slot`, atomically, like `store`: a whole store replaces the
    /// base (a delta left beside it no longer matches its checksum, and is removed); a delta is
    /// written under the checksum of the base it extends.
    @discardableResult
    package func storeFacts(_ update: FactsCache.Update, slot: ContentHash, key: ContentHash) -> Bool {
        switch update {
        case .whole(let chunks):
            defer { try? FileManager.default.removeItem(at: url(ofFactsDeltaSlot: slot)) }
            return write(framing: chunks, key: key, magic: Self.factsMagic, to: url(ofFactsSlot: slot), slot: slot)
        case .delta(let bytes, let base):
            return write(framing: [bytes], key: Self.deltaKey(key, base: base), magic: Self.factsDeltaMagic, to: url(ofFactsDeltaSlot: slot), slot: slot)
        }
    }

    /// The first line of a projects file.
    package static let projectsMagic = "remodel-lint-projects 1"

    /// The Xcode projects as this build (`key`) read them for `slot` (an empty memo when none are
    /// stored or they do not check out).
    package func loadProjects(slot: ContentHash, key: ContentHash) -> XcodeProjectMemo {
        guard var bytes = Self.contents(of: url(ofProjectsSlot: slot)),
              Self.stripFrame(&bytes, key: key, magic: Self.projectsMagic) != nil else { return XcodeProjectMemo() }
        return XcodeProjectMemo(decoding: bytes)
    }

    /// Stores the Xcode projects a run read for `slot`, atomically, like `store`.
    @discardableResult
    package func storeProjects(_ memo: XcodeProjectMemo, slot: ContentHash, key: ContentHash) -> Bool {
        write(framing: [memo.encoded()], key: key, magic: Self.projectsMagic, to: url(ofProjectsSlot: slot), slot: slot)
    }

    public func url(ofProjectsSlot slot: ContentHash) -> URL {
        directory.appendingPathComponent("lint-\(slot).projects.cache")
    }

    /// The first line of a file-identities file.
    package static let statsMagic = "remodel-lint-stats 2"

    /// Each file's hash by its identity when this build (`key`) last read it for `slot`
    /// (`FileStatMemo`; an empty memo when none is stored or it does not check out).
    package func loadStats(slot: ContentHash, key: ContentHash) -> FileStatMemo {
        guard var bytes = Self.contents(of: url(ofStatsSlot: slot)),
              Self.stripFrame(&bytes, key: key, magic: Self.statsMagic) != nil else { return FileStatMemo() }
        return FileStatMemo(decoding: bytes) ?? FileStatMemo()
    }

    /// Stores the identities and hashes a run used or recorded for `slot`, atomically, like `store`.
    @discardableResult
    package func storeStats(_ memo: FileStatMemo, slot: ContentHash, key: ContentHash) -> Bool {
        write(framing: [memo.encoded()], key: key, magic: Self.statsMagic, to: url(ofStatsSlot: slot), slot: slot)
    }

    public func url(ofStatsSlot slot: ContentHash) -> URL {
        directory.appendingPathComponent("lint-\(slot).stats.cache")
    }

    /// The first line of a facts delta file.
    package static let factsDeltaMagic = "remodel-lint-facts-delta \(FactsCoding.version)"

    /// A delta's key: the build's, and the checksum of the base it extends.
    private static func deltaKey(_ key: ContentHash, base checksum: String) -> ContentHash {
        var hash = key
        hash.combine(checksum)
        return hash
    }

    public func url(ofFactsDeltaSlot slot: ContentHash) -> URL {
        directory.appendingPathComponent("lint-\(slot).facts-delta.cache")
    }

    public func url(ofFactsSlot slot: ContentHash) -> URL {
        directory.appendingPathComponent("lint-\(slot).facts.cache")
    }

    private func write(_ bytes: [UInt8], to target: URL, slot: ContentHash) -> Bool {
        write([bytes], to: target, slot: slot)
    }

    /// `frame` of the parts joined, written without joining them or the header (the facts and the
    /// per-file state of a large project are tens of MB, at the end of the run where its memory peaks).
    private func write(framing parts: [[UInt8]], key: ContentHash, magic: String, to target: URL, slot: ContentHash) -> Bool {
        write([Self.header(of: parts, key: key, magic: magic)] + parts, to: target, slot: slot)
    }

    /// Writes `parts`, one after another, to a temporary file, then renames it over `target`.
    private func write(_ parts: [[UInt8]], to target: URL, slot: ContentHash) -> Bool {
        let temporary = directory.appendingPathComponent(".lint-\(slot).\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString).tmp")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else { throw CocoaError(.fileWriteUnknown) }
            let handle = try FileHandle(forWritingTo: temporary)
            defer { try? handle.close() }
            for part in parts {
                try part.withUnsafeBytes { buffer in
                    guard let base = buffer.baseAddress, buffer.count > 0 else { return }
                    try handle.write(contentsOf: Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: buffer.count, deallocator: .none))
                }
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            return false
        }
        guard rename(temporary.path, target.path) == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            return false
        }
        prune()
        return true
    }

    /// The key of a shared slot's marker entry: no run looks a report up under it.
    package static let sharedSlotKey = ContentHash("remodel lint: shared slot")

    /// Marks `slot` as a shared slot in use. What depends on the files alone (their facts, the
    /// stat memo, the projects as read) lives under a slot of the project, and the per-file state
    /// under one of the project and the rules selected, which every set of output options shares;
    /// no report is ever stored there. This empty entry, rewritten by each run that stores there,
    /// makes pruning keep their files like those of a slot used as recently.
    @discardableResult
    package func markSharedSlot(_ slot: ContentHash) -> Bool {
        store(Entry(notes: [], stepSummary: nil, report: "", failed: false), slot: slot, key: Self.sharedSlotKey)
    }

    /// The files that belong to a slot's report file (`lint-SLOT.cache`).
    private static let companionSuffixes = [".files.cache", ".files-delta.cache", ".facts.cache", ".facts-delta.cache", ".projects.cache", ".stats.cache"]

    /// How many slots the folder keeps: past it, the least recently written go.
    package static let slotLimit = 64

    /// Removes the oldest slots past `slotLimit`, and temporary files a writer left an hour ago or more.
    private func prune() {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: directory.path) else { return }
        var slots: [(date: Date, url: URL)] = []
        for name in names where name.hasPrefix("lint-") && name.hasSuffix(".cache") || name.hasPrefix(".lint-") && name.hasSuffix(".tmp") {
            let url = directory.appendingPathComponent(name)
            let date = (try? manager.attributesOfItem(atPath: url.path)[.modificationDate] as? Date) ?? .distantPast
            if name.hasSuffix(".tmp") {
                if date < Date().addingTimeInterval(-3600) { try? manager.removeItem(at: url) }
            } else if !Self.companionSuffixes.contains(where: { name.hasSuffix($0) }) {
                slots.append((date, url))
            }
        }
        // A slot's per-file state and facts go with the slot.
        let kept = Set(slots.map { $0.url.lastPathComponent })
        for name in names {
            guard let suffix = Self.companionSuffixes.first(where: { name.hasSuffix($0) }),
                  !kept.contains(name.replacingOccurrences(of: suffix, with: ".cache")) else { continue }
            // Written before its slot's first report (the report is stored after the run): keep it a while.
            let url = directory.appendingPathComponent(name)
            let date = (try? manager.attributesOfItem(atPath: url.path)[.modificationDate] as? Date) ?? .distantPast
            if date < Date().addingTimeInterval(-3600) { try? manager.removeItem(at: url) }
        }
        guard slots.count > Self.slotLimit else { return }
        for slot in slots.sorted(by: { $0.date < $1.date }).prefix(slots.count - Self.slotLimit) { try? manager.removeItem(at: slot.url) }
    }

    /// `magic`, the key, the payload's length and checksum, one per line, then the payload: the
    /// notes, the job summary, the report and the status in the binary form of `BinaryWriter`
    /// (a report of tens of megabytes took a tenth of a second to write as JSON, and as long to read).
    package static func encode(_ entry: Entry, key: ContentHash) -> [UInt8] {
        var writer = BinaryWriter()
        writer.strings(entry.notes)
        writer.optional(entry.stepSummary)
        writer.string(entry.report)
        writer.bool(entry.failed)
        return frame(writer.bytes, key: key, magic: magic)
    }

    package static func decode(_ bytes: [UInt8], key: ContentHash) -> Entry? {
        unframe(bytes, key: key, magic: magic).flatMap(entry(payload:))
    }

    /// An entry from its unframed payload; nil when the bytes do not read as one.
    private static func entry(payload: [UInt8]) -> Entry? {
        var reader = BinaryReader(bytes: payload)
        guard let notes = reader.strings(), let stepSummary = reader.optional(), let report = reader.string(), let failed = reader.bool(),
              reader.isAtEnd else { return nil }
        return Entry(notes: notes, stepSummary: stepSummary, report: report, failed: failed)
    }

    /// `magic`, the key, the payload's length and checksum, one per line, then the payload.
    package static func frame(_ payload: [UInt8], key: ContentHash, magic: String) -> [UInt8] {
        header(of: [payload], key: key, magic: magic) + payload
    }

    /// The header of the payload the parts make, one after another.
    private static func header(of parts: [[UInt8]], key: ContentHash, magic: String) -> [UInt8] {
        Array("\(magic)\n\(key)\n\(parts.reduce(0) { $0 + $1.count })\n\(ContentHash(concatenating: parts))\n".utf8)
    }

    /// The payload of a framed file, if its magic, key, length and checksum all match.
    package static func unframe(_ bytes: [UInt8], key: ContentHash, magic: String) -> [UInt8]? {
        var payload = bytes
        return stripFrame(&payload, key: key, magic: magic) == nil ? nil : payload
    }

    /// A cache file's bytes, in one buffer; nil when there is none or it cannot be read.
    private static func contents(of url: URL) -> [UInt8]? {
        guard case .success(let read) = FileReader.read(url.path) else { return nil }
        return read.bytes
    }

    /// `unframe` in place (a store is tens of megabytes: not copied): leaves the payload in `bytes`
    /// and returns its checksum as the header states it; nil, `bytes` untouched, when the frame
    /// does not check out.
    private static func stripFrame(_ bytes: inout [UInt8], key: ContentHash, magic: String) -> String? {
        var lines: [String] = []
        var start = 0
        while lines.count < 4 {
            guard let end = bytes[start...].firstIndex(of: 0x0A), end - start <= 64 else { return nil }
            lines.append(String(decoding: bytes[start..<end], as: UTF8.self))
            start = end + 1
        }
        guard lines[0] == magic, lines[1] == key.description, let length = Int(lines[2]), length == bytes.count - start else { return nil }
        let checksum = bytes.withUnsafeBytes { buffer in
            var hash = ContentHash()
            hash.combine(UnsafeRawBufferPointer(rebasing: buffer[start...]))
            return hash
        }
        guard checksum.description == lines[3] else { return nil }
        bytes.removeSubrange(0..<start)
        return lines[3]
    }
}

extension LintCache {
    /// The key of a run over `input`: `context` (version, options…), then every file's display
    /// path, absolute path, configuration and content. Nil when some file could not be read or
    /// discovery reported errors: such runs are not cached.
    public static func key(of input: Workspace.Input, context: [String]) -> ContentHash? {
        guard input.errors.isEmpty else { return nil }
        var key = ContentHash()
        for part in context { key.combine(part) }
        key.combine(input.fallback.fingerprint)
        guard input.digests.count == input.files.count else { return nil }
        // Each configuration described once, on every core (by reflection; a project has one per
        // target, five held-out apps 70), and each file's found by the object its files share
        // instead of comparing configurations.
        var seen = Set<ObjectIdentifier>()
        let distinct = input.files.map(\.sharedConfiguration).filter { seen.insert(ObjectIdentifier($0)).inserted }
        let fingerprints = Dictionary(
            uniqueKeysWithValues: zip(distinct.map(ObjectIdentifier.init), parallelMap(distinct) { $0.value.fingerprint }))
        for (file, digest) in zip(input.files, input.digests) {
            guard case .success(let digest) = digest, let configuration = fingerprints[ObjectIdentifier(file.sharedConfiguration)] else { return nil }
            key.combine(file.displayPath)
            key.combine(file.path)
            key.combine(configuration)
            key.combine(digest.hash)
        }
        return key
    }

    /// The slot of a run: which project and options, not their contents.
    public static func slot(context: [String]) -> ContentHash {
        var slot = ContentHash()
        for part in context { slot.combine(part) }
        return slot
    }
}
