import Foundation
import RemodelCore
import RemodelProject

/// The rules' view of the migration: one `ObservableMigration.decide()` over the workspace, run the
/// first time a rule asks (rules run in parallel; the others wait for that one answer), never when
/// no rule asks.
public final class WorkspaceMigrationOutlook: MigrationOutlook, @unchecked Sendable {
    private let workspace: Workspace
    private let lock = NSLock()
    private var reasons: [String: String]?

    public init(workspace: Workspace) { self.workspace = workspace }

    public func keepReason(ofClass qualifiedName: String, inFile path: String) -> String? {
        lock.lock()
        defer { lock.unlock() }
        if reasons == nil {
            var table: [String: String] = [:]
            for decision in ObservableMigration(workspace: workspace).decide().classes {
                guard let first = decision.disposition.keepReasons.first else { continue }
                table[Self.key(decision.name, decision.file)] = first.description
            }
            reasons = table
        }
        return reasons?[Self.key(qualifiedName, path)]
    }

    private static func key(_ name: String, _ file: String) -> String { file + "\u{0}" + name }
}
