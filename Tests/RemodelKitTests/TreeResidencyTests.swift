import Foundation
import SwiftSyntax
import Testing
@testable import RemodelCore
@testable import RemodelKit
@testable import RemodelProject
@testable import RemodelMigrations
@testable import RemodelRules

/// Facts name nodes through their file's `TreeHandle`, so a lint run can release trees past
/// `--tree-memory` and parse them again when asked. Released or not, a run must say the same.
struct TreeResidencyTests {
    /// Every multi-file project the tests ship: the example apps, every migration golden's
    /// before and after trees, the TCA and plan fixtures.
    static let projects: [String] = {
        var folders = ["Examples/LegacyApp", "Examples/TCAApp"]
        let manager = FileManager.default
        for root in ["Tests/MigrationFixtures", "Tests/TCAFixtures", "Tests/PlanFixtures"] {
            let names = (try? manager.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent(root).path)) ?? []
            for name in names.sorted() {
                for side in ["before", "after", ""] {
                    let folder = side.isEmpty ? "\(root)/\(name)" : "\(root)/\(name)/\(side)"
                    var isDirectory: ObjCBool = false
                    guard manager.fileExists(atPath: repositoryRoot.appendingPathComponent(folder).path, isDirectory: &isDirectory),
                          isDirectory.boolValue else { continue }
                    folders.append(folder)
                    break
                }
            }
        }
        return folders
    }()

    private func lintOutput(_ folder: String, residency: TreeResidency?) throws -> (output: String, reparses: Int) {
        let workspace = try Workspace.load(paths: [folder], workingDirectory: repositoryRoot, residency: residency)
        let result = Linter(optedIn: everyRuleID).lint(workspace)
        return (JSONReporter().render(result), TreeResidency.reparses(of: workspace.files.map(\.handle)))
    }

    /// A budget of zero releases every tree that no check is running on: each cross-file question
    /// parses the other file again. The findings must not change.
    @Test func releasingEveryTreeChangesNoFinding() throws {
        var reparsed = 0
        for folder in Self.projects {
            let kept = try lintOutput(folder, residency: nil)
            let released = try lintOutput(folder, residency: TreeResidency(budget: 0))
            #expect(kept.reparses == 0)
            #expect(released.output == kept.output, "\(folder): findings differ when trees are released")
            reparsed += released.reparses
        }
        #expect(Self.projects.count > 60)
        #expect(reparsed > 100, "the runs above must really have released and re-parsed trees")
    }

    /// Held-out Ice: the migration analysis behind `prefer-observable` matched a class's own `$x`
    /// pipelines to the option-B chains that consume them by node identity; with trees released
    /// and parsed again in between, no projection matched and every such class read as kept
    /// ("Combine-driven"). They match by file and offset now.
    @Test func optionBChainsMatchTheirProjectionsAcrossReparses() throws {
        let folder = TemporaryFolder()
        let model = try String(contentsOf: repositoryRoot.appendingPathComponent(
            "Tests/MigrationFixtures/66-combine-sync-chains-option-b/before/ProfileModel.swift"), encoding: .utf8)
        for suffix in ["A", "B", "C", "D", "E"] {
            folder.write("Models/ProfileModel\(suffix).swift", model.replacingOccurrences(of: "ProfileModel", with: "ProfileModel" + suffix))
            folder.write("Views/ProfileView\(suffix).swift", """
                import SwiftUI

                struct ProfileView\(suffix): View {
                    @ObservedObject var model: ProfileModel\(suffix)
                    var body: some View { Text(model.greeting).onReceive(model.$savedCount) { _ in } }
                }
                """)
        }
        func run(_ residency: TreeResidency?) throws -> (String, Int) {
            let workspace = try Workspace.load(paths: [folder.url.path], residency: residency)
            let result = Linter(optedIn: everyRuleID).lint(workspace)
            return (TextReporter(colored: false).render(result), TreeResidency.reparses(of: workspace.files.map(\.handle)))
        }
        let (kept, _) = try run(nil)
        #expect(!kept.contains("keeps it because Combine-driven"), "option B migrates these models:\n\(kept)")
        for _ in 0..<3 {
            let (released, reparses) = try run(TreeResidency(budget: 0))
            #expect(reparses >= 5, "every model's tree parsed again at least once")
            #expect(released == kept)
        }
    }

    /// `count` views, each subscribing to a model's `$count` in its own file, loaded under a tree
    /// budget of `budget` bytes (the folder returned lives as long as the caller needs the files).
    private static func viewsReceiving(_ count: Int, budget: Int) throws -> (Workspace, TemporaryFolder) {
        let folder = TemporaryFolder()
        for index in 0..<count {
            folder.write("V\(index).swift", """
                import SwiftUI
                struct V\(index): View {
                    @ObservedObject var model: Model
                    var body: some View { Text("x").onReceive(model.$count) { _ in } }
                }
                """)
        }
        folder.write("Model.swift", "import SwiftUI\nfinal class Model: ObservableObject { @Published var count = 0 }\n")
        return (try Workspace.load(paths: [folder.url.path], residency: TreeResidency(budget: budget)), folder)
    }

    /// The migration's `$x` scan parses the released trees it will read ahead, on every core:
    /// every use comes back in order, the trees are resident when reached, and parsing ahead
    /// records no read (the scan's own reads of each use are what a check depends on).
    @Test func parsingAheadKeepsOrderAndRecordsNothing() throws {
        let (workspace, folder) = try Self.viewsReceiving(6, budget: 1_000_000_000)
        defer { withExtendedLifetime(folder) {} }
        let uses = workspace.index.publisherProjections
        for file in workspace.files { file.handle.release() }
        #expect(uses.count == 6)
        let scope = ReadScope(owner: nil)
        var visited: [Located<PublisherProjection>] = []
        var resident: [Bool] = []
        ReadTracking.recording(in: scope) {
            MigrationSession.parsingAhead(uses, file: { $0.file }) { use in
                resident.append(use.file.handle.isResident)
                visited.append(use)
            }
        }
        #expect(resident == Array(repeating: true, count: uses.count), "a tree was not parsed ahead")
        let position = { (use: Located<PublisherProjection>) in use.file.path + ":\(use.fact.tokenPosition.utf8Offset)" }
        #expect(visited.map(position) == uses.map(position))
        #expect(scope.group == nil, "parsing ahead recorded reads")
        // A use that reads no tree (the migration outlook's, concluded last run) parses none.
        for file in workspace.files { file.handle.release() }
        MigrationSession.parsingAhead(uses, file: { _ in nil }) { use in #expect(!use.file.handle.isResident) }
    }

    /// Trees parsed ahead stay in memory until their uses are read, whatever the tree memory: with
    /// a budget no tree fits in, each file's tree is still there when its use is reached, parsed
    /// once (the residency's sweeps used to release the first trees of a chunk while the last were
    /// parsed, and the thread reading them parsed them again).
    @Test func treesParsedAheadAreHeldUntilRead() throws {
        let (workspace, folder) = try Self.viewsReceiving(40, budget: 1)
        defer { withExtendedLifetime(folder) {} }
        let uses = workspace.index.publisherProjections
        #expect(uses.count == 40)
        for file in workspace.files { file.handle.release() }
        let before = TreeResidency.reparses(of: workspace.files.map(\.handle))
        var resident: [Bool] = []
        MigrationSession.parsingAhead(uses, file: { $0.file }) { use in
            resident.append(use.file.handle.isResident)
            _ = use.fact.token
        }
        #expect(resident == Array(repeating: true, count: uses.count), "a tree parsed ahead was released before its use")
        #expect(TreeResidency.reparses(of: workspace.files.map(\.handle)) - before == uses.count, "a tree was parsed more than once")
    }

    /// A budget the project fits in parses nothing twice.
    @Test func aProjectWithinTheBudgetKeepsEveryTree() throws {
        let run = try lintOutput("Examples/LegacyApp", residency: TreeResidency(budget: 1_000_000_000))
        #expect(run.reparses == 0)
    }

    /// `--tree-memory`'s default is a fixed working set, whatever the project's size: LegacyApp's
    /// trees fit in it and none is parsed again; with nearly every tree released the findings are
    /// the same.
    @Test func theDefaultBudgetIsAWorkingSet() throws {
        let folder = "Examples/LegacyApp"
        let standard = TreeResidency.standard()
        #expect(standard.budget == TreeResidency.defaultMegabytes * 1_000_000)
        let kept = try lintOutput(folder, residency: standard)
        #expect(kept.reparses == 0)
        let released = try lintOutput(folder, residency: TreeResidency(budget: 1_000))
        #expect(released.reparses > 0)
        #expect(released.output == kept.output)
    }


    /// While a project loads, trees are kept as they fit and every later one is released as soon as
    /// its facts are taken (so the parser reuses warm memory): the trees admitted first, within the
    /// budget, are resident at the end of loading, none of the rest, and the findings are those of
    /// every tree kept.
    @Test func loadingKeepsTheFirstTreesThatFitAndReleasesTheRest() throws {
        let folder = TemporaryFolder()
        for index in 0..<12 {
            folder.write(String(format: "V%02d.swift", index), """
                import SwiftUI
                final class Model\(index): ObservableObject { @Published var count = 0 }
                struct V\(index): View {
                    @ObservedObject var model: Model\(index)
                    var body: some View { Text("\\(model.count)").onReceive(model.$count) { _ in } }
                }
                """)
        }
        let perFile = TreeHandle.estimatedTreeBytes(sourceBytes: 250)
        // Room for about three files' trees.
        let residency = TreeResidency(budget: perFile * 3)
        let workspace = try Workspace.load(paths: [folder.url.path], fileTimeBudget: nil, residency: residency)
        let resident = workspace.files.map(\.handle.isResident)
        #expect(resident.contains(true) && resident.contains(false))
        let residentBytes = workspace.files.filter(\.handle.isResident).map(\.handle.estimatedTreeBytes).reduce(0, +)
        #expect(residentBytes <= residency.budget)
        let kept = try Workspace.load(paths: [folder.url.path], residency: nil)
        let render = { (workspace: Workspace) in JSONReporter().render(Linter(optedIn: everyRuleID).lint(workspace)) }
        #expect(render(workspace) == render(kept))
        // Outside loading, admitting past the budget releases the oldest tree, not the newest.
        let handle = workspace.files.last!.handle
        _ = handle.tree
        handle.admit()
        #expect(handle.isResident)
    }
    /// After a release, every fact's node is found again: same kind, same range, same text.
    @Test func everyRecordedNodeIsFoundAfterARelease() throws {
        let folder = repositoryRoot.appendingPathComponent("Examples/LegacyApp")
        let urls = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)!.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" }
        #expect(urls.count > 10)
        for url in urls {
            let text = try String(contentsOf: url, encoding: .utf8)
            let residency = TreeResidency(budget: 0)
            let file = SourceFile(path: url.lastPathComponent, url: url, text: text, format: .init(hasByteOrderMark: false, lineEnding: .lf), residency: residency)
            let before = Self.describe(file.facts)
            file.handle.release()
            #expect(!file.handle.isResident)
            let after = Self.describe(file.facts)
            #expect(after == before, "\(url.lastPathComponent): nodes found after a release differ")
            #expect(file.handle.reparseCount == 1, "one parse serves every node of the file")
        }
    }

    /// What the facts' nodes are, by kind, range and text.
    static func describe(_ facts: FileFacts) -> [String] {
        func text(_ node: some SyntaxProtocol) -> String { "\(node.kind) \(node.position.utf8Offset)-\(node.endPosition.utf8Offset) \(node.trimmedDescription)" }
        var lines: [String] = []
        for type in facts.types {
            lines.append(text(type.node))
            lines.append(text(type.nameToken))
            lines += type.functions.map(text)
            for property in type.properties {
                lines.append(text(property.decl))
                lines.append(text(property.binding))
                if let annotation = property.typeAnnotation { lines.append(text(annotation)) }
            }
        }
        lines += facts.wrapperUses.map { text($0.attribute) }
        lines += facts.injections.flatMap { [text($0.argument), text($0.call), text($0.nameToken)] }
        lines += facts.bindingProjections.map { text($0.expression) }
        lines += facts.objectWillChangeUses.flatMap { [text($0.token)] + ($0.receiver.map { [text($0)] } ?? []) }
        lines += facts.publisherProjections.flatMap { [text($0.token)] + ($0.receiver.map { [text($0)] } ?? []) }
        for name in facts.calls.names.sorted() { lines += facts.calls[name, default: []].map(text) }
        return lines
    }

    /// The facts hold no syntax node (only `SyntaxRef`s through the handle): nothing but the
    /// handle keeps a tree alive, so releasing the handle's tree frees it.
    @Test func factsHoldNoSyntaxNodes() throws {
        let file = SourceFile(text: """
            import SwiftUI
            final class Model: ObservableObject {
                @Published var count = 0
                func bump() { count += 1; objectWillChange.send() }
            }
            struct V: View {
                @StateObject var model = Model()
                @Environment(\\.dismiss) var dismiss
                var body: some View { Text("\\(model.count)").onReceive(model.$count) { _ in }.environmentObject(model) }
            }
            """)
        var found: [String] = []
        var visited = Set<ObjectIdentifier>()
        func scan(_ value: Any, path: String) {
            if value is any SyntaxProtocol { found.append(path); return }
            if value is TreeHandle { return }
            let mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .class {
                let object = value as AnyObject
                guard visited.insert(ObjectIdentifier(object)).inserted else { return }
            }
            for (index, child) in mirror.children.enumerated() { scan(child.value, path: path + "." + (child.label ?? "\(index)")) }
        }
        scan(file.facts, path: "facts")
        #expect(found.isEmpty, "facts hold syntax nodes at \(found)")
        #expect(!file.facts.types.isEmpty && !file.facts.wrapperUses.isEmpty && file.facts.calls.count(of: "onReceive") == 1)
    }
}

