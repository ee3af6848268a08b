import Foundation
import SwiftSyntax
import Testing
@testable import RemodelKit
@testable import RemodelRules

/// Runs the `remodel` executable that `swift test` builds alongside the tests.
func runRemodel(_ arguments: [String], in directory: URL) throws -> (status: Int32, stdout: String, stderr: String) {
    try runProcess(
        repositoryRoot.appendingPathComponent(".build/debug/remodel"), arguments,
        environment: ["NO_COLOR": "1", "XDG_CACHE_HOME": testCacheHome.path], in: directory)
}

/// The lint cache of the `remodel` runs of one test process, out of the user's cache folder.
let testCacheHome = FileManager.default.temporaryDirectory.appendingPathComponent("remodel-test-cache-\(ProcessInfo.processInfo.processIdentifier)")

/// Runs a program to completion with this process's environment plus `environment`.
func runProcess(_ executable: URL, _ arguments: [String], environment: [String: String] = [:], in directory: URL) throws
    -> (status: Int32, stdout: String, stderr: String) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Read standard error on another thread so a full pipe cannot block the child.
    let errorData = ErrorOutput()
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async {
        errorData.data = err.fileHandleForReading.readDataToEndOfFile()
        group.leave()
    }
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    group.wait()
    return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: errorData.data, as: UTF8.self))
}

/// Written by one reader thread before `group.leave()`, read after `group.wait()`.
private final class ErrorOutput: @unchecked Sendable {
    var data = Data()
}

let remodelBinaryExists = FileManager.default.fileExists(atPath: repositoryRoot.appendingPathComponent(".build/debug/remodel").path)

@Suite(.enabled(if: remodelBinaryExists, "needs .build/debug/remodel (built by swift build / swift test)"))
struct CLITests {
    @Test func exitCodes() throws {
        let folder = TemporaryFolder()
        folder.write("Clean/A.swift", "struct A { let x = 1 }\n")
        folder.write("Dirty/M.swift", "import SwiftUI\nclass M: ObservableObject { @Published var value = 0 }\n")
        #expect(try runRemodel(["lint", "Clean"], in: folder.url).status == 0)
        let dirty = try runRemodel(["lint", "Dirty"], in: folder.url)
        #expect(dirty.status == 1)
        #expect(dirty.stdout.contains("Dirty/M.swift:2:7: error: "))
        #expect(try runRemodel(["lint", "Nope"], in: folder.url).stderr.contains("Nope: error: no such file or directory"))
        #expect(try runRemodel(["lint", "--reporter", "nope", "Clean"], in: folder.url).status == 2)
    }

