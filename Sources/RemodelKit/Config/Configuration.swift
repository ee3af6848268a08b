import Foundation
import Yams

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
    public var severities: [String: Severity] = [:]
    public var options = RuleOptions()

    public init(rootDirectory: URL) { self.rootDirectory = rootDirectory }

    public func isEnabled(_ ruleID: String) -> Bool {
        if let onlyRules, !onlyRules.contains(ruleID) { return false }
        return !disabledRules.contains(ruleID)
    }

    public func severity(of rule: RuleDescription) -> Severity { severities[rule.id] ?? rule.impact.defaultSeverity }

    /// Whether a file should be linted when found by walking a directory.
    public func admits(_ url: URL) -> Bool {
        admits(path: url.standardizedFileURL.path, rootPath: rootDirectory.standardizedFileURL.path, folder: false)
    }

    /// The nearest `.remodel.yml` in `directory` or above it.
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

    public static func load(from url: URL) throws(ConfigurationError) -> Configuration {
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw ConfigurationError(file: url.path, line: nil, message: "cannot read the configuration file (\(error.localizedDescription))")
        }
        return try parse(text, file: url)
    }

    static let knownKeys = ["included", "excluded", "disabled_rules", "only_rules", "severity", "minimum_ios", "default_isolation"]

    public static func parse(_ text: String, file: URL) throws(ConfigurationError) -> Configuration {
        var configuration = Configuration(rootDirectory: file.deletingLastPathComponent())
        configuration.file = file
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw ConfigurationError(file: file.path, line: Self.line(of: error), message: "invalid YAML: \(Self.summary(of: error))")
        } catch {
            throw ConfigurationError(file: file.path, line: nil, message: "invalid YAML: \(error)")
        }
        guard let node else { return configuration }
        guard let mapping = node.mapping else {
            throw ConfigurationError(file: file.path, line: node.mark?.line, message: "the configuration must be a mapping of keys to values")
        }
        let knownRules = Set(RuleRegistry.ids)
        func fail(_ node: Node, _ message: String) -> ConfigurationError {
            ConfigurationError(file: file.path, line: node.mark?.line, message: message)
        }
        func strings(_ node: Node, key: String) throws(ConfigurationError) -> [String] {
            if node.scalar != nil, let value = node.string { return [value] }
            guard let sequence = node.sequence else { throw fail(node, "'\(key)' must be a list of strings") }
            var result: [String] = []
            for item in sequence {
                guard let value = item.scalar?.string else { throw fail(item, "'\(key)' must be a list of strings") }
                result.append(value)
            }
            return result
        }
        func ruleIDs(_ node: Node, key: String) throws(ConfigurationError) -> [String] {
            let ids = try strings(node, key: key)
            for (offset, id) in ids.enumerated() where !knownRules.contains(id) {
                let item = node.sequence.map { Array($0)[offset] } ?? node
                throw fail(item, "unknown rule '\(id)' in '\(key)' (run `remodel rules` for the list)")
            }
            return ids
        }
        for (keyNode, value) in mapping {
            guard let key = keyNode.string else { throw fail(keyNode, "keys must be strings") }
            switch key {
            case "included": configuration.included = try strings(value, key: key)
            case "excluded": configuration.excluded = try strings(value, key: key).map(Glob.init)
            case "disabled_rules": configuration.disabledRules = Set(try ruleIDs(value, key: key))
            case "only_rules": configuration.onlyRules = Set(try ruleIDs(value, key: key))
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
                guard let version = value.string.flatMap({ Double($0) }), version >= 13, version < 100 else {
                    throw fail(value, "'minimum_ios' must be an iOS version such as 16 or 17")
                }
                configuration.options.minimumIOS = Int(version)
            case "default_isolation":
                guard let isolation = value.string.flatMap(DefaultIsolation.init(rawValue:)) else {
                    throw fail(value, "'default_isolation' must be MainActor or nonisolated (the module's default actor isolation)")
                }
                configuration.options.defaultIsolation = isolation
            default:
                throw fail(keyNode, "unknown key '\(key)' (known keys: \(knownKeys.joined(separator: ", ")))")
            }
        }
        return configuration
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
