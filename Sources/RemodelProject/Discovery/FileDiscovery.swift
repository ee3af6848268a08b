import Foundation
import RemodelCore
import RemodelRules

/// A `.swift` file to read, with the configuration that governs it.
public struct DiscoveredFile: Sendable {
    /// Made when asked: building a `URL` for each of 58,000 files was a third of discovery, and a
    /// run reads files by `path`.
    public var url: URL { FileAddress.path(path).url }
    /// Absolute (standardized, for a file discovery found).
    public let path: String
    public let displayPath: String
    /// Held by reference: the files of a walk share one, and a `Configuration` is a large value to
    /// copy (moving tens of thousands of files' copies was most of discovery's last step).
    package private(set) var sharedConfiguration: SharedConfiguration
    public var configuration: Configuration { sharedConfiguration.value }
    /// What `stat` said of the file while its folder was listed, when the run asked
    /// (`FileStatMemo` compares it with the one it remembers, without a lookup of the path).
    package let identity: FileIdentity?

    public init(url: URL, displayPath: String, configuration: Configuration) {
        self.init(path: url.path, displayPath: displayPath, shared: SharedConfiguration(configuration))
    }

    package init(path: String, displayPath: String, shared: SharedConfiguration, identity: FileIdentity? = nil) {
        self.path = path
        self.displayPath = displayPath
        self.sharedConfiguration = shared
        self.identity = identity
    }

    /// This file under another configuration (its build settings applied).
    package func sharing(_ shared: SharedConfiguration) -> DiscoveredFile {
        var copy = self
        copy.sharedConfiguration = shared
        return copy
    }
}

/// One configuration that many discovered files share.
package final class SharedConfiguration: Sendable {
    package let value: Configuration
    package init(_ value: Configuration) { self.value = value }
}

/// Finds the Swift files under the paths the user gave.
public enum FileDiscovery {
    /// Folders that hold build products or vendored code, never the user's own sources.
    public static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", ".git", "node_modules", ".swiftpm"]

    /// A folder discovery does not enter: one of `skippedFolders`, or an Xcode file template
    /// (`*.xctemplate`: `___FILEBASENAME___.swift` files with placeholders, compiled by no target).
    public static func skips(folderNamed name: some StringProtocol) -> Bool {
        skippedFolders.contains(String(name)) || name.hasSuffix(".xctemplate")
    }

