import Foundation
import Testing
@testable import RemodelKit
@testable import RemodelRules

/// The promises of the README's Safety section that a re-parse alone cannot keep: all-or-nothing
/// writes across files, refusals a dry run shows too, hostile input, line endings.
struct TransactionTests {
    static let model = """
        import Combine

        final class CounterModel: ObservableObject {
            @Published var count = 0
        }

        """
    static let view = """
        import SwiftUI

        struct CounterView: View {
            @StateObject private var model = CounterModel()
            var body: some View { Text("\\(model.count)") }
        }

        """

    /// A migration of a model in `Models/` and its view in `Views/`.
    func project() throws -> (folder: TemporaryFolder, model: URL, view: URL, result: MigrationResult) {
        let folder = TemporaryFolder()
        let model = folder.write("Models/CounterModel.swift", Self.model)
        let view = folder.write("Views/CounterView.swift", Self.view)
        let workspace = try Workspace.load(paths: [folder.url.path])
        // The old tracking policy: every plain var gets a `@ObservationIgnored` (the file grows).
        let result = ObservableMigration(workspace: workspace, options: MigrationOptions(trackReadVars: false)).run()
        #expect(result.rewrites.count == 2)
        return (folder, model, view, result)
    }

    func options(_ folder: TemporaryFolder, hooks: WriteHooks = .init()) -> WriteOptions {
        var options = WriteOptions(projectRoots: [folder.url])
        options.hooks = hooks
        return options
    }

    func contents(_ url: URL) -> String { (try? String(contentsOf: url, encoding: .utf8)) ?? "<unreadable>" }

    func leftovers(_ folder: TemporaryFolder) -> [String] {
        let names = FileManager.default.enumerator(atPath: folder.url.path)?.compactMap { $0 as? String } ?? []
        return names.filter { $0.contains(".remodel-") }
    }

    @Test func everyFileOrNone() throws {
        let (folder, model, view, result) = try project()
        let outcome = MigrationWriter.write(result, allowDirty: true, options: options(folder))
        #expect(outcome.refusals.isEmpty)
        #expect(outcome.written.count == 2)
        #expect(contents(model).contains("@Observable"))
        #expect(contents(view).contains("@State private var model"))
        #expect(leftovers(folder).isEmpty)
    }

