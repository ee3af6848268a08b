import Foundation
import Testing
@testable import RemodelCore
@testable import RemodelKit
@testable import RemodelProject
@testable import RemodelRules

/// Deterministic fuzzing of the whole pipeline on mutated copies of the example apps: load, lint,
/// `lint --fix` and `migrate --write`, then a second run. Asserts the Safety section's promises:
/// no crash, every run ends, nothing unparsable is written, files not written stay byte-identical,
/// and a second run changes nothing. Also: findings are the same with every tree released, and a
/// lint after `--fix` that reuses the unchanged files' findings (the per-file state) says what a
/// full lint says.
///
/// `REMODEL_FUZZ_COUNT` (default 240) and `REMODEL_FUZZ_SEED` (default 2026) size the campaign;
/// `Benchmarks/fuzz.sh` runs a larger one.
struct FuzzTests {
    static let count = ProcessInfo.processInfo.environment["REMODEL_FUZZ_COUNT"].flatMap(Int.init) ?? 240
    static let seed = ProcessInfo.processInfo.environment["REMODEL_FUZZ_SEED"].flatMap(UInt64.init) ?? 2026
    static let batchSize = 20

    /// The example apps' sources and the migration fixtures' `before/` files.
    static let corpus: [(name: String, text: String)] = {
        var result: [(String, String)] = []
        for folder in ["Examples/LegacyApp/Sources", "Examples/TCAApp/Sources", "Tests/MigrationFixtures"] {
            let root = repositoryRoot.appendingPathComponent(folder)
            let paths = (FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? [])
                .filter { $0.hasSuffix(".swift") && !$0.contains("/after/") }.sorted()
            for path in paths {
                if let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) { result.append((path, text)) }
            }
        }
        return result
    }()

    static let batches: [Int] = Array(0..<((count + batchSize - 1) / batchSize))

    @Test(.timeLimit(.minutes(10)), arguments: batches)
    func mutatedProjectsAreNeverCorrupted(batch: Int) throws {
        try #require(Self.corpus.count > 20)
        var random = SplitMix64(seed: Self.seed &+ UInt64(batch))
        let folder = TemporaryFolder()
        var originals: [URL: [UInt8]] = [:]
        for index in 0..<min(Self.batchSize, Self.count - batch * Self.batchSize) {
            let source = Self.corpus[random.next(below: Self.corpus.count)]
            let mutant = Mutator.mutate(Array(source.text.utf8), random: &random)
            let url = folder.url.appendingPathComponent("m\(index)/\((source.name as NSString).lastPathComponent)")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(mutant).write(to: url)
            originals[url] = mutant
        }
        let label = "seed \(Self.seed), batch \(batch)"
        let options = WriteOptions(projectRoots: [folder.url])

        // lint and lint --fix: one transaction; what is written parses, the rest is untouched.
        let workspace = try Workspace.load(paths: [folder.url.path])
        let recorded = Linter(optedIn: everyRuleID).lint(workspace, previous: nil)
        let linted = recorded.result
        // With every tree released (`--tree-memory`), the same findings.
        let released = Linter(optedIn: everyRuleID).lint(try Workspace.load(paths: [folder.url.path], residency: TreeResidency(budget: 0)))
        #expect(JSONReporter().render(released) == JSONReporter().render(linted), "\(label): findings differ with trees released")
        // The facts of every file, stored as the lint cache stores them, for the incremental run below.
        let input = { try Workspace.Input.read(paths: [folder.url.path]) }
        let stored = FactsCache(bytes: FactsCache().updated(with: Workspace.load(try input(), residency: TreeResidency(budget: 0), facts: FactsCache()).files)?.wholeBytes ?? [])
        let fix = FixApplier.plan(workspace, includeUnsafe: true)
        let fixed = SafeWriter.commit(fix.writes, options: options)
        try checkDisk(originals: &originals, written: fixed.written, in: folder, label: "\(label), lint --fix")
        // The files --fix rewrote, linted again reusing the rest (the per-file state, and the
        // stored facts of the files --fix left alone, their trees released): what a full lint says.
        let reloaded = Workspace.load(try input(), residency: TreeResidency(budget: 0), facts: stored)
        let incremental = Linter(optedIn: everyRuleID).lint(reloaded, previous: recorded.state).result
        let full = Linter(optedIn: everyRuleID).lint(try Workspace.load(paths: [folder.url.path]))
        #expect(JSONReporter().render(incremental) == JSONReporter().render(full), "\(label): the incremental lint after --fix differs from a full one")
        let fixAgain = FixApplier.plan(try Workspace.load(paths: [folder.url.path]), includeUnsafe: true)
        if fixed.refusals.isEmpty {
            #expect(fixAgain.writes.isEmpty, "\(label): a second lint --fix still changes \(fixAgain.writes.map(\.file.path))")
        }

        // migrate --write, then a second run that must find nothing left to rewrite.
        let migration = ObservableMigration(workspace: try Workspace.load(paths: [folder.url.path])).run()
        let releasedMigration = ObservableMigration(workspace: try Workspace.load(paths: [folder.url.path], residency: TreeResidency(budget: 0))).run()
        #expect(releasedMigration.rewrites.map { $0.file.path + "\n" + $0.unifiedDiff } == migration.rewrites.map { $0.file.path + "\n" + $0.unifiedDiff }
                && releasedMigration.summaryText() == migration.summaryText(), "\(label): the migration differs with trees released")
        let written = MigrationWriter.write(migration, allowDirty: true, options: options)
        try checkDisk(originals: &originals, written: written.written, in: folder, label: "\(label), migrate --write")
        if written.refusals.isEmpty {
            let again = ObservableMigration(workspace: try Workspace.load(paths: [folder.url.path])).run()
            #expect(again.rewrites.isEmpty, "\(label): a second migrate still rewrites \(again.rewrites.map(\.file.path))")
        }

        // The TCA migration goes through the same writer.
        let tca = TCAMigration(workspace: try Workspace.load(paths: [folder.url.path]), options: .init()).run()
        let tcaWritten = MigrationWriter.write(tca, allowDirty: true, options: options)
        try checkDisk(originals: &originals, written: tcaWritten.written, in: folder, label: "\(label), migrate --tca --write")
    }

    /// Every file written parses; every other file has exactly its previous bytes. Updates
    /// `originals` to the new contents.
    private func checkDisk(originals: inout [URL: [UInt8]], written: [String], in folder: TemporaryFolder, label: String) throws {
        let writtenNames = Set(written.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
        for (url, before) in originals.sorted(by: { $0.key.path < $1.key.path }) {
            let now = try [UInt8](Data(contentsOf: url))
            if writtenNames.contains(url.standardizedFileURL.path) || written.contains(where: { url.path.hasSuffix($0) }) {
                let text = String(decoding: now.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(now.dropFirst(3)) : now, as: UTF8.self)
                if case .parsed(let tree) = SwiftSourceParser.parse(text) {
                    #expect(!tree.hasError, "\(label): wrote \(url.lastPathComponent), which does not parse")
                }
                originals[url] = now
            } else {
                #expect(now == before, "\(label): \(url.path) changed but was not reported written")
            }
        }
        let stray = (FileManager.default.enumerator(atPath: folder.url.path)?.compactMap { $0 as? String } ?? []).filter { $0.contains(".remodel-") }
        #expect(stray.isEmpty, "\(label): temporary files left behind: \(stray)")
    }
}

