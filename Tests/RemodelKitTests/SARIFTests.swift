import Foundation
import Testing
@testable import RemodelKit
@testable import RemodelRules

/// The SARIF report: structure, fingerprints, the pseudo-rule, notifications and URIs.
struct SARIFTests {
    private static let model = "import SwiftUI\nclass Model: ObservableObject {\n  @Published var x = 0\n}\n"

    private func document(_ result: LintResult, workingDirectory: URL? = nil) throws -> [String: Any] {
        let text = SARIFReporter(workingDirectory: workingDirectory).render(result)
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    private func run(_ document: [String: Any]) throws -> [String: Any] {
        try #require((document["runs"] as? [[String: Any]])?.first)
    }

    private func results(_ document: [String: Any]) throws -> [[String: Any]] {
        try #require(try run(document)["results"] as? [[String: Any]])
    }

    private func fingerprints(_ document: [String: Any]) throws -> [String] {
        try results(document).map { result in
            try #require((result["partialFingerprints"] as? [String: String])?[SARIFReporter.fingerprintName])
        }
    }

    /// Every report shape the reporter produces conforms to the SARIF 2.1.0 requirements checked
    /// by `SARIFConformance`.
    @Test func conformsToSARIF210() throws {
        let cases: [LintResult] = [
            lint(["Sources/Model.swift": Self.model]),
            lint(["Broken.swift": "struct {\n", "Sources/Model.swift": Self.model]),
            lint(["Sources/Sample.swift": SampleFixRule.code], rules: [SampleFixRule()]),
            lint([:]),
            withInputErrors(lint(["Sources/Model.swift": Self.model]), [
                InputError(path: "Sources/Bad.swift", message: "file is not valid UTF-8 text"),
                InputError(path: "/elsewhere/.remodel.yml", line: 3, message: "unknown key 'x'"),
            ]),
        ]
        for result in cases {
            let document = try document(result)
            #expect(SARIFConformance.problems(in: document) == [], "\(SARIFReporter().render(result))")
        }
        // The checker itself catches what it is meant to.
        var broken = try document(lint(["Sources/Model.swift": Self.model]))
        broken["version"] = "2.0.0"
        var runs = try #require(broken["runs"] as? [[String: Any]])
        var results = try #require(runs[0]["results"] as? [[String: Any]])
        results[0]["ruleIndex"] = 5
        results[0]["level"] = "fatal"
        results[0]["partialFingerprints"] = ["x": 1]
        runs[0]["results"] = results
        broken["runs"] = runs
        let problems = SARIFConformance.problems(in: broken)
        #expect(problems.contains { $0.contains("version") })
        #expect(problems.contains { $0.contains("ruleIndex") })
        #expect(problems.contains { $0.contains("level") })
        #expect(problems.contains { $0.contains("partialFingerprints") })
        #expect(!SARIFConformance.isURIReference("a b.swift") && !SARIFConformance.isURIReference("%zz") && !SARIFConformance.isURIReference("a:b/c.swift", relative: true))
        #expect(SARIFConformance.isURIReference("Sources/A%20B.swift") && SARIFConformance.isURIReference("file:///tmp/x.swift"))
    }

    /// The optional check against the official JSON schema: only where Python's `jsonschema` is
    /// installed and `REMODEL_SARIF_SCHEMA` names a local copy of sarif-schema-2.1.0.json (it is
    /// not in the repository, and tests never download it).
    @Test(.enabled(if: ProcessInfo.processInfo.environment["REMODEL_SARIF_SCHEMA"].map { FileManager.default.fileExists(atPath: $0) } ?? false))
    func validatesAgainstTheOfficialSchemaWhenAvailable() throws {
        let schema = try #require(ProcessInfo.processInfo.environment["REMODEL_SARIF_SCHEMA"])
        let folder = TemporaryFolder()
        let report = folder.write("report.sarif", SARIFReporter().render(withInputErrors(
            lint(["Broken.swift": "struct {\n", "Sources/Sample.swift": SampleFixRule.code], rules: [SampleFixRule()]),
            [InputError(path: "Sources/Bad.swift", message: "file is not valid UTF-8 text")])))
        let script = "import json,sys,jsonschema; jsonschema.validate(json.load(open(sys.argv[2])), json.load(open(sys.argv[1])))"
        let run = try runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script, schema, report.path], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
    }

