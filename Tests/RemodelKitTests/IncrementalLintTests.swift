import Foundation
import Testing
@testable import RemodelCore
@testable import RemodelKit
@testable import RemodelProject

/// The per-file half of the lint cache: a run after a change checks only the files the change
/// can reach, and reports exactly what a full run reports.
struct IncrementalLintTests {
    private static let model = """
        import SwiftUI
        final class Model: ObservableObject {
            @Published var summary = ""
            func refresh() { summary = "x" }
        }
        """
    private static let view = """
        import SwiftUI
        struct ListView: View {
            @ObservedObject var model: Model
            var body: some View { Button("Go") { model.summary = "" } }
        }
        """
    private static let other = """
        import SwiftUI
        struct Badge: View {
            let title: String
            var body: some View { Text(title) }
        }
        """

    /// A view that shows the model's summary, holding it with `wrapper`.
    private static func reader(holding wrapper: String) -> String {
        """
        import SwiftUI
        struct Reader: View {
            \(wrapper) var model: Model
            var body: some View { Text(model.summary) }
        }
        """
    }

    private func project() -> TemporaryFolder {
        let folder = TemporaryFolder()
        folder.write("Model.swift", Self.model)
        folder.write("ListView.swift", Self.view)
        folder.write("Badge.swift", Self.other)
        return folder
    }

    private func diagnostics(_ result: LintResult) -> [Diagnostic] { result.diagnostics }

    /// Lints `folder` with `previous`, and without any state; returns both, with the outcome.
    /// Every rule runs, opt-in ones included, unless `optedIn` says otherwise.
    private func lintBothWays(_ folder: TemporaryFolder, previous: IncrementalLintState?, optedIn: Set<String> = everyRuleID) throws
        -> (incremental: [Diagnostic], full: [Diagnostic], state: IncrementalLintState, outcome: IncrementalLintState.Outcome)
    {
        let linter = Linter(optedIn: optedIn)
        let run = linter.lint(try Workspace.load(paths: [folder.url.path]), previous: previous)
        let full = linter.lint(try Workspace.load(paths: [folder.url.path]))
        return (diagnostics(run.result), diagnostics(full), run.state, run.outcome)
    }

    @Test func aCommentReusesEveryOtherFilesFindings() throws {
        let folder = project()
        let first = try lintBothWays(folder, previous: nil)
        #expect(first.outcome == .init(reused: 0, checked: 3))
        #expect(first.incremental == first.full)
        #expect(first.full.contains { $0.ruleID == "view-model-state-writable" })
        folder.write("Badge.swift", Self.other + "\n// a note\n")
        let second = try lintBothWays(folder, previous: first.state)
        #expect(second.outcome == .init(reused: 2, checked: 1))
        #expect(second.incremental == second.full)
        // Nothing changed since: every file reused.
        let third = try lintBothWays(folder, previous: second.state)
        #expect(third.outcome == .init(reused: 3, checked: 0))
        #expect(third.incremental == third.full)
    }

    /// The view's finding depends on the model's method body (it reads the model's syntax through
    /// a shared memo): a body edit re-checks the view, and its finding goes.
    @Test func aBodyEditRechecksTheFilesThatReadIt() throws {
        let folder = project()
        let first = try lintBothWays(folder, previous: nil)
        folder.write("Model.swift", Self.model.replacingOccurrences(of: "summary = \"x\"", with: "let s = \"x\"; _ = s"))
        let second = try lintBothWays(folder, previous: first.state)
        #expect(second.incremental == second.full)
        #expect(!second.full.contains { $0.ruleID == "view-model-state-writable" })
        #expect(second.outcome.checked == 2, "the model and the view that asked about its mutations")
        #expect(second.outcome.reused == 1)
    }

