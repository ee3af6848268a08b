import Foundation
import Testing
@testable import RemodelKit
@testable import RemodelRules

/// Runs `remodel` with `input` on standard input.
func runRemodel(_ arguments: [String], stdin input: Data, in directory: URL) throws -> (status: Int32, stdout: String, stderr: String, output: Data) {
    let process = Process()
    process.executableURL = repositoryRoot.appendingPathComponent(".build/debug/remodel")
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = ProcessInfo.processInfo.environment.merging(["NO_COLOR": "1"]) { $1 }
    let inPipe = Pipe(), out = Pipe(), err = Pipe()
    process.standardInput = inPipe
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let collected = CollectedOutput()
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async {
        collected.error = err.fileHandleForReading.readDataToEndOfFile()
        group.leave()
    }
    group.enter()
    DispatchQueue.global().async {
        inPipe.fileHandleForWriting.write(input)
        try? inPipe.fileHandleForWriting.close()
        group.leave()
    }
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    group.wait()
    return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: collected.error, as: UTF8.self), stdout)
}

/// Written by one reader thread before `group.leave()`, read after `group.wait()`.
private final class CollectedOutput: @unchecked Sendable {
    var error = Data()
}

/// `remodel lint --stdin-filename PATH`, through the built binary.
@Suite(.enabled(if: remodelBinaryExists, "needs .build/debug/remodel (built by swift build / swift test)"))
struct StandardInputTests {
    private static let model = "import SwiftUI\nclass Model: ObservableObject {\n  @Published var x = 0\n}\n"

    @Test func lintsTheTextAsTheNamedFile() throws {
        let folder = TemporaryFolder()
        folder.write("Package.swift", "// swift-tools-version: 6.0\n")
        let disk = folder.write("App/M.swift", "struct Clean {}\n")
        let run = try runRemodel(["lint", "--stdin-filename", "App/M.swift", "--only-rule", "prefer-observable"], stdin: Data(Self.model.utf8), in: folder.url)
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("App/M.swift:2:7: error: 'Model' conforms to ObservableObject"))
        #expect(run.stdout.hasSuffix("Linted 1 file: 1 error, 0 warnings.\n"))
        #expect(try String(contentsOf: disk, encoding: .utf8) == "struct Clean {}\n")

        // An absolute PATH below the working directory is shown relative; a file that does not
        // exist yet (an unsaved buffer) is fine.
        let absolute = try runRemodel(["lint", "--stdin-filename", folder.url.appendingPathComponent("App/New.swift").path, "--reporter", "json"], stdin: Data(Self.model.utf8), in: folder.url)
        #expect(absolute.status == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(absolute.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        #expect(Set(diagnostics.compactMap { $0["file"] as? String }) == ["App/New.swift"])
        #expect((document["summary"] as? [String: Int])?["files"] == 1)

