import Foundation
import RemodelCore

/// Reads an `.xcodeproj`'s `project.pbxproj` (an old-style property list, read by
/// `OldStylePropertyList`; Foundation reads what that leaves): per native target, the Swift files it compiles (Compile Sources phase and
/// Xcode 16 synchronized folders), its deployment targets and its default actor isolation. Build
/// settings come from the Release configuration (else the default one), the target's over the
/// project's, each over its `.xcconfig` base configuration.
package enum XcodeProject {
    /// With a `memo`, a project whose `project.pbxproj` and `.xcconfig` files are unchanged since
    /// it was read last is not parsed again.
    package static func read(_ project: URL, origin: String, memo: XcodeProjectMemo? = nil) -> BuildContainer? {
        let file = project.appendingPathComponent("project.pbxproj")
        guard case .success(let contents) = FileReader.read(file.path) else { return nil }
        guard var container = XcodeProjectMemo.container(at: project, origin: origin, contents: contents.bytes, memo: memo, build: {
            targets(of: project, origin: origin, contents: contents.bytes).map { ($0.container, $0.consulted, []) }
        }) else { return nil }
        // Read every run, with or without the memo (which does not keep them).
        container.dependencies = ResolvedPackages.readProject(project)
        return container
    }

    /// The project's targets and settings, without resolved versions, and the `.xcconfig` files
    /// read for them.
    private static func targets(
        of project: URL, origin: String, contents: [UInt8]
    ) -> (container: BuildContainer, consulted: [XcodeProjectMemo.Consulted])? {
        guard let plist = parse(contents),
              let objects = plist["objects"] as? [String: Any],
              let rootID = plist["rootObject"] as? String else { return nil }
        let graph = Graph(objects: objects, projectFolder: project.deletingLastPathComponent())
        guard let root = graph.object(rootID) else { return nil }
        let projectRoot = URL(fileURLWithPath: graph.projectFolder.path + "/" + (root["projectDirPath"] as? String ?? ""))
            .standardizedFileURL.path
        graph.projectRoot = projectRoot
        graph.mainGroup = root["mainGroup"] as? String
        let projectSettings = graph.settings(ofList: root["buildConfigurationList"] as? String)
        var targets: [BuildTarget] = []
        for targetID in root["targets"] as? [String] ?? [] {
            guard let target = graph.object(targetID), target["isa"] as? String == "PBXNativeTarget" else { continue }
            let name = target["name"] as? String ?? targetID
            let settings = projectSettings.merging(graph.settings(ofList: target["buildConfigurationList"] as? String)) { $1 }
            let targetOrigin = "\(origin) target '\(name)'"
            var built = BuildTarget(
                origin: targetOrigin, deploymentTarget: deploymentTarget(settings, origin: targetOrigin),
                defaultIsolation: DefaultIsolation(rawValue: settings["SWIFT_DEFAULT_ACTOR_ISOLATION"] ?? "") ?? .nonisolated)
            for phaseID in target["buildPhases"] as? [String] ?? [] {
                guard let phase = graph.object(phaseID), phase["isa"] as? String == "PBXSourcesBuildPhase" else { continue }
                for buildFileID in phase["files"] as? [String] ?? [] {
                    guard let reference = graph.object(buildFileID)?["fileRef"] as? String, let path = graph.path(of: reference) else { continue }
                    if path.hasSuffix(".swift") { built.files.insert(path) } else { built.folders.append(path) }
                }
            }
            for groupID in target["fileSystemSynchronizedGroups"] as? [String] ?? [] {
                guard let folder = graph.path(of: groupID) else { continue }
                built.folders.append(folder)
                for exceptionID in graph.object(groupID)?["exceptions"] as? [String] ?? [] {
                    guard let exception = graph.object(exceptionID), exception["target"] as? String == targetID else { continue }
                    for relative in exception["membershipExceptions"] as? [String] ?? [] {
                        built.excludedFiles.insert(StandardPath.of(folder + "/" + relative))
                    }
                }
            }
            targets.append(built)
        }
        return (BuildContainer(project: origin, root: projectRoot, targets: targets, dependencies: [:]), graph.consulted)
    }

    /// One Foundation parse at a time: the old-style property list parser is not known to be
    /// thread-safe on every Foundation.
    private static let parserLock = NSLock()

    /// The project's property list: read by `OldStylePropertyList`, else (a form it leaves to
    /// Foundation, or not an old-style list at all) by Foundation.
    package static func parse(_ data: Data) -> [String: Any]? {
        parse([UInt8](data))
    }

    package static func parse(_ bytes: [UInt8]) -> [String: Any]? {
        if let plist = OldStylePropertyList.parse(bytes) { return plist }
        return foundationParse(Data(bytes))
    }

    package static func foundationParse(_ data: Data) -> [String: Any]? {
        parserLock.lock()
        defer { parserLock.unlock() }
        return (try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)) as? [String: Any]
    }

    package static let deploymentKeys: [(key: String, platform: ApplePlatform)] = [
        ("IPHONEOS_DEPLOYMENT_TARGET", .iOS), ("MACOSX_DEPLOYMENT_TARGET", .macOS), ("TVOS_DEPLOYMENT_TARGET", .tvOS),
        ("WATCHOS_DEPLOYMENT_TARGET", .watchOS), ("XROS_DEPLOYMENT_TARGET", .visionOS),
    ]

    private static func platform(ofSDK sdk: String) -> ApplePlatform? {
        switch sdk {
        case "iphoneos", "iphonesimulator": .iOS
        case "macosx": .macOS
        case "appletvos", "appletvsimulator": .tvOS
        case "watchos", "watchsimulator": .watchOS
        case "xros", "xrsimulator": .visionOS
        default: nil
        }
    }

    /// The deployment targets of the platforms the target builds for (`SDKROOT`,
    /// `SUPPORTED_PLATFORMS`); every `*_DEPLOYMENT_TARGET` set when those do not say.
    private static func deploymentTarget(_ settings: [String: String], origin: String) -> DeploymentTarget {
        let setting = { (key: String) in settings[key].map { expanded($0, in: settings) } }
        var platforms = Set((setting("SUPPORTED_PLATFORMS") ?? "").split(separator: " ").compactMap { platform(ofSDK: String($0)) })
        if let sdk = setting("SDKROOT").flatMap(platform(ofSDK:)) { platforms.insert(sdk) }
        var minimums: [ApplePlatform: OSVersion] = [:]
        for (key, platform) in deploymentKeys where platforms.isEmpty || platforms.contains(platform) {
            if let value = setting(key), let version = OSVersion(value) { minimums[platform] = version }
        }
        return DeploymentTarget(minimums, origin: origin)
    }

    /// `value` with its build-setting references — `$(NAME)` and `${NAME}`, nested ones
    /// (`$(TARGET$(SUFFIX))`) from the inside out — replaced by the settings' values, as Xcode
    /// does: `IPHONEOS_DEPLOYMENT_TARGET = $(DEPLOYMENT_TARGET)` with `DEPLOYMENT_TARGET = 15.0` in
    /// the project's `.xcconfig` is 15.0. A name with no value, or with an operator
    /// (`$(NAME:lower)`), becomes empty, as does a cycle; references are followed 8 levels deep.
    package static func expanded(_ value: String, in settings: [String: String], depth: Int = 0) -> String {
        guard value.contains("$") else { return value }
        // A cycle (`A = $(A)`) or references too deep to follow read as unset.
        guard depth < 8 else { return value.contains("$(") || value.contains("${") ? "" : value }
        var bytes = Array(value.utf8)
        // The innermost reference: the last `$(` or `${` before the first closing bracket after it.
        var replaced = false
        var index = 0
        var open: (start: Int, close: UInt8)?
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "$"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "(") || bytes[index + 1] == UInt8(ascii: "{") {
                open = (index, bytes[index + 1] == UInt8(ascii: "(") ? UInt8(ascii: ")") : UInt8(ascii: "}"))
                index += 2
                continue
            }
            if let reference = open, bytes[index] == reference.close {
                let name = String(decoding: bytes[(reference.start + 2)..<index], as: UTF8.self)
                let replacement = name.contains(":") || name == "inherited" ? "" : expanded(settings[name] ?? "", in: settings, depth: depth + 1)
                bytes.replaceSubrange(reference.start...index, with: Array(replacement.utf8))
                replaced = true
                break
            }
            index += 1
        }
        let result = String(decoding: bytes, as: UTF8.self)
        return replaced ? expanded(result, in: settings, depth: depth + 1) : result
    }

    /// The project's object table, with paths resolved through the group tree.
    private final class Graph {
        let objects: [String: Any]
        let projectFolder: URL
        var projectRoot = ""
        var mainGroup: String?
        private lazy var parents: [String: String] = {
            var parents: [String: String] = [:]
            for (id, value) in objects {
                for child in (value as? [String: Any])?["children"] as? [String] ?? [] { parents[child] = id }
            }
            return parents
        }()
        private var paths: [String: String?] = [:]
        /// The `.xcconfig` files read, with their bytes' hashes (for `XcodeProjectMemo`).
        private(set) var consulted: [XcodeProjectMemo.Consulted] = []

        init(objects: [String: Any], projectFolder: URL) {
            self.objects = objects
            self.projectFolder = projectFolder
        }

        func object(_ id: String) -> [String: Any]? { objects[id] as? [String: Any] }

        /// The standardized absolute path of a file reference or group; nil for build products,
        /// SDK files and elements outside the group tree.
        func path(of id: String) -> String? {
            if let known = paths[id] { return known }
            paths[id] = .some(nil)  // a cycle in a corrupt project resolves to nil
            let resolved = resolve(id)
            paths[id] = resolved
            return resolved
        }

        private func resolve(_ id: String) -> String? {
            guard let element = object(id) else { return nil }
            let path = element["path"] as? String ?? ""
            let base: String
            switch element["sourceTree"] as? String ?? "<group>" {
            case "<group>":
                if id == mainGroup {
                    base = projectRoot
                } else if let parent = parents[id], let parentPath = self.path(of: parent) {
                    base = parentPath
                } else {
                    return nil
                }
            case "SOURCE_ROOT": base = projectRoot
            case "<absolute>": base = ""
            default: return nil
            }
            let joined = path.isEmpty ? base : path.hasPrefix("/") ? path : base + "/" + path
            return StandardPath.of(joined)
        }

        /// The settings of the Release configuration (else the list's default, else its first),
        /// over its `.xcconfig`.
        func settings(ofList id: String?) -> [String: String] {
            guard let id, let list = object(id) else { return [:] }
            let configurations = (list["buildConfigurations"] as? [String] ?? []).compactMap { object($0) }
            let preferred = configurations.first { $0["name"] as? String == "Release" }
                ?? configurations.first { $0["name"] as? String == list["defaultConfigurationName"] as? String }
                ?? configurations.first
            guard let configuration = preferred else { return [:] }
            var settings: [String: String] = [:]
            if let reference = configuration["baseConfigurationReference"] as? String, let path = path(of: reference) {
                settings = XCConfig.read(path) { consulted.append(.init(path: $0, hash: $1.map(ContentHash.init))) }
            }
            for (key, value) in configuration["buildSettings"] as? [String: Any] ?? [:] {
                if let text = value as? String { settings[key] = text }
                else if let list = value as? [String] { settings[key] = list.joined(separator: " ") }
            }
            return settings
        }
    }
}

