import Foundation
import Testing
@testable import RemodelKit
@testable import RemodelRules

/// Rules whose measured precision is below 90 % are opt-in (issue 12): off until a configuration
/// or the run asks for them.
struct OptInRuleTests {
    struct EveryStructRule: Rule {
        static let description = RuleDescription(
            id: "prefer-observable", title: "Every struct", impact: .low, impactDescription: "None", tags: ["test"],
            rationale: "Reports every struct.", incorrectLabel: "a struct", correctLabel: "no struct",
            incorrect: [RuleExample("↓struct A {}\n")], correct: [RuleExample("enum B {}\n")], optIn: true)
        func check(_ file: SourceFile, context: RuleContext) -> [Violation] {
            file.facts.types.filter { $0.kind == .struct }.map { Violation(at: $0.nameToken, "a struct") }
        }
    }

    private func count(_ yaml: String?, optedIn: Set<String> = []) throws -> Int {
        var configuration = Configuration(rootDirectory: URL(fileURLWithPath: "/"))
        if let yaml { configuration = try Configuration.parse(yaml, file: URL(fileURLWithPath: "/.remodel.yml")) }
        let workspace = Workspace(sources: [SourceFile(path: "A.swift", text: "struct A {}\n")], configuration: configuration)
        return Linter(rules: [EveryStructRule()], optedIn: optedIn).lint(workspace).findings.count
    }

    @Test func anOptInRuleRunsOnlyWhenAsked() throws {
        #expect(try count(nil) == 0)
        #expect(try count("opt_in_rules: [prefer-observable]\n") == 1)
        #expect(try count("only_rules: [prefer-observable]\n") == 1)
        #expect(try count(nil, optedIn: ["prefer-observable"]) == 1)
        #expect(try count("opt_in_rules: [prefer-observable]\ndisabled_rules: [prefer-observable]\n") == 0)
        #expect(throws: ConfigurationError.self) { try Configuration.parse("opt_in_rules: [no-such-rule]\n", file: URL(fileURLWithPath: "/.remodel.yml")) }
        #expect(RuleDocumentation.body(for: EveryStructRule.description).contains("**Opt-in:** off unless `.remodel.yml` lists it in `opt_in_rules`"))
    }
}
