import Foundation

/// SARIF 2.1.0, with a `rules` array and per-rule help, as GitHub code scanning expects.
public struct SARIFReporter: Sendable {
    public init() {}

    package struct Log: Encodable {
        package let version = "2.1.0"
        package let schema = "https://json.schemastore.org/sarif-2.1.0.json"
        package let runs: [Run]
        package enum CodingKeys: String, CodingKey { case version, schema = "$schema", runs }
    }
    /// Columns are UTF-16 code units (`Finding.utf16Column`), as `columnKind` declares.
    package struct Run: Encodable { package let tool: Tool; package let results: [Result]; package let columnKind = "utf16CodeUnits" }
    package struct Tool: Encodable { package let driver: Driver }
    package struct Driver: Encodable {
        package let name = "Remodel"
        package let version: String
        package let informationUri: String
        package let rules: [ReportingDescriptor]
    }
    package struct ReportingDescriptor: Encodable {
        package let id: String
        package let name: String
        package let shortDescription: Message
        package let fullDescription: Message
        package let helpUri: String
        package let help: Help
        package let defaultConfiguration: Configuration
        package let properties: Properties
    }
    package struct Message: Encodable { package let text: String }
    package struct Help: Encodable { package let text: String; package let markdown: String }
    package struct Configuration: Encodable { package let level: String }
    package struct Properties: Encodable { package let tags: [String]; package let impact: String }
    package struct Result: Encodable {
        package let ruleId: String
        package let ruleIndex: Int?
        package let level: String
        package let message: Message
        package let locations: [Location]
        /// Only for display-only fixes: `lint --fix` applies safe and unsafe fixes itself, while a
        /// display-only suggestion reaches people only through the report.
        package var fixes: [FixObject]? = nil
    }
    package struct FixObject: Encodable { package let description: Message; package let artifactChanges: [ArtifactChange] }
    package struct ArtifactChange: Encodable { package let artifactLocation: ArtifactLocation; package let replacements: [Replacement] }
    package struct Replacement: Encodable { package let deletedRegion: Region; package let insertedContent: Message }
    package struct Location: Encodable { package let physicalLocation: PhysicalLocation }
    package struct PhysicalLocation: Encodable { package let artifactLocation: ArtifactLocation; package let region: Region }
    package struct ArtifactLocation: Encodable { package let uri: String }
    package struct Region: Encodable {
        package let startLine: Int
        package let startColumn: Int
        package var endLine: Int? = nil
        package var endColumn: Int? = nil
    }

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
                    region: Region(startLine: diagnostic.line, startColumn: finding.utf16Column)))],
                fixes: Self.displayOnlyFix(finding).map { [$0] })
        }
        let log = Log(runs: [Run(
            tool: Tool(driver: Driver(version: RemodelVersion.current, informationUri: RemodelVersion.repositoryURL, rules: descriptors)),
            results: results)])
        return JSONOutput.encode(log)
    }

    /// A SARIF `fix` for a display-only fix: its title and edits, as line/column regions (UTF-16
    /// columns, like the result's) so a byte-order mark or CRLF line endings do not shift them.
    package static func displayOnlyFix(_ finding: Finding) -> FixObject? {
        guard let fix = finding.fix, fix.applicability == .displayOnly, !fix.edits.isEmpty else { return nil }
        let file = finding.file
        let replacements = fix.edits.sorted { $0.range.lowerBound < $1.range.lowerBound }.map { edit in
            let start = file.utf16Location(ofUTF8Offset: edit.range.lowerBound)
            let end = file.utf16Location(ofUTF8Offset: edit.range.upperBound)
            let text = file.format.lineEnding == .lf ? edit.replacement : edit.replacement.convertingBareNewlines(to: file.format.lineEnding.characters)
            return Replacement(
                deletedRegion: Region(startLine: start.line, startColumn: start.column, endLine: end.line, endColumn: end.column),
                insertedContent: Message(text: text))
        }
        return FixObject(
            description: Message(text: fix.title),
            artifactChanges: [ArtifactChange(artifactLocation: ArtifactLocation(uri: uri(finding.diagnostic.path)), replacements: replacements)])
    }

    package static func uri(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false)
            .map { $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? String($0) }
            .joined(separator: "/")
    }
}