    @Test func readOnlyFolderRefusesTheWholeChange() throws {
        let (folder, model, view, result) = try project()
        let views = view.deletingLastPathComponent().path
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: views)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: views) }
        let outcome = MigrationWriter.write(result, allowDirty: true, options: options(folder))
        #expect(outcome.written.isEmpty)
        #expect(outcome.refusals.contains { if case .folderNotWritable = $0 { true } else { false } }, "\(outcome.refusals)")
        #expect(contents(model) == Self.model)
        #expect(contents(view) == Self.view)
        // The dry run reports the same refusal.
        #expect(result.verificationRefusals(options: options(folder)).map(\.path) == outcome.refusals.map(\.path))
    }

    @Test func fileEditedBetweenCheckAndRenameRollsBackTheOthers() throws {
        let (folder, model, view, result) = try project()
        let edited = Self.view + "// edited during the run\n"
        var hooks = WriteHooks()
        hooks.afterChecks = { try? Data(edited.utf8).write(to: view) }
        let outcome = MigrationWriter.write(result, allowDirty: true, options: options(folder, hooks: hooks))
        #expect(outcome.written.isEmpty)
        #expect(outcome.refusals == [.changedOnDisk(path: result.rewrites[1].file.path)])
        // The model had been replaced already: it is put back byte for byte.
        #expect(outcome.restored == [result.rewrites[0].file.path])
        #expect(contents(model) == Self.model)
        #expect(contents(view) == edited)
        #expect(leftovers(folder).isEmpty)
    }

    @Test func failedTemporaryWriteWritesNothing() throws {
        let (folder, model, view, result) = try project()
        var hooks = WriteHooks()
        hooks.beforeTemporary = { path in
            if path.hasSuffix("CounterView.swift") { throw POSIXError(.ENOSPC) }
        }
        let outcome = MigrationWriter.write(result, allowDirty: true, options: options(folder, hooks: hooks))
        #expect(outcome.written.isEmpty)
        #expect(outcome.refusals.count == 1)
        #expect(outcome.refusals.first?.description.contains("nothing was written") == true)
        #expect(contents(model) == Self.model)
        #expect(contents(view) == Self.view)
        #expect(leftovers(folder).isEmpty)
    }

    @Test func failedRenameRestoresFilesAlreadyReplaced() throws {
        let (folder, model, view, result) = try project()
        let permissionsBefore = try FileManager.default.attributesOfItem(atPath: model.path)[.posixPermissions] as? NSNumber
        var hooks = WriteHooks()
        hooks.beforeRename = { path in
            if path.hasSuffix("CounterView.swift") { throw POSIXError(.EIO) }
        }
        let outcome = MigrationWriter.write(result, allowDirty: true, options: options(folder, hooks: hooks))
        #expect(outcome.written.isEmpty)
        #expect(outcome.restored.count == 1)
        #expect(contents(model) == Self.model)
        #expect(contents(view) == Self.view)
        #expect(try FileManager.default.attributesOfItem(atPath: model.path)[.posixPermissions] as? NSNumber == permissionsBefore)
        #expect(leftovers(folder).isEmpty)
    }

    /// A real full disk: a 64 KiB tmpfs (needs root on Linux; skipped elsewhere).
    @Test(.enabled(if: TinyFileSystem.isAvailable, "needs root and mount -t tmpfs (Linux)"))
    func fullDiskWritesNothing() throws {
        let disk = try #require(TinyFileSystem(kilobytes: 64))
        defer { disk.unmount() }
        let small = disk.url.appendingPathComponent("Small.swift")
        let large = disk.url.appendingPathComponent("Large.swift")
        try Data("final class Small: ObservableObject { @Published var a = 0 }\n".utf8).write(to: small)
        // A model whose rewrite no longer fits: the migration adds a line per stored var.
        var text = "final class Large: ObservableObject {\n"
        for index in 0..<1_200 { text += "    var v\(index) = 0\n" }
        text += "}\n"
        try Data(text.utf8).write(to: large)
        let workspace = try Workspace.load(paths: [disk.url.path])
        // The old tracking policy: every plain var gets a `@ObservationIgnored` (the file grows).
        let result = ObservableMigration(workspace: workspace, options: MigrationOptions(trackReadVars: false)).run()
        #expect(result.rewrites.count == 2)
        var options = WriteOptions(projectRoots: [disk.url])
        options.allowReadOnly = false
        let outcome = MigrationWriter.write(result, allowDirty: true, options: options)
        #expect(outcome.written.isEmpty)
        #expect(outcome.refusals.first?.description.contains("No space left") == true, "\(outcome.refusals)")
        #expect(try String(contentsOf: large, encoding: .utf8) == text)
        #expect(try String(contentsOf: small, encoding: .utf8).contains("ObservableObject"))
        let names = try FileManager.default.contentsOfDirectory(atPath: disk.url.path).sorted()
        #expect(names == ["Large.swift", "Small.swift"])
    }

    @Test func readOnlyFileIsRefusedUnlessAllowed() throws {
        let (folder, model, _, result) = try project()
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: model.path)
        let refused = MigrationWriter.write(result, allowDirty: true, options: options(folder))
        #expect(refused.written.isEmpty)
        #expect(refused.refusals == [.readOnly(path: result.rewrites[0].file.path)])
        #expect(refused.refusals[0].description.contains("--allow-read-only"))

        var allowed = options(folder)
        allowed.allowReadOnly = true
        let written = MigrationWriter.write(result, allowDirty: true, options: allowed)
        #expect(written.written.count == 2)
        #expect(contents(model).contains("@Observable"))
        let permissions = try FileManager.default.attributesOfItem(atPath: model.path)[.posixPermissions] as? NSNumber
        #expect(permissions?.intValue == 0o444)
    }

    @Test func symbolicLinkIsWrittenThroughInsideTheProject() throws {
        let folder = TemporaryFolder()
        let target = folder.write("Shared/CounterModel.swift", Self.model)
        let app = folder.url.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        let link = app.appendingPathComponent("CounterModel.swift")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "../Shared/CounterModel.swift")
        let workspace = try Workspace.load(paths: [link.path])
        let result = ObservableMigration(workspace: workspace).run()
        let outcome = MigrationWriter.write(result, allowDirty: true, options: options(folder))
        #expect(outcome.refusals.isEmpty)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "../Shared/CounterModel.swift")
        #expect(contents(target).contains("@Observable"))
    }

    @Test func symbolicLinkOutsideTheProjectIsRefused() throws {
        let outside = TemporaryFolder()
        let target = outside.write("CounterModel.swift", Self.model)
        let folder = TemporaryFolder()
        let link = folder.url.appendingPathComponent("CounterModel.swift")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
        let workspace = try Workspace.load(paths: [folder.url.path])
        let result = ObservableMigration(workspace: workspace).run()
        let outcome = MigrationWriter.write(result, allowDirty: true, options: options(folder))
        #expect(outcome.written.isEmpty)
        guard case .symlinkOutsideProject? = outcome.refusals.first else {
            Issue.record("expected symlinkOutsideProject, got \(outcome.refusals)")
            return
        }
        #expect(contents(target) == Self.model)
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) == target.path)
    }

    @Test func fileThatDidNotParseBeforeIsNotReportedAsRemodelsBug() throws {
        let folder = TemporaryFolder()
        folder.write("Broken.swift", "let a = (\n")
        let file = try #require(try Workspace.load(paths: [folder.url.path]).files.first)
        let refusals = SafeWriter.check([PendingWrite(file: file, newText: "let a = ((\n")], options: options(folder))
        #expect(refusals == [.didNotParseBefore(path: file.path)])
        #expect(!refusals[0].description.contains("please report"))
        #expect(WriteRefusal.wouldNotParse(path: "A.swift", line: 1, column: 1).description.contains("please report"))
    }

    /// Issue: `class M: ObservableObject` opening a file without imports came out as
    /// `@Observable import Observation` / `class M`. The post-condition catches any such output.
    @Test func classReportedMigratedMustCarryObservable() throws {
        let folder = TemporaryFolder()
        folder.write("M.swift", "class M: ObservableObject { @Published var x = 0 }\n")
        let file = try #require(try Workspace.load(paths: [folder.url.path]).files.first)
        let wrong = "@Observable import Observation\n\nclass M { var x = 0 }\n"
        let result = MigrationResult(
            rewrites: [FileRewrite(file: file, newText: wrong)],
            classes: [ClassOutcome(name: "M", file: file.path, line: 1, disposition: .migrated, reasons: [])], manual: [],
            expectedAttributes: [ExpectedAttribute(file: file.path, typeName: "M", attribute: "Observable")])
        let refusals = result.verificationRefusals(options: options(folder))
        #expect(refusals.count == 1)
        #expect(refusals.first?.description.contains("'M' is reported migrated but its rewritten declaration has no @Observable") == true)
        #expect(MigrationWriter.write(result, allowDirty: true, options: options(folder)).written.isEmpty)

        // The real migration of that file is right.
        let migrated = ObservableMigration(workspace: try Workspace.load(paths: [folder.url.path])).run()
        #expect(migrated.rewrites.first?.newText == "import Observation\n\n@Observable class M { var x = 0 }\n")
        #expect(migrated.verificationRefusals(options: options(folder)).isEmpty)
    }
}

