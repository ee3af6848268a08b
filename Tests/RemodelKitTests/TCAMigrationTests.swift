import Foundation
import SwiftParser
import Testing
@testable import RemodelKit
@testable import RemodelRules

/// `remodel migrate --tca`'s proof: every folder of `Tests/TCAFixtures/` holds a hand-written
/// pre-1.7 `before/` and its hand-migrated `after/` (one per step of TCA's "Migrating to 1.7"
/// guide and per view API, plus negative cases). Running `TCAMigration` on `before/` must
/// produce exactly `after/`, every file must parse, and a second run over the output must change
/// nothing. Both sides type-check against the ComposableArchitecture stub (`Tests/Stubs`):
/// `before/` against the legacy surface (TCA 1.7–1.17 with the pre-observation APIs), `after/`
/// against the observation-only surface, so a migrated file that still uses a removed API fails.
///
/// - `typecheck.txt` (optional): `after-surface: legacy` (the fixture leaves legacy APIs in
///   place: a manual, kept or unselected feature) and/or `per-file` (the files belong to different
///   targets and declare the same names; each is checked on its own).
/// - `options.txt` (optional): `--minimum-ios N` and/or `--only FeatureA,FeatureB`.
/// - `expect.txt` (optional): `migrated: F` / `manual: F` / `kept: F` (feature F's outcome) and
///   `item: text` (some manual item's reason contains `text`).
/// - `REMODEL_UPDATE_GOLDENS=1 swift test --filter TCAMigrationTests` rewrites `after/` from the
///   tool's output — review the diff, never accept it blindly.
struct TCAMigrationTests {
    static let fixturesRoot = repositoryRoot.appendingPathComponent("Tests/TCAFixtures")
    static let exampleApp = repositoryRoot.appendingPathComponent("Examples/TCAApp")
    static var updatingGoldens: Bool { ProcessInfo.processInfo.environment["REMODEL_UPDATE_GOLDENS"] == "1" }

