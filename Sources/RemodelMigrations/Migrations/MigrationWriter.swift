import Foundation
import RemodelCore
import RemodelRules
import RemodelProject

/// Applies a migration to disk as one transaction with `SafeWriter`'s guarantees (every file
/// re-parsed and checked first, then all written or none, BOM, line endings and permissions kept,
/// nothing written over a file that changed since it was read), and — in a git work tree — never
/// over a file with uncommitted changes unless allowed.
public enum MigrationWriter {
    public struct Outcome: Sendable {
        /// Display paths of the files written (none when anything was refused).
        public var written: [String] = []
        /// Why nothing was written.
        public var refusals: [WriteRefusal] = []
        /// Files already replaced when a later step failed, and put back.
        public var restored: [String] = []
        /// Display paths of files with uncommitted changes; when non-empty nothing was written.
        public var dirtyFiles: [String] = []
    }

    public static func write(_ result: MigrationResult, allowDirty: Bool, options: WriteOptions = .init()) -> Outcome {
        var outcome = Outcome()
        if !allowDirty {
            outcome.dirtyFiles = dirtyFiles(result.rewrites.map(\.file))
            if !outcome.dirtyFiles.isEmpty { return outcome }
        }
        let written = SafeWriter.commit(result.pendingWrites, options: options, outputCheck: result.outputCheck)
        outcome.written = written.written
        outcome.refusals = written.refusals
        outcome.restored = written.restored
        return outcome
    }

    /// Display paths of the files among `files` that git reports as changed.
    public static func dirtyFiles(_ files: [SourceFile]) -> [String] {
        let dirty = Set(GitWorkTree.dirtyFiles(files.map(\.url)).map(\.path))
        return files.filter { dirty.contains($0.url.resolvingSymlinksInPath().standardizedFileURL.path) }.map(\.path)
    }
}

/// Uncommitted changes, asked of git through `Process`; files outside a work tree, or a machine
/// without git, report nothing.
public enum GitWorkTree {
    /// The files among `urls` (symlinks resolved) that git reports as modified, staged or untracked.
    public static func dirtyFiles(_ urls: [URL]) -> [URL] {
        var byDirectory: [String: [URL]] = [:]
        for url in urls {
            let resolved = url.resolvingSymlinksInPath().standardizedFileURL
            byDirectory[resolved.deletingLastPathComponent().path, default: []].append(resolved)
        }
        // Group the files by work tree (one `git status` per repository).
        var byTop: [String: [URL]] = [:]
        for (directory, files) in byDirectory.sorted(by: { $0.key < $1.key }) {
            guard FileManager.default.fileExists(atPath: directory),
                  git(["-C", directory, "rev-parse", "--is-inside-work-tree"])?.trimmingCharacters(in: .whitespacesAndNewlines) == "true",
                  let top = git(["-C", directory, "rev-parse", "--show-toplevel"])?.trimmingCharacters(in: .whitespacesAndNewlines),
                  !top.isEmpty else { continue }
            byTop[URL(fileURLWithPath: top).resolvingSymlinksInPath().standardizedFileURL.path, default: []] += files
        }
        var dirty: [URL] = []
        for (top, files) in byTop.sorted(by: { $0.key < $1.key }) {
            guard let status = git(["-C", top, "status", "--porcelain", "-z", "--untracked-files=all", "--"] + files.map(\.path)) else { continue }
            let changed = parse(status, top: top)
            dirty += files.filter { changed.contains($0.path) }
        }
        return dirty
    }

    /// Absolute paths named by `git status --porcelain -z` output.
    package static func parse(_ output: String, top: String) -> Set<String> {
        var result = Set<String>()
        var entries = output.split(separator: "\0", omittingEmptySubsequences: true).map(String.init)[...]
        while let entry = entries.popFirst() {
            guard entry.count > 3 else { continue }
            let status = entry.prefix(2)
            let path = String(entry.dropFirst(3))
            result.insert(URL(fileURLWithPath: top).appendingPathComponent(path).standardizedFileURL.path)
            // A rename or copy is followed by its original path.
            if status.contains("R") || status.contains("C") { _ = entries.popFirst() }
        }
        return result
    }

    /// Runs git; nil when it is missing or fails.
    package static func git(_ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return nil
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// Whether git can be run here.
    public static var isAvailable: Bool { git(["--version"]) != nil }
}

extension GitWorkTree {
    /// Why `lint --changed-since` cannot name the changed files.
    public struct ChangedFilesError: Error, Sendable, CustomStringConvertible {
        public let description: String
    }

    /// The files (absolute, symlinks resolved) changed since `ref` in the work trees holding
    /// `directories`: `git diff --name-only REF` (committed since, staged and unstaged changes,
    /// renames under their new name) plus untracked files that are not ignored.
    public static func changedFiles(since ref: String, in directories: [URL]) throws(ChangedFilesError) -> Set<String> {
        guard isAvailable else { throw ChangedFilesError(description: "error: --changed-since needs git, which cannot be run here") }
        var tops = Set<String>()
        for directory in directories {
            guard git(["-C", directory.path, "rev-parse", "--is-inside-work-tree"])?.trimmingCharacters(in: .whitespacesAndNewlines) == "true",
                  let top = git(["-C", directory.path, "rev-parse", "--show-toplevel"])?.trimmingCharacters(in: .whitespacesAndNewlines), !top.isEmpty
            else { throw ChangedFilesError(description: "error: --changed-since needs a git work tree; \(directory.path) is not in one") }
            tops.insert(top)
        }
        var changed = Set<String>()
        for top in tops.sorted() {
            guard !ref.hasPrefix("-"), git(["-C", top, "rev-parse", "--verify", "--quiet", "\(ref)^{commit}"]) != nil else {
                throw ChangedFilesError(description: "error: --changed-since: '\(ref)' is not a commit in the git repository at \(top)")
            }
            guard let diff = git(["-C", top, "-c", "core.quotePath=false", "diff", "--name-only", "-z", "--no-renames", ref, "--"]),
                  let untracked = git(["-C", top, "ls-files", "--others", "--exclude-standard", "-z"])
            else { throw ChangedFilesError(description: "error: --changed-since: git could not list the files changed since '\(ref)' in \(top)") }
            let root = URL(fileURLWithPath: top).resolvingSymlinksInPath()
            for name in (diff + untracked).split(separator: "\0", omittingEmptySubsequences: true) {
                changed.insert(root.appendingPathComponent(String(name)).standardizedFileURL.path)
            }
        }
        return changed
    }
}
