import Foundation
import Testing
@testable import RemodelKit
@testable import RemodelRules

private let model = """
    import SwiftUI

    class SettingsModel: ObservableObject {
        @Published var name = ""
    }

    """

private func lintFolder(_ folder: TemporaryFolder, _ paths: [String]) throws -> LintResult {
    Linter(optedIn: everyRuleID).lint(try Workspace.load(paths: paths, workingDirectory: folder.url))
}

struct BaselineTests {
    @Test func entriesIgnoreLineNumbersAndCountDuplicates() throws {
        let folder = TemporaryFolder()
        folder.write("App/Model.swift", model)
        let before = try lintFolder(folder, [folder.url.appendingPathComponent("App").path])
        let baseline = Baseline(recording: before, relativeTo: folder.url)
        #expect(!baseline.entries.isEmpty)
        #expect(baseline.entries.allSatisfy { $0.file == "App/Model.swift" })
        #expect(baseline.entries.contains { $0.rule == "prefer-observable" && $0.declaration == "SettingsModel" })

        // Lines added above and re-indentation do not matter.
        folder.write("App/Model.swift", "// a comment\n\n" + model.replacingOccurrences(of: "class SettingsModel", with: "class   SettingsModel"))
        let moved = try lintFolder(folder, [folder.url.appendingPathComponent("App").path])
        #expect(baseline.filter(moved, relativeTo: folder.url).result.findings.isEmpty)

        // Round trip through the file format.
        let file = folder.url.appendingPathComponent("remodel-baseline.json")
        try baseline.write(to: file)
        #expect(try Baseline.load(from: file) == baseline)
    }

    @Test func identicalFindingsAreSuppressedOnlyAsOftenAsRecorded() throws {
        let line = "        Task.detached { print(\"x\") }\n"
        let one = "import Foundation\n\nfinal class Loader {\n    func load() {\n" + line + "    }\n}\n"
        let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let result = lint(["Loader.swift": one], rules: [UnstructuredDetachedTask()])
        #expect(result.findings.count == 1)
        let baseline = Baseline(recording: result, relativeTo: root)
        #expect(baseline.entries.first?.declaration == "Loader.load")

        // The same line twice: one finding is covered, the second is new.
        let twice = lint(["Loader.swift": one.replacingOccurrences(of: line, with: line + line)], rules: [UnstructuredDetachedTask()])
        #expect(twice.findings.count == 2)
        let filtered = baseline.filter(twice, relativeTo: root)
        #expect(filtered.suppressed == 1)
        #expect(filtered.result.findings.map(\.diagnostic.line) == [6])

        // The same line in another declaration is a new finding too.
        let elsewhere = lint(["Loader.swift": one.replacingOccurrences(of: "func load()", with: "func reload()")], rules: [UnstructuredDetachedTask()])
        #expect(baseline.filter(elsewhere, relativeTo: root).result.findings.count == 1)
    }

    @Test func commandLine() throws {
        let folder = TemporaryFolder()
        folder.write("App/Model.swift", model)
        let write = try runRemodel(["lint", "--write-baseline", "remodel-baseline.json", "App"], in: folder.url)
        #expect(write.status == 0, "\(write.stderr)")
        #expect(write.stderr.contains("to the baseline remodel-baseline.json"))
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("remodel-baseline.json").path))

        let clean = try runRemodel(["lint", "--baseline", "remodel-baseline.json", "App"], in: folder.url)
        #expect(clean.status == 0, "\(clean.stdout)")
        #expect(clean.stdout.contains("0 errors, 0 warnings"))

        // A line added above a baselined finding: still suppressed (also from another folder).
        folder.write("App/Model.swift", "import Foundation\n" + model)
        #expect(try runRemodel(["lint", "--baseline", "remodel-baseline.json", "App"], in: folder.url).status == 0)
        #expect(try runRemodel(["lint", "--baseline", "../remodel-baseline.json", "."], in: folder.url.appendingPathComponent("App")).status == 0)

        // A new instance is reported.
        folder.write("App/Other.swift", "import SwiftUI\n\nclass ProfileModel: ObservableObject { @Published var name = \"\" }\n")
        let new = try runRemodel(["lint", "--baseline", "remodel-baseline.json", "App"], in: folder.url)
        #expect(new.status == 1)
        #expect(new.stdout.contains("App/Other.swift:3:7: error: 'ProfileModel' conforms to ObservableObject"))
        #expect(!new.stdout.contains("App/Model.swift"))
    }

    @Test func malformedBaselineIsAnInputErrorNamingTheFile() throws {
        let folder = TemporaryFolder()
        folder.write("App/Model.swift", model)
        folder.write("broken.json", "{ \"version\": 1, \"entries\": [ {\"rule\": 3} ] }")
        let broken = try runRemodel(["lint", "--baseline", "broken.json", "App"], in: folder.url)
        #expect(broken.status == 2)
        #expect(broken.stderr.contains("broken.json: error: not a Remodel baseline"), "\(broken.stderr)")
        #expect(broken.stdout.isEmpty)

        folder.write("text.json", "not json at all")
        let text = try runRemodel(["lint", "--baseline", "text.json", "App"], in: folder.url)
        #expect(text.status == 2)
        #expect(text.stderr.contains("text.json: error: not a Remodel baseline"))

        let missing = try runRemodel(["lint", "--baseline", "missing.json", "App"], in: folder.url)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("missing.json: error: baseline file not found"))
    }
}
