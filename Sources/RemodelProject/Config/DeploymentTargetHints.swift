import Foundation
import RemodelCore

/// A note for linted files whose deployment target Remodel could not read: rules and fixes that
/// need iOS 17 / macOS 14 (`@Observable`, the two-parameter `onChange`) then assume it is
/// available, which is wrong for an older app. Held-out round 5 found an app whose project is
/// generated from a spec Remodel did not read, linted without a word about it.
public enum DeploymentTargetHints {
    /// One line when some linted files have no deployment target from `.remodel.yml`, a
    /// `Package.swift`, an `.xcodeproj` or an XcodeGen spec; none otherwise.
    public static func find(in workspace: Workspace) -> [String] { find(in: workspace.lintedFilesByConfiguration) }

    /// `find(in:)` over `Workspace.lintedFilesByConfiguration`.
    package static func find(in groups: [(configuration: Configuration, files: [SourceFile])]) -> [String] {
        let unknown = groups.reduce(0) { count, group in
            count + (group.configuration.options.deploymentTarget.isKnown ? 0 : group.files.count)
        }
        guard unknown > 0 else { return [] }
        let total = groups.reduce(0) { $0 + $1.files.count }
        let which = unknown == total ? "any of the \(total) linted files" : "\(unknown) of the \(total) linted files"
        return [
            "note: no deployment target found for \(which) (no Package.swift `platforms:`, .xcodeproj or XcodeGen spec covers them); "
                + "Remodel assumes iOS 17 / macOS 14 or later there — if the app supports older systems, set `deployment_target` in .remodel.yml"
        ]
    }
}
