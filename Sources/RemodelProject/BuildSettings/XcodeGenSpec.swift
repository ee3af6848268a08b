import Foundation
import RemodelCore
import Yams

/// Reads an XcodeGen spec (`project.yml`, or any other YAML file of XcodeGen's shape, such as
/// `project-app.yml` read with `xcodegen --spec`), for repositories that generate their `.xcodeproj` and do
/// not commit it: per target, the source folders it compiles, its deployment targets and its default
/// actor isolation — what `XcodeProject` reads from a generated project. A spec next to an
/// `.xcodeproj` is not read (the project is what Xcode builds).
///
/// Understood: `include` (paths relative to the including file; the included spec's own paths
/// relative to itself), `options.deploymentTarget`, project and target `settings` (flat, or
/// `base` + `configs.Release`) over their `configFiles.Release` `.xcconfig`, target `platform`
/// (one or a list) or `supportedDestinations`, target `deploymentTarget` (a version, or one per
/// platform), `sources` (paths or `path:` entries), and `templates` with `${target_name}`.
/// Not understood: source `excludes` globs and `settingGroups` (the folder is taken whole; the
/// group's settings are not applied).
package enum XcodeGenSpec {
    /// XcodeGen's default spec name.
    package static let fileName = "project.yml"

    /// Spec files are YAML files that are not hidden (`.swiftlint.yml`, `.remodel.yml`): which of
    /// them are specs is decided by their content (`read`).
    package static func isCandidate(name: String) -> Bool {
        !name.hasPrefix(".") && (name.hasSuffix(".yml") || name.hasSuffix(".yaml"))
    }

    /// The specs among `candidates`: the YAML files of XcodeGen's shape that no other candidate
    /// includes (an included fragment is read as part of the spec that includes it).
    package static func specs(among candidates: [URL]) -> [URL] {
        let loaded = candidates.compactMap { url -> (URL, [String: Any])? in
            guard let node = Self.node(url) else { return nil }
            return (url, node)
        }
        var included: Set<String> = []
        for (url, node) in loaded { collectIncludes(of: node, folder: url.deletingLastPathComponent().standardizedFileURL.path, into: &included, depth: 0) }
        return loaded.filter { !included.contains($0.0.standardizedFileURL.path) }.map(\.0)
    }

    /// The top-level mapping of a YAML file. As a candidate spec or fragment (`candidate`) it must
    /// have `targets:` or `include:` at the start of a line (checked before parsing, so a
    /// repository's other YAML files cost a byte scan) and be under 2 MB; a file a spec includes
    /// (settings, templates) is parsed as it is.
    private static func node(_ url: URL, candidate: Bool = true) -> [String: Any]? {
        if candidate {
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
                  (attributes[.size] as? NSNumber)?.intValue ?? 0 < 2_000_000 else { return nil }
        }
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
        if candidate {
            guard text.hasPrefix("targets:") || text.hasPrefix("include:") || text.contains("\ntargets:") || text.contains("\ninclude:") else { return nil }
        }
        return normalized(try? Yams.load(yaml: text)) as? [String: Any]
    }

    private static func collectIncludes(of node: [String: Any], folder: String, into included: inout Set<String>, depth: Int) {
        guard depth < 8 else { return }
        for include in list(node["include"]) {
            guard let path = scalar(include) ?? scalar((include as? [String: Any])?["path"]) else { continue }
            let url = URL(fileURLWithPath: path.hasPrefix("/") ? path : folder + "/" + path).standardizedFileURL
            guard included.insert(url.path).inserted, let child = Self.node(url) else { continue }
            collectIncludes(of: child, folder: url.deletingLastPathComponent().path, into: &included, depth: depth + 1)
        }
    }

    /// A spec's targets, or nil when the file is not an XcodeGen project spec: it needs a `name`
    /// and at least one target with a `type` once its includes are merged.
    package static func read(_ spec: URL, origin: String) -> BuildContainer? {
        guard let root = load(spec, depth: 0), scalar(root["name"]) != nil else { return nil }
        guard let targetsNode = root["targets"] as? [String: Any],
              targetsNode.values.contains(where: { ($0 as? [String: Any])?["type"] != nil || ($0 as? [String: Any])?["templates"] != nil }) else { return nil }
        let folder = spec.deletingLastPathComponent().standardizedFileURL.path
        let options = root["options"] as? [String: Any] ?? [:]
        let projectDeployment = versions(options["deploymentTarget"])
        let projectSettings = settings(root["settings"], configFiles: root["configFiles"], base: folder)
        let templates = root["targetTemplates"] as? [String: Any] ?? [:]
        var targets: [BuildTarget] = []
        for name in targetsNode.keys.sorted() {
            guard var target = targetsNode[name] as? [String: Any] else { continue }
            target = applyingTemplates(target, templates: templates, name: name)
            let base = target[baseKey] as? String ?? folder
            let targetOrigin = "\(origin) target '\(name)'"
            let merged = projectSettings.merging(settings(target["settings"], configFiles: target["configFiles"], base: base)) { $1 }
            let platforms = platforms(of: target)
            var minimums: [ApplePlatform: OSVersion] = [:]
            for platform in platforms { if let version = projectDeployment[platform] { minimums[platform] = version } }
            if let own = target["deploymentTarget"] {
                if let text = scalar(own), let version = OSVersion(text) {
                    for platform in platforms { minimums[platform] = version }
                } else {
                    for (platform, version) in versions(own) where platforms.isEmpty || platforms.contains(platform) { minimums[platform] = version }
                }
            }
            for (key, platform) in XcodeProject.deploymentKeys where platforms.isEmpty || platforms.contains(platform) {
                if let value = merged[key], let version = OSVersion(value) { minimums[platform] = version }
            }
            var built = BuildTarget(
                origin: targetOrigin, deploymentTarget: DeploymentTarget(minimums, origin: targetOrigin),
                defaultIsolation: DefaultIsolation(rawValue: merged["SWIFT_DEFAULT_ACTOR_ISOLATION"] ?? "") ?? .nonisolated)
            for source in list(target["sources"]) {
                let path = scalar(source) ?? scalar((source as? [String: Any])?["path"])
                guard let path else { continue }
                let absolute = URL(fileURLWithPath: path.hasPrefix("/") ? path : base + "/" + path).standardizedFileURL.path
                if absolute.hasSuffix(".swift") { built.files.insert(absolute) } else { built.folders.append(absolute) }
            }
            targets.append(built)
        }
        return BuildContainer(project: origin, root: folder, targets: targets, dependencies: ResolvedPackages.readWorkspaces(in: URL(fileURLWithPath: folder)))
    }

    /// Where a target's relative paths start: the folder of the spec file that declared it.
    private static let baseKey = "__remodel_base"

    /// The spec with its `include`s merged in (included first, the including file wins; targets
    /// merged by name), each target tagged with the folder its paths are relative to.
    private static func load(_ spec: URL, depth: Int) -> [String: Any]? {
        guard depth < 8, let node = Self.node(spec, candidate: depth == 0) else { return nil }
        let folder = spec.deletingLastPathComponent().standardizedFileURL.path
        var own = node
        if var targets = own["targets"] as? [String: Any] {
            for (name, value) in targets {
                guard var target = value as? [String: Any] else { continue }
                target[baseKey] = folder
                targets[name] = target
            }
            own["targets"] = targets
        }
        var merged: [String: Any] = [:]
        for include in list(node["include"]) {
            guard let path = scalar(include) ?? scalar((include as? [String: Any])?["path"]),
                  let included = load(URL(fileURLWithPath: path.hasPrefix("/") ? path : folder + "/" + path), depth: depth + 1) else { continue }
            merged = merging(merged, included)
        }
        own["include"] = nil
        return merging(merged, own)
    }

    /// Yams' mappings (`[AnyHashable: Any]`) with string keys, all the way down.
    private static func normalized(_ node: Any?) -> Any? {
        switch node {
        case let mapping as [AnyHashable: Any]:
            var result: [String: Any] = [:]
            for (key, value) in mapping { if let value = normalized(value) { result[String(describing: key.base)] = value } }
            return result
        case let array as [Any]: return array.compactMap(normalized)
        default: return node
        }
    }

    /// XcodeGen's merge: dictionaries recursively, anything else replaced.
    private static func merging(_ base: [String: Any], _ over: [String: Any]) -> [String: Any] {
        var result = base
        for (key, value) in over {
            if let inner = value as? [String: Any], let existing = result[key] as? [String: Any] {
                result[key] = merging(existing, inner)
            } else {
                result[key] = value
            }
        }
        return result
    }

    private static func applyingTemplates(_ target: [String: Any], templates: [String: Any], name: String) -> [String: Any] {
        var result: [String: Any] = [:]
        for templateName in list(target["templates"]).compactMap(scalar) {
            guard let template = templates[templateName] as? [String: Any] else { continue }
            result = merging(result, substituting(template, name: name) as? [String: Any] ?? [:])
        }
        return merging(result, target)
    }

    private static func substituting(_ value: Any, name: String) -> Any {
        switch value {
        case let text as String: text.replacingOccurrences(of: "${target_name}", with: name)
        case let array as [Any]: array.map { substituting($0, name: name) }
        case let dictionary as [String: Any]: dictionary.mapValues { substituting($0, name: name) }
        default: value
        }
    }

    /// Build settings of a `settings:` node (the Release configuration's over `base`) over the
    /// Release `.xcconfig` of `configFiles:`.
    private static func settings(_ node: Any?, configFiles: Any?, base: String) -> [String: String] {
        var result: [String: String] = [:]
        if let files = configFiles as? [String: Any], let path = scalar(files["Release"]) ?? files.values.lazy.compactMap(scalar).first {
            result = XCConfig.read(path.hasPrefix("/") ? path : base + "/" + path)
        }
        guard let dictionary = node as? [String: Any] else { return result }
        let structured = !dictionary.isEmpty && dictionary.keys.allSatisfy { ["base", "configs", "groups"].contains($0) }
        var layers: [[String: Any]] = []
        if structured {
            layers.append(dictionary["base"] as? [String: Any] ?? [:])
            if let configs = dictionary["configs"] as? [String: Any] {
                if let release = configs.first(where: { $0.key.lowercased() == "release" })?.value as? [String: Any] { layers.append(release) }
            }
        } else {
            layers.append(dictionary)
        }
        for layer in layers {
            for (key, value) in layer { if let text = scalar(value) { result[key] = text } }
        }
        return result
    }

    private static func platforms(of target: [String: Any]) -> Set<ApplePlatform> {
        let names = list(target["platform"]).compactMap(scalar) + list(target["supportedDestinations"]).compactMap(scalar)
        return Set(names.compactMap(platform(named:)))
    }

    private static func platform(named name: String) -> ApplePlatform? {
        switch name.lowercased() {
        case "ios", "maccatalyst": .iOS  // Mac Catalyst builds against the iOS deployment target
        case "macos": .macOS
        case "tvos": .tvOS
        case "watchos": .watchOS
        case "visionos": .visionOS
        default: nil
        }
    }

    /// `{iOS: "16.0", macOS: 13}` → versions per platform.
    private static func versions(_ node: Any?) -> [ApplePlatform: OSVersion] {
        var result: [ApplePlatform: OSVersion] = [:]
        for (key, value) in node as? [String: Any] ?? [:] {
            if let platform = platform(named: key), let text = scalar(value), let version = OSVersion(text) { result[platform] = version }
        }
        return result
    }

    private static func list(_ node: Any?) -> [Any] {
        switch node {
        case let array as [Any]: array
        case nil: []
        case let some?: [some]
        }
    }

    /// A YAML scalar as text (`17` and `17.0` are read as numbers by Yams).
    private static func scalar(_ node: Any?) -> String? {
        switch node {
        case let text as String: text
        case let number as Int: String(number)
        case let number as Double: String(number)
        case let flag as Bool: flag ? "YES" : "NO"
        default: nil
        }
    }
}
