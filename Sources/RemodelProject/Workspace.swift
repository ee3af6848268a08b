import Foundation
import RemodelCore
import RemodelRules

/// The files of one run, read and parsed in parallel, with their configurations and the project index.
public final class Workspace: Sendable {
    public let files: [SourceFile]
    /// Built on its own thread from the moment the workspace is made: a caller's first questions
    /// (an incremental lint hashes every file's facts) run beside it.
    public var index: ProjectIndex { indexBuild.value }
    private let indexBuild: BackgroundValue<ProjectIndex>
    public let inputErrors: [InputError]
    /// Each file's configuration, as an index into `distinctConfigurations`: files share a few,
    /// and a copy per file took 28 MB at 3,000,000 lines.
    private let configurationIndices: [ObjectIdentifier: Int]
    private let distinctConfigurations: [Configuration]
    /// `configurationIndices` in the order of `files`.
    private let configurationSlots: [Int]
    public let defaultConfiguration: Configuration
    /// The files to lint and report: all of `files`, or (for `lint --stdin-filename`) the one file
    /// read from standard input while the others only feed the project index.
    public let lintedFiles: [SourceFile]

    /// `lintOnly`: the subset of `files` to lint and report (nil: all of them); the others are
    /// indexed for cross-file facts only.
    public convenience init(
        files: [SourceFile], configurations: [Configuration], inputErrors: [InputError] = [], defaultConfiguration: Configuration,
        lintOnly: [SourceFile]? = nil
    ) {
        self.init(
            files: files, table: ConfigurationTable(perFile: configurations), inputErrors: inputErrors, defaultConfiguration: defaultConfiguration,
            lintOnly: lintOnly)
    }

    /// Each file's configuration as a slot in a table of the distinct ones: every question about
    /// configurations (which raise their deployment target, which targets compile a file, which
    /// isolate to the main actor by default) is asked once per configuration, never by copying
    /// or comparing one per file (a `Configuration` is a large value: on five apps, copies and
    /// comparisons per file were 13 ms of a 1 %-touched lint's one-threaded start).
    init(files: [SourceFile], table: ConfigurationTable, inputErrors: [InputError], defaultConfiguration: Configuration, lintOnly: [SourceFile]?) {
        self.files = files
        self.inputErrors = inputErrors
        self.defaultConfiguration = defaultConfiguration
        if let lintOnly {
            let chosen = Set(lintOnly.map(ObjectIdentifier.init))
            self.lintedFiles = files.filter { chosen.contains(ObjectIdentifier($0)) }
        } else {
            self.lintedFiles = files
        }
        let table = Self.observationInUse(files, table)
        // The index starts first; this thread builds the configuration table meanwhile.
        self.indexBuild = BackgroundValue {
            PhaseTimer.measure("project index (built aside)") {
                let mainActor = table.distinct.map { $0.options.defaultIsolation == .mainActor }
                let mainActorByDefault = zip(files, table.slots).filter { mainActor[$0.1] }.map(\.0)
                return ProjectIndex(files: files, mainActorByDefault: mainActorByDefault, modulesByPath: Self.modules(files, table))
            }
        }
        var indices: [ObjectIdentifier: Int] = [:]
        indices.reserveCapacity(files.count)
        for (file, slot) in zip(files, table.slots) { indices[ObjectIdentifier(file)] = slot }
        self.configurationIndices = indices
        self.distinctConfigurations = table.distinct
        self.configurationSlots = table.slots
    }

    /// The same workspace with some files replaced (by identity), each under the configuration of
    /// the file it replaces: a fix pass's next round.
    package func replacing(_ replaced: [ObjectIdentifier: SourceFile]) -> Workspace {
        func swap(_ file: SourceFile) -> SourceFile { replaced[ObjectIdentifier(file)] ?? file }
        return Workspace(
            files: files.map(swap), table: ConfigurationTable(distinct: distinctConfigurations, slots: configurationSlots),
            inputErrors: inputErrors, defaultConfiguration: defaultConfiguration, lintOnly: lintedFiles.map(swap))
    }

