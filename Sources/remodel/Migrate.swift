import ArgumentParser
import Foundation
import RemodelKit

struct Migrate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Migrate ObservableObject classes to @Observable (a dry run unless --write).",
        discussion: """
        Prints a unified diff and a summary: per class, migrated, kept (with the reason) or needing \
        manual work (file:line and reason). Use sites across the project follow their class: \
        @StateObject → @State, @ObservedObject → plain or @Bindable, @EnvironmentObject → \
        @Environment(T.self), .environmentObject → .environment, onReceive(model.$x) → onChange.

        --stage N applies exactly stage N of `remodel plan` (leaves first, then environment-injected \
        models, then models that hold others), decided in the same pass as the plan. The summary's \
        "N classes migrated" counts every class rewritten to @Observable, those that need manual work \
        included; --json's summary.migrated is the same number.

        --tca migrates The Composable Architecture features from WithViewStore/ViewStore to \
        @ObservableState instead (TCA 1.7 guide); it is never automatic.

        --write is all or nothing: every file is checked first (re-parses, writable, not read-only, \
        unchanged on disk), then all are replaced; if any step fails, files already replaced are \
        put back.

        Exit codes: 0 success; 1 some rewritten file would not parse or could not be written \
        (then nothing is written), or something is left for a person — a class needing manual work \
        or a manual item (the rest is written); 2 usage, configuration or input errors, or --write refused \
        files with uncommitted changes (use --allow-dirty).
        """
    )

    @OptionGroup var input: InputOptions
    @OptionGroup var treeMemory: TreeMemoryOption

    @Flag(help: "Apply the changes (each file re-parsed first, written atomically).")
    var write = false

    @Option(help: "Migrate only these classes (comma-separated) with their hierarchy and use sites.")
    var only: String?

    @Flag(help: "Track every plain stored var, private storage (cancellables, tasks, caches) included.")
    var trackAll = false

    @Flag(help: "Track plain stored vars, except private storage no view can reach (cancellables, tasks, caches). The default; kept for scripts.")
    var trackReadVars = false

    @Flag(help: "The old tracking policy: mark every plain stored var that was not @Published @ObservationIgnored (preserves ObservableObject's behaviour, and its stale-UI bugs).")
    var ignorePlainVars = false

    @Flag(help: "Rewrite $x Combine subscriptions (own chains into didSet and Tasks, others into observation loops) and migrate the class. The default; kept for scripts.")
    var rewriteCombine = false

    @Flag(help: "Keep every class whose $x publisher is subscribed to as ObservableObject (option A), as before option B became the default.")
    var keepCombine = false

    @Flag(help: "Print the summary and the diffs as JSON.")
    var json = false

    @Flag(help: "With --write, also rewrite files that have uncommitted changes in git.")
    var allowDirty = false

    @Flag(help: "With --write, also rewrite read-only files (they stay read-only).")
    var allowReadOnly = false

    @Option(help: "Apply only stage N of `remodel plan` (combined with --only: the classes in both).")
    var stage: Int?

    @Flag(help: "Migrate The Composable Architecture features (WithViewStore → @ObservableState) instead.")
    var tca = false

    @Option(name: .customLong("minimum-ios"), help: "With --tca: the deployment target (below 17 uses WithPerceptionTracking); default: minimum_ios from .remodel.yml, else 17.")
    var minimumIOS: Int?

    func validate() throws {
        if [trackAll, trackReadVars, ignorePlainVars].filter({ $0 }).count > 1 {
            throw ValidationError("--track-all, --track-read-vars and --ignore-plain-vars are three tracking policies; pick one")
        }
        if rewriteCombine, keepCombine {
            throw ValidationError("--rewrite-combine and --keep-combine contradict each other; pick one")
        }
    }

    func run() throws {
        let workspace = try input.loadWorkspace(residency: treeMemory.residency(defaultMegabytes: TreeResidency.migrationDefaultMegabytes))
        Terminal.reportInputErrors(workspace.inputErrors)
        let request = MigrationRequest(
            only: MigrationRequest.selection(only), trackAll: trackAll, trackReadVars: !ignorePlainVars, rewriteCombine: !keepCombine, stage: stage, tca: tca, minimumIOS: minimumIOS)
        let result: MigrationResult
        do throws(MigrationRequest.Failure) {
            let (computed, notes) = try request.run(workspace)
            for note in notes { Terminal.error(note) }
            result = computed
        } catch {
            switch error {
            case .invalid(let message): throw ValidationError(message)
            case .input(let message):
                Terminal.error(message)
                throw ExitCode(ExitStatus.inputError.rawValue)
            }
        }

        workspace.noteTreeResidency()
        let writeOptions = input.writeOptions(allowReadOnly: allowReadOnly)
        if write {
            let outcome = MigrationWriter.write(result, allowDirty: allowDirty, options: writeOptions)
            if !outcome.dirtyFiles.isEmpty {
                emitReport(result, written: false, refused: [])
                Terminal.error("error: refusing to write files with uncommitted changes (commit or stash them, or pass --allow-dirty):")
                for name in outcome.dirtyFiles { Terminal.error("  \(name)") }
                throw ExitCode(ExitStatus.inputError.rawValue)
            }
            if !outcome.refusals.isEmpty {
                emitReport(result, written: false, refused: Set(outcome.refusals.map(\.path)))
                var failure = WriteOutcome()
                failure.refusals = outcome.refusals
                failure.restored = outcome.restored
                Terminal.reportWriteFailure(failure)
                throw ExitCode(ExitStatus.violations.rawValue)
            }
            emitReport(result, written: true, refused: [])
            Terminal.error("Wrote \(outcome.written.count) file\(outcome.written.count == 1 ? "" : "s").")
        } else {
            // Exactly the checks --write makes, so the diff never shows a change it would refuse.
            let refusals = PhaseTimer.measure("re-parse rewritten files") { result.verificationRefusals(options: writeOptions) }
            PhaseTimer.measure("diff + report") { emitReport(result, written: false, refused: Set(refusals.map(\.path))) }
            if !refusals.isEmpty {
                for refusal in refusals { Terminal.error(refusal.description) }
                Terminal.error("error: --write would write nothing until these are resolved (changes are all or nothing)")
                throw ExitCode(ExitStatus.violations.rawValue)
            }
        }
        if !workspace.inputErrors.isEmpty { throw ExitCode(ExitStatus.inputError.rawValue) }
        // Something is left for a person (a manual class or item): the project may not build yet.
        if !result.manual.isEmpty || result.manualCount > 0 { throw ExitCode(ExitStatus.violations.rawValue) }
    }

    /// The diff (dry run) and summary; `refused` files show no diff, since --write would not write them.
    private func emitReport(_ result: MigrationResult, written: Bool, refused: Set<String>) {
        if json {
            Terminal.write(String(decoding: result.jsonData(), as: UTF8.self) + "\n")
            return
        }
        let colored = Terminal.standardOutputIsTerminal
        var output = ""
        if !written {
            for rewrite in result.rewrites where !refused.contains(rewrite.file.path) {
                let diff = rewrite.unifiedDiff
                output += colored ? UnifiedDiff.colorize(diff) : diff
            }
            if !result.rewrites.isEmpty { output += "\n" }
        }
        output += result.summaryText()
        Terminal.write(output)
    }
}
