import Foundation
import SwiftSyntax
import Testing
@testable import RemodelKit
@testable import RemodelRules

/// What a rule declares about its fixes (`RuleDescription.fix`: availability and applicabilities)
/// is what its code emits, checked over its Incorrect examples; the docs, `remodel rules` and
/// `remodel explain` are generated from that declaration.
struct FixDeclarationTests {
    /// Every way `findings` (of `ruleID`, in one example) disagree with `declared`.
    static func problems(_ findings: [Finding], ruleID: String, declared: FixDeclaration, place: String) -> [String] {
        var problems: [String] = []
        for finding in findings where finding.diagnostic.ruleID == ruleID {
            let at = "\(place), line \(finding.diagnostic.line)"
            guard let fix = finding.fix else {
                if declared.availability == .always { problems.append("\(at): declares a fix on every violation but emits none") }
                continue
            }
            if declared.availability == .never {
                problems.append("\(at): declares no fix but emits '\(fix.title)' (\(fix.applicability.rawValue))")
            } else if !declared.applicabilities.contains(fix.applicability) {
                problems.append("\(at): emits '\(fix.title)' (\(fix.applicability.rawValue)) but declares only \(declared.orderedApplicabilities.map(\.rawValue))")
            }
            if finding.diagnostic.fix != fix.applicability { problems.append("\(at): the diagnostic's fix field disagrees with the fix") }
            if fix.edits.isEmpty { problems.append("\(at): fix '\(fix.title)' has no edits") }
        }
        return problems
    }

    @Test(arguments: RuleExampleTests.ruleIDs)
    func emittedFixesMatchTheDeclaration(ruleID: String) throws {
        let ruleType = try #require(RuleRegistry.rule(id: ruleID))
        let description = ruleType.description
        let declared = description.fix
        #expect((declared.availability == .never) == declared.applicabilities.isEmpty, "\(ruleID): availability \(declared.availability) with applicabilities \(declared.orderedApplicabilities)")
        var emitted = Set<FixApplicability>()
        for example in description.incorrect {
            let result = lint(["Example.swift": example.unmarked.code], rules: [ruleType.init()])
            let problems = Self.problems(result.findings, ruleID: ruleID, declared: declared, place: "\(ruleID) example at \(example.fileID):\(example.line)")
            #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
            for finding in result.findings where finding.diagnostic.ruleID == ruleID {
                if let fix = finding.fix { emitted.insert(fix.applicability) }
            }
        }
        // And the declaration promises nothing the examples do not show: each applicability it
        // names is emitted by some Incorrect example (whose `fixed:` the docs print).
        #expect(emitted == declared.applicabilities, "\(ruleID) declares \(declared.orderedApplicabilities.map(\.rawValue)) fixes; its Incorrect examples emit \(FixApplicability.allCases.filter(emitted.contains).map(\.rawValue))")
    }

    /// The check itself catches each kind of mismatch.
    @Test func mismatchesAreReported() {
        let code = SampleFixRule.code
        let never = Self.problems(lint(["Example.swift": code], rules: [NeverDeclaredSampleRule()]).findings,
                                  ruleID: NeverDeclaredSampleRule.description.id, declared: NeverDeclaredSampleRule.description.fix, place: "never")
        #expect(never.count == 3 && never.allSatisfy { $0.contains("declares no fix") }, "\(never)")
        let always = Self.problems(lint(["Example.swift": code], rules: [MisdeclaredSampleRule()]).findings,
                                   ruleID: MisdeclaredSampleRule.description.id, declared: MisdeclaredSampleRule.description.fix, place: "always")
        #expect(always.contains { $0.contains("declares a fix on every violation but emits none") })
        #expect(always.contains { $0.contains("(unsafe) but declares only") })
        #expect(always.contains { $0.contains("(display-only) but declares only") })
        #expect(always.count == 3, "\(always)")
        let right = Self.problems(lint(["Example.swift": code], rules: [SampleFixRule()]).findings,
                                  ruleID: SampleFixRule.description.id, declared: SampleFixRule.description.fix, place: "sample")
        #expect(right.isEmpty, "\(right)")
    }

