import Foundation
import SwiftParser
import SwiftSyntax
import Testing
@testable import RemodelCore
@testable import RemodelKit
@testable import RemodelProject
@testable import RemodelRules

/// What prefer-observable, observable-view-model-main-actor, tca-observable-state and
/// view-model-state-writable used to read from a released tree — whether a class is preview code,
/// where `@MainActor` goes, where a finding is reported, which properties a model's members write —
/// is read from facts the indexer recorded and from the text: the same answers as the syntax's,
/// with no tree parsed again.
struct TreeFreeChecksTests {
    /// Every type of `sources` as a workspace indexes it (trees kept, so the syntax can be read to compare).
    private func workspace(_ sources: [(name: String, text: String)]) throws -> Workspace {
        let folder = TemporaryFolder()
        for (index, source) in sources.enumerated() { folder.write("\(index)-\(source.name)", source.text) }
        return try Workspace.load(paths: [folder.url.path])
    }

    // MARK: Preview code

    /// `isPreviewCode(type, index:)` from `PreviewEnclosure` is `isPreviewCode(type.node, index:)`
    /// from the syntax, for every type the repository ships and samples of each case: `#Preview { }`
    /// as an expression and as a declaration, a `PreviewProvider` stated on an enclosing type, one
    /// declared in an extension in another file, an extension that states it, and no preview at all.
    @Test func previewCodeIsWhatTheSyntaxSays() throws {
        let samples: [(name: String, text: String)] = [
            ("Previews.swift", """
                import SwiftUI
                struct Keypad_Previews: PreviewProvider {
                    static var previews: some View { Text("") }
                    struct Holder: View { final class Model: ObservableObject {}; var body: some View { Text("") } }
                }
                struct Other { final class Model: ObservableObject {} }
                extension Other: PreviewProvider {}
                extension Elsewhere { final class Helper: ObservableObject {} }
                #Preview { final class InPreview: ObservableObject {}; return Text("") }
                let x = #Preview { final class InExpression: ObservableObject {} }
                struct Outer { struct Middle { final class Deep: ObservableObject {} } }
                enum Plain { final class Shipped: ObservableObject {} }
                protocol Kind: PreviewProvider {}
                """),
            ("Conformances.swift", """
                import SwiftUI
                struct Elsewhere {}
                extension Elsewhere: PreviewProvider { static var previews: some View { Text("") } }
                """),
        ]
        let shipped = try NodeFreeFactsTests.shippedSources()
        let workspace = try workspace(shipped + samples)
        var compared = 0, previews = 0
        for file in workspace.files where !file.hasSyntaxErrors {
            for type in file.facts.types {
                let expected = isPreviewCode(type.node, index: workspace.index)
                #expect(isPreviewCode(type, index: workspace.index) == expected, "\(file.path): \(type.qualifiedName)")
                compared += 1
                if expected { previews += 1 }
            }
        }
        #expect(compared > 200)
        let byName = Dictionary(
            workspace.files.flatMap(\.facts.types).map { ($0.qualifiedName, isPreviewCode($0, index: workspace.index)) }, uniquingKeysWith: { $0 || $1 })
        for name in ["Keypad_Previews.Holder.Model", "Other.Model", "Elsewhere.Helper", "InPreview", "InExpression"] { #expect(byName[name] == true, "\(name)") }
        for name in ["Outer.Middle.Deep", "Plain.Shipped"] { #expect(byName[name] == false, "\(name)") }
        #expect(previews >= 5)
    }

    // MARK: Where @MainActor goes

    /// observable-view-model-main-actor's insertion, read from the text between where the class
    /// starts and where its first token's text does, is the one the syntax's leading trivia gave:
    /// own line at the indentation (spaces, tabs, CRLF), inline after a comment on the same line or
    /// when attributes share the keyword's line, at the start of the file, after a block comment
    /// spanning lines, and with an `#if` among the attributes.
    @Test func mainActorInsertionIsTheSyntaxs() throws {
        let samples: [(name: String, text: String)] = [
            ("Start.swift", "class AtStart: ObservableObject {}\n"),
            ("Indented.swift", "struct A {\n    final class Spaces: ObservableObject {}\n\tfinal class Tabs: ObservableObject {}\n}\n"),
            ("CRLF.swift", "import Foundation\r\n\r\n  @available(iOS 17, *)\r\n  final class Windows: ObservableObject {}\r\n"),
            ("Comments.swift", """
                import Foundation
                /* kept */ final class AfterComment: ObservableObject {}
                /* a
                   b */
                  class AfterBlock: ObservableObject {}
                // line
                    @objc class AfterLine: NSObject {}
                @MainActor @objc final class SameLine: NSObject {}
                @objc
                final class OwnLine: NSObject {}
                #if os(iOS)
                @objc
                #endif
                final class Conditional: NSObject {}
                  \u{000C}class FormFeed {}
                """),
        ]
        let workspace = try workspace(try NodeFreeFactsTests.shippedSources() + samples)
        var compared = 0, inline = 0
        for file in workspace.files where !file.hasSyntaxErrors {
            for type in file.facts.types {
                guard let declaration = type.node.as(ClassDeclSyntax.self) else { continue }
                let expected = Self.syntaxInsertion(before: declaration, in: file)
                #expect(ObservableViewModelMainActor.insertion(before: type, in: file) == expected, "\(file.path): \(type.qualifiedName)")
                compared += 1
                if expected.replacement == "@MainActor " { inline += 1 }
            }
        }
        #expect(compared > 30)
        #expect(inline >= 4)
    }

    /// The insertion as it was read from the syntax, for comparison.
    private static func syntaxInsertion(before declaration: ClassDeclSyntax, in file: SourceFile) -> TextEdit {
        let start = declaration.positionAfterSkippingLeadingTrivia
        var atLineStart = declaration.position.utf8Offset == 0
        var indentation = ""
        for piece in declaration.leadingTrivia {
            switch piece {
            case .newlines, .carriageReturns, .carriageReturnLineFeeds:
                atLineStart = true
                indentation = ""
            case .spaces(let count):
                indentation += String(repeating: " ", count: count)
            case .tabs(let count):
                indentation += String(repeating: "\t", count: count)
            default:
                atLineStart = false
                indentation = ""
            }
        }
        var inline = !atLineStart
        if !inline, !declaration.attributes.isEmpty {
            inline = file.location(of: start).line == file.location(of: declaration.classKeyword).line
        }
        return .insert(inline ? "@MainActor " : "@MainActor\n" + indentation, at: start)
    }

    // MARK: A model's writes

    /// `TypeDeclaration.selfWrites` is what view-model-state-writable read from a model's members
    /// one by one (`Mutations.find`, `MutationPath.ownProperty` with the member's locals), for
    /// every class and extension the repository ships and a sample of each case; it survives the
    /// facts cache's coding (as the other facts these checks read do); structs, enums and
    /// protocols record none.
    @Test func selfWritesAreWhatTheMembersWrite() throws {
        let sample = """
            final class Model: ObservableObject {
                @Published var count = 0
                var items: [Int] = [] { didSet { saved = items.count; oldValue.forEach { _ in } } }
                var saved = 0
                var engine = Engine()
                var flag = false
                var computed: Int { get { count } set { count = newValue; cache[0] = newValue } }
                var cache: [Int] = []
                static var shared = 0
                init() { count = 1; started = true }
                func bump() { count += 1; self.items.append(2); flag.toggle(); engine.volume = 1; swap(&saved, &other) }
                func shadowed(count: Int) { let flag = true; count.description.forEach { _ in }; self.count = count; _ = flag }
                func closures() { Task { self.loaded = true }; helper(); func helper() { nested = 1 } }
                static func reset() { shared = 0 }
                class func classReset() { classOnly = 0 }
                #if DEBUG
                func debugOnly() { debug = 1 }
                #endif
                final class Inner { var x = 0; func set() { x = 1; innerOnly = 2 } }
                func withType() { struct Local { var y = 0; mutating func f() { y = 1 } }; afterType = 3 }
            }
            extension Model { func more() { extra = 1; self.list.removeAll() } }
            struct View1 { var z = 0; mutating func f() { z = 1 } }
            """
        var compared = 0
        for (name, text) in try NodeFreeFactsTests.shippedSources() + [("Sample.swift", sample)] {
            let (facts, decoded) = try NodeFreeFactsTests.indexedAndDecoded(name, text)
            #expect(decoded.types.map(\.selfWrites) == facts.types.map(\.selfWrites), "\(name)")
            #expect(decoded.types.map(\.previewEnclosure) == facts.types.map(\.previewEnclosure), "\(name)")
            #expect(decoded.types.map(\.introducerPosition) == facts.types.map(\.introducerPosition), "\(name)")
            #expect(decoded.types.map(\.contentPosition) == facts.types.map(\.contentPosition), "\(name)")
            #expect(decoded.types.flatMap(\.properties).map(\.valueShape) == facts.types.flatMap(\.properties).map(\.valueShape), "\(name)")
            for type in facts.types {
                guard type.kind == .class || type.kind == .extension else {
                    #expect(type.selfWrites == nil, "\(name): \(type.qualifiedName)")
                    continue
                }
                #expect(type.selfWrites == Self.syntaxSelfWrites(of: type), "\(name): \(type.qualifiedName)")
                compared += 1
            }
            guard name == "Sample.swift" else { continue }
            let byName = Dictionary(facts.types.map { ($0.qualifiedName + ($0.kind == .extension ? "+" : ""), $0.selfWrites) }, uniquingKeysWith: { first, _ in first })
            #expect(byName["Model"] == SelfWrites(
                direct: ["afterType", "count", "flag", "loaded", "nested", "other", "saved"], throughMembers: ["cache", "engine", "items"]))
            #expect(byName["Model.Inner"] == SelfWrites(direct: ["innerOnly", "x"], throughMembers: []))
            #expect(byName["Model+"] == SelfWrites(direct: ["extra"], throughMembers: ["list"]))
            #expect(byName["View1"] == .some(nil))
        }
        #expect(compared > 50)
    }

