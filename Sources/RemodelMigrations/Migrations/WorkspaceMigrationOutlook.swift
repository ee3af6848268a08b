import Foundation
import RemodelCore
import RemodelProject

/// The rules' view of the migration: one `ObservableMigration.keepDecisions()` over the workspace.
/// `start()` computes it on a background thread while the rules run; a rule that asks before it is
/// ready waits for that one answer (or computes it, if it asks first). Nothing is computed when no
/// rule asks and nobody starts it.
///
/// A check that asks depends on the answer it got (`ReadTracking.noteDerived`), not on every
/// model the analysis read: after a change, an incremental lint computes the analysis again
/// (`answer(forKey:)`) and re-checks only the files whose answers differ.
public final class WorkspaceMigrationOutlook: MigrationOutlook {
    /// The name its answers are recorded under.
    public static let derivedName = "migration-outlook"

    /// `file NUL qualified name` → the first keep reason, for the classes the migration keeps; with
    /// the memo of the analysis's `$x` scan, when a lint carries it between runs.
    private let reasons: LazyBox<(table: [String: String], scan: ProjectionScanMemo?)>

    /// `scan`: the previous run's memo and this run's content hashes (an incremental lint).
    public init(workspace: Workspace, scan: ProjectionScanInput? = nil) {
        reasons = LazyBox(label: "migration outlook") {
            var table: [String: String] = [:]
            let (decisions, memo) = PhaseTimer.measure("migration outlook computed") { ObservableMigration(workspace: workspace).keepDecisions(scan: scan) }
            for decision in decisions.classes {
                guard let first = decision.disposition.keepReasons.first else { continue }
                table[Self.key(decision.name, decision.file)] = first.description
            }
            return (table, memo)
        }
    }

    /// The memo this run's analysis left, encoded (nil when it was not computed, or kept none).
    public var scanMemo: [UInt8]? { reasons.isComputed ? reasons.computed.value.scan?.encoded() : nil }

    /// Begins the analysis in the background (call it when a rule that asks is enabled).
    public func start() {
        let reasons = reasons
        // When the caller records reads, the analysis records its own (`ReadTracking`): every
        // check that asks for a keep reason then depends on what the analysis read.
        let recording = ReadTracking.scope != nil
        let thread = Thread {
            if recording {
                ReadTracking.recording(in: ReadScope(owner: nil)) { _ = reasons.wrapped }
            } else {
                _ = reasons.wrapped
            }
        }
        thread.stackSize = 8 << 20
        thread.start()
    }

    public func keepReason(ofClass qualifiedName: String, inFile path: String) -> String? {
        let key = Self.key(qualifiedName, path)
        let reason = reasons.computed.value.table[key]
        ReadTracking.noteDerived(Self.derivedName, key: key, answer: Self.answer(reason))
        return reason
    }

    /// The answer `keepReason` records for a key, computing the analysis (and recording what it
    /// reads) when it was not yet.
    public func answer(forKey key: String) -> String {
        let table = ReadTracking.recording(in: .discarding) { reasons.computed.value.table }
        return Self.answer(table[key])
    }

    /// Whether the analysis was computed this run.
    public var isComputed: Bool { reasons.isComputed }

    /// What the analysis read (nil when it read nothing, or was not computed).
    public var reads: ReadGroup? { reasons.isComputed ? reasons.computed.reads : nil }

    private static func answer(_ reason: String?) -> String { reason.map { "keep: " + $0 } ?? "migrate" }

    private static func key(_ name: String, _ file: String) -> String { file + "\u{0}" + name }
}