    static let fixtures: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: fixturesRoot.path)) ?? []
        return names.filter { FileManager.default.fileExists(atPath: fixturesRoot.appendingPathComponent($0).appendingPathComponent("before").path) }.sorted()
    }()

    @Test func thereAreEnoughFixtures() {
        #expect(Self.fixtures.count >= 25, "the issue asks for at least 25 TCA golden fixtures")
    }

    @Test(arguments: fixtures)
    func migrationProducesTheGolden(fixture: String) throws {
        let folder = Self.fixturesRoot.appendingPathComponent(fixture)
        let before = folder.appendingPathComponent("before")
        let after = folder.appendingPathComponent("after")
        let options = try Self.options(in: folder)
        let run = try TCARun(folder: before, options: options)

        if Self.updatingGoldens {
            for (path, output) in run.outputs {
                let url = after.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(output.migrated.utf8).write(to: url)
            }
            return
        }
        let goldens = Set(TCARun.swiftFiles(under: after))
        for path in goldens.subtracting(run.outputs.keys).sorted() {
            Issue.record("\(fixture): after/\(path) has no counterpart in before/")
        }
        for (path, output) in run.outputs.sorted(by: { $0.key < $1.key }) {
            guard let golden = try? String(contentsOf: after.appendingPathComponent(path), encoding: .utf8) else {
                Issue.record("\(fixture): after/\(path) is missing (REMODEL_UPDATE_GOLDENS=1 creates it; review it)")
                continue
            }
            if output.migrated != golden {
                Issue.record("\(fixture)/\(path) differs from the golden (--- golden, +++ tool):\n\(UnifiedDiff.render(old: golden, new: output.migrated, path: path))\n\(Self.describe(run.result))")
            }
            #expect(!Parser.parse(source: output.migrated).hasError, "\(fixture)/\(path): the migrated file does not parse")
        }
        try Self.checkExpectations(in: folder, result: run.result, label: fixture)
        run.verifyIdempotent(options: options, label: fixture)
    }

    /// Every fixture type-checks: `before/` against the legacy TCA surface, `after/` against the
    /// observation-only one (unless `typecheck.txt` says `after-surface: legacy`).
    @Test(arguments: fixtures, MigrationGoldenTests.Side.allCases)
    func fixtureTypeChecks(fixture: String, side: MigrationGoldenTests.Side) async throws {
        let folder = Self.fixturesRoot.appendingPathComponent(fixture)
        let settings = (try? String(contentsOf: folder.appendingPathComponent("typecheck.txt"), encoding: .utf8)) ?? ""
        let lines = settings.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.hasPrefix("#") }
        let surface: StubTypeChecker.TCASurface = side == .before || lines.contains("after-surface: legacy") ? .legacy : .observable
        let root = folder.appendingPathComponent(side.rawValue)
        let targets = lines.contains("per-file") ? TCARun.swiftFiles(under: root).map { root.appendingPathComponent($0) } : [root]
        for target in targets {
            let outcome = try await StubTypeChecker.shared.typecheck(target, tca: surface)
            #expect(outcome.status == 0, "\(fixture)/\(side.rawValue) does not type-check against the \(surface.rawValue) TCA surface:\n\(outcome.output)")
        }
    }

    /// Every fixture file parses on both sides.
    @Test(arguments: fixtures)
    func fixtureFilesParse(fixture: String) {
        let folder = Self.fixturesRoot.appendingPathComponent(fixture)
        for side in ["before", "after"] {
            let root = folder.appendingPathComponent(side)
            let files = TCARun.swiftFiles(under: root)
            #expect(!files.isEmpty, "\(fixture)/\(side) has no Swift files")
            for path in files {
                let text = (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
                #expect(!Parser.parse(source: text).hasError, "\(fixture)/\(side)/\(path) does not parse")
            }
        }
    }

    /// CRLF files keep their line endings, and the rewrite is the LF golden with CRLF.
    @Test func crlfFilesKeepTheirLineEndings() throws {
        let folder = Self.fixturesRoot.appendingPathComponent("20-view-state-deletion")
        let temporary = TemporaryFolder()
        var expected: [String: String] = [:]
        for path in TCARun.swiftFiles(under: folder.appendingPathComponent("before")) {
            let before = try String(contentsOf: folder.appendingPathComponent("before").appendingPathComponent(path), encoding: .utf8)
            let after = try String(contentsOf: folder.appendingPathComponent("after").appendingPathComponent(path), encoding: .utf8)
            temporary.write(path, before.replacingOccurrences(of: "\n", with: "\r\n"))
            expected[path] = after.replacingOccurrences(of: "\n", with: "\r\n")
        }
        let run = try TCARun(folder: temporary.url, options: .init())
        for (path, output) in run.outputs {
            #expect(output.migrated == expected[path], "\(path) (CRLF):\n\(output.migrated.debugDescription)")
        }
    }

    /// The example app: a dry run finishes, every rewritten file parses, a second run changes
    /// nothing, and the multi-feature shapes the app exercises are all migrated.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: exampleApp.path)))
    func exampleAppMigrates() throws {
        let files = TCARun.swiftFiles(under: Self.exampleApp)
        #expect(files.count >= 8, "Examples/TCAApp should have at least 8 files")
        for path in files {
            let text = try String(contentsOf: Self.exampleApp.appendingPathComponent(path), encoding: .utf8)
            #expect(!Parser.parse(source: text).hasError, "Examples/TCAApp/\(path) does not parse")
        }
        let run = try TCARun(folder: Self.exampleApp, options: .init())
        #expect(!run.result.rewrites.isEmpty)
        if ProcessInfo.processInfo.environment["REMODEL_TCA_DUMP"] == "1" {
            print(run.result.rewrites.map(\.unifiedDiff).joined(separator: "\n"))
        }
        for rewrite in run.result.rewrites {
            #expect(!Parser.parse(source: rewrite.newText).hasError, "\(rewrite.file.path): the migrated file does not parse")
            #expect(!rewrite.newText.contains("WithViewStore"), "\(rewrite.file.path) still uses WithViewStore:\n\(rewrite.newText)")
            #expect(!rewrite.newText.contains("viewStore"), "\(rewrite.file.path) still uses viewStore:\n\(rewrite.newText)")
        }
        #expect(run.result.manual.isEmpty, "unexpected manual items:\n\(Self.describe(run.result))")
        #expect(run.result.classes.allSatisfy { $0.disposition == .migrated }, "\(Self.describe(run.result))")
        run.verifyIdempotent(options: .init(), label: "TCAApp")
        // The lint rules agree: nothing legacy is left.
        let migrated = run.outputs.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value.migrated) }
        let findings = Linter(rules: RuleRegistry.all.filter { $0.description.id.hasPrefix("tca-") && $0.description.id != "tca-observation-state-ignored" }.map { $0.init() }, optedIn: everyRuleID)
            .lint(Workspace(sources: migrated))
        #expect(findings.diagnostics.isEmpty, "TCA rules still fire after the migration: \(findings.diagnostics.map { "\($0.path):\($0.line) \($0.message)" })")
    }

    /// Counts for audit/plan on the example app before the migration.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: exampleApp.path)))
    func inventoryCountsTheExampleApp() throws {
        let workspace = try Workspace.load(paths: [Self.exampleApp.path])
        let inventory = TCAInventory(workspace: workspace)
        #expect(inventory.isTCA)
        #expect(inventory.features >= 6)
        #expect(inventory.observableFeatures == 0)
        #expect(inventory.withViewStoreUses >= 4)
        #expect(inventory.legacyStoreViews >= 3)
        #expect(inventory.storeModifiers >= 2)
        #expect(TCAMigration.isApplicable(to: workspace))
        // Root first: the app, then its direct children, then theirs.
        let stages = workspace.index.tca.migrationStages()
        #expect(stages.first == ["AppFeature"])
        #expect(stages.count >= 3)
        #expect(Set(stages.joined()).count == inventory.features)
        #expect(stages.firstIndex { $0.contains("NotesListFeature") }! < stages.firstIndex { $0.contains("NoteRowFeature") }!)
    }

    /// `REMODEL_TCA_DRY_RUN=/path/to/app swift test --filter TCAMigrationTests/dryRunOnExternalProject`:
    /// migrates a real TCA code base in memory, checks every rewritten file parses and a second run
    /// changes nothing, and writes the diffs and the summary to `$REMODEL_TCA_DRY_RUN_OUT` (default
    /// `/tmp/remodel-tca-dry-run.txt`) for review.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["REMODEL_TCA_DRY_RUN"] != nil))
    func dryRunOnExternalProject() throws {
        let environment = ProcessInfo.processInfo.environment
        let folder = URL(fileURLWithPath: try #require(environment["REMODEL_TCA_DRY_RUN"]))
        let workspace = try Workspace.load(paths: [folder.path])
        let started = Date()
        let result = TCAMigration(workspace: workspace, options: .init()).run()
        let elapsed = Date().timeIntervalSince(started)
        var report = "files: \(workspace.files.count), rewritten: \(result.rewrites.count), changed lines: \(result.changedLineCount), seconds: \(String(format: "%.2f", elapsed))\n"
        let counts = Dictionary(grouping: result.classes, by: \.disposition).mapValues(\.count)
        report += "features: \(result.classes.count) migrated: \(counts[.migrated] ?? 0) manual: \(counts[.manual] ?? 0) kept: \(counts[.kept] ?? 0); manual items: \(result.manual.count)\n"
        report += "inventory before: \(TCAInventory(workspace: workspace))\n"
        var unparsable = 0
        for rewrite in result.rewrites where Parser.parse(source: rewrite.newText).hasError {
            unparsable += 1
            Issue.record("\(rewrite.file.path): the migrated file does not parse")
        }
        let migrated = workspace.files.map { file in
            SourceFile(path: file.path, text: result.rewrites.first { $0.file === file }?.newText ?? file.text)
        }
        let again = TCAMigration(workspace: Workspace(sources: migrated), options: .init()).run()
        report += "unparsable: \(unparsable); second run rewrites: \(again.rewrites.count)\n"
        report += "inventory after: \(TCAInventory(index: Workspace(sources: migrated).index))\n\n"
        report += TCAMigrationTests.describe(result) + "\n\n"
        report += result.rewrites.map(\.unifiedDiff).joined(separator: "\n")
        let output = environment["REMODEL_TCA_DRY_RUN_OUT"] ?? "/tmp/remodel-tca-dry-run.txt"
        try Data(report.utf8).write(to: URL(fileURLWithPath: output))
        #expect(unparsable == 0)
        #expect(again.rewrites.isEmpty, "second run rewrites: \(again.rewrites.map(\.file.path))")
    }

    // MARK: Options and expectations

    static func options(in folder: URL) throws -> TCAMigrationOptions {
        let file = folder.appendingPathComponent("options.txt")
        guard FileManager.default.fileExists(atPath: file.path) else { return .init() }
        var words = try String(contentsOf: file, encoding: .utf8).split(whereSeparator: \.isWhitespace).map(String.init)[...]
        var options = TCAMigrationOptions()
        while let word = words.popFirst() {
            switch word {
            case "--minimum-ios":
                guard let value = words.popFirst().flatMap({ Int($0) }) else {
                    Issue.record("--minimum-ios needs a number in \(file.path)")
                    continue
                }
                options.minimumIOS = value
            case "--only":
                let value = words.popFirst()
                let names = try #require(value, "--only needs a value")
                options.only = Set(names.split(separator: ",").map(String.init))
            default:
                Issue.record("unknown option '\(word)' in \(file.path)")
            }
        }
        return options
    }

    static func checkExpectations(in folder: URL, result: MigrationResult, label: String) throws {
        let file = folder.appendingPathComponent("expect.txt")
        guard FileManager.default.fileExists(atPath: file.path) else { return }
        for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let parts = trimmed.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2 else {
                Issue.record("\(label)/expect.txt: cannot read '\(trimmed)'")
                continue
            }
            let satisfied: Bool
            if parts[0] == "item" {
                satisfied = result.manual.contains { $0.reason.contains(parts[1]) }
            } else if let disposition = ClassDisposition(rawValue: parts[0]) {
                satisfied = result.classes.contains { ($0.name == parts[1] || $0.name.hasSuffix("." + parts[1])) && $0.disposition == disposition }
            } else {
                Issue.record("\(label)/expect.txt: cannot read '\(trimmed)'")
                continue
            }
            #expect(satisfied, "\(label): expected '\(trimmed)'; the summary was:\n\(describe(result))")
        }
    }

    /// Code that must stay on the legacy API: `excluded` in `.remodel.yml` keeps a folder out of
    /// `migrate --tca` (its features are not even listed), and `--only` keeps the other features.
    @Test func excludedFoldersAndOnlyAreRespected() throws {
        let folder = TemporaryFolder()
        folder.write(".remodel.yml", "excluded:\n  - Legacy\n")
        func feature(_ name: String) -> String {
            """
            import ComposableArchitecture
            import SwiftUI

            @Reducer
            struct \(name) {
                struct State: Equatable {
                    var count = 0
                }
                enum Action {
                    case tapped
                }
                var body: some ReducerOf<Self> { EmptyReducer() }
            }

            struct \(name)View: View {
                let store: StoreOf<\(name)>

                var body: some View {
                    WithViewStore(store, observe: { $0 }) { viewStore in
                        Text("\\(viewStore.count)")
                    }
                }
            }

            """
        }
        folder.write("Legacy/OldFeature.swift", feature("OldFeature"))
        folder.write("App/AFeature.swift", feature("AFeature"))
        folder.write("App/BFeature.swift", feature("BFeature"))
        let workspace = try Workspace.load(paths: [folder.url.path])
        let all = TCAMigration(workspace: workspace, options: .init()).run()
        #expect(!all.rewrites.contains { $0.file.path.contains("Legacy/") }, "an excluded file was rewritten")
        #expect(!all.classes.contains { $0.name == "OldFeature" }, "\(Self.describe(all))")
        #expect(all.classes.filter { $0.disposition == .migrated }.map(\.name).sorted() == ["AFeature", "BFeature"], "\(Self.describe(all))")

        let only = TCAMigration(workspace: workspace, options: .init(only: ["AFeature"])).run()
        #expect(only.rewrites.map { URL(fileURLWithPath: $0.file.path).lastPathComponent } == ["AFeature.swift"], "\(Self.describe(only))")
        #expect(only.classes.first { $0.name == "BFeature" }?.disposition == .kept, "\(Self.describe(only))")
    }

    static func describe(_ result: MigrationResult) -> String {
        var lines = result.classes.map { "  \($0.disposition.rawValue): \($0.name) \($0.reasons)" }
        lines += result.manual.map { "  manual item: \($0.file):\($0.line): \($0.reason)" }
        return lines.isEmpty ? "  (nothing)" : lines.joined(separator: "\n")
    }
}