    /// `TypeDeclaration.bindingSetterWrites` is what view-model-state-writable read from a view's
    /// member block (`Mutations.bindingSetterWrites`), for every declaration the repository ships
    /// in a file that calls `Binding` and a sample; it survives the facts cache's coding; a file
    /// without such a call records none.
    @Test func bindingSetterWritesAreWhatTheSyntaxSays() throws {
        let sample = """
            import SwiftUI
            struct FilterView: View {
                @ObservedObject var model: FilterModel
                var body: some View {
                    Toggle("On", isOn: Binding(get: { model.isOn }, set: { model.isOn = $0; model.log.append("x") }))
                    Picker("Sort", selection: Binding { model.sort } set: { apply($0, model) }) { Text("A") }
                    Row(value: SwiftUI.Binding(get: { model.name }, set: { model.name = $0 }))
                }
                struct Row: View { @Binding var value: String; var body: some View { Text(value) } }
            }
            extension FilterView { func reset() { model.isOn = false } }
            struct Plain { var x = 0 }
            """
        var compared = 0
        for (name, text) in try NodeFreeFactsTests.shippedSources() + [("Sample.swift", sample), ("NoBinding.swift", "struct A: View { @Binding var b: Int; var body: some View { Text(\"\\(b)\") } }")] {
            let (facts, decoded) = try NodeFreeFactsTests.indexedAndDecoded(name, text)
            #expect(decoded.types.map(\.bindingSetterWrites) == facts.types.map(\.bindingSetterWrites), "\(name)")
            let callsBinding = facts.calls.count(of: "Binding") > 0
            for type in facts.types {
                guard callsBinding, let memberBlock = type.memberBlock else {
                    #expect(type.bindingSetterWrites == nil, "\(name): \(type.qualifiedName)")
                    continue
                }
                #expect(type.bindingSetterWrites == Mutations.bindingSetterWrites(in: memberBlock).sorted(), "\(name): \(type.qualifiedName)")
                compared += 1
            }
            guard name == "Sample.swift" else { continue }
            let byName = Dictionary(facts.types.map { ($0.qualifiedName + ($0.kind == .extension ? "+" : ""), $0.bindingSetterWrites) }, uniquingKeysWith: { first, _ in first })
            #expect(byName["FilterView"] == ["model.isOn", "model.log", "model.sort"])
            #expect(byName["FilterView.Row"] == .some([]))
            #expect(byName["FilterView+"] == .some([]))
            #expect(byName["Plain"] == .some([]))
        }
        #expect(compared >= 4)
    }

