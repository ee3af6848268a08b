import Foundation
import Testing
import Yams
@testable import RemodelKit
@testable import RemodelRules

/// The GitHub Action (`action.yml`) and the pre-commit hooks (`.pre-commit-hooks.yaml`): their
/// structure, and their lint commands run for real against the built `remodel`.
@Suite(.enabled(if: remodelBinaryExists, "needs .build/debug/remodel (built by swift build / swift test)"))
struct DistributionTests {
    private func loadYAML(_ name: String) throws -> Any {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent(name), encoding: .utf8)
        return try #require(try Yams.load(yaml: text), "\(name) is empty")
    }

    private func runBash(_ script: String, environment: [String: String], in directory: URL) throws -> (status: Int32, stdout: String, stderr: String) {
        // How GitHub runs `shell: bash` steps.
        try runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", script], environment: environment, in: directory)
    }

    @Test func gitHubActionRunsTheGitHubReporter() throws {
        let action = try #require(try loadYAML("action.yml") as? [String: Any])
        #expect(action["name"] as? String == "Remodel")
        let runs = try #require(action["runs"] as? [String: Any])
        #expect(runs["using"] as? String == "composite")
        let steps = try #require(runs["steps"] as? [[String: Any]])
        // Installs Swift only when missing, builds release, then lints.
        let setup = try #require(steps.first { ($0["uses"] as? String)?.hasPrefix("swift-actions/setup-swift@") == true })
        #expect((setup["if"] as? String)?.contains("steps.swift.outputs.found") == true)
        let build = try #require(steps.first { $0["id"] as? String == "build" })
        #expect((build["run"] as? String)?.contains("swift build -c release --product remodel") == true)
        let lint = try #require(steps.first { $0["id"] as? String == "lint" })
        let script = try #require(lint["run"] as? String)
        #expect(script.contains("lint --reporter github"))
        let inputs = try #require(action["inputs"] as? [String: Any])
        #expect(Set(inputs.keys).isSuperset(of: ["paths", "baseline", "strict", "sarif-file", "config"]))

        // Run the lint step's script as the runner would, with the inputs substituted.
        let folder = TemporaryFolder()
        folder.write("App/M.swift", "import SwiftUI\nclass M: ObservableObject { @Published var value = 0 }\n")
        folder.write("GITHUB_OUTPUT", "")
        let environment: [String: String] = [
            "REMODEL": repositoryRoot.appendingPathComponent(".build/debug/remodel").path,
            "REMODEL_PATHS": "App", "REMODEL_CONFIG": "", "REMODEL_BASELINE": "", "REMODEL_STRICT": "false",
            "REMODEL_SARIF": "remodel.sarif", "GITHUB_OUTPUT": folder.url.appendingPathComponent("GITHUB_OUTPUT").path,
        ]
        let run = try runBash(script, environment: environment, in: folder.url)
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("::error file=App/M.swift,line=2,col=7,title=prefer-observable::"))
        let sarif = try Data(contentsOf: folder.url.appendingPathComponent("remodel.sarif"))
        #expect((try JSONSerialization.jsonObject(with: sarif) as? [String: Any])?["version"] as? String == "2.1.0")
        #expect(try String(contentsOf: folder.url.appendingPathComponent("GITHUB_OUTPUT"), encoding: .utf8) == "sarif-file=remodel.sarif\n")

        // With a baseline recording everything, the step passes.
        #expect(try runRemodel(["lint", "--write-baseline", "baseline.json", "App"], in: folder.url).status == 0)
        var baselined = environment
        baselined["REMODEL_BASELINE"] = "baseline.json"
        baselined["REMODEL_SARIF"] = ""
        let clean = try runBash(script, environment: baselined, in: folder.url)
        #expect(clean.status == 0, "\(clean.stdout)\(clean.stderr)")
        #expect(clean.stdout.isEmpty)
    }

    @Test func preCommitHooks() throws {
        let hooks = try #require(try loadYAML(".pre-commit-hooks.yaml") as? [[String: Any]])
        #expect(hooks.map { $0["id"] as? String } == ["remodel-lint", "remodel-lint-files"])
        for hook in hooks {
            #expect(hook["language"] as? String == "swift")
            #expect(hook["types"] as? [String] == ["swift"])
            #expect(hook["entry"] as? String == "remodel lint")
            #expect(hook["require_serial"] as? Bool == true)
        }
        #expect(hooks[0]["pass_filenames"] as? Bool == false)
        #expect(hooks[1]["pass_filenames"] == nil)

        // The entries, run the way pre-commit runs them (the staged files appended, or not).
        let folder = TemporaryFolder()
        folder.write("App/M.swift", "import SwiftUI\nclass M: ObservableObject { @Published var value = 0 }\n")
        folder.write("App/Clean.swift", "struct Clean {}\n")
        let entry = try #require(hooks[0]["entry"] as? String).split(separator: " ").dropFirst().map(String.init)
        #expect(try runRemodel(entry, in: folder.url).status == 1)
        #expect(try runRemodel(entry + ["App/Clean.swift"], in: folder.url).status == 0)
        #expect(try runRemodel(entry + ["App/M.swift", "App/Clean.swift"], in: folder.url).status == 1)
    }
}