        // Clean text exits 0.
        #expect(try runRemodel(["lint", "--stdin-filename", "App/M.swift"], stdin: Data("struct A {}\n".utf8), in: folder.url).status == 0)
    }

    /// The rest of the project is read from disk for cross-file facts, but only PATH is reported.
    @Test func indexesTheProjectAroundThePath() throws {
        let folder = TemporaryFolder()
        folder.write("Package.swift", "// swift-tools-version: 6.0\n")
        folder.write("Sources/App/Models/SyncModel.swift", "import Observation\n\n@MainActor @Observable\nfinal class SyncModel: ObservableObject {\n    var isOnline = true\n}\n")
        folder.write("Sources/App/Views/SettingsSheet.swift", """
            import SwiftUI

            struct SettingsSheet: View {
                @State private var syncModel = SyncModel()
                var body: some View {
                    SyncStatusView()
                        .environmentObject(syncModel)
                }
            }

            """)
        let view = """
            import SwiftUI

            struct SyncStatusView: View {
                @Environment(SyncModel.self) private var sync
                var body: some View { Text(sync.isOnline ? "Online" : "Offline") }
            }

            """
        let arguments = ["lint", "--stdin-filename", "Sources/App/Views/SyncStatusView.swift", "--only-rule", "environment-injection-mismatch"]
        // Run from a subfolder: the project is found from PATH (Package.swift), not the working directory.
        let run = try runRemodel(arguments.map { $0.hasPrefix("Sources/") ? "../" + $0 : $0 }, stdin: Data(view.utf8), in: folder.url.appendingPathComponent("Sources"))
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("App/Views/SyncStatusView.swift:4:"), "\(run.stdout)")
        #expect(run.stdout.contains("Views/SettingsSheet.swift:7"), "\(run.stdout)")
        // The other files are not reported themselves.
        #expect(run.stdout.split(separator: "\n").dropLast().allSatisfy { $0.hasPrefix("App/Views/SyncStatusView.swift:") }, "\(run.stdout)")
        #expect(run.stdout.hasSuffix("Linted 1 file: 1 error, 0 warnings.\n"), "\(run.stdout)")

        // Without a project around it (no .remodel.yml, Package.swift or Xcode project), only the
        // file itself is indexed.
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Package.swift"))
        let alone = try runRemodel(arguments, stdin: Data(view.utf8), in: folder.url)
        #expect(alone.status == 0, "\(alone.stdout)\(alone.stderr)")
        // Paths given on the command line are the project instead.
        let given = try runRemodel(arguments + ["Sources"], stdin: Data(view.utf8), in: folder.url)
        #expect(given.status == 1 && given.stdout.contains("Sources/App/Views/SyncStatusView.swift:4:"), "\(given.stdout)\(given.stderr)")
    }

    @Test func obeysThePathsConfiguration() throws {
        let folder = TemporaryFolder()
        folder.write(".remodel.yml", "excluded:\n  - Generated\ndisabled_rules:\n  - manual-object-will-change\nseverity:\n  prefer-observable: warning\n")
        let run = try runRemodel(["lint", "--stdin-filename", "App/M.swift", "--only-rule", "prefer-observable"], stdin: Data(Self.model.utf8), in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("App/M.swift:2:7: warning: "))
        // An excluded path lints nothing.
        let excluded = try runRemodel(["lint", "--stdin-filename", "Generated/G.swift"], stdin: Data(Self.model.utf8), in: folder.url)
        #expect(excluded.status == 0)
        #expect(excluded.stdout == "Linted 0 files: 0 errors, 0 warnings.\n")
        // With --fix an excluded file comes back unchanged.
        let fixed = try runRemodel(["lint", "--fix", "--stdin-filename", "Generated/G.swift"], stdin: Data(Self.model.utf8), in: folder.url)
        #expect(fixed.status == 0 && fixed.stdout == Self.model)
        // So does a file in a folder Remodel never walks.
        #expect(try runRemodel(["lint", "--stdin-filename", ".build/checkouts/X/M.swift"], stdin: Data(Self.model.utf8), in: folder.url).stdout.hasPrefix("Linted 0 files"))
        // A configuration error is reported, and the run exits 2.
        folder.write(".remodel.yml", "severity:\n  prefer-observable: fatal\n")
        let broken = try runRemodel(["lint", "--stdin-filename", "App/M.swift"], stdin: Data(Self.model.utf8), in: folder.url)
        #expect(broken.status == 2)
        #expect(broken.stderr.contains(".remodel.yml:2: error: severity of 'prefer-observable'"), "\(broken.stderr)")
    }

    /// --fix prints the fixed text on standard output (the report goes to standard error) and
    /// writes nothing.
    @Test func fixPrintsTheFixedText() throws {
        let folder = TemporaryFolder()
        let example = try #require(DeprecatedOnChange.description.incorrect.first)
        let source = example.unmarked.code
        let expected = try #require(example.fixed)
        let disk = folder.write("Views/Search.swift", source)
        let run = try runRemodel(["lint", "--fix", "--stdin-filename", "Views/Search.swift", "--only-rule", "deprecated-on-change"], stdin: Data(source.utf8), in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.trimmingCharacters(in: .newlines) == expected.trimmingCharacters(in: .newlines))
        #expect(run.stderr.contains("Fixed 2 violations in Views/Search.swift."), "\(run.stderr)")
        #expect(run.stderr.contains("Linted 1 file: 0 errors, 0 warnings."), "\(run.stderr)")
        #expect(try String(contentsOf: disk, encoding: .utf8) == source)

        // CRLF line endings and a byte order mark are kept.
        let crlf = Data([0xEF, 0xBB, 0xBF] + Array(source.replacingOccurrences(of: "\n", with: "\r\n").utf8))
        let kept = try runRemodel(["lint", "--fix", "--stdin-filename", "Views/Search.swift", "--only-rule", "deprecated-on-change", "-q"], stdin: crlf, in: folder.url)
        #expect(kept.status == 0)
        #expect(kept.output.starts(with: [0xEF, 0xBB, 0xBF]))
        #expect(kept.stdout.dropFirst().contains("{ _, newValue in\r\n"))
        #expect(!kept.stdout.dropFirst().replacingOccurrences(of: "\r\n", with: "").contains("\n"))

        // Nothing to fix: the text comes back byte for byte.
        let clean = Data("struct A {}".utf8)
        let unchanged = try runRemodel(["lint", "--fix", "--stdin-filename", "A.swift"], stdin: clean, in: folder.url)
        #expect(unchanged.status == 0 && unchanged.output == clean)
    }

    @Test func invalidUTF8IsAnInputError() throws {
        let folder = TemporaryFolder()
        let bytes = Data([0x63, 0x6C, 0x61, 0x73, 0x73, 0x20, 0xFF, 0x0A])
        let run = try runRemodel(["lint", "--stdin-filename", "App/Bad.swift"], stdin: bytes, in: folder.url)
        #expect(run.status == 2)
        #expect(run.stderr.contains("App/Bad.swift: error: standard input is not valid UTF-8 text"), "\(run.stderr)")
        // With --fix the input comes back unchanged, so an editor never loses its buffer.
        let fixed = try runRemodel(["lint", "--fix", "--stdin-filename", "App/Bad.swift"], stdin: bytes, in: folder.url)
        #expect(fixed.status == 2 && fixed.output == bytes)
        // In SARIF, a tool execution notification.
        let sarif = try runRemodel(["lint", "--stdin-filename", "App/Bad.swift", "--reporter", "sarif"], stdin: bytes, in: folder.url)
        #expect(sarif.status == 2)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        #expect(SARIFConformance.problems(in: document) == [])
        let invocation = try #require(((document["runs"] as? [[String: Any]])?.first?["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == false)
        #expect((invocation["toolExecutionNotifications"] as? [[String: Any]])?.count == 1)
    }

    @Test func usageErrors() throws {
        let folder = TemporaryFolder()
        let run = try runRemodel(["lint", "--stdin-filename", "A.swift", "--write-baseline", "b.json"], stdin: Data(), in: folder.url)
        #expect(run.status == 2)
        #expect(run.stderr.contains("--write-baseline"))
    }
}

