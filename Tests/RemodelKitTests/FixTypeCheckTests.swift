import Foundation
import Testing
@testable import RemodelKit
@testable import RemodelRules

/// Every rule fix has before/after goldens that compile: the Incorrect examples with `fixed:` are
/// those goldens, and both sides must type-check against the SwiftUI/Combine stub modules and the
/// real Observation module (Tests/Stubs). TCA rules are excluded: ComposableArchitecture is not
/// available here (their fixes are checked to parse by RuleExampleTests).
struct FixTypeCheckTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let ruleID: String
        let number: Int
        let side: String
        let code: String
        var testDescription: String { "\(ruleID) #\(number) \(side)" }
    }

    static let cases: [Case] = RuleRegistry.all.flatMap { ruleType -> [Case] in
        let description = ruleType.description
        guard !description.id.hasPrefix("tca-") else { return [] }
        return description.incorrect.enumerated().flatMap { number, example -> [Case] in
            guard let fixed = example.fixed else { return [] }
            return [Case(ruleID: description.id, number: number + 1, side: "before", code: example.unmarked.code),
                    Case(ruleID: description.id, number: number + 1, side: "after", code: fixed)]
        }
    }

    @Test func everyFixableRuleHasATypeCheckedGolden() {
        let fixable = RuleRegistry.all.map { $0.description }.filter { $0.fix.availability != .never && !$0.id.hasPrefix("tca-") }.map(\.id)
        let covered = Set(Self.cases.map(\.ruleID))
        #expect(Set(fixable).subtracting(covered).isEmpty, "fixable rules without a fixed: example: \(Set(fixable).subtracting(covered).sorted())")
    }

    /// Rules about code the compiler itself rejects: their "before" must fail and "after" pass.
    static let beforeMustNotCompile: Set<String> = ["observation-ignored-required"]

    @Test(arguments: cases)
    func fixExampleTypeChecks(_ testCase: Case) async throws {
        let folder = TemporaryFolder()
        // Examples are documentation snippets; the harness supplies the SwiftUI import (which
        // re-exports Combine, Observation and Foundation, as the real SDK does).
        let source = testCase.code.contains("import SwiftUI") ? testCase.code : "import SwiftUI\n" + testCase.code
        folder.write("Example.swift", source)
        let outcome = try await StubTypeChecker.shared.typecheck(folder.url)
        if testCase.side == "before", Self.beforeMustNotCompile.contains(testCase.ruleID) {
            #expect(outcome.status != 0, "\(testCase.testDescription) should be rejected by the compiler")
        } else {
            #expect(outcome.status == 0, "\(testCase.testDescription) does not type-check:\n\(outcome.output)\n---\n\(testCase.code)")
        }
    }
}