/// Inserted lines take the file's dominant line ending; the lines around them keep theirs.
struct LineEndingTests {
    func migrate(_ bytes: String) throws -> String {
        let folder = TemporaryFolder()
        folder.write("M.swift", bytes)
        let workspace = try Workspace.load(paths: [folder.url.path])
        let result = ObservableMigration(workspace: workspace).run()
        #expect(result.verificationRefusals(options: WriteOptions(projectRoots: [folder.url])).isEmpty)
        return try #require(result.rewrites.first?.newText)
    }

    @Test func carriageReturnOnlyFile() throws {
        let text = try migrate("import Foundation\rfinal class M: ObservableObject {\r    @Published var x = 0\r    private var y = 1\r}\r")
        #expect(text == "import Foundation\rimport Observation\r@Observable final class M {\r    var x = 0\r    @ObservationIgnored private var y = 1\r}\r")
    }

    @Test func mixedFileTakesTheDominantEndingAndKeepsTrailingSpace() throws {
        let text = try migrate("import Foundation \nfinal class Q: ObservableObject {\r\n    @Published var x = 0\r\n}\r\n")
        #expect(text == "import Foundation \nimport Observation\r\n@Observable final class Q {\r\n    var x = 0\r\n}\r\n")
    }

    @Test func trailingCommentStaysOnTheImportLine() throws {
        let text = try migrate("import Combine // for the publisher\nfinal class Q: ObservableObject {\n    @Published var x = 0\n}\n")
        #expect(text.hasPrefix("import Combine // for the publisher\nimport Observation\n"))
    }