    @Test func declarationOrderAndLegacySummary() {
        #expect(FixDeclaration.never.availability == .never && FixDeclaration.never.applicabilities.isEmpty)
        #expect(FixDeclaration.sometimes(.displayOnly, .safe).orderedApplicabilities == [.safe, .displayOnly])
        #expect(FixApplicability.displayOnly.rawValue == "display-only")
        #expect(RuleCatalogue.legacyFix(.never) == "none")
        #expect(RuleCatalogue.legacyFix(.sometimes(.unsafe)) == "sometimes")
        #expect(RuleCatalogue.legacyFix(.always(.safe)) == "safe")
        #expect(RuleCatalogue.legacyFix(.always(.safe, .unsafe)) == "unsafe")
    }
}

/// Display-only fixes are shown and never applied: not by `--fix`, not with `--unsafe-fixes`.
struct DisplayOnlyFixTests {
    let result = lint(["Sources/Sample.swift": SampleFixRule.code], rules: [SampleFixRule()])

    @Test func neverApplied() throws {
        #expect(FixApplicability.allCases.filter { $0.isApplied(includeUnsafe: true) } == [.safe, .unsafe])
        #expect(FixApplicability.allCases.filter { $0.isApplied(includeUnsafe: false) } == [.safe])
        #expect(result.findings.count { $0.fix?.applicability == .displayOnly } == 1)

        let safe = try #require(FixApplier.rewrites(result, includeUnsafe: false).first)
        #expect(safe.text == SampleFixRule.code.replacingOccurrences(of: "internal ", with: ""))
        #expect(safe.applied == 1)
        let unsafe = try #require(FixApplier.rewrites(result, includeUnsafe: true).first)
        #expect(unsafe.text == SampleFixRule.afterUnsafeFixes)
        #expect(unsafe.applied == 2)

        // The whole `lint --fix --unsafe-fixes` plan: passes until nothing applicable is left.
        let workspace = Workspace(sources: [SourceFile(path: "Sources/Sample.swift", text: SampleFixRule.code)])
        let plan = FixApplier.plan(workspace, linter: Linter(rules: [SampleFixRule()], optedIn: everyRuleID), includeUnsafe: true)
        #expect(plan.appliedCount == 2)
        #expect(plan.writes.map(\.newText) == [SampleFixRule.afterUnsafeFixes])
        // The suggestion and the report-only finding are still reported after fixing.
        #expect(plan.result.diagnostics.map(\.fix) == [.displayOnly, nil])

        // Only a caller that asks for display-only edits explicitly (a preview) gets them.
        let preview = try #require(FixApplier.rewrites(result, applying: [.displayOnly]).first)
        #expect(preview.text == SampleFixRule.code.replacingOccurrences(of: "var x", with: "let x"))
    }

    @Test func shownInTheReports() throws {
        let text = ReporterKind.text.render(result)
        #expect(text.contains("Sources/Sample.swift:2:5: warning: 'var' could be 'let' [sample-fixes]\nSources/Sample.swift:2:5: note: suggestion (display-only, not applied by --fix): Use let [sample-fixes]\n"))
        #expect(text.hasSuffix("(1 fixable with --fix).\n"))
        #expect(text.components(separatedBy: "note:").count == 2)
        #expect(ReporterKind.xcode.render(result).contains(":2:5: note: suggestion (display-only, not applied by --fix): Use let [sample-fixes]\n"))

        let json = try #require(try JSONSerialization.jsonObject(with: Data(ReporterKind.json.render(result).utf8)) as? [String: Any])
        let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["fix"] as? String } == ["safe", "display-only", "unsafe", nil])
        #expect(diagnostics.map { $0["suggestion"] as? String } == [nil, "Use let", nil, nil])
        #expect(diagnostics[0]["suggestion"] == nil && diagnostics[0].keys.contains("fix"))
        // The JSON document reads back (the baseline and the MCP client decode it).
        let decoded = try JSONDecoder().decode([Diagnostic].self, from: JSONSerialization.data(withJSONObject: diagnostics))
        #expect(decoded.map(\.fix) == [.safe, .displayOnly, .unsafe, nil] && decoded[1].suggestion == "Use let")

        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(ReporterKind.sarif.render(result).utf8)) as? [String: Any])
        let results = try #require((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        #expect(results.map { $0["fixes"] != nil } == [false, true, false, false])
        let fix = try #require((results[1]["fixes"] as? [[String: Any]])?.first)
        #expect((fix["description"] as? [String: String])?["text"] == "Use let")
        let change = try #require((fix["artifactChanges"] as? [[String: Any]])?.first)
        #expect((change["artifactLocation"] as? [String: String])?["uri"] == "Sources/Sample.swift")
        let replacement = try #require((change["replacements"] as? [[String: Any]])?.first)
        #expect(replacement["deletedRegion"] as? [String: Int] == ["startLine": 2, "startColumn": 5, "endLine": 2, "endColumn": 8])
        #expect((replacement["insertedContent"] as? [String: String])?["text"] == "let")
    }

    @Test func documented() {
        let markdown = RuleDocumentation.markdown(for: SampleFixRule.description)
        #expect(markdown.contains("**Fix:** sometimes, safe (`remodel lint --fix`), unsafe (`remodel lint --fix --unsafe-fixes`) or display-only (a suggestion in the report, never applied); report only otherwise"))
        #expect(RuleDocumentation.fixText(.always(.displayOnly)) == "always, display-only (a suggestion in the report, never applied)")
        #expect(RuleDocumentation.fixedHeading(.always(.displayOnly)).hasPrefix("Suggested change (display-only"))
        #expect(RuleDocumentation.fixedHeading(.sometimes(.safe)) == "After `remodel lint --fix`")
        #expect(RuleDocumentation.fixedHeading(.sometimes(.safe, .unsafe)) == "After `remodel lint --fix --unsafe-fixes`")
        #expect(RuleDocumentation.fixText(.never) == "none (report only)")
    }
}