    /// Each file's configuration `fingerprint`, in the order of `files`: each distinct
    /// configuration's asked once.
    package var configurationFingerprints: [ContentHash] {
        let fingerprints = distinctConfigurations.map(\.fingerprint)
        return configurationSlots.map { fingerprints[$0] }
    }

    /// The configurations that govern linted files, each once, in the order each first governs one.
    package var lintedConfigurations: [Configuration] {
        // Every file linted (all but `--stdin-filename` runs): their slots, without a lookup per file.
        let slots = lintedFiles.count == files.count ? configurationSlots : lintedFiles.map { configurationIndices[ObjectIdentifier($0)] ?? -1 }
        // By slot, one past it (-1: the default configuration).
        var seen = [Bool](repeating: false, count: distinctConfigurations.count + 1)
        return slots.compactMap { slot in
            guard !seen[slot + 1] else { return nil }
            seen[slot + 1] = true
            return slot < 0 ? defaultConfiguration : distinctConfigurations[slot]
        }
    }

    /// A build target whose settings fall short of Observation (a stale `MACOSX_DEPLOYMENT_TARGET`
    /// beside `SUPPORTED_PLATFORMS = macosx` the app never ships) but whose files already declare
    /// an `@Observable` class outside any `@available`/`#available`: it only builds where
    /// Observation exists, so its files get those minimums. A deployment target set in
    /// `.remodel.yml` is left as it is.
    static func observationInUse(_ files: [SourceFile], _ table: ConfigurationTable) -> ConfigurationTable {
        // The targets of each configuration that may be raised, nil for one that may not.
        let raisable = table.distinct.map { configuration -> Set<String>? in
            guard let targets = configuration.build?.targetOrigins, !targets.isEmpty,
                  !configuration.options.deploymentTarget.supportsObservation else { return nil }
            return targets
        }
        guard raisable.contains(where: { $0 != nil }) else { return table }
        var evidence: [String: String] = [:]
        for (file, slot) in zip(files, table.slots) {
            guard let targets = raisable[slot] else { continue }
            for type in file.facts.types where type.kind == .class && type.hasAttribute("Observable") {
                let guarded = type.availability
                guard ApplePlatform.allCases.allSatisfy({ guarded[$0] == nil || guarded[$0]! < $0.observationVersion }) else { continue }
                let line = file.location(of: type.nameTokenPosition).line
                for target in targets where evidence[target] == nil { evidence[target] = "\(file.path):\(line)" }
            }
        }
        guard !evidence.isEmpty else { return table }
        let raised = table.distinct.map { configuration -> Configuration in
            guard !configuration.explicitOptions.contains(.deploymentTarget),
                  let target = configuration.build?.targetOrigins.sorted().first(where: { evidence[$0] != nil }),
                  let site = evidence[target] else { return configuration }
            var result = configuration
            var deployment = configuration.options.deploymentTarget
            for (platform, minimum) in deployment.minimums where minimum < platform.observationVersion {
                deployment.minimums[platform] = platform.observationVersion
            }
            deployment.origin = (deployment.origin.map { $0 + ", " } ?? "") + "raised: \(site) already declares an @Observable class"
            result.options.deploymentTarget = deployment
            return result
        }
        return ConfigurationTable(distinct: raised, slots: table.slots)
    }

    /// The build targets that compile each file, as the build settings name them ("Package.swift
    /// target 'Feed'"); files no target claims are left out.
    private static func modules(_ files: [SourceFile], _ table: ConfigurationTable) -> [String: Set<String>] {
        let targets = table.distinct.map { $0.build?.targetOrigins ?? [] }
        var modules: [String: Set<String>] = [:]
        for (file, slot) in zip(files, table.slots) where !targets[slot].isEmpty {
            modules[file.path] = targets[slot]
        }
        return modules
    }

