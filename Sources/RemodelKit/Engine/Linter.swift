import Foundation
import SwiftSyntax

/// Runs rules over a workspace: one pass per file, every enabled rule over the same tree, files in parallel.
public struct Linter: Sendable {
    public let rules: [any Rule]
    /// Opt-in rules the run asks for by id (`lint --only-rule`): they run without `opt_in_rules`.
    public let optedIn: Set<String>

    /// `rules`' descriptions, read once: a description is a large value (rationale, examples), and
    /// reading it through the existential copies it — once per file and rule otherwise.
    private let descriptions: [RuleDescription]

    /// The project questions the rules ask (`Rule.projectQuestions`), by name.
    let projectQuestions: [String: ProjectQuestion]

    public init(rules: [any Rule] = RuleRegistry.all.map { $0.init() }, optedIn: Set<String> = []) {
        self.rules = rules
        self.optedIn = optedIn
        self.descriptions = rules.map { $0.description }
        self.projectQuestions = Dictionary(rules.flatMap { type(of: $0).projectQuestions }.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// `progress` counts the files linted.
    public func lint(_ workspace: Workspace, progress: ProgressReporter? = nil) -> LintResult {
        let result = PhaseTimer.measure("rules") { lintFiles(workspace, progress: progress, incremental: nil).result }
        workspace.noteTreeResidency()
        RuleTimes.shared.report()
        return result
    }

    /// Lints like `lint`, reusing the findings `previous` stored for files this run's changes
    /// cannot affect (`IncrementalLintState`); returns the state to store for the next run.
    public func lint(
        _ workspace: Workspace, progress: ProgressReporter? = nil, previous: IncrementalLintState?
    ) -> (result: LintResult, state: IncrementalLintState, outcome: IncrementalLintState.Outcome) {
        let run = lintBuildingStateLater(workspace, progress: progress, previous: previous)
        return (run.result, run.state(), run.outcome)
    }

    /// Like `lint(_:progress:previous:)`, but returns the next run's state unbuilt: `state()`
    /// builds it (a few tenths of a second on a large project), so a caller can build and store it
    /// on one core while it reports on another. Call `state()` once.
    public func lintBuildingStateLater(
        _ workspace: Workspace, progress: ProgressReporter? = nil, previous: IncrementalLintState?
    ) -> (result: LintResult, state: @Sendable () -> IncrementalLintState, outcome: IncrementalLintState.Outcome) {
        let run = PhaseTimer.measure("rules") { lintFiles(workspace, progress: progress, incremental: previous ?? IncrementalLintState()) }
        workspace.noteTreeResidency()
        RuleTimes.shared.report()
        let outcome = run.outcome ?? .init(reused: 0, checked: workspace.lintedFiles.count)
        PhaseTimer.note("incremental: \(outcome.reused) files' findings reused, \(outcome.checked) checked")
        return (run.result, run.state ?? { IncrementalLintState() }, outcome)
    }

    /// One linted file's findings, what its checks read (nil when nothing is recorded), and
    /// whether they were reused from the stored state.
    private typealias FileOutcome = (findings: [Finding], scope: ReadScope?, reused: Bool)

    private func lintFiles(
        _ workspace: Workspace, progress: ProgressReporter?, incremental previous: IncrementalLintState?
    ) -> (result: LintResult, state: (@Sendable () -> IncrementalLintState)?, outcome: IncrementalLintState.Outcome?) {
        // Every file feeds the index; only `lintedFiles` are linted (all but for --stdin-filename).
        let linted = workspace.lintedFiles
        var enabled = Set<String>()
        // Files share a few configurations: each is asked once (a description is a large value).
        for configuration in workspace.lintedConfigurations {
            for index in descriptions.indices where configuration.isEnabled(descriptions[index], optedIn: optedIn) { enabled.insert(descriptions[index].id) }
        }
        // An incremental run records what every computation reads (`ReadTracking`): reads outside
        // a file's checks land in `root`.
        let root = ReadScope(owner: nil)
        // Every check's names, numbered once for the run (`ReadScope.seal`).
        let names = NameTable()
        let tracked = previous.map { trackedFiles(workspace, previous: $0) } ?? []
        // Both keys from one sort of the paths, and the names whose answers may have changed
        // worked out once, for the outlook's `$x` memo and for the decision: not for a state
        // without files (a first run with the cache), which has no memo and decides nothing (every
        // name of every file, 0.23 s on one core at 3,000,000 lines, asked of nobody).
        let keys = previous == nil ? nil : IncrementalLintState.keys(of: tracked)
        let changedNames = previous.flatMap { $0.files.isEmpty ? nil : $0.changedNames(in: tracked) }
        let migration = WorkspaceMigrationOutlook(
            workspace: workspace,
            scan: previous.flatMap { previous in keys.map { previous.projectionScan(for: tracked, configurationKey: $0.configuration, changedNames: changedNames) } })
        // Started ahead, beside the checks, only when some file to lint declares a class the index
        // knows as `ObservableObject` (prefer-observable asks about those alone): a pull request's
        // `--changed-since` run over views does not analyze the whole project's models. A check
        // that asks anyway computes it then, so this decides when, never what.
        let asksOutlook = descriptions.contains { enabled.contains($0.id) && $0.asksMigrationOutlook }
            && linted.contains { file in file.facts.types.contains { $0.kind == .class && workspace.index.isObservableObject($0.name) } }
        // The linted files whose text changed: checked early, below. The outlook, which the decision
        // waits for, starts first (it asks no carried fact): the project key and the carried facts
        // are worked out beside it.
        let changedFiles: [SourceFile] = previous == nil ? [] : {
            let changed = Set(tracked.lazy.filter { !$0.storedUnchanged }.map { ObjectIdentifier($0.file) })
            return linted.filter { changed.contains(ObjectIdentifier($0)) }
        }()
        if !changedFiles.isEmpty, asksOutlook { ReadTracking.recording(in: root) { migration.start() } }
        let projectKey = keys?.project ?? ""
        // The plain value types this change adds, removes or edits when nothing else about the
        // project's facts changed (`IncrementalLintState.plainChange`), worked out when first
        // asked: carried facts that ignore them are kept, and so are the project questions'
        // answers they cannot change (`ProjectQuestion.PlainTypeReach`).
        let plainChange = OnceValue { [index = workspace.index] in
            previous.flatMap { previous in PhaseTimer.measure("incremental: plain value type change") { previous.plainChange(in: tracked, index: index) } }
        }
        let seeded = previous?.seedCarriedFacts(Self.carriedFacts, into: workspace.index, projectKey: projectKey, plainChange: { plainChange.value }) ?? [:]
        if !seeded.isEmpty { PhaseTimer.note("incremental: carried from the last run: \(seeded.keys.sorted().joined(separator: ", "))") }
        let check = { @Sendable (file: SourceFile) -> FileOutcome in
            let configuration = workspace.configuration(for: file)
            // Rules see no package versions: the linter applies each rule's `requiredDependency`
            // itself (`lintPinned`), and the lint cache keys a file's configuration by what those
            // requirements find (`ConfigurationFingerprints`), not by every pin.
            var options = configuration.options
            options.dependencyVersions = [:]
            let context = RuleContext(index: workspace.index, options: options, migration: migration)
            guard previous != nil else { return (lint(file, configuration: configuration, context: context), nil, false) }
            let scope = ReadScope(owner: file.handle)
            let findings = ReadTracking.recording(in: scope) { lint(file, configuration: configuration, context: context) }
            scope.seal(with: names)
            return (findings, scope, false)
        }
        // A file whose text changed is checked whatever the decision below finds: the changed files
        // start on one core while it runs (mostly the migration outlook, on one thread).
        let early = changedFiles.isEmpty ? nil : { () -> (paths: [String: Int], checks: ParallelMapAhead<SourceFile, FileOutcome>) in
            progress?.begin("files linted", total: linted.count)
            let checks = ParallelMapAhead(changedFiles) { file in
                defer { progress?.advance() }
                return check(file)
            }
            return (Dictionary(changedFiles.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first }), checks)
        }()
        let reusable: Set<String>
        if let previous {
            let start = PhaseTimer.enabled ? DispatchTime.now().uptimeNanoseconds : 0
            // Built by now (the carried facts were seeded into it); taken once rather than through
            // its background value's lock by every question asked again on both cores.
            let index = workspace.index
            defer { if PhaseTimer.enabled { PhaseTimer.note("incremental: fingerprints and decision: \((DispatchTime.now().uptimeNanoseconds - start) / 1_000_000) ms") } }
            // Made only after a change of facts; nil when more than plain value types changed.
            let keepsAnswer = { [projectQuestions] (changedPaths: Set<String>) -> (@Sendable (String) -> Bool)? in
                plainChange.value.map { ProjectQuestion.keptAnswers(among: projectQuestions, plainTypes: $0, changedPaths: changedPaths) }
            }
            let decision = previous.reusable(
                for: tracked, linted: linted.count == workspace.files.count ? nil : Set(linted.map(\.path)), changedNames: changedNames,
                answer: [
                    WorkspaceMigrationOutlook.derivedName: migration.answer(forKey:),
                    ProjectQuestion.derivedName: { key in
                        ProjectQuestion.answer(forKey: key, among: projectQuestions, in: index) ?? "\u{0}unknown question"
                    },
                ],
                keepsAnswer: keepsAnswer)
            reusable = decision.files
            if let reason = decision.fullBecause { PhaseTimer.note("incremental: every file checked (\(reason))") }
        } else {
            reusable = []
        }
        let perFile: [FileOutcome] = optionallyRecording(in: previous == nil ? nil : root) {
            // Rules that ask what the migration keeps: its analysis runs beside them, not before
            // (not needed when every file's findings are reused).
            if early == nil, reusable.count < linted.count, asksOutlook { migration.start() }
            // Built once before the files run in parallel (most rules ask it), instead of inside the
            // first rule that asks while the other threads wait for it.
            _ = PhaseTimer.measure("semantics") { workspace.index.semantics }
            if early == nil { progress?.begin("files linted", total: linted.count) }
            let checkedEarly = early?.checks.finish() ?? []
            let perFile = parallelMap(linted) { file -> FileOutcome in
                if let index = early?.paths[file.path] { return checkedEarly[index] }
                defer { progress?.advance() }
                if reusable.contains(file.path), let findings = previous?.findings(of: file) { return (findings, nil, true) }
                return check(file)
            }
            progress?.finish()
            return perFile
        }
        let findings = perFile.lazy.map(\.findings).joined().sorted {
            ($0.diagnostic.path, $0.diagnostic.offset, $0.diagnostic.ruleID) < ($1.diagnostic.path, $1.diagnostic.offset, $1.diagnostic.ruleID)
        }
        let result = LintResult(
            findings: findings, inputErrors: workspace.inputErrors, fileCount: linted.count,
            rules: descriptions.filter { enabled.contains($0.id) || linted.isEmpty })
        guard let previous else { return (result, nil, nil) }
        let reused = perFile.count(where: \.reused)
        if PhaseTimer.enabled {
            let whole = perFile.count { $0.scope?.asksProject == true }
            let named = perFile.count { $0.scope?.asksProject == false && ($0.scope?.nameCount ?? 0) > 0 }
            PhaseTimer.note(
                "incremental: of \(perFile.count { $0.scope != nil }) files checked, \(whole) read the whole project index, \(named) asked it about names only")
        }
        let layered = reusable.count * 2 >= tracked.count
        let state = { @Sendable () -> IncrementalLintState in
            let start = PhaseTimer.enabled ? DispatchTime.now().uptimeNanoseconds : 0
            defer { if PhaseTimer.enabled { PhaseTimer.note("incremental: state built in \((DispatchTime.now().uptimeNanoseconds - start) / 1_000_000) ms") } }
            // Every file linted, in the same order (all but `--stdin-filename` runs): outcomes by
            // position, without hashing every path into a table.
            let aligned = linted.count == tracked.count && zip(linted, tracked).allSatisfy { $0 === $1.file }
            var byPath: [String: FileOutcome] = [:]
            if !aligned {
                byPath.reserveCapacity(linted.count)
                for (file, outcome) in zip(linted, perFile) { byPath[file.path] = outcome }
            }
            // Most entries reused: the next state starts as the stored one (`IncrementalStateBuilder`).
            var builder = layered ? IncrementalStateBuilder(layeredOn: previous) : IncrementalStateBuilder()
            builder.setGlobal(root)
            builder.setDerived(
                WorkspaceMigrationOutlook.derivedName, computed: migration.isComputed, reads: migration.reads, memo: migration.scanMemo, previous: previous)
            builder.setCarried(Self.carriedFacts, seeded: seeded, index: workspace.index, projectKey: projectKey, previous: previous)
            for (position, file) in tracked.enumerated() {
                let outcome = aligned ? perFile[position] : byPath[file.path]
                if let outcome, outcome.reused {
                    builder.carry(file, from: previous)
                } else if let outcome {
                    builder.record(file, findings: outcome.findings, scope: outcome.scope)
                } else {
                    builder.record(file, findings: nil, scope: nil)
                }
            }
            return builder.finished(paths: tracked.map(\.path))
        }
        return (result, state, .init(reused: reused, checked: linted.count - reused))
    }

    /// The project-wide facts an incremental run keeps for the next one (`CarriedFact`): each is a
    /// pure function of the files' facts and configuration that takes long to compute.
    static let carriedFacts: [any CarriedFact.Type] = [ModelRoles.self]

    /// Every file of the workspace as an incremental state sees it: content, configuration, facts
    /// and positions, hashed. A file whose text `previous` stored has its facts' and positions'
    /// fingerprints from there: both are functions of the text for one build (the state is stored
    /// under the build), and hashing them again took most of this on a large project.
    func trackedFiles(_ workspace: Workspace, previous: IncrementalLintState) -> [IncrementalFile] {
        // Files share a few configurations: each is described (through reflection) once.
        return parallelMap(Array(zip(workspace.files, workspace.configurationFingerprints))) { file, configuration in
            let content = file.contentKey ?? ContentHash(file.text)
            if let stored = previous.files[file.path], stored.content == content {
                return IncrementalFile(
                    file: file, content: content, configuration: configuration, facts: stored.facts, positions: stored.positions,
                    plainFacts: stored.plainFacts, storedUnchanged: true)
            }
            return IncrementalFile(
                file: file, content: content, configuration: configuration,
                facts: Self.factsFingerprint(of: file), positions: file.handle.positionsFingerprint, plainFacts: Self.plainFactsFingerprint(of: file))
        }
    }

    /// A file's facts fingerprint, with whether it parses (a file that does not is skipped by every rule).
    private static func factsFingerprint(of file: SourceFile) -> ContentHash {
        withParseStatus(file.facts.interfaceFingerprint, of: file)
    }

    /// `factsFingerprint` without the file's plain value types; nil when it declares none.
    private static func plainFactsFingerprint(of file: SourceFile) -> ContentHash? {
        file.facts.fingerprintWithoutPlainTypes.map { withParseStatus($0, of: file) }
    }

    private static func withParseStatus(_ fingerprint: ContentHash, of file: SourceFile) -> ContentHash {
        var hash = fingerprint
        hash.combine(file.hasSyntaxErrors ? "syntax errors" : "parses")
        return hash
    }

    private func optionallyRecording<T>(in scope: ReadScope?, _ body: () -> T) -> T {
        guard let scope else { return body() }
        return ReadTracking.recording(in: scope, body)
    }

    package func lint(_ file: SourceFile, configuration: Configuration, context: RuleContext) -> [Finding] {
        // The file's tree stays in memory while its rules run, whatever other files' checks parse.
        file.handle.pinned { lintPinned(file, configuration: configuration, context: context) }
    }

    private func lintPinned(_ file: SourceFile, configuration: Configuration, context: RuleContext) -> [Finding] {
        if file.hasSyntaxErrors {
            let position = SyntaxErrors.firstError(in: file.tree) ?? file.tree.position
            let location = file.location(of: position)
            let diagnostic = Diagnostic(
                path: file.path, line: location.line, column: location.column, severity: .error, ruleID: syntaxErrorRuleID,
                message: "file does not parse; Remodel skipped its rules (fix the syntax error first)", fix: nil, offset: position.utf8Offset)
            return [Finding(diagnostic: diagnostic, fix: nil, file: file)]
        }
        let suppressions = Suppressions(file: file)
        var findings: [Finding] = []
        for (rule, description) in zip(rules, descriptions) {
            guard configuration.isEnabled(description, optedIn: optedIn) else { continue }
            if let requirement = description.requiredDependency, configuration.options.pinsBelow(requirement) { continue }
            let start = PhaseTimer.enabled ? DispatchTime.now().uptimeNanoseconds : 0
            let readsBefore = PhaseTimer.enabled ? ReadTracking.scope?.projectReadCount ?? 0 : 0
            let namesBefore = PhaseTimer.enabled ? ReadTracking.scope?.nameCount ?? 0 : 0
            let violations = rule.check(file, context: context)
            if PhaseTimer.enabled {
                RuleTimes.shared.add(
                    description.id, DispatchTime.now().uptimeNanoseconds - start, readProject: (ReadTracking.scope?.projectReadCount ?? 0) > readsBefore,
                    readNames: (ReadTracking.scope?.nameCount ?? 0) > namesBefore)
            }
            for violation in violations {
                let location = file.location(of: violation.position)
                if !suppressions.isEmpty, suppressions.suppresses(description.id, line: location.line) { continue }
                let diagnostic = Diagnostic(
                    path: file.path, line: location.line, column: location.column, severity: violation.severity(configured: configuration.severity(of: description)),
                    ruleID: description.id, message: violation.message, fix: violation.fix?.applicability,
                    suggestion: violation.fix.flatMap { $0.applicability == .displayOnly ? $0.title : nil }, offset: violation.position.utf8Offset)
                findings.append(Finding(diagnostic: diagnostic, fix: violation.fix, file: file))
            }
        }
        return findings
    }
}

/// A value made the first time it is asked, once, whichever thread asks first.
private final class OnceValue<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var made: Value?
    private var make: (@Sendable () -> Value)?

    init(_ make: @escaping @Sendable () -> Value) { self.make = make }

    var value: Value {
        lock.withLock {
            if let made { return made }
            let value = make!()
            made = value
            make = nil
            return value
        }
    }
}