/// One TCA migration of a folder.
struct TCARun {
    let result: MigrationResult
    /// Relative path → (original text, migrated text).
    let outputs: [String: (original: String, migrated: String)]

    init(folder: URL, options: TCAMigrationOptions) throws {
        let workspace = try Workspace.load(paths: [folder.path])
        #expect(workspace.inputErrors.isEmpty, "input errors: \(workspace.inputErrors)")
        result = TCAMigration(workspace: workspace, options: options).run()
        let rewritten = Dictionary(result.rewrites.map { (ObjectIdentifier($0.file), $0.newText) }, uniquingKeysWith: { first, _ in first })
        var outputs: [String: (String, String)] = [:]
        for file in workspace.files {
            let path = try #require(Self.relativePath(of: file.url, under: folder), "\(file.url.path) is not under \(folder.path)")
            outputs[path] = (file.text, rewritten[ObjectIdentifier(file)] ?? file.text)
        }
        self.outputs = outputs
    }

    /// A second run over the migrated text rewrites nothing.
    func verifyIdempotent(options: TCAMigrationOptions, label: String) {
        let files = outputs.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value.migrated) }
        let again = TCAMigration(workspace: Workspace(sources: files), options: options).run()
        for rewrite in again.rewrites {
            Issue.record("\(label): a second run changes \(rewrite.file.path):\n\(rewrite.unifiedDiff)")
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
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.compactMap { relativePath(of: $0, under: folder) }.sorted()
    }
}