    /// In-memory files under one configuration (tests, examples).
    public convenience init(sources: [SourceFile], configuration: Configuration = Configuration(rootDirectory: URL(fileURLWithPath: "/"))) {
        self.init(files: sources, configurations: Array(repeating: configuration, count: sources.count), defaultConfiguration: configuration)
    }

    public func configuration(for file: SourceFile) -> Configuration {
        configurationIndices[ObjectIdentifier(file)].map { distinctConfigurations[$0] } ?? defaultConfiguration
    }

    /// The linted files by the configuration that governs them, in the order each configuration
    /// first governs one: a question about configurations asked once per configuration, not per
    /// file (a `Configuration` is a large value to copy, 58,000 times on a large project).
    package var lintedFilesByConfiguration: [(configuration: Configuration, files: [SourceFile])] {
        var groups: [(configuration: Configuration, files: [SourceFile])] = []
        var groupOf: [Int: Int] = [:]
        for file in lintedFiles {
            let index = configurationIndices[ObjectIdentifier(file)] ?? -1
            if let group = groupOf[index] {
                groups[group].files.append(file)
            } else {
                groupOf[index] = groups.count
                groups.append((index < 0 ? defaultConfiguration : distinctConfigurations[index], [file]))
            }
        }
        return groups
    }

    /// Discovers, reads and parses the files under `paths`. Only a missing `--config` file throws;
    /// configuration errors (file:line) and unreadable files become `inputErrors` and the rest is
    /// loaded.
    ///
    /// A file that needs more than `fileTimeBudget` seconds of CPU time to read, parse and index is
    /// reported and skipped (the rest of the run goes on). `progress` counts the files parsed;
    /// `lintOnly` narrows the files linted and reported (the others still feed the project index).
    public static func load(
        paths: [String], configurationFile: String? = nil, workingDirectory: URL? = nil, fileTimeBudget: Double? = defaultFileTimeBudget,
        progress: ProgressReporter? = nil, lintOnly: (@Sendable (URL) -> Bool)? = nil, residency: TreeResidency? = nil
    ) throws(ConfigurationError) -> Workspace {
        let found = try discover(paths: paths, configurationFile: configurationFile, workingDirectory: workingDirectory)
        let input = Input(files: found.files, digests: [], errors: found.errors, fallback: found.fallback)
        return load(input, fileTimeBudget: fileTimeBudget, progress: progress, lintOnly: lintOnly, residency: residency)
    }

    /// The files of a run discovered and hashed, not parsed yet: what the lint cache keys on.
    public struct Input: Sendable {
        /// A file's content hash, and its size and modification date when hashed.
        public struct Digest: Sendable {
            public let hash: ContentHash
            public let snapshot: FileSnapshot
        }

        public let files: [DiscoveredFile]
        /// Each file's digest, or why it could not be read; in the order of `files`.
        public let digests: [Result<Digest, InputError>]
        /// Configuration and discovery errors.
        public let errors: [InputError]
        /// The configuration of the working directory.
        public let fallback: Configuration
        /// The bytes hashed, for the load that decodes them (each file is read once).
        fileprivate let contents: ReadContents?
        /// The files whose digests a `FileStatMemo` gave, unread (indices into `files`).
        fileprivate let unread: [Int]
        /// How many of those files a load read and found with other bytes than the digest's.
        fileprivate let readOtherBytes = LockedCounter()

        public init(files: [DiscoveredFile], digests: [Result<Digest, InputError>], errors: [InputError], fallback: Configuration) {
            self.init(files: files, digests: digests, errors: errors, fallback: fallback, contents: nil, unread: [])
        }

        fileprivate init(
            files: [DiscoveredFile], digests: [Result<Digest, InputError>], errors: [InputError], fallback: Configuration, contents: ReadContents?,
            unread: [Int]
        ) {
            self.files = files
            self.digests = digests
            self.errors = errors
            self.fallback = fallback
            self.contents = contents
            self.unread = unread
        }

