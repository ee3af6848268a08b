import Foundation
import SwiftParser
import SwiftSyntax
import Testing
@testable import RemodelCore
@testable import RemodelKit
@testable import RemodelProject
@testable import RemodelRules

/// Cross-file questions are answered from facts read while the file's tree was alive, so a
/// released tree is not parsed again just to ask them.
struct NodeFreeFactsTests {
    private func property(_ declaration: String) throws -> PropertyDeclaration {
        let tree = Parser.parse(source: declaration)
        let variable = try #require(tree.statements.first?.item.as(VariableDeclSyntax.self))
        return try #require(FileIndexer.properties(of: variable).first)
    }

    /// What `onChange(of:)` needs (an Equatable value), as far as the declaration says; the named
    /// types are the project's question.
    @Test(arguments: [
        ("var a: String", Equatability.type("String")),
        ("var a: Model?", .type("Model")),
        ("var a: [Item]", .type("Item")),
        ("var a: [String: Item]?", .type("Item")),
        ("var a: Set<Tag>", .types(["Tag"])),
        ("var a: Dictionary<Key, Value>", .types(["Key", "Value"])),
        ("var a: Outer.Inner", .type("Inner")),
        ("var a: () -> Void", .never),
        ("var a: (Int, Int)", .never),
        ("var a: any Shape", .never),
        ("var a: Any", .never),
        ("var a: AnyObject?", .never),
        ("var a = \"text\"", .always),
        ("var a = 3", .always),
        ("var a = 2.5", .always),
        ("var a = true", .always),
        ("var a = Mode.idle", .type("Mode")),
        ("var a = Item()", .type("Item")),
        ("var a = Outer.Item()", .never),
        ("var a = makeItem()", .never),
        ("var a = [1, 2]", .never),
        ("var a", .never),
    ])
    func equatabilityIsReadFromTheDeclaration(declaration: String, expected: Equatability) throws {
        #expect(try property(declaration).equatability == expected)
    }

    @Test func equatabilityAsksTheProjectForEachNamedType() {
        let equatable: Set<String> = ["Tag", "Key"]
        #expect(Equatability.types(["Tag", "Key"]).holds(equatable.contains))
        #expect(!Equatability.types(["Tag", "Other"]).holds(equatable.contains))
        #expect(Equatability.types([]).holds(equatable.contains))
        #expect(Equatability.always.holds { _ in false })
        #expect(!Equatability.never.holds { _ in true })
    }

    /// The type a wrapper's property writes, dotted (`Inbox.ViewModel`), for the migration's lookups.
    @Test(arguments: [
        ("@EnvironmentObject var model: Inbox.ViewModel", "Inbox.ViewModel"),
        ("@ObservedObject var model: Model!", "Model"),
        ("@StateObject var model = Inbox.ViewModel()", "Inbox.ViewModel"),
        ("@StateObject var model = Model.init()", "Model"),
        ("@StateObject var model = Store<Int>(0)", "Store"),
        ("@StateObject var model = makeModel()", nil),
        ("@StateObject var model = Model.shared", "Model"),
    ] as [(String, String?)])
    func wrapperUsesRecordTheWrittenType(declaration: String, expected: String?) throws {
        let folder = TemporaryFolder()
        folder.write("V.swift", "import SwiftUI\nstruct V: View {\n    \(declaration)\n    var body: some View { Text(\"\") }\n}\n")
        let workspace = try Workspace.load(paths: [folder.url.path])
        let use = try #require(workspace.files.first?.facts.wrapperUses.first)
        #expect(use.writtenType == expected)
    }

    @Test func enumsRecordWhetherACaseCarriesValues() throws {
        let folder = TemporaryFolder()
        folder.write("E.swift", "enum Plain { case a, b }\nenum Payload { case a, b(Int) }\nstruct S {}\n")
        let workspace = try Workspace.load(paths: [folder.url.path])
        let types = try #require(workspace.files.first?.facts.types)
        #expect(types.map(\.hasPayloadCases) == [false, true, false])
    }

    /// The migration's output check reads only type declarations (`typeDeclarations(in:)`); it
    /// names them as the indexer does: nested, in extensions, local to a function, with attributes.
    @Test func typeDeclarationsNameTypesAsTheIndexerDoes() {
        let source = """
            @MainActor @Observable final class Outer {
                struct Inner { enum Deep {} }
                func make() { final class Local: ObservableObject {}; _ = { actor InClosure {} } }
            }
            extension Outer.Inner { @Observable class Nested {} }
            protocol P {}
            extension Array: P where Element == Int {}
            """
        let tree = Parser.parse(source: source)
        let facts = FileIndexer.facts(in: TreeHandle(root: tree)).types
        let light = FileIndexer.typeDeclarations(in: tree)
        #expect(light.map(\.qualifiedName) == facts.map(\.qualifiedName))
        #expect(light.map(\.kind) == facts.map(\.kind))
        #expect(light.map(\.attributes) == facts.map(\.attributes))
        #expect(light.map(\.qualifiedName).contains("Outer.Inner.Nested"))
    }

    /// With every tree released, a file whose declarations need no syntax for any check (no
    /// finding, nothing a rule must read) is not parsed again: the rules ask their fact-based
    /// questions (and byte searches: no `catch`, no `Task`) first, and the migration outlook asks
    /// facts of the model's file (`Mode` is Equatable: a payload-free enum).
    @Test func filesNoCheckNeedsAreNotParsedAgain() throws {
        let folder = TemporaryFolder()
        folder.write("Model.swift", """
            import Combine
            @MainActor final class Counter: ObservableObject {
                @Published var count = 0
                @Published var mode: Mode = .idle
            }
            """)
        folder.write("Mode.swift", "enum Mode { case idle, busy }\n")
        folder.write("Token.swift", """
            final class Token: Equatable {
                let id = 0
                static func == (lhs: Token, rhs: Token) -> Bool { lhs.id == rhs.id }
            }
            """)
        folder.write("Row.swift", """
            import SwiftUI
            struct Row: View {
                let title: String
                var body: some View { Text(title) }
            }
            """)
        folder.write("CounterView.swift", """
            import SwiftUI
            struct CounterView: View {
                @ObservedObject var counter: Counter
                var body: some View {
                    Text("\\(counter.count)").onReceive(counter.$mode) { mode in print(mode) }
                }
            }
            """)
        let workspace = try Workspace.load(paths: [folder.url.path], residency: TreeResidency(budget: 0))
        // Every tree released before the rules run (the budget alone releases them as others are
        // parsed, in an order that depends on the threads).
        for file in workspace.files { file.handle.release() }
        let result = Linter(optedIn: everyRuleID).lint(workspace)
        #expect(result.findings.map(\.diagnostic.ruleID).sorted() == ["prefer-observable", "published-projection"])
        let reparsed = Dictionary(uniqueKeysWithValues: workspace.files.map { (($0.path as NSString).lastPathComponent, $0.handle.reparseCount) })
        #expect(reparsed["Row.swift"] == 0, "\(reparsed)")
        #expect(reparsed["Mode.swift"] == 0, "\(reparsed)")
        #expect(reparsed["Token.swift"] == 0, "\(reparsed)")
    }
}