/// `remodel migrate --tree-memory`: the migration analyses with trees released past the budget
/// and parses again the files it reads or edits. Released or not, it must rewrite the same bytes.
struct MigrationTreeResidencyTests {
    private func migration(_ folder: String, residency: TreeResidency?, tca: Bool) throws -> (output: String, reparses: Int) {
        let workspace = try Workspace.load(paths: [folder], workingDirectory: repositoryRoot, residency: residency)
        let result = tca ? TCAMigration(workspace: workspace).run() : ObservableMigration(workspace: workspace).run()
        let output = result.rewrites.map { $0.file.path + "\n" + $0.unifiedDiff }.joined(separator: "\n") + result.summaryText()
        return (output, TreeResidency.reparses(of: workspace.files.map(\.handle)))
    }

    @Test func releasingEveryTreeRewritesTheSame() throws {
        var reparsed = 0
        var compared = 0
        for folder in TreeResidencyTests.projects where !folder.hasSuffix("/after") {
            for tca in [false, true] where !tca || folder.contains("TCA") {
                let kept = try migration(folder, residency: nil, tca: tca)
                let released = try migration(folder, residency: TreeResidency(budget: 0), tca: tca)
                #expect(kept.reparses == 0)
                #expect(released.output == kept.output, "\(folder)\(tca ? " --tca" : ""): the migration differs when trees are released")
                reparsed += released.reparses
                compared += 1
            }
        }
        #expect(compared > 60)
        #expect(reparsed > 100, "the runs above must really have released and re-parsed trees")
    }
}
