import Foundation
import SwiftParser
import Testing
@testable import RemodelKit
@testable import RemodelRules

/// The migration's proof: every folder of `Tests/MigrationFixtures/` holds a hand-migrated
/// `before/` → `after/` pair. The migration of `before/` must produce exactly `after/`, and both
/// folders must type-check against the SwiftUI/Combine stubs and the real `Observation` module —
/// so a missed `@ObservationIgnored` or `@Bindable` fails here, not in a user's build.
///
/// - `options.txt` (optional): one line of CLI-style flags, `--only A,B`, `--track-all`,
///   `--track-read-vars` (the default), `--ignore-plain-vars` and/or `--rewrite-combine`.
/// - `expect.txt` (optional): lines `migrated: X`, `kept: X` (class X's disposition; `Outer.X`
///   for nested classes) and `manual: X` (class X needs manual work, or a manual item or reason
///   mentions X, e.g. a file name or property).
/// - `swiftc-flags.txt` (optional): extra compiler flags for type-checking both sides (passed as
///   `SWIFTC_FLAGS` to `Tests/Stubs/typecheck.sh`), e.g. `-Xfrontend -enable-objc-interop` for a
///   fixture with `@objc` members, which Linux compilers reject without Objective-C interop.
/// - `known-issue.txt` (optional): the golden is right but the engine does not meet it yet; the
///   text says why. The comparison then runs as a known issue (and fails once the engine passes).
/// - `REMODEL_UPDATE_GOLDENS=1 swift test --filter MigrationGoldenTests` rewrites `after/` from the
///   tool's output — review the diff, never accept it blindly.
struct MigrationGoldenTests {
    static let fixturesRoot = repositoryRoot.appendingPathComponent("Tests/MigrationFixtures")
    static let legacyAppSources = repositoryRoot.appendingPathComponent("Examples/LegacyApp/Sources")
    static let legacyAppAfter = fixturesRoot.appendingPathComponent("legacy-app/after")
    static var updatingGoldens: Bool { ProcessInfo.processInfo.environment["REMODEL_UPDATE_GOLDENS"] == "1" }

