import Foundation
import Testing
@testable import RemodelKit
@testable import RemodelRules

/// `remodel lint Examples/LegacyApp` must find every planted problem and nothing else. The golden
/// file is the reviewed list; regenerate with REMODEL_UPDATE_LINT_GOLDEN=1 and review the diff.
struct ExampleAppLintTests {
    @Test func legacyAppFindingsMatchGolden() throws {
        let workspace = try Workspace.load(paths: ["Examples/LegacyApp"], workingDirectory: repositoryRoot)
        #expect(workspace.inputErrors.isEmpty)
        let result = Linter(optedIn: everyRuleID).lint(workspace)
        let output = TextReporter(colored: false).render(result)
        let golden = repositoryRoot.appendingPathComponent("Tests/Goldens/legacy-app-lint.txt")
        if ProcessInfo.processInfo.environment["REMODEL_UPDATE_LINT_GOLDEN"] == "1" {
            try output.write(to: golden, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(output == expected, "lint output of Examples/LegacyApp changed:\n\(output)")
        #expect(!result.diagnostics.contains { $0.ruleID == syntaxErrorRuleID })
    }

    @Test func everyPlantedRuleIsFound() throws {
        let workspace = try Workspace.load(paths: ["Examples/LegacyApp"], workingDirectory: repositoryRoot)
        let found = Set(Linter(optedIn: everyRuleID).lint(workspace).diagnostics.map(\.ruleID))
        // Rules whose trigger cannot compile in an app (the @Observable macro rejects it) are
        // covered by their examples instead.
        let notPlantable: Set<String> = ["observation-ignored-required"]
        let planted = Set(RuleRegistry.ids.filter { !$0.hasPrefix("tca-") }).subtracting(notPlantable)
        #expect(planted.subtracting(found).isEmpty, "rules without a planted problem in Examples/LegacyApp: \(planted.subtracting(found).sorted())")
    }
}