/// The `KEY = VALUE` lines of an `.xcconfig` (and the files it `#include`s, a few levels deep).
package enum XCConfig {
    /// `consulted` hears of each file read (its bytes; nil when it cannot be read).
    package static func read(_ path: String, depth: Int = 0, consulted: (String, [UInt8]?) -> Void = { _, _ in }) -> [String: String] {
        guard depth < 4 else { return [:] }
        let bytes: [UInt8]? = if case .success(let contents) = FileReader.read(path) { contents.bytes } else { nil }
        consulted(path, bytes)
        // A byte order mark is not part of the first key (as Foundation's reading dropped it).
        guard let bytes, let text = UTF8Text.decodeDroppingByteOrderMark(bytes) else { return [:] }
        var settings: [String: String] = [:]
        for rawLine in text.split(whereSeparator: \.isNewline) {
            var line = Substring(rawLine)
            if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
            line = line.drop { $0 == " " || $0 == "\t" }
            if line.hasPrefix("#include") {
                let quoted = line.split(separator: "\"")
                if quoted.count >= 2 {
                    let included = String(quoted[1])
                    let resolved = included.hasPrefix("/") ? included : (path as NSString).deletingLastPathComponent + "/" + included
                    settings.merge(read(resolved, depth: depth + 1, consulted: consulted)) { $1 }
                }
                continue
            }
            // `KEY[sdk=iphoneos*] = VALUE`: the `=` after the condition's `]`.
            var assignment = line.startIndex
            if let open = line.firstIndex(of: "["), open < (line.firstIndex(of: "=") ?? line.endIndex), let close = line[open...].firstIndex(of: "]") {
                assignment = close
            }
            guard let equals = line[assignment...].firstIndex(of: "=") else { continue }
            var key = line[..<equals].trimmingCharacters(in: .whitespaces)
            if let condition = key.firstIndex(of: "[") { key = String(key[..<condition]) }  // KEY[sdk=…]: take as unconditional
            let value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: ";"))
            if !key.isEmpty { settings[key] = value }
        }
        return settings
    }
}
