import Foundation
import Testing
@testable import RemodelKit
@testable import RemodelRules

struct ConfigurationTests {
    let file = URL(fileURLWithPath: "/project/.remodel.yml")

    @Test func parsesAllKeys() throws {
        let configuration = try Configuration.parse("""
        included:
          - Sources
        excluded:
          - Sources/Generated
          - "**/*.generated.swift"
        disabled_rules: [manual-object-will-change]
        only_rules:
          - prefer-observable
          - manual-object-will-change
        severity:
          prefer-observable: warning
        minimum_ios: 16
        default_isolation: MainActor
        editor_url: vscode://file/{path}:{line}
        """, file: file)
        #expect(configuration.included == ["Sources"])
        #expect(configuration.excluded.map(\.pattern) == ["Sources/Generated", "**/*.generated.swift"])
        #expect(configuration.disabledRules == ["manual-object-will-change"])
        #expect(configuration.onlyRules == ["prefer-observable", "manual-object-will-change"])
        #expect(configuration.severities["prefer-observable"] == .warning)
        #expect(configuration.options.minimumIOS == 16)
        #expect(configuration.options.defaultIsolation == .mainActor)
        #expect(configuration.editorURL == "vscode://file/{path}:{line}")
        #expect(configuration.isEnabled("prefer-observable"))
        #expect(!configuration.isEnabled("manual-object-will-change"))
        #expect(configuration.admits(URL(fileURLWithPath: "/project/Sources/App.swift")))
        #expect(!configuration.admits(URL(fileURLWithPath: "/project/Sources/Generated/A.swift")))
        #expect(!configuration.admits(URL(fileURLWithPath: "/project/Sources/X/B.generated.swift")))
        #expect(!configuration.admits(URL(fileURLWithPath: "/project/Tests/T.swift")))
    }

    @Test func emptyFileIsDefaults() throws {
        let configuration = try Configuration.parse("", file: file)
        #expect(configuration.editorURL == nil)
        #expect(configuration.isEnabled("prefer-observable"))
        #expect(configuration.options.defaultIsolation == .nonisolated)
    }

    @Test(arguments: [
        ("disabled_rules: [prefer-observable]\nunknown_key: 1\n", 2, "unknown key 'unknown_key'"),
        ("severity:\n  prefer-observable: loud\n", 2, "must be 'error' or 'warning'"),
        ("only_rules:\n  - prefer-observable\n  - no-such-rule\n", 3, "unknown rule 'no-such-rule'"),
        ("excluded: [a, b\n", 2, "invalid YAML"),
        ("- just\n- a list\n", 1, "must be a mapping"),
        ("minimum_ios: soon\n", 1, "'minimum_ios' must be"),
        ("minimum_ios: 17\ndefault_isolation: main\n", 2, "'default_isolation' must be MainActor or nonisolated"),
        ("excluded: 3\n", 1, "'excluded' must be a list" as String?),
        ("minimum_ios: 17\neditor_url: 5\n", 2, "'editor_url' must be a URL template such as \"vscode://file/{path}:{line}\"; found the number 5"),
        ("editor_url: {path}\n", 1, "'editor_url' must be a URL template"),
        ("editor_url: \"javascript:alert('{path}')\"\n", 1, "'editor_url' must not use the javascript: scheme"),
        ("editor_url: vscode://file/\n", 1, "'editor_url' must contain {path}"),
        ("editor_url: open {path}\n", 1, "'editor_url' must start with a URL scheme"),
    ] as [(String, Int, String?)])
    func reportsFileLineAndKey(yaml: String, line: Int, message: String?) {
        do {
            let configuration = try Configuration.parse(yaml, file: file)
            #expect(message == nil, "expected an error, got \(configuration)")
        } catch {
            #expect(error.file == "/project/.remodel.yml")
            #expect(error.line == line, "\(error)")
            if let message { #expect(error.message.contains(message), "\(error.message)") }
            #expect(error.description.hasPrefix("/project/.remodel.yml:\(line): error: "))
        }
    }

    @Test func globs() {
        #expect(Glob("Generated").matches("Generated/A.swift"))
        #expect(Glob("**/Mocks").matches("Sources/App/Mocks/M.swift"))
        #expect(Glob("*.swift").matches("A.swift"))
        #expect(!Glob("*.swift").matches("Dir/A.swift.txt"))
        #expect(Glob("Sources/**/*View.swift").matches("Sources/A/B/MainView.swift"))
        #expect(Glob("Sources/**/*View.swift").matches("Sources/MainView.swift"))
        #expect(!Glob("Sources/?.swift").matches("Sources/AB.swift"))
    }
}

struct SuppressionTests {
    let source = """
    import SwiftUI
    class A: ObservableObject {} // remodel:disable:this prefer-observable
    // remodel:disable:next prefer-observable
    class B: ObservableObject {}
    // remodel:disable prefer-observable -- legacy module, migrating next sprint
    class C: ObservableObject {}
    // remodel:enable prefer-observable
    class D: ObservableObject {}
    /* remodel:disable:next */
    class E: ObservableObject {}
    let text = "remodel:disable:next prefer-observable"
    class F: ObservableObject {}
    """

    @Test func directivesSilenceOnlyWhatTheyName() {
        let lines = lint(["S.swift": source]).diagnostics.filter { $0.ruleID == "prefer-observable" }.map(\.line)
        #expect(lines == [8, 12])
    }
}