    /// Folder names of the focused fixtures (everything with a `before/`, except the LegacyApp one).
    static let fixtures: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: fixturesRoot.path)) ?? []
        return names.filter { name in
            name != "legacy-app" && FileManager.default.fileExists(atPath: fixturesRoot.appendingPathComponent(name).appendingPathComponent("before").path)
        }.sorted()
    }()

    @Test func thereAreEnoughFixtures() {
        #expect(Self.fixtures.count >= 40, "the issue asks for at least 40 focused fixtures")
    }

    // MARK: Golden comparison

    @Test(arguments: fixtures)
    func migrationProducesTheGolden(fixture: String) throws {
        let folder = Self.fixturesRoot.appendingPathComponent(fixture)
        let options = try Self.options(in: folder)
        let knownIssue = folder.appendingPathComponent("known-issue.txt")
        guard FileManager.default.fileExists(atPath: knownIssue.path), !Self.updatingGoldens else {
            let result = try GoldenRun(before: folder.appendingPathComponent("before"), after: folder.appendingPathComponent("after"), options: options)
            result.verify(label: fixture)
            try Self.checkExpectations(in: folder, result: result.migration, label: fixture)
            return
        }
        // A golden the engine does not meet yet (the file says why); fails once it does, so the
        // marker gets removed.
        let reason = try String(contentsOf: knownIssue, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        withKnownIssue(Comment(rawValue: reason)) {
            let result = try GoldenRun(before: folder.appendingPathComponent("before"), after: folder.appendingPathComponent("after"), options: options)
            result.verify(label: fixture)
            try Self.checkExpectations(in: folder, result: result.migration, label: fixture)
        }
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: legacyAppSources.path)
                   && (FileManager.default.fileExists(atPath: legacyAppAfter.path) || updatingGoldens)))
    func legacyAppMigratesToTheGolden() throws {
        let result = try GoldenRun(before: Self.legacyAppSources, after: Self.legacyAppAfter, options: .init())
        result.verify(label: "legacy-app")
        try Self.checkExpectations(in: Self.legacyAppAfter.deletingLastPathComponent(), result: result.migration, label: "legacy-app")
    }

    // MARK: Type-checking

    enum Side: String, CaseIterable, Sendable { case before, after }

    @Test(arguments: fixtures, Side.allCases)
    func fixtureTypeChecks(fixture: String, side: Side) async throws {
        let folder = Self.fixturesRoot.appendingPathComponent(fixture).appendingPathComponent(side.rawValue)
        try #require(FileManager.default.fileExists(atPath: folder.path), "\(fixture) has no \(side.rawValue)/ folder")
        let flagsFile = Self.fixturesRoot.appendingPathComponent(fixture).appendingPathComponent("swiftc-flags.txt")
        let flags = (try? String(contentsOf: flagsFile, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
        let outcome = try await StubTypeChecker.shared.typecheck(folder, flags: flags)
        #expect(outcome.status == 0, "\(fixture)/\(side.rawValue) does not type-check:\n\(outcome.output)")
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: legacyAppAfter.path)), arguments: Side.allCases)
    func legacyAppTypeChecks(side: Side) async throws {
        let folder = side == .before ? Self.legacyAppSources : Self.legacyAppAfter
        let outcome = try await StubTypeChecker.shared.typecheck(folder)
        #expect(outcome.status == 0, "legacy-app \(side.rawValue) does not type-check:\n\(outcome.output)")
    }

    // MARK: Options and expectations

    static func options(in folder: URL) throws -> MigrationOptions {
        let file = folder.appendingPathComponent("options.txt")
        guard FileManager.default.fileExists(atPath: file.path) else { return .init() }
        var words = try String(contentsOf: file, encoding: .utf8).split(whereSeparator: \.isWhitespace).map(String.init)[...]
        var options = MigrationOptions()
        while let word = words.popFirst() {
            switch word {
            case "--track-all":
                options.trackAll = true
            case "--track-read-vars":
                options.trackReadVars = true
            case "--ignore-plain-vars":
                options.trackReadVars = false
            case "--rewrite-combine":
                options.rewriteCombine = true
            case "--keep-combine":
                options.rewriteCombine = false
            case "--only":
                let value = words.popFirst()
                let names = try #require(value, "--only needs a value in \(file.path)")
                options.only = (options.only ?? []).union(names.split(separator: ",").map(String.init))
            case let flag where flag.hasPrefix("--only="):
                options.only = (options.only ?? []).union(flag.dropFirst("--only=".count).split(separator: ",").map(String.init))
            default:
                Issue.record("unknown option '\(word)' in \(file.path)")
            }
        }
        return options
    }

    static func checkExpectations(in folder: URL, result: MigrationResult, label: String) throws {
        let file = folder.appendingPathComponent("expect.txt")
        guard FileManager.default.fileExists(atPath: file.path) else { return }
        let summary = describe(result)
        for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let parts = trimmed.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, let disposition = ClassDisposition(rawValue: parts[0]) else {
                Issue.record("\(label)/expect.txt: cannot read '\(trimmed)'")
                continue
            }
            let name = parts[1]
            // `Inbox.ViewModel` matches an outcome named `Inbox.ViewModel` or `ViewModel` (and vice versa).
            let sameClass = { (other: String) in other == name || name.hasSuffix("." + other) || other.hasSuffix("." + name) }
            var satisfied = result.classes.contains { sameClass($0.name) && $0.disposition == disposition }
            if !satisfied, disposition == .manual {
                let mentions = result.manual.map { "\($0.file):\($0.line): \($0.reason)" } + result.classes.flatMap(\.reasons)
                satisfied = mentions.contains { $0.contains(name) }
            }
            #expect(satisfied, "\(label): expected '\(trimmed)'; the summary was:\n\(summary)")
        }
    }

    static func describe(_ result: MigrationResult) -> String {
        var lines = result.classes.map { "  \($0.disposition.rawValue): \($0.name) \($0.reasons)" }
        lines += result.manual.map { "  manual item: \($0.file):\($0.line): \($0.reason)" }
        return lines.isEmpty ? "  (nothing)" : lines.joined(separator: "\n")
    }
}

/// One migration of a `before` folder compared with (or written to) its `after` folder.
struct GoldenRun {
    let migration: MigrationResult
    /// Relative path → (original text, migrated text).
    let outputs: [String: (original: String, migrated: String)]
    let after: URL

    init(before: URL, after: URL, options: MigrationOptions) throws {
        let workspace = try Workspace.load(paths: [before.path])
        #expect(workspace.inputErrors.isEmpty, "input errors: \(workspace.inputErrors)")
        migration = ObservableMigration(workspace: workspace, options: options).run()
        let rewritten = Dictionary(migration.rewrites.map { (ObjectIdentifier($0.file), $0.newText) }, uniquingKeysWith: { first, _ in first })
        var outputs: [String: (String, String)] = [:]
        for file in workspace.files {
            let path = try #require(Self.relativePath(of: file.url, under: before), "\(file.url.path) is not under \(before.path)")
            outputs[path] = (file.text, rewritten[ObjectIdentifier(file)] ?? file.text)
        }
        self.outputs = outputs
        self.after = after
    }

    /// Compares every file with its golden (or rewrites the goldens when asked to).
    func verify(label: String) {
        if MigrationGoldenTests.updatingGoldens {
            writeGoldens()
            return
        }
        let goldens = Set(Self.swiftFiles(under: after))
        for path in goldens.subtracting(outputs.keys).sorted() {
            Issue.record("\(label): after/\(path) has no counterpart in before/")
        }
        for (path, output) in outputs.sorted(by: { $0.key < $1.key }) {
            let golden = try? String(contentsOf: after.appendingPathComponent(path), encoding: .utf8)
            guard let golden else {
                Issue.record("\(label): after/\(path) is missing (run with REMODEL_UPDATE_GOLDENS=1 to create it, then review)")
                continue
            }
            if output.migrated != golden {
                Issue.record("\(label)/\(path): migration output differs from the golden (- golden, + tool):\n\(LineDiff.render(expected: golden, actual: output.migrated))")
            }
            if output.migrated != output.original {
                #expect(!Parser.parse(source: output.migrated).hasError, "\(label)/\(path): the migrated file does not parse")
            }
        }
    }