/// Test-only rules: `internal` gets a safe fix, `fileprivate` an unsafe one, `var` a display-only
/// suggestion, and `let` none.
private func sampleViolations(_ file: SourceFile) -> [Violation] {
    file.tree.tokens(viewMode: .sourceAccurate).compactMap { token in
        switch token.tokenKind {
        case .keyword(.internal):
            let end = token.nextToken(viewMode: .sourceAccurate)?.positionAfterSkippingLeadingTrivia ?? token.endPosition
            return Violation(at: token, "'internal' is the default", fix: Fix("Remove internal", applicability: .safe, edits: [
                TextEdit(range: token.positionAfterSkippingLeadingTrivia.utf8Offset..<end.utf8Offset, replacement: ""),
            ]))
        case .keyword(.fileprivate):
            return Violation(at: token, "'fileprivate' could be 'private'", fix: Fix("Use private", applicability: .unsafe, edits: [TextEdit(replacing: token, with: "private")]))
        case .keyword(.var):
            return Violation(at: token, "'var' could be 'let'", fix: Fix("Use let", applicability: .displayOnly, edits: [TextEdit(replacing: token, with: "let")]))
        case .keyword(.let):
            return Violation(at: token, "'let' noted")
        default:
            return nil
        }
    }
}

private func sampleDescription(_ id: String, fix: FixDeclaration) -> RuleDescription {
    RuleDescription(
        id: id, title: "Sample Fixes", impact: .low, impactDescription: "None", tags: ["test"], rationale: "Exercises fix applicabilities.",
        incorrectLabel: "sample", correctLabel: "sample",
        incorrect: [RuleExample("internal struct Sample {\n    ↓var x = 1\n}\n", fixed: "struct Sample {\n    var x = 1\n}\n")],
        correct: [], fix: fix)
}

struct SampleFixRule: Rule {
    static let description = sampleDescription("sample-fixes", fix: .sometimes(.safe, .unsafe, .displayOnly))
    static let code = "internal struct Sample {\n    var x = 1\n    fileprivate let y = 2\n}\n"
    static let afterUnsafeFixes = "struct Sample {\n    var x = 1\n    private let y = 2\n}\n"
    func check(_ file: SourceFile, context: RuleContext) -> [Violation] { sampleViolations(file) }
}

/// Declares every violation fixed, safely; emits unsafe, display-only and missing fixes.
struct MisdeclaredSampleRule: Rule {
    static let description = sampleDescription("misdeclared-sample", fix: .always(.safe))
    func check(_ file: SourceFile, context: RuleContext) -> [Violation] { sampleViolations(file) }
}

struct NeverDeclaredSampleRule: Rule {
    static let description = sampleDescription("never-sample", fix: .never)
    func check(_ file: SourceFile, context: RuleContext) -> [Violation] { sampleViolations(file) }
}
