import Foundation
import Testing
@testable import RemodelCore
@testable import RemodelKit
@testable import RemodelProject
@testable import RemodelRules

/// Project-wide facts an incremental lint keeps between runs (`CarriedFact`, `ModelRoles`): used
/// again while every file's facts and configuration are unchanged, computed again otherwise.
struct CarriedFactsTests {
    private static let model = """
        import SwiftUI
        final class CounterModel: ObservableObject {
            @Published var count = 0
            func bump() { count += 1 }
        }
        """
    private static let view = """
        import SwiftUI
        struct CounterView: View {
            @StateObject private var model = CounterModel()
            var body: some View { Button("\\(model.count)") { model.bump() } }
        }
        """

    private func project() -> TemporaryFolder {
        let folder = TemporaryFolder()
        folder.write("CounterModel.swift", Self.model)
        folder.write("CounterView.swift", Self.view)
        return folder
    }

    /// Roles that know no class at all: believed only if the stored fact is used.
    private static let nobody = ModelRoles(carried: [UInt8](repeating: 0, count: 6))!

    @Test func modelRolesReadBackAsTheyWere() throws {
        let folder = project()
        let index = try Workspace.load(paths: [folder.url.path]).index
        let roles = index.modelRoles
        #expect(roles.viewObservedModels == ["CounterModel"])
        #expect(roles.isViewModel("CounterModel", .heldByViews))
        #expect(ModelRoles(carried: roles.carried) == roles)
        #expect(ModelRoles(carried: roles.carried, index: index) == roles)
        let bytes = roles.carried
        for length in 0..<bytes.count { #expect(ModelRoles(carried: Array(bytes.prefix(length))) == nil, "cut at \(length)") }
        #expect(ModelRoles(carried: bytes + [0]) == nil)
        #expect(Self.nobody.modelClasses.isEmpty)
    }

    /// The state keeps the roles with the project's key; the next run over the same facts uses
    /// them (a doctored copy is believed) and one over other facts computes them again.
    @Test func theLintStateCarriesModelRolesUnderTheSameFacts() throws {
        let folder = project()
        let linter = Linter(optedIn: everyRuleID)
        let first = linter.lint(try Workspace.load(paths: [folder.url.path]), previous: nil)
        let name = IncrementalLintState.memoName(of: ModelRoles.self)
        let memo = try #require(first.state.memos[name], "computing the roles read nothing but facts, so they are kept")
        var state = try #require(IncrementalLintState(decoding: first.state.encoded()))
        #expect(state.memos[name] == memo)

        // A body edit keeps every file's facts: the stored roles are used, not computed.
        folder.write("CounterModel.swift", Self.model.replacingOccurrences(of: "count += 1", with: "count += 2"))
        var reader = BinaryReader(bytes: memo)
        let storedKey = reader.string()
        let key = try #require(storedKey)
        state.memos[name] = IncrementalLintState.carriedMemo(Self.nobody.carried, projectKey: key)
        let edited = try Workspace.load(paths: [folder.url.path])
        let second = linter.lint(edited, previous: state)
        #expect(edited.index.modelRoles == Self.nobody)
        #expect(second.state.memos[name] == state.memos[name], "kept for the run after")

        // The true roles: the output is a full run's.
        let honest = try #require(IncrementalLintState(decoding: first.state.encoded()))
        let again = try Workspace.load(paths: [folder.url.path])
        let full = linter.lint(try Workspace.load(paths: [folder.url.path]))
        #expect(linter.lint(again, previous: honest).result.diagnostics == full.diagnostics)
        #expect(again.index.modelRoles != Self.nobody)

        // A new property changes the model's facts: the roles are computed again.
        folder.write("CounterModel.swift", Self.model.replacingOccurrences(of: "var count = 0", with: "var count = 0\n    @Published var step = 1"))
        let changed = try Workspace.load(paths: [folder.url.path])
        let third = linter.lint(changed, previous: state)
        #expect(changed.index.modelRoles.viewObservedModels == ["CounterModel"])
        #expect(third.state.memos[name] != state.memos[name])
    }

    /// A fact that read a file's syntax or text while it was computed depends on more than facts:
    /// it is not kept. One that read nothing, or was seeded, is.
    @Test func aFactThatReadSyntaxIsNotKept() throws {
        let folder = project()
        let workspace = try Workspace.load(paths: [folder.url.path])
        ReadTracking.recording(in: ReadScope(owner: nil)) {
            _ = workspace.index.fact(StatementCount.self)
            _ = workspace.index.modelRoles
        }
        #expect(workspace.index.fact(StatementCount.self).count > 0)
        #expect(workspace.index.factReadingNothing(StatementCount.self) == nil)
        #expect(workspace.index.factReadingNothing(ModelRoles.self) == workspace.index.modelRoles)
        var builder = IncrementalStateBuilder()
        builder.setCarried([StatementCount.self, ModelRoles.self], seeded: [:], index: workspace.index, projectKey: "facts", previous: nil)
        #expect(builder.state.memos.keys.sorted() == [IncrementalLintState.memoName(of: ModelRoles.self)])

        let seeded = try Workspace.load(paths: [folder.url.path])
        seeded.index.seed(Self.nobody)
        #expect(seeded.index.modelRoles == Self.nobody)
        #expect(seeded.index.factReadingNothing(ModelRoles.self) == Self.nobody)
    }
}

extension CarriedFactsTests {
    /// A fact the run seeded is stored with the bytes it was seeded from (not encoded again); one
    /// computed this run is stored as computed.
    @Test func aSeededFactKeepsItsStoredBytes() throws {
        let folder = project()
        let workspace = try Workspace.load(paths: [folder.url.path])
        _ = workspace.index.modelRoles
        let name = IncrementalLintState.memoName(of: ModelRoles.self)
        var previous = IncrementalLintState()
        let stored: [UInt8] = [1, 2, 3]
        previous.memos[name] = IncrementalLintState.carriedMemo(stored, projectKey: "facts")

        var seeded = IncrementalStateBuilder()
        seeded.setCarried([ModelRoles.self], seeded: [ModelRoles.carriedName: stored], index: workspace.index, projectKey: "facts", previous: previous)
        #expect(seeded.state.memos[name] == previous.memos[name])

        var computed = IncrementalStateBuilder()
        computed.setCarried([ModelRoles.self], seeded: [:], index: workspace.index, projectKey: "facts", previous: previous)
        #expect(computed.state.memos[name] == IncrementalLintState.carriedMemo(workspace.index.modelRoles.carried, projectKey: "facts"))
    }
}

/// A change of facts that only adds or removes plain value types (`TypeDeclaration.isPlainValueType`)
/// no other fact names keeps the roles (`CarriedFact.ignoresPlainTypes`, `IncrementalLintState.plainChange`):
/// they are carried across it, and recomputed after any other change of facts.
extension CarriedFactsTests {
    /// Lints the project once, then after `edit`, with the stored roles doctored to `nobody`:
    /// whether the second run believed them (carried), and whether the honest state gives a full
    /// run's output (always).
    private func carriedAcross(_ edits: [String: String], removing removed: [String] = [], base: [String: String] = [:]) throws -> Bool {
        let folder = project()
        for (name, text) in base { folder.write(name, text) }
        let linter = Linter(optedIn: everyRuleID)
        let first = linter.lint(try Workspace.load(paths: [folder.url.path]), previous: nil)
        let name = IncrementalLintState.memoName(of: ModelRoles.self)
        let memo = try #require(first.state.memos[name])
        var reader = BinaryReader(bytes: memo)
        let storedKey = reader.string()
        let key = try #require(storedKey)
        for (file, text) in edits { folder.write(file, text) }
        for file in removed { try FileManager.default.removeItem(at: folder.url.appendingPathComponent(file)) }
        var doctored = try #require(IncrementalLintState(decoding: first.state.encoded()))
        doctored.memos[name] = IncrementalLintState.carriedMemo(Self.nobody.carried, projectKey: key)
        let edited = try Workspace.load(paths: [folder.url.path])
        let second = linter.lint(edited, previous: doctored)
        let carried = edited.index.modelRoles == Self.nobody
        if carried {
            // Kept for the run after, under the new facts' key.
            let stored = try #require(second.state.memos[name])
            var storedReader = BinaryReader(bytes: stored)
            let newKey = storedReader.string()
            let bytes = storedReader.blob()
            #expect(newKey != key)
            #expect(bytes == Self.nobody.carried)
        }
        let honest = try #require(IncrementalLintState(decoding: first.state.encoded()))
        let full = linter.lint(try Workspace.load(paths: [folder.url.path]))
        #expect(linter.lint(try Workspace.load(paths: [folder.url.path]), previous: honest).result.diagnostics == full.diagnostics)
        return carried
    }

