import Foundation
import SwiftParser
import SwiftSyntax
import Testing
@testable import RemodelKit

/// The migration's decision as a typed value (`Disposition`, `KeepReason`), computed without
/// edits, and the contract built on it: `remodel plan`'s stage N is exactly the set of classes
/// `remodel migrate --stage N` migrates, and `migrate`'s text and JSON give the same counts.
enum DispositionFixture {
    /// Every migration fixture's `before/` folder, LegacyApp, and the plan fixtures.
    static let projects: [String] = MigrationGoldenTests.fixtures.map { "migration/" + $0 } + ["legacy-app"]
        + PlanFixture.fixtures.map { "plan/" + $0 }

    static func folder(_ project: String) -> URL {
        if project == "legacy-app" { return MigrationGoldenTests.legacyAppSources }
        if project.hasPrefix("plan/") { return PlanFixture.root.appendingPathComponent(String(project.dropFirst(5))).appendingPathComponent("Sources") }
        return MigrationGoldenTests.fixturesRoot.appendingPathComponent(String(project.dropFirst(10))).appendingPathComponent("before")
    }

    static func workspace(_ project: String) throws -> Workspace {
        try Workspace.load(paths: [folder(project).path])
    }

    /// `--track-all` and `--keep-combine` from the fixture's options.txt (`--only` is not a plan input).
    static func options(_ project: String) throws -> MigrationOptions {
        guard project.hasPrefix("migration/") else { return .init() }
        let options = try MigrationGoldenTests.options(in: folder(project).deletingLastPathComponent())
        return MigrationOptions(trackAll: options.trackAll, rewriteCombine: options.rewriteCombine)
    }

    static func migratedNames(_ result: MigrationResult) -> Set<String> {
        Set(result.classes.filter { $0.disposition != .kept }.map { ProjectIndex.simpleName($0.name) })
    }
}