    /// Walks `paths`. Explicit file arguments are always included; files found in folders obey
    /// the configuration's `included`/`excluded`. Symbolic links to folders are not followed
    /// (that is what keeps link loops and duplicates out); links to files are.
    ///
    /// `buildFiles` are the `Package.swift` manifests, `.xcodeproj` projects and XcodeGen
    /// YAML files met on the way (XcodeGen specs are picked from them by content)
    /// (excluded or not: they say how the sources build). `identities`: each file found in a folder
    /// keeps what `stat` said of it then (`DiscoveredFile.identity`), asked of the open folder.
    public static func discover(
        paths: [String], workingDirectory: URL, identities: Bool = false, configurationFor: (URL) -> Configuration
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
            walk(
                url, configuration: configuration, workingDirectory: workingDirectory, identities: identities, files: &files, errors: &errors,
                seen: &seen, buildFiles: &buildFiles)
        }
        files.sort { $0.displayPath < $1.displayPath }
        return (files, errors, buildFiles)
    }

    /// Walks with plain path strings: building a `URL` per entry costs more than reading the folder.
    private static func walk(
        _ directory: URL, configuration: Configuration, workingDirectory: URL, identities: Bool,
        files: inout [DiscoveredFile], errors: inout [InputError], seen: inout Set<String>, buildFiles: inout [URL]
    ) {
        let walker = Walker(
            configuration: configuration, rootPath: configuration.rootDirectory.standardizedFileURL.path,
            displayBase: workingDirectory.standardizedFileURL.path, identities: identities)
        var found: [(path: String, identity: FileIdentity?)] = []
        for step in walker.walkInParallel(directory.standardizedFileURL.path) {
            switch step {
            case .file(let path, let identity): if seen.insert(path).inserted { found.append((path, identity)) }
            case .buildFile(let path): buildFiles.append(URL(fileURLWithPath: path))
            case .error(let error): errors.append(error)
            case .folder: break
            }
        }
        let shared = SharedConfiguration(configuration)
        files += parallelMap(found) { file in
            DiscoveredFile(path: file.path, displayPath: walker.display(file.path), shared: shared, identity: file.identity)
        }
    }

    /// What a walk meets, in the order a depth-first walk meets it.
    private enum Step: Sendable {
        /// A Swift file, with what `stat` said of it when the walker keeps `identities`.
        case file(String, FileIdentity?)
        case buildFile(String)
        case error(InputError)
        /// A folder still to walk.
        case folder(String)
    }

    private struct Walker: Sendable {
        let configuration: Configuration
        let rootPath: String
        let displayBase: String
        /// Whether each file keeps its `FileIdentity` (a lint with a stat memo compares them).
        let identities: Bool

        func display(_ path: String) -> String { FileDiscovery.display(path: path, base: displayBase) }

        /// Everything under `directory`, in depth-first order: the top folders are listed on this
        /// thread until there are enough subtrees to share, then the subtrees are walked on every core.
        func walkInParallel(_ directory: String) -> [Step] {
            var steps: [Step] = [.folder(directory)]
            for _ in 0..<4 {
                let folders = steps.count { if case .folder = $0 { true } else { false } }
                guard folders > 0, folders < 64 else { break }
                steps = steps.flatMap { step -> [Step] in
                    if case .folder(let path) = step { return list(path) }
                    return [step]
                }
            }
            let folders = steps.compactMap { step -> String? in if case .folder(let path) = step { path } else { nil } }
            let walked = parallelMap(folders) { folder in
                var steps: [Step] = []
                walk(folder, into: &steps)
                return steps
            }
            var result: [Step] = []
            var next = walked.makeIterator()
            for step in steps {
                if case .folder = step { result += next.next() ?? [] } else { result.append(step) }
            }
            return result
        }

        /// Everything under `directory`, in depth-first order, with no `.folder` step. `parent`:
        /// the open folder `directory` is in (its subfolders are opened by name in it).
        func walk(_ directory: String, in parent: DirectoryReader.Folder? = nil, into steps: inout [Step]) {
            let folder: DirectoryReader.Folder
            do {
                if let parent {
                    // A subfolder's path is its parent's, a slash and its name.
                    let name = directory.lastIndex(of: "/").map { String(directory[directory.index(after: $0)...]) } ?? directory
                    folder = try DirectoryReader.Folder(named: name, in: parent, path: directory)
                } else {
                    folder = try DirectoryReader.Folder(path: directory)
                }
            } catch {
                return steps.append(cannotRead(directory))
            }
            for step in list(directory, entries: folder.entries(), in: folder) {
                if case .folder(let path) = step { walk(path, in: folder, into: &steps) } else { steps.append(step) }
            }
        }

        /// One folder's entries in order: its Swift and build files, and the subfolders to walk.
        func list(_ directory: String) -> [Step] {
            do {
                return list(directory, entries: try DirectoryReader.entries(of: directory))
            } catch {
                return [cannotRead(directory)]
            }
        }

        private func cannotRead(_ directory: String) -> Step { .error(InputError(path: display(directory), message: "cannot read folder")) }

        /// `list` of the entries read; `folder`: the folder open, in which each file's identity is
        /// asked by name when the walker keeps them (`stat` of the whole path looked up every folder
        /// on the way again: at 3,000,000 lines, 58,000 files seven levels down).
        private func list(_ directory: String, entries: [(name: String, kind: DirectoryReader.Kind)], in folder: DirectoryReader.Folder? = nil) -> [Step] {
            var steps: [Step] = []
            for (name, listedKind) in entries {
                let path = directory == "/" ? "/" + name : directory + "/" + name
                let kind = listedKind == .unknown ? DirectoryReader.kind(of: path) : listedKind
                if kind == .directory {
                    if name.hasSuffix(".xcodeproj") {
                        steps.append(.buildFile(path))
                        continue
                    }
                    if skips(folderNamed: name) || !configuration.admits(path: path, rootPath: rootPath, folder: true) { continue }
                    steps.append(.folder(path))
                    continue
                }
                if XcodeGenSpec.isCandidate(name: name), kind == .regular { steps.append(.buildFile(path)) }
                guard name.hasSuffix(".swift") else { continue }
                if name == "Package.swift", kind == .regular { steps.append(.buildFile(path)) }
                if kind == .symbolicLink {
                    var isDirectory: ObjCBool = false
                    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                        steps.append(.error(InputError(path: display(path), message: "broken symbolic link or link loop")))
                        continue
                    }
                    if isDirectory.boolValue { continue }
                } else if kind != .regular {
                    continue
                }
                guard configuration.admits(path: path, rootPath: rootPath, folder: false) else { continue }
                steps.append(.file(path, identities ? folder?.identity(of: name) : nil))
            }
            return steps
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
        // Most configurations list neither (no relative path to make for each of 100,000 entries).
        if excluded.isEmpty, folder || included.isEmpty { return true }
        guard path.hasPrefix(rootPath + "/") else { return true }
        let relative = String(path.dropFirst(rootPath.count + 1))
        if !folder, !included.isEmpty, !included.contains(where: { Glob($0).matches(relative) }) { return false }
        return !excluded.contains { $0.matches(relative) }
    }
}

/// Standardized absolute paths (`URL.standardizedFileURL.path`: no `.` or `..` component, no
/// empty one, no trailing slash), without building a URL for a path that already is one: most
/// are (discovery's, a project's), and the URL round trip was a tenth of a warm run.
package enum StandardPath {
    package static func of(_ path: String) -> String {
        isStandard(path) ? path : URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// Absolute, with no `.`, `..` or empty component and no trailing slash (`/` itself is).
    private static func isStandard(_ path: String) -> Bool {
        let slash = UInt8(ascii: "/")
        guard path.utf8.first == slash else { return false }
        var previous: UInt8 = 0
        for byte in path.utf8 {
            if previous == slash, byte == UInt8(ascii: ".") || byte == slash { return false }
            previous = byte
        }
        return previous != slash || path.utf8.count == 1
    }
}