    private static func appending(_ text: String) -> [String: String] { ["CounterModel.swift": model + "\n" + text + "\n"] }


    @Test func aPlainValueTypeAddedOrRemovedKeepsTheRoles() throws {
        #expect(try carriedAcross(Self.appending("struct Receipt { let total: Int }")))
        #expect(try carriedAcross(Self.appending("enum Direction { case up, down }\nstruct Point { var x = 0 }")))
        #expect(try carriedAcross(["Extra.swift": "import Foundation\n"], base: ["Extra.swift": "import Foundation\nstruct Spare {}\n"]))
        // Declared twice, or beside same-named private helpers of other files.
        #expect(try carriedAcross(["A.swift": "struct Twin {}\n", "B.swift": "struct Twin {}\n"], base: ["A.swift": "", "B.swift": ""]))
        #expect(try carriedAcross(
            ["A.swift": "private enum Layout { static let gap = 8.0 }\nstruct Spare {}\n"],
            base: ["A.swift": "private enum Layout { static let gap = 4.0 }\n", "B.swift": "private enum Layout { static let gap = 2.0 }\n"]))
        // Its members changed, its name did not.
        #expect(try carriedAcross(["Extra.swift": "struct Spare { let count: Int }\n"], base: ["Extra.swift": "struct Spare { let name: String }\n"]))
    }

    @Test func anyOtherChangeOfFactsComputesTheRolesAgain() throws {
        // Not plain: a class, a conformance, a generic parameter, a wrapper, a nested type.
        #expect(try !carriedAcross(Self.appending("final class Receipt {}")))
        #expect(try !carriedAcross(Self.appending("struct Receipt: Equatable {}")))
        #expect(try !carriedAcross(Self.appending("struct Box<T> {}")))
        #expect(try !carriedAcross(Self.appending("struct Settings { @AppStorage(\"k\") var k = 0 }")))
        #expect(try !carriedAcross(["CounterModel.swift": Self.model.replacingOccurrences(of: "func bump()", with: "struct Inner {}\n    func bump()")]))
        // Plain, but another fact spells its name (a view's property), or another file declares it.
        #expect(try !carriedAcross(Self.appending("struct Theme {}"), base: ["Palette.swift": "struct Palette { var theme: Theme? }\n"]))
        #expect(try !carriedAcross(Self.appending("struct Theme {}"), base: ["Theme.swift": "extension Theme { static let dark = 1 }\n"]))
        // An SDK view's name counts by name alone; a file added or removed is not looked into.
        #expect(try !carriedAcross(Self.appending("struct UIView {}")))
        #expect(try !carriedAcross(["Extra.swift": "struct Spare {}\n"]))
        // Its members changed, and another file extends it (a representable's coordinator counts).
        #expect(try !carriedAcross(
            ["Wrapper.swift": "struct Wrapper { func makeCoordinator() -> Other { Other() } }\n"],
            base: [
                "Wrapper.swift": "struct Wrapper { func makeCoordinator() -> Coordinator { Coordinator() } }\n",
                "Conformance.swift": "import SwiftUI\nextension Wrapper: UIViewRepresentable {}\nfinal class Coordinator {}\nfinal class Other {}\n",
            ]))
        // A plain value type and anything else.
        #expect(try !carriedAcross(Self.appending("struct Receipt {}\nfunc helper() {}")))
    }
}