    @Test func fingerprintsSurviveLineShiftsAndTellRepeatsApart() throws {
        let rules: [any Rule] = [PreferObservable()]
        let before = try fingerprints(document(lint(["Sources/Model.swift": Self.model], rules: rules)))
        let shifted = try fingerprints(document(lint(["Sources/Model.swift": "// a comment\n\n" + Self.model.replacingOccurrences(of: "class Model", with: "   class  Model")], rules: rules)))
        #expect(before.count == 1 && before == shifted)
        // Another file, or an edit to the flagged line, is another result.
        #expect(try fingerprints(document(lint(["Sources/Other.swift": Self.model], rules: rules))) != before)
        #expect(try fingerprints(document(lint(["Sources/Model.swift": Self.model.replacingOccurrences(of: "class Model", with: "class Renamed")], rules: rules))) != before)
        // The same line text twice: the first keeps its fingerprint, the second gets its own.
        let twice = try fingerprints(document(lint(["Sources/Model.swift": Self.model + "class Model: ObservableObject {\n}\n"], rules: [PreferObservable()])))
        #expect(twice.count == 2 && twice[0] == before[0] && twice[0] != twice[1])
        #expect(SARIFReporter.fingerprint(ruleID: "r", uri: "a.swift", line: "x", occurrence: 0) == Baseline.fnv1a64("r\u{0}a.swift\u{0}x\u{0}0"))
        #expect(before[0].count == 16 && before[0].allSatisfy(\.isHexDigit))
    }

    @Test func syntaxErrorPseudoRuleIsDescribed() throws {
        let document = try document(lint(["Broken.swift": "struct {\n", "Sources/Model.swift": Self.model], rules: [PreferObservable()]))
        let driver = try #require((try run(document)["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == ["prefer-observable", "syntax-error"])
        let results = try results(document)
        let syntax = try #require(results.first { $0["ruleId"] as? String == "syntax-error" })
        #expect(syntax["ruleIndex"] as? Int == 1)
        #expect(rules[1]["helpUri"] == nil)
        #expect((rules[1]["defaultConfiguration"] as? [String: String])?["level"] == "error")
        // Without a syntax error the pseudo-rule is not listed.
        let clean = try self.document(lint(["Sources/Model.swift": Self.model], rules: [PreferObservable()]))
        #expect(((try run(clean)["tool"] as? [String: Any])?["driver"] as? [String: Any]).flatMap { $0["rules"] as? [[String: Any]] }?.count == 1)
    }

    /// help.markdown is the docs page without its YAML front matter; helpUri only points at pages
    /// that exist in this repository's docs/rules.
    @Test func helpAndHelpURIs() throws {
        let all = lint(["Sources/Model.swift": Self.model])
        let document = try document(all)
        let driver = try #require((try run(document)["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.count == RuleRegistry.all.count)
        let prefix = RemodelVersion.repositoryURL + "/blob/main/"
        for rule in rules {
            let id = try #require(rule["id"] as? String)
            let markdown = try #require((rule["help"] as? [String: String])?["markdown"])
            #expect(markdown.hasPrefix("## "), "\(id)")
            #expect(!markdown.contains("\nimpactDescription: "), "\(id)")
            let uri = try #require(rule["helpUri"] as? String)
            #expect(uri.hasPrefix(prefix))
            let page = repositoryRoot.appendingPathComponent(String(uri.dropFirst(prefix.count)))
            #expect(FileManager.default.fileExists(atPath: page.path), "\(uri)")
        }
        // A rule without a page (here a test-only one) has no helpUri.
        let sample = try self.document(lint(["Sources/Sample.swift": SampleFixRule.code], rules: [SampleFixRule()]))
        let sampleRule = try #require(((try run(sample)["tool"] as? [String: Any])?["driver"] as? [String: Any]).flatMap { $0["rules"] as? [[String: Any]] }?.first)
        #expect(sampleRule["id"] as? String == "sample-fixes" && sampleRule["helpUri"] == nil)
    }