    @Test(arguments: [
        ("a\nb\nc\n", TextFormat.LineEnding.lf), ("a\r\nb\r\nc\n", .crlf), ("a\rb\rc\n", .cr), ("a\rb\nc\n", .lf), ("no line break", .lf),
    ])
    func dominantEnding(text: String, ending: TextFormat.LineEnding) {
        #expect(TextFormat.detect(in: Array(text.utf8)).lineEnding == ending)
    }
}

/// One bad file must not take the run down, hang it, or be misdescribed.
struct HostileInputTests {
    // A hang guard, not a speed test: under the full suite on 2 cores these tests can wait a long
    // time for a worker behind the fuzz batches (CI once took 110 s to start them), so the limit
    // is generous; a real hang still fails long before CI's own cap.
    @Test(.timeLimit(.minutes(10)))
    func deeplyNestedBracketsAreSkippedNotCrashed() throws {
        let folder = TemporaryFolder()
        folder.write("Deep.swift", "let a = " + String(repeating: "[", count: 2_000) + String(repeating: "]", count: 2_000) + "\n")
        folder.write("Slow.swift", "let b = " + String(repeating: "[", count: 28) + String(repeating: "]", count: 28) + "\n")
        folder.write("Fine.swift", "class M: ObservableObject { @Published var x = 0 }\n")
        let workspace = try Workspace.load(paths: [folder.url.path])
        #expect(workspace.files.map(\.path).map { ($0 as NSString).lastPathComponent } == ["Fine.swift"])
        #expect(workspace.inputErrors.count == 2)
        #expect(workspace.inputErrors.allSatisfy { $0.message.contains("nested too deeply to analyse") })
    }

    @Test func ordinaryNestingIsParsed() {
        let text = """
            let grid: [[Int]] = [[1, 2], [3, 4]]
            let nested = [[[[[[[[[[[1]]]]]]]]]]]
            let call = f(g(h([i(j: [k])])))
            let text = "[[[[[[[[[[[[[[[[[[[[[["  // inside a string: not brackets
            /* [[[[[[[[[[[[[[[[[[[[ inside a comment */
            """
        #expect(NestingScan.problem(in: text) == nil)
        #expect(NestingScan.problem(in: "let a = " + String(repeating: "[(", count: 12)) != nil)
        #expect(NestingScan.problem(in: String(repeating: "(", count: 1_001)) != nil)
    }

