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
