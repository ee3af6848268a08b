import Foundation
import Yams
import RemodelCore
import RemodelRules

/// `.remodel.yml`: which files and rules to lint, and how severe each rule is.
public struct Configuration: Sendable, Equatable {
    public static let fileName = ".remodel.yml"

    /// The folder paths in the file are relative to.
    public var rootDirectory: URL
    /// The file it was read from, nil for defaults.
    public var file: URL?
    public var included: [String] = []
    public var excluded: [Glob] = []
    public var disabledRules: Set<String> = []
    public var onlyRules: Set<String>?
    /// `opt_in_rules`: opt-in rules to run (see `RuleDescription.optIn`).
    public var optInRules: Set<String> = []
    public var severities: [String: Severity] = [:]
    public var options = RuleOptions()
    /// The options the configuration file sets itself; the others come from the build settings
    /// of the target compiling each file (`Package.swift`, `.xcodeproj`).
    public var explicitOptions: Set<ExplicitOption> = []
    /// What the build target compiling the file says (set per file by discovery; nil when no
    /// `Package.swift` or `.xcodeproj` covers it).
    package var build: FileBuildSettings?
    /// `editor_url`: the template of the editor links in `remodel plan`'s HTML report, e.g.
    /// `vscode://file/{path}:{line}` (`{path}` absolute, `{line}`, `{column}`).
    public var editorURL: String?

    public init(rootDirectory: URL) { self.rootDirectory = rootDirectory }

    /// An option a configuration file can set instead of the build settings.
    public enum ExplicitOption: Sendable, Hashable {
        case deploymentTarget, defaultIsolation
    }

    public func isEnabled(_ ruleID: String) -> Bool {
        if let onlyRules, !onlyRules.contains(ruleID) { return false }
        return !disabledRules.contains(ruleID)
    }

    /// Whether the rule runs: `only_rules` when given, else every rule not in `disabled_rules`,
    /// opt-in rules only when `opt_in_rules` lists them or the run names them (`optedIn`:
    /// `lint --only-rule`).
    public func isEnabled(_ rule: RuleDescription, optedIn: Set<String> = []) -> Bool {
        guard isEnabled(rule.id) else { return false }
        guard rule.optIn, onlyRules == nil else { return true }
        return optInRules.contains(rule.id) || optedIn.contains(rule.id)
    }

    public func severity(of rule: RuleDescription) -> Severity { severities[rule.id] ?? rule.impact.defaultSeverity }

    /// Whether a file should be linted when found by walking a directory.
    public func admits(_ url: URL) -> Bool {
        admits(path: url.standardizedFileURL.path, rootPath: rootDirectory.standardizedFileURL.path, folder: false)
    }

    /// The nearest `.remodel.yml` in `directory` or above it (a folder of that name counts, so that
    /// loading it reports the mistake instead of silently using the defaults).
    public static func find(from directory: URL) -> URL? {
        var current = directory.standardizedFileURL
        while true {
            let candidate = current.appendingPathComponent(fileName)
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
    }

    /// The configuration at `url` with every error in it: a key with a bad value is reported and
    /// left at its default while the other keys apply; a file that cannot be read or is not YAML
    /// gives the defaults. The run goes on either way and exits 2 (README: Configuration).
    public static func loadReportingAll(from url: URL) -> (configuration: Configuration, errors: [ConfigurationError]) {
        do {
            return try parseReportingAll(try text(at: url), file: url)
        } catch {
            var defaults = Configuration(rootDirectory: url.deletingLastPathComponent())
            defaults.file = url
            return (defaults, [error])
        }
    }

    /// The first error as a throw (tests and callers that want all-or-nothing).
    public static func load(from url: URL) throws(ConfigurationError) -> Configuration {
        let (configuration, errors) = try parseReportingAll(try text(at: url), file: url)
        if let first = errors.first { throw first }
        return configuration
    }

    private static func text(at url: URL) throws(ConfigurationError) -> String {
        let bytes: [UInt8]
        switch FileReader.read(url.path) {
        case .success(let contents): bytes = contents.bytes
        case .failure(let failure):
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
                throw ConfigurationError(file: url.path, line: nil, message: "is a folder, not a configuration file (rename or remove it)")
            }
            throw ConfigurationError(file: url.path, line: nil, message: "cannot read the configuration file: \(failure.message)")
        }
        guard let text = UTF8Text.decode(bytes) else {
            let line = 1 + (invalidUTF8Offset(bytes).map { offset in bytes[..<offset].count { $0 == 0x0A } } ?? 0)
            throw ConfigurationError(file: url.path, line: line, message: "the configuration file is not valid UTF-8 text")
        }
        return text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
    }

