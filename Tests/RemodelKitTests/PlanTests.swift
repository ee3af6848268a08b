import Foundation
import Testing
@testable import RemodelKit
@testable import RemodelRules

/// `remodel plan`: goldens (text and JSON) for Examples/LegacyApp and the purpose-built fixtures in
/// Tests/PlanFixtures, the properties each fixture exists for, the impact estimate's reading rules,
/// the graph formats (the HTML report: PlanHTMLTests.swift) and applying every stage
/// of LegacyApp's plan in order.
///
/// `REMODEL_UPDATE_GOLDENS=1 swift test --filter Plan` rewrites the goldens (review the diff)
/// and refreshes docs/images/plan-report.png from the browser test.
enum PlanFixture {
    static let root = repositoryRoot.appendingPathComponent("Tests/PlanFixtures")
    static let fixtures = ["cycles", "two-level-injection", "combine-dependency", "subclass-chain"]
    static let all = ["legacy-app"] + fixtures
    static var updatingGoldens: Bool { ProcessInfo.processInfo.environment["REMODEL_UPDATE_GOLDENS"] == "1" }

    /// The folder whose `Sources/` is planned; paths in the output are relative to it.
    static func projectFolder(_ name: String) -> URL {
        name == "legacy-app" ? repositoryRoot.appendingPathComponent("Examples/LegacyApp") : root.appendingPathComponent(name)
    }

    static func workspace(_ name: String) throws -> Workspace {
        try Workspace.load(paths: ["Sources"], workingDirectory: projectFolder(name))
    }

    static func plan(_ name: String, engine: Bool = true) throws -> ModelMigrationPlan {
        ModelMigrationPlan(workspace: try workspace(name), useMigrationEngine: engine)
    }

    /// Compares with (or, when updating, writes) `Tests/PlanFixtures/<name>/<file>`.
    static func expectGolden(_ actual: String, fixture: String, file: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = root.appendingPathComponent(fixture).appendingPathComponent(file)
        if updatingGoldens {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            return
        }
        let expected = (try? String(contentsOf: url, encoding: .utf8)) ?? "<missing \(url.path)>"
        #expect(expected == actual, "\(fixture)/\(file) differs from the golden:\n\(firstDifference(expected, actual))\n(REMODEL_UPDATE_GOLDENS=1 rewrites it)",
                sourceLocation: sourceLocation)
    }

    static func firstDifference(_ expected: String, _ actual: String) -> String {
        let old = expected.components(separatedBy: "\n"), new = actual.components(separatedBy: "\n")
        for index in 0..<max(old.count, new.count) {
            let a = index < old.count ? old[index] : "<end>", b = index < new.count ? new[index] : "<end>"
            if a != b { return "line \(index + 1):\n- \(a)\n+ \(b)" }
        }
        return "(no line differs)"
    }
}

struct PlanGoldenTests {
    @Test(arguments: PlanFixture.all)
    func textAndJSONMatchTheGoldens(fixture: String) throws {
        let plan = try PlanFixture.plan(fixture)
        try PlanFixture.expectGolden(PlanFormat.text.render(plan), fixture: fixture, file: "expected.txt")
        try PlanFixture.expectGolden(PlanFormat.json.render(plan), fixture: fixture, file: "expected.json")
    }

    @Test(arguments: PlanFixture.all)
    func jsonIsValidAndAgreesWithThePlan(fixture: String) throws {
        let plan = try PlanFixture.plan(fixture)
        let object = try JSONSerialization.jsonObject(with: Data(PlanFormat.json.render(plan).utf8)) as? [String: Any]
        let summary = try #require(object?["summary"] as? [String: Any])
        #expect(summary["stages"] as? Int == plan.stages.count)
        #expect(summary["models"] as? Int == plan.models.count)
        #expect(summary["pairsAvoided"] as? Int == plan.impact.pairsAvoided)
        let stages = try #require(object?["stages"] as? [[String: Any]])
        #expect(stages.map { $0["classes"] as? [String] ?? [] } == plan.stages.map(\.classes))
    }
}

