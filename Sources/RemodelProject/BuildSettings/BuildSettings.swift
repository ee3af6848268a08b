import Foundation
import RemodelCore

/// The build settings that decide how a file compiles, read from the `Package.swift` manifests,
/// `.xcodeproj` projects and XcodeGen specs (`project.yml` and other YAML files of its shape) of a run: those inside the linted folders and those in the folders above
/// them up to the repository root (a `.git` folder), so linting `App/Sources` still finds
/// `App.xcodeproj`. A `.remodel.yml` that sets `deployment_target`/`minimum_ios` or
/// `default_isolation` wins over what is read here.
package struct BuildSettings: Sendable {
    package let containers: [BuildContainer]
    /// Every `Package.resolved` of the run together, for files whose own project has none (a local
    /// package resolved by the app that uses it).
    package let runDependencies: [String: OSVersion]

    /// Each target's folders as path prefixes (`folder/`), by container and target: built once,
    /// not for every file.
    private let folderPrefixes: [[[(length: Int, prefix: String)]]]
    /// Each container's root as a path prefix (`root/`).
    private let rootPrefixes: [String]
    /// The targets (container, target) listing each file one by one, in container and target order:
    /// one lookup per file instead of one per target. Files listed by the same targets share one
    /// entry of `listings`.
    private let listingTargets: [String: Int]
    private let listings: [[(Int, Int)]]
    /// The files some target leaves out one by one: with those listed, the only files whose
    /// settings are not their folder's.
    private let excludedFiles: Set<String>

    package init(containers: [BuildContainer]) {
        self.containers = containers
        runDependencies = ResolvedPackages.merging(containers.map(\.dependencies))
        rootPrefixes = containers.map { $0.root == "/" ? "/" : $0.root + "/" }
        var listing: [String: [(Int, Int)]] = [:]
        for (c, container) in containers.enumerated() {
            for (t, target) in container.targets.enumerated() {
                for file in target.files { listing[file, default: []].append((c, t)) }
            }
        }
        var listingIDs: [[Int]: Int] = [:]
        var distinctListings: [[(Int, Int)]] = []
        listingTargets = listing.mapValues { positions in
            let flat = positions.flatMap { [$0.0, $0.1] }
            if let id = listingIDs[flat] { return id }
            distinctListings.append(positions)
            listingIDs[flat] = distinctListings.count - 1
            return distinctListings.count - 1
        }
        listings = distinctListings
        excludedFiles = Set(containers.flatMap { $0.targets.flatMap(\.excludedFiles) })
        folderPrefixes = containers.map { container in
            container.targets.map { target in target.folders.map { ($0.count, $0 == "/" ? "/" : $0 + "/") } }
        }
    }

    /// The resolved package versions for `path`: those of the closest enclosing project or package
    /// that has a `Package.resolved`, else the run's.
    package func dependencies(for path: String) -> [String: OSVersion] {
        enclosingContainer(of: path) { !$0.dependencies.isEmpty }?.dependencies ?? runDependencies
    }

    /// Reads the manifests and projects found by discovery (`found`) and above `paths`; Xcode
    /// projects and package manifests through `projects` when given (unchanged ones are not parsed
    /// again).
    package static func read(found: [URL], paths: [String], workingDirectory: URL, projects: XcodeProjectMemo? = nil) -> BuildSettings {
        var locations = Set(found.map { $0.standardizedFileURL.path })
        // The folders listed so far: paths in one project share their ancestors, and the walk up
        // from a folder listed before found all it would find again (five paths in one folder
        // without `.git`: the same 6,000-entry parent was listed and sorted five times).
        var listed = Set<String>()
        for path in paths.isEmpty ? ["."] : paths {
            var folder = FileDiscovery.resolve(path, against: workingDirectory)
            var isDirectory: ObjCBool = false
            if !FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) || !isDirectory.boolValue {
                folder = folder.deletingLastPathComponent()
            }
            while listed.insert(folder.path).inserted {
                let entries = (try? DirectoryReader.entries(of: folder.path, sorted: false)) ?? []
                for entry in entries where entry.name == "Package.swift" || entry.name.hasSuffix(".xcodeproj") || XcodeGenSpec.isCandidate(name: entry.name) {
                    locations.insert(folder.appendingPathComponent(entry.name).standardizedFileURL.path)
                }
                let parent = folder.deletingLastPathComponent()
                if entries.contains(where: { $0.name == ".git" }) || parent.path == folder.path { break }
                folder = parent
            }
        }
        let projectFolders = Set(locations.filter { $0.hasSuffix(".xcodeproj") }.map { ($0 as NSString).deletingLastPathComponent })
        let yaml = locations.filter { XcodeGenSpec.isCandidate(name: ($0 as NSString).lastPathComponent) }
        let specs = Set(XcodeGenSpec.specs(among: yaml.sorted().map { URL(fileURLWithPath: $0) }).map(\.path))
        locations.subtract(yaml.subtracting(specs))
        // Each on its own core: one large project file (five held-out apps: 25 projects and
        // manifests, one of them over half the time) is read while the others are.
        let containers = parallelMap(locations.sorted()) { path -> BuildContainer? in
            let url = URL(fileURLWithPath: path)
            let origin = FileDiscovery.display(url, workingDirectory)
            if path.hasSuffix(".xcodeproj") { return XcodeProject.read(url, origin: origin, memo: projects) }
            if specs.contains(path) {
                // The generated project, when committed, is what Xcode builds.
                return projectFolders.contains(url.deletingLastPathComponent().path) ? nil : XcodeGenSpec.read(url, origin: origin)
            }
            return PackageManifest.read(url, origin: origin, memo: projects)
        }.compactMap { $0 }
        return BuildSettings(containers: containers)
    }

    /// The settings of the targets that compile `path` (a standardized absolute path): the targets
    /// listing the file itself, else those whose folder is the closest one above it, else the
    /// closest project; nil when no manifest or project covers it. Several targets sharing a
    /// file give the union of their platforms at the oldest versions, and an isolation only if
    /// they agree.
    package func settings(for path: String) -> FileBuildSettings? {
        let dependencies = dependencies(for: path)
        guard var settings = targetSettings(for: path) else {
            return dependencies.isEmpty ? nil : FileBuildSettings(deploymentTarget: nil, defaultIsolation: nil, origin: "Package.resolved", dependencies: dependencies)
        }
        settings.dependencies = dependencies
        return settings
    }

    /// The container with the longest root above `path` among those `condition` accepts (the
    /// first of equally long ones).
    private func enclosingContainer(of path: String, where condition: (BuildContainer) -> Bool) -> BuildContainer? {
        var best: Int?
        for index in containers.indices where path.hasPrefix(rootPrefixes[index]) && condition(containers[index]) {
            if let current = best, containers[current].root.count >= containers[index].root.count { continue }
            best = index
        }
        return best.map { containers[$0] }
    }

    private func targetSettings(for path: String) -> FileBuildSettings? {
        // Targets by position (container, target): comparing the targets themselves compares their
        // file sets, and a project's can hold thousands of paths.
        var positions = listingTargets[path].map { listings[$0] } ?? []
        if positions.isEmpty {
            var best = 0
            for c in containers.indices {
                for t in containers[c].targets.indices where !containers[c].targets[t].excludedFiles.contains(path) {
                    for (length, prefix) in folderPrefixes[c][t] where path.hasPrefix(prefix) && length >= best {
                        if length > best { positions = [] }
                        best = length
                        if !positions.contains(where: { $0 == (c, t) }) { positions.append((c, t)) }
                    }
                }
            }
        }
        let matches = positions.map { containers[$0.0].targets[$0.1] }
        if !matches.isEmpty {
            let isolations = Set(matches.map(\.defaultIsolation))
            let deployment = DeploymentTarget.merging(matches.map(\.deploymentTarget))
            return FileBuildSettings(
                deploymentTarget: deployment.isKnown ? deployment : nil,
                defaultIsolation: isolations.count == 1 ? isolations.first : nil,
                origin: matches.map(\.origin).joined(separator: ", "), targetOrigins: Set(matches.map(\.origin)))
        }
        // SwiftPM compiles target folders only: a file in a package's folder but in none of its
        // targets (an example app, a fixture) is not built by it, nor by a project above it.
        guard let container = enclosingContainer(of: path, where: { _ in true }), !container.isPackage else { return nil }
        return FileBuildSettings(
            deploymentTarget: container.deploymentTarget.isKnown ? container.deploymentTarget : nil,
            defaultIsolation: container.defaultIsolation, origin: container.origin)
    }
}

