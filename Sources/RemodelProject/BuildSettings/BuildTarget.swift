import Foundation
import RemodelCore

/// One thing the compiler builds — a SwiftPM target or an Xcode native target — with the settings
/// Remodel needs and the sources it compiles.
package struct BuildTarget: Sendable, Equatable {
    /// For messages: "Package.swift target 'Feed'", "Ice.xcodeproj target 'Ice'".
    package var origin: String
    /// Standardized absolute folders whose Swift files it compiles (SwiftPM target folders,
    /// Xcode 16 synchronized folders).
    package var folders: [String] = []
    /// Standardized absolute paths of files it lists one by one (Xcode's Compile Sources phase).
    package var files: Set<String> = []
    /// Files inside `folders` it does not compile (synchronized-folder membership exceptions).
    package var excludedFiles: Set<String> = []
    package var deploymentTarget: DeploymentTarget
    /// Known whenever the target was read: a target that sets nothing is `nonisolated`.
    package var defaultIsolation: DefaultIsolation
}

/// A `Package.swift` or `.xcodeproj` and the targets it defines.
package struct BuildContainer: Sendable, Equatable {
    /// "Package.swift", "App/App.xcodeproj" (relative to the working directory when below it).
    package var origin: String
    /// Standardized absolute folder the container's paths are relative to.
    package var root: String
    package var targets: [BuildTarget]
    /// For files below `root` that no target claims: the package's `platforms:` or the union of
    /// the project's targets.
    package var deploymentTarget: DeploymentTarget
    package var defaultIsolation: DefaultIsolation?
    /// A `Package.swift` (not an Xcode project).
    package var isPackage: Bool
}

/// What the build targets say about one file.
package struct FileBuildSettings: Sendable, Equatable {
    package var deploymentTarget: DeploymentTarget?
    package var defaultIsolation: DefaultIsolation?
    /// The targets (or container) the answer comes from.
    package var origin: String
}