    @Test func deepButLegalNestingParsesOnLargeStacks() throws {
        // Parsed and visited on Remodel's worker threads (a dispatch thread's stack is too small).
        let depth = 600
        let folder = TemporaryFolder()
        folder.write("Deep.swift", "let a = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth) + "\n")
        let workspace = try Workspace.load(paths: [folder.url.path])
        #expect(workspace.inputErrors.isEmpty)
        _ = Linter(optedIn: everyRuleID).lint(workspace)
    }

    // A hang guard, not a speed test: under the full suite on 2 cores these tests can wait a long
    // time for a worker behind the fuzz batches (CI once took 110 s to start them), so the limit
    // is generous; a real hang still fails long before CI's own cap.
    @Test(.timeLimit(.minutes(10)))
    func fileOverItsTimeBudgetIsReportedAndSkipped() throws {
        let folder = TemporaryFolder()
        var big = ""
        for index in 0..<40_000 { big += "let value\(index) = [\(index), \(index + 1)].map { $0 * 2 }\n" }
        folder.write("Big.swift", big)
        folder.write("Small.swift", "let a = 1\n")
        let workspace = try Workspace.load(paths: [folder.url.path], fileTimeBudget: 0.05)
        #expect(workspace.files.map { ($0.path as NSString).lastPathComponent } == ["Small.swift"])
        #expect(workspace.inputErrors.count == 1)
        #expect(workspace.inputErrors.first?.message.contains("needed more than 0.05 s of CPU time") == true)
    }

    /// The budget counts CPU time: a thread that waits (a busy machine, a descheduled worker) does
    /// not use up its budget, one that computes does.
    @Test func threadCPUClockCountsWorkNotWaiting() {
        let clock = ThreadCPUClock.current()
        let start = clock.nanoseconds()
        Thread.sleep(forTimeInterval: 0.3)
        let afterSleep = clock.nanoseconds()
        var sum = 0
        for index in 0..<20_000_000 { sum &+= index &* 31 }
        let afterWork = clock.nanoseconds()
        #expect(sum != 1)
        #expect(afterSleep - start < 150_000_000, "sleeping used \(afterSleep - start) ns of CPU")
        #expect(afterWork > afterSleep)
    }

    // A hang guard, not a speed test: under the full suite on 2 cores these tests can wait a long
    // time for a worker behind the fuzz batches (CI once took 110 s to start them), so the limit
    // is generous; a real hang still fails long before CI's own cap.
    @Test(.timeLimit(.minutes(10)))
    func fifoOnTheCommandLineIsReportedNotWaitedOn() throws {
        let folder = TemporaryFolder()
        let fifo = folder.url.appendingPathComponent("pipe.swift")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        let workspace = try Workspace.load(paths: [fifo.path])
        #expect(workspace.files.isEmpty)
        #expect(workspace.inputErrors.first?.message.contains("named pipe (FIFO)") == true)
    }

    @Test func linkToDevNullSaysWhatItIs() throws {
        let folder = TemporaryFolder()
        let link = folder.url.appendingPathComponent("null.swift")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "/dev/null")
        let workspace = try Workspace.load(paths: [link.path])
        let message = try #require(workspace.inputErrors.first?.message)
        #expect(message.contains("character device (/dev/null)"), "\(message)")
        #expect(!message.contains("permission"))
    }
}

/// `.remodel.yml` mistakes that used to be accepted silently.
struct ConfigurationValidationTests {
    let file = URL(fileURLWithPath: "/project/.remodel.yml")