    @Test func inputErrorsAreToolExecutionNotifications() throws {
        let cwd = URL(fileURLWithPath: "/work/project")
        let result = withInputErrors(lint([:]), [
            InputError(path: "Sources/Bad.swift", message: "file is not valid UTF-8 text"),
            InputError(path: "/work/project/.remodel.yml", line: 4, message: "severity of 'prefer-observable' must be 'error' or 'warning'"),
            InputError(path: "/elsewhere/FIFO.swift", message: "not a regular file: FIFO; only Swift source files are read"),
        ])
        let run = try run(try document(result, workingDirectory: cwd))
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == false)
        let notifications = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
        #expect(notifications.map { $0["level"] as? String } == ["error", "error", "error"])
        #expect((notifications[0]["message"] as? [String: String])?["text"] == "file is not valid UTF-8 text")
        func physical(_ notification: [String: Any]) throws -> [String: Any] {
            try #require(((notification["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
        }
        #expect(try physical(notifications[0])["artifactLocation"] as? [String: String] == ["uri": "Sources/Bad.swift", "uriBaseId": "%SRCROOT%"])
        #expect(try physical(notifications[0])["region"] == nil)
        #expect(try physical(notifications[1])["artifactLocation"] as? [String: String] == ["uri": ".remodel.yml", "uriBaseId": "%SRCROOT%"])
        #expect(try physical(notifications[1])["region"] as? [String: Int] == ["startLine": 4])
        #expect(try physical(notifications[2])["artifactLocation"] as? [String: String] == ["uri": "file:///elsewhere/FIFO.swift"])

        let clean = try self.run(try document(lint(["Sources/Model.swift": Self.model])))
        let cleanInvocation = try #require((clean["invocations"] as? [[String: Any]])?.first)
        #expect(cleanInvocation["executionSuccessful"] as? Bool == true)
        #expect(cleanInvocation["toolExecutionNotifications"] == nil)
    }

    @Test func artifactURIsAreRelativeToSourceRootOrAbsolute() throws {
        let cwd = URL(fileURLWithPath: "/work/my project")
        let result = lint(["/work/my project/Sources/Model One.swift": Self.model, "/outside/B.swift": Self.model, "/work/my project/x:y.swift": Self.model], rules: [PreferObservable()])
        let run = try run(try document(result, workingDirectory: cwd))
        #expect(run["originalUriBaseIds"] as? [String: [String: String]] == ["%SRCROOT%": ["uri": "file:///work/my%20project/"]])
        let locations = try results(["runs": [run]]).map { result in
            try #require(((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: String])
        }
        #expect(locations == [
            ["uri": "file:///outside/B.swift"],
            ["uri": "Sources/Model%20One.swift", "uriBaseId": "%SRCROOT%"],
            ["uri": "x%3Ay.swift", "uriBaseId": "%SRCROOT%"],
        ])
    }
}

/// `result` with `errors` as its input errors.
func withInputErrors(_ result: LintResult, _ errors: [InputError]) -> LintResult {
    LintResult(findings: result.findings, inputErrors: result.inputErrors + errors, fileCount: result.fileCount, rules: result.rules)
}

/// Checks a SARIF log against the requirements of the OASIS SARIF 2.1.0 standard
/// (https://docs.oasis-open.org/sarif/sarif/v2.1.0/sarif-v2.1.0.html) that Remodel's report relies
/// on, written out by hand so that no schema file has to be fetched or committed. Section numbers
/// are those of the 2.1.0 text. Returns one line per problem; none when the log conforms.
enum SARIFConformance {
    static let levels: Set<String> = ["none", "note", "warning", "error"]

