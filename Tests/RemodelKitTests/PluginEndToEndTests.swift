import Foundation
import Testing
@testable import RemodelKit
@testable import RemodelRules

/// Remodel's SwiftPM plugins used the way an app's package uses them: `Tests/PluginFixture` is
/// copied to `.build/plugin-e2e/fixture`, its dependency pointed at this repository, and real
/// `swift package plugin …` / `swift build` processes run in it.
///
/// The first run builds Remodel (swift-syntax included) again inside the fixture, which takes
/// minutes; the scratch path `.build/plugin-e2e/scratch` is kept between runs so later runs are
/// incremental. `REMODEL_SKIP_PLUGIN_E2E=1` skips the suite for quick local iterations (CI runs it).
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["REMODEL_SKIP_PLUGIN_E2E"] == nil, "REMODEL_SKIP_PLUGIN_E2E is set"))
struct PluginEndToEndTests {
    static let workFolder = repositoryRoot.appendingPathComponent(".build/plugin-e2e")
    static let fixture = workFolder.appendingPathComponent("fixture")
    static let scratch = workFolder.appendingPathComponent("scratch")

    /// A fresh copy of the fixture (sources as committed), a git repository of its own.
    static func prepareFixture() throws {
        let manager = FileManager.default
        try? manager.removeItem(at: fixture)
        try manager.createDirectory(at: workFolder, withIntermediateDirectories: true)
        try manager.copyItem(at: repositoryRoot.appendingPathComponent("Tests/PluginFixture"), to: fixture)
        let manifest = fixture.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "path: \"../..\"", with: "path: \"\(repositoryRoot.standardizedFileURL.path)\"").utf8).write(to: manifest)
        for arguments in [["init", "-q"], ["add", "."], ["-c", "user.email=tests@remodel", "-c", "user.name=Remodel Tests", "-c", "commit.gpgsign=false", "commit", "-q", "-m", "fixture"]] {
            #expect(try run("/usr/bin/env", ["git"] + arguments).status == 0)
        }
    }

    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = fixture
        // One pipe for both streams, read while the process runs (builds print a lot).
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    static func swift(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try run("/usr/bin/env", ["swift"] + arguments)
    }

    @Test(.timeLimit(.minutes(60)))
    func commandPluginLintsAndMigratesAndBuildToolPluginReportsDiagnostics() throws {
        try Self.prepareFixture()
        let scratch = ["--scratch-path", Self.scratch.path]
        let model = Self.fixture.appendingPathComponent("Sources/App/CounterModel.swift")
        let original = try String(contentsOf: model, encoding: .utf8)

        // lint through the command plugin: the findings, and the failing status.
        let lint = try Self.swift(["package"] + scratch + ["plugin", "--allow-writing-to-package-directory", "remodel", "lint", "--target", "App"])
        #expect(lint.status != 0, "\(lint.output)")
        #expect(lint.output.contains("Sources/App/CounterModel.swift:3:13: error: 'CounterModel' conforms to ObservableObject"), "\(lint.output)")
        #expect(!lint.output.contains("Sources/Linted/"))

        // A dry run changes nothing; --write (with the write permission) migrates.
        let preview = try Self.swift(["package"] + scratch + ["plugin", "--allow-writing-to-package-directory", "remodel", "migrate", "--target", "App"])
        #expect(preview.status == 0, "\(preview.output)")
        #expect(preview.output.contains("+@Observable final class CounterModel {"))
        #expect(try String(contentsOf: model, encoding: .utf8) == original)

        let write = try Self.swift(["package"] + scratch + ["plugin", "--allow-writing-to-package-directory", "remodel", "migrate", "--write", "--target", "App"])
        #expect(write.status == 0, "\(write.output)")
        #expect(write.output.contains("Wrote 1 file."), "\(write.output)")
        let migrated = try String(contentsOf: model, encoding: .utf8)
        #expect(migrated.contains("@Observable final class CounterModel {"))
        #expect(migrated.contains("@State private var model = CounterModel()"))

        // The build-tool plugin lints the target during `swift build`, in the form Xcode parses.
        let build = try Self.swift(["build"] + scratch + ["--target", "Linted"])
        #expect(build.status == 0, "\(build.output)")
        let loader = Self.fixture.appendingPathComponent("Sources/Linted/Loader.swift").standardizedFileURL.path
        #expect(build.output.contains("\(loader):3:9: warning: Task.detached in 'Loader.load()' is discarded"), "\(build.output)")
        #expect(build.output.contains("[unstructured-detached-task]"))
    }
}