    @Test(arguments: [
        ("excluded: 5\n", 1, "'excluded' must be a list"),
        ("only_rules: prefer-observable\n", 1, "'only_rules' must be a list"),
        ("disabled_rules:\n  - 3\n", 2, "every item of 'disabled_rules' must be a string"),
        ("minimum_ios: 16.4\n", 1, "'minimum_ios' must be a major version"),
        ("excluded: [\"\"]\n", 1, "is empty"),
        ("excluded:\n  - Sources\n  - \"***\"\n", 3, "contains '***'"),
        ("excluded: [\"**\"]\n", 1, "matches every file"),
        ("included: [\"*\"]\n", 1, "matches every file"),
        ("minimum_ios: 17\nexcluded: [a]\nminimum_ios: 16\n", 3, "duplicate key 'minimum_ios' (first given on line 1)"),
    ] as [(String, Int, String)])
    func rejected(yaml: String, line: Int, message: String) {
        #expect(throws: ConfigurationError.self) { try Configuration.parse(yaml, file: file) }
        do {
            _ = try Configuration.parse(yaml, file: file)
        } catch {
            #expect(error.line == line, "\(error)")
            #expect(error.message.contains(message), "\(error.message)")
            #expect(error.description.hasPrefix("/project/.remodel.yml:\(line): error: "))
        }
    }

    @Test func accepted() throws {
        let configuration = try Configuration.parse("excluded: [\"**/*.generated.swift\", \"Generated\"]\nminimum_ios: 17.0\n", file: file)
        #expect(configuration.excluded.count == 2)
        #expect(configuration.options.minimumIOS == 17)
    }

    @Test func nonUTF8ConfigurationNamesTheLine() throws {
        let folder = TemporaryFolder()
        let url = folder.url.appendingPathComponent(".remodel.yml")
        try Data(Array("minimum_ios: 17\n# caf".utf8) + [0xE9] + Array("\n".utf8)).write(to: url)
        #expect(throws: ConfigurationError.self) { try Configuration.load(from: url) }
        do {
            _ = try Configuration.load(from: url)
        } catch {
            #expect(error.line == 2)
            #expect(error.message.contains("not valid UTF-8"))
        }
    }

    @Test func configurationThatIsAFolderIsAnError() throws {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent(".remodel.yml"), withIntermediateDirectories: true)
        folder.write("A.swift", "let a = 1\n")
        let workspace = try Workspace.load(paths: [folder.url.path])
        #expect(workspace.files.count == 1)
        let error = try #require(workspace.inputErrors.first)
        #expect(error.message.contains("is a folder"))
        #expect(error.path.hasSuffix(".remodel.yml"))
    }
}

/// A tmpfs of a few kilobytes, for a real "no space left on device".
struct TinyFileSystem {
    let url: URL

    static let isAvailable: Bool = {
        #if os(Linux)
        guard getuid() == 0, let disk = TinyFileSystem(kilobytes: 16) else { return false }
        disk.unmount()
        return true
        #else
        return false
        #endif
    }()

    init?(kilobytes: Int) {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("remodel-tinyfs-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        guard Self.run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", url.path]) == 0 else {
            try? FileManager.default.removeItem(at: url)
            return nil
        }
    }

    func unmount() {
        _ = Self.run("/bin/umount", [url.path])
        try? FileManager.default.removeItem(at: url)
    }

    private static func run(_ tool: String, _ arguments: [String]) -> Int32 {
        guard FileManager.default.isExecutableFile(atPath: tool) else { return -1 }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}

/// The same contract through the command line: dry run and `--write` agree, failures exit 1 and
/// name the file, nothing is half-written.
@Suite(.enabled(if: remodelBinaryExists, "needs .build/debug/remodel (built by swift build / swift test)"))
struct ReliabilityCLITests {
    static let onChangeView = """
        import SwiftUI

        struct NAME: View {
            @State private var text = ""
            var body: some View {
                TextField("Name", text: $text)
                    .onChange(of: text) { value in print(value) }
            }
        }

        """

    @Test func dryRunShowsNoChangeThatWriteWouldRefuse() throws {
        let folder = TemporaryFolder()
        let model = folder.write("CounterModel.swift", TransactionTests.model)
        let view = folder.write("CounterView.swift", TransactionTests.view)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: model.path)

