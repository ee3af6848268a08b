import Foundation
import Testing
import SwiftSyntax
@testable import RemodelKit
@testable import RemodelRules

/// Issue 16: a class `remodel migrate` keeps is not a lint error, and `audit`, `plan` and
/// `migrate` count the same classes.
struct HonestContractTests {
    static let kept = """
    import Combine

    final class SearchModel: ObservableObject {
        @Published var query = ""
        @Published private(set) var results: [String] = []
        private var cancellables = Set<AnyCancellable>()

        init() {
            $query
                .throttle(for: .milliseconds(300), scheduler: RunLoop.main, latest: true)
                .sink { [weak self] text in self?.results = [text] }
                .store(in: &cancellables)
        }
    }

    final class ProfileModel: ObservableObject {
        @Published var name = ""
    }
    """

    @Test func preferObservableIsAWarningNamingTheReasonForAKeptClass() throws {
        let findings = lint(["Models.swift": Self.kept], rules: [PreferObservable()]).diagnostics
        let search = try #require(findings.first { $0.message.contains("'SearchModel'") })
        #expect(search.severity == .warning)
        #expect(search.message.contains("`remodel migrate` keeps it because"))
        #expect(search.message.contains("$query"))
        #expect(search.message.contains("remodel:disable:next prefer-observable -- <why>"))
        // A class the migration migrates stays an error.
        let profile = try #require(findings.first { $0.message.contains("'ProfileModel'") })
        #expect(profile.severity == .error)
        #expect(profile.message.contains("migrate it to @Observable"))
    }

    @Test func aConfiguredWarningStaysAWarningAndTheCapNeverRaisesIt() {
        let violation = Violation(at: AbsolutePosition(utf8Offset: 0), "m", maximumSeverity: .warning)
        #expect(violation.severity(configured: .error) == .warning)
        #expect(violation.severity(configured: .warning) == .warning)
        #expect(Violation(at: AbsolutePosition(utf8Offset: 0), "m").severity(configured: .error) == .error)
    }

    @Test func aSuppressionWithAReasonSilencesTheKeptClass() {
        let source = Self.kept.replacingOccurrences(
            of: "final class SearchModel",
            with: "// remodel:disable:next prefer-observable -- kept: the pipeline feeds a UIKit screen\nfinal class SearchModel")
        let findings = lint(["Models.swift": source], rules: [PreferObservable()]).diagnostics
        #expect(!findings.contains { $0.message.contains("'SearchModel'") })
        #expect(findings.contains { $0.message.contains("'ProfileModel'") })
    }

    @Test func theReasonAfterTwoDashesIsNotReadAsRuleIDs() {
        // Without `--`, lowercase prose would be taken as rule ids; with it, `unmanaged-task` in the
        // reason must not silence that rule.
        let source = """
        import Combine
        // remodel:disable:next prefer-observable -- kept because unmanaged-task is fine here
        final class M: ObservableObject { @Published var x = 0 }
        """
        let file = SourceFile(path: "M.swift", text: source)
        let suppressions = Suppressions(file: file)
        #expect(suppressions.suppresses("prefer-observable", line: 3))
        #expect(!suppressions.suppresses("unmanaged-task", line: 3))
    }

    @Test func auditPlanAndMigrateCountTheSameClassesOnTheExampleApp() throws {
        let workspace = try Workspace.load(paths: ["Examples/LegacyApp"], workingDirectory: repositoryRoot)
        let audit = LegacyAudit(workspace: workspace)
        let decisions = ObservableMigration(workspace: workspace).decide()
        #expect(audit.observableObjectClasses == decisions.classes.count)
        #expect(audit.observableObjectClasses == 12)
        let text = AuditTextRenderer().render(audit)
        #expect(text.contains("12 ObservableObject classes for `remodel plan` and `remodel migrate` to decide"))
        let json = try JSONSerialization.jsonObject(with: Data(AuditJSONRenderer().render(audit).utf8)) as? [String: Any]
        let summary = json?["summary"] as? [String: Any]
        #expect(summary?["observableObjectClasses"] as? Int == 12)
        // Every kept class's prefer-observable finding is a warning; every other one an error.
        let kept = Set(decisions.classes.filter { !$0.disposition.migrates }.map(\.simpleName))
        let findings = Linter(rules: [PreferObservable()], optedIn: everyRuleID).lint(workspace).diagnostics
        for finding in findings where !finding.message.contains("is @Observable and also") {
            let name = kept.first { finding.message.hasPrefix("'\($0)'") }
            #expect((finding.severity == .warning) == (name != nil), "\(finding.message)")
        }
        #expect(!kept.isEmpty)
    }
}