        /// Discovers the files under `paths` and hashes each one's bytes, in parallel. The bytes
        /// are kept for `Workspace.load`, which decodes them instead of reading each file again
        /// (and lets them go as it does): they cost memory only until then, and a run that needs
        /// no loading (the whole-run cache answered) drops them unread.
        public static func read(
            paths: [String], configurationFile: String? = nil, workingDirectory: URL? = nil, fileTimeBudget: Double? = defaultFileTimeBudget
        ) throws(ConfigurationError) -> Input {
            try read(paths: paths, configurationFile: configurationFile, workingDirectory: workingDirectory, fileTimeBudget: fileTimeBudget, projects: nil)
        }

        /// `read`, with the Xcode projects as an earlier run read them (`XcodeProjectMemo`): used
        /// where unchanged, and brought up to date. `stats`: each file's hash from an earlier run,
        /// taken for a file `stat` finds unchanged instead of reading it (`FileStatMemo`; such a
        /// file is read by `completed()`), and brought up to date with the files read.
        package static func read(
            paths: [String], configurationFile: String? = nil, workingDirectory: URL? = nil, fileTimeBudget: Double? = defaultFileTimeBudget,
            projects: XcodeProjectMemo?, stats: FileStatMemo? = nil
        ) throws(ConfigurationError) -> Input {
            let found = try discover(
                paths: paths, configurationFile: configurationFile, workingDirectory: workingDirectory, projects: projects,
                identities: stats?.isEmpty == false)
            // Before every read: a file changed after this moment is not remembered as settled.
            let now = Date()
            let read = PhaseTimer.measure("read + hash") {
                parallelMap(
                    found.files, budget: fileTimeBudget,
                    onTimeout: { file in .failure(Workspace.overBudget(file, fileTimeBudget, "read")) },
                    { file -> Result<(digest: Digest, contents: FileReader.Contents?), InputError> in
                        if let known = stats?.digest(of: file.path, identity: file.identity) {
                            return .success((digest: Digest(hash: known.hash, snapshot: known.snapshot), contents: nil))
                        }
                        return readAndHash(file)
                    })
            }
            // One pass over the results, each taken apart once (copying a result copies its bytes'
            // reference: 58,000 files' worth of reference counting on one core).
            var digests: [Result<Digest, InputError>] = []
            var contents: [FileReader.Contents?] = []
            var outcomes: [FileStatMemo.Outcome] = []
            var unread: [Int] = []
            digests.reserveCapacity(read.count)
            contents.reserveCapacity(read.count)
            if stats != nil { outcomes.reserveCapacity(read.count) }
            for (index, result) in read.enumerated() {
                switch result {
                case .success(let read):
                    digests.append(.success(read.digest))
                    contents.append(read.contents)
                    if let bytes = read.contents {
                        if stats != nil { outcomes.append(.read(bytes, read.digest.hash)) }
                    } else {
                        // Answered by the memo (a file that could not be read is an error, not unread).
                        unread.append(index)
                        if stats != nil { outcomes.append(.answered) }
                    }
                case .failure(let error):
                    digests.append(.failure(error))
                    contents.append(nil)
                    if stats != nil { outcomes.append(.unreadable) }
                }
            }
            stats?.update(paths: found.files.map(\.path), outcomes: outcomes, now: now)
            return Input(
                files: found.files, digests: digests, errors: found.errors, fallback: found.fallback, contents: ReadContents(contents), unread: unread)
        }

        /// Whether some file's digest came from a `FileStatMemo` without the file being read.
        public var hasUnreadFiles: Bool { !unread.isEmpty }