struct PlanStagesAreMigrateStagesTests {
    @Test(arguments: DispositionFixture.projects)
    func everyPlanStageIsWhatMigrateStageMigrates(project: String) throws {
        let workspace = try DispositionFixture.workspace(project)
        let options = try DispositionFixture.options(project)
        let plan = ModelMigrationPlan(workspace: workspace)
        let migration = ObservableMigration(workspace: workspace, options: options)
        for stage in plan.stages {
            let (stagePlan, result) = migration.run(stage: stage.number)
            // `migrate --stage N` stages the same plan `remodel plan` prints…
            #expect(stagePlan.stages.map(\.classes) == plan.stages.map(\.classes), "\(project): the plan differs between plan and migrate --stage")
            let migrated = DispositionFixture.migratedNames(try #require(result))
            // …and migrates exactly its stage N.
            #expect(migrated == Set(stage.classes), "\(project): stage \(stage.number) is \(stage.classes), migrate --stage \(stage.number) migrates \(migrated.sorted())")
            // Selecting the stage with --only gives the same classes.
            let only = ObservableMigration(workspace: workspace, options: MigrationOptions(only: Set(stage.classes), trackAll: options.trackAll)).run()
            #expect(DispositionFixture.migratedNames(only) == Set(stage.classes), "\(project): --only \(stage.classes.joined(separator: ","))")
        }
        #expect(migration.run(stage: plan.stages.count + 1).result == nil)

        // Every class the whole migration keeps is listed as kept (not staged); every class it
        // migrates is in exactly one stage.
        let decisions = migration.decide()
        let staged = plan.stages.flatMap(\.classes)
        #expect(staged.count == Set(staged).count, "\(project): a class is in two stages")
        for node in plan.models where node.kind == .observableObject {
            let decided = decisions.decisions(named: node.name)
            if decided.allSatisfy(\.disposition.migrates) && !decided.isEmpty {
                #expect(node.stage != nil, "\(project): \(node.name) migrates but is not staged")
            } else {
                #expect(node.stage == nil, "\(project): \(node.name) is kept but staged")
                #expect([ModelClassification.combineDriven, .blocked].contains(node.classification), "\(project): \(node.name)")
                #expect(node.reasons.first?.hasPrefix("kept as ObservableObject: ") == true, "\(project): \(node.name) \(node.reasons)")
            }
        }
    }

    /// Classes passed to one generic `T: ObservableObject` that becomes `T: Observable` migrate in
    /// one stage, though one of them is injected through the environment and the other is a leaf.
    @Test func classesSharingAConvertedGenericConstraintShareAStage() throws {
        let folder = TemporaryFolder()
        folder.write("Models.swift", """
            import SwiftUI

            final class InboxModel: ObservableObject { @Published var items: [String] = [] }
            final class ArchiveModel: ObservableObject { @Published var items: [String] = [] }

            struct ItemCount<Model: ObservableObject>: View {
                @ObservedObject var model: Model
                var body: some View { Text("") }
            }

            struct MailboxView: View {
                @EnvironmentObject var inbox: InboxModel
                @StateObject private var archive = ArchiveModel()
                var body: some View {
                    VStack {
                        ItemCount(model: inbox)
                        ItemCount(model: archive)
                    }
                }
            }

            struct AppRoot: View {
                @StateObject private var inbox = InboxModel()
                var body: some View { MailboxView().environmentObject(inbox) }
            }

            """)
        let workspace = try Workspace.load(paths: [folder.url.path])
        let decisions = ObservableMigration(workspace: workspace).decide()
        let inbox = try #require(decisions.decisions(named: "InboxModel").first)
        let archive = try #require(decisions.decisions(named: "ArchiveModel").first)
        #expect(inbox.disposition == .migrate && archive.disposition == .migrate)
        #expect(inbox.unit == archive.unit)
        let plan = ModelMigrationPlan(workspace: workspace)
        #expect(plan.stages.map(\.classes) == [["ArchiveModel", "InboxModel"]])
        let (_, result) = ObservableMigration(workspace: workspace).run(stage: 1)
        #expect(DispositionFixture.migratedNames(try #require(result)) == ["ArchiveModel", "InboxModel"])
    }
}

struct KeepReasonTests {
    static func decision(_ fixture: String, _ name: String) throws -> ClassDecision {
        let workspace = try DispositionFixture.workspace("migration/" + fixture)
        return try #require(ObservableMigration(workspace: workspace).decide().decisions(named: name).first, "\(fixture): no decision for \(name)")
    }

    @Test func combinePipeline() throws {
        let decision = try Self.decision("20-combine-throttle-kept", "SearchModel")
        guard case .keep(let reasons) = decision.disposition, let reason = reasons.first else {
            Issue.record("SearchModel is not kept: \(decision.disposition)")
            return
        }
        guard case .publisherPipeline(let property, let at) = reason else {
            Issue.record("unexpected reason \(reason)")
            return
        }
        #expect(property == "query")
        #expect(reason.isCombineDriven)
        #expect(reason.description == "Combine-driven: $query drives a pipeline at \(at)")
        #expect(try Self.decision("20-combine-throttle-kept", "RecentSearches").disposition == .migrate)
    }