    static func problems(in log: [String: Any]) -> [String] {
        var problems: [String] = []
        func require(_ condition: Bool, _ message: @autoclosure () -> String) { if !condition { problems.append(message()) } }

        // sarifLog object (§3.13): version "2.1.0", a $schema URI, a runs array.
        require(log["version"] as? String == "2.1.0", "sarifLog.version must be \"2.1.0\"")
        require((log["$schema"] as? String).map { isURIReference($0) && $0.hasPrefix("https://") } ?? false, "sarifLog.$schema must be an absolute URI")
        guard let runs = log["runs"] as? [[String: Any]] else { return problems + ["sarifLog.runs must be an array of run objects"] }

        for (r, run) in runs.enumerated() {
            let at = "runs[\(r)]"
            // run.tool.driver (§3.14.6, §3.18.2) with a name (toolComponent.name is required).
            let driver = (run["tool"] as? [String: Any])?["driver"] as? [String: Any]
            require(!((driver?["name"] as? String) ?? "").isEmpty, "\(at).tool.driver.name is required")
            // reportingDescriptor objects (§3.49): a unique id each; help a multiformatMessageString
            // with text; helpUri an absolute URI; defaultConfiguration.level a level.
            let rules = (driver?["rules"] as? [[String: Any]]) ?? []
            let ids = rules.compactMap { $0["id"] as? String }
            require(ids.count == rules.count, "\(at).tool.driver.rules[].id is required")
            require(Set(ids).count == ids.count, "\(at).tool.driver.rules ids must be unique")
            for (i, rule) in rules.enumerated() {
                if let help = rule["help"] { require((help as? [String: Any])?["text"] is String, "\(at).rules[\(i)].help.text is required") }
                if let uri = rule["helpUri"] { require((uri as? String).map { isURIReference($0) && $0.contains("://") } ?? false, "\(at).rules[\(i)].helpUri must be an absolute URI") }
                if let level = (rule["defaultConfiguration"] as? [String: Any])?["level"] {
                    require(levels.contains(level as? String ?? ""), "\(at).rules[\(i)].defaultConfiguration.level must be one of \(levels.sorted())")
                }
            }
            // originalUriBaseIds (§3.14.14): artifactLocations whose absolute URIs end with "/"
            // and carry no uriBaseId.
            let bases = (run["originalUriBaseIds"] as? [String: [String: Any]]) ?? [:]
            for (name, base) in bases {
                let uri = base["uri"] as? String ?? ""
                require(isURIReference(uri) && uri.contains("://") && uri.hasSuffix("/") && base["uriBaseId"] == nil,
                        "\(at).originalUriBaseIds[\(name)] must be an absolute URI ending in '/' without uriBaseId")
            }
            if let kind = run["columnKind"] { require(["utf16CodeUnits", "unicodeCodePoints"].contains(kind as? String ?? ""), "\(at).columnKind is invalid") }
            // invocation objects (§3.20): executionSuccessful is required; notifications (§3.58)
            // have a message with text, a valid level and location objects.
            for (v, invocation) in ((run["invocations"] as? [[String: Any]]) ?? []).enumerated() {
                require(invocation["executionSuccessful"] is Bool, "\(at).invocations[\(v)].executionSuccessful is required")
                for (n, notification) in ((invocation["toolExecutionNotifications"] as? [[String: Any]]) ?? []).enumerated() {
                    let here = "\(at).invocations[\(v)].toolExecutionNotifications[\(n)]"
                    require((notification["message"] as? [String: Any])?["text"] is String, "\(here).message.text is required")
                    if let level = notification["level"] { require(levels.contains(level as? String ?? ""), "\(here).level is invalid") }
                    for location in (notification["locations"] as? [[String: Any]]) ?? [] { problems += self.location(location, bases: bases, at: here) }
                }
            }
            // result objects (§3.27).
            for (i, result) in ((run["results"] as? [[String: Any]]) ?? []).enumerated() {
                let here = "\(at).results[\(i)]"
                require((result["message"] as? [String: Any])?["text"] is String, "\(here).message.text is required")
                let ruleID = result["ruleId"] as? String
                require(ruleID != nil, "\(here).ruleId is required (Remodel always reports one)")
                // ruleIndex (§3.27.6) indexes driver.rules, at the rule named by ruleId; Remodel
                // describes every rule its results use.
                if let index = result["ruleIndex"] {
                    let valid = (index as? Int).map { $0 >= 0 && $0 < rules.count && ids[$0] == ruleID } ?? false
                    require(valid, "\(here).ruleIndex must index the rule \(ruleID ?? "?") in tool.driver.rules")
                } else {
                    require(false, "\(here).ruleIndex is missing: \(ruleID ?? "?") is not in tool.driver.rules")
                }
                if let level = result["level"] { require(levels.contains(level as? String ?? ""), "\(here).level must be one of \(levels.sorted())") }
                // partialFingerprints (§3.27.17): string values under versioned hierarchical names
                // (§3.5.4.2, "name/vN").
                if let partial = result["partialFingerprints"] {
                    let valid = (partial as? [String: Any]).map { entries in
                        entries.allSatisfy { name, value in value is String && isVersionedName(name) }
                    } ?? false
                    require(valid, "\(here).partialFingerprints must map versioned names to strings")
                }
                for location in (result["locations"] as? [[String: Any]]) ?? [] { problems += self.location(location, bases: bases, at: here) }
                // fix objects (§3.55): a description, and artifactChanges with replacements.
                for fix in (result["fixes"] as? [[String: Any]]) ?? [] {
                    let changes = fix["artifactChanges"] as? [[String: Any]] ?? []
                    require(!changes.isEmpty, "\(here).fixes[].artifactChanges is required")
                    for change in changes {
                        problems += artifactLocation(change["artifactLocation"], bases: bases, at: here + ".fixes[]")
                        let replacements = change["replacements"] as? [[String: Any]] ?? []
                        require(!replacements.isEmpty, "\(here).fixes[].artifactChanges[].replacements is required")
                        for replacement in replacements { problems += region(replacement["deletedRegion"], at: here + ".fixes[].replacements[]") }
                    }
                }
            }
        }
        return problems
    }

