import Foundation
import Testing
@testable import RemodelKit
@testable import RemodelRules

/// `--statistics`, `rules --json`, `--version`, shell completions.
@Suite(.enabled(if: remodelBinaryExists, "needs .build/debug/remodel (built by swift build / swift test)"))
struct CommandLineExtrasTests {
    @Test func statisticsCountFindingsPerRule() throws {
        let folder = TemporaryFolder()
        folder.write("App/A.swift", "import SwiftUI\nclass A: ObservableObject { @Published var value = 0 }\nclass B: ObservableObject { @Published var value = 0 }\n")
        let text = try runRemodel(["lint", "--statistics", "App"], in: folder.url)
        #expect(text.status == 1)
        #expect(text.stdout.contains("2  prefer-observable"), "\(text.stdout)")
        #expect(text.stdout.hasSuffix("rules.\n") || text.stdout.hasSuffix("rule.\n"))
        #expect(!text.stdout.contains("App/A.swift:"))

        let json = try runRemodel(["lint", "--statistics", "--reporter", "json", "App"], in: folder.url)
        let statisticsDocument = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(statisticsDocument["tool"] as? String == "remodel" && statisticsDocument["version"] as? Int == 1)
        let rows = try #require(statisticsDocument["rules"] as? [[String: Any]])
        let row = try #require(rows.first { $0["rule"] as? String == "prefer-observable" })
        #expect(row["count"] as? Int == 2)
        #expect(row["severity"] as? String == "error")
        let counts = rows.compactMap { $0["count"] as? Int }
        #expect(counts == counts.sorted(by: >))

        #expect(try runRemodel(["lint", "--statistics", "--reporter", "sarif", "App"], in: folder.url).status == 2)
    }

    @Test func rulesAsJSON() throws {
        let run = try runRemodel(["rules", "--json"], in: repositoryRoot)
        #expect(run.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(document["tool"] as? String == "remodel" && document["version"] as? Int == 1)
        let rules = try #require(document["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == RuleRegistry.all.map { $0.description.id })
        let prefer = try #require(rules.first { $0["id"] as? String == "prefer-observable" })
        #expect(prefer["impact"] as? String == "CRITICAL")
        #expect(prefer["defaultSeverity"] as? String == "error")
        #expect(prefer["title"] as? String == "Use @Observable Classes for All ViewModels")
        #expect((prefer["documentationURL"] as? String)?.hasSuffix("docs/rules/prefer-observable.md") == true)
        #expect(Set(prefer.keys) == ["id", "title", "impact", "defaultSeverity", "fix", "fixAvailability", "fixApplicability", "tags", "optIn", "summary", "documentationURL"])
        #expect(prefer["fix"] as? String == "none" && prefer["fixAvailability"] as? String == "never" && (prefer["fixApplicability"] as? [String])?.isEmpty == true)
        let hop = try #require(rules.first { $0["id"] as? String == "redundant-main-actor-hop" })
        #expect(hop["fix"] as? String == "sometimes" && hop["fixAvailability"] as? String == "sometimes" && hop["fixApplicability"] as? [String] == ["safe", "unsafe"])
        let mainActor = try #require(rules.first { $0["id"] as? String == "observable-view-model-main-actor" })
        #expect(mainActor["fix"] as? String == "unsafe" && mainActor["fixAvailability"] as? String == "always" && mainActor["fixApplicability"] as? [String] == ["unsafe"])
    }

    /// `--version` prints `RemodelVersion.current`; a release tag on the checked-out commit
    /// (`v1.2.3` or `1.2.3`) must name the same version.
    @Test func versionMatchesTheTag() throws {
        let run = try runRemodel(["--version"], in: repositoryRoot)
        #expect(run.status == 0)
        #expect(run.stdout == RemodelVersion.current + "\n")
        #expect(RemodelVersion.current.split(separator: ".").count == 3)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "tag", "--points-at", "HEAD"]
        process.currentDirectoryURL = repositoryRoot
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return }
        let tags = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        for tag in tags.split(separator: "\n") where tag.first?.isNumber == true || (tag.hasPrefix("v") && tag.dropFirst().first?.isNumber == true) {
            #expect(tag.drop { $0 == "v" } == RemodelVersion.current[...], "tag \(tag) does not match remodel --version \(RemodelVersion.current)")
        }
    }

    @Test func completionScripts() throws {
        for shell in ["bash", "zsh", "fish"] {
            let run = try runRemodel(["--generate-completion-script", shell], in: repositoryRoot)
            #expect(run.status == 0, "\(shell): \(run.stderr)")
            #expect(run.stdout.contains("remodel"))
            #expect(run.stdout.contains("write-baseline"))
        }
    }
}