    @Test func externalBaseClass() throws {
        let decision = try Self.decision("39-external-base-class-kept", "SettingsController")
        guard case .keep(let reasons) = decision.disposition, case .externalBaseClass(let base, let at)? = reasons.first else {
            Issue.record("unexpected \(decision.disposition)")
            return
        }
        #expect(base == "UIViewController")
        #expect(at.line == decision.line && at.file == decision.file)
        #expect(!reasons[0].isCombineDriven)
        // The framework class at the root of a project chain counts too.
        let chained = try Self.decision("39-external-base-class-kept", "ProfileController")
        #expect(chained.disposition.keepReasons.contains { reason in
            if case .externalBaseClass("UIViewController", _) = reason { return true }
            return false
        })
        // NSObject, UIResponder and NSResponder are compatible; delegate protocols are protocols.
        #expect(try Self.decision("58-nsobject-and-delegate-bases", "LocationModel").disposition == .migrate)
        #expect(try Self.decision("58-nsobject-and-delegate-bases", "MenuBarDelegate").disposition == .migrate)
        #expect(try Self.decision("59-app-delegate-responder-base", "AppDelegate").disposition == .migrate)
    }

    @Test func frameworkInheritanceRule() {
        #expect(FrameworkInheritance.classify("NSObject") == .compatibleBaseClass)
        #expect(FrameworkInheritance.classify("UIResponder") == .compatibleBaseClass)
        #expect(FrameworkInheritance.classify("NSResponder") == .compatibleBaseClass)
        #expect(FrameworkInheritance.classify("NSDocument") == .compatibleBaseClass)
        #expect(FrameworkInheritance.classify("UIViewController") == .incompatibleBaseClass)
        #expect(FrameworkInheritance.classify("Operation") == .incompatibleBaseClass)
        #expect(FrameworkInheritance.classify("UIApplicationDelegate") == .protocol)
        #expect(FrameworkInheritance.classify("CLLocationManagerDelegate") == .protocol)
        #expect(FrameworkInheritance.classify("ExpressibleByStringLiteral") == .protocol)
    }

    /// `objectWillChange.send()` after writing a plain stored var announces it: the class migrates,
    /// the var stays tracked.
    @Test func sendAfterAPlainVarTracksIt() throws {
        let decision = try Self.decision("18-object-will-change-without-mutation", "FeedModel")
        #expect(decision.disposition == .migrate)
    }

    /// `State` evaluates its initial value on every view init: only what is more than a plain
    /// initialiser call (or a reference) is reported.
    @Test func stateObjectValuesThatRunOnEveryInitAreReported() throws {
        let workspace = try DispositionFixture.workspace("migration/61-state-object-wrapped-value-evaluated-per-init")
        let result = ObservableMigration(workspace: workspace).run()
        let reasons = result.manual.map(\.reason)
        #expect(reasons.count == 2, "\(reasons)")
        #expect(reasons.contains { $0.hasPrefix("State(initialValue:) evaluates '.restored(bookID: bookID)' on every init of RestoredReaderView") })
        #expect(reasons.contains { $0.hasPrefix("@State evaluates 'ModelFactory.makeReader(for: \"intro\")' on every init of FactoryReaderView") })
        func cheap(_ text: String) -> Bool {
            let tree = Parser.parse(source: "let value = " + text)
            guard let value = tree.statements.first?.item.as(VariableDeclSyntax.self)?.bindings.first?.initializer?.value else { return false }
            return MigrationSession.isCheapInitialValue(value)
        }
        #expect(cheap("Model(store: Store.shared, count: 1, child: .init())"))
        #expect(cheap("Outer.Model.init(name: name)"))
        #expect(cheap("model"))
        #expect(!cheap("Model(service: makeService())"))
        #expect(!cheap("try Model()"))
        #expect(!cheap("Model { 1 }"))
        #expect(!cheap(".restored(id: id)"))
    }

    @Test func relayOfAKeptClassKeepsItsTarget() throws {
        let target = try Self.decision("62-object-will-change-relay", "SearchScreenModel")
        guard case .keep(let reasons) = target.disposition, case .relaysKeptObjectWillChange(let source, _)? = reasons.first else {
            Issue.record("unexpected \(target.disposition)")
            return
        }
        #expect(source == "SearchModel")
        #expect(reasons[0].description.hasPrefix("relays the objectWillChange of SearchModel at "))
        #expect(try Self.decision("62-object-will-change-relay", "EditorModel").disposition == .migrate)
        #expect(try Self.decision("62-object-will-change-relay", "SettingsModel").disposition == .migrate)
        // Migrating the target alone would leave the relay subscribed to a publisher that is gone.
        let workspace = try DispositionFixture.workspace("migration/62-object-will-change-relay")
        let decisions = ObservableMigration(workspace: workspace, options: .init(only: ["EditorModel"])).decide()
        #expect(decisions.decisions(named: "SettingsModel").first?.disposition == .migrate)
        #expect(decisions.decisions(named: "StatusBarModel").first?.disposition == .migrate)
    }

    @Test func objectWillChange() throws {
        let send = try Self.decision("18-object-will-change-without-mutation", "ClockModel")
        guard case .keep(let sendReasons) = send.disposition, case .sendWithoutMutation(let at)? = sendReasons.first else {
            Issue.record("unexpected \(send.disposition)")
            return
        }
        #expect(sendReasons[0].description == "objectWillChange.send() without a mutation at \(at) — replace it with withMutation(keyPath:) then re-run")
        let external = try Self.decision("19-object-will-change-external-subscriber", "CartModel")
        guard case .keep(let externalReasons) = external.disposition, case .externalObjectWillChange? = externalReasons.first else {
            Issue.record("unexpected \(external.disposition)")
            return
        }
    }

    @Test func didSetIsAManualStepOfAMigratedClass() throws {
        let decision = try Self.decision("23-didset-kept-and-reported", "SyncModel")
        guard case .migrateWithManualSteps(let steps) = decision.disposition else {
            Issue.record("unexpected \(decision.disposition)")
            return
        }
        #expect(decision.disposition.migrates && decision.disposition.classDisposition == .manual)
        #expect(steps.count == 1 && steps[0].reason.hasPrefix("'isOnline' keeps its didSet after migration"))
        // The migration reports the same item it decided.
        let workspace = try DispositionFixture.workspace("migration/23-didset-kept-and-reported")
        let result = ObservableMigration(workspace: workspace).run()
        #expect(result.manual.contains(steps[0]))
        #expect(result.classes.first { $0.name == "SyncModel" }?.reasons == decision.disposition.reasons)
    }

    @Test func onlyKeepsTheRestAsNotSelected() throws {
        let workspace = try DispositionFixture.workspace("migration/42-only-one-class")
        let options = try MigrationGoldenTests.options(in: DispositionFixture.folder("migration/42-only-one-class").deletingLastPathComponent())
        let decisions = ObservableMigration(workspace: workspace, options: options).decide()
        let kept = decisions.classes.filter { !$0.disposition.migrates }
        #expect(!kept.isEmpty)
        for decision in kept { #expect(decision.disposition == .keep([.notSelected])) }
    }

    /// Each reason prints the sentence `migrate` printed before it was typed.
    @Test func descriptionsKeepTheirText() {
        let at = FileLine(file: "A.swift", line: 3)
        let expected: [(KeepReason, String)] = [
            (.syntaxError(file: "A.swift"), "A.swift does not parse; fix the syntax error and re-run"),
            (.externalBaseClass(base: "UIViewController", at: at), "its base class UIViewController comes from outside the project (A.swift:3); @Observable cannot see or track the base class's state (only NSObject, UIResponder, NSResponder and NSDocument are known to be compatible)"),
            (.ownObjectWillChange(at: at), "declares its own objectWillChange at A.swift:3"),
            (.storageObservers(wrapper: "AppStorage", property: "x", at: at), "@AppStorage property 'x' has observers at A.swift:3; move them into a method, then re-run"),
            (.storageUntyped(wrapper: "SceneStorage", property: "x", at: at), "cannot tell the type of @SceneStorage property 'x' at A.swift:3; add a type annotation, then re-run"),
            (.storageSeveralBindings(wrapper: "AppStorage", at: at), "@AppStorage declaration with several bindings at A.swift:3; split it, then re-run"),
            (.synthesizedCodable(at: at, missing: ["init(from:)", "encode(to:)"]), "relies on synthesized Codable at A.swift:3; @Observable adds storage that synthesis cannot handle — write init(from:) and encode(to:) by hand, then re-run"),
            (.publishedStorage(property: "x", at: at), "uses the @Published storage _x at A.swift:3; rewrite it to use 'x', then re-run"),
            (.publisherSubscribed(receiver: "model", property: "x", at: at), "Combine-driven: model.$x is subscribed at A.swift:3"),
            (.publisherPipeline(property: "x", at: at), "Combine-driven: $x drives a pipeline at A.swift:3"),
            (.externalObjectWillChange(at: at), "its objectWillChange is used from outside at A.swift:3; observers must move to withObservationTracking first"),
            (.objectWillChangeUse(at: at), "uses objectWillChange at A.swift:3"),
            (.sendWithoutMutation(at: at), "objectWillChange.send() without a mutation at A.swift:3 — replace it with withMutation(keyPath:) then re-run"),
            (.relaysKeptObjectWillChange(source: "Search", at: at), "relays the objectWillChange of Search at A.swift:3, which stays ObservableObject; the relay can go once both migrate"),
            (.genericConstraint(declaration: "Row", parameter: "M", at: at), "passed to Row<M: ObservableObject> (A.swift:3), which other types that stay ObservableObject also use"),
            (.keptWith("Base"), "kept with Base: they share a class hierarchy or an ObservableObject protocol and migrate together"),
            (.notSelected, "not selected by --only"),
        ]
        for (reason, text) in expected { #expect(reason.description == text) }
        #expect(expected.filter { $0.0.isCombineDriven }.count == 2)
    }

    /// A subclass kept only because its Combine-driven base class is kept is Combine-driven too.
    @Test func keptWithACombineDrivenClassIsCombineDriven() throws {
        let folder = TemporaryFolder()
        folder.write("Models.swift", """
            import Combine

            class SearchBase: ObservableObject {
                @Published var query = ""
                private var cancellables = Set<AnyCancellable>()
                init() { $query.throttle(for: 1, scheduler: RunLoop.main, latest: true).sink { print($0) }.store(in: &cancellables) }
            }

            final class PeopleSearch: SearchBase {
                @Published var people: [String] = []
            }

            """)
        let workspace = try Workspace.load(paths: [folder.url.path])
        let child = try #require(ObservableMigration(workspace: workspace).decide().decisions(named: "PeopleSearch").first)
        #expect(child.disposition == .keep([.keptWith("SearchBase")]))
        let plan = ModelMigrationPlan(workspace: workspace)
        #expect(plan.combineDriven.map(\.name) == ["PeopleSearch", "SearchBase"])
        #expect(plan.stages.isEmpty)
    }

    /// "Combine" in a file or class name no longer makes a kept class Combine-driven (the plan
    /// used to search the reason text for "combine").
    @Test func combineInANameIsNotCombineDriven() throws {
        let folder = TemporaryFolder()
        folder.write("CombineModels.swift", """
            import Foundation

            class CombineBase: Operation, ObservableObject {
                @Published var value = 0
            }

            final class CombineChild: CombineBase {
                @Published var other = 0
            }

            """)
        let plan = ModelMigrationPlan(workspace: try Workspace.load(paths: [folder.url.path]))
        #expect(plan.model(named: "CombineBase")?.classification == .blocked)
        #expect(plan.model(named: "CombineChild")?.classification == .blocked)
        #expect(plan.combineDriven.isEmpty && plan.stages.isEmpty)
    }
}

struct MigrationCountsTests {
    /// `N classes migrated (M need manual work), K kept` from the text summary.
    static func textCounts(_ text: String) -> (migrated: Int, manual: Int, kept: Int)? {
        guard let line = text.split(separator: "\n").first(where: { $0.contains(" migrated") && $0.hasSuffix(" kept") }) else { return nil }
        let numbers = line.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        switch numbers.count {
        case 2: return (numbers[0], 0, numbers[1])
        case 3: return (numbers[0], numbers[1], numbers[2])
        default: return nil
        }
    }

    @Test(arguments: DispositionFixture.projects)
    func textAndJSONCountsAgree(project: String) throws {
        let workspace = try DispositionFixture.workspace(project)
        let result = ObservableMigration(workspace: workspace, options: try DispositionFixture.options(project)).run()
        let json = try #require(try JSONSerialization.jsonObject(with: result.jsonData()) as? [String: Any])
        let summary = try #require(json["summary"] as? [String: Any])
        let classes = try #require(json["classes"] as? [[String: Any]])
        guard let text = Self.textCounts(result.summaryText()) else {
            #expect(result.classes.isEmpty, "\(project): no counts line in\n\(result.summaryText())")
            return
        }
        #expect(summary["migrated"] as? Int == text.migrated, "\(project)")
        #expect(summary["manual"] as? Int == text.manual, "\(project)")
        #expect(summary["kept"] as? Int == text.kept, "\(project)")
        // One definition: migrated counts every class rewritten to @Observable (manual ones too).
        #expect(text.migrated + text.kept == classes.count, "\(project)")
        #expect(text.manual == classes.count { $0["disposition"] as? String == "manual" }, "\(project)")
    }

    @Test func legacyAppCounts() throws {
        let result = ObservableMigration(workspace: try DispositionFixture.workspace("legacy-app")).run()
        #expect(result.summaryText().contains("11 classes migrated (1 needs manual work), 1 kept\n"))
        let json = try #require(try JSONSerialization.jsonObject(with: result.jsonData()) as? [String: Any])
        let summary = try #require(json["summary"] as? [String: Int])
        #expect(summary["migrated"] == 11 && summary["manual"] == 1 && summary["kept"] == 1)
    }
}

/// The same contract through the `remodel` executable on LegacyApp.
@Suite(.enabled(if: remodelBinaryExists, "needs .build/debug/remodel (built by swift build / swift test)"))
struct PlanMigrateCommandTests {
    @Test func planStagesAreWhatMigrateStageMigrates() throws {
        let app = repositoryRoot.appendingPathComponent("Examples/LegacyApp")
        let planRun = try runRemodel(["plan", "--format", "json", "Sources"], in: app)
        #expect(planRun.status == 0, "\(planRun.stderr)")
        let plan = try #require(try JSONSerialization.jsonObject(with: Data(planRun.stdout.utf8)) as? [String: Any])
        let stages = try #require(plan["stages"] as? [[String: Any]]).map { Set($0["classes"] as? [String] ?? []) }
        #expect(stages.count == 3)
        for (offset, classes) in stages.enumerated() {
            let run = try runRemodel(["migrate", "--stage", String(offset + 1), "--json", "Sources"], in: app)
            let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
            // Exit 1 exactly when the stage leaves something for a person (issue 11).
            let leftForAPerson = !(document["manual"] as? [Any] ?? []).isEmpty
            #expect(run.status == (leftForAPerson ? 1 : 0), "\(run.stderr)")
            let migrated = try #require(document["classes"] as? [[String: Any]])
                .filter { $0["disposition"] as? String != "kept" }.compactMap { $0["name"] as? String }
            #expect(Set(migrated) == classes, "stage \(offset + 1)")
            #expect((document["summary"] as? [String: Any])?["migrated"] as? Int == classes.count)
        }
        let beyond = try runRemodel(["migrate", "--stage", String(stages.count + 1), "Sources"], in: app)
        #expect(beyond.status == 2 && beyond.stderr.contains("the plan has no stage \(stages.count + 1)"))
    }

    @Test func textAndJSONSummariesAgree() throws {
        let app = repositoryRoot.appendingPathComponent("Examples/LegacyApp")
        let text = try runRemodel(["migrate", "Sources"], in: app)
        let counts = try #require(MigrationCountsTests.textCounts(text.stdout))
        let json = try runRemodel(["migrate", "--json", "Sources"], in: app)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let summary = try #require(document["summary"] as? [String: Any])
        #expect(summary["migrated"] as? Int == counts.migrated && summary["manual"] as? Int == counts.manual && summary["kept"] as? Int == counts.kept)
    }
}