/// `remodel lint --reporter sarif` through the built binary.
@Suite(.enabled(if: remodelBinaryExists, "needs .build/debug/remodel (built by swift build / swift test)"))
struct SARIFCommandTests {
    @Test func inputErrorsAndRelativeURIs() throws {
        let folder = TemporaryFolder()
        folder.write("App/M.swift", "import SwiftUI\nclass M: ObservableObject {}\n")
        folder.write("App/Broken.swift", "struct {\n")
        try Data([0x63, 0x6C, 0x61, 0x73, 0x73, 0x20, 0xFF, 0x0A]).write(to: folder.url.appendingPathComponent("App/Bad.swift"))
        folder.write(".remodel.yml", "severity:\n  prefer-observable: fatal\n")
        let run = try runRemodel(["lint", "--reporter", "sarif", "App"], in: folder.url)
        #expect(run.status == 2)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(SARIFConformance.problems(in: document) == [])
        let sarifRun = try #require((document["runs"] as? [[String: Any]])?.first)
        let base = try #require((sarifRun["originalUriBaseIds"] as? [String: [String: String]])?["%SRCROOT%"]?["uri"])
        #expect(base.hasPrefix("file:///") && base.hasSuffix("/"))
        // The base is the working directory (compared without symbolic links: /tmp on macOS).
        let basePath = try #require(URL(string: base)?.path)
        #expect(URL(fileURLWithPath: basePath).resolvingSymlinksInPath().path == folder.url.resolvingSymlinksInPath().path)
        let results = try #require(sarifRun["results"] as? [[String: Any]])
        let uris = results.compactMap { ((($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: String])?["uri"] }
        #expect(Set(uris) == ["App/Broken.swift", "App/M.swift"])
        let invocation = try #require((sarifRun["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == false)
        let notifications = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
        let messages = notifications.compactMap { ($0["message"] as? [String: String])?["text"] }
        #expect(messages.contains("file is not valid UTF-8 text"))
        #expect(messages.contains { $0.hasPrefix("severity of 'prefer-observable'") })
        let noted = notifications.compactMap { ((($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: String])?["uri"] }
        #expect(Set(noted) == ["App/Bad.swift", ".remodel.yml"], "\(noted)")
    }
}
