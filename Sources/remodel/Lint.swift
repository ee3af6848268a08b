import ArgumentParser
import Foundation
import RemodelKit

extension ReporterKind: ExpressibleByArgument {}
extension WalkFloor: ExpressibleByArgument {}

struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Report violations of Remodel's rules.",
        discussion: """
        Exit codes: 0 nothing at error severity (with --strict: nothing at all; with --baseline: \
        nothing new; with --write-baseline: always, the findings are now recorded); 1 violations; \
        2 usage, configuration or input errors (including a missing or malformed baseline, \
        standard input that is not UTF-8 text with --stdin-filename, and --changed-since outside a \
        git work tree or with a ref that is not a commit).
        """
    )

    @OptionGroup var input: InputOptions

    @Option(help: "Output format: \(ReporterKind.allCases.map(\.rawValue).joined(separator: ", ")).")
    var reporter: ReporterKind = .text

    @Flag(help: "Exit 1 on warnings too.")
    var strict = false

    @Flag(help: "Apply safe fixes, then report what remains (display-only suggestions are never applied).")
    var fix = false

    @Flag(help: "With --fix, also apply unsafe fixes (they may need follow-up edits, e.g. `await` at call sites).")
    var unsafeFixes = false

    @Flag(help: "With --fix, also rewrite read-only files (they stay read-only).")
    var allowReadOnly = false

    @Flag(help: "With --fix, also rewrite files that have uncommitted changes in git.")
    var allowDirty = false

    @Option(name: .customLong("only-rule"), help: ArgumentHelp("Run only this rule (repeatable, or comma-separated), among those .remodel.yml enables.", valueName: "id"))
    var onlyRules: [String] = []

    @Option(name: .customLong("disable-rule"), help: ArgumentHelp("Do not run this rule (repeatable, or comma-separated).", valueName: "id"))
    var disabledRules: [String] = []

    @Flag(name: .shortAndLong, help: "Print the findings and errors only: no summary line, notes or progress messages.")
    var quiet = false

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the report to this file instead of standard output.", valueName: "file"), completion: .file())
    var output: String?

    @Flag(help: "Print how many findings each rule produced instead of the findings (text or json reporter).")
    var statistics = false

    @Option(help: ArgumentHelp("Report only findings not recorded in this baseline file.", valueName: "file"),
            completion: .file(extensions: ["json"]))
    var baseline: String?

    @Option(name: .customLong("write-baseline"),
            help: ArgumentHelp("Record every current finding in this baseline file (then violations do not fail the run).", valueName: "file"),
            completion: .file(extensions: ["json"]))
    var writeBaseline: String?

    @Option(name: .customLong("stdin-filename"),
            help: ArgumentHelp(
                "Lint standard input as the file at this path (its configuration, excludes and project); with --fix, print the fixed text instead of writing.",
                valueName: "path"),
            completion: .file(extensions: ["swift"]))
    var stdinFilename: String?

    @Option(name: .customLong("changed-since"),
            help: ArgumentHelp(
                "Report findings only in files changed since this git ref (committed, staged, unstaged or untracked); the whole project is still read.",
                valueName: "ref"))
    var changedSince: String?

    @Option(name: .customLong("cache-path"),
            help: ArgumentHelp("Keep the lint cache in this folder (default: remodel/ in the user cache folder).", valueName: "folder"),
            completion: .directory)
    var cachePath: String?

    @Flag(name: .customLong("no-cache"), help: "Neither read nor write the lint cache.")
    var noCache = false

    @OptionGroup var treeMemory: TreeMemoryOption

    /// For the build-tool plugin: a file written after a run that does not fail, so the build
    /// system (which runs commands for their outputs) has an output to track.
    @Option(help: .hidden)
    var stamp: String?

    func validate() throws {
        if statistics, reporter != .text, reporter != .json {
            throw ValidationError("--statistics prints text or json; use --reporter text or --reporter json")
        }
        if stdinFilename != nil, writeBaseline != nil {
            throw ValidationError("--write-baseline records a whole project; it cannot be used with --stdin-filename")
        }
        if changedSince != nil, writeBaseline != nil {
            throw ValidationError("--write-baseline records a whole project; it cannot be used with --changed-since")
        }
        if changedSince != nil, stdinFilename != nil {
            throw ValidationError("--changed-since cannot be used with --stdin-filename")
        }
        if noCache, cachePath != nil {
            throw ValidationError("--no-cache and --cache-path contradict each other; use one")
        }
    }

    func run() throws {
        // A broken baseline is an input error found before any work is done.
        var recorded: (baseline: Baseline, path: String)?
        if let baseline {
            do { recorded = (try Baseline.load(from: URL(fileURLWithPath: baseline)), baseline) } catch {
                Terminal.error(error.description)
                throw ExitCode(ExitStatus.inputError.rawValue)
            }
        }
        let linter = Linter(rules: try selectedRules(), optedIn: Set(onlyRuleIDs))
        var result: LintResult
        // With --stdin-filename --fix: the bytes to print instead of writing a file.
        var fixedInput: Data?
        // The plain run (no --fix, no standard input, no --write-baseline) may come from the cache.
        var cached: (cache: LintCache, slot: ContentHash, key: ContentHash)?
        let notes = NoteLog(quiet: quiet)
        // The per-file state and the facts being stored for the next run: finished before the
        // process ends.
        var cacheStored: BackgroundValue<Void>?
        // The Xcode projects as read, stored beside the files' loading; so are the files' hashes by identity.
        var projectsStored: BackgroundValue<Void>?
        var statsStored: BackgroundValue<Void>?
        defer {
            _ = cacheStored?.value
            _ = projectsStored?.value
            _ = statsStored?.value
            LeftForExit.keep(cacheStored as Any)
        }
        if let stdinFilename {
            let bytes = FileHandle.standardInput.readDataToEndOfFile()
            let standardInput = try input.loadStandardInput(bytes, as: stdinFilename)
            if fix, let file = standardInput.file {
                let plan = FixApplier.plan(standardInput.workspace, linter: linter, includeUnsafe: unsafeFixes)
                result = plan.result
                if let write = plan.writes.first {
                    // The same check as a write to disk: a rewrite that would not parse is refused.
                    if let refusal = SafeWriter.verify(write.newText, path: file.path, parsedBefore: !file.hasSyntaxErrors).refusal {
                        FileHandle.standardOutput.write(bytes)
                        Terminal.error(refusal.description)
                        throw ExitCode(ExitStatus.violations.rawValue)
                    }
                }
                fixedInput = plan.writes.first.map { Data(SafeWriter.bytes(of: $0.newText, format: file.format)) } ?? bytes
                if plan.appliedCount > 0 { notes.note("Fixed \(plan.appliedCount) violation\(plan.appliedCount == 1 ? "" : "s") in \(file.path).") }
            } else {
                result = linter.lint(standardInput.workspace)
                // Excluded, or not decodable: the text goes back unchanged, so an editor that
                // replaces its buffer with the output never loses it.
                if fix { fixedInput = bytes }
            }
        } else if fix {
            let workspace = try input.loadWorkspace(progress: progress, lintOnly: try changedFilter())
            let plan = FixApplier.plan(workspace, linter: linter, includeUnsafe: unsafeFixes)
            result = plan.result
            if !plan.writes.isEmpty {
                // The same promise as migrate --write: never over uncommitted work unless asked.
                let dirty = allowDirty ? [] : MigrationWriter.dirtyFiles(plan.writes.map(\.file))
                if !dirty.isEmpty {
                    Terminal.error("error: refusing to fix files with uncommitted changes (commit or stash them, or pass --allow-dirty):")
                    for name in dirty { Terminal.error("  \(name)") }
                    throw ExitCode(ExitStatus.inputError.rawValue)
                }
                let outcome = SafeWriter.commit(plan.writes, options: input.writeOptions(allowReadOnly: allowReadOnly))
                if !outcome.refusals.isEmpty {
                    Terminal.reportWriteFailure(outcome)
                    throw ExitCode(ExitStatus.violations.rawValue)
                }
                notes.note("Fixed \(plan.appliedCount) violation\(plan.appliedCount == 1 ? "" : "s") in \(outcome.written.count) file\(outcome.written.count == 1 ? "" : "s").")
            }
            for hint in Self.hints(workspace) { notes.note(hint) }
        } else {
            // The stored run's stat memo, read first: a run after another over the project finds
            // most facts in the cache and parses few trees (`Allocator.limitArenas`), which is
            // decided before any thread starts (`git`, for --changed-since, starts one).
            let cache = writeBaseline == nil ? lintCache : nil
            let projectSlot = LintCache.slot(context: projectSlotContext)
            let stats = cache?.loadStats(slot: projectSlot, key: buildIdentity)
            if stats?.isEmpty == false { Allocator.limitArenas(perCore: 4) }
            let changed = try changedFiles()
            let workspace: Workspace
            // One residency for the run (the option makes a new one each time it is asked).
            let residency = treeMemory.residency(defaultMegabytes: TreeResidency.defaultMegabytes)
            // The per-file half of the cache (findings of files a change cannot affect), under a
            // key of everything but the files.
            var fileState: (slot: ContentHash, key: ContentHash)?
            // Read and decoded on another core while the files load (nil when none is stored).
            var storedState: BackgroundValue<IncrementalLintState?>?
            // The third: every file's facts by content, so an unchanged file is not parsed.
            var facts: (cache: LintCache, slot: ContentHash, loaded: FactsCache)?
            // The facts stored, beside the checks.
            var factsStored: BackgroundValue<Void>?
            if let cache, let stats {
                // The report and the per-file state under a slot of the project and the options;
                // what depends on the files alone (their facts, the stat memo, the projects as
                // read) under one of the project only, which every set of options shares.
                let slot = LintCache.slot(context: cacheSlotContext)
                let projects = cache.loadProjects(slot: projectSlot, key: buildIdentity)
                var files = try input.readInput(projects: projects, stats: stats)
                let identity = buildIdentity
                let storeStatsIfChanged = {
                    if stats.needsStoring {
                        statsStored = BackgroundValue { _ = cache.storeStats(stats, slot: projectSlot, key: identity) && cache.markSharedSlot(projectSlot) }
                    }
                }
                if projects.needsStoring {
                    projectsStored = BackgroundValue { _ = cache.storeProjects(projects, slot: projectSlot, key: identity) && cache.markSharedSlot(projectSlot) }
                }
                // Files `stat` found unchanged were not read: with every file answered that way,
                // enough to find a stored result; a run that lints reads them first, and is keyed
                // by what it read (after a file that changed, the rest were read already).
                if files.hasUnreadFiles, !stats.hasMissed, let probe = LintCache.key(of: files, context: cacheContext(changed: changed)),
                   let entry = cache.load(slot: slot, key: probe) {
                    storeStatsIfChanged()
                    return try replay(entry)
                }
                // The facts of earlier runs, read and checked on another core while the run's key is
                // computed on this one. The files the stat memo answered stay unread: the load takes
                // their facts from there by the hash the memo gave, and reads a file only when
                // something asks for its text (`FileText`). Without a facts cache (every tree kept)
                // they are read now.
                let factsRead = residency == nil
                    ? nil : BackgroundValue { PhaseTimer.measure("facts cache read") { cache.loadFacts(slot: projectSlot, key: identity) } }
                if factsRead == nil { files = files.completed(fileTimeBudget: InputOptions.fileTimeBudget, stats: stats) }
                let key = LintCache.key(of: files, context: cacheContext(changed: changed))
                storeStatsIfChanged()
                if let key {
                    if let entry = cache.load(slot: slot, key: key) { return try replay(entry) }
                    cached = (cache, slot, key)
                    // The per-file state under a slot of what findings depend on, which runs that
                    // differ only in how they report share.
                    var stateKey = ContentHash()
                    for part in findingsContext(changed: changed) { stateKey.combine(part) }
                    stateKey.combine(files.fallback.fingerprint)
                    let findingsSlot = LintCache.slot(context: findingsSlotContext)
                    fileState = (findingsSlot, stateKey)
                    storedState = BackgroundValue { [stateKey] in cache.loadFileState(slot: findingsSlot, key: stateKey) }
                    if let factsRead { facts = (cache, projectSlot, factsRead.value) }
                }
                workspace = try input.loadWorkspace(
                    files, progress: progress, lintOnly: Self.filter(changed), residency: residency, facts: facts?.loaded)
                // The load decodes the bytes that were hashed; a file it had to read again and
                // found changed (or could not load) makes a result that is not stored.
                if !files.matches(workspace) { cached = nil }
                // A run that parsed few files stores a delta, which needs none of the stored base's
                // bytes (78 MB at 3,000,000 lines): they go now instead of at the end.
                if let facts, facts.loaded.hasBase, workspace.files.count(where: { !$0.fromCache }) * 10 < workspace.files.count {
                    facts.loaded.releaseBase()
                }
                // A file's facts depend on its text alone: they are encoded and stored as soon as
                // the files are loaded, on another core beside the checks, instead of after them
                // (the whole store is 78 MB at 3,000,000 lines, at the end of the run where its
                // memory peaks, and its time was spent after the report).
                if cached != nil, let facts {
                    factsStored = BackgroundValue { [workspace] in
                        if let update = PhaseTimer.measure("facts encoded", { facts.loaded.updated(with: workspace.files) }) {
                            PhaseTimer.measure(update.isDelta ? "facts written (delta)" : "facts written") {
                                _ = facts.cache.storeFacts(update, slot: facts.slot, key: identity) && facts.cache.markSharedSlot(facts.slot)
                            }
                        }
                    }
                    cacheStored = factsStored
                }
            } else {
                workspace = try input.loadWorkspace(progress: progress, lintOnly: Self.filter(changed), residency: residency)
            }
            LeftForExit.keep(workspace)
            if let cached, let fileState {
                let run = linter.lintBuildingStateLater(workspace, progress: progress, previous: storedState?.value ?? nil)
                result = run.result
                if PhaseTimer.enabled {
                    PhaseTimer.note("texts: \(workspace.files.count(where: \.loadedUnread)) files loaded unread, \(FileText.readLater.value) read later")
                }
                let state = result.inputErrors.isEmpty ? run.state : nil
                // Built and written on one core while this one reports.
                cacheStored = BackgroundValue { [factsStored] in
                    if let state {
                        let state = state()
                        PhaseTimer.measure("per-file state written") {
                            _ = cached.cache.storeFileState(state, slot: fileState.slot, key: fileState.key) && cached.cache.markSharedSlot(fileState.slot)
                        }
                    }
                    factsStored?.value
                }
            } else {
                result = linter.lint(workspace, progress: progress)
            }
            for hint in Self.hints(workspace) { notes.note(hint) }
        }
        if let writeBaseline {
            let url = URL(fileURLWithPath: writeBaseline)
            do { try Baseline(recording: result, relativeTo: url.deletingLastPathComponent()).write(to: url) } catch {
                Terminal.error(error.description)
                throw ExitCode(ExitStatus.inputError.rawValue)
            }
            notes.note("Wrote \(result.findings.count) finding\(result.findings.count == 1 ? "" : "s") to the baseline \(writeBaseline).")
        }
        if case let (recordedBaseline, path)? = recorded {
            let (filtered, suppressed) = recordedBaseline.filter(result, relativeTo: URL(fileURLWithPath: path).deletingLastPathComponent())
            result = filtered
            if suppressed > 0 { notes.note("\(suppressed) finding\(suppressed == 1 ? "" : "s") suppressed by the baseline \(path).") }
        }
        LeftForExit.keep(result)
        let report: String
        if statistics {
            let table = LintStatistics(result)
            report = reporter == .json ? table.renderJSON() : table.renderText()
        } else if quiet, reporter == .text {
            report = TextReporter(colored: output == nil && fixedInput == nil && Terminal.standardOutputIsTerminal, summary: false).render(result)
        } else {
            report = reporter.render(result, colored: reporter == .text && output == nil && fixedInput == nil && Terminal.standardOutputIsTerminal)
        }
        let stepSummary = reporter == .github && !statistics ? GitHubReporter().stepSummary(result) : nil
        let failed = result.errorCount > 0 || (strict && result.warningCount > 0)
        if let cached, result.inputErrors.isEmpty {
            cached.cache.store(LintCache.Entry(notes: notes.lines, stepSummary: stepSummary, report: report, failed: failed), slot: cached.slot, key: cached.key)
        }
        try emit(report: report, stepSummary: stepSummary, fixedInput: fixedInput)
        if let fixedInput { FileHandle.standardOutput.write(fixedInput) }
        Terminal.reportInputErrors(result.inputErrors)
        if !result.inputErrors.isEmpty { throw ExitCode(ExitStatus.inputError.rawValue) }
        if writeBaseline != nil { return try writeStamp() }
        if failed { throw ExitCode(ExitStatus.violations.rawValue) }
        try writeStamp()
    }

    /// Writes the report (and the GitHub job summary) where this run's options send it.
    private func emit(report: String, stepSummary: String?, fixedInput: Data?) throws {
        if let stepSummary, let summaryPath = ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"], !summaryPath.isEmpty {
            Self.append(stepSummary, to: summaryPath)
        }
        if let output {
            do { try Data(report.utf8).write(to: URL(fileURLWithPath: output), options: .atomic) } catch {
                Terminal.error("error: cannot write the report to \(output): \(error.localizedDescription)")
                throw ExitCode(ExitStatus.inputError.rawValue)
            }
        } else if fixedInput != nil {
            // Standard output carries the fixed text; the report goes to standard error.
            if !report.isEmpty { FileHandle.standardError.write(Data(report.utf8)) }
        } else {
            Terminal.write(report)
        }
    }

    /// A cached run, printed as it was printed the first time, with the same exit status.
    private func replay(_ entry: LintCache.Entry) throws {
        for line in entry.notes { Terminal.error(line) }
        try emit(report: entry.report, stepSummary: entry.stepSummary, fixedInput: nil)
        if entry.failed { throw ExitCode(ExitStatus.violations.rawValue) }
        try writeStamp()
    }

    /// Files named on the command line resolve like git's paths: absolute, symbolic links resolved.
    private static func resolvedPath(_ url: URL) -> String {
        url.resolvingSymlinksInPath().standardizedFileURL.path
    }

    /// With --changed-since: the files changed since the ref (absolute, resolved); exits 2 when
    /// git cannot tell.
    private func changedFiles() throws -> Set<String>? {
        guard let changedSince else { return nil }
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let directories = (input.paths.isEmpty ? ["."] : input.paths).map { path -> URL in
            let url = FileDiscovery.resolve(path, against: cwd)
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
            return exists && isDirectory.boolValue ? url : url.deletingLastPathComponent()
        }
        do { return try GitWorkTree.changedFiles(since: changedSince, in: directories) } catch {
            Terminal.error(error.description)
            throw ExitCode(ExitStatus.inputError.rawValue)
        }
    }

    private func changedFilter() throws -> (@Sendable (URL) -> Bool)? {
        Self.filter(try changedFiles())
    }

    /// The notes about build settings Remodel could not settle (the files grouped once for both).
    private static func hints(_ workspace: Workspace) -> [String] {
        let groups = workspace.lintedFilesByConfiguration
        return DefaultIsolationHints.find(in: groups) + DeploymentTargetHints.find(in: groups)
    }

    private static func filter(_ changed: Set<String>?) -> (@Sendable (URL) -> Bool)? {
        guard let changed else { return nil }
        return { url in changed.contains(resolvedPath(url)) }
    }

    /// On a terminal, for people: files parsed / linted on standard error in runs over a second.
    private var progress: ProgressReporter? {
        ProgressReporter.standardError(wanted: reporter == .text && !quiet && stdinFilename == nil)
    }

    private var lintCache: LintCache? {
        // A timed run (REMODEL_TIMING=1) measures the work, not the cache, unless --cache-path names one.
        if noCache || (PhaseTimer.enabled && cachePath == nil) { return nil }
        if let cachePath { return LintCache(directory: URL(fileURLWithPath: cachePath)) }
        return LintCache.defaultDirectory().map(LintCache.init(directory:))
    }

    /// Which project a run is (its working directory, configuration file and paths), whatever the
    /// options: the slot of what depends on the files alone — their facts, the stat memo, the
    /// projects as read — so `lint`, `lint --reporter sarif` and `lint --changed-since REF` over one
    /// project share them (each set of options keeps its own report and per-file state).
    private var projectSlotContext: [String] {
        [RemodelVersion.current, FileManager.default.currentDirectoryPath, input.config ?? ""] + input.paths
    }

    /// What the per-file state (each file's findings and what its checks read) depends on besides
    /// the project: the rules selected and, with `--changed-since`, the ref (a pull request's runs
    /// keep their own state) — not how findings are reported, so `lint`, `lint --quiet` and
    /// `lint --reporter sarif` share it (a baseline filters findings after they are stored).
    private var findingsSlotContext: [String] {
        projectSlotContext + ["changed since: " + (changedSince ?? ""), onlyRules.joined(separator: ","), disabledRules.joined(separator: ",")]
    }

    /// The per-file state's key, with the files' fallback configuration: `findingsSlotContext`, the
    /// build, the rules it has, the time budget and, with `--changed-since`, the changed files.
    private func findingsContext(changed: Set<String>?) -> [String] {
        var context = findingsSlotContext
        // A rebuilt binary may behave differently under the same version.
        context.append(Self.buildStamp)
        context.append(RuleRegistry.ids.joined(separator: ","))
        context.append("time budget: \(InputOptions.fileTimeBudget)")
        if let changed { context.append(changed.sorted().joined(separator: "\n")) }
        return context
    }

    /// The options that change how findings are reported, not which ones there are.
    private var reportingOptions: [String] {
        [reporter.rawValue, "\(strict)", "\(quiet)", "\(statistics)", output ?? "", baseline ?? ""]
    }

    /// Which project and options a run is: the cache slot its report replaces.
    private var cacheSlotContext: [String] { findingsSlotContext + reportingOptions }

    /// The executable's modification date and size: a rebuilt binary may behave differently (and
    /// index differently) under the same version.
    private static let buildStamp: String = {
        let attributes = try? FileManager.default.attributesOfItem(atPath: executablePath)
        return "\((attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0) \((attributes?[.size] as? NSNumber)?.intValue ?? 0)"
    }()

    /// The running binary. On Linux read from `/proc/self/exe`: `Bundle.main` lists the binary's
    /// whole folder looking for an `Info.plist` (a few milliseconds of every warm run, more in a
    /// large folder such as `/usr/local/bin`).
    private static var executablePath: String {
        #if os(Linux)
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
        #endif
        return Bundle.main.executablePath ?? CommandLine.arguments[0]
    }

    /// What the facts cache is valid for: this version and build of Remodel.
    private var buildIdentity: ContentHash {
        var key = ContentHash(RemodelVersion.current)
        key.combine(Self.buildStamp)
        return key
    }

    /// Everything besides the files that the output depends on: what the findings depend on, and
    /// how they are reported.
    private func cacheContext(changed: Set<String>?) -> [String] {
        var context = findingsContext(changed: changed) + reportingOptions
        context.append("colored: \(reporter == .text && output == nil && Terminal.standardOutputIsTerminal)")
        if let baseline, let bytes = FileManager.default.contents(atPath: baseline) { context.append(ContentHash([UInt8](bytes)).description) }
        return context
    }

    /// Appends to the job summary file GitHub Actions provides; a failure is only a note.
    private static func append(_ text: String, to path: String) {
        guard let handle = FileHandle(forWritingAtPath: path) ?? (FileManager.default.createFile(atPath: path, contents: nil) ? FileHandle(forWritingAtPath: path) : nil) else {
            Terminal.error("note: cannot write the job summary to \(path)")
            return
        }
        handle.seekToEndOfFile()
        handle.write(Data(text.utf8))
        handle.closeFile()
    }


    /// All rules, narrowed by --only-rule and --disable-rule; an unknown id stops the run (exit 2).
    private var onlyRuleIDs: [String] {
        onlyRules.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }.filter { !$0.isEmpty }
    }

    private func selectedRules() throws -> [any Rule] {
        let only = onlyRuleIDs
        let disabled = disabledRules.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }.filter { !$0.isEmpty }
        let unknown = (only + disabled).filter { RuleRegistry.rule(id: $0) == nil }
        if !unknown.isEmpty {
            for id in unknown {
                let suggestion = Suggestions.closest(to: id, among: RuleRegistry.ids).map { " (did you mean '\($0)'?)" } ?? ""
                Terminal.error("error: unknown rule '\(id)'\(suggestion); run `remodel rules` for the list")
            }
            throw ExitCode(ExitStatus.inputError.rawValue)
        }
        return RuleRegistry.all.map { $0.init() }.filter { rule in
            (only.isEmpty || only.contains(rule.description.id)) && !disabled.contains(rule.description.id)
        }
    }

    private func writeStamp() throws {
        guard let stamp else { return }
        let text = "// Written by remodel lint for the Remodel build-tool plugin; intentionally empty.\n"
        do { try Data(text.utf8).write(to: URL(fileURLWithPath: stamp), options: .atomic) } catch {
            Terminal.error("error: cannot write \(stamp): \(error.localizedDescription)")
            throw ExitCode(ExitStatus.inputError.rawValue)
        }
    }
}

