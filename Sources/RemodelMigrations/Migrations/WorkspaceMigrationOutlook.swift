import Foundation
import RemodelCore
import RemodelProject

/// The rules' view of the migration: one `ObservableMigration.keepDecisions()` over the workspace.
/// `start()` computes it on a background thread while the rules run; a rule that asks before it is
/// ready waits for that one answer (or computes it, if it asks first). Nothing is computed when no
/// rule asks and nobody starts it.
public final class WorkspaceMigrationOutlook: MigrationOutlook, @unchecked Sendable {
    private let workspace: Workspace
    private let lock = NSLock()
    private var reasons: [String: String]?

    public init(workspace: Workspace) { self.workspace = workspace }

    /// Begins the analysis in the background (call it when a rule that asks is enabled).
    public func start() {
        let thread = Thread { [self] in _ = table() }
        thread.stackSize = 8 << 20
        thread.start()
    }

    public func keepReason(ofClass qualifiedName: String, inFile path: String) -> String? {
        table()[Self.key(qualifiedName, path)]
    }

    private func table() -> [String: String] {
        lock.lock()
        defer { lock.unlock() }
        if let reasons { return reasons }
        var table: [String: String] = [:]
        for decision in ObservableMigration(workspace: workspace).keepDecisions().classes {
            guard let first = decision.disposition.keepReasons.first else { continue }
            table[Self.key(decision.name, decision.file)] = first.description
        }
        reasons = table
        return table
    }

    private static func key(_ name: String, _ file: String) -> String { file + "\u{0}" + name }
}