struct PlanBehaviourTests {
    @Test func legacyAppStagesFollowSeed003() throws {
        let plan = try PlanFixture.plan("legacy-app")
        #expect(plan.stages.map(\.kind) == [.leaf, .environmentInjected, .dependsOnOthers])
        func stage(of name: String) -> Int? { plan.model(named: name)?.stage }
        // Leaves first (a class hierarchy together, base first), then the environment-injected
        // stores, then the models holding them, the Combine-driven search model last.
        for leaf in ["BaseListModel", "ArchiveListModel", "Deck", "StatsViewModel", "TaskListViewModel"] { #expect(stage(of: leaf) == 1, "\(leaf)") }
        #expect(Array(plan.stages[0].classes.prefix(2)) == ["BaseListModel", "ArchiveListModel"])
        #expect(plan.stages[1].classes == ["NotesStore", "SessionStore", "SettingsModel"])
        #expect(plan.stages[2].classes == ["NoteEditorModel", "SyncViewModel"])
        // The migration keeps the Combine-driven search model: listed as kept, not staged.
        #expect(plan.combineDriven.map(\.name) == ["SearchViewModel"])
        #expect(plan.model(named: "SearchViewModel")?.stage == nil)
        #expect(plan.classes(inStage: 2) == ["NotesStore", "SessionStore", "SettingsModel"])
        #expect(plan.classes(inStage: 0).isEmpty && plan.classes(inStage: 4).isEmpty)
        #expect(plan.alreadyMigrated.map(\.name) == ["SyncStatus", "ThemeModel"])
        // NotesStore's objectWillChange.send() announces its plain `previewCache`, which stays
        // tracked: nothing is blocked.
        #expect(plan.blocked.isEmpty)
        let notes = try #require(plan.model(named: "NotesStore"))
        #expect(notes.injections.map(\.level) == [.app])
        #expect(notes.observableObjectProtocols == ["StoreProtocol"])
        // Every stage lists the files it touches: declarations, views, injection sites.
        #expect(plan.stages[1].files.contains("Sources/App/LegacyApp.swift"))
        #expect(plan.stages[0].files.contains("Sources/Views/ArchiveView.swift"))

        let ranking = plan.impact.classes.map { "\($0.name)=\($0.pairsAvoided)/\($0.pairs)" }
        #expect(Array(ranking.prefix(3)) == ["SettingsModel=7/12", "NotesStore=5/6", "SessionStore=4/9"])
        #expect(plan.impact.pairsAvoided == 16 && plan.impact.pairs == 52)
        let settings = try #require(plan.impact.classes.first)
        let taskList = try #require(settings.views.first { $0.view == "TaskListView" })
        // `settings.visible(…)` in a helper property reads showCompleted (and the @AppStorage sortAscending).
        #expect(taskList.reads == ["showCompleted"])
        #expect(taskList.unread == ["defaultPriority", "reminderHour", "reminderEnabled"])
    }

    @Test func cyclesAreGroupedInOneStageAndReported() throws {
        let plan = try PlanFixture.plan("cycles")
        #expect(plan.cycles.map(\.classes) == [["AlphaModel", "BetaModel", "GammaModel"], ["PlayerModel", "QueueModel"]])
        for cycle in plan.cycles {
            #expect(Set(cycle.classes.map { plan.model(named: $0)?.stage }).count == 1)
        }
        #expect(plan.cycles[1].edges == ["PlayerModel → QueueModel (stored property 'queue')",
                                         "QueueModel → PlayerModel (stored property 'player', initializer parameter 'player')"])
        // LibraryModel holds QueueModel from outside the cycle: it comes after the cycle.
        let order = try #require(plan.stages.first { $0.classes.contains("LibraryModel") }).classes
        #expect(order.firstIndex(of: "LibraryModel")! > order.firstIndex(of: "QueueModel")!)
        #expect(plan.model(named: "ProfileModel")?.stage == 1)
    }

    @Test func modelInjectedAtTwoLevels() throws {
        let plan = try PlanFixture.plan("two-level-injection")
        let app = try #require(plan.model(named: "AppModel"))
        #expect(app.classification == .environmentInjected)
        #expect(app.injections.map(\.level) == [.app, .rootView, .view])
        #expect(app.injections.map(\.owner) == ["ShopApp", "RootView", "SettingsSheet"])
        #expect(app.environmentReaders == ["BadgeView", "RootView", "SettingsSheet"])
        #expect(plan.model(named: "CartModel")?.injections.map(\.level) == [.scene])
        // OrderModel holds the environment-injected AppModel: a later stage.
        #expect(plan.model(named: "OrderModel")?.classification == .dependsOnOthers)
        #expect(plan.model(named: "OrderModel")!.stage! > app.stage!)
        #expect(plan.stages.first?.classes == ["CounterModel"])
        // Passing the object on (`.environmentObject(appModel)`, `OrderModel(app: appModel)`) is not a read.
        #expect(plan.impact.classes.first?.name == "AppModel")
        #expect(plan.impact.classes.first?.views.first { $0.view == "ShopApp" }?.reads == [])
    }

    @Test func combineDrivenModelOthersDependOnIsKeptWithoutDelayingThem() throws {
        let plan = try PlanFixture.plan("combine-dependency")
        #expect(plan.stages.map(\.kind) == [.leaf, .dependsOnOthers])
        #expect(plan.combineDriven.map(\.name) == ["SearchModel"])
        #expect(plan.model(named: "SearchModel")?.stage == nil)
        let results = try #require(plan.model(named: "ResultsModel"))
        #expect(results.dependencyNames == ["SearchModel"])
        #expect(results.stage == 2)
        #expect(plan.blocked.map(\.name) == ["TickerModel"])
        // `.onReceive(feed.$items)` counts as reading items.
        #expect(plan.impact.classes.first { $0.name == "FeedModel" }?.views.first?.reads == ["items"])
    }

    @Test func subclassChainMigratesTogetherBaseFirst() throws {
        let plan = try PlanFixture.plan("subclass-chain")
        let stage = try #require(plan.stages.first { $0.classes.contains("ListViewModel") })
        #expect(Array(stage.classes.prefix(3)) == ["BaseViewModel", "ListViewModel", "FilteredListViewModel"])
        #expect(plan.model(named: "FilteredListViewModel")?.superclass == "ListViewModel")
        #expect(plan.model(named: "BaseViewModel")?.subclasses == ["ListViewModel"])
        // Inherited @Published properties count for the subclass.
        #expect(plan.model(named: "FilteredListViewModel")?.publishedProperties == ["filter", "rows", "isLoading", "error"])
        #expect(plan.blocked.map(\.name) == ["DownloadModel"])
    }

    @Test func ownDetectionWithoutTheEngine() throws {
        let combine = try PlanFixture.plan("combine-dependency", engine: false)
        #expect(combine.model(named: "SearchModel")?.classification == .combineDriven)
        #expect(combine.model(named: "FeedModel")?.classification == .combineDriven)
        #expect(combine.model(named: "FeedModel")?.combineSites.first?.reason == "'$items' drives a Combine pipeline with .onReceive in FeedView")
        #expect(combine.model(named: "TickerModel")?.blockers.map(\.reason) == [
            "'TickerLogger' subscribes to its objectWillChange; @Observable has no objectWillChange publisher",
        ])
        let chain = try PlanFixture.plan("subclass-chain", engine: false)
        #expect(chain.model(named: "DownloadModel")?.blockers.first?.reason.hasPrefix("inherits from 'Operation'") == true)
        let todo = try #require(chain.model(named: "TodoStore"))
        #expect(todo.classification == .blocked)
        #expect(todo.blockers.first?.reason.contains("Store: ListStore") == true)
    }

    @Test func engineDecisionsDecideCombineAndBlocked() {
        let source = SourceFile(path: "A.swift", text: """
            import SwiftUI
            final class A: ObservableObject { @Published var x = 0 }
            final class B: ObservableObject { @Published var y = 0; let a: A; init(a: A) { self.a = a } }
            final class C: ObservableObject { @Published var z = 0 }
            """)
        let index = Workspace(sources: [source]).index
        let here = FileLine(file: "A.swift", line: 9)
        let plan = ModelMigrationPlan(index: index, decisions: MigrationDecisions(classes: [
            ClassDecision(name: "A", file: "A.swift", line: 2, disposition: .keep([.publisherPipeline(property: "x", at: here)]), unit: 0),
            ClassDecision(name: "B", file: "A.swift", line: 3, disposition: .keep([.externalBaseClass(base: "X", at: here)]), unit: 1),
            ClassDecision(name: "C", file: "A.swift", line: 4, disposition: .migrate, unit: 2),
        ]))
        #expect(plan.model(named: "A")?.classification == .combineDriven)
        #expect(plan.model(named: "A")?.reasons.first == "kept as ObservableObject: Combine-driven: $x drives a pipeline at A.swift:9")
        #expect(plan.model(named: "B")?.classification == .blocked)
        #expect(plan.model(named: "B")?.reasons.first == "kept as ObservableObject: its base class X comes from outside the project (A.swift:9); @Observable cannot see or track the base class's state (only NSObject, UIResponder, NSResponder and NSDocument are known to be compatible)")
        // Kept classes are not staged: the stages are what `migrate --stage N` migrates.
        #expect(plan.stages.map(\.classes) == [["C"]])
        #expect(plan.combineDriven.map(\.name) == ["A"] && plan.blocked.map(\.name) == ["B"])
    }
}