/// Messages for people on standard error, silenced by --quiet; kept in order for the cache.
final class NoteLog {
    let quiet: Bool
    private(set) var lines: [String] = []

    init(quiet: Bool) { self.quiet = quiet }

    func note(_ message: String) {
        guard !quiet else { return }
        Terminal.error(message)
        lines.append(message)
    }
}

struct Rules: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the rule catalogue.")

    @Flag(help: "Print the catalogue as JSON (id, title, impact, defaultSeverity, fix, fixAvailability, fixApplicability, tags, optIn, summary, documentationURL).")
    var json = false

    func run() {
        if json {
            Terminal.write(RuleCatalogue.json())
            return
        }
        let rules = RuleRegistry.all.map { $0.description }
        let width = rules.map(\.id.count).max() ?? 0
        for rule in rules {
            let id = rule.id.padding(toLength: width, withPad: " ", startingAt: 0)
            let impact = rule.impact.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)
            let fix = rule.fix.availability == .never ? "" : " [fix: \(rule.fix.availability.rawValue), \(rule.fix.orderedApplicabilities.map(\.rawValue).joined(separator: "/"))]"
            Terminal.write("\(id)  \(impact)  \(rule.title)\(fix)\(rule.optIn ? " [opt-in]" : "")\n")
        }
    }
}

struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Print one rule's full documentation.")

    @Argument(help: "A rule id, as listed by `remodel rules`.")
    var ruleID: String

    func run() throws {
        guard let rule = RuleRegistry.rule(id: ruleID) else {
            Terminal.error("error: unknown rule '\(ruleID)' (run `remodel rules` for the list)")
            throw ExitCode(ExitStatus.inputError.rawValue)
        }
        Terminal.write(RuleDocumentation.markdown(for: rule.description))
    }
}

struct ParseFloor: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "parse-floor",
        abstract: "Discover, read and parse only (no facts, no rules) and print lines per second — the benchmark's floor.",
        shouldDisplay: false)

    @Argument(help: "Files or folders to read.")
    var paths: [String] = []

    @Option(help: "Also walk every node of each tree: `visitor` (a SyntaxVisitor doing nothing) or `raw` (the raw layout, no Syntax nodes made).")
    var walk: WalkFloor?

    func run() throws {
        let (files, lines, seconds) = try Workspace.measureParseFloor(paths: paths, walk: walk)
        Terminal.write("parse floor: \(files) files, \(lines) lines in \(String(format: "%.3f", seconds)) s = \(Int(Double(lines) / seconds)) lines/s\n")
    }
}

struct GenerateDocs: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate-docs", abstract: "Regenerate docs/rules from the rules' metadata.", shouldDisplay: false)

    @Argument(help: "Output folder.")
    var output = "docs/rules"

    func run() throws {
        let changed = try RuleDocumentation.write(to: URL(fileURLWithPath: output))
        Terminal.write(changed.isEmpty ? "docs are up to date\n" : "updated: \(changed.joined(separator: ", "))\n")
    }
}