    /// Offset of the first byte that is not part of a valid UTF-8 sequence.
    private static func invalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        var offset = 0
        while offset < bytes.count {
            let lead = bytes[offset]
            let length = lead < 0x80 ? 1 : lead >> 5 == 0b110 ? 2 : lead >> 4 == 0b1110 ? 3 : lead >> 3 == 0b11110 ? 4 : 0
            guard length > 0, offset + length <= bytes.count,
                  UTF8Text.decode(bytes[offset..<offset + length]) != nil else { return offset }
            offset += length
        }
        return nil
    }

    package static let knownKeys = ["included", "excluded", "disabled_rules", "only_rules", "opt_in_rules", "severity", "minimum_ios", "deployment_target", "default_isolation", "editor_url"]

    /// Parses `text`, throwing its first error.
    public static func parse(_ text: String, file: URL) throws(ConfigurationError) -> Configuration {
        let (configuration, errors) = try parseReportingAll(text, file: file)
        if let first = errors.first { throw first }
        return configuration
    }

    /// Parses `text`: throws when it is not a YAML mapping; otherwise returns the configuration of
    /// the valid keys with an error for each invalid one, in file order.
    public static func parseReportingAll(_ text: String, file: URL) throws(ConfigurationError) -> (Configuration, [ConfigurationError]) {
        var configuration = Configuration(rootDirectory: file.deletingLastPathComponent())
        configuration.file = file
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch YamlError.duplicatedKeysInMapping(let duplicates, let context) {
            let key = duplicates.sorted().first ?? "?"
            let lines = Self.topLevelLines(of: key, in: text)
            let first = lines.first.map { " (first given on line \($0))" } ?? ""
            throw ConfigurationError(
                file: file.path, line: lines.dropFirst().first ?? context.mark.line,
                message: "duplicate key '\(key)'\(first); only one is allowed")
        } catch let error as YamlError {
            throw ConfigurationError(file: file.path, line: Self.line(of: error), message: "invalid YAML: \(Self.summary(of: error))")
        } catch {
            throw ConfigurationError(file: file.path, line: nil, message: "invalid YAML: \(error)")
        }
        guard let node else { return (configuration, []) }
        guard let mapping = node.mapping else {
            throw ConfigurationError(file: file.path, line: node.mark?.line, message: "the configuration must be a mapping of keys to values")
        }
        let knownRules = Set(RuleRegistry.ids)
        func fail(_ node: Node, _ message: String) -> ConfigurationError {
            ConfigurationError(file: file.path, line: node.mark?.line, message: message)
        }
        // A list key given one value (`excluded: 5`, `only_rules: prefer-observable`) is an error,
        // not a one-element list: a silently misread list once let generated files be migrated.
        func strings(_ node: Node, key: String) throws(ConfigurationError) -> [String] {
            let example = key == "excluded" || key == "included" ? "[\"Sources/Generated\"]" : "[prefer-observable]"
            guard let sequence = node.sequence else {
                throw fail(node, "'\(key)' must be a list, e.g. \(key): \(example); found \(Self.describe(node))")
            }
            var result: [String] = []
            for item in sequence {
                guard let scalar = item.scalar, Self.isText(scalar) else {
                    throw fail(item, "every item of '\(key)' must be a string; found \(Self.describe(item)) (quote it if it is meant as text)")
                }
                result.append(scalar.string)
            }
            return result
        }
        func globs(_ node: Node, key: String) throws(ConfigurationError) -> [Glob] {
            let patterns = try strings(node, key: key)
            for (offset, pattern) in patterns.enumerated() {
                let item = Array(node.sequence!)[offset]
                if let problem = Glob.problem(with: pattern) { throw fail(item, "'\(key)' pattern '\(pattern)' \(problem)") }
            }
            return patterns.map(Glob.init)
        }
        func ruleIDs(_ node: Node, key: String) throws(ConfigurationError) -> [String] {
            let ids = try strings(node, key: key)
            for (offset, id) in ids.enumerated() where !knownRules.contains(id) {
                let item = node.sequence.map { Array($0)[offset] } ?? node
                throw fail(item, "unknown rule '\(id)' in '\(key)' (run `remodel rules` for the list)")
            }
            return ids
        }
        var errors: [ConfigurationError] = []
        for (keyNode, value) in mapping {
            do throws(ConfigurationError) {
                guard let key = keyNode.string else { throw fail(keyNode, "keys must be strings") }
                switch key {
                case "included": configuration.included = try globs(value, key: key).map(\.pattern)
                case "excluded": configuration.excluded = try globs(value, key: key)
                case "disabled_rules": configuration.disabledRules = Set(try ruleIDs(value, key: key))
                case "only_rules": configuration.onlyRules = Set(try ruleIDs(value, key: key))
                case "opt_in_rules": configuration.optInRules = Set(try ruleIDs(value, key: key))
                case "severity":
                    guard let entries = value.mapping else { throw fail(value, "'severity' must map rule ids to error or warning") }
                    for (ruleNode, levelNode) in entries {
                        guard let id = ruleNode.string, knownRules.contains(id) else {
                            throw fail(ruleNode, "unknown rule '\(ruleNode.string ?? "?")' in 'severity'")
                        }
                        guard let level = levelNode.string.flatMap(Severity.init(rawValue:)) else {
                            throw fail(levelNode, "severity of '\(id)' must be 'error' or 'warning', not '\(levelNode.string ?? "?")'")
                        }
                        configuration.severities[id] = level
                    }
                case "minimum_ios":
                    guard value.scalar != nil, let version = value.string.flatMap({ Double($0) }), version >= 13, version < 100 else {
                        throw fail(value, "'minimum_ios' must be an iOS major version such as 16 or 17")
                    }
                    guard version == version.rounded() else {
                        throw fail(value, "'minimum_ios' must be a major version (16 or 17), not \(value.string ?? ""); the migrations only depend on the major version")
                    }
                    configuration.options.minimumIOS = Int(version)
                    configuration.options.deploymentTarget.origin = file.lastPathComponent
                    configuration.explicitOptions.insert(.deploymentTarget)
                case "deployment_target":
                    guard let entries = value.mapping, !entries.isEmpty else {
                        throw fail(value, "'deployment_target' must map platforms to versions, such as {iOS: 16, macOS: 13.5}")
                    }
                    for (platformNode, versionNode) in entries {
                        let names = ApplePlatform.allCases.map(\.rawValue)
                        guard let name = platformNode.string, let platform = ApplePlatform.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else {
                            throw fail(platformNode, "unknown platform '\(platformNode.string ?? "?")' in 'deployment_target' (known: \(names.joined(separator: ", ")))")
                        }
                        guard versionNode.scalar != nil, let text = versionNode.string, let version = OSVersion(text) else {
                            throw fail(versionNode, "the \(platform.rawValue) deployment target must be a version such as 17 or 13.5, not \(Self.describe(versionNode))")
                        }
                        configuration.options.deploymentTarget.minimums[platform] = version
                    }
                    configuration.options.deploymentTarget.origin = file.lastPathComponent
                    configuration.explicitOptions.insert(.deploymentTarget)
                case "default_isolation":
                    guard let isolation = value.string.flatMap(DefaultIsolation.init(rawValue:)) else {
                        throw fail(value, "'default_isolation' must be MainActor or nonisolated (the module's default actor isolation)")
                    }
                    configuration.options.defaultIsolation = isolation
                    configuration.explicitOptions.insert(.defaultIsolation)
                case "editor_url":
                    guard let scalar = value.scalar, Self.isText(scalar) else {
                        throw fail(value, "'editor_url' must be a URL template such as \"vscode://file/{path}:{line}\"; found \(Self.describe(value))")
                    }
                    if let problem = EditorURLTemplate.problem(with: scalar.string) {
                        throw fail(value, "'editor_url' \(problem)")
                    }
                    configuration.editorURL = scalar.string
                default:
                    throw fail(keyNode, "unknown key '\(key)' (known keys: \(knownKeys.joined(separator: ", ")))")
                }
            } catch {
                errors.append(error)
            }
        }
        return (configuration, errors)
    }

    /// Lines (1-based) on which `key:` starts a line: where Yams found a duplicate but gave only
    /// the mapping's position.
    private static func topLevelLines(of key: String, in text: String) -> [Int] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { offset, line in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            for spelling in [key, "\"\(key)\"", "'\(key)'"] where trimmed.hasPrefix(spelling) {
                if trimmed.dropFirst(spelling.count).drop(while: { $0 == " " }).hasPrefix(":") { return offset + 1 }
            }
            return nil
        }
    }

    /// Whether a scalar is text: quoted, or plain and not a number, boolean or null.
    private static func isText(_ scalar: Node.Scalar) -> Bool {
        guard scalar.style == .plain else { return true }
        let value = scalar.string
        return !(value.isEmpty || Double(value) != nil || ["true", "false", "null", "~"].contains(value.lowercased()))
    }

    /// A node as the user wrote it, for error messages.
    private static func describe(_ node: Node) -> String {
        switch node {
        case .scalar(let scalar):
            if isText(scalar) { "the single value '\(scalar.string)'" }
            else if Double(scalar.string) != nil { "the number \(scalar.string)" }
            else if ["true", "false"].contains(scalar.string.lowercased()) { "the boolean \(scalar.string)" }
            else { "no value" }
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .alias: "an alias"
        }
    }

    private static func line(of error: YamlError) -> Int? {
        switch error {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _): return mark.line
        default: return nil
        }
    }

    private static func summary(of error: YamlError) -> String {
        switch error {
        case .scanner(let context, let problem, _, _), .parser(let context, let problem, _, _), .composer(let context, let problem, _, _):
            return [context?.text, problem].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
        default:
            return "\(error)"
        }
    }
}