/// After a change of facts that only adds, removes or edits plain value types, the decision does
/// not ask again the project questions whose answers such types cannot change
/// (`ProjectQuestion.PlainTypeReach`), and the run's findings are a full run's.
extension CarriedFactsTests {
    /// The keys the decision asks again after `edits`, with `keepsAnswer` and without, and the
    /// state it decides from; checks the incremental findings against a full run.
    private func askedAgain(after edits: [String: String], base: [String: String]) throws -> (withKept: Set<String>, all: Set<String>, plain: Set<String>?) {
        let folder = TemporaryFolder()
        for (name, text) in base { folder.write(name, text) }
        let linter = Linter(optedIn: everyRuleID)
        let first = linter.lint(try Workspace.load(paths: [folder.url.path]), previous: nil)
        for (name, text) in edits { folder.write(name, text) }
        let edited = try Workspace.load(paths: [folder.url.path])
        let tracked = linter.trackedFiles(edited, previous: first.state)
        let plain = first.state.plainChange(in: tracked, index: edited.index)
        let questions = linter.projectQuestions
        let index = edited.index
        func asked(keeping: Bool) -> Set<String> {
            let keys = KeyLog()
            let ask: @Sendable (String) -> String = { key in
                keys.add(key)
                return ProjectQuestion.answer(forKey: key, among: questions, in: index) ?? ""
            }
            _ = first.state.reusable(
                for: tracked, linted: nil, changedNames: first.state.changedNames(in: tracked), answer: [ProjectQuestion.derivedName: ask],
                keepsAnswer: { changedPaths in
                    guard keeping, let names = plain else { return nil }
                    return ProjectQuestion.keptAnswers(among: questions, plainTypes: names, changedPaths: changedPaths)
                })
            return keys.keys
        }
        let result = (withKept: asked(keeping: true), all: asked(keeping: false), plain: plain)
        let full = linter.lint(try Workspace.load(paths: [folder.url.path]))
        let again = linter.lint(try Workspace.load(paths: [folder.url.path]), previous: IncrementalLintState(decoding: first.state.encoded()))
        #expect(again.result.diagnostics == full.diagnostics)
        return result
    }

