import Foundation
import Testing
@testable import RemodelKit
@testable import RemodelRules

/// `remodel plan` and `remodel audit` include TCA features (issue: TCA @ObservableState).
struct TCAPlanTests {
    let workspace = try! Workspace.load(paths: ["Examples/TCAApp"], workingDirectory: repositoryRoot)

    @Test func planStagesTCAFeaturesRootFirst() throws {
        let plan = ModelMigrationPlan(workspace: workspace)
        let tca = try #require(plan.tca)
        #expect(tca.stages.first == ["AppFeature"])
        #expect(Set(tca.stages.joined()).count == tca.inventory.features)
        #expect(tca.inventory.withViewStoreUses > 0)
        let text = PlanTextRenderer().render(plan)
        #expect(text.contains("TCA stage 1: AppFeature"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(PlanJSONRenderer().render(plan).utf8)) as? [String: Any])
        #expect((json["tca"] as? [String: Any])?["stages"] != nil)
        #expect(PlanHTMLRenderer().render(plan).contains("id=\"tca-section\""))
    }

    @Test func nonTCAPlanHasNoTCASection() throws {
        let legacy = try Workspace.load(paths: ["Examples/LegacyApp"], workingDirectory: repositoryRoot)
        let plan = ModelMigrationPlan(workspace: legacy)
        #expect(plan.tca == nil)
        #expect(!PlanJSONRenderer().render(plan).contains("\"tca\""))
    }

    @Test func migratedTCAAppHasNothingLeft() throws {
        let result = TCAMigration(workspace: workspace, options: TCAMigrationOptions()).run()
        let sources = result.rewrites.map { SourceFile(path: $0.file.path, text: $0.newText) }
        let untouched = workspace.files.filter { file in !result.rewrites.contains { $0.file.path == file.path } }
        let after = Workspace(sources: sources + untouched.map { SourceFile(path: $0.path, text: $0.text) })
        let inventory = TCAInventory(index: after.index)
        #expect(inventory.withViewStoreUses == 0 && inventory.presentationStates == 0 && inventory.bindingStates == 0)
    }
}
