import Foundation
import RemodelKit

/// What `remodel migrate` computes before printing or writing: shared by the command line and the
/// MCP server's `migrate_preview` / `migrate_apply` tools, so both produce the same rewrites.
struct MigrationRequest: Sendable {
    var only: Set<String>?
    var trackAll = false
    var stage: Int?
    var tca = false
    var minimumIOS: Int?

    enum Failure: Error {
        /// A combination of options that makes no sense (a usage error).
        case invalid(String)
        /// The request names something the codebase does not have (an input error).
        case input(String)
    }

    /// Parses `--only`'s comma-separated list.
    static func selection(_ list: String?) -> Set<String>? {
        list.map { Set($0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }) }
    }

    /// The migration, and the warnings and notes the command line prints on standard error.
    func run(_ workspace: Workspace) throws(Failure) -> (result: MigrationResult, notes: [String]) {
        var notes: [String] = []
        var selection = only
        if tca {
            if stage != nil { throw .invalid("--stage applies to the ObservableObject migration; TCA features migrate with --tca alone") }
            return (TCAMigration(workspace: workspace, options: TCAMigrationOptions(minimumIOS: minimumIOS, only: selection)).run(), notes)
        }
        if let selection {
            for name in selection.sorted() where !workspace.index.isObservableObject(name) {
                notes.append("warning: --only: no ObservableObject class named '\(name)'")
            }
        }
        if let stage {
            let classes = ModelMigrationPlan(workspace: workspace).classes(inStage: stage)
            guard !classes.isEmpty else {
                throw .input("error: the plan has no stage \(stage) (run `remodel plan` to see the stages)")
            }
            selection = selection.map { $0.intersection(classes) } ?? classes
        }
        let result = PhaseTimer.measure("migration") {
            ObservableMigration(workspace: workspace, options: MigrationOptions(only: selection, trackAll: trackAll)).run()
        }
        if TCAMigration.isApplicable(to: workspace) {
            notes.append("note: The Composable Architecture features found; run `remodel migrate --tca` to migrate them to @ObservableState")
        }
        return (result, notes)
    }
}