    /// location → physicalLocation (§3.28, §3.29): an artifactLocation and an optional region.
    private static func location(_ location: [String: Any], bases: [String: [String: Any]], at: String) -> [String] {
        guard let physical = location["physicalLocation"] as? [String: Any] else { return ["\(at).locations[].physicalLocation is required"] }
        return artifactLocation(physical["artifactLocation"], bases: bases, at: at)
            + (physical["region"].map { region($0, at: at) } ?? [])
    }

    /// artifactLocation (§3.4): uri a URI reference (RFC 3986); with a uriBaseId, a relative
    /// reference and a base the run declares.
    private static func artifactLocation(_ value: Any?, bases: [String: [String: Any]], at: String) -> [String] {
        guard let location = value as? [String: Any], let uri = location["uri"] as? String else { return ["\(at): artifactLocation.uri is required"] }
        if let base = location["uriBaseId"] {
            guard let name = base as? String, bases[name] != nil else { return ["\(at): uriBaseId \(base) is not declared in originalUriBaseIds"] }
            return isURIReference(uri, relative: true) ? [] : ["\(at): '\(uri)' is not a relative reference"]
        }
        return isURIReference(uri) ? [] : ["\(at): '\(uri)' is not a URI reference"]
    }

    /// region (§3.30): 1-based lines and columns, the end not before the start.
    private static func region(_ value: Any?, at: String) -> [String] {
        guard let region = value as? [String: Any] else { return ["\(at): region must be an object"] }
        var problems: [String] = []
        let startLine = region["startLine"] as? Int
        if let startLine, startLine < 1 { problems.append("\(at): region.startLine must be >= 1") }
        if startLine == nil { problems.append("\(at): region.startLine is required for text regions") }
        if let column = region["startColumn"] { if ((column as? Int) ?? 0) < 1 { problems.append("\(at): region.startColumn must be >= 1") } }
        if let endLine = region["endLine"] as? Int, let startLine, endLine < startLine { problems.append("\(at): region.endLine is before startLine") }
        if let column = region["endColumn"] { if ((column as? Int) ?? 0) < 1 { problems.append("\(at): region.endColumn must be >= 1") } }
        return problems
    }

    /// RFC 3986 URI-reference: only unreserved, reserved and percent-encoded characters; a scheme
    /// only when the first segment has a colon (a relative reference may not).
    static func isURIReference(_ text: String, relative: Bool = false) -> Bool {
        let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=%")
        guard text.allSatisfy({ allowed.contains($0) }) else { return false }
        let bytes = Array(text.utf8)
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "%") {
            guard offset + 2 < bytes.count else { return false }
            let hex = bytes[(offset + 1)...(offset + 2)]
            guard hex.allSatisfy({ Character(UnicodeScalar($0)).isHexDigit }) else { return false }
        }
        let firstSegment = text.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        if let colon = firstSegment.firstIndex(of: ":") {
            if relative { return false }
            let scheme = firstSegment[..<colon]
            return scheme.first?.isLetter == true && scheme.allSatisfy { $0.isLetter || $0.isNumber || "+-.".contains($0) }
        }
        return true
    }

    /// `name/vN` (§3.5.4.2).
    static func isVersionedName(_ name: String) -> Bool {
        guard let slash = name.lastIndex(of: "/"), slash != name.startIndex else { return false }
        let version = name[name.index(after: slash)...]
        return version.hasPrefix("v") && version.count > 1 && version.dropFirst().allSatisfy(\.isNumber)
    }
}
