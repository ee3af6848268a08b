import Foundation
import SwiftSyntax
import Testing
@testable import RemodelCore
@testable import RemodelKit
@testable import RemodelProject

/// The facts half of the lint cache: a file whose text is unchanged is loaded from its stored
/// facts, not parsed, and every question about it is answered as if it had been.
struct FactsCacheTests {
    /// Loads `path` with `facts` (every file's text hashed, so the next store can name it), trees
    /// released past `budget` bytes.
    private func load(_ path: String, facts: FactsCache, budget: Int = 1_000_000_000) throws -> Workspace {
        let input = try Workspace.Input.read(paths: [path], workingDirectory: repositoryRoot)
        return Workspace.load(input, residency: TreeResidency(budget: budget), facts: facts)
    }

    private func lintOutput(_ workspace: Workspace) -> String {
        JSONReporter().render(Linter(optedIn: everyRuleID).lint(workspace))
    }

    /// A folder of `count` small models (`Model0.swift`, …), and an empty lint cache in another.
    private func models(_ count: Int) -> (folder: TemporaryFolder, cacheFolder: TemporaryFolder, cache: LintCache) {
        let folder = TemporaryFolder()
        for index in 0..<count { folder.write("Model\(index).swift", model(index, count: index)) }
        let cacheFolder = TemporaryFolder()
        return (folder, cacheFolder, LintCache(directory: cacheFolder.url))
    }

    private func model(_ index: Int, count: Int) -> String {
        "import SwiftUI\nfinal class Model\(index): ObservableObject {\n    @Published var count = \(count)\n}\n"
    }

