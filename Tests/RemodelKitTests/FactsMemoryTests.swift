import Foundation
import SwiftSyntax
import Testing
@testable import RemodelCore
@testable import RemodelKit
@testable import RemodelProject

/// The compact storage of facts: what many files repeat is held once (`FactsInterner`), and the
/// flat call table answers as the dictionary it replaced did.
struct FactsMemoryTests {
    private func storage(_ text: String) -> UnsafeRawPointer? {
        var copy = text
        return copy.withUTF8 { UnsafeRawPointer($0.baseAddress) }
    }

    private func storage<Element>(_ array: [Element]) -> UnsafeRawPointer? {
        array.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    @Test func anInternerReturnsEqualValuesSharingOneCopy() {
        let interner = FactsInterner()
        // Built at run time, so that the two are separate copies.
        let long = { (suffix: String) in "NotificationSettingsViewModel" + suffix }
        let first = interner.string(long(""))
        let second = interner.string(long(""))
        #expect(first == second && first == long(""))
        #expect(storage(first) == storage(second))
        // Short strings are stored inline: returned as they are, equal.
        #expect(interner.string("Model") == "Model")

        let names = { ["MainActor", "Observable", String(repeating: "x", count: 20)] }
        #expect(interner.strings(names()) == names())
        #expect(storage(interner.strings(names())) == storage(interner.strings(names())))
        #expect(interner.strings([]).isEmpty)

        let type = { TypeRef([.init("Dictionary", arguments: [TypeRef(path: "String"), TypeRef(path: "Feature.State")])]) }
        let sharedType = interner.type(type())
        #expect(sharedType == type())
        #expect(storage(sharedType.components) == storage(interner.type(type()).components))
        #expect(interner.type(TypeRef([])) == TypeRef([]))
        #expect(interner.type(nil as TypeRef?) == nil)

        #expect(interner.equatability(.types(names())) == .types(names()))
        #expect(interner.equatability(.type(long(""))) == .type(long("")))
        #expect(interner.equatability(.never) == .never)
    }

    /// Values are found by their UTF-8 bytes: a name read from the cache's bytes shares the copy a
    /// parsed file interned, many names all come back (the tables grow), a spelling with other
    /// bytes (canonically equivalent or not) is not another's, and bytes that are not UTF-8 come
    /// back repaired, as `String(decoding:as:)` makes them, and are not kept under those bytes.
    @Test func anInternerFindsValuesByTheirBytes() {
        let interner = FactsInterner()
        let name = { "DailyAlbumFeatureViewModel" + "" }
        let parsed = interner.string(name())
        let read = Array(name().utf8).withUnsafeBytes { interner.string(utf8: $0) }
        #expect(read == parsed && storage(read) == storage(parsed))

        let many = (0..<5_000).map { "GeneratedFeature\($0)ViewModel" }
        let first = many.map { interner.string($0 + "") }
        let again = many.map { text in Array(text.utf8).withUnsafeBytes { interner.string(utf8: $0) } }
        #expect(again == many)
        #expect(zip(first, again).allSatisfy { storage($0) == storage($1) })

        // "é" precomposed and decomposed: equal as Swift strings, two spellings here.
        let composed = interner.string("Caf\u{E9}SettingsViewModel")
        let decomposed = interner.string("Cafe\u{301}SettingsViewModel")
        #expect(composed == decomposed)
        #expect(Array(composed.utf8) != Array(decomposed.utf8))

        let invalid: [UInt8] = Array("InvalidUTF8SequenceHere".utf8) + [0xC3, 0x28]
        let repaired = invalid.withUnsafeBytes { interner.string(utf8: $0) }
        #expect(repaired == String(decoding: invalid, as: UTF8.self))
        #expect(invalid.withUnsafeBytes { interner.string(utf8: $0) } == repaired)

        let lists = (0..<2_000).map { ["Published", "Feature\($0)Attribute"] }
        let firstLists = lists.map { interner.strings($0) }
        #expect(lists.map { interner.strings($0) } == lists)
        #expect(zip(firstLists, lists.map { interner.strings($0) }).allSatisfy { storage($0) == storage($1) })
        let types = (0..<2_000).map { TypeRef([.init("Store", arguments: [TypeRef(path: "Feature\($0).State")])]) }
        let firstTypes = types.map { interner.type($0) }
        #expect(types.map { interner.type($0) } == types)
        #expect(zip(firstTypes, types.map { interner.type($0) }).allSatisfy { storage($0.components) == storage($1.components) })
        #expect(interner.type(TypeRef(path: "Feature1.State")) != interner.type(TypeRef(path: "Feature1.Action")))
    }

    /// Every file of a load shares one interner, whether its facts were parsed or read from the
    /// cache, and the facts are the same either way. The files are read one by one with one
    /// interner, as each core reads its files in `Workspace.load` (two cores asking for the same
    /// value at once may leave one copy unshared, by design: so a load on two cores is not counted).
    @Test func theFilesOfALoadShareWhatTheyRepeat() throws {
        let folder = TemporaryFolder()
        for index in 0..<3 {
            folder.write("Screen\(index).swift", """
                @MainActor final class Screen\(index)Model: ObservableObject {
                    @Published var rows: [NotificationSettingsRow] = []
                    @Published private(set) var isLoading = false
                }

                """)
        }
        let input = try Workspace.Input.read(paths: [folder.url.path], workingDirectory: nil)
        func load(_ facts: FactsCache) throws -> [SourceFile] {
            let interner = FactsInterner()
            return try input.files.map { try Workspace.read($0, residency: TreeResidency(budget: 1_000_000_000), facts: facts, interner: interner) }
        }
        func properties(_ files: [SourceFile], named name: String) -> [PropertyDeclaration] {
            files.flatMap { $0.facts.types.flatMap(\.properties) }.filter { $0.name == name }
        }
        let parsed = try load(FactsCache())
        let stored = FactsCache(bytes: try #require(FactsCache().updated(with: parsed)?.wholeBytes))
        let decoded = try load(stored)
        #expect(parsed.allSatisfy { !$0.fromCache } && decoded.allSatisfy { $0.fromCache })
        for files in [parsed, decoded] {
            let rows = properties(files, named: "rows")
            #expect(rows.count == 3)
            #expect(Set(rows.map { storage($0.typeRef?.components ?? []) }).count == 1, "one copy of [NotificationSettingsRow]")
            #expect(Set(rows.map { storage($0.attributes) }).count == 1, "one copy of [\"Published\"]")
            #expect(Set(properties(files, named: "isLoading").map { storage($0.modifiers) }).count == 1, "one copy of [\"private(set)\"]")
        }
        #expect(properties(parsed, named: "rows").map { $0.typeRef?.description } == properties(decoded, named: "rows").map { $0.typeRef?.description })
        // A load on every core gives the same facts.
        let loaded = Workspace.load(input, residency: TreeResidency(budget: 1_000_000_000), facts: stored)
        #expect(properties(loaded.files, named: "rows").map { $0.typeRef?.description } == properties(parsed, named: "rows").map { $0.typeRef?.description })
    }

    /// The call table answers by name (counts, nodes, names sorted) from parsed and from stored facts.
    @Test func theCallTableAnswersByName() throws {
        let text = """
            func load() {
                fetch(); decode(1); fetch()
                Task { await save() }
                model.fetch()
            }

            """
        let residency = TreeResidency(budget: 1_000_000_000)
        let file = SourceFile(path: "Calls.swift", url: URL(fileURLWithPath: "Calls.swift"), text: text, format: .init(hasByteOrderMark: false, lineEnding: .lf), residency: residency)
        let bytes = file.encodedFacts
        let decoded = try #require(FactsCoding.decode(bytes, range: 0..<bytes.count, path: "Calls.swift", text: text, residency: residency))
        for calls in [file.facts.calls, decoded.facts.calls] {
            #expect(calls.names == ["Task", "decode", "fetch", "save"])
            #expect(calls.count(of: "fetch") == 3)
            #expect(calls["fetch"]?.map { $0.trimmedDescription } == ["fetch()", "fetch()", "model.fetch()"])
            #expect(calls["decode", default: []].map { $0.trimmedDescription } == ["decode(1)"])
            #expect(calls["missing"] == nil)
            #expect(calls.count(of: "missing") == 0)
            #expect(calls["missing", default: []].isEmpty)
            #expect(calls.untrackedCount(of: "Task") == 1)
        }
        #expect(CallTable().names.isEmpty && CallTable()["fetch"] == nil)
    }
}
