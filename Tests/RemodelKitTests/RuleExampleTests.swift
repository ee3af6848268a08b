import Foundation
import SwiftParser
import Testing
@testable import RemodelKit
@testable import RemodelRules

/// Every rule's Incorrect/Correct examples are its tests: `↓` marks where each violation must be
/// reported, Correct examples must stay quiet, and `fixed` is what the rule's fixes produce.
struct RuleExampleTests {
    static let ruleIDs = RuleRegistry.ids

    @Test(arguments: ruleIDs)
    func incorrectExamplesTriggerAtMarkers(ruleID: String) throws {
        let ruleType = try #require(RuleRegistry.rule(id: ruleID))
        let description = ruleType.description
        #expect(!description.incorrect.isEmpty, "\(ruleID) needs Incorrect examples")
        for example in description.incorrect {
            let (code, expected) = example.unmarked
            #expect(!expected.isEmpty, "\(ruleID) example at \(example.fileID):\(example.line) has no ↓ marker")
            let result = lint(["Example.swift": code], rules: [ruleType.init()])
            let found = result.findings.filter { $0.diagnostic.ruleID == ruleID }.map(\.diagnostic.offset).sorted()
            #expect(found == expected.sorted(), "\(ruleID) example at \(example.fileID):\(example.line): expected violations at \(describe(expected, in: code)), found \(describe(found, in: code)): \(result.diagnostics.map(\.message))")
            if let fixed = example.fixed {
                // `fixed` is what `lint --fix --unsafe-fixes` makes of the example; for a rule with
                // display-only fixes only, what its suggestions would make of it (never applied).
                let applying: [FixApplicability] = description.fix.applicabilities.isDisjoint(with: [.safe, .unsafe]) ? [.displayOnly] : [.safe, .unsafe]
                let rewrites = FixApplier.rewrites(result, applying: applying)
                let output = rewrites.first?.text ?? code
                #expect(output == fixed, "\(ruleID) fix at \(example.fileID):\(example.line) produced:\n\(output)")
                #expect(!Parser.parse(source: output).hasError, "\(ruleID) fix output does not parse")
                // Idempotent: the fixed code has nothing left to fix for this rule.
                let again = lint(["Example.swift": output], rules: [ruleType.init()])
                #expect(FixApplier.rewrites(again, applying: applying).isEmpty, "\(ruleID) fix is not idempotent")
            }
        }
    }

    @Test(arguments: ruleIDs)
    func correctExamplesStayQuiet(ruleID: String) throws {
        let ruleType = try #require(RuleRegistry.rule(id: ruleID))
        #expect(!ruleType.description.correct.isEmpty, "\(ruleID) needs Correct examples")
        for example in ruleType.description.correct {
            #expect(!example.code.contains(RuleExample.marker))
            let result = lint(["Example.swift": example.code], rules: [ruleType.init()])
            #expect(result.diagnostics.isEmpty, "\(ruleID) Correct example at \(example.fileID):\(example.line) triggered: \(result.diagnostics.map { "\($0.line):\($0.column) \($0.message)" })")
        }
    }

    @Test(arguments: ruleIDs)
    func examplesParse(ruleID: String) throws {
        let description = try #require(RuleRegistry.rule(id: ruleID)).description
        for example in description.incorrect + description.correct {
            #expect(!Parser.parse(source: example.unmarked.code).hasError, "\(ruleID) example at \(example.fileID):\(example.line) does not parse")
        }
    }

    @Test func metadataIsComplete() {
        let ids = RuleRegistry.ids
        #expect(Set(ids).count == ids.count, "rule ids must be unique")
        for ruleType in RuleRegistry.all {
            let rule = ruleType.description
            #expect(rule.id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(rule.id) must be kebab-case")
            #expect(!rule.title.isEmpty && !rule.impactDescription.isEmpty && !rule.rationale.isEmpty && !rule.tags.isEmpty, "\(rule.id) metadata")
        }
    }

    private func describe(_ offsets: [Int], in code: String) -> String {
        let file = SourceFile(text: code)
        return offsets.map { offset in
            let location = file.location(of: .init(utf8Offset: offset))
            return "\(location.line):\(location.column)"
        }.description
    }
}

/// `docs/rules/` is generated from the metadata; this fails when it is stale.
/// Regenerate with `swift run remodel generate-docs` (or REMODEL_UPDATE_DOCS=1 swift test).
struct RuleDocsTests {
    @Test func docsAreUpToDate() throws {
        let folder = repositoryRoot.appendingPathComponent("docs/rules")
        if ProcessInfo.processInfo.environment["REMODEL_UPDATE_DOCS"] == "1" {
            try RuleDocumentation.write(to: folder)
        }
        let expected = RuleDocumentation.files()
        for (name, content) in expected {
            let actual = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            #expect(actual == content, "docs/rules/\(name) is stale: run `swift run remodel generate-docs`")
        }
        let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(RuleDocumentation.updatingReadme(readme) == readme, "README.md rule index is stale: run `swift run remodel generate-docs`")
        let ci = try String(contentsOf: repositoryRoot.appendingPathComponent(".ci/run"), encoding: .utf8)
        #expect(readme.contains("swift test") && ci.contains("\nswift test"), ".ci/run must call the README's test command")
        let present = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in present where name.hasSuffix(".md") {
            #expect(expected[name] != nil, "docs/rules/\(name) belongs to no rule")
        }
    }
}