/// The leftover check's view of the store-driven presentation modifiers TCA 1.7 replaced.
struct TCALeftoverScannerTests {
    @Test func storePresentationModifiersAreLeftovers() {
        let text = """
        import ComposableArchitecture
        import SwiftUI

        extension View {
            func counterSheet(_ store: Store<PresentationState<CounterFeature.State>, PresentationAction<CounterFeature.Action>>) -> some View {
                sheet(store: store) { CounterView(store: $0) }
            }
        }

        struct HostView: View {
            let store: StoreOf<HostFeature>
            var body: some View {
                Text("Host")
                    .alert(store: store.scope(state: \\.$alert, action: \\.alert))
                    .sheet(item: $store.scope(state: \\.child, action: \\.child)) { CounterView(store: $0) }
            }
        }
        """
        let found = TCALeftoverScanner.scan(text, isRemoved: { _ in true }, bindingFields: { _, _ in ["alert"] })
        let whats = found.map(\.what)
        #expect(whats.contains("'.sheet(store:)'"), "\(whats)")
        #expect(whats.contains("'.alert(store:)'"), "\(whats)")
        #expect(found.filter { $0.what.contains("(store:)") }.count == 2, "the 1.7 form sheet(item:) is no leftover: \(whats)")
        // The file-scope extension's hit is attributed through the store type it mentions.
        #expect(found.first { $0.what == "'.sheet(store:)'" }?.mentionedFeatures.isEmpty == false)
    }
}