    /// Through the command line: the second run after a change reuses the stored state and the
    /// unchanged files' facts (and says so under `REMODEL_TIMING`) and prints what `--no-cache` prints.
    @Test func theCommandLineStoresAndReusesTheState() throws {
        let folder = project()
        let cache = TemporaryFolder()
        let lint = { (extra: [String]) in
            try runProcess(
                repositoryRoot.appendingPathComponent(".build/debug/remodel"), ["lint"] + extra + ["."],
                environment: ["NO_COLOR": "1", "REMODEL_TIMING": "1"], in: folder.url)
        }
        _ = try lint(["--cache-path", cache.url.path])
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.url.path).contains { $0.hasSuffix(".files.cache") })
        folder.write("Badge.swift", Self.other + "\n// a note\n")
        let incremental = try lint(["--cache-path", cache.url.path])
        #expect(incremental.stderr.contains("incremental: 2 files' findings reused, 1 checked"), "\(incremental.stderr)")
        // The unchanged files came from the stored facts, unparsed (`FactsCache`).
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.url.path).contains { $0.hasSuffix(".facts.cache") })
        #expect(incremental.stderr.contains("facts: 2 files loaded from the cache, 1 parsed"), "\(incremental.stderr)")
        let full = try lint(["--no-cache"])
        #expect(incremental.stdout == full.stdout)
        #expect(incremental.status == full.status)
    }

    /// Through the command line, with the files settled (the stat memo remembers them): after an
    /// edit, the files `stat` finds unchanged are loaded from their facts without being read, and a
    /// text is read only when a check asks for it (`FileText`); every run prints what `--no-cache`
    /// prints — after a comment, a body edit read through the view, and a renamed model.
    @Test func unchangedFilesAreLoadedFromTheirFactsWithoutBeingRead() throws {
        let folder = project()
        folder.write("Screen.swift", Self.view.replacingOccurrences(of: "ListView", with: "Screen"))
        let cache = TemporaryFolder()
        let lint = { (extra: [String]) in
            try runProcess(
                repositoryRoot.appendingPathComponent(".build/debug/remodel"), ["lint"] + extra + ["."],
                environment: ["NO_COLOR": "1", "REMODEL_TIMING": "1"], in: folder.url)
        }
        let settle = { Thread.sleep(forTimeInterval: FileStatMemo.settleSeconds + 0.5) }
        settle()
        _ = try lint(["--cache-path", cache.url.path])
        let edits: [(file: String, text: String)] = [
            ("Badge.swift", Self.other + "\n// a note\n"),
            ("Model.swift", Self.model.replacingOccurrences(of: "summary = \"x\"", with: "summary = \"y\"")),
            ("Model.swift", Self.model.replacingOccurrences(of: "Model", with: "Mode1")),
        ]
        var readLater = 0
        for (round, edit) in edits.enumerated() {
            folder.write(edit.file, edit.text)
            // Settled before it is read, the edited file is remembered too: the next round finds
            // every file but the one it edits unchanged.
            settle()
            let incremental = try lint(["--cache-path", cache.url.path])
            #expect(incremental.stderr.contains("texts: 3 files loaded unread"), "round \(round): \(incremental.stderr)")
            let line = incremental.stderr.split(separator: "\n").first { $0.contains("files loaded unread,") }
            readLater += line.flatMap { Int($0.split(separator: " ").dropLast(2).last ?? "") } ?? 0
            let full = try lint(["--no-cache"])
            #expect(incremental.stdout == full.stdout, "round \(round)")
            #expect(incremental.status == full.status)
        }
        #expect(readLater > 0, "the views' syntax was read after the model changed")
    }

    /// A text read after its file was loaded unread is checked against the hash its facts were
    /// found by: other bytes, a byte order mark or a file gone are refused (the run then stops).
    @Test func aTextReadLaterMustHaveTheBytesItsFactsCameFrom() throws {
        let folder = TemporaryFolder()
        folder.write("A.swift", "let a = 1\r\n")
        let path = folder.url.appendingPathComponent("A.swift").path
        let hash = ContentHash(Array("let a = 1\r\n".utf8))
        let read = try FileText.read(path, bytesHash: hash).get()
        #expect(read.text == "let a = 1\r\n" && read.format.lineEnding == .crlf)
        folder.write("A.swift", "let a = 2\r\n")
        #expect(throws: FileText.Problem.changed) { try FileText.read(path, bytesHash: hash).get() }
        let marked = UTF8Text.byteOrderMark + Array("let a = 1\r\n".utf8)
        try Data(marked).write(to: URL(fileURLWithPath: path))
        #expect(throws: FileText.Problem.changed) { try FileText.read(path, bytesHash: ContentHash(marked)).get() }
        try FileManager.default.removeItem(atPath: path)
        #expect(throws: FileText.Problem.unreadable) { try FileText.read(path, bytesHash: hash).get() }
    }

    /// Through the command line, a run after a one-file edit writes the state as a delta beside the
    /// stored one; the runs after it read both, and every run prints what `--no-cache` prints.
    @Test func theCommandLineStoresASmallChangeAsADelta() throws {
        let folder = project()
        for index in 0..<10 { folder.write("Badge\(index).swift", Self.other.replacingOccurrences(of: "Badge", with: "Badge\(index)")) }
        let cache = TemporaryFolder()
        let lint = { (extra: [String]) in
            try runProcess(
                repositoryRoot.appendingPathComponent(".build/debug/remodel"), ["lint"] + extra + ["."],
                environment: ["NO_COLOR": "1", "REMODEL_TIMING": "1"], in: folder.url)
        }
        let names = { try FileManager.default.contentsOfDirectory(atPath: cache.url.path) }
        _ = try lint(["--cache-path", cache.url.path])
        #expect(try !names().contains { $0.hasSuffix(".files-delta.cache") })
        for (round, name) in ["Badge4.swift", "ListView.swift", "Badge4.swift"].enumerated() {
            folder.write(name, (try String(contentsOf: folder.url.appendingPathComponent(name), encoding: .utf8)) + "\n// round \(round)\n")
            let incremental = try lint(["--cache-path", cache.url.path])
            #expect(incremental.stderr.contains("12 files' findings reused, 1 checked"), "round \(round): \(incremental.stderr)")
            // (After the first, the state of so small a project may be rebuilt, and stored whole.)
            if round == 0 { #expect(try names().contains { $0.hasSuffix(".files-delta.cache") }) }
            let full = try lint(["--no-cache"])
            #expect(incremental.stdout == full.stdout, "round \(round)")
            #expect(incremental.status == full.status)
        }
    }

    /// `REMODEL_TIMING` names a shared value that read many files' syntax (every check asking it
    /// depends on them): here the migration outlook, which reads the syntax around every model's
    /// `objectWillChange.send()`.
    @Test func timingNamesSharedValuesThatReadManyFiles() throws {
        let folder = TemporaryFolder()
        for index in 0..<24 {
            folder.write("Model\(index).swift", """
                import Combine
                final class Model\(index): ObservableObject {
                    @Published var count = 0
                    func bump() { objectWillChange.send(); count += 1 }
                }
                """)
        }
        let cache = TemporaryFolder()
        let run = try runProcess(
            repositoryRoot.appendingPathComponent(".build/debug/remodel"), ["lint", "--cache-path", cache.url.path, "."],
            environment: ["NO_COLOR": "1", "REMODEL_TIMING": "1"], in: folder.url)
        #expect(run.stderr.contains("shared value migration outlook read the syntax or text of 24 files"), "\(run.stderr)")
    }

    /// A new call is no interface change: only the files whose checks asked about that name (or
    /// read the file) are checked again.
    @Test func aNewCallRechecksOnlyWhatAskedAboutIt() throws {
        let folder = project()
        let first = try lintBothWays(folder, previous: nil)
        folder.write("Badge.swift", Self.other.replacingOccurrences(of: "Text(title)", with: "Text(title).onAppear { Task { await load() } }"))
        let second = try lintBothWays(folder, previous: first.state)
        #expect(second.incremental == second.full)
        #expect(second.outcome.reused == 2, "\(second.outcome)")
    }

    /// A changed interface (a new property) re-checks the files whose checks read the project
    /// index (`RuleContext.index`): the model and the view that holds it. The badge's checks never
    /// asked it (nor any question whose answer changed), so its findings stay.
    @Test func aChangedInterfaceRechecksTheFilesThatReadTheIndex() throws {
        let folder = project()
        let first = try lintBothWays(folder, previous: nil)
        folder.write("Model.swift", Self.model.replacingOccurrences(of: "@Published var summary", with: "@Published var total = 0\n    @Published var summary"))
        let second = try lintBothWays(folder, previous: first.state)
        #expect(second.outcome == .init(reused: 1, checked: 2))
        #expect(second.incremental == second.full)
    }

    /// A view's own `$state` (recorded as a publisher projection: `$x` alone could be either) is
    /// told apart from the view's facts, without the index: a struct is never `ObservableObject`.
    /// So a changed interface elsewhere keeps the view's findings; a model's own `$x` still asks.
    @Test func aViewsOwnBindingsDependOnNoOtherFile() throws {
        let folder = project()
        folder.write("Settings.swift", """
        import SwiftUI
        struct Settings: View {
            @State private var isOn = false
            var body: some View { Toggle("On", isOn: $isOn) }
        }
        """)
        let settings = try #require(try Workspace.load(paths: [folder.url.path]).files.first { $0.path.hasSuffix("Settings.swift") })
        #expect(settings.facts.publisherProjections.map(\.property) == ["isOn"])
        // The default rules (opt-in missing-cancel-on-disappear asks the index about every view).
        let first = try lintBothWays(folder, previous: nil, optedIn: [])
        folder.write("Model.swift", Self.model.replacingOccurrences(of: "@Published var summary", with: "@Published var total = 0\n    @Published var summary"))
        let second = try lintBothWays(folder, previous: first.state, optedIn: [])
        #expect(second.outcome == .init(reused: 2, checked: 2), "the badge and the settings view")
        #expect(second.incremental == second.full)
        // A class's own `$x` is a publisher: its file asks the index, and is reported.
        folder.write("Model.swift", Self.model.replacingOccurrences(of: "func refresh() { summary = \"x\" }", with: "func refresh() { _ = $summary.sink { _ in } }"))
        let third = try lintBothWays(folder, previous: second.state, optedIn: [])
        #expect(third.incremental == third.full)
        #expect(third.full.contains { $0.ruleID == "published-projection" && $0.path.hasSuffix("Model.swift") })
    }

    /// In a project that declares no @Observable type (one not yet migrated), a view holding a
    /// model with `@ObservedObject` asks that question instead of reading the index: a changed
    /// interface keeps its findings; the first @Observable type flips the answer and checks it again.
    @Test func aLegacyWrapperAsksWhetherAnythingIsObservable() throws {
        let folder = project()
        folder.write("Reader.swift", Self.reader(holding: "@ObservedObject"))
        let first = try lintBothWays(folder, previous: nil, optedIn: [])
        folder.write("Model.swift", Self.model.replacingOccurrences(of: "@Published var summary", with: "@Published var total = 0\n    @Published var summary"))
        let second = try lintBothWays(folder, previous: first.state, optedIn: [])
        #expect(second.outcome == .init(reused: 2, checked: 2), "the badge and the reader")
        #expect(second.incremental == second.full)
        folder.write("Model.swift", """
        import SwiftUI
        import Observation
        @Observable
        final class Model {
            var summary = ""
            func refresh() { summary = "x" }
        }
        """)
        let third = try lintBothWays(folder, previous: second.state, optedIn: [])
        #expect(third.incremental == third.full)
        #expect(third.full.contains { $0.ruleID == "observable-with-legacy-wrapper" && $0.path.hasSuffix("Reader.swift") })
    }

    /// A second model, and a view that shows it and writes its state: neither asks the index about
    /// `Model` (whether a view binds `$cart.items` is a project question, whose answer reads every
    /// view's bindings).
    private static let cart = """
        import SwiftUI
        final class Cart: ObservableObject {
            @Published var items: [String] = []
            func clear() { items = [] }
        }
        """
    private static let cartView = """
        import SwiftUI
        struct CartView: View {
            @ObservedObject var cart: Cart
            var body: some View { Button("\\(cart.items.count)") { cart.items = [] } }
        }
        """

    /// The index is asked by name: after `Model` gains a property, the view that holds a `Model`
    /// is checked again, the view that holds a `Cart` (asking the index about `Cart` only) is not.
    @Test func aChangedTypeRechecksOnlyTheFilesThatAskedAboutIt() throws {
        let folder = project()
        folder.write("Cart.swift", Self.cart)
        folder.write("CartView.swift", Self.cartView)
        let first = try lintBothWays(folder, previous: nil, optedIn: [])
        #expect(first.incremental == first.full)
        #expect(first.full.contains { $0.ruleID == "view-model-state-writable" && $0.path.hasSuffix("CartView.swift") })
        folder.write("Model.swift", Self.model.replacingOccurrences(of: "@Published var summary", with: "@Published var total = 0\n    @Published var summary"))
        let second = try lintBothWays(folder, previous: first.state, optedIn: [])
        #expect(second.incremental == second.full)
        #expect(second.outcome == .init(reused: 3, checked: 2), "the model and the view holding it; not the cart, its view or the badge")
        // The cart's view asked about `Cart`: a change there checks it again.
        folder.write("Cart.swift", Self.cart.replacingOccurrences(of: "ObservableObject", with: "ObservableObject, Identifiable"))
        let third = try lintBothWays(folder, previous: second.state, optedIn: [])
        #expect(third.incremental == third.full)
        #expect(third.outcome == .init(reused: 3, checked: 2), "the cart and its view")
    }

    /// The names a file's facts give the index: what its declarations, extensions, typealiases,
    /// global functions and property wrappers are filed under, and its path.
    @Test func aFilesIndexKeysAreTheNamesTheIndexFilesItUnder() throws {
        let folder = TemporaryFolder()
        folder.write("Keys.swift", """
            import SwiftUI
            enum Outer { struct Inner {} }
            extension Outer.Inner: Equatable {}
            typealias Current = Storage.Model
            func makeModel() -> Model { Model() }
            struct Screen: View {
                @StateObject private var model = Model()
                var body: some View { EmptyView() }
            }
            """)
        let file = try #require(try Workspace.load(paths: [folder.url.path]).files.first)
        #expect(file.facts.indexKeys(path: file.path) == [
            "Outer", "Inner", "Current", "Storage", "Model", "func:makeModel", "Screen", IndexKey.wrapped("Model"), IndexKey.file(file.path),
        ])
    }

    /// A memo computed under the scope that keeps nothing (the decision asking project questions
    /// again) keeps what it read for the checks that ask it later; the scope itself keeps nothing.
    @Test func aMemoComputedWhileDiscardingKeepsItsReadsForLaterAskers() throws {
        let folder = TemporaryFolder()
        folder.write("Model.swift", "import Combine\nclass Base: ObservableObject {}\nfinal class Model: Base {\n    @Published var count = 0\n}\n")
        let index = try Workspace.load(paths: [folder.url.path]).index
        _ = ReadTracking.recording(in: .discarding) { index.properties(of: "Model") }
        #expect(ReadScope.discarding.nameCount == 0 && !ReadScope.discarding.asksProject)
        let later = ReadScope(owner: nil)
        _ = ReadTracking.recording(in: later) { index.properties(of: "Model") }
        #expect(later.group?.names.isSuperset(of: ["Model", "Base"]) == true, "the memo's names, from the computation under the discarding scope")
    }

    /// A renamed class changes the answers about its old name: the view still naming `Model` is
    /// checked again (the old facts' names count), and its findings follow a full run's.
    @Test func aRenamedTypeRechecksWhatAskedAboutTheOldName() throws {
        let folder = project()
        folder.write("Cart.swift", Self.cart)
        folder.write("CartView.swift", Self.cartView)
        let first = try lintBothWays(folder, previous: nil, optedIn: [])
        #expect(first.full.contains { $0.path.hasSuffix("ListView.swift") })
        folder.write("Model.swift", Self.model.replacingOccurrences(of: "class Model", with: "class Summary"))
        let second = try lintBothWays(folder, previous: first.state, optedIn: [])
        #expect(second.incremental == second.full)
        #expect(second.outcome == .init(reused: 3, checked: 2))
        #expect(!second.full.contains { $0.path.hasSuffix("ListView.swift") }, "`Model` is no project class any more")
        // A new file declaring the old name: asked about `Model`, the view is checked again.
        folder.write("Legacy.swift", Self.model)
        let third = try lintBothWays(folder, previous: second.state, optedIn: [])
        #expect(third.incremental == third.full)
        #expect(third.full.contains { $0.path.hasSuffix("ListView.swift") })
        #expect(third.outcome == .init(reused: 4, checked: 2), "the new file and the view naming `Model`")
    }

    /// An extension written through a typealias adds to the aliased type: a new file extending
    /// `Current` (`typealias Current = Thing`) makes `Thing` an `ObservableObject`, and the files
    /// that asked about `Thing` — which the alias names — are checked again.
    @Test func anExtensionThroughATypealiasRechecksTheAliasedTypesReaders() throws {
        let folder = TemporaryFolder()
        folder.write("Thing.swift", """
            import SwiftUI
            final class Thing {
                @Published var count = 0
            }
            """)
        folder.write("Alias.swift", "typealias Current = Thing\n")
        folder.write("ThingView.swift", """
            import SwiftUI
            struct ThingView: View {
                @ObservedObject var thing: Thing
                var body: some View { Button("Add") { thing.count += 1 } }
            }
            """)
        folder.write("Badge.swift", Self.other)
        let first = try lintBothWays(folder, previous: nil)
        #expect(first.incremental == first.full)
        folder.write("Conformance.swift", "import Combine\nextension Current: ObservableObject {}\n")
        let second = try lintBothWays(folder, previous: first.state)
        #expect(second.incremental == second.full)
        #expect(second.full.map(\.ruleID) != first.full.map(\.ruleID), "Thing is an ObservableObject now")
        #expect(second.outcome.reused >= 1, "the badge")
        // And back: the extension removed.
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Conformance.swift"))
        let third = try lintBothWays(folder, previous: second.state)
        #expect(third.incremental == third.full)
        #expect(third.full == first.full)
    }

    /// A project question (`ProjectQuestion`) is asked again when facts change: the first TCA
    /// feature flips "does the project have a TCA feature?", which the TCA rules asked of every
    /// file, so the badge is checked again too. (The default rules: opt-in tca-with-view-store
    /// reads the index for every file of a TCA project.)
    @Test func aChangedProjectAnswerRechecksTheFilesThatAskedIt() throws {
        let folder = project()
        let first = try lintBothWays(folder, previous: nil, optedIn: [])
        folder.write("Model.swift", Self.model + """

            import ComposableArchitecture
            @Reducer struct Feature {
                struct State { var count = 0 }
                enum Action { case tap }
            }
            """)
        let second = try lintBothWays(folder, previous: first.state, optedIn: [])
        #expect(second.outcome == .init(reused: 0, checked: 3))
        #expect(second.incremental == second.full)
        // Facts change again (a second feature), the answer does not: the badge is reused.
        folder.write("Model.swift", Self.model + """

            import ComposableArchitecture
            @Reducer struct Feature {
                struct State { var count = 0 }
                enum Action { case tap }
            }
            @Reducer struct Other {
                struct State { var name = "" }
                enum Action { case rename }
            }
            """)
        let third = try lintBothWays(folder, previous: second.state, optedIn: [])
        #expect(third.incremental == third.full)
        #expect(third.outcome == .init(reused: 1, checked: 2), "the badge reused")
    }

    /// published-projection types a `$x`'s receiver only when some type declares `@Published var x`
    /// (`ProjectQuestion.declaresPublishedProperty`): declaring one elsewhere changes that answer,
    /// and the file that projects it is checked again.
    @Test func aPublisherOfAPropertyDeclaredLaterIsReportedOnceItIsPublished() throws {
        let folder = TemporaryFolder()
        let store = { (wrapper: String) in
            """
            import SwiftUI
            final class Store: ObservableObject {
                \(wrapper)var total = 0
            }
            struct TotalView: View {
                @ObservedObject var store: Store
                var body: some View { Text("\\(store.total)") }
            }
            """
        }
        folder.write("Store.swift", store(""))
        folder.write("Consumer.swift", """
            import Combine
            final class Consumer {
                private var cancellables: Set<AnyCancellable> = []
                init(store: Store) { store.$total.sink { print($0) }.store(in: &cancellables) }
            }
            """)
        folder.write("Badge.swift", Self.other)
        let first = try lintBothWays(folder, previous: nil)
        #expect(!first.full.contains { $0.ruleID == "published-projection" })
        #expect(first.incremental == first.full)
        folder.write("Store.swift", store("@Published "))
        let second = try lintBothWays(folder, previous: first.state)
        #expect(second.full.contains { $0.ruleID == "published-projection" && $0.path.hasSuffix("Consumer.swift") })
        #expect(second.incremental == second.full)
        #expect(second.outcome.reused == 1, "the badge reused")
    }

    /// A file's uses of a wrapped type are hashed per type (`FileFacts.wrappedUseFingerprints`):
    /// a view that gains other state does not change the answers about the model it holds, one
    /// that holds the model another way does.
    @Test func aViewsOtherStateKeepsTheAnswersAboutTheModelItHolds() throws {
        let folder = project()
        let first = try lintBothWays(folder, previous: nil)
        func changedNames(after view: String) throws -> (names: Set<String>, run: (incremental: [Diagnostic], full: [Diagnostic])) {
            folder.write("ListView.swift", view)
            let workspace = try Workspace.load(paths: [folder.url.path])
            let names = try #require(first.state.changedNames(in: Linter().trackedFiles(workspace, previous: first.state)))
            let run = try lintBothWays(folder, previous: first.state)
            return (names, (run.incremental, run.full))
        }
        let more = try changedNames(after: Self.view.replacingOccurrences(
            of: "@ObservedObject var model: Model", with: "@ObservedObject var model: Model\n    @State private var count = 0\n    @State private var title = \"\""))
        #expect(more.names.contains("ListView"))
        #expect(!more.names.contains(IndexKey.wrapped("Model")), "\(more.names)")
        #expect(more.run.incremental == more.run.full)
        let owned = try changedNames(after: Self.view.replacingOccurrences(of: "@ObservedObject var model: Model", with: "@StateObject var model = Model()"))
        #expect(owned.names.contains(IndexKey.wrapped("Model")))
        #expect(owned.run.incremental == owned.run.full)
    }

    /// A TCA state's file asks which of its states views observe (`tcaObservedStates`), not the
    /// TCA index: a change to another feature's facts keeps its finding, a view that stops holding
    /// its store checks it again.
    @Test func aStateFileDependsOnWhetherViewsObserveItsStore() throws {
        let folder = TemporaryFolder()
        folder.write("Counter.swift", """
            import ComposableArchitecture
            @Reducer struct Counter {
                struct State: Equatable { var count = 0 }
                enum Action { case increment }
            }
            """)
        let view = """
            import ComposableArchitecture
            import SwiftUI
            struct CounterView: View {
                let store: StoreOf<Counter>
                var body: some View { Text("count") }
            }
            """
        folder.write("CounterView.swift", view)
        let other = """
            import ComposableArchitecture
            @Reducer struct Other {
                struct State: Equatable { var name = "" }
                enum Action { case rename }
            }
            """
        folder.write("Other.swift", other)
        // The rule alone: others read the index in these files for their own reasons.
        let linter = Linter(rules: [RuleRegistry.rule(id: "tca-observable-state")!.init()])
        func lintBothWays(previous: IncrementalLintState?) throws -> (incremental: [Diagnostic], full: [Diagnostic], state: IncrementalLintState, outcome: IncrementalLintState.Outcome) {
            let run = linter.lint(try Workspace.load(paths: [folder.url.path]), previous: previous)
            return (run.result.diagnostics, linter.lint(try Workspace.load(paths: [folder.url.path])).diagnostics, run.state, run.outcome)
        }
        let first = try lintBothWays(previous: nil)
        #expect(first.full.contains { $0.ruleID == "tca-observable-state" && $0.path.hasSuffix("Counter.swift") })
        // Another feature gains state: its facts change, the counter's answer does not.
        folder.write("Other.swift", other.replacingOccurrences(of: "var name = \"\"", with: "var name = \"\"\n        var age = 0"))
        let second = try lintBothWays(previous: first.state)
        #expect(second.incremental == second.full)
        #expect(second.outcome == .init(reused: 2, checked: 1), "the counter and its view reused")
        // The view no longer holds the store: the counter's state is checked again, and unreported.
        folder.write("CounterView.swift", view.replacingOccurrences(of: "let store: StoreOf<Counter>", with: "let title: String"))
        let third = try lintBothWays(previous: second.state)
        #expect(third.incremental == third.full)
        #expect(!third.full.contains { $0.path.hasSuffix("Counter.swift") })
        #expect(third.outcome.checked >= 2, "the view and the counter")
    }

    /// A check that reads the index is marked as depending on every file's facts; one that asks a
    /// project question depends on the answer alone; a question no list names is never trusted.
    @Test func readingTheIndexAndAskingAQuestionAreRecordedApart() throws {
        let file = SourceFile(path: "A.swift", text: "struct A {}\n")
        let context = RuleContext(index: ProjectIndex(files: [file]))
        let reader = ReadScope(owner: nil)
        ReadTracking.recording(in: reader) { _ = context.index.files.count }
        #expect(reader.asksProject)
        let asker = ReadScope(owner: nil)
        let answer = ReadTracking.recording(in: asker) { context.ask(.tcaHasFeatures) }
        #expect(answer == "0")
        #expect(!asker.asksProject)
        #expect(asker.group?.derived == [DerivedAnswer(value: ProjectQuestion.derivedName, key: "tca has features\u{0}", answer: "0")])
        let questions = Linter().projectQuestions
        #expect(ProjectQuestion.answer(forKey: "tca has features\u{0}", among: questions, in: context.index) == "0")
        #expect(ProjectQuestion.answer(forKey: "no such question\u{0}", among: questions, in: context.index) == nil)
    }

    /// An added file changes the answers about the names it gives, like an edit does: a type
    /// nobody asked about re-checks only the file whose checks read the whole index (with every
    /// rule opted in, one of the three); an extension of `Model` re-checks what asked about it too.
    @Test func anAddedFileRechecksTheFilesThatReadTheIndex() throws {
        let folder = project()
        let first = try lintBothWays(folder, previous: nil)
        folder.write("Extra.swift", "struct Extra {}\n")
        let second = try lintBothWays(folder, previous: first.state)
        #expect(second.outcome == .init(reused: 2, checked: 2), "the new file and the whole-index reader")
        #expect(second.incremental == second.full)
        folder.write("Extension.swift", "extension Model { var extra: Int { 0 } }\n")
        let third = try lintBothWays(folder, previous: second.state)
        #expect(third.outcome == .init(reused: 2, checked: 3), "the new file, the model and the view, not the badge")
        #expect(third.incremental == third.full)
    }

    /// A removed file: what read it, or asked it a question it answered unusually, is checked
    /// again; with the model gone the view's findings change, and match a full run.
    @Test func aRemovedFileRechecksWhatDependedOnIt() throws {
        let folder = project()
        let first = try lintBothWays(folder, previous: nil)
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Model.swift"))
        let second = try lintBothWays(folder, previous: first.state)
        #expect(second.incremental == second.full)
        #expect(second.outcome == .init(reused: 1, checked: 1), "the view checked again, the badge reused")
        // And back: the model is added again.
        folder.write("Model.swift", Self.model)
        let third = try lintBothWays(folder, previous: second.state)
        #expect(third.incremental == third.full)
        #expect(third.full == first.full)
        #expect(third.outcome == .init(reused: 1, checked: 2))
    }

    /// Reports a file when its rule context shows any resolved package version.
    private struct VersionProbe: Rule {
        static let description = RuleDescription(
            id: "prefer-observable", title: "Version probe", impact: .low, impactDescription: "None", tags: ["test"],
            rationale: "Reports a file whose checks see package versions.", incorrectLabel: "-", correctLabel: "-",
            incorrect: [], correct: [])
        func check(_ file: SourceFile, context: RuleContext) -> [Violation] {
            guard !context.options.dependencyVersions.isEmpty, let type = file.facts.types.first else { return [] }
            return [Violation(at: type.nameToken, "sees \(context.options.dependencyVersions.count) versions")]
        }
    }

    /// Rules see no resolved package versions (the linter applies `requiredDependency` itself):
    /// the lint cache keys a configuration by what the rules' requirements find, so a rule that
    /// read another pin would be answered from a stale cache.
    @Test func rulesSeeNoPackageVersions() {
        var configuration = Configuration(rootDirectory: URL(fileURLWithPath: "/"))
        configuration.options.dependencyVersions = ["swift-collections": OSVersion(1, 1), "swift-composable-architecture": OSVersion(1, 9)]
        let workspace = Workspace(sources: [SourceFile(path: "A.swift", text: "struct A {}\n")], configuration: configuration)
        #expect(workspace.configuration(for: workspace.files[0]).options.dependencyVersions.count == 2)
        #expect(Linter(rules: [VersionProbe()]).lint(workspace).findings.isEmpty)
    }

    /// A build setting that changes for one target (its default isolation) checks that target's
    /// files again, and the files whose checks asked the project index (which knows each file's
    /// isolation); another target's files that did not ask keep their findings.
    @Test func anotherConfigurationRechecksItsFilesAndTheIndexReaders() throws {
        let folder = TemporaryFolder()
        func manifest(isolated: Bool) {
            folder.write("Package.swift", """
            // swift-tools-version: 6.2
            import PackageDescription
            let package = Package(name: "Feed", targets: [
                .target(name: "Feed"\(isolated ? ", swiftSettings: [.defaultIsolation(MainActor.self)]" : "")),
                .target(name: "Other"),
            ])
            """)
        }
        manifest(isolated: false)
        folder.write("Sources/Feed/FeedView.swift", DefaultIsolationTests.view)
        folder.write("Sources/Feed/FeedViewModel.swift", DefaultIsolationTests.model)
        folder.write("Sources/Other/Other.swift", "struct Other {}\n")
        folder.write("Sources/Other/Badge.swift", Self.other)
        let first = try lintBothWays(folder, previous: nil)
        #expect(first.incremental == first.full)
        let hop = { (diagnostics: [Diagnostic]) in diagnostics.contains { $0.path.hasSuffix("FeedViewModel.swift") && $0.line == 25 && $0.ruleID == "redundant-main-actor-hop" } }
        #expect(!hop(first.full))
        manifest(isolated: true)
        let isolated = try lintBothWays(folder, previous: first.state)
        #expect(isolated.incremental == isolated.full)
        #expect(hop(isolated.full), "the view model's hop is redundant on the main actor")
        #expect(isolated.outcome.reused == 2, "Other.swift and Badge.swift asked nothing of the index")
        manifest(isolated: false)
        let back = try lintBothWays(folder, previous: isolated.state)
        #expect(back.incremental == back.full)
        #expect(back.full == first.full)
        #expect(back.outcome.reused == 2)
    }

    /// A `Package.resolved` that bumps packages no rule requires, or keeps TCA at 1.7 or later,
    /// reuses every file's findings (a dependency update changes no file's configuration as lint
    /// sees it); a TCA pin below 1.7 checks every file again, and the TCA findings go.
    @Test func aResolvedPackageBumpKeepsEveryFilesFindings() throws {
        let folder = TemporaryFolder()
        folder.write("Package.swift", """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(name: "Counter", platforms: [.iOS(.v17)], targets: [.target(name: "Counter")])
        """)
        folder.write("Sources/Counter/Counter.swift", ResolvedDependencyTests.feature)
        folder.write("Sources/Counter/Model.swift", Self.model)
        folder.write("Sources/Counter/ListView.swift", Self.view)
        func resolve(tca: String, collections: String) {
            folder.write("Package.resolved", """
            {
              "pins" : [
                { "identity" : "swift-collections", "kind" : "remoteSourceControl", "location" : "https://github.com/apple/swift-collections",
                  "state" : { "revision" : "671108c96644956dddcd89dd59c203dcdb36cec7", "version" : "\(collections)" } },
                { "identity" : "swift-composable-architecture", "kind" : "remoteSourceControl", "location" : "https://github.com/pointfreeco/swift-composable-architecture",
                  "state" : { "revision" : "c9259b5f74892690cb04a9a8088b4a1789b05a7d", "version" : "\(tca)" } }
              ],
              "version" : 2
            }
            """)
        }
        resolve(tca: "1.7.0", collections: "1.0.0")
        let first = try lintBothWays(folder, previous: nil)
        #expect(first.incremental == first.full)
        #expect(first.full.contains { $0.ruleID == "tca-with-view-store" })
        var state = first.state
        for (tca, collections) in [("1.7.0", "1.1.0"), ("1.9.2", "1.1.0")] {
            resolve(tca: tca, collections: collections)
            let bumped = try lintBothWays(folder, previous: state)
            #expect(bumped.outcome == .init(reused: 4, checked: 0), "TCA \(tca), collections \(collections)")
            #expect(bumped.incremental == bumped.full)
            state = bumped.state
        }
        resolve(tca: "0.47.2", collections: "1.1.0")
        let older = try lintBothWays(folder, previous: state)
        #expect(older.outcome == .init(reused: 0, checked: 4), "Package.swift is a file too")
        #expect(older.incremental == older.full)
        #expect(!older.full.contains { $0.ruleID.hasPrefix("tca-") })
        resolve(tca: "1.8.0", collections: "1.2.0")
        let newer = try lintBothWays(folder, previous: older.state)
        #expect(newer.outcome == .init(reused: 0, checked: 4))
        #expect(newer.incremental == newer.full)
        #expect(newer.full == first.full)
    }

    /// A question answered the same way by the new text ("does it spell `DelegateAdaptor`?", which
    /// environment-injection-mismatch asks of every file) keeps the files that asked it; a different
    /// answer does not.
    @Test func answeredQuestionsAreAskedAgainOfTheNewText() throws {
        let folder = project()
        folder.write("Reader.swift", Self.reader(holding: "@EnvironmentObject"))
        let first = try lintBothWays(folder, previous: nil)
        folder.write("Badge.swift", Self.other + "\n// a note\n")
        let second = try lintBothWays(folder, previous: first.state)
        #expect(second.incremental == second.full)
        #expect(second.outcome.reused == 3)
        // Now it spells `DelegateAdaptor` (in a comment): the reader, whose check asked every file, is checked again.
        folder.write("Badge.swift", Self.other + "\n// UIApplicationDelegateAdaptor\n")
        let third = try lintBothWays(folder, previous: second.state)
        #expect(third.incremental == third.full)
        #expect(third.outcome.reused < 3)
    }

    /// The binary form round-trips, and any cut of it is refused rather than misread.
    /// After a small change the next state starts as the stored one, its reused entries kept as
    /// they are; a long run of edits does not grow it without bound, and every run reports what a
    /// full run does.
    @Test func aLayeredStateStaysSmallOverManyEdits() throws {
        let folder = project()
        var state = try lintBothWays(folder, previous: nil).state
        let groups = state.groups.count
        for round in 0..<12 {
            // Every other round a model body edit (most files checked again: a fresh state), else a
            // comment in one view (the others reused: layered on the stored state).
            if round % 2 == 0 {
                folder.write("Model.swift", Self.model.replacingOccurrences(of: "summary = \"x\"", with: "summary = \"\(round)\""))
            } else {
                folder.write("Badge.swift", Self.other + "\n// round \(round)\n")
            }
            let run = try lintBothWays(folder, previous: state)
            #expect(run.incremental == run.full, "round \(round)")
            if round % 2 == 1 { #expect(run.outcome == .init(reused: 2, checked: 1), "round \(round)") }
            state = try #require(IncrementalLintState(decoding: run.state.encoded()))
            #expect(state.isConsistent)
            #expect(state.groups.count <= max(8, groups * 2), "round \(round): \(state.groups.count) groups, \(groups) at first")
        }
    }

    /// A layered state keeps what its entries name and drops the entries of files that are gone;
    /// once more than a quarter of its groups are named by nothing, it is rebuilt compactly.
    @Test func aLayeredStateIsRebuiltWhenAQuarterIsUnused() throws {
        func entry(_ groups: [Int]) -> IncrementalLintState.Entry {
            .init(content: ContentHash("c"), configuration: ContentHash("k"), facts: ContentHash("f"), positions: ContentHash("p"), findings: [], reads: .init(groups: groups))
        }
        var previous = IncrementalLintState()
        previous.paths = ["A.swift", "B.swift", "Gone.swift"]
        previous.groups = [.init(content: [0]), .init(content: [1]), .init(groups: [0]), .init(content: [2])]
        previous.files = ["A.swift": entry([2]), "B.swift": entry([1]), "Gone.swift": entry([3])]

        // Three of four groups named: kept as it is, the file that is gone dropped.
        let kept = IncrementalStateBuilder(layeredOn: previous).finished(paths: ["A.swift", "B.swift", "Gone.swift"])
        #expect(kept.groups.count == 4)
        let dropped = IncrementalStateBuilder(layeredOn: previous).finished(paths: ["A.swift", "B.swift"])
        #expect(dropped.files.keys.sorted() == ["A.swift", "B.swift"])

        // Without B, two of four: rebuilt with only what A names.
        let rebuilt = IncrementalStateBuilder(layeredOn: previous).finished(paths: ["A.swift"])
        #expect(rebuilt.isConsistent)
        #expect(rebuilt.paths == ["A.swift"])
        #expect(rebuilt.groups.count == 2)
        let reads = try #require(rebuilt.files["A.swift"]?.reads)
        #expect(rebuilt.groups[reads.groups[0]].groups.map { rebuilt.groups[$0].content } == [[0]])
    }

    @Test func theStateRoundTripsAndRefusesEveryTruncation() throws {
        let folder = TemporaryFolder()
        let source = MigrationGoldenTests.legacyAppSources
        for name in try FileManager.default.subpathsOfDirectory(atPath: source.path) where name.hasSuffix(".swift") {
            folder.write(name, try String(contentsOf: source.appendingPathComponent(name), encoding: .utf8))
        }
        let state = try lintBothWays(folder, previous: nil).state
        let bytes = state.encoded()
        let decoded = try #require(IncrementalLintState(decoding: bytes))
        #expect(decoded.encoded() == bytes)
        #expect(decoded.files.values.compactMap(\.findings).joined().count == state.files.values.compactMap(\.findings).joined().count)
        for length in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 200)) {
            #expect(IncrementalLintState(decoding: Array(bytes.prefix(length))) == nil, "cut at \(length)")
        }
        // Entries are written in the path table's order; a table that leaves one out (no builder
        // makes one) is written in path order instead, every entry kept.
        var partial = state
        let left = try #require(partial.paths.firstIndex { partial.files[$0] != nil })
        partial.paths[left] = "Elsewhere/NotLinted.swift"
        let rewritten = try #require(IncrementalLintState(decoding: partial.encoded()))
        #expect(Set(rewritten.files.keys) == Set(state.files.keys))
        #expect(rewritten.files.count == state.files.count)
    }

    private static let otherModel = """
        import Combine
        final class Counter: ObservableObject {
            @Published var count = 0
            func bump() { count += 1 }
        }
        """

    /// prefer-observable asks the migration why it keeps each class; that analysis reads every
    /// model. A body edit in one model computes it again, and the other model's file, whose answer
    /// is the same, is reused (early cutoff), where before it depended on everything the analysis read.
    @Test func aModelBodyEditKeepsFilesWhoseMigrationAnswerIsUnchanged() throws {
        let folder = project()
        folder.write("Counter.swift", Self.otherModel)
        let first = try lintBothWays(folder, previous: nil)
        #expect(first.state.derived[WorkspaceMigrationOutlook.derivedName] != nil)
        let model = try #require(first.state.files.keys.first { $0.hasSuffix("/Model.swift") })
        #expect(first.state.files[model]?.reads.derived?.isEmpty == false, "prefer-observable asked about Model")
        folder.write("Counter.swift", Self.otherModel.replacingOccurrences(of: "count += 1", with: "count += 2"))
        let second = try lintBothWays(folder, previous: first.state)
        #expect(second.incremental == second.full)
        #expect(second.outcome == .init(reused: 3, checked: 1), "\(second.outcome)")
    }

    /// A view holding `Model.shared` is typed from the facts (`staticMemberOf`), not its syntax:
    /// ModelRoles, which every view-model check asks, does not read it, so a body edit in that view
    /// re-checks the view alone.
    @Test func aViewHoldingASharedModelIsTypedFromItsFacts() throws {
        let folder = project()
        folder.write("Model.swift", Self.model.replacingOccurrences(of: "    @Published var summary", with: "    static let shared = Model()\n    @Published var summary"))
        let shared = """
            import SwiftUI
            struct SharedView: View {
                @ObservedObject private var model = Model.shared
                var body: some View { Text(model.summary) }
            }
            """
        folder.write("SharedView.swift", shared)
        let first = try lintBothWays(folder, previous: nil)
        folder.write("SharedView.swift", shared.replacingOccurrences(of: "Text(model.summary)", with: "Text(model.summary).bold()"))
        let second = try lintBothWays(folder, previous: first.state)
        #expect(second.incremental == second.full)
        #expect(second.outcome == .init(reused: 3, checked: 1), "\(second.outcome)")
    }

    /// A stored answer the analysis, computed again, no longer gives re-checks the file that got it.
    @Test func aChangedMigrationAnswerRechecksTheFileThatAsked() throws {
        let folder = project()
        folder.write("Counter.swift", Self.otherModel)
        var state = try lintBothWays(folder, previous: nil).state
        let model = try #require(state.files.keys.first { $0.hasSuffix("/Model.swift") })
        var entry = try #require(state.files[model])
        entry.reads.derived = entry.reads.derived?.map { .init(value: $0.value, key: $0.key, answer: "keep: a reason it no longer gives") }
        state.files[model] = entry
        // A new published property: the outlook is computed again (a body edit it reads nothing of
        // would not: it no longer reads every model's lines).
        folder.write("Counter.swift", Self.otherModel.replacingOccurrences(of: "func bump()", with: "@Published var step = 1\n    func bump()"))
        let again = try lintBothWays(folder, previous: state)
        #expect(again.incremental == again.full)
        #expect(again.outcome == .init(reused: 2, checked: 2), "Model.swift and the changed file: \(again.outcome)")
    }

    /// After a small change the state is stored as a delta of the whole state it was built on
    /// (the whole one is not written again); read back, base and delta give exactly the state
    /// stored, and the next run's incremental lint over it reports what a full run does. A delta
    /// that is damaged, or written against another whole state, is left out (the whole state alone
    /// is a valid state); a run that changed more than an eighth of the files stores the whole
    /// state, and the delta goes.
    @Test func aSmallChangeIsStoredAsADeltaOfTheStoredState() throws {
        // Eight models, each with a view that writes to it: each view's check reads its model's
        // writes through a shared memo, a group of its own in the state (the groups a run leaves
        // unused are then too few to get the state rebuilt).
        let folder = TemporaryFolder()
        folder.write("Badge.swift", Self.other)
        for index in 0..<8 {
            folder.write("Model\(index).swift", Self.model.replacingOccurrences(of: "Model", with: "Model\(index)"))
            folder.write("View\(index).swift", Self.view.replacingOccurrences(of: "Model", with: "Model\(index)").replacingOccurrences(of: "ListView", with: "View\(index)"))
        }
        let directory = TemporaryFolder()
        let cache = LintCache(directory: directory.url)
        let slot = ContentHash("slot"), key = ContentHash("key")
        let wholeURL = cache.url(ofFileStateSlot: slot), deltaURL = cache.url(ofFileStateDeltaSlot: slot)
        let manager = FileManager.default

        let first = try lintBothWays(folder, previous: nil)
        #expect(first.state.base == nil)
        #expect(cache.storeFileState(first.state, slot: slot, key: key))
        #expect(!manager.fileExists(atPath: deltaURL.path))
        let whole = try Data(contentsOf: wholeURL)
        let stored = try #require(cache.loadFileState(slot: slot, key: key))
        #expect(stored.encoded() == first.state.encoded())
        #expect(stored.base?.changed == [])

        // Two rounds of one edited file each: deltas, the whole state untouched.
        var previous = stored
        for (round, name) in ["Badge.swift", "View5.swift"].enumerated() {
            folder.write(name, (try String(contentsOf: folder.url.appendingPathComponent(name), encoding: .utf8)) + "\n// round \(round)\n")
            let run = try lintBothWays(folder, previous: previous)
            #expect(run.incremental == run.full, "round \(round)")
            #expect(run.outcome == .init(reused: 16, checked: 1), "round \(round)")
            #expect(cache.storeFileState(run.state, slot: slot, key: key))
            #expect(manager.fileExists(atPath: deltaURL.path), "round \(round)")
            #expect(try Data(contentsOf: wholeURL) == whole, "round \(round)")
            let read = try #require(cache.loadFileState(slot: slot, key: key))
            #expect(read.encoded() == run.state.encoded(), "round \(round)")
            #expect(read.isConsistent)
            #expect(read.base?.changed.contains(folder.url.appendingPathComponent(name).path) == true)
            previous = read
        }
        #expect(previous.base?.changed == Set(["Badge.swift", "View5.swift"].map { folder.url.appendingPathComponent($0).path }))

        // A damaged delta, and one keyed to another whole state, are left out.
        let delta = try Data(contentsOf: deltaURL)
        try delta.prefix(delta.count - 3).write(to: deltaURL)
        #expect(try #require(cache.loadFileState(slot: slot, key: key)).encoded() == first.state.encoded())
        var other = first.state
        other.paths.append("Elsewhere.swift")
        #expect(cache.storeFileState(other, slot: slot, key: key))
        try delta.write(to: deltaURL)
        #expect(try #require(cache.loadFileState(slot: slot, key: key)).encoded() == other.encoded())
        #expect(cache.storeFileState(previous, slot: slot, key: key) && manager.fileExists(atPath: deltaURL.path))

        // A state built on a delta-loaded one, with more than an eighth of its files checked again
        // (the model's interface changed): stored whole, the delta removed.
        #expect(cache.storeFileState(first.state, slot: slot, key: key))
        previous = try #require(cache.loadFileState(slot: slot, key: key))
        #expect(cache.storeFileState(try lintBothWays(folder, previous: previous).state, slot: slot, key: key))
        previous = try #require(cache.loadFileState(slot: slot, key: key))
        folder.write("Model2.swift", Self.model.replacingOccurrences(of: "Model", with: "Model2").replacingOccurrences(of: "var summary", with: "var headline"))
        let broad = try lintBothWays(folder, previous: previous)
        #expect(broad.incremental == broad.full)
        #expect(cache.storeFileState(broad.state, slot: slot, key: key))
        #expect(!manager.fileExists(atPath: deltaURL.path))
        #expect(try #require(cache.loadFileState(slot: slot, key: key)).encoded() == broad.state.encoded())
    }

    @Test func aStateWithBrokenIndicesIsIgnored() throws {
        let folder = project()
        var state = try lintBothWays(folder, previous: nil).state
        state.groups.append(.init(content: [999], positions: nil, questions: nil, groups: [5000]))
        #expect(!state.isConsistent)
        let again = try lintBothWays(folder, previous: state)
        #expect(again.outcome == .init(reused: 0, checked: 3))
        #expect(again.incremental == again.full)
    }

    @Test func aTruncatedOrForeignStateFileIsNotTrusted() throws {
        let folder = project()
        let state = try lintBothWays(folder, previous: nil).state
        let directory = TemporaryFolder()
        let cache = LintCache(directory: directory.url)
        let slot = ContentHash("slot"), key = ContentHash("key")
        #expect(cache.storeFileState(state, slot: slot, key: key))
        #expect(cache.loadFileState(slot: slot, key: key) != nil)
        #expect(cache.loadFileState(slot: slot, key: ContentHash("other options")) == nil)
        let url = cache.url(ofFileStateSlot: slot)
        let bytes = try Data(contentsOf: url)
        try bytes.prefix(bytes.count - 7).write(to: url)
        #expect(cache.loadFileState(slot: slot, key: key) == nil)
        // A whole-run report stored in the slot's place is not a per-file state.
        try Data(LintCache.encode(.init(notes: [], stepSummary: nil, report: "", failed: false), key: key)).write(to: url)
        #expect(cache.loadFileState(slot: slot, key: key) == nil)
    }

    /// Every project question a rule's checks ask is one its `projectQuestions` lists (an answer to
    /// an unlisted question always counts as changed, so an omission would only cost reuse): each
    /// rule over its own examples, one file each, the TCA fixtures included.
    @Test func everyRuleListsTheQuestionsItAsks() throws {
        var everyAsked = Set<String>()
        for type in RuleRegistry.all {
            let rule = type.init()
            let folder = TemporaryFolder()
            let examples = rule.description.incorrect + rule.description.correct
            for (number, example) in examples.enumerated() {
                folder.write("Example\(number).swift", example.code.replacingOccurrences(of: "↓", with: ""))
            }
            let linter = Linter(rules: [rule], optedIn: [rule.description.id])
            let state = linter.lint(try Workspace.load(paths: [folder.url.path]), previous: nil).state
            let listed = Set(type.projectQuestions.map(\.name))
            let reads = state.files.values.map(\.reads) + state.groups
            let asked = Set(reads.flatMap { $0.derived ?? [] }.filter { $0.value == ProjectQuestion.derivedName }.compactMap { $0.key.split(separator: "\u{0}", omittingEmptySubsequences: false).first.map(String.init) })
            #expect(asked.isSubset(of: listed), "\(rule.description.id) asks \(asked.subtracting(listed).sorted()) without listing them")
            everyAsked.formUnion(asked)
        }
        // (A TCA example imports ComposableArchitecture, which answers before the project is asked.)
        #expect(everyAsked.isSuperset(of: ["is ObservableObject", "is view", "view-observed model", "tca has features"]), "\(everyAsked.sorted())")
    }

    /// A copy of the example app, with its Swift files' relative paths, sorted.
    private func exampleApp() throws -> (folder: TemporaryFolder, names: [String]) {
        let folder = TemporaryFolder()
        let source = MigrationGoldenTests.legacyAppSources
        let names = try FileManager.default.subpathsOfDirectory(atPath: source.path).filter { $0.hasSuffix(".swift") }.sorted()
        for name in names { folder.write(name, try String(contentsOf: source.appendingPathComponent(name), encoding: .utf8)) }
        return (folder, names)
    }

    /// Every file of the example app changed in turn (a comment appended): the incremental run
    /// reports what a full run reports, and reuses the other files.
    @Test func everyExampleFileTouchedInTurnMatchesAFullRun() throws {
        let (folder, names) = try exampleApp()
        var state = try lintBothWays(folder, previous: nil).state
        for name in names.enumerated().filter({ $0.offset % 3 == 0 }).map(\.element) {
            let original = try String(contentsOf: folder.url.appendingPathComponent(name), encoding: .utf8)
            folder.write(name, original + "\n// touched\n")
            let run = try lintBothWays(folder, previous: state)
            #expect(run.incremental == run.full, "\(name)")
            #expect(run.outcome.reused > 0, "\(name): \(run.outcome)")
            state = run.state
        }
    }

    /// Edits that change facts (a property, a conformance, a wrapper, a type), made to the example
    /// app's files in turn: the incremental run reports what a full run reports, and reuses the
    /// files whose checks asked neither the index nor a question whose answer changed.
    @Test func everyExampleFileEditedInTurnMatchesAFullRun() throws {
        let (folder, names) = try exampleApp()
        var state = try lintBothWays(folder, previous: nil).state
        var reused = 0
        for (position, name) in names.enumerated() where position % 2 == 0 {
            let original = try String(contentsOf: folder.url.appendingPathComponent(name), encoding: .utf8)
            let edits = [
                original.replacingOccurrences(of: "@Published ", with: ""),
                original.replacingOccurrences(of: ": ObservableObject {", with: " {"),
                original.replacingOccurrences(of: "@StateObject", with: "@ObservedObject"),
                original + "\nstruct Probe\(position) { var value = 0 }\n",
            ]
            let edited = edits.first { $0 != original } ?? edits[3]
            folder.write(name, edited)
            let run = try lintBothWays(folder, previous: state)
            #expect(run.incremental == run.full, "\(name)")
            reused += run.outcome.reused
            state = run.state
            folder.write(name, original)
            let back = try lintBothWays(folder, previous: state)
            #expect(back.incremental == back.full, "\(name) restored")
            state = back.state
        }
        #expect(reused > 0)
    }

    /// Every stored property of the fact types is hashed by `interfaceFingerprint` or is a syntax
    /// reference (`ReadTracking` records its reads). A property added to a fact fails here until
    /// the fingerprint hashes it (or it is a reference): otherwise a change to it would reuse stale findings.
    @Test func everyFactIsFingerprintedOrASyntaxReference() throws {
        let file = SourceFile(path: "All.swift", text: """
            import SwiftUI
            typealias Alias = Int
            func helper() -> Int { 1 }
            final class Model: ObservableObject {
                @Published var count = 0
                func poke() { objectWillChange.send(); _ = $count.sink { _ in } }
            }
            struct Screen: View {
                @StateObject var model = Model()
                @Environment(Model.self) var environmentModel
                var body: some View { Toggle("", isOn: $model.flag).environmentObject(model) }
            }
            """)
        func labels(_ value: Any) -> Set<String> { Set(Mirror(reflecting: value).children.compactMap(\.label)) }
        let facts = file.facts
        #expect(labels(facts) == [
            "types", "wrapperUses", "injections", "bindingProjections", "objectWillChangeUses", "publisherProjections", "calls", "imports",
            "globalFunctions", "typeAliases", "implicitInjectionKinds",
            "deprecatedOnChanges",  // read from the bodies: asking it is a content read (`ReadTracking`), as the calls' syntax
            "textMarkers",  // answers `SourceFile.mentions`, recorded as such (`ReadTracking`), as a search of the text
            "markedOffsets",  // answers `SourceFile.offsets(of:)`, recorded as such, as a search of the text
        ])
        let type = try #require(facts.types.first)
        #expect(labels(type) == [
            "kind", "name", "qualifiedName", "inheritedTypes", "inheritedTypeRefs", "genericParameters", "attributes", "modifiers", "properties",
            "functionFacts", "availability", "hasPayloadCases", "declaredStateType", "stateReferenceNames", "reducerCaseTypeNames",
            "previewEnclosure",
            "functionRefs", "nodeRef", "nameTokenRef", "introducerRef",  // syntax references
            "writeReceivers", "recordedWrites", "recordedSelfWrites", "recordedBindingSetterWrites", "recordedStorageReferences",  // read from the bodies: asking it is a content read (`ReadTracking`), as the syntax
        ])
        let property = try #require(type.properties.first)
        #expect(labels(property) == [
            "name", "typeName", "typeRef", "attributes", "modifiers", "isLet", "isComputed", "hasObservers", "equatability", "hasInitializer",
            "valueShape",
            "extras",  // what few properties have, below
            "handle", "typeAnnotationSlot", "declSlot", "bindingSlot",  // syntax references (`hasTypeAnnotation` is hashed)
        ])
        let withExtras = try #require(facts.types.flatMap(\.properties).first { $0.environmentType != nil })
        let extras = try #require(Mirror(reflecting: withExtras).children.first { $0.label == "extras" }?.value)
        #expect(labels(try #require(Mirror(reflecting: extras).children.first?.value)) == [
            "environmentType", "staticMemberOf", "dependencyKey", "storeType", "environmentAttribute",
        ])
        #expect(labels(try #require(facts.wrapperUses.first)) == [
            "wrapper", "property", "ownerType", "wrappedType", "isKeyPathEnvironment", "writtenType", "attributeRef",
        ])
        #expect(labels(try #require(facts.injections.first)) == [
            "kind", "value", "ownerType", "localType", "argumentRef", "callRef", "nameTokenRef",
        ])
        #expect(labels(try #require(facts.bindingProjections.first)) == ["property", "members", "ownerType", "expressionRef"])
        #expect(labels(try #require(facts.objectWillChangeUses.first)) == ["ownerType", "receiverRef", "tokenRef", "isSend"])
        #expect(labels(try #require(facts.publisherProjections.first)) == ["property", "receiverRef", "ownerType", "tokenRef"])
        #expect(labels(try #require(facts.globalFunctions.first)) == ["name", "returnType", "isStatic"])
        #expect(labels(try #require(facts.typeAliases.first)) == ["name", "qualifiedName", "genericParameters", "target"])
        // Calls are asked as questions (`FileQuestion.callCount`), not fingerprinted.
        #expect(labels(facts.calls) == ["sortedNames", "ends", "slots", "handle"])
    }
}

