import Foundation
import RemodelCore

/// What `XcodeProject.read` made of each project, and `PackageManifest.read` of each
/// `Package.swift`, last time, kept between runs by the lint cache (`LintCache.loadProjects`): a
/// warm run on five held-out apps spent a tenth of its time reading the same `project.pbxproj`
/// files again (the largest is 743 KB), and a tenth of the rest parsing the same manifests.
///
/// An entry is used only for the same project folder (or manifest), origin and `project.pbxproj`
/// (or manifest) bytes, and only while every `.xcconfig` the read consulted still has the bytes it
/// had (or is still missing) and every folder it looked for still exists or is still missing. The
/// resolved package versions are not kept: they are read again each run. Bytes that do not
/// decode give an empty memo: nothing is trusted from a corrupt file.
package final class XcodeProjectMemo: @unchecked Sendable {
    package struct Entry: Equatable, Sendable {
        /// The project's path, origin and `project.pbxproj` bytes, hashed.
        var key: ContentHash
        /// Each `.xcconfig` read, with the hash of its bytes (nil: it could not be read).
        var consulted: [Consulted]
        /// Each path whose existence the read asked (a manifest's default target folders).
        var looked: [Looked]
        /// The container without its resolved package versions.
        var container: BuildContainer
    }

    package struct Consulted: Equatable, Sendable {
        var path: String
        var hash: ContentHash?
    }

    /// A path the read asked whether it exists, and the answer.
    package struct Looked: Equatable, Sendable {
        var path: String
        var exists: Bool

        /// Whether `path` exists, recorded in `looked`.
        static func exists(_ path: String, recordingIn looked: inout [Looked]) -> Bool {
            let exists = FileManager.default.fileExists(atPath: path)
            looked.append(Looked(path: path, exists: exists))
            return exists
        }
    }

    private let lock = NSLock()
    private var entries: [ContentHash: Entry]
    /// The entries used or made by this run: what `encoded()` keeps (a project no longer read is
    /// forgotten).
    private var used: [ContentHash: Entry] = [:]
    private var changed = false

    package init() { entries = [:] }

    /// The memo `encoded()` wrote; empty when `bytes` do not decode.
    package init(decoding bytes: [UInt8]) {
        var reader = BinaryReader(bytes: bytes)
        let decoded = reader.array { Self.entry(&$0) }
        entries = reader.isAtEnd ? Dictionary((decoded ?? []).map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first }) : [:]
    }

    /// Whether this run made an entry or left one unused (the memo is worth storing again).
    package var needsStoring: Bool {
        lock.withLock { changed || used.count != entries.count }
    }

    package static func key(project: URL, origin: String, contents: [UInt8]) -> ContentHash {
        var key = ContentHash()
        key.combine(project.standardizedFileURL.path)
        key.combine(origin)
        key.combine(contents)
        return key
    }

    /// The container of the project or manifest at `location`, whose bytes are `contents`: from
    /// `memo` when it remembers one read from the same bytes, under the same origin, whose
    /// consulted files and folders are unchanged; else `build()`'s (remembered). Without resolved
    /// versions; nil when `build` gives none.
    static func container(
        at location: URL, origin: String, contents: [UInt8], memo: XcodeProjectMemo?,
        build: () -> (container: BuildContainer, consulted: [Consulted], looked: [Looked])?
    ) -> BuildContainer? {
        guard let memo else { return build()?.container }
        let key = key(project: location, origin: origin, contents: contents)
        if let remembered = memo.container(for: key) { return remembered }
        guard let built = build() else { return nil }
        memo.remember(built.container, key: key, consulted: built.consulted, looked: built.looked)
        return built.container
    }

    /// The container read before under `key`, if every file it consulted is unchanged.
    private func container(for key: ContentHash) -> BuildContainer? {
        guard let entry = lock.withLock({ entries[key] }) else { return nil }
        for consulted in entry.consulted where Self.hash(ofFileAt: consulted.path) != consulted.hash { return nil }
        for looked in entry.looked where FileManager.default.fileExists(atPath: looked.path) != looked.exists { return nil }
        lock.withLock { used[key] = entry }
        return entry.container
    }

    /// `container`: without resolved versions (the memo does not keep them).
    private func remember(_ container: BuildContainer, key: ContentHash, consulted: [Consulted], looked: [Looked]) {
        let entry = Entry(key: key, consulted: consulted, looked: looked, container: container)
        lock.withLock {
            if entries[key] != entry { changed = true }
            used[key] = entry
        }
    }

    /// The hash of a file's bytes; nil when it cannot be read.
    static func hash(ofFileAt path: String) -> ContentHash? {
        guard case .success(let contents) = FileReader.read(path) else { return nil }
        return ContentHash(contents.bytes)
    }

    /// The entries this run used or made.
    package func encoded() -> [UInt8] {
        let kept = lock.withLock { used.values.sorted { $0.key.description < $1.key.description } }
        var writer = BinaryWriter()
        writer.array(kept) { Self.write($1, into: &$0) }
        return writer.bytes
    }

    private static func write(_ entry: Entry, into writer: inout BinaryWriter) {
        writer.string(entry.key.description)
        writer.array(entry.consulted) { writer, consulted in
            writer.string(consulted.path)
            writer.optional(consulted.hash?.description)
        }
        writer.array(entry.looked) { writer, looked in
            writer.string(looked.path)
            writer.bool(looked.exists)
        }
        let container = entry.container
        writer.string(container.origin)
        writer.string(container.root)
        writer.array(container.targets) { writer, target in
            writer.string(target.origin)
            writer.strings(target.folders)
            writer.strings(target.files.sorted())
            writer.strings(target.excludedFiles.sorted())
            write(target.deploymentTarget, into: &writer)
            writer.string(target.defaultIsolation.rawValue)
        }
        write(container.deploymentTarget, into: &writer)
        writer.optional(container.defaultIsolation?.rawValue)
        writer.bool(container.isPackage)
    }

    private static func write(_ target: DeploymentTarget, into writer: inout BinaryWriter) {
        writer.array(target.minimums.sorted { $0.key.rawValue < $1.key.rawValue }) { writer, minimum in
            writer.string(minimum.key.rawValue)
            writer.ints(minimum.value.components)
        }
        writer.optional(target.origin)
    }

    private static func entry(_ reader: inout BinaryReader) -> Entry? {
        guard let key = reader.string().flatMap(ContentHash.init(hex:)),
              let consulted = reader.array({ reader -> Consulted? in
                  guard let path = reader.string(), let hash = reader.optional() else { return nil }
                  if let hash, ContentHash(hex: hash) == nil { return nil }
                  return Consulted(path: path, hash: hash.flatMap(ContentHash.init(hex:)))
              }),
              let looked = reader.array({ reader -> Looked? in
                  guard let path = reader.string(), let exists = reader.bool() else { return nil }
                  return Looked(path: path, exists: exists)
              }),
              let origin = reader.string(), let root = reader.string(),
              let targets = reader.array({ reader -> BuildTarget? in
                  guard let origin = reader.string(), let folders = reader.strings(), let files = reader.strings(),
                        let excluded = reader.strings(), let deployment = deploymentTarget(&reader),
                        let isolation = reader.string().flatMap(DefaultIsolation.init(rawValue:)) else { return nil }
                  return BuildTarget(
                      origin: origin, folders: folders, files: Set(files), excludedFiles: Set(excluded), deploymentTarget: deployment,
                      defaultIsolation: isolation)
              }),
              let deployment = deploymentTarget(&reader),
              let isolation = reader.optional(),
              let isPackage = reader.bool() else { return nil }
        var defaultIsolation: DefaultIsolation?
        if let isolation {
            guard let known = DefaultIsolation(rawValue: isolation) else { return nil }
            defaultIsolation = known
        }
        return Entry(
            key: key, consulted: consulted, looked: looked,
            container: BuildContainer(
                origin: origin, root: root, targets: targets, deploymentTarget: deployment, defaultIsolation: defaultIsolation,
                isPackage: isPackage))
    }

    private static func deploymentTarget(_ reader: inout BinaryReader) -> DeploymentTarget? {
        guard let minimums = reader.array({ reader -> (ApplePlatform, OSVersion)? in
            guard let platform = reader.string().flatMap(ApplePlatform.init(rawValue:)), let components = reader.ints(), !components.isEmpty else { return nil }
            var version = OSVersion(0)
            version.components = components
            return (platform, version)
        }), let origin = reader.optional() else { return nil }
        return DeploymentTarget(Dictionary(minimums, uniquingKeysWith: { first, _ in first }), origin: origin)
    }
}
