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
    /// Its `Package.resolved` (next to the manifest; in the project's workspace).
    package var dependencies: [String: OSVersion] = [:]
}

extension BuildContainer {
    /// An Xcode project (or XcodeGen spec): files no target claims get the union of the targets'
    /// platforms and their isolation when they all agree.
    package init(project origin: String, root: String, targets: [BuildTarget], dependencies: [String: OSVersion]) {
        let isolations = Set(targets.map(\.defaultIsolation))
        self.init(
            origin: origin, root: root, targets: targets,
            deploymentTarget: DeploymentTarget(DeploymentTarget.merging(targets.map(\.deploymentTarget)).minimums, origin: origin),
            defaultIsolation: isolations.count == 1 ? isolations.first : nil, isPackage: false, dependencies: dependencies)
    }
}

/// What the build targets say about one file.
package struct FileBuildSettings: Sendable, Equatable {
    package var deploymentTarget: DeploymentTarget?
    package var defaultIsolation: DefaultIsolation?
    /// The targets (or container) the answer comes from.
    package var origin: String
    /// The targets that compile the file (empty when the answer comes from a container).
    package var targetOrigins: Set<String> = []
    /// Resolved package versions (see `BuildSettings.dependencies(for:)`).
    package var dependencies: [String: OSVersion] = [:]
}

/// `Package.resolved` (formats 1–3): the version each pinned package resolved to, by lowercased
/// identity. Branch and revision pins have no version and are left out.
package enum ResolvedPackages {
    package static func read(_ url: URL) -> [String: OSVersion] {
        guard let data = try? Data(contentsOf: url),
              let json = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else { return [:] }
        let pins = (json["pins"] as? [[String: Any]]) ?? ((json["object"] as? [String: Any])?["pins"] as? [[String: Any]]) ?? []
        var versions: [String: OSVersion] = [:]
        for pin in pins {
            let location = (pin["location"] as? String) ?? (pin["repositoryURL"] as? String) ?? ""
            let fromURL = location.split(separator: "/").last.map { String($0.hasSuffix(".git") ? $0.dropLast(4) : $0) }
            guard let identity = ((pin["identity"] as? String) ?? fromURL)?.lowercased(),
                  let text = (pin["state"] as? [String: Any])?["version"] as? String,
                  let version = OSVersion(text.split(separator: "-").first ?? "") else { continue }
            versions[identity] = version
        }
        return versions
    }

    /// The versions an Xcode project resolved: its own workspace's `Package.resolved`, else that
    /// of a workspace beside it (`App.xcworkspace` next to `App.xcodeproj`, as CocoaPods and
    /// multi-project apps have).
    package static func readProject(_ project: URL) -> [String: OSVersion] {
        let own = read(project.appendingPathComponent("project.xcworkspace/xcshareddata/swiftpm/Package.resolved"))
        return own.isEmpty ? readWorkspaces(in: project.deletingLastPathComponent()) : own
    }

    /// The versions of the `.xcworkspace`s in `folder` together.
    package static func readWorkspaces(in folder: URL) -> [String: OSVersion] {
        let workspaces = ((try? DirectoryReader.entries(of: folder.path, sorted: false)) ?? []).map(\.name).filter { $0.hasSuffix(".xcworkspace") }.sorted()
        return merging(workspaces.map { read(folder.appendingPathComponent($0).appendingPathComponent("xcshareddata/swiftpm/Package.resolved")) })
    }

    /// Versions of several projects together: each package at the oldest version any pins.
    package static func merging(_ all: [[String: OSVersion]]) -> [String: OSVersion] {
        var merged: [String: OSVersion] = [:]
        for versions in all {
            for (identity, version) in versions { merged[identity] = merged[identity].map { Swift.min($0, version) } ?? version }
        }
        return merged
    }
}