struct ImpactEstimateTests {
    static let source = """
        import SwiftUI

        final class Model: ObservableObject {
            @Published var title = ""
            @Published var count = 0
            @Published var flag = false
            @Published var note = ""
            @Published var hidden = 0
            var summary: String { "\\(title) \\(describe())" }
            func describe() -> String { String(count) }
            func reset() { flag = false }
        }

        struct Child: View {
            let model: Model
            var body: some View { Text("child") }
        }

        struct Screen: View {
            @ObservedObject var model: Model

            var body: some View {
                VStack {
                    header
                    Child(model: model)
                    Button("Go") { model.note = "tapped" }
                    Toggle("Flag", isOn: $model.flag)
                }
                .environmentObject(model)
            }

            private var header: some View { Text(self.model.summary) }
        }

        struct Greedy: View {
            @EnvironmentObject var model: Model

            var body: some View {
                let copy = model
                return Text(copy.title)
            }
        }
        """

    @Test func readsFollowHelpersModelMembersAndIgnoreWritesAndPassingOn() throws {
        let workspace = Workspace(sources: [SourceFile(path: "Screen.swift", text: Self.source)])
        let plan = ModelMigrationPlan(workspace: workspace, useMigrationEngine: false)
        let entry = try #require(plan.impact.classes.first { $0.name == "Model" })
        let screen = try #require(entry.views.first { $0.view == "Screen" })
        // header → model.summary → title + describe() → count; $model.flag is a binding read;
        // `model.note = …` is a write; Child(model:) and .environmentObject(model) pass it on.
        #expect(screen.reads == ["title", "count", "flag"])
        #expect(screen.unread == ["note", "hidden"])
        // A bare use the estimate cannot follow counts as reading everything.
        #expect(entry.views.first { $0.view == "Greedy" }?.unread == [])
        #expect(entry.pairs == 10 && entry.pairsAvoided == 2)
        // The plain `let model: Model` in Child does not observe.
        #expect(entry.views.count == 2)
    }
}