/// Byte-level mutations that keep most of a file intact, so the pipeline gets deep into it.
enum Mutator {
    static let fragments: [String] = [
        "{", "}", "(", ")", "[", "]", "\"", "\"\"\"", "/*", "*/", "//", "\\(", "#if DEBUG\n", "#endif\n", "\r\n", "\r", "\n",
        "@Published ", "@StateObject ", "@ObservedObject var m: M\n", "@EnvironmentObject ", ": ObservableObject", "ObservableObject, ",
        "objectWillChange.send()\n", ".environmentObject(model)", "$model.", "import Observation\n", "@Observable ", "@MainActor ",
        "Task { await load() }\n", "é", "👩‍👩‍👧", "\u{FEFF}", "\t", "lazy ", "static ", "private(set) ", "didSet { }", "nil", "!",
        "class X: ObservableObject { @Published var y = 0 }\n", "struct V: View { var body: some View { Text(\"\") } }\n",
    ]

    static func mutate(_ bytes: [UInt8], random: inout SplitMix64) -> [UInt8] {
        var bytes = bytes
        for _ in 0..<(1 + random.next(below: 3)) {
            let position = bytes.isEmpty ? 0 : random.next(below: bytes.count + 1)
            switch random.next(below: 8) {
            case 0, 1:  // insert a fragment
                bytes.insert(contentsOf: Array(fragments[random.next(below: fragments.count)].utf8), at: position)
            case 2:  // delete a short range
                let end = min(bytes.count, position + 1 + random.next(below: 40))
                if position < end { bytes.removeSubrange(position..<end) }
            case 3:  // delete a whole line
                let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
                guard lines.count > 1 else { continue }
                var kept = Array(lines)
                kept.remove(at: random.next(below: kept.count))
                bytes = Array(kept.joined(separator: [0x0A]))
            case 4:  // duplicate a line
                var lines = Array(bytes.split(separator: 0x0A, omittingEmptySubsequences: false))
                guard !lines.isEmpty else { continue }
                let index = random.next(below: lines.count)
                lines.insert(lines[index], at: index)
                bytes = Array(lines.joined(separator: [0x0A]))
            case 5:  // swap two lines
                var lines = Array(bytes.split(separator: 0x0A, omittingEmptySubsequences: false))
                guard lines.count > 2 else { continue }
                lines.swapAt(random.next(below: lines.count), random.next(below: lines.count))
                bytes = Array(lines.joined(separator: [0x0A]))
            case 6:  // convert line endings
                let ending: [UInt8] = random.next(below: 2) == 0 ? [0x0D, 0x0A] : [0x0D]
                bytes = Array(bytes.split(separator: 0x0A, omittingEmptySubsequences: false).joined(separator: ending))
            default:  // truncate, or (rarely) an invalid UTF-8 byte
                if random.next(below: 4) == 0 { bytes.insert(0xFF, at: position) } else { bytes.removeSubrange(position...) }
            }
        }
        return bytes
    }
}

/// A small, fast, seedable generator: the same seed gives the same campaign on every machine.
struct SplitMix64 {
    private var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func next(below bound: Int) -> Int { bound <= 0 ? 0 : Int(next() % UInt64(bound)) }
}
