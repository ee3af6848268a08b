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
    /// Lints `folder` with every tree released first: the files reported, and how many times each
    /// file (by name) was parsed again.
    private func lintWithEveryTreeReleased(_ folder: TemporaryFolder, _ linter: Linter) throws -> (reported: [String], reparsed: [String: Int]) {
        let workspace = try Workspace.load(paths: [folder.url.path], residency: TreeResidency(budget: 0))
        for file in workspace.files { file.handle.release() }
        let result = linter.lint(workspace)
        let name = { (path: String) in (path as NSString).lastPathComponent }
        return (result.findings.map { name($0.diagnostic.path) }, Dictionary(uniqueKeysWithValues: workspace.files.map { (name($0.path), $0.handle.reparseCount) }))
    }

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

    /// Where a type is injected (`environment-injection-mismatch` names the first site's line) is
    /// read from the position the injection's facts recorded: the injecting root is not parsed
    /// again, and the line is the one the token is on.
    @Test func anInjectionSitesLineIsReadWithoutItsTree() throws {
        let folder = TemporaryFolder()
        folder.write("Store.swift", """
            import Observation
            @Observable final class Store { var items: [String] = [] }
            """)
        folder.write("Root.swift", """
            import SwiftUI
            struct Root: View {
                let store = Store()
                var body: some View {
                    Reader()
                        .environmentObject(store)
                }
            }
            """)
        folder.write("Reader.swift", """
            import SwiftUI
            struct Reader: View {
                @Environment(Store.self) var store
                var body: some View { Text("\\(store.items.count)") }
            }
            """)
        let linter = Linter(rules: [RuleRegistry.rule(id: "environment-injection-mismatch")!.init()])
        let workspace = try Workspace.load(paths: [folder.url.path], residency: TreeResidency(budget: 0))
        for file in workspace.files { file.handle.release() }
        let result = linter.lint(workspace)
        let messages = result.findings.map(\.diagnostic.message)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("Root.swift:6") == true, "\(messages)")
        let reparsed = Dictionary(uniqueKeysWithValues: workspace.files.map { (($0.path as NSString).lastPathComponent, $0.handle.reparseCount) })
        #expect(reparsed["Root.swift"] == 0, "\(reparsed)")
    }

    /// A type's member-write receivers are what the one mutation detector finds in its member block
    /// (`Mutations.find`, `Mutations.memberWriteReceiver`): nested types' writes are theirs, not the
    /// enclosing type's, and writes of a type's own properties (`x = 1`, `self.x = 1`, `x[0] = 1`) name
    /// no receiver.
    @Test func memberWriteReceiversAreTheMutationDetectorsReceivers() throws {
        let sample = SourceFile(path: "Writes.swift", text: """
            struct Screen: View {
                @ObservedObject var model: Model
                @State private var flag = false
                var body: some View {
                    Button("A") { model.count += 1; self.store.items.append(1); flag = true; self.flag.toggle() }
                    Toggle("", isOn: $flag).onAppear { swap(&other.a, &other.b); list[0] = 1; (model.title)! = "" }
                }
                struct Inner { func f() { inner.x = 1 } }
            }
            extension Screen { func g() { helper.value = 2 } }
            """)
        let byName = Dictionary(uniqueKeysWithValues: sample.facts.types.filter { $0.kind != .extension }.map { ($0.qualifiedName, $0.memberWriteReceivers) })
        #expect(byName["Screen"] == ["model", "other", "store"])
        #expect(byName["Screen.Inner"] == ["inner"])
        #expect(sample.facts.types.last?.memberWriteReceivers == ["helper"])
        var types = 0
        for folder in ["Examples/LegacyApp", "Examples/TCAApp", "Tests/TCAFixtures", "Tests/MigrationFixtures"] {
            let urls = FileManager.default.enumerator(at: repositoryRoot.appendingPathComponent(folder), includingPropertiesForKeys: nil)!
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
            for url in urls {
                let file = SourceFile(path: url.path, text: try String(contentsOf: url, encoding: .utf8))
                for type in file.facts.types {
                    let receivers = Set(Mutations.find(in: try #require(type.memberBlock)).compactMap { Mutations.memberWriteReceiver(of: $0.target)?.receiver.text })
                    #expect(type.memberWriteReceivers == receivers.sorted(), "\(url.lastPathComponent): \(type.qualifiedName)")
                    types += 1
                }
            }
        }
        #expect(types > 200)
    }

    /// Every Swift file the repository ships, for checks that compare two ways of reading them.
    static func shippedSources() throws -> [(name: String, text: String)] {
        var sources: [(name: String, text: String)] = []
        for folder in ["Examples", "Tests/TCAFixtures", "Tests/MigrationFixtures", "Sources/RemodelCore"] {
            let urls = FileManager.default.enumerator(at: repositoryRoot.appendingPathComponent(folder), includingPropertiesForKeys: nil)!
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
            for url in urls { sources.append((url.lastPathComponent, try String(contentsOf: url, encoding: .utf8))) }
        }
        return sources
    }

    /// `text`'s facts as the indexer reads them, and as the facts cache gives them back after coding.
    static func indexedAndDecoded(_ name: String, _ text: String) throws -> (facts: FileFacts, decoded: FileFacts) {
        let residency = TreeResidency(budget: 1_000_000_000)
        let handle = TreeHandle(tree: SwiftSourceParser.tree(text), path: name, text: text, residency: residency)
        let facts = FileIndexer.facts(in: handle, text: text)
        let encoded = FactsCoding.encode(facts, hasSyntaxErrors: false, handle: handle)
        let decoded = try #require(FactsCoding.decode(encoded, range: 0..<encoded.count, path: name, text: text, residency: residency))
        return (facts, decoded.facts)
    }

    /// A view's member writes, recorded while the file is indexed (`TypeDeclaration.memberWrites`),
    /// are what view-model-state-writable reads from the syntax for any other type: the same writes,
    /// in the same order, with the same answers, for every view the repository ships and samples of
    /// each case (a local receiver, an unwrapped property, a Binding setter, a cleared command,
    /// `&x.y`, a nested type's writes); and they survive the facts cache's coding.
    @Test func recordedMemberWritesAreTheSyntaxs() throws {
        let sample = """
            import SwiftUI
            struct Sample: View {
                @State private var model = Model()
                @ObservedObject var other: Model
                init(existing: [String]) {
                    let model = Model()
                    model.items = existing
                    self._model = State(initialValue: model)
                }
                var body: some View {
                    let direct = Binding { other.letters } set: { other.letters = $0 }
                    List(model.ids, id: \\.self) { Text($0) }
                        .onChange(of: model.scrollTo) { _, _ in model.scrollTo = nil; model.count += 1 }
                        .task(id: model.flag) { model.flag = false }
                        .onReceive(other.$query) { _ in other.query = "" }
                    Button("x") { self.model.tags.append("a"); other.flags[0] = true; model.on.toggle(); swap(&other.a.b, &model.c) }
                }
                func local() {
                    final class Helper { var model = Model(); func poke() { model.count = 9 } }
                    Helper().poke()
                }
                func reset() {
                    guard let model = Optional(model) else { return }
                    model.count = 0
                    if let other { other.count = 1 }
                }
                struct Nested: View { @State var m = Model(); var body: some View { Button("n") { m.count = 2 } } }
            }
            extension Sample { func more() { model.count = 3 } }
            """
        var recorded = 0
        var flags = (local: 0, setter: 0, command: 0, methods: 0)
        for (name, text) in try Self.shippedSources() + [("Sample.swift", sample)] {
            let (facts, decoded) = try Self.indexedAndDecoded(name, text)
            #expect(decoded.types.map(\.memberWrites) == facts.types.map(\.memberWrites), "\(name)")
            for type in facts.types {
                guard let writes = type.memberWrites, let memberBlock = type.memberBlock else { continue }
                #expect(type.inheritedTypes.contains("View") && type.kind != .extension, "\(name): \(type.name)")
                #expect(writes == MemberWrite.all(in: memberBlock), "\(name): \(type.name)")
                recorded += writes.count
                flags.local += writes.count(where: \.receiverIsLocal)
                flags.setter += writes.count(where: \.isInsideBindingSetter)
                flags.command += writes.count(where: \.acknowledgesCommand)
                flags.methods += writes.count(where: { $0.method != nil })
            }
            if name == "Sample.swift" {
                #expect(facts.types.first { $0.name == "Sample" && $0.kind == .struct }?.memberWrites?.count == 13)
                #expect(facts.types.first { $0.kind == .extension }?.memberWrites == nil)
                #expect(facts.types.first { $0.name == "Nested" }?.memberWrites?.map(\.receiver) == ["m"])
            }
        }
        #expect(recorded > 15)
        #expect(flags.local > 0 && flags.setter > 0 && flags.command > 0 && flags.methods > 0)
    }

    /// The indexer tests names and sequences on the source bytes before reading them as syntax
    /// (`$x`, `objectWillChange`, a `=`); the facts are the same as without the bytes, to the byte.
    @Test func bytePreChecksChangeNoFact() throws {
        let sample = """
            final class Model: ObservableObject {
                @Published var x = 0
                func f() { objectWillChange.send(); x = 1; y += 2; z = a == b ? 1 : 2; let s = "a = b" + c }
            }
            struct V: View {
                @ObservedObject var model: Model
                var body: some View { Text("\\(model.x)").onReceive(model.$x) { _ in model.x = 0 }.sheet(isPresented: $flag) {} }
                func g() { model.objectWillChange.send(); `objectWillChange`.send(); objectWillChangeX = 1; $0x = 1 }
            }
            """
        var files = 0
        for (name, text) in try Self.shippedSources() + [("Sample.swift", sample)] {
            let residency = TreeResidency(budget: 1_000_000_000)
            let withBytes = TreeHandle(tree: SwiftSourceParser.tree(text), path: name, text: text, residency: residency)
            let without = TreeHandle(tree: SwiftSourceParser.tree(text), path: name, text: text, residency: residency)
            let fast = FileIndexer.facts(in: withBytes, text: text)
            var slow = FileIndexer.facts(in: without, text: nil)
            // Without the text there are no markers to record (`TextMarkers`, tested below).
            #expect(slow.textMarkers == nil && fast.textMarkers != nil)
            #expect(slow.markedOffsets == nil && fast.markedOffsets != nil)
            slow.textMarkers = fast.textMarkers
            slow.markedOffsets = fast.markedOffsets
            #expect(FactsCoding.encode(fast, hasSyntaxErrors: false, handle: withBytes) == FactsCoding.encode(slow, hasSyntaxErrors: false, handle: without), "\(name)")
            files += 1
        }
        #expect(files > 300)
    }

    /// A file answers whether it spells a `TextMarkers` needle from its facts, parsed or read from
    /// the cache, as a search of its text does; facts with no markers, or recorded under another
    /// list of needles, send the question back to the text.
    @Test func textMarkersAnswerAsTheTextDoes() throws {
        let sample = """
            // nonisolated, in a comment
            @MainActor final class Model: ObservableObject { func observeChanges() {} }
            struct App { @UIApplicationDelegateAdaptor(Delegate.self) var delegate; func observeChanges() {} }
            func observeChanges<T>(of value: T) {}
            """
        var spelled = Set<String>()
        for (name, text) in try Self.shippedSources() + [("Sample.swift", sample)] {
            let parsed = SourceFile(path: name, text: text)
            let residency = TreeResidency(budget: 1_000_000_000)
            let encoded = parsed.encodedFacts
            let decoded = try #require(FactsCoding.decode(encoded, range: 0..<encoded.count, path: name, text: text, residency: residency))
            #expect(decoded.facts.textMarkers == parsed.facts.textMarkers, "\(name)")
            #expect(parsed.facts.textMarkers == TextMarkers.markers(in: text), "\(name)")
            for needle in TextMarkers.needles {
                let found = ByteSearch.contains(needle, in: text)
                if found { spelled.insert(needle) }
                #expect(parsed.mentions(needle) == found, "\(name): \(needle)")
                #expect(parsed.offsets(of: needle) == ByteSearch.offsets(of: needle, in: text), "\(name): \(needle)")
            }
        }
        // Every needle is spelled somewhere (each answer above was a `true` as well as a `false`).
        #expect(spelled == Set(TextMarkers.needles))
        // Markers beyond the list do not read; nor do facts written under another list of needles.
        let file = SourceFile(path: "Sample.swift", text: sample)
        var facts = file.facts
        facts.textMarkers = 1 << UInt64(TextMarkers.needles.count)
        let beyond = FactsCoding.encode(facts, hasSyntaxErrors: false, handle: file.handle)
        #expect(FactsCoding.decode(beyond, range: 0..<beyond.count, path: "Sample.swift", text: sample, residency: TreeResidency(budget: 0)) == nil)
        var other = file.encodedFacts
        // The signature follows the version number (one byte while it is under 128).
        #expect(other[0] == UInt8(FactsCoding.version))
        other[1] ^= 0xFF
        #expect(FactsCoding.decode(other, range: 0..<other.count, path: "Sample.swift", text: sample, residency: TreeResidency(budget: 0)) == nil)
        #expect(TextMarkers.needles.count <= 64 && Set(TextMarkers.needles).count == TextMarkers.needles.count)
    }

    /// `TypeNames.trimmedText` is `trimmedDescription` without building the trimmed copies: the
    /// same text for every extended type and attribute name the repository ships, and for outer
    /// comments and odd spacing.
    @Test func trimmedTextIsTheTrimmedDescription() throws {
        final class Collector: SyntaxVisitor {
            var nodes: [Syntax] = []
            override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { nodes.append(Syntax(node.extendedType)); return .visitChildren }
            override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind { nodes.append(Syntax(node.attributeName)); return .visitChildren }
            override func visit(_ node: InheritedTypeSyntax) -> SyntaxVisitorContinueKind { nodes.append(Syntax(node.type)); return .visitChildren }
        }
        let odd = """
            extension  /* lead */ Outer . Inner<A , B> /* trail */ {}
            extension
              Foo  // line
            {}
            @ MainActor @Environment(\\.x) var v: Int
            extension Bar: P {}
            """
        var checked = 0
        for (name, text) in try Self.shippedSources() + [("Odd.swift", odd)] {
            let collector = Collector(viewMode: .sourceAccurate)
            collector.walk(SwiftSourceParser.tree(text))
            for node in collector.nodes {
                #expect(TypeNames.trimmedText(of: node) == node.trimmedDescription, "\(name): \(node.description)")
                checked += 1
            }
        }
        #expect(checked > 500)
    }

    /// `@Environment(…)` as `attribute(named: "Environment")` finds it, read while indexing: the
    /// metatype it names, nil for a key path; no fact for another attribute or a qualified name.
    @Test(arguments: [
        ("@Environment(\\.dismiss) var dismiss", true, nil),
        ("@Environment(Model.self) var model", true, "Model"),
        ("@Environment(Model?.self) var model", true, "Model"),
        ("@Environment(App.Model.self) private var model", true, "Model"),
        ("@SwiftUI.Environment(Model.self) var model", false, nil),
        ("@EnvironmentObject var model: Model", false, nil),
        ("var model: Model", false, nil),
    ] as [(String, Bool, String?)])
    func environmentAttributeIsWhatTheAttributeSays(declaration: String, hasAttribute: Bool, metatype: String?) throws {
        let property = try property(declaration)
        #expect((property.environmentAttribute != nil) == hasAttribute)
        #expect((property.environmentAttribute != nil) == (property.attribute(named: "Environment") != nil))
        #expect(property.environmentAttribute?.metatypeBase == metatype)
        #expect(property.environmentAttribute?.metatypeBase == BoundMembers.heldType(of: property).flatMap { hasAttribute ? $0 : nil })
    }

    /// With every tree released, a view that holds a model but writes only its own state (through
    /// `@State`, and an `@Environment(\.key)` beside the model) is not parsed again for
    /// view-model-state-writable; nor is one declared as a view that writes the model's state (its
    /// writes were recorded while indexing: `TypeDeclaration.memberWrites`), and it is reported; an
    /// extension of a view that writes it is parsed again, and reported.
    @Test func viewsWritingOnlyTheirOwnStateAreNotParsedAgain() throws {
        let folder = TemporaryFolder()
        folder.write("Model.swift", """
            import SwiftUI
            @MainActor @Observable final class Counter {
                var count = 0
                func reset() { count = 0 }
            }
            """)
        folder.write("Own.swift", """
            import SwiftUI
            struct Own: View {
                let counter: Counter
                @Environment(\\.dismiss) private var dismiss
                @State private var shown = false
                var body: some View {
                    Button("\\(counter.count)") { shown = true; self.shown.toggle() }
                }
            }
            """)
        folder.write("Writer.swift", """
            import SwiftUI
            struct Writer: View {
                let counter: Counter
                var body: some View { Button("+") { counter.count += 1 } }
            }
            """)
        folder.write("WriterActions.swift", """
            import SwiftUI
            extension Writer {
                func reset() { counter.count = 0 }
            }
            """)
        let (reported, reparsed) = try lintWithEveryTreeReleased(folder, Linter(rules: [ViewModelStateWritable()]))
        #expect(reported == ["Writer.swift", "WriterActions.swift"])
        #expect(reparsed["Own.swift"] == 0, "\(reparsed)")
        #expect(reparsed["Writer.swift"] == 0, "\(reparsed)")
        #expect(reparsed["WriterActions.swift"] == 1, "\(reparsed)")
        // What the model's own members write was recorded while it was indexed (`SelfWrites`).
        #expect(reparsed["Model.swift"] == 0, "\(reparsed)")
    }

    /// What a view's `Binding(get:set:)` setters write was recorded while it was indexed
    /// (`TypeDeclaration.bindingSetterWrites`): with every tree released, the property that view
    /// binds is two-way input in another view, and the binding view is not parsed again to say so.
    @Test func bindingSetterWritesNeedNoTree() throws {
        let folder = TemporaryFolder()
        folder.write("Model.swift", """
            import SwiftUI
            @MainActor final class Filters: ObservableObject {
                @Published var isOn = false
                @Published var query = ""
                func reset() { isOn = false; query = "" }
            }
            """)
        folder.write("FilterView.swift", """
            import SwiftUI
            struct FilterView: View {
                @ObservedObject var filters: Filters
                var body: some View { Toggle("On", isOn: Binding(get: { filters.isOn }, set: { filters.isOn = $0 })) }
            }
            """)
        folder.write("Toolbar.swift", """
            import SwiftUI
            struct Toolbar: View {
                @ObservedObject var filters: Filters
                var body: some View {
                    Button("On") { filters.isOn = true }
                    Button("Clear") { filters.query = "" }
                }
            }
            """)
        let (reported, reparsed) = try lintWithEveryTreeReleased(folder, Linter(rules: [ViewModelStateWritable()]))
        #expect(reported == ["Toolbar.swift"])
        #expect(reparsed["FilterView.swift"] == 0, "\(reparsed)")
        #expect(reparsed["Model.swift"] == 0, "\(reparsed)")
    }

    /// What keeps a model for its `_x` references was recorded while it was indexed
    /// (`TypeDeclaration.storageReferences`): with every tree released, the migration outlook
    /// gives prefer-observable the keep reason without parsing the model's files again, and a
    /// `_x = Published(initialValue:)` in an initializer keeps nothing.
    @Test func storageReferencesNeedNoTree() throws {
        let folder = TemporaryFolder()
        folder.write("Store.swift", """
            import Combine
            final class Store: ObservableObject {
                @Published var title = ""
                init(title: String) { _title = Published(initialValue: title) }
            }
            """)
        folder.write("StoreReset.swift", """
            import Combine
            extension Store {
                func reset() { _title = Published(initialValue: "") }
            }
            """)
        folder.write("Clean.swift", """
            import Combine
            final class Clean: ObservableObject {
                @Published var name = ""
                init(name: String) { self._name = Published(wrappedValue: name) }
            }
            """)
        let workspace = try Workspace.load(paths: [folder.url.path], residency: TreeResidency(budget: 0))
        for file in workspace.files { file.handle.release() }
        let outlook = WorkspaceMigrationOutlook(workspace: workspace)
        let path = { (name: String) in try #require(workspace.files.first { $0.path.hasSuffix("/" + name) }).path }
        let reason = try #require(outlook.keepReason(ofClass: "Store", inFile: try path("Store.swift")))
        #expect(reason.contains("_title"), "\(reason)")
        #expect(reason.contains("StoreReset.swift:3"), "\(reason)")
        #expect(outlook.keepReason(ofClass: "Clean", inFile: try path("Clean.swift")) == nil)
        for file in workspace.files { #expect(file.handle.reparseCount == 0, "\(file.path)") }
    }

    /// The indexer counts the deprecated `onChange` form by the test the rule and the rewrite use
    /// (`OnChangeForm`); with every tree released, a file whose calls all take the iOS 17 form is
    /// not parsed again for deprecated-on-change, and one with the old form is, and is reported.
    @Test func deprecatedOnChangeCallsAreCountedWhileIndexing() throws {
        let sample = SourceFile(path: "Calls.swift", text: """
            import SwiftUI
            struct V: View {
                var body: some View {
                    Text("").onChange(of: a) { value in }.onChange(of: b) { old, new in }.onChange(of: c) { print($0) }
                        .onChange(of: d, perform: handle).onChange(of: e) { f = $1 }.onChange(of: g) { }
                }
            }
            """)
        #expect(sample.facts.deprecatedOnChangeCount == 3)
        var calls = 0
        for folder in ["Examples/LegacyApp", "Tests/MigrationFixtures", "Tests/TCAFixtures"] {
            guard let enumerator = FileManager.default.enumerator(at: repositoryRoot.appendingPathComponent(folder), includingPropertiesForKeys: nil) else { continue }
            for url in enumerator.compactMap({ $0 as? URL }) where url.pathExtension == "swift" {
                let file = SourceFile(path: url.path, text: try String(contentsOf: url, encoding: .utf8))
                let onChange = file.facts.calls["onChange"] ?? []
                #expect(file.facts.deprecatedOnChangeCount == onChange.filter(OnChangeForm.isDeprecated).count, "\(url.lastPathComponent)")
                calls += onChange.count
            }
        }
        #expect(calls > 5)

        let folder = TemporaryFolder()
        folder.write("Modern.swift", """
            import SwiftUI
            struct Modern: View {
                @State private var text = ""
                var body: some View { TextField("", text: $text).onChange(of: text) { _, new in print(new) } }
            }
            """)
        folder.write("Legacy.swift", """
            import SwiftUI
            struct Legacy: View {
                @State private var text = ""
                var body: some View { TextField("", text: $text).onChange(of: text) { new in print(new) } }
            }
            """)
        let (reported, reparsed) = try lintWithEveryTreeReleased(folder, Linter(rules: [DeprecatedOnChange()]))
        #expect(reported == ["Legacy.swift"])
        #expect(reparsed["Modern.swift"] == 0, "\(reparsed)")
    }
}