    /// `TypeDeclaration.storageReferences` is what the migration reads from a class's or an
    /// extension's member block (`StorageReferences.underscored`, with
    /// `StorageReferences.publishedInitializer`), for every declaration the repository ships and
    /// a sample; it survives the facts cache's coding; other kinds, and blocks without such a
    /// reference, record none.
    @Test func storageReferencesAreWhatTheSyntaxSays() throws {
        let sample = """
            import Combine
            final class Store: ObservableObject {
                @Published var title = ""
                @Published var count = 0
                init(title: String) {
                    _title = Published(initialValue: title)
                    self._count = Published<Int>.init(wrappedValue: 1)
                }
                func reset() { _title = Published(initialValue: "") }
                var publisher: Published<String>.Publisher { _title.projectedValue }
                struct Inner { var _hidden = 0; func f() -> Int { _hidden } }
            }
            extension Store { func peek() -> Bool { _count.projectedValue != nil && `_title` == nil } }
            struct Plain { var _x = 0; func f() -> Int { _x } }
            class Quiet: ObservableObject { @Published var a = 0; func f() { _ = a } }
            """
        var compared = 0
        for (name, text) in try NodeFreeFactsTests.shippedSources() + [("Sample.swift", sample)] {
            let (facts, decoded) = try NodeFreeFactsTests.indexedAndDecoded(name, text)
            #expect(decoded.types.map(\.storageReferences) == facts.types.map(\.storageReferences), "\(name)")
            for type in facts.types {
                guard type.kind == .class || type.kind == .extension, let block = type.memberBlock else {
                    #expect(type.storageReferences.isEmpty, "\(name): \(type.qualifiedName)")
                    continue
                }
                let syntax = StorageReferences.underscored(in: block).map {
                    StorageReference(
                        name: $0.baseName.text, position: $0.positionAfterSkippingLeadingTrivia,
                        initializesPublished: StorageReferences.publishedInitializer($0) != nil)
                }
                #expect(type.storageReferences == syntax, "\(name): \(type.qualifiedName)")
                compared += 1
            }
            guard name == "Sample.swift" else { continue }
            let byName = Dictionary(facts.types.map { ($0.qualifiedName + ($0.kind == .extension ? "+" : ""), $0.storageReferences) }, uniquingKeysWith: { first, _ in first })
            #expect(byName["Store"]?.map(\.name) == ["_title", "_count", "_title", "_title", "_hidden"])
            #expect(byName["Store"]?.map(\.initializesPublished) == [true, true, false, false, false])
            #expect(byName["Store+"]?.map(\.name) == ["_count"])
            #expect(byName["Store.Inner"] == .some([]))
            #expect(byName["Plain"] == .some([]))
            #expect(byName["Quiet"] == .some([]))
        }
        #expect(compared > 50)
    }

