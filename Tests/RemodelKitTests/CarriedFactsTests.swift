import Foundation
import Testing
@testable import RemodelCore
@testable import RemodelKit
@testable import RemodelProject

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
        let roles = try Workspace.load(paths: [folder.url.path]).index.modelRoles
        #expect(roles.viewObservedModels == ["CounterModel"])
        #expect(roles.isViewModel("CounterModel", .heldByViews))
        #expect(ModelRoles(carried: roles.carried) == roles)
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
        builder.setCarried([StatementCount.self, ModelRoles.self], seeded: [], index: workspace.index, projectKey: "facts", previous: nil)
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
        seeded.setCarried([ModelRoles.self], seeded: [ModelRoles.carriedName], index: workspace.index, projectKey: "facts", previous: previous)
        #expect(seeded.state.memos[name] == previous.memos[name])

        var computed = IncrementalStateBuilder()
        computed.setCarried([ModelRoles.self], seeded: [], index: workspace.index, projectKey: "facts", previous: previous)
        #expect(computed.state.memos[name] == IncrementalLintState.carriedMemo(workspace.index.modelRoles.carried, projectKey: "facts"))
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
