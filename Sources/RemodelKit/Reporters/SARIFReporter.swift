import Foundation

/// SARIF 2.1.0, with a `rules` array and per-rule help, as GitHub code scanning expects.
public struct SARIFReporter: Sendable {
    public init() {}

    struct Log: Encodable {
        let version = "2.1.0"
        let schema = "https://json.schemastore.org/sarif-2.1.0.json"
        let runs: [Run]
        enum CodingKeys: String, CodingKey { case version, schema = "$schema", runs }
    }
    /// Columns are UTF-16 code units (`Finding.utf16Column`), as `columnKind` declares.
    struct Run: Encodable { let tool: Tool; let results: [Result]; let columnKind = "utf16CodeUnits" }
    struct Tool: Encodable { let driver: Driver }
    struct Driver: Encodable {
        let name = "Remodel"
        let version: String
        let informationUri: String
        let rules: [ReportingDescriptor]
    }
    struct ReportingDescriptor: Encodable {
        let id: String
        let name: String
        let shortDescription: Message
        let fullDescription: Message
        let helpUri: String
        let help: Help
        let defaultConfiguration: Configuration
        let properties: Properties
    }
    struct Message: Encodable { let text: String }
    struct Help: Encodable { let text: String; let markdown: String }
    struct Configuration: Encodable { let level: String }
    struct Properties: Encodable { let tags: [String]; let impact: String }
    struct Result: Encodable {
        let ruleId: String
        let ruleIndex: Int?
        let level: String
        let message: Message
        let locations: [Location]
    }
    struct Location: Encodable { let physicalLocation: PhysicalLocation }
    struct PhysicalLocation: Encodable { let artifactLocation: ArtifactLocation; let region: Region }
    struct ArtifactLocation: Encodable { let uri: String }
    struct Region: Encodable { let startLine: Int; let startColumn: Int }

    public func render(_ result: LintResult) -> String {
        let rules = result.rules.sorted { $0.id < $1.id }
        let indices = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let descriptors = rules.map { rule in
            ReportingDescriptor(
                id: rule.id, name: rule.title, shortDescription: Message(text: rule.title),
                fullDescription: Message(text: rule.impactDescription),
                helpUri: RemodelVersion.documentationURL(for: rule.id),
                help: Help(text: rule.rationale, markdown: RuleDocumentation.markdown(for: rule)),
                defaultConfiguration: Configuration(level: rule.impact.defaultSeverity.rawValue),
                properties: Properties(tags: rule.tags, impact: rule.impact.rawValue))
        }
        let results = result.findings.map { finding in
            let diagnostic = finding.diagnostic
            return Result(
                ruleId: diagnostic.ruleID, ruleIndex: indices[diagnostic.ruleID], level: diagnostic.severity.rawValue,
                message: Message(text: diagnostic.message),
                locations: [Location(physicalLocation: PhysicalLocation(
                    artifactLocation: ArtifactLocation(uri: Self.uri(diagnostic.path)),
                    region: Region(startLine: diagnostic.line, startColumn: finding.utf16Column)))])
        }
        let log = Log(runs: [Run(
            tool: Tool(driver: Driver(version: RemodelVersion.current, informationUri: RemodelVersion.repositoryURL, rules: descriptors)),
            results: results)])
        return JSONOutput.encode(log)
    }

    static func uri(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false)
            .map { $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? String($0) }
            .joined(separator: "/")
    }
}