    private final class KeyLog: @unchecked Sendable {
        private let lock = NSLock()
        private var logged = Set<String>()
        func add(_ key: String) { lock.withLock { _ = logged.insert(key) } }
        var keys: Set<String> { lock.withLock { logged } }
    }

    private static func question(_ key: String) -> String { String(key.prefix { $0 != "\u{0}" }) }

    @Test func aPlainValueTypeChangeKeepsTheProjectAnswersItCannotChange() throws {
        let base = ["CounterModel.swift": Self.model, "CounterView.swift": Self.view]
        let run = try askedAgain(after: ["CounterModel.swift": Self.model + "\nstruct Receipt { let total: Int }\n"], base: base)
        #expect(run.plain == ["Receipt"])
        #expect(!run.all.isEmpty && run.withKept.isSubset(of: run.all) && run.withKept.count < run.all.count)
        // What is asked again: the questions a plain value type can reach, and answers about the changed file.
        for key in run.withKept {
            let question = Self.question(key)
            #expect(
                ["environment injections", "view-model-state-writable bound member"].contains(question) || key.contains("CounterModel.swift"),
                "\(key.replacingOccurrences(of: "\u{0}", with: " "))")
        }
        // Kept: answers no plain value type can reach (the project-wide ones among them).
        #expect(run.all.subtracting(run.withKept).contains { Self.question($0) == "declares observable types" || Self.question($0) == "tca has features" })
        // Any other change of facts asks every answer again.
        let other = try askedAgain(after: ["CounterModel.swift": Self.model + "\nfinal class Receipt {}\n"], base: base)
        #expect(other.plain == nil && other.withKept == other.all)
    }

    /// A struct holding a TCA store makes its feature observed: not a plain value type, so the
    /// state's file is checked again (it needs @ObservableState now).
    @Test func aStructHoldingAStoreIsNoPlainValueType() throws {
        let feature = """
            import ComposableArchitecture

            @Reducer
            struct Counter {
                struct State: Equatable {
                    var count = 0
                }
                enum Action { case tap }
                var body: some ReducerOf<Self> {
                    Reduce { state, action in .none }
                }
            }
            """
        let base = ["Feature.swift": feature, "Holder.swift": "import ComposableArchitecture\n"]
        let holder = "import ComposableArchitecture\n\nstruct Holder {\n    let store: StoreOf<Counter>\n}\n"
        let run = try askedAgain(after: ["Holder.swift": holder], base: base)
        #expect(run.plain == nil)
        #expect(run.withKept == run.all)
        // The finding the holder brings, in the file that did not change.
        let folder = TemporaryFolder()
        for (name, text) in base { folder.write(name, text) }
        let linter = Linter(optedIn: everyRuleID)
        let first = linter.lint(try Workspace.load(paths: [folder.url.path]), previous: nil)
        #expect(!first.result.diagnostics.contains { $0.ruleID == "tca-observable-state" })
        folder.write("Holder.swift", holder)
        let second = linter.lint(try Workspace.load(paths: [folder.url.path]), previous: first.state)
        #expect(second.result.diagnostics.contains { $0.ruleID == "tca-observable-state" && $0.path.hasSuffix("Feature.swift") })
    }

    @Test func keepsAnswerFollowsEachQuestionsReach() {
        let questions = Dictionary(uniqueKeysWithValues: [
            ProjectQuestion.tcaHasFeatures, .tcaObservedStates, .declaresObservableTypes, .isObservableObjectClass, .isViewDeclaration,
            .viewObservedModel,
        ].map { ($0.name, $0) })
        func keeps(_ question: ProjectQuestion, _ argument: String, _ names: Set<String> = ["Receipt"]) -> Bool {
            ProjectQuestion.keptAnswers(among: questions, plainTypes: names, changedPaths: ["Changed.swift", "Odd\u{1}.swift"])(question.key(about: argument))
        }
        #expect(keeps(.tcaHasFeatures, ""))
        #expect(keeps(.declaresObservableTypes, ""))
        #expect(keeps(.tcaObservedStates, "Other.swift") && !keeps(.tcaObservedStates, "Changed.swift"))
        #expect(keeps(.isViewDeclaration, "Other.swift\u{1}0") && !keeps(.isViewDeclaration, "Changed.swift\u{1}0"))
        #expect(keeps(.isObservableObjectClass, "Other.swift\u{1}Model") && !keeps(.isObservableObjectClass, "Changed.swift\u{1}Model"))
        // The path is what comes before the last U+0001 (a path may hold one, a name cannot).
        #expect(!keeps(.isObservableObjectClass, "Odd\u{1}.swift\u{1}Model"))
        // The roles say which names they ignore: not an SDK view's.
        #expect(keeps(.viewObservedModel, "CounterModel") && !keeps(.viewObservedModel, "CounterModel", ["UIView"]))
        // A question not among them, and the rest of the rules' questions, are asked again.
        #expect(!ProjectQuestion.keptAnswers(among: questions, plainTypes: ["Receipt"], changedPaths: [])("unknown\u{0}x"))
        let all = Linter(optedIn: everyRuleID).projectQuestions
        #expect(!ProjectQuestion.keptAnswers(among: all, plainTypes: ["Receipt"], changedPaths: [])("environment injections\u{0}Model"))
    }
}