        /// This input with every file read: the files whose digests came from a `FileStatMemo` are
        /// read and hashed now, their digests replaced by the bytes' (the same, unless a file
        /// changed in a way its identity did not show, or changed since it was looked at).
        package func completed(fileTimeBudget: Double? = defaultFileTimeBudget, stats: FileStatMemo? = nil) -> Input {
            guard !unread.isEmpty, let contents else { return self }
            let read = PhaseTimer.measure("read + hash (files the stat memo answered)") {
                parallelMap(
                    unread.map { files[$0] }, budget: fileTimeBudget,
                    onTimeout: { file in .failure(Workspace.overBudget(file, fileTimeBudget, "read")) },
                    { file in Input.readAndHash(file) })
            }
            var digests = digests
            for (index, result) in zip(unread, read) {
                digests[index] = result.map(\.digest)
                if case .success(let result) = result {
                    contents.put(result.contents, at: index)
                    stats?.confirm(files[index].path, hash: result.digest.hash)
                }
            }
            return Input(files: files, digests: digests, errors: errors, fallback: fallback, contents: contents, unread: [])
        }

        /// A file's bytes and their digest.
        private static func readAndHash(_ file: DiscoveredFile) -> Result<(digest: Digest, contents: FileReader.Contents?), InputError> {
            Workspace.contents(of: file).map { read in
                let hash = ContentHash(read.bytes)
                return (digest: Digest(hash: hash, snapshot: read.snapshot), contents: read)
            }
        }

        /// Whether `workspace`, loaded from this input, read every file hashed here at the same
        /// size and modification date (no file changed between hashing and parsing: a first load
        /// decodes the bytes hashed, a second one reads the files again), and every file whose
        /// digest the stat memo gave and that it read had those bytes.
        public func matches(_ workspace: Workspace) -> Bool {
            if readOtherBytes.value > 0 { return false }
            // The workspace holds the files in this order, less those it could not load (a
            // `URL`'s path is computed anew each time it is asked: compared by display path).
            guard workspace.files.count == files.count else { return false }
            for ((file, digest), loaded) in zip(zip(files, digests), workspace.files) {
                guard case .success(let digest) = digest, loaded.path == file.displayPath, loaded.attributes.size == digest.snapshot.size,
                      loaded.attributes.modificationDate == digest.snapshot.modificationDate
                else { return false }
            }
            return true
        }
    }

    /// Reads, decodes and parses the files of `input`. `residency`: bounds the syntax trees kept
    /// in memory (nil keeps every tree for the whole run, as `--tree-memory 0` asks).
    ///
    /// `facts`: facts of earlier runs by content (`lint`'s cache). With a `residency`, a file whose
    /// text has facts there is loaded from them without being parsed, its tree parsed only if a
    /// question needs it; every other file is parsed and its text's hash kept for the next store.
    public static func load(
        _ input: Input, fileTimeBudget: Double? = defaultFileTimeBudget, progress: ProgressReporter? = nil, lintOnly: (@Sendable (URL) -> Bool)? = nil,
        residency: TreeResidency? = nil, facts: FactsCache? = nil
    ) -> Workspace {
        // Facts are most of what a large project holds once its trees are released; files share
        // the values they repeat.
        let interner = FactsInterner()
        progress?.begin("files parsed", total: input.files.count)
        var answered = [Bool](repeating: false, count: input.files.count)
        for index in input.unread { answered[index] = true }
        let unread = answered
        let loaded = PhaseTimer.measure("read + parse + facts") {
            TreeResidency.whileLoading(residency) {
                parallelMap(
                    Array(input.files.indices), budget: fileTimeBudget,
                    onTimeout: { index in .failure(overBudget(input.files[index], fileTimeBudget, "parse and index")) },
                    { index in
                        defer { progress?.advance() }
                        return Result { () throws(InputError) in
                            let digest = input.digests.indices.contains(index) ? try? input.digests[index].get() : nil
                            if unread[index], let digest {
                                return try readUnread(
                                    input.files[index], digest: digest, residency: residency, facts: facts, interner: interner,
                                    otherBytes: input.readOtherBytes)
                            }
                            // The bytes hashed, with their hash (a second load reads the file again).
                            return try read(
                                input.files[index], contents: input.contents?.take(index), bytesHash: digest?.hash, residency: residency, facts: facts,
                                interner: interner)
                        }
                    })
            }
        }
        progress?.finish()
        if PhaseTimer.enabled, facts != nil {
            let reused = loaded.filter { (try? $0.get())?.fromCache == true }.count
            PhaseTimer.note("facts: \(reused) files loaded from the cache, \(loaded.count - reused) parsed")
        }
        var files: [SourceFile] = []
        files.reserveCapacity(loaded.count)
        // Each file's configuration found by the object the files of a walk share.
        var table = ConfigurationTable(distinct: [], slots: [])
        table.slots.reserveCapacity(loaded.count)
        var slotOf: [ObjectIdentifier: Int] = [:]
        var errors = input.errors
        for (file, result) in zip(input.files, loaded) {
            switch result {
            case .success(let source):
                files.append(source)
                let shared = ObjectIdentifier(file.sharedConfiguration)
                if let slot = slotOf[shared] {
                    table.slots.append(slot)
                } else {
                    slotOf[shared] = table.distinct.count
                    table.slots.append(table.distinct.count)
                    table.distinct.append(file.configuration)
                }
            case .failure(let error):
                errors.append(error)
            }
        }
        return PhaseTimer.measure("workspace") {
            Workspace(
                files: files, table: table, inputErrors: errors, defaultConfiguration: input.fallback,
                lintOnly: lintOnly.map { chosen in files.filter { chosen($0.url) } })
        }
    }

