import Foundation
import RemodelCore
import RemodelRules

/// A `.swift` file to read, with the configuration that governs it.
public struct DiscoveredFile: Sendable {
    public let url: URL
    public let displayPath: String
    public let configuration: Configuration
}

/// Finds the Swift files under the paths the user gave.
public enum FileDiscovery {
    /// Folders that hold build products or vendored code, never the user's own sources.
    public static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", ".git", "node_modules", ".swiftpm"]

    /// Walks `paths`. Explicit file arguments are always included; files found in folders obey
    /// the configuration's `included`/`excluded`. Symbolic links to folders are not followed
    /// (that is what keeps link loops and duplicates out); links to files are.
    ///
    /// `buildFiles` are the `Package.swift` manifests, `.xcodeproj` projects and XcodeGen
    /// YAML files met on the way (XcodeGen specs are picked from them by content)
    /// (excluded or not: they say how the sources build).
    public static func discover(
        paths: [String], workingDirectory: URL, configurationFor: (URL) -> Configuration
    ) -> (files: [DiscoveredFile], errors: [InputError], buildFiles: [URL]) {
        var files: [DiscoveredFile] = []
        var errors: [InputError] = []
        var buildFiles: [URL] = []
        var seen = Set<String>()
        let fileManager = FileManager.default
        for path in paths.isEmpty ? ["."] : paths {
            let url = resolve(path, against: workingDirectory)
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                let isLink = (try? fileManager.destinationOfSymbolicLink(atPath: url.path)) != nil
                errors.append(InputError(path: path, message: isLink ? "broken symbolic link or link loop" : "no such file or directory"))
                continue
            }
            let configuration = configurationFor(isDirectory.boolValue ? url : url.deletingLastPathComponent())
            if !isDirectory.boolValue {
                if seen.insert(url.path).inserted {
                    files.append(DiscoveredFile(url: url, displayPath: display(url, workingDirectory), configuration: configuration))
                }
                continue
            }
            walk(url, configuration: configuration, workingDirectory: workingDirectory, files: &files, errors: &errors, seen: &seen, buildFiles: &buildFiles)
        }
        files.sort { $0.displayPath < $1.displayPath }
        return (files, errors, buildFiles)
    }

    /// Walks with plain path strings: building a `URL` per entry costs more than reading the folder.
    private static func walk(
        _ directory: URL, configuration: Configuration, workingDirectory: URL,
        files: inout [DiscoveredFile], errors: inout [InputError], seen: inout Set<String>, buildFiles: inout [URL]
    ) {
        var walker = Walker(
            configuration: configuration, rootPath: configuration.rootDirectory.standardizedFileURL.path,
            displayBase: workingDirectory.standardizedFileURL.path)
        walker.walk(directory.standardizedFileURL.path)
        for path in walker.found where seen.insert(path).inserted {
            files.append(DiscoveredFile(url: URL(fileURLWithPath: path, isDirectory: false), displayPath: walker.display(path), configuration: configuration))
        }
        errors += walker.errors
        buildFiles += walker.buildFiles.map { URL(fileURLWithPath: $0) }
    }

    private struct Walker {
        let configuration: Configuration
        let rootPath: String
        let displayBase: String
        var found: [String] = []
        var errors: [InputError] = []
        var buildFiles: [String] = []

        func display(_ path: String) -> String { FileDiscovery.display(path: path, base: displayBase) }

        mutating func walk(_ directory: String) {
            let entries: [(name: String, kind: DirectoryReader.Kind)]
            do {
                entries = try DirectoryReader.entries(of: directory)
            } catch {
                errors.append(InputError(path: display(directory), message: "cannot read folder"))
                return
            }
            for (name, listedKind) in entries {
                let path = directory == "/" ? "/" + name : directory + "/" + name
                let kind = listedKind == .unknown ? DirectoryReader.kind(of: path) : listedKind
                if kind == .directory {
                    if name.hasSuffix(".xcodeproj") {
                        buildFiles.append(path)
                        continue
                    }
                    if skippedFolders.contains(name) || !configuration.admits(path: path, rootPath: rootPath, folder: true) { continue }
                    walk(path)
                    continue
                }
                if XcodeGenSpec.isCandidate(name: name), kind == .regular { buildFiles.append(path) }
                guard name.hasSuffix(".swift") else { continue }
                if name == "Package.swift", kind == .regular { buildFiles.append(path) }
                if kind == .symbolicLink {
                    var isDirectory: ObjCBool = false
                    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                        errors.append(InputError(path: display(path), message: "broken symbolic link or link loop"))
                        continue
                    }
                    if isDirectory.boolValue { continue }
                } else if kind != .regular {
                    continue
                }
                guard configuration.admits(path: path, rootPath: rootPath, folder: false) else { continue }
                found.append(path)
            }
        }
    }

    /// An absolute URL for a path the user typed, relative to `workingDirectory` unless absolute.
    public static func resolve(_ path: String, against workingDirectory: URL) -> URL {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : workingDirectory.appendingPathComponent(path)
        return url.standardizedFileURL
    }

    /// The path relative to the working directory when below it, else absolute.
    public static func display(_ url: URL, _ workingDirectory: URL) -> String {
        display(path: url.standardizedFileURL.path, base: workingDirectory.standardizedFileURL.path)
    }

    /// `path` relative to `base` when below it, else unchanged (both standardized).
    package static func display(path: String, base: String) -> String {
        path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
    }
}

extension Configuration {
    /// `admits` for a standardized absolute path, given the standardized root path. Excluded
    /// folders are not walked at all; `included` applies to files only.
    package func admits(path: String, rootPath: String, folder: Bool) -> Bool {
        guard path.hasPrefix(rootPath + "/") else { return true }
        let relative = String(path.dropFirst(rootPath.count + 1))
        if !folder, !included.isEmpty, !included.contains(where: { Glob($0).matches(relative) }) { return false }
        return !excluded.contains { $0.matches(relative) }
    }
}