    private func writeGoldens() {
        let manager = FileManager.default
        for path in Set(Self.swiftFiles(under: after)).subtracting(outputs.keys) {
            try? manager.removeItem(at: after.appendingPathComponent(path))
        }
        for (path, output) in outputs {
            let url = after.appendingPathComponent(path)
            try? manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            if (try? String(contentsOf: url, encoding: .utf8)) != output.migrated {
                try? Data(output.migrated.utf8).write(to: url)
            }
        }
    }

    static func relativePath(of file: URL, under folder: URL) -> String? {
        let filePath = file.resolvingSymlinksInPath().standardizedFileURL.path
        let folderPath = folder.resolvingSymlinksInPath().standardizedFileURL.path
        let prefix = folderPath.hasSuffix("/") ? folderPath : folderPath + "/"
        return filePath.hasPrefix(prefix) ? String(filePath.dropFirst(prefix.count)) : nil
    }

    static func swiftFiles(under folder: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.compactMap { relativePath(of: $0, under: folder) }
    }
}

/// Runs `Tests/Stubs/typecheck.sh` on a folder. The stub modules are built once, before any
/// parallel run, so concurrent type-checks never race to (re)build the shared cache; at most one
/// type-check per core runs at a time.
actor StubTypeChecker {
    static let shared = StubTypeChecker()
    static let script = repositoryRoot.appendingPathComponent("Tests/Stubs/typecheck.sh")

    struct Outcome: Sendable {
        let status: Int32
        let output: String
    }

    private let slots = max(1, ProcessInfo.processInfo.activeProcessorCount)
    private var running = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private var warmUp: Task<Outcome, Error>?

    /// Which ComposableArchitecture stub `import ComposableArchitecture` finds (`TCA_SURFACE`).
    enum TCASurface: String, Sendable {
        case legacy, observable
    }

    /// `flags`: extra compiler flags (`SWIFTC_FLAGS`).
    func typecheck(_ folder: URL, flags: String? = nil, tca: TCASurface = .legacy) async throws -> Outcome {
        let prepared = try await prepare()
        guard prepared.status == 0 else {
            return Outcome(status: prepared.status, output: "building the stub modules failed:\n\(prepared.output)")
        }
        await acquire()
        defer { release() }
        return try await Self.run([folder.path], flags: flags, tca: tca)
    }

    /// Builds (or validates) the stub cache by type-checking an empty file, exactly once.
    private func prepare() async throws -> Outcome {
        if let warmUp { return try await warmUp.value }
        let task = Task<Outcome, Error> {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("remodel-stub-warmup-\(UUID().uuidString).swift")
            try Data("import SwiftUI\nimport Combine\nimport Observation\n".utf8).write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            return try await Self.run([file.path])
        }
        warmUp = task
        return try await task.value
    }

    private func acquire() async {
        if running < slots {
            running += 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    private func release() {
        if waiting.isEmpty {
            running -= 1
        } else {
            waiting.removeFirst().resume()
        }
    }

    /// Runs the script without blocking a thread; output goes to a temporary file (no pipe to drain).
    private static func run(_ arguments: [String], flags: String? = nil, tca: TCASurface = .legacy) async throws -> Outcome {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("remodel-typecheck-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [script.path] + arguments
        process.currentDirectoryURL = repositoryRoot
        var environment = ProcessInfo.processInfo.environment
        if let flags, !flags.isEmpty {
            environment["SWIFTC_FLAGS"] = [environment["SWIFTC_FLAGS"], flags].compactMap { $0 }.joined(separator: " ")
        }
        environment["TCA_SURFACE"] = tca.rawValue
        process.environment = environment
        process.standardOutput = handle
        process.standardError = handle
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        try? handle.close()
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return Outcome(status: status, output: output)
    }
}

/// A small line diff (longest common subsequence) for golden mismatches: `-` golden, `+` tool.
enum LineDiff {
    static func render(expected: String, actual: String, context: Int = 2) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let n = old.count, m = new.count
        var lengths = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lengths[i][j] = old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var lines: [(mark: Character, text: String, oldLine: Int)] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, old[i] == new[j] {
                lines.append((" ", old[i], i + 1)); i += 1; j += 1
            } else if i < n, j == m || lengths[i + 1][j] >= lengths[i][j + 1] {
                lines.append(("-", old[i], i + 1)); i += 1
            } else {
                lines.append(("+", new[j], i + 1)); j += 1
            }
        }
        let changed = lines.indices.filter { lines[$0].mark != " " }
        guard !changed.isEmpty else { return "(texts differ only in ways lines cannot show, e.g. a trailing newline)" }
        var output: [String] = []
        var lastShown = -1
        for index in lines.indices where changed.contains(where: { abs($0 - index) <= context }) {
            if index > lastShown + 1 { output.append("@@ golden line \(lines[index].oldLine) @@") }
            output.append("\(lines[index].mark)\(lines[index].text)")
            lastShown = index
        }
        return output.joined(separator: "\n")
    }
}