    @Test func badInputIsNamedAndTheRestIsLinted() throws {
        let folder = TemporaryFolder()
        folder.write("App/M.swift", "class M: ObservableObject {}\n")
        try Data([0x63, 0x6C, 0x61, 0x73, 0x73, 0x20, 0xFF, 0x0A]).write(to: folder.url.appendingPathComponent("App/Bad.swift"))
        let run = try runRemodel(["lint", "App"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.stderr.contains("App/Bad.swift: error: file is not valid UTF-8 text"))
        #expect(run.stdout.contains("App/M.swift:1:7"))
    }

    @Test func malformedConfigNamesFileAndLine() throws {
        let folder = TemporaryFolder()
        folder.write("App/M.swift", "class M {}\n")
        folder.write(".remodel.yml", "excluded:\n  - Generated\nseverity:\n  prefer-observable: fatal\n")
        let run = try runRemodel(["lint", "App"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.stderr.contains(".remodel.yml:4: error: severity of 'prefer-observable' must be 'error' or 'warning'"), "\(run.stderr)")
    }

    @Test func rulesAndExplain() throws {
        let folder = TemporaryFolder()
        let rules = try runRemodel(["rules"], in: folder.url)
        #expect(rules.status == 0)
        for id in RuleRegistry.ids { #expect(rules.stdout.contains(id)) }
        let explain = try runRemodel(["explain", "prefer-observable"], in: folder.url)
        #expect(explain.stdout.hasPrefix("---\ntitle: Use @Observable Classes for All ViewModels\nimpact: CRITICAL\n"))
        #expect(try runRemodel(["explain", "no-such-rule"], in: folder.url).status == 2)
    }

    @Test func parseFloorCountsEveryDiscoveredLine() throws {
        let folder = TemporaryFolder()
        folder.write("App/A.swift", "struct A {\n    let x = 1\n}\n")
        folder.write("App/B.swift", "enum B {}\n")
        folder.write("App/.build/C.swift", "struct C {}\n")
        let run = try runRemodel(["parse-floor", "App"], in: folder.url)
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("parse floor: 2 files, 4 lines in "))
        for walk in ["visitor", "raw"] {
            let walked = try runRemodel(["parse-floor", "--walk", walk, "App"], in: folder.url)
            #expect(walked.status == 0)
            #expect(walked.stdout.hasPrefix("parse floor: 2 files, 4 lines in "))
        }
        let unknown = try runRemodel(["parse-floor", "--walk", "tokens", "App"], in: folder.url)
        #expect(unknown.status == 2)
    }

    /// The two walks of `parse-floor --walk` reach every node of a tree that parses: the same count.
    @Test func walkFloorsReachEveryNode() {
        let tree = SwiftSourceParser.tree("""
            @MainActor @Observable final class Model {
                var items: [String] = []
                func load() async { items = await fetch().map { $0.name } }
            }
            struct ItemsView: View {
                @State private var model = Model()
                var body: some View { List(model.items, id: \\.self) { Text($0) }.task { await model.load() } }
            }
            """)
        func count(_ node: Syntax) -> Int { node.children(viewMode: .sourceAccurate).reduce(1) { $0 + count($1) } }
        let nodes = count(Syntax(tree))
        #expect(Array(tree.tokens(viewMode: .sourceAccurate)).count > 50)
        #expect(WalkFloor.visitor.walk(tree) == nodes)
        #expect(WalkFloor.raw.walk(tree) == nodes)
    }

    @Test func fixConvergesInOneRunAndKeepsUnsafeFixesOptIn() throws {
        let folder = TemporaryFolder()
        let source = """
        import SwiftUI

        @MainActor
        final class FeedModel: ObservableObject {
            @Published var items: [String] = []

            func reload() async {
                await MainActor.run {
                    DispatchQueue.main.async {
                        // nested hops: the inner one can only be fixed after the outer one
                        self.items = []
                    }
                }
            }
        }

        struct FeedView: View {
            @StateObject private var model = FeedModel()
            var body: some View {
                Text("Feed").onChange(of: model.items) { newValue in print(newValue) }
            }
        }

        """
        let file = folder.write("App/Feed.swift", source)
        folder.write(".remodel.yml", "opt_in_rules: [redundant-main-actor-hop]\n")
        // Safe fixes only: MainActor.run is inlined and onChange modernised; the DispatchQueue
        // hop (which changes timing) stays. (The comment is inside the inner hop: a comment on or
        // above a hop marks it deliberate, and it would not be reported.)
        #expect(try runRemodel(["lint", "--fix", "App"], in: folder.url).status == 1)
        let safe = try String(contentsOf: file, encoding: .utf8)
        #expect(!safe.contains("MainActor.run"))
        #expect(safe.contains("DispatchQueue.main.async"))
        #expect(safe.contains("{ _, newValue in print(newValue) }"))
        _ = try runRemodel(["lint", "--fix", "--unsafe-fixes", "App"], in: folder.url)
        let fixed = try String(contentsOf: file, encoding: .utf8)
        #expect(!fixed.contains("DispatchQueue.main.async"))
        #expect(fixed.contains("        // nested hops: the inner one can only be fixed after the outer one\n        self.items = []\n"), "\(fixed)")
        // A second run changes nothing.
        let again = try runRemodel(["lint", "--fix", "--unsafe-fixes", "App"], in: folder.url)
        #expect(!again.stderr.contains("Fixed"))
        #expect(try String(contentsOf: file, encoding: .utf8) == fixed)
    }
}