    /// A file whose digest the stat memo gave: loaded from its facts without being read when the
    /// facts cache has them (`FileText` reads it if something asks for its text), else read now —
    /// and `otherBytes` set when the bytes are not the digest's (the file changed since it was
    /// looked at: the run's key is not what it linted).
    private static func readUnread(
        _ file: DiscoveredFile, digest: Input.Digest, residency: TreeResidency?, facts: FactsCache?, interner: FactsInterner, otherBytes: LockedCounter
    ) throws(InputError) -> SourceFile {
        if let facts, let residency, let loaded = SourceFile(
            unreadAt: file.displayPath, address: .path(file.path), bytesHash: digest.hash, attributes: digest.snapshot, residency: residency,
            cache: facts, interner: interner) {
            return loaded
        }
        let contents = try Self.contents(of: file).get()
        let hash = ContentHash(contents.bytes)
        if hash != digest.hash { otherBytes.increment() }
        return try read(file, contents: contents, bytesHash: hash, residency: residency, facts: facts, interner: interner)
    }

    /// A discovered file's bytes, or why they could not be read (naming the file as the run shows it).
    fileprivate static func contents(of file: DiscoveredFile) -> Result<FileReader.Contents, InputError> {
        FileReader.read(file.path).mapError { InputError(path: file.displayPath, message: $0.message) }
    }

    /// The bytes `Input.read` read, each handed once to the load that decodes it.
    fileprivate final class ReadContents: @unchecked Sendable {
        private let lock = NSLock()
        private var contents: [FileReader.Contents?]

        init(_ contents: [FileReader.Contents?]) { self.contents = contents }

        /// The file's bytes the first time they are asked (nil after, or when it was not read): a
        /// second load of the same input reads the file again.
        func take(_ index: Int) -> FileReader.Contents? {
            lock.withLock {
                defer { contents[index] = nil }
                return contents[index]
            }
        }

        /// Bytes read later (`Input.completed()`).
        func put(_ read: FileReader.Contents?, at index: Int) {
            lock.withLock { contents[index] = read }
        }
    }

    /// CPU seconds one file may take to read, parse and index before it is skipped.
    public static let defaultFileTimeBudget: Double = 30

    /// The error for a file that used up its time budget while Remodel tried to `step` it.
    fileprivate static func overBudget(_ file: DiscoveredFile, _ budget: Double?, _ step: String) -> InputError {
        InputError(path: file.displayPath, message: "needed more than \(seconds(budget ?? 0)) s of CPU time to \(step); the file was skipped")
    }