public struct ConfigurationError: Error, Sendable, CustomStringConvertible {
    public let file: String
    public let line: Int?
    public let message: String
    public var description: String { "\(file)\(line.map { ":\($0)" } ?? ""): error: \(message)" }
}

extension Configuration {
    /// `ContentHash` of the configuration's canonical description (every field, by reflection; the
    /// resolved package versions only as what each rule's `requiredDependency` finds in them):
    /// what the lint cache and the incremental state key a file's configuration by. Described
    /// once per distinct configuration in a process: the reflection walks every rule option, and
    /// both keys ask for every file's (files share a few configurations, one per target).
    package var fingerprint: ContentHash { ConfigurationFingerprints.shared.fingerprint(of: self) }

    /// `fingerprint` computed again, not looked up (for tests).
    package var describedFingerprint: ContentHash { ConfigurationFingerprints.shared.describe(self) }
}

/// The fingerprints of the configurations seen, found by equality (a configuration is not
/// hashable: its options hold values of any type). Bounded: a long-lived process forgets the
/// oldest.
package final class ConfigurationFingerprints: @unchecked Sendable {
    static let shared = ConfigurationFingerprints()
    private let lock = NSLock()
    private var entries: [(configuration: Configuration, fingerprint: ContentHash)] = []
    /// The entry found last: consecutive files mostly share their configuration.
    private var lastHit = 0
    private static let capacity = 256

    func fingerprint(of configuration: Configuration) -> ContentHash {
        lock.lock()
        if entries.indices.contains(lastHit), entries[lastHit].configuration == configuration {
            defer { lock.unlock() }
            return entries[lastHit].fingerprint
        }
        if let found = entries.lastIndex(where: { $0.configuration == configuration }) {
            lastHit = found
            defer { lock.unlock() }
            return entries[found].fingerprint
        }
        lock.unlock()
        // Described outside the lock (reflection is slow, and equal configurations hash equal).
        let fingerprint = describe(configuration)
        lock.lock()
        defer { lock.unlock() }
        if entries.count == Self.capacity { entries.removeFirst(Self.capacity / 2) }
        entries.append((configuration, fingerprint))
        lastHit = entries.count - 1
        return fingerprint
    }

    /// The configuration's hash, from its description in parts: the options and build settings
    /// field by field, what the rules' package requirements find in the resolved versions, and
    /// the rest. Files have one configuration per target (five held-out apps: 70), equal but for
    /// the build settings and the options they set: the rest is described once, found again by
    /// equality.
    func describe(_ configuration: Configuration) -> ContentHash {
        var rest = configuration
        rest.options = RuleOptions()
        rest.build = nil
        var hash = remembered(rest, in: \.describedRests) { ContentHash(CanonicalDescription.of($0)) }
        // The options and build settings, which differ from target to target, hashed field by
        // field: reflecting them took most of a warm run's describing (seventy targets in five
        // apps). `ScaleTests.theFieldsHashedByHandAreEveryField` fails when either type gains a
        // field this does not hash.
        Self.combine(configuration.options.deploymentTarget, into: &hash)
        hash.combine(configuration.options.defaultIsolation.rawValue)
        if let build = configuration.build {
            hash.combine(integer: 1)
            if let target = build.deploymentTarget {
                hash.combine(integer: 1)
                Self.combine(target, into: &hash)
            } else {
                hash.combine(integer: 0)
            }
            hash.combine(build.defaultIsolation?.rawValue ?? "-")
            hash.combine(build.origin)
            hash.combine(integer: build.targetOrigins.count)
            for origin in build.targetOrigins.sorted() { hash.combine(origin) }
        } else {
            hash.combine(integer: 0)
        }
        // The resolved package versions (options and build settings hold the same pins): lint
        // reads them only through the rules' `requiredDependency` — the linter skips a rule whose
        // package the file's project pins below its minimum, and rules see no versions — so they
        // count by what each requirement finds, not pin by pin. A `Package.resolved` that bumps
        // other packages (most dependency updates) keeps every file's findings.
        Self.combine(requirementsFoundIn: configuration.options, into: &hash)
        return hash
    }

    private var describedRests: [(value: Configuration, fingerprint: ContentHash)] = []

    /// The package requirements of every registered rule (`RuleDescription.requiredDependency`),
    /// each once, in order: what a file's resolved versions can change in a lint.
    package static let dependencyRequirements: [DependencyRequirement] = RuleRegistry.all
        .compactMap { $0.description.requiredDependency }
        .reduce(into: []) { found, requirement in if !found.contains(requirement) { found.append(requirement) } }
        .sorted { ($0.identity, $0.minimum) < ($1.identity, $1.minimum) }

    private static func combine(requirementsFoundIn options: RuleOptions, into hash: inout ContentHash) {
        hash.combine(integer: dependencyRequirements.count)
        for requirement in dependencyRequirements {
            hash.combine(requirement.identity)
            hash.combine(integer: requirement.minimum.components.count)
            for component in requirement.minimum.components { hash.combine(integer: component) }
            hash.combine(integer: options.pinsBelow(requirement) ? 1 : 0)
        }
    }

    /// `describe(value)`, or what it gave for an equal value before.
    private func remembered<Value: Equatable>(
        _ value: Value, in list: ReferenceWritableKeyPath<ConfigurationFingerprints, [(value: Value, fingerprint: ContentHash)]>,
        _ describe: (Value) -> ContentHash
    ) -> ContentHash {
        lock.lock()
        if let found = self[keyPath: list].last(where: { $0.value == value }) {
            lock.unlock()
            return found.fingerprint
        }
        lock.unlock()
        let fingerprint = describe(value)
        lock.lock()
        defer { lock.unlock() }
        if self[keyPath: list].count == Self.capacity { self[keyPath: list].removeFirst(Self.capacity / 2) }
        self[keyPath: list].append((value, fingerprint))
        return fingerprint
    }

    /// The fields `describe` hashes by hand, per type (`ScaleTests.theFieldsHashedByHandAreEveryField`
    /// compares them with the types' fields, so a new field is not left out of the cache key).
    package static let fieldsHashedByHand: [String: [String]] = [
        "RuleOptions": ["deploymentTarget", "defaultIsolation", "dependencyVersions"],
        "FileBuildSettings": ["deploymentTarget", "defaultIsolation", "origin", "targetOrigins", "dependencies"],
        "DeploymentTarget": ["minimums", "origin"],
    ]

    private static func combine(_ target: DeploymentTarget, into hash: inout ContentHash) {
        hash.combine(integer: target.minimums.count)
        for (platform, version) in target.minimums.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            hash.combine(platform.rawValue)
            hash.combine(integer: version.components.count)
            for component in version.components { hash.combine(integer: component) }
        }
        hash.combine(target.origin ?? "\u{0}")
    }
}
