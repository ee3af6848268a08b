import Foundation

/// SARIF 2.1.0 (OASIS, https://docs.oasis-open.org/sarif/sarif/v2.1.0/), with a `rules` array and
/// per-rule help, as GitHub code scanning expects.
///
/// - Artifact URIs are relative references against the URI base id `%SRCROOT%`, which
///   `run.originalUriBaseIds` declares as the `file://` URI of the working directory; a file
///   outside it gets an absolute `file://` URI and no base id.
/// - Every result carries `partialFingerprints["remodelLineHash/v1"]` (see `fingerprint`), which
///   does not change when lines are added or removed above the finding.
/// - Input errors (unreadable or non-UTF-8 files, non-regular files, configuration errors) are
///   `invocations[0].toolExecutionNotifications`, and `executionSuccessful` is false when there
///   are any (the run exits 2).
public struct SARIFReporter: Sendable {
    /// The URI base id of the working directory.
    public static let sourceRootID = "%SRCROOT%"
    /// The name of Remodel's partial fingerprint; a new recipe gets a new version.
    public static let fingerprintName = "remodelLineHash/v1"

    /// What `%SRCROOT%` stands for.
    public let workingDirectory: URL

    public init(workingDirectory: URL? = nil) {
        self.workingDirectory = workingDirectory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }

    package struct Log: Encodable {
        package let version = "2.1.0"
        package let schema = "https://json.schemastore.org/sarif-2.1.0.json"
        package let runs: [Run]
        package enum CodingKeys: String, CodingKey { case version, schema = "$schema", runs }
    }
    /// Columns are UTF-16 code units (`Finding.utf16Column`), as `columnKind` declares.
    package struct Run: Encodable {
        package let tool: Tool
        package let invocations: [Invocation]
        package let originalUriBaseIds: [String: ArtifactLocation]
        package let results: [Result]
        package let columnKind = "utf16CodeUnits"
    }
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
        /// Only for rules with a page in docs/rules (not the `syntax-error` pseudo-rule).
        package let helpUri: String?
        package let help: Help
        package let defaultConfiguration: Configuration
        package let properties: Properties
    }
    package struct Message: Encodable { package let text: String }
    package struct Help: Encodable { package let text: String; package let markdown: String }
    package struct Configuration: Encodable { package let level: String }
    package struct Properties: Encodable { package let tags: [String]; package var impact: String? = nil }
    package struct Invocation: Encodable {
        package let executionSuccessful: Bool
        package let toolExecutionNotifications: [Notification]?
    }
    package struct Notification: Encodable {
        package let level = "error"
        package let message: Message
        package let locations: [Location]
    }
    package struct Result: Encodable {
        package let ruleId: String
        package let ruleIndex: Int?
        package let level: String
        package let message: Message
        package let locations: [Location]
        package let partialFingerprints: [String: String]
        /// Only for display-only fixes: `lint --fix` applies safe and unsafe fixes itself, while a
        /// display-only suggestion reaches people only through the report.
        package var fixes: [FixObject]? = nil
    }
    package struct FixObject: Encodable { package let description: Message; package let artifactChanges: [ArtifactChange] }
    package struct ArtifactChange: Encodable { package let artifactLocation: ArtifactLocation; package let replacements: [Replacement] }
    package struct Replacement: Encodable { package let deletedRegion: Region; package let insertedContent: Message }
    package struct Location: Encodable { package let physicalLocation: PhysicalLocation }
    package struct PhysicalLocation: Encodable { package let artifactLocation: ArtifactLocation; package var region: Region? = nil }
    package struct ArtifactLocation: Encodable { package let uri: String; package var uriBaseId: String? = nil }
    package struct Region: Encodable {
        package let startLine: Int
        package var startColumn: Int? = nil
        package var endLine: Int? = nil
        package var endColumn: Int? = nil
    }

    public func render(_ result: LintResult) -> String {
        var rules = result.rules
        if result.findings.contains(where: { $0.diagnostic.ruleID == syntaxErrorRuleID }), !rules.contains(where: { $0.id == syntaxErrorRuleID }) {
            rules.append(Self.syntaxErrorRule)
        }
        rules.sort { $0.id < $1.id }
        let indices = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let descriptors = rules.map(Self.descriptor)
        var occurrences: [String: Int] = [:]
        let results = result.findings.map { finding in
            let diagnostic = finding.diagnostic
            let artifact = artifactLocation(diagnostic.path)
            let line = Baseline.normalisedLine(in: finding.file, diagnostic: diagnostic)
            let key = [diagnostic.ruleID, artifact.uri, line].joined(separator: "\u{0}")
            let occurrence = occurrences[key, default: 0]
            occurrences[key] = occurrence + 1
            return Result(
                ruleId: diagnostic.ruleID, ruleIndex: indices[diagnostic.ruleID], level: diagnostic.severity.rawValue,
                message: Message(text: diagnostic.message),
                locations: [Location(physicalLocation: PhysicalLocation(
                    artifactLocation: artifact, region: Region(startLine: diagnostic.line, startColumn: finding.utf16Column)))],
                partialFingerprints: [Self.fingerprintName: Self.fingerprint(ruleID: diagnostic.ruleID, uri: artifact.uri, line: line, occurrence: occurrence)],
                fixes: displayOnlyFix(finding).map { [$0] })
        }
        let notifications = result.inputErrors.map { error in
            Notification(
                message: Message(text: error.message),
                locations: [Location(physicalLocation: PhysicalLocation(
                    artifactLocation: artifactLocation(error.path), region: error.line.map { Region(startLine: max(1, $0)) }))])
        }
        let log = Log(runs: [Run(
            tool: Tool(driver: Driver(version: RemodelVersion.current, informationUri: RemodelVersion.repositoryURL, rules: descriptors)),
            invocations: [Invocation(executionSuccessful: notifications.isEmpty, toolExecutionNotifications: notifications.isEmpty ? nil : notifications)],
            originalUriBaseIds: [Self.sourceRootID: ArtifactLocation(uri: Self.directoryURI(workingDirectory))],
            results: results)])
        return JSONOutput.encode(log)
    }

    /// The partial fingerprint of a result: FNV-1a 64 (16 hex digits) of the rule id, the artifact
    /// URI as reported, the flagged line's text with runs of whitespace collapsed and the ends
    /// trimmed, and how many earlier results in the report have the same rule, URI and line text
    /// (0 for the first), separated by NUL characters. No line or column number goes in, so
    /// adding or removing lines elsewhere in the file keeps every fingerprint; editing the flagged
    /// line, renaming the file or running from another working directory changes it.
    package static func fingerprint(ruleID: String, uri: String, line: String, occurrence: Int) -> String {
        Baseline.fnv1a64([ruleID, uri, line, String(occurrence)].joined(separator: "\u{0}"))
    }

    /// Rules with a generated page in docs/rules (`remodel generate-docs` writes one per
    /// registered rule) link to it; the pseudo-rule and test-only rules have none.
    package static func helpURI(for ruleID: String) -> String? {
        RuleRegistry.rule(id: ruleID) == nil ? nil : RemodelVersion.documentationURL(for: ruleID)
    }

    private static func descriptor(_ rule: RuleDescription) -> ReportingDescriptor {
        let isSyntaxError = rule.id == syntaxErrorRuleID
        return ReportingDescriptor(
            id: rule.id, name: rule.title, shortDescription: Message(text: rule.title),
            fullDescription: Message(text: rule.impactDescription),
            helpUri: helpURI(for: rule.id),
            help: Help(text: rule.rationale, markdown: isSyntaxError ? rule.rationale + "\n" : RuleDocumentation.body(for: rule)),
            defaultConfiguration: Configuration(level: rule.impact.defaultSeverity.rawValue),
            properties: Properties(tags: rule.tags, impact: isSyntaxError ? nil : rule.impact.rawValue))
    }

    /// The `syntax-error` pseudo-rule, described so that results using it resolve in `rules`.
    package static let syntaxErrorRule = RuleDescription(
        id: syntaxErrorRuleID, title: "File does not parse", impact: .critical,
        impactDescription: "Remodel skips every rule in a file that does not parse",
        tags: ["syntax"],
        rationale: "The file has a syntax error, so Remodel ran none of its rules on it. Fix the syntax error "
            + "(the Swift compiler reports it precisely) and lint again.",
        incorrectLabel: "", correctLabel: "", incorrect: [], correct: [])

    /// A SARIF `fix` for a display-only fix: its title and edits, as line/column regions (UTF-16
    /// columns, like the result's) so a byte-order mark or CRLF line endings do not shift them.
    package func displayOnlyFix(_ finding: Finding) -> FixObject? {
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
            artifactChanges: [ArtifactChange(artifactLocation: artifactLocation(finding.diagnostic.path), replacements: replacements)])
    }

    /// A path as reported (relative to the working directory when below it, else absolute) as an
    /// artifact location: relative to `%SRCROOT%` when below the working directory, else an
    /// absolute `file://` URI.
    package func artifactLocation(_ path: String) -> ArtifactLocation {
        let root = workingDirectory.standardizedFileURL.path
        let absolute = (path.hasPrefix("/") ? URL(fileURLWithPath: path) : workingDirectory.appendingPathComponent(path)).standardizedFileURL.path
        let prefix = root.hasSuffix("/") ? root : root + "/"
        if absolute.hasPrefix(prefix), absolute.count > prefix.count {
            return ArtifactLocation(uri: Self.uri(String(absolute.dropFirst(prefix.count))), uriBaseId: Self.sourceRootID)
        }
        return ArtifactLocation(uri: "file://" + Self.uri(absolute))
    }

    /// The `file://` URI of a folder, ending in a slash as `originalUriBaseIds` requires.
    package static func directoryURI(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        return "file://" + uri(path.hasSuffix("/") ? path : path + "/")
    }

    /// Percent-encodes each path segment (RFC 3986 `pchar`, minus `:` so that a relative
    /// reference's first segment is never read as a scheme).
    package static func uri(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false)
            .map { $0.addingPercentEncoding(withAllowedCharacters: segmentAllowed) ?? String($0) }
            .joined(separator: "/")
    }

    private static let segmentAllowed = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: ":/"))
}