    /// The writes as view-model-state-writable read them from the syntax, for comparison.
    private static func syntaxSelfWrites(of type: TypeDeclaration) -> SelfWrites {
        var direct = Set<String>(), through = Set<String>()
        func collect(_ node: Syntax, _ locals: Set<String>) {
            for mutation in Mutations.find(in: node) {
                guard let (token, rest) = mutation.path?.ownProperty(shadowedBy: locals) else { continue }
                if !rest.isEmpty || (mutation.method != nil && mutation.method != "toggle") { through.insert(token.text) } else { direct.insert(token.text) }
            }
        }
        for member in type.memberBlock?.members ?? [] {
            if let function = member.decl.as(FunctionDeclSyntax.self) {
                guard let body = function.body, !function.modifiers.contains(.static), !function.modifiers.contains(.class) else { continue }
                collect(Syntax(body), Mutations.localNames(in: function))
            } else if let variable = member.decl.as(VariableDeclSyntax.self), !variable.modifiers.contains(.static), !variable.modifiers.contains(.class) {
                for binding in variable.bindings {
                    guard let accessors = binding.accessorBlock else { continue }
                    collect(Syntax(accessors), Mutations.localNames(in: accessors))
                }
            }
        }
        return SelfWrites(direct: direct.sorted(), throughMembers: through.subtracting(direct).sorted())
    }

    /// `PropertyDeclaration.valueShape` with `typeName` tells whether a property holds a value as
    /// view-model-state-writable read it from the annotation and the initial value, for every
    /// property the repository ships and a sample of each shape.
    @Test func valueShapeIsWhatTheDeclarationSays() throws {
        let sample = """
            final class Shapes {
                var a: [Int] = []
                var b: [String: Int]?
                var c: (Int, Int)!
                var d: Engine
                var e: Engine?
                var f: () -> Void = {}
                var g = [1]
                var h = ["a": 1]
                var i = "text"
                var j = 1
                var k = 1.5
                var l = true
                var m = Engine()
                var n = Engine.shared
                var o: some Shape = Circle()
                var p: any Engine
                var q: Swift.Array<Int> = []
                var r
                var s: @Sendable () -> Void
            }
            """
        // Any predicate on names will do: the shape decides which name is asked, not the answer.
        let valueNames: Set<String> = ["Int", "String", "Array", "Engine", "Shape"]
        var compared = 0
        for (name, text) in try NodeFreeFactsTests.shippedSources() + [("Sample.swift", sample)] {
            let file = SourceFile(path: name, text: text)
            for property in file.facts.types.flatMap(\.properties) {
                let recorded = switch property.valueShape {
                case .value: true
                case .named: property.typeName.map(valueNames.contains) ?? false
                case .other: false
                }
                #expect(recorded == Self.syntaxIsValueLike(property, valueNames: valueNames), "\(name): \(property.name)")
                compared += 1
            }
        }
        #expect(compared > 300)
    }

