import Foundation

/// What `remodel migrate` computes before printing or writing: shared by the command line and the
/// MCP server's `migrate_preview` / `migrate_apply` tools (`remodel-mcp`), so both produce the same
/// rewrites.
package struct MigrationRequest: Sendable {
    package var only: Set<String>?
    package var trackAll = false
    package var trackReadVars = true
    package var rewriteCombine = true
    package var stage: Int?
    package var tca = false
    package var minimumIOS: Int?

    package init(
        only: Set<String>? = nil, trackAll: Bool = false, trackReadVars: Bool = true, rewriteCombine: Bool = true, stage: Int? = nil,
        tca: Bool = false, minimumIOS: Int? = nil
    ) {
        (self.only, self.trackAll, self.trackReadVars, self.rewriteCombine) = (only, trackAll, trackReadVars, rewriteCombine)
        (self.stage, self.tca, self.minimumIOS) = (stage, tca, minimumIOS)
    }

    package enum Failure: Error {
        /// A combination of options that makes no sense (a usage error).
        case invalid(String)
        /// The request names something the codebase does not have (an input error).
        case input(String)
    }

    /// Parses `--only`'s comma-separated list.
    package static func selection(_ list: String?) -> Set<String>? {
        list.map { Set($0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }) }
    }

    /// The migration, and the warnings and notes the command line prints on standard error.
    package func run(_ workspace: Workspace) throws(Failure) -> (result: MigrationResult, notes: [String]) {
        var notes: [String] = []
        let selection = only
        if tca {
            if stage != nil { throw .invalid("--stage applies to the ObservableObject migration; TCA features migrate with --tca alone") }
            return (TCAMigration(workspace: workspace, options: TCAMigrationOptions(minimumIOS: minimumIOS, only: selection)).run(), notes)
        }
        if let selection {
            // A name that is no class of the project is a typo: stop (exit 2) and suggest; one that
            // is already @Observable is done, so re-running a scripted migration stays quiet.
            let index = workspace.index
            var unknown: [String] = []
            for name in selection.sorted() where !index.isObservableObject(ProjectIndex.simpleName(name)) {
                if index.isObservable(ProjectIndex.simpleName(name)) {
                    notes.append("note: --only: '\(name)' is already @Observable")
                } else {
                    unknown.append(name)
                }
            }
            if !unknown.isEmpty {
                let classes = index.typesByName.keys.filter { index.isObservableObject($0) }
                let messages = unknown.map { name in
                    "error: --only: no ObservableObject class named '\(name)'"
                        + (Suggestions.closest(to: ProjectIndex.simpleName(name), among: classes).map { " (did you mean '\($0)'?)" } ?? "")
                }
                throw .input(messages.joined(separator: "\n"))
            }
        }
        let migration = ObservableMigration(workspace: workspace, options: MigrationOptions(only: selection, trackAll: trackAll, trackReadVars: trackReadVars, rewriteCombine: rewriteCombine))
        let result: MigrationResult
        if let stage {
            // One analysis: the plan's stages come from the same decisions the migration applies.
            let staged = PhaseTimer.measure("migration") { migration.run(stage: stage) }
            guard let stageResult = staged.result else {
                throw .input("error: the plan has no stage \(stage) (run `remodel plan` to see the stages)")
            }
            result = stageResult
        } else {
            result = PhaseTimer.measure("migration") { migration.run() }
        }
        notes.append(contentsOf: DeploymentTargetHints.find(in: workspace))
        if TCAMigration.isApplicable(to: workspace) {
            notes.append("note: The Composable Architecture features found; run `remodel migrate --tca` to migrate them to @ObservableState")
        }
        return (result, notes)
    }
}