struct PlanRenderTests {
    @Test func dotAndMermaid() throws {
        let plan = try PlanFixture.plan("legacy-app")
        let dot = PlanFormat.dot.render(plan)
        #expect(dot.hasPrefix("digraph RemodelPlan {"))
        #expect(dot.contains("label=\"Stage 1 · Leaf models\""))
        #expect(dot.contains("\"NoteEditorModel\" -> \"NotesStore\" [label=\"store\"];"))
        #expect(dot.contains("\"ArchiveListModel\" -> \"BaseListModel\" [label=\"inherits\", style=dashed, arrowhead=empty];"))
        let mermaid = PlanFormat.mermaid.render(plan)
        #expect(mermaid.hasPrefix("flowchart LR\n"))
        #expect(mermaid.contains("SyncViewModel -->|session| SessionStore"))
        #expect(mermaid.contains("class SearchViewModel combine_driven"))
        // Columns: already @Observable, each stage, Combine-driven (kept); no class is blocked.
        #expect(mermaid.components(separatedBy: "  subgraph ").count - 1 == plan.stages.count + 2)
        #expect(PlanPalette.columns(plan).map(\.title) == ["Already @Observable", "Stage 1", "Stage 2", "Stage 3", "Combine-driven"])
    }
}

/// Applying every stage of LegacyApp's plan in order, with the migration engine: after each stage
/// the project still type-checks against the SwiftUI/Combine stubs.
struct PlanStageApplicationTests {
    @Test func everyStageOfLegacyAppLeavesItTypeChecking() async throws {
        let folder = TemporaryFolder()
        let sources = folder.url.appendingPathComponent("Sources")
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("Examples/LegacyApp/Sources"), to: sources)
        let plan = ModelMigrationPlan(workspace: try Workspace.load(paths: ["Sources"], workingDirectory: folder.url))
        #expect(plan.stages.count == 3)
        for stage in plan.stages {
            let workspace = try Workspace.load(paths: ["Sources"], workingDirectory: folder.url)
            let result = ObservableMigration(workspace: workspace, options: MigrationOptions(only: plan.classes(inStage: stage.number))).run()
            let migrated = Set(result.classes.filter { $0.disposition != .kept }.map(\.name))
            #expect(migrated == Set(stage.classes), "stage \(stage.number) should migrate \(stage.classes), migrated \(migrated.sorted())")
            for rewrite in result.rewrites { try SafeWriter.write(rewrite.newText, over: rewrite.file) }
            let outcome = try await StubTypeChecker.shared.typecheck(sources)
            #expect(outcome.status == 0, "after stage \(stage.number) (\(stage.classes.joined(separator: ", "))) the app no longer type-checks:\n\(outcome.output)")
        }
        // What is left is exactly what the plan did not stage.
        let audit = LegacyAudit(workspace: try Workspace.load(paths: ["Sources"], workingDirectory: folder.url))
        let remaining = Set(audit.files.filter { $0.count(.observableObject) > 0 }.map(\.path))
        #expect(remaining == ["Sources/ViewModels/SearchViewModel.swift"])
    }
}