    /// The facts a store of `workspace` holds.
    private func stored(_ workspace: Workspace, over previous: FactsCache = FactsCache()) throws -> FactsCache {
        FactsCache(bytes: try #require(previous.updated(with: workspace.files)?.wholeBytes))
    }

    /// Every project the tests ship (example apps, migration goldens, TCA and plan fixtures),
    /// loaded wholly from stored facts, lints exactly as parsed; with every tree released too.
    @Test func everyProjectLintsTheSameFromStoredFacts() throws {
        var loadedFromCache = 0
        for folder in TreeResidencyTests.projects {
            let parsed = try load(folder, facts: FactsCache())
            guard !parsed.files.isEmpty else { continue }
            #expect(parsed.files.allSatisfy { !$0.fromCache && $0.contentKey != nil })
            let expected = lintOutput(try Workspace.load(paths: [folder], workingDirectory: repositoryRoot))
            let facts = try stored(parsed)
            for budget in [1_000_000_000, 0] {
                let cached = try load(folder, facts: facts, budget: budget)
                #expect(cached.files.allSatisfy { $0.fromCache }, "\(folder): a file with stored facts was parsed")
                #expect(cached.files.allSatisfy { !$0.handle.isResident }, "\(folder): loading from facts parses nothing")
                #expect(lintOutput(cached) == expected, "\(folder): findings differ when facts come from the cache (budget \(budget))")
                loadedFromCache += cached.files.count
            }
            // Nothing changed: nothing to store again.
            #expect(facts.updated(with: try load(folder, facts: facts).files) == nil)
        }
        #expect(loadedFromCache > 300)
    }

    /// Decoded facts say what the indexer said: the same values, and nodes of the same kind,
    /// range and text once the file is parsed again.
    @Test func decodedFactsEqualTheIndexersFacts() throws {
        var files = 0
        for folder in ["Examples/LegacyApp", "Examples/TCAApp", "Tests/TCAFixtures"] {
            let urls = FileManager.default.enumerator(at: repositoryRoot.appendingPathComponent(folder), includingPropertiesForKeys: nil)!
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
            for url in urls {
                let text = try String(contentsOf: url, encoding: .utf8)
                let residency = TreeResidency(budget: 1_000_000_000)
                let file = SourceFile(path: url.path, url: url, text: text, format: .init(hasByteOrderMark: false, lineEnding: .lf), residency: residency)
                let bytes = file.encodedFacts
                let decoded = try #require(FactsCoding.decode(bytes, range: 0..<bytes.count, path: url.path, text: text, residency: residency))
                #expect(Self.dump(decoded.facts) == Self.dump(file.facts), "\(url.lastPathComponent): decoded values differ")
                #expect(decoded.facts.interfaceFingerprint == file.facts.interfaceFingerprint)
                #expect(decoded.handle.positionsFingerprint == file.handle.positionsFingerprint)
                #expect(decoded.hasSyntaxErrors == file.hasSyntaxErrors)
                #expect(!decoded.handle.isResident)
                #expect(TreeResidencyTests.describe(decoded.facts) == TreeResidencyTests.describe(file.facts), "\(url.lastPathComponent): nodes differ")
                #expect(decoded.handle.reparseCount == 1, "one parse serves every node of the file")
                files += 1
            }
        }
        #expect(files > 30)
    }

    /// A file that does not parse keeps saying so, and its partial facts round-trip.
    @Test func aFileWithSyntaxErrorsRoundTrips() throws {
        let text = "final class Model: ObservableObject {\n    @Published var a = \n    func f( {\n}\nstruct V: View { @ObservedObject var m: Model\n"
        let residency = TreeResidency(budget: 1_000_000_000)
        let file = SourceFile(path: "Broken.swift", url: URL(fileURLWithPath: "/x/Broken.swift"), text: text, format: .init(hasByteOrderMark: false, lineEnding: .lf), residency: residency)
        #expect(file.hasSyntaxErrors)
        let bytes = file.encodedFacts
        let decoded = try #require(FactsCoding.decode(bytes, range: 0..<bytes.count, path: "Broken.swift", text: text, residency: residency))
        #expect(decoded.hasSyntaxErrors)
        #expect(Self.dump(decoded.facts) == Self.dump(file.facts))
        #expect(TreeResidencyTests.describe(decoded.facts) == TreeResidencyTests.describe(file.facts))
    }

    /// A long name and a type that come back in a file's facts are spelt out once and named by
    /// number after that; decoded, each is one shared value. A number naming a string or type not
    /// read yet does not decode.
    @Test func repeatedNamesAndTypesAreWrittenOnce() throws {
        let text = """
            import SwiftUI
            final class ConnectivityStatusModel: ObservableObject {
                @Published var primaryConnection: ConnectivityStatusModel?
                @Published var secondaryConnection: ConnectivityStatusModel?
                @Published var fallbackConnection: ConnectivityStatusModel?
            }
            struct ConnectivityStatusView: View {
                @ObservedObject var model: ConnectivityStatusModel
                @EnvironmentObject var shared: ConnectivityStatusModel
                var body: some View { Text("") }
            }
            """
        let residency = TreeResidency(budget: 1_000_000_000)
        let file = SourceFile(
            path: "Connectivity.swift", url: URL(fileURLWithPath: "/x/Connectivity.swift"), text: text,
            format: .init(hasByteOrderMark: false, lineEnding: .lf), residency: residency)
        let bytes = file.encodedFacts
        let name = Array("ConnectivityStatusModel".utf8)
        let spelt = (0...(bytes.count - name.count)).count { bytes[$0..<($0 + name.count)].elementsEqual(name) }
        #expect(spelt == 1, "the model's name is spelt \(spelt) times")
        let decoded = try #require(FactsCoding.decode(bytes, range: 0..<bytes.count, path: "Connectivity.swift", text: text, residency: residency))
        #expect(Self.dump(decoded.facts) == Self.dump(file.facts))
        #expect(TreeResidencyTests.describe(decoded.facts) == TreeResidencyTests.describe(file.facts))
        let model = try #require(decoded.facts.types.first { $0.name == "ConnectivityStatusModel" })
        let types = model.properties.compactMap(\.typeRef)
        #expect(types.count == 3)
        #expect(Set(types).count == 1)

        // Any byte made to name a string or type far beyond those read (63: an odd code for a
        // string, a type's number + 1 for a type) or changed otherwise: never a crash, and never
        // the original facts where a reference was hit.
        var refused = 0
        for offset in bytes.indices {
            for value: UInt8 in [0x7F, 0x7E] where bytes[offset] != value {
                var corrupted = bytes
                corrupted[offset] = value
                if FactsCoding.decode(corrupted, range: 0..<corrupted.count, path: "Connectivity.swift", text: text, residency: residency) == nil { refused += 1 }
            }
        }
        #expect(refused > bytes.count / 2)
    }

    /// Two names equal as Swift strings (canonically equivalent) but spelt with other bytes — `é`
    /// as one scalar and as `e` with a combining accent — come back each with its own bytes.
    @Test func equivalentNamesKeepTheirBytes() throws {
        let composed = "Caf\u{E9}ConnectivityStatusModel"
        let decomposed = "Cafe\u{301}ConnectivityStatusModel"
        #expect(composed == decomposed && Array(composed.utf8) != Array(decomposed.utf8))
        let text = "final class \(composed) {}\nfinal class \(decomposed) {}\nfinal class Other\(composed) {}\n"
        let residency = TreeResidency(budget: 1_000_000_000)
        let file = SourceFile(
            path: "Cafe.swift", url: URL(fileURLWithPath: "/x/Cafe.swift"), text: text,
            format: .init(hasByteOrderMark: false, lineEnding: .lf), residency: residency)
        #expect(file.facts.types.count == 3)
        let bytes = file.encodedFacts
        let decoded = try #require(FactsCoding.decode(bytes, range: 0..<bytes.count, path: "Cafe.swift", text: text, residency: residency))
        #expect(decoded.facts.types.map { Array($0.name.utf8) } == file.facts.types.map { Array($0.name.utf8) })
        #expect(decoded.facts.types.map { Array($0.qualifiedName.utf8) } == file.facts.types.map { Array($0.qualifiedName.utf8) })
    }

    /// After an edit only the edited file is parsed; the findings are a full run's.
    @Test func onlyAChangedFileIsParsed() throws {
        let folder = TemporaryFolder()
        folder.write("Model.swift", "import SwiftUI\nfinal class Model: ObservableObject {\n    @Published var count = 0\n}\n")
        folder.write("ListView.swift", "import SwiftUI\nstruct ListView: View {\n    @ObservedObject var model: Model\n    var body: some View { Text(\"\\(model.count)\") }\n}\n")
        folder.write("Badge.swift", "import SwiftUI\nstruct Badge: View {\n    let title: String\n    var body: some View { Text(title) }\n}\n")
        let first = try load(folder.url.path, facts: FactsCache())
        let facts = try stored(first)
        #expect(facts.count == 3)
        folder.write("Model.swift", "import SwiftUI\nfinal class Model: ObservableObject {\n    @Published var count = 0\n    @Published var title = \"\"\n}\n")
        let second = try load(folder.url.path, facts: facts, budget: 0)
        #expect(second.files.filter { !$0.fromCache }.map(\.url.lastPathComponent) == ["Model.swift"])
        #expect(lintOutput(second) == lintOutput(try Workspace.load(paths: [folder.url.path])))
        // The next store holds the new text's facts (the old ones go) and copies the others.
        let next = try stored(second, over: facts)
        #expect(next.count == 3)
        #expect(try load(folder.url.path, facts: next).files.allSatisfy { $0.fromCache })
    }

    /// After a run that parsed few files, only the entries the stored base lacks are written (a
    /// delta, under the base's checksum); loading reads both. A delta never applies to another
    /// base, a whole store removes it, and too many unused entries make the next store whole.
    @Test func aSmallChangeStoresADeltaAgainstItsBase() throws {
        let (folder, cacheFolder, cache) = models(12)
        defer { withExtendedLifetime(cacheFolder) {} }
        let slot = ContentHash("slot"), key = ContentHash("build")
        let first = try load(folder.url.path, facts: cache.loadFacts(slot: slot, key: key))
        let whole = try #require(cache.loadFacts(slot: slot, key: key).updated(with: first.files))
        #expect(whole.wholeBytes != nil, "no base yet: the whole store")
        #expect(cache.storeFacts(whole, slot: slot, key: key))

        // One file edited: a delta of one entry.
        folder.write("Model3.swift", model(3, count: 30))
        let loaded = cache.loadFacts(slot: slot, key: key)
        #expect(loaded.count == 12)
        let second = try load(folder.url.path, facts: loaded, budget: 0)
        #expect(second.files.filter { !$0.fromCache }.map(\.url.lastPathComponent) == ["Model3.swift"])
        let update = try #require(loaded.updated(with: second.files))
        guard case .delta(let bytes, _) = update else {
            Issue.record("expected a delta")
            return
        }
        #expect(FactsCache(bytes: bytes).count == 1)
        #expect(cache.storeFacts(update, slot: slot, key: key))
        #expect(FileManager.default.fileExists(atPath: cache.url(ofFactsDeltaSlot: slot).path))

        // Base and delta together: every file from facts, linting as parsed; nothing new to store.
        let withDelta = cache.loadFacts(slot: slot, key: key)
        #expect(withDelta.count == 13, "the edited file's old entry stays in the base until a whole store")
        let third = try load(folder.url.path, facts: withDelta, budget: 0)
        #expect(third.files.allSatisfy { $0.fromCache })
        let parsedThird = try Workspace.load(paths: [folder.url.path])
        #expect(lintOutput(third) == lintOutput(parsedThird))
        #expect(withDelta.updated(with: third.files) == nil)

        // Another edit: the delta holds what the base lacks now (the first edit's entry is gone).
        folder.write("Model3.swift", model(3, count: 31))
        let fourth = try load(folder.url.path, facts: withDelta)
        guard case .delta(let next, _)? = withDelta.updated(with: fourth.files) else {
            Issue.record("expected a delta")
            return
        }
        #expect(FactsCache(bytes: next).count == 1)

        // A delta is read only with the base it was written against.
        let onDisk = try Data(contentsOf: cache.url(ofFactsDeltaSlot: slot))
        let rewritten = try #require(FactsCache().updated(with: fourth.files)?.wholeBytes)
        #expect(cache.storeFacts(.whole([rewritten]), slot: slot, key: key))
        #expect(!FileManager.default.fileExists(atPath: cache.url(ofFactsDeltaSlot: slot).path), "a whole store removes the delta")
        try onDisk.write(to: cache.url(ofFactsDeltaSlot: slot))
        #expect(cache.loadFacts(slot: slot, key: key).count == 12, "a delta of another base is ignored")

        // Many files edited: more than a quarter of the entries would go unused, so the store is whole.
        let base = cache.loadFacts(slot: slot, key: key)
        for index in 0..<6 {
            folder.write("Model\(index).swift", model(index, count: index + 100))
        }
        let many = try load(folder.url.path, facts: base)
        let rewrittenWhole = try #require(base.updated(with: many.files)?.wholeBytes)

        // With the base's bytes let go (as a lint does once its files are loaded), the whole store
        // encodes the unchanged files' facts again, to the same bytes; a load finds none of them.
        base.releaseBase()
        #expect(base.updated(with: many.files)?.wholeBytes == rewrittenWhole)
        let reloaded = try load(folder.url.path, facts: base)
        #expect(reloaded.files.allSatisfy { !$0.fromCache })
        #expect(lintOutput(reloaded) == lintOutput(many))
    }

    /// A delta needs none of the base's bytes: let go before the store, it is the same delta.
    @Test func aDeltaIsTheSameWithTheBaseLetGo() throws {
        let (folder, cacheFolder, cache) = models(8)
        defer { withExtendedLifetime(cacheFolder) {} }
        let slot = ContentHash("slot"), key = ContentHash("build")
        let first = try load(folder.url.path, facts: FactsCache())
        #expect(cache.storeFacts(try #require(FactsCache().updated(with: first.files)), slot: slot, key: key))
        folder.write("Model2.swift", model(2, count: 20))
        let kept = cache.loadFacts(slot: slot, key: key), released = cache.loadFacts(slot: slot, key: key)
        let second = try load(folder.url.path, facts: kept)
        #expect(second.files.filter { !$0.fromCache }.count == 1)
        released.releaseBase()
        guard case .delta(let expected, let base)? = kept.updated(with: second.files),
              case .delta(let bytes, base)? = released.updated(with: second.files) else {
            Issue.record("expected the same delta, against the same base")
            return
        }
        #expect(bytes == expected)
    }

    /// A first store is encoded into chunks of `FactsCache.chunkEntries` files on every core and
    /// written without joining them: the file reads back whole, and its files load from it and
    /// lint as parsed.
    @Test func aWholeStoreIsWrittenInChunks() throws {
        let (folder, cacheFolder, cache) = models(FactsCache.chunkEntries + 40)
        _ = cacheFolder
        let parsed = try load(folder.url.path, facts: FactsCache())
        guard case .whole(let chunks)? = FactsCache().updated(with: parsed.files) else {
            Issue.record("a first store is whole")
            return
        }
        #expect(chunks.count == 3, "the entry count, then two chunks")
        let slot = ContentHash("slot"), key = ContentHash("build")
        #expect(cache.storeFacts(.whole(chunks), slot: slot, key: key))
        let onDisk = try [UInt8](Data(contentsOf: cache.url(ofFactsSlot: slot)))
        #expect(onDisk == LintCache.frame(Array(chunks.joined()), key: key, magic: LintCache.factsMagic))
        let loaded = cache.loadFacts(slot: slot, key: key)
        #expect(loaded.count == parsed.files.count)
        let cached = try load(folder.url.path, facts: loaded)
        #expect(cached.files.allSatisfy { $0.fromCache })
        #expect(lintOutput(cached) == lintOutput(parsed))
    }

    /// Damaged, truncated or foreign bytes are never trusted: the cache reads as empty and every
    /// file is parsed. (On disk the frame's checksum rejects a damaged byte anywhere.)
    @Test func damagedFactsAreNotTrusted() throws {
        let folder = "Examples/LegacyApp"
        let parsed = try load(folder, facts: FactsCache())
        let bytes = try #require(FactsCache().updated(with: parsed.files)?.wholeBytes)
        let expected = lintOutput(parsed)
        // Truncated anywhere, or with trailing bytes: no entry is trusted.
        for cut in [1, 17, bytes.count / 3, bytes.count - 1] {
            #expect(FactsCache(bytes: Array(bytes.prefix(cut))).count == 0, "cut at \(cut)")
        }
        #expect(FactsCache(bytes: bytes + [0]).count == 0)
        #expect(FactsCache(bytes: Array(repeating: 0xFF, count: 64)).count == 0)
        // A cache file written for another build or format is ignored.
        let cacheFolder = TemporaryFolder()
        let cache = LintCache(directory: cacheFolder.url)
        let slot = ContentHash("slot"), key = ContentHash("build 1")
        #expect(cache.storeFacts(.whole([bytes]), slot: slot, key: key))
        #expect(cache.loadFacts(slot: slot, key: key).count == parsed.files.count)
        #expect(cache.loadFacts(slot: slot, key: ContentHash("build 2")).count == 0)
        let url = cache.url(ofFactsSlot: slot)
        let onDisk = try Data(contentsOf: url)
        try onDisk.prefix(onDisk.count - 10).write(to: url)
        #expect(cache.loadFacts(slot: slot, key: key).count == 0, "a truncated file is not trusted")
        var flipped = [UInt8](onDisk)
        flipped[flipped.count - 100] ^= 0x01
        try Data(flipped).write(to: url)
        #expect(cache.loadFacts(slot: slot, key: key).count == 0, "a damaged byte is not trusted")
        #expect(lintOutput(try load(folder, facts: cache.loadFacts(slot: slot, key: key))) == expected)
    }

    /// Every stored value of `facts`, as text: nodes by slot, dictionaries sorted.
    static func dump(_ facts: FileFacts) -> String {
        var lines: [String] = []
        func visit(_ value: Any, _ path: String) {
            if value is TreeHandle { return }
            let mirror = Mirror(reflecting: value)
            if mirror.children.isEmpty || value is String {
                lines.append("\(path) = \(value)")
                return
            }
            var children = mirror.children.enumerated().map { index, child in (label: child.label ?? "\(index)", value: child.value) }
            if mirror.displayStyle == .dictionary {
                children = children.map { child in
                    let pair = Array(Mirror(reflecting: child.value).children)
                    return (label: "[\(pair[0].value)]", value: pair[1].value)
                }.sorted { $0.label < $1.label }
            }
            for child in children { visit(child.value, path + "." + child.label) }
        }
        visit(facts, "facts")
        return lines.joined(separator: "\n")
    }
}