extension BuildSettings {
    /// The discovered files with their configurations completed by the build settings.
    package func apply(to files: [DiscoveredFile]) -> [DiscoveredFile] {
        guard !containers.isEmpty else { return files }
        // Runs of files on every core (a standardized path and a target lookup per file: 40 ms
        // of one core on five held-out apps, before any file is parsed).
        let runs = stride(from: 0, to: files.count, by: Self.filesPerRun).map { files[$0..<min($0 + Self.filesPerRun, files.count)] }
        return parallelMap(runs) { apply(toRun: $0) }.flatMap { $0 }
    }

    private static let filesPerRun = 512

    private struct FolderAndListing: Hashable {
        let folder: Substring
        /// The file's entry in `listings`; -1 when no target lists it.
        let listing: Int
    }

    private func apply(toRun files: ArraySlice<DiscoveredFile>) -> [DiscoveredFile] {
        // A file with the configuration and settings of the one before it (files are in path
        // order: most of a target's come in a row) shares its result.
        var last: (base: ObjectIdentifier, settings: FileBuildSettings?, shared: SharedConfiguration)?
        // A file's settings are its folder's (targets and containers are matched by folder
        // prefixes) and, when targets list it by name, those targets': looked up once per folder
        // and listing. Files a target leaves out by name are looked up one by one.
        var known: [FolderAndListing: FileBuildSettings?] = [:]
        return files.map { file in
            let path = StandardPath.of(file.path)
            let settings: FileBuildSettings?
            if !excludedFiles.contains(path), let slash = path.lastIndex(of: "/") {
                let key = FolderAndListing(folder: path[..<slash], listing: listingTargets[path] ?? -1)
                if let found = known[key] {
                    settings = found
                } else {
                    settings = self.settings(for: path)
                    known[key] = settings
                }
            } else {
                settings = self.settings(for: path)
            }
            let base = ObjectIdentifier(file.sharedConfiguration)
            if let last, last.base == base, last.settings == settings {
                return file.sharing(last.shared)
            }
            let shared = SharedConfiguration(file.configuration.applying(settings))
            last = (base, settings, shared)
            return file.sharing(shared)
        }
    }
}

extension Configuration {
    /// This configuration with the options the build settings give for a file, where the
    /// configuration file does not set them itself.
    package func applying(_ settings: FileBuildSettings?) -> Configuration {
        guard let settings else { return self }
        var result = self
        result.build = settings
        if !explicitOptions.contains(.deploymentTarget), let target = settings.deploymentTarget {
            result.options.deploymentTarget = target
        }
        if !explicitOptions.contains(.defaultIsolation), let isolation = settings.defaultIsolation {
            result.options.defaultIsolation = isolation
        }
        result.options.dependencyVersions = settings.dependencies
        return result
    }
}
