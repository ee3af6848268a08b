import Foundation
import Testing
@testable import RemodelKit
@testable import RemodelRules

struct ReporterTests {
    let result = lint(["Sources/Model.swift": "import SwiftUI\nclass Model: ObservableObject {\n  @Published var x = 0\n}\n"], rules: [PreferObservable()])

    @Test func text() {
        let output = ReporterKind.text.render(result)
        #expect(output.hasPrefix("Sources/Model.swift:2:7: error: 'Model' conforms to ObservableObject; "))
        #expect(output.contains("[prefer-observable]\n"))
        #expect(output.hasSuffix("Linted 1 file: 1 error, 0 warnings.\n"))
        #expect(!output.contains("\u{1B}["))
        #expect(ReporterKind.text.render(result, colored: true).contains("\u{1B}[1;31merror"))
    }

    @Test func json() throws {
        let output = ReporterKind.json.render(result)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        #expect(object["tool"] as? String == "remodel")
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(summary == ["files": 1, "errors": 1, "warnings": 0])
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 1)
        #expect(Set(diagnostics[0].keys) == ["file", "line", "column", "severity", "rule", "message"])
        #expect(diagnostics[0]["file"] as? String == "Sources/Model.swift")
        #expect(diagnostics[0]["rule"] as? String == "prefer-observable")
    }

    @Test func sarif() throws {
        let output = ReporterKind.sarif.render(result)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        #expect(object["version"] as? String == "2.1.0")
        let run = try #require((object["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == ["prefer-observable"])
        #expect((rules[0]["help"] as? [String: String])?["markdown"]?.hasPrefix("## Use @Observable Classes for All ViewModels\n") == true)
        #expect((rules[0]["properties"] as? [String: Any])?["impact"] as? String == "CRITICAL")
        #expect((rules[0]["helpUri"] as? String)?.hasSuffix("docs/rules/prefer-observable.md") == true)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.first?["ruleIndex"] as? Int == 0)
        #expect(results.first?["level"] as? String == "error")
        let location = try #require(((results.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
        #expect((location["artifactLocation"] as? [String: String]) == ["uri": "Sources/Model.swift", "uriBaseId": "%SRCROOT%"])
        #expect((location["region"] as? [String: Int]) == ["startLine": 2, "startColumn": 7])
    }

    /// SARIF declares `utf16CodeUnits`; a non-ASCII character before the finding on its line must
    /// not shift the column (it is 3 UTF-8 bytes but 1 UTF-16 unit; an emoji is 4 bytes, 2 units).
    @Test func sarifColumnsAreUTF16CodeUnits() throws {
        let source = "import SwiftUI\n/* é → 🚀 */ class Model: ObservableObject {}\n"
        let result = lint(["Sources/Model.swift": source], rules: [PreferObservable()])
        let diagnostic = try #require(result.diagnostics.first)
        let prefix = "/* é → 🚀 */ class "
        #expect(diagnostic.column == prefix.utf8.count + 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(ReporterKind.sarif.render(result).utf8)) as? [String: Any])
        let run = try #require((object["runs"] as? [[String: Any]])?.first)
        #expect(run["columnKind"] as? String == "utf16CodeUnits")
        let results = try #require(run["results"] as? [[String: Any]])
        let location = try #require(((results.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
        #expect((location["region"] as? [String: Int]) == ["startLine": 2, "startColumn": prefix.utf16.count + 1])
        #expect(prefix.utf16.count + 1 == 20 && prefix.utf8.count + 1 == 25)
    }

    @Test func xcode() {
        let output = ReporterKind.xcode.render(result)
        let path = URL(fileURLWithPath: "Sources/Model.swift").standardizedFileURL.path
        #expect(output.hasPrefix("\(path):2:7: error: 'Model' conforms to ObservableObject; "))
        #expect(output.hasSuffix("[prefer-observable]\n"))
        #expect(!output.contains("Linted"))
    }

    @Test func github() {
        let output = ReporterKind.github.render(result)
        #expect(output.hasPrefix("::error file=Sources/Model.swift,line=2,col=7,title=prefer-observable::'Model' conforms"))
    }

    /// LOW impact is a notice (GitHub shows 10 errors and 10 warnings per step); the job summary
    /// carries every count and the first findings.
    @Test func githubNoticesAndStepSummary() {
        let view = """
            import SwiftUI
            struct V: View {
                @State private var text = ""
                var body: some View { TextField("", text: $text).onChange(of: text) { value in print(value) } }
            }
            """
        let mixed = lint(["Sources/Model.swift": "import SwiftUI\nclass Model: ObservableObject {\n  @Published var x = 0\n}\n", "Sources/V.swift": view],
                         rules: [PreferObservable(), DeprecatedOnChange()])
        let output = GitHubReporter().render(mixed)
        #expect(output.contains("::notice file=Sources/V.swift,line=4"), "\(output)")
        #expect(output.contains("::error file=Sources/Model.swift"))
        let summary = GitHubReporter().stepSummary(mixed, limit: 1)
        #expect(summary.hasPrefix("## Remodel\n\nLinted 2 files: **1 error**, 1 warning."))
        #expect(summary.contains("| `deprecated-on-change` | warning | 1 |"))
        #expect(summary.contains("| `prefer-observable` | error | 1 |"))
        #expect(summary.contains("**Findings (first 1 of 2)**"))
        #expect(summary.contains("- `Sources/Model.swift`: 1"))
    }
}