    fileprivate static func seconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// The Swift files under `paths` with the configuration governing each, the paths that could not
    /// be used, and the configuration of the working directory.
    package static func discover(
        paths: [String], configurationFile: String?, workingDirectory: URL?, projects: XcodeProjectMemo? = nil, identities: Bool = false
    ) throws(ConfigurationError)
        -> (files: [DiscoveredFile], errors: [InputError], fallback: Configuration) {
        let cwd = workingDirectory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let lookup = try ConfigurationLookup(configurationFile: configurationFile, workingDirectory: cwd)
        let (found, errors, buildFiles) = PhaseTimer.measure("discovery") {
            FileDiscovery.discover(paths: paths, workingDirectory: cwd, identities: identities, configurationFor: lookup.configuration(for:))
        }
        let settings = PhaseTimer.measure("build settings") {
            BuildSettings.read(found: buildFiles, paths: paths, workingDirectory: cwd, projects: projects)
        }
        let fallback = lookup.configuration(for: cwd)
        return (settings.apply(to: found), lookup.errors + errors, fallback)
    }

    /// Discovers, reads and parses the files under `paths` and drops each tree at once — no facts,
    /// no rules. The floor under any lint run's time, printed by `Benchmarks/lint.sh`. `walk`: every
    /// node of each tree is visited that way too (`parse-floor --walk`), the bound under any
    /// whole-file pass.
    public static func measureParseFloor(paths: [String], walk: WalkFloor? = nil) throws(ConfigurationError) -> (files: Int, lines: Int, seconds: Double) {
        let start = DispatchTime.now().uptimeNanoseconds
        let found = try discover(paths: paths, configurationFile: nil, workingDirectory: nil)
        let lines = parallelMap(found.files) { file -> Int in
            guard case .success(let contents) = FileReader.read(file.path) else { return 0 }
            let text = String(decoding: contents.bytes, as: UTF8.self)
            if case .parsed(let tree) = SwiftSourceParser.parse(text) { _ = walk.map { $0.walk(tree) } ?? tree.statements.count }
            return contents.bytes.count { $0 == 0x0A }
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000_000
        return (found.files.count, lines.reduce(0, +), seconds)
    }

    /// `contents`: the file's bytes as already read (`Input.read`), else it is read now;
    /// `bytesHash`: `ContentHash` of exactly those bytes, when known.
    package static func read(
        _ file: DiscoveredFile, contents read: FileReader.Contents? = nil, bytesHash: ContentHash? = nil, residency: TreeResidency? = nil,
        facts: FactsCache? = nil, interner: FactsInterner = .none
    ) throws(InputError) -> SourceFile {
        let contents = if let read { read } else { try Self.contents(of: file).get() }
        return try decode(
            contents.bytes, path: file.displayPath, address: .path(file.path), attributes: contents.snapshot, source: "file", residency: residency, facts: facts,
            bytesHash: read == nil ? nil : bytesHash, interner: interner)
    }

    /// Swift source from raw bytes: UTF-8 with or without a byte order mark, nothing else.
    /// `source` names where the bytes came from in messages ("file", "standard input").
    /// `bytesHash`: `ContentHash(input)`, when the caller has it; `interner`: shares what the facts
    /// repeat with the other files'.
    package static func decode(
        _ input: [UInt8], path: String, address: FileAddress, attributes: FileSnapshot, source: String, residency: TreeResidency? = nil,
        facts: FactsCache? = nil, bytesHash: ContentHash? = nil, interner: FactsInterner = .none
    ) throws(InputError) -> SourceFile {
        var bytes = input
        let format = TextFormat.detect(in: bytes)
        if format.hasByteOrderMark { bytes.removeFirst(UTF8Text.byteOrderMark.count) }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            throw InputError(path: path, message: "\(source) is UTF-16; Remodel reads UTF-8 Swift sources only")
        }
        guard let text = UTF8Text.decode(bytes) else {
            throw InputError(path: path, message: "\(source) is not valid UTF-8 text")
        }
        // Facts come from the cache only where a tree may be released (a handle without one is).
        guard let facts, let residency else {
            if let problem = NestingScan.problem(in: text) { throw InputError(path: path, message: problem) }
            return SourceFile(
                path: path, address: address, text: text, format: format, attributes: attributes, residency: residency, contentKey: nil, interner: interner)
        }
        // Without a byte order mark the text's bytes are the input's (compared above).
        let key = (format.hasByteOrderMark ? nil : bytesHash?.endingText()) ?? ContentHash(text)
        // A text with stored facts passed the nesting scan when it was stored (one that fails it is
        // never read, so never stored): it is not scanned again.
        if let cached = SourceFile(
            path: path, address: address, text: text, key: key, format: format, attributes: attributes, residency: residency, cache: facts, interner: interner
        ) {
            return cached
        }
        if let problem = NestingScan.problem(in: text) { throw InputError(path: path, message: problem) }
        return SourceFile(
            path: path, address: address, text: text, format: format, attributes: attributes, residency: residency, contentKey: key, interner: interner)
    }

}

