import Foundation
import RemodelCore

/// A note for linted files whose deployment target Remodel could not read: rules and fixes that
/// need iOS 17 / macOS 14 (`@Observable`, the two-parameter `onChange`) then assume it is
/// available, which is wrong for an older app. Held-out round 5 found an app whose project is
/// generated from a spec Remodel did not read, linted without a word about it.
public enum DeploymentTargetHints {
    /// One line when some linted files have no deployment target from `.remodel.yml`, a
    /// `Package.swift`, an `.xcodeproj` or an XcodeGen spec; none otherwise.
    public static func find(in workspace: Workspace) -> [String] {
        let unknown = workspace.lintedFiles.filter { !workspace.configuration(for: $0).options.deploymentTarget.isKnown }
        guard !unknown.isEmpty else { return [] }
        let total = workspace.lintedFiles.count
        let which = unknown.count == total ? "any of the \(total) linted files" : "\(unknown.count) of the \(total) linted files"
        return [
            "note: no deployment target found for \(which) (no Package.swift `platforms:`, .xcodeproj or XcodeGen spec covers them); "
                + "Remodel assumes iOS 17 / macOS 14 or later there — if the app supports older systems, set `deployment_target` in .remodel.yml"
        ]
    }
}