extension CarriedFactsTests {
    @Test func plainValueTypesAreLeftOutOfTheirFingerprint() throws {
        func facts(_ text: String) -> FileFacts { SourceFile(text: text).facts }
        let base = "import SwiftUI\nstruct Row: View { var body: some View { Text(\"\") } }\n"
        #expect(facts(base).fingerprintWithoutPlainTypes == nil)
        let withPlain = facts(base + "struct Receipt { let total: Int }\nenum Side { case left }\n")
        #expect(withPlain.interfaceFingerprint != facts(base).interfaceFingerprint)
        #expect(withPlain.fingerprintWithoutPlainTypes == facts(base).interfaceFingerprint)
        #expect(withPlain.types.filter(\.isPlainValueType).map(\.name) == ["Receipt", "Side"])
        // Declared twice in the file: the repeated name stays in.
        #expect(facts(base + "struct Receipt {}\nstruct Receipt {}\n").fingerprintWithoutPlainTypes != facts(base).interfaceFingerprint)
        let notPlain = facts("""
            struct A: Codable {}
            @MainActor struct B {}
            struct C<T> {}
            struct D { @State var x = 0 }
            final class E {}
            protocol F {}
            extension G {}
            struct Outer { struct Inner {} }
            struct Holder { let store: StoreOf<Feature> }
            """)
        // `Outer` is plain; the nested type is not (and its qualified name spells `Outer`); a type
        // holding a TCA store makes its feature observed.
        #expect(notPlain.types.filter(\.isPlainValueType).map(\.name) == ["Outer"])
    }

    @Test func spellingsCountWholeIdentifiersInEveryFact() throws {
        // A declaration spells its name twice (name, qualified name); `RowView` does not spell `Row`.
        let declared = [SourceFile(path: "A.swift", text: "struct Row {}\nstruct RowView {}\nstruct Rows {}\n")]
        #expect(FileFacts.spellings(of: ["Row", "Missing"], in: declared) == ["Row": 2])
        // A property's type (also inside generic arguments), an alias' target.
        for text in ["struct S { var rows: [Row] = [] }", "struct S { var box: Box<Row>? }", "typealias Line = Row", "struct S { var row: Outer.Row }"] {
            let files = declared + [SourceFile(path: "B.swift", text: text + "\n")]
            #expect(FileFacts.spellings(of: ["Row"], in: files)["Row", default: 0] > 2, "\(text)")
        }
    }
}

/// Reads every file's tree: not a function of facts alone.
private struct StatementCount: CarriedFact, Equatable {
    static let carriedName = "StatementCount"
    let count: Int
    init(index: ProjectIndex) { count = index.typesByName.values.joined().reduce(0) { $0 + $1.file.tree.statements.count } }
    init?(carried: [UInt8]) { nil }
    var carried: [UInt8] { [] }
}