        let dryRun = try runRemodel(["migrate", "."], in: folder.url)
        #expect(dryRun.status == 1)
        #expect(!dryRun.stdout.contains("+++ b/CounterModel.swift"), "\(dryRun.stdout)")
        #expect(dryRun.stderr.contains("CounterModel.swift: error: the file is read-only"), "\(dryRun.stderr)")
        #expect(dryRun.stderr.contains("--write would write nothing"), "\(dryRun.stderr)")

        let refused = try runRemodel(["migrate", "--write", "--allow-dirty", "."], in: folder.url)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("CounterModel.swift: error: the file is read-only"), "\(refused.stderr)")
        #expect(refused.stderr.contains("nothing was written"), "\(refused.stderr)")
        #expect(try String(contentsOf: view, encoding: .utf8) == TransactionTests.view)

        let allowed = try runRemodel(["migrate", "--write", "--allow-dirty", "--allow-read-only", "."], in: folder.url)
        #expect(allowed.status == 0, "\(allowed.stderr)")
        #expect(try String(contentsOf: model, encoding: .utf8).contains("@Observable"))
        #expect(try String(contentsOf: view, encoding: .utf8).contains("@State"))
    }

    @Test func lintFixIsAllOrNothing() throws {
        let folder = TemporaryFolder()
        let first = folder.write("A.swift", Self.onChangeView.replacingOccurrences(of: "NAME", with: "A"))
        let second = folder.write("B.swift", Self.onChangeView.replacingOccurrences(of: "NAME", with: "B"))
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: second.path)
        let refused = try runRemodel(["lint", "--fix", "."], in: folder.url)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("B.swift: error: the file is read-only"), "\(refused.stderr)")
        #expect(try String(contentsOf: first, encoding: .utf8) == Self.onChangeView.replacingOccurrences(of: "NAME", with: "A"))

        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: second.path)
        let fixed = try runRemodel(["lint", "--fix", "."], in: folder.url)
        #expect(fixed.stderr.contains("Fixed 2 violations in 2 files"), "\(fixed.stderr)")
        #expect(try String(contentsOf: first, encoding: .utf8).contains("{ _, value in"))
        #expect(try String(contentsOf: second, encoding: .utf8).contains("{ _, value in"))
        let again = try runRemodel(["lint", "--fix", "."], in: folder.url)
        #expect(!again.stderr.contains("Fixed"), "\(again.stderr)")
    }

    // A hang guard, not a speed test: under the full suite on 2 cores these tests can wait a long
    // time for a worker behind the fuzz batches (CI once took 110 s to start them), so the limit
    // is generous; a real hang still fails long before CI's own cap.
    @Test(.timeLimit(.minutes(10)))
    func hostileFilesOnTheCommandLine() throws {
        let folder = TemporaryFolder()
        #expect(mkfifo(folder.url.appendingPathComponent("pipe.swift").path, 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("null.swift").path, withDestinationPath: "/dev/null")
        folder.write("Deep.swift", "let a = " + String(repeating: "[", count: 2_000) + String(repeating: "]", count: 2_000) + "\n")
        folder.write("Fine.swift", "final class M: ObservableObject { @Published var x = 0 }\n")
        let result = try runRemodel(["lint", "pipe.swift", "null.swift", "Deep.swift", "Fine.swift"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("pipe.swift: error: not a regular file: a named pipe (FIFO)"), "\(result.stderr)")
        #expect(result.stderr.contains("null.swift: error: not a regular file: a character device (/dev/null)"), "\(result.stderr)")
        #expect(result.stderr.contains("Deep.swift: error: line 1: 12 or more '[' in a row are nested too deeply to analyse"), "\(result.stderr)")
        #expect(result.stdout.contains("Fine.swift:1:13: error:"), "\(result.stdout)")
        #expect(result.stdout.contains("Linted 1 file"), "\(result.stdout)")
    }
}