/// The configuration governing each folder: `--config FILE` for all, else the nearest
/// `.remodel.yml`, each loaded once, with every error of every configuration loaded (the run goes
/// on with the keys that are valid and exits 2).
package final class ConfigurationLookup {
    private let explicit: Configuration?
    private var cache: [String: Configuration] = [:]
    package private(set) var errors: [InputError] = []

    /// Only a missing `--config` file throws.
    package init(configurationFile: String?, workingDirectory: URL) throws(ConfigurationError) {
        guard let configurationFile else {
            explicit = nil
            return
        }
        let url = FileDiscovery.resolve(configurationFile, against: workingDirectory)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw ConfigurationError(file: configurationFile, line: nil, message: "configuration file not found")
        }
        let (configuration, errors) = Configuration.loadReportingAll(from: url)
        explicit = configuration
        self.errors = errors.map { InputError(path: $0.file, line: $0.line, message: $0.message) }
    }

    package func configuration(for directory: URL) -> Configuration {
        if let explicit { return explicit }
        guard let found = Configuration.find(from: directory) else { return Configuration(rootDirectory: directory) }
        if let cached = cache[found.path] { return cached }
        let (loaded, errors) = Configuration.loadReportingAll(from: found)
        self.errors += errors.map { InputError(path: $0.file, line: $0.line, message: $0.message) }
        cache[found.path] = loaded
        return loaded
    }
}

extension Workspace {
    /// For `REMODEL_TIMING=1`: how many trees were parsed again after `--tree-memory` released
    /// them, and how many nodes the facts name.
    package func noteTreeResidency() {
        guard PhaseTimer.enabled else { return }
        var reparses = 0, reparsedFiles = 0, repeated = 0
        for count in files.map(\.handle.reparseCount) where count > 0 {
            reparses += count
            reparsedFiles += 1
            if count > 1 { repeated += 1 }
        }
        PhaseTimer.note("trees parsed again after release: \(reparses) (\(reparsedFiles) files, \(repeated) of them more than once); nodes named by facts: \(TreeResidency.slots(of: files.map(\.handle)))")
    }
}

/// Configurations by file: the distinct ones, and each file's slot among them.
struct ConfigurationTable {
    var distinct: [Configuration]
    /// In the order of the files.
    var slots: [Int]

    init(distinct: [Configuration], slots: [Int]) {
        self.distinct = distinct
        self.slots = slots
    }

    /// Found by equality with the configuration before (files come in folder order: a file
    /// shares most often the configuration before it).
    init(perFile configurations: [Configuration]) {
        distinct = []
        slots = []
        slots.reserveCapacity(configurations.count)
        for configuration in configurations {
            if distinct.last != configuration { distinct.append(configuration) }
            slots.append(distinct.count - 1)
        }
    }
}
