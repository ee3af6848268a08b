import Foundation
import RemodelCore
import RemodelRules

/// `remodel lint --stdin-filename PATH`: an editor's unsaved buffer, linted as if it were the file
/// at `PATH`.
extension Workspace {
    /// What `load(standardInput:as:…)` found.
    public struct StandardInput: Sendable {
        /// The project, indexed from disk, with the text from standard input in place of `PATH`
        /// and only that file in `lintedFiles`. Input errors are those of `PATH` and of the
        /// configurations in force; other project files that cannot be read are left out of the
        /// index without a report (the editor asked about one file).
        public let workspace: Workspace
        /// The file read from standard input; nil when it could not be decoded (an input error)
        /// or `PATH` is excluded.
        public let file: SourceFile?
        /// `PATH` is excluded by its configuration (`excluded`, `included`) or lies in a folder
        /// Remodel never walks (`.build`, `Pods`, …): nothing is linted.
        public let excluded: Bool
        /// The project folder found for `PATH` when no project paths were given (see
        /// `projectRoot(containing:configuration:)`); nil when only `PATH` was indexed or the
        /// project paths were given.
        public let projectRoot: URL?
    }

    /// Reads `bytes` as the Swift file at `path`. The files under `projectPaths` (or, when none are
    /// given, under `PATH`'s project root: see `projectRoot(containing:configuration:)`) are read
    /// from disk for the project index; `PATH`'s own file on disk, if any, is replaced.
    ///
    /// Only a missing `--config` file throws.
    public static func load(
        standardInput bytes: [UInt8], as path: String, projectPaths: [String] = [], configurationFile: String? = nil,
        workingDirectory: URL? = nil, fileTimeBudget: Double? = defaultFileTimeBudget
    ) throws(ConfigurationError) -> StandardInput {
        let cwd = workingDirectory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let url = FileDiscovery.resolve(path, against: cwd)
        let displayPath = FileDiscovery.display(url, cwd)
        let lookup = try ConfigurationLookup(configurationFile: configurationFile, workingDirectory: cwd)
        let configuration = lookup.configuration(for: url.deletingLastPathComponent())
        func only(
            _ errors: [InputError], file: SourceFile? = nil, excluded: Bool = false, root: URL? = nil, configuration: Configuration = configuration
        ) -> StandardInput {
            let files = file.map { [$0] } ?? []
            let workspace = Workspace(
                files: files, configurations: files.map { _ in configuration }, inputErrors: lookup.errors + errors,
                defaultConfiguration: configuration)
            return StandardInput(workspace: workspace, file: file, excluded: excluded, projectRoot: root)
        }
        let file: SourceFile
        do {
            file = try decode(bytes, path: displayPath, address: .url(url), attributes: FileSnapshot(size: bytes.count), source: "standard input")
        } catch {
            // Nothing else is read: the one file asked about cannot be linted.
            return only([error])
        }
        if isExcluded(url, by: configuration) { return only([], excluded: true) }

        let root = projectPaths.isEmpty ? projectRoot(containing: url, configuration: configuration) : nil
        let paths = projectPaths.isEmpty ? (root.map { [$0.path] } ?? []) : projectPaths
        guard !paths.isEmpty else {
            let settings = BuildSettings.read(found: [], paths: [url.path], workingDirectory: cwd)
            return only([], file: file, configuration: configuration.applying(settings.settings(for: url.standardizedFileURL.path)))
        }
        let (found, _, buildFiles) = PhaseTimer.measure("discovery") {
            FileDiscovery.discover(paths: paths, workingDirectory: cwd, configurationFor: lookup.configuration(for:))
        }
        let settings = BuildSettings.read(found: buildFiles, paths: paths + [url.path], workingDirectory: cwd)
        let discovered = settings.apply(to: found)
        let target = url.path
        let built = configuration.applying(settings.settings(for: url.standardizedFileURL.path))
        let others = discovered.filter { $0.url.standardizedFileURL.path != target }
        let loaded = PhaseTimer.measure("read + parse + facts") {
            parallelMap(others, budget: fileTimeBudget, onTimeout: { _ in nil }, { try? read($0) })
        }
        var files = [file]
        var configurations = [built]
        for (found, source) in zip(others, loaded) {
            guard let source else { continue }
            files.append(source)
            configurations.append(found.configuration)
        }
        let workspace = PhaseTimer.measure("workspace") {
            Workspace(files: files, configurations: configurations, inputErrors: lookup.errors, defaultConfiguration: built, lintOnly: [file])
        }
        return StandardInput(workspace: workspace, file: file, excluded: false, projectRoot: root)
    }

    /// Whether a walk of the project would skip the file at `url`: its configuration excludes it
    /// (or `included` leaves it out), or it lies in a folder that is never walked (`.build`, …)
    /// below the configuration's folder.
    package static func isExcluded(_ url: URL, by configuration: Configuration) -> Bool {
        let path = url.standardizedFileURL.path
        let rootPath = configuration.rootDirectory.standardizedFileURL.path
        guard path.hasPrefix(rootPath + "/") else { return false }
        let folders = path.dropFirst(rootPath.count + 1).split(separator: "/").dropLast()
        if folders.contains(where: { FileDiscovery.skips(folderNamed: $0) }) { return true }
        return !configuration.admits(path: path, rootPath: rootPath, folder: false)
    }

    /// The folder whose files give `PATH`'s cross-file facts: the folder of the `.remodel.yml`
    /// governing it (or of `--config FILE`) when `PATH` is below it, else the nearest folder at or
    /// above `PATH`'s that holds a `Package.swift`, an `.xcodeproj` or an `.xcworkspace`; nil when
    /// there is none (only `PATH` is indexed).
    package static func projectRoot(containing url: URL, configuration: Configuration) -> URL? {
        let path = url.standardizedFileURL.path
        if configuration.file != nil {
            let root = configuration.rootDirectory.standardizedFileURL
            if path.hasPrefix(root.path == "/" ? "/" : root.path + "/") { return root }
        }
        var folder = url.standardizedFileURL.deletingLastPathComponent()
        while true {
            if isProjectFolder(folder) { return folder }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    private static func isProjectFolder(_ folder: URL) -> Bool {
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return true }
        guard let entries = try? DirectoryReader.entries(of: folder.path, sorted: false) else { return false }
        return entries.contains { entry in
            guard entry.name.hasSuffix(".xcodeproj") || entry.name.hasSuffix(".xcworkspace") else { return false }
            let kind = entry.kind == .unknown ? DirectoryReader.kind(of: folder.appendingPathComponent(entry.name).path) : entry.kind
            return kind == .directory
        }
    }
}