    /// Whether a property holds a value, as view-model-state-writable read it from the syntax.
    private static func syntaxIsValueLike(_ property: PropertyDeclaration, valueNames: Set<String>) -> Bool {
        if var type = property.typeAnnotation {
            while true {
                if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType; continue }
                if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { type = unwrapped.wrappedType; continue }
                break
            }
            if type.is(ArrayTypeSyntax.self) || type.is(DictionaryTypeSyntax.self) || type.is(TupleTypeSyntax.self) { return true }
            return TypeNames.baseName(of: type).map(valueNames.contains) ?? false
        }
        guard let value = property.initializer else { return false }
        if value.is(ArrayExprSyntax.self) || value.is(DictionaryExprSyntax.self) || value.is(StringLiteralExprSyntax.self)
            || value.is(IntegerLiteralExprSyntax.self) || value.is(FloatLiteralExprSyntax.self) || value.is(BooleanLiteralExprSyntax.self) {
            return true
        }
        return property.typeName.map(valueNames.contains) ?? false
    }

    // MARK: No tree parsed again

    /// With every tree released, the class rules report with their fixes what they report with
    /// every tree kept; observable-view-model-main-actor (its fix included) and
    /// view-model-state-writable, which asks a model in another file what it writes, parse no file
    /// again. (prefer-observable asks the migration outlook, whose analysis reads the candidate
    /// models' syntax.)
    @Test func classRulesParseNoTreeAgain() throws {
        let folder = TemporaryFolder()
        folder.write("Model.swift", """
            import SwiftUI
            final class Counter: ObservableObject {
                @Published var count = 0
                @Published var tags: [String] = []
                func reset() { count = 0; tags.removeAll() }
            }
            """)
        folder.write("Unused.swift", """
            import Combine
              /* a model */ class Unused: ObservableObject { @Published var value = 0 }
            """)
        folder.write("CounterView.swift", """
            import SwiftUI
            struct CounterView: View {
                @ObservedObject var counter: Counter
                var body: some View { Button("+") { counter.count += 1 } }
            }
            """)
        folder.write("Previews.swift", """
            import SwiftUI
            struct CounterView_Previews: PreviewProvider {
                static var previews: some View { CounterView(counter: Holder.Model.counter) }
                enum Holder { final class Model: ObservableObject { @Published var on = false; static let counter = Counter() } }
            }
            """)
        let released = { () throws -> Workspace in
            let workspace = try Workspace.load(paths: [folder.url.path], residency: TreeResidency(budget: 0))
            for file in workspace.files { file.handle.release() }
            return workspace
        }
        let describe = { (result: LintResult) in
            result.findings.map { "\(($0.diagnostic.path as NSString).lastPathComponent):\($0.diagnostic.line):\($0.diagnostic.column) \($0.diagnostic.ruleID) \($0.fix?.edits ?? [])" }
        }
        let rules: [any Rule] = [PreferObservable(), ObservableViewModelMainActor(), ViewModelStateWritable()]
        let result = Linter(rules: rules).lint(try released())
        #expect(describe(result) == describe(Linter(rules: rules).lint(try Workspace.load(paths: [folder.url.path], residency: nil))))
        #expect(Set(result.findings.map(\.diagnostic.ruleID)) == ["prefer-observable", "observable-view-model-main-actor", "view-model-state-writable"])
        #expect(result.findings.filter { $0.diagnostic.ruleID == "prefer-observable" }.count == 2, "\(describe(result))")

        let workspace = try released()
        let checks = Linter(rules: [ObservableViewModelMainActor(), ViewModelStateWritable()]).lint(workspace)
        #expect(Set(checks.findings.map(\.diagnostic.ruleID)) == ["observable-view-model-main-actor", "view-model-state-writable"])
        let reparsed = Dictionary(uniqueKeysWithValues: workspace.files.map { (($0.path as NSString).lastPathComponent, $0.handle.reparseCount) })
        #expect(reparsed.values.allSatisfy { $0 == 0 }, "\(reparsed)")
    }
}
