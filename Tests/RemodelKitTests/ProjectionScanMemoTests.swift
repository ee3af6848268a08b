import Foundation
import Testing
@testable import RemodelCore
@testable import RemodelKit
@testable import RemodelMigrations
@testable import RemodelProject

/// The migration outlook's `$x` scan carried between lint runs (`ProjectionScanMemo`): a use in an
/// unchanged file is concluded from the last run while the project's facts are the same, and
/// examined again otherwise.
struct ProjectionScanMemoTests {
    private static let model = """
        import Combine
        final class ConnectivityModel: ObservableObject {
            @Published var isOnline = true
        }
        """
    /// Subscribes to the model's publisher from another object: the model is kept.
    private static let queue = """
        import Combine
        final class UploadQueue {
            private var subscription: AnyCancellable?
            init(connectivity: ConnectivityModel) {
                subscription = connectivity.$isOnline
                    .removeDuplicates()
                    .sink { [weak self] online in if online { self?.flush() } }
            }
            func flush() {}
        }
        """
    private static let counter = """
        import Combine
        final class Counter: ObservableObject {
            @Published var count = 0
            func bump() { count += 1 }
        }
        """

    private func project() -> TemporaryFolder {
        let folder = TemporaryFolder()
        folder.write("Model.swift", Self.model)
        folder.write("UploadQueue.swift", Self.queue)
        folder.write("Counter.swift", Self.counter)
        return folder
    }

    private func contents(_ workspace: Workspace) -> [String: ContentHash] {
        Dictionary(uniqueKeysWithValues: workspace.files.map { ($0.path, ContentHash($0.text)) })
    }

    /// The keep decisions and memo of one recorded analysis.
    private func analyze(_ workspace: Workspace, _ input: ProjectionScanInput) -> (decisions: MigrationDecisions, scan: ProjectionScanMemo?) {
        ReadTracking.recording(in: ReadScope(owner: nil)) { ObservableMigration(workspace: workspace).keepDecisions(scan: input) }
    }

    private func reasons(_ decisions: MigrationDecisions, _ name: String) -> [String] {
        decisions.decisions(named: name).flatMap { $0.disposition.keepReasons.map(\.description) }
    }

    @Test func anUnchangedFilesConclusionIsReusedUnderTheSameFacts() throws {
        let folder = project()
        let workspace = try Workspace.load(paths: [folder.url.path])
        let first = analyze(workspace, ProjectionScanInput(projectKey: "facts", contents: contents(workspace), previous: nil, changedNames: []))
        #expect(reasons(first.decisions, "ConnectivityModel").contains { $0.contains("connectivity.$isOnline") })
        var memo = try #require(first.scan)
        #expect(memo.count == 1)
        #expect(ProjectionScanMemo(decoding: memo.encoded()) == memo)
        // The analysis without the memo decides the same.
        #expect(first.decisions.classes.map(\.disposition) == ObservableMigration(workspace: workspace).keepDecisions().classes.map(\.disposition))

        // A memo saying the use keeps nothing is believed while the file and facts are unchanged:
        // proof that the use was not examined again.
        let path = try #require(memo.files.keys.first { $0.hasSuffix("UploadQueue.swift") })
        let offset = try #require(memo.files[path]?.uses.keys.first)
        memo.files[path]!.uses[offset]!.kept = []
        let reused = analyze(workspace, ProjectionScanInput(projectKey: "facts", contents: contents(workspace), previous: memo, changedNames: []))
        #expect(reasons(reused.decisions, "ConnectivityModel").isEmpty)
        #expect(reused.scan == memo, "what was reused is kept for the next run")

        // Other facts, or another text for the file: examined again.
        let otherFacts = analyze(workspace, ProjectionScanInput(projectKey: "other facts", contents: contents(workspace), previous: memo, changedNames: []))
        #expect(reasons(otherFacts.decisions, "ConnectivityModel") == reasons(first.decisions, "ConnectivityModel"))
        var changed = contents(workspace)
        changed[path] = ContentHash("another text")
        let otherText = analyze(workspace, ProjectionScanInput(projectKey: "facts", contents: changed, previous: memo, changedNames: []))
        #expect(reasons(otherText.decisions, "ConnectivityModel") == reasons(first.decisions, "ConnectivityModel"))
    }

    /// A use keeps the names examining it asked the index about, the candidate it consulted among
    /// them: a change of facts elsewhere reuses it, one to a name it asked about does not.
    @Test func aUseIsReusedUnlessANameItAskedAboutChanged() throws {
        let folder = project()
        let workspace = try Workspace.load(paths: [folder.url.path])
        var memo = try #require(analyze(workspace, ProjectionScanInput(projectKey: "k", contents: contents(workspace), previous: nil, changedNames: [])).scan)
        let path = try #require(memo.files.keys.first { $0.hasSuffix("UploadQueue.swift") })
        let offset = try #require(memo.files[path]?.uses.keys.first)
        let names = try #require(memo.files[path]?.uses[offset]?.names)
        #expect(names.contains("ConnectivityModel"), "the candidate whose publisher it subscribes to")
        #expect(!names.contains("Counter"))
        memo.files[path]!.uses[offset]!.kept = []
        func keepsModel(changedNames: Set<String>?) -> Bool {
            let run = analyze(workspace, ProjectionScanInput(projectKey: "k", contents: contents(workspace), previous: memo, changedNames: changedNames))
            return !reasons(run.decisions, "ConnectivityModel").isEmpty
        }
        #expect(!keepsModel(changedNames: ["Counter", IndexKey.file("Counter.swift")]), "another model's facts changed: reused")
        #expect(keepsModel(changedNames: ["ConnectivityModel"]), "the candidate's facts changed: examined again")
        #expect(keepsModel(changedNames: nil), "not known which names changed: examined again")
        // A use that read the index as a whole is reused only when no facts changed.
        memo.files[path]!.uses[offset]!.names = nil
        #expect(keepsModel(changedNames: ["Counter"]))
        #expect(!keepsModel(changedNames: []))
    }

    /// The lint state's changed names: those a file whose facts changed gives before and after,
    /// its path's among them; nil under another configuration.
    @Test func theStateNamesWhatAFactChangeChanges() throws {
        let folder = project()
        let linter = Linter(optedIn: everyRuleID)
        let first = linter.lint(try Workspace.load(paths: [folder.url.path]), previous: nil)
        folder.write("Counter.swift", Self.counter.replacingOccurrences(of: "final class Counter", with: "final class Tally"))
        let workspace = try Workspace.load(paths: [folder.url.path])
        let tracked = linter.trackedFiles(workspace, previous: first.state)
        let changed = try #require(first.state.changedNames(in: tracked))
        let counter = try #require(workspace.files.first { $0.path.hasSuffix("Counter.swift") })
        #expect(changed == ["Counter", "Tally", IndexKey.file(counter.path)])
        folder.write("Counter.swift", Self.counter.replacingOccurrences(of: "count += 1", with: "count += 2"))
        #expect(first.state.changedNames(in: linter.trackedFiles(try Workspace.load(paths: [folder.url.path]), previous: first.state)) == [])
    }

    /// Without a caller that records reads, nothing is known about what a use depended on: no memo.
    @Test func anUnrecordedAnalysisKeepsNoMemo() throws {
        let folder = project()
        let workspace = try Workspace.load(paths: [folder.url.path])
        #expect(workspace.files.count == 3)
        let input = ProjectionScanInput(projectKey: "facts", contents: contents(workspace), previous: nil, changedNames: [])
        #expect(ObservableMigration(workspace: workspace).keepDecisions(scan: input).scan == nil)
    }

    /// Through the linter: the state keeps the memo, a body edit in another model computes the
    /// outlook again from it, and the output is a full run's.
    @Test func theLintStateCarriesTheMemo() throws {
        let folder = project()
        let linter = Linter(optedIn: everyRuleID)
        let first = linter.lint(try Workspace.load(paths: [folder.url.path]), previous: nil)
        let stored = try #require(first.state.memos[WorkspaceMigrationOutlook.derivedName].flatMap(ProjectionScanMemo.init(decoding:)))
        #expect(stored.count == 1)
        let decoded = try #require(IncrementalLintState(decoding: first.state.encoded()))
        #expect(decoded.memos == first.state.memos)
        folder.write("Counter.swift", Self.counter.replacingOccurrences(of: "count += 1", with: "count += 2"))
        let second = linter.lint(try Workspace.load(paths: [folder.url.path]), previous: decoded)
        let full = linter.lint(try Workspace.load(paths: [folder.url.path]))
        #expect(second.result.diagnostics == full.diagnostics)
        #expect(second.state.memos[WorkspaceMigrationOutlook.derivedName].flatMap(ProjectionScanMemo.init(decoding:)) == stored)
    }

    /// Through the linter: after a change to another model's facts, the stored conclusion is
    /// reused (a tampered one survives into the next state); after a change to what the
    /// subscribed model publishes, the use is examined again.
    @Test func aFactChangeElsewhereReusesTheStoredConclusion() throws {
        let folder = project()
        let linter = Linter(optedIn: everyRuleID)
        var state = linter.lint(try Workspace.load(paths: [folder.url.path]), previous: nil).state
        var memo = try #require(state.memos[WorkspaceMigrationOutlook.derivedName].flatMap(ProjectionScanMemo.init(decoding:)))
        let path = try #require(memo.files.keys.first { $0.hasSuffix("UploadQueue.swift") })
        let offset = try #require(memo.files[path]?.uses.keys.first)
        #expect(memo.files[path]?.uses[offset]?.kept == ["ConnectivityModel"])
        memo.files[path]!.uses[offset]!.kept = []
        state.memos[WorkspaceMigrationOutlook.derivedName] = memo.encoded()
        func keptAfter(_ file: String, _ text: String) throws -> [String]? {
            folder.write(file, text)
            let next = linter.lint(try Workspace.load(paths: [folder.url.path]), previous: state).state
            return next.memos[WorkspaceMigrationOutlook.derivedName].flatMap(ProjectionScanMemo.init(decoding:))?.files[path]?.uses[offset]?.kept
        }
        #expect(try keptAfter("Counter.swift", Self.counter.replacingOccurrences(of: "func bump", with: "var label = \"\"\n    func bump")) == [])
        folder.write("Counter.swift", Self.counter)
        #expect(try keptAfter("Model.swift", Self.model.replacingOccurrences(of: "}", with: "    @Published var isMetered = false\n}")) == ["ConnectivityModel"])
    }

    /// A relay of another model's `objectWillChange`, a send without a mutation, and another
    /// object's subscription to it: the `objectWillChange` scan's three outcomes.
    private func willChangeProject() -> TemporaryFolder {
        let folder = TemporaryFolder()
        folder.write("Source.swift", """
            import Combine
            final class Source: ObservableObject { @Published var value = 0 }
            """)
        folder.write("Target.swift", """
            import Combine
            final class Target: ObservableObject {
                let source = Source()
                private var bag = Set<AnyCancellable>()
                init() {
                    source.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() }.store(in: &bag)
                }
            }
            """)
        folder.write("Ping.swift", """
            import Combine
            final class Ping: ObservableObject {
                func ping() { objectWillChange.send() }
            }
            """)
        folder.write("Watcher.swift", """
            import Combine
            final class Watcher {
                private var subscription: AnyCancellable?
                init(ping: Ping) { subscription = ping.objectWillChange.sink { _ in } }
            }
            """)
        return folder
    }

    /// The `objectWillChange` scan's conclusions are kept beside the `$x` ones: a relay and what
    /// a use keeps are reused for an unchanged file under the same facts (a tampered memo is
    /// believed, proof the use was not examined again), and examined again when a name they asked
    /// about changed; the memo reads back as it was written, and not when cut short.
    @Test func objectWillChangeConclusionsAreReusedUnderTheSameFacts() throws {
        let folder = willChangeProject()
        let workspace = try Workspace.load(paths: [folder.url.path])
        let first = analyze(workspace, ProjectionScanInput(projectKey: "facts", contents: contents(workspace), previous: nil, changedNames: []))
        #expect(first.decisions.classes.map(\.disposition) == ObservableMigration(workspace: workspace).keepDecisions().classes.map(\.disposition))
        #expect(reasons(first.decisions, "Ping").contains { $0.contains("objectWillChange.send() without a mutation at ") && $0.contains("/Ping.swift:3 ") }, "\(reasons(first.decisions, "Ping"))")
        #expect(reasons(first.decisions, "Ping").contains { $0.contains("used from outside at ") && $0.contains("/Watcher.swift:4;") })
        #expect(reasons(first.decisions, "Source").isEmpty, "relayed, not subscribed")
        var memo = try #require(first.scan)
        #expect(ProjectionScanMemo(decoding: memo.encoded()) == memo)
        let bytes = memo.encoded()
        for length in 0..<bytes.count { #expect(ProjectionScanMemo(decoding: Array(bytes.prefix(length))) == nil, "cut at \(length)") }

        func path(_ name: String) throws -> String { try #require(memo.files.keys.first { $0.hasSuffix("/" + name) }) }
        let target = try path("Target.swift"), ping = try path("Ping.swift")
        let relayKey = try #require(memo.files[target]?.willChange.first { $0.value.relay != nil }?.key)
        #expect(memo.files[target]?.willChange[relayKey]?.relay?.source == "Source")
        #expect(memo.files[target]?.willChange[relayKey]?.names?.contains("Source") == true)
        let sendKey = try #require(memo.files[ping]?.willChange.first { $0.value.reason == .sendWithoutMutation }?.key)
        #expect(memo.files[ping]?.willChange[sendKey]?.kept == "Ping")
        memo.files[ping]!.willChange[sendKey]!.kept = nil
        memo.files[ping]!.willChange[sendKey]!.reason = nil
        memo.files[target]!.willChange[relayKey]!.relay = nil
        func run(_ changedNames: Set<String>?) -> MigrationDecisions {
            analyze(workspace, ProjectionScanInput(projectKey: "facts", contents: contents(workspace), previous: memo, changedNames: changedNames)).decisions
        }
        let reused = run([])
        #expect(!reasons(reused, "Ping").contains { $0.contains("without a mutation") })
        #expect(reasons(reused, "Ping").contains { $0.contains("used from outside") })
        // Without the relay, `source.objectWillChange` is another object's subscription.
        #expect(reasons(reused, "Source").contains { $0.contains("used from outside at ") && $0.contains("/Target.swift:6;") })
        let examinedAgain = run(["Ping", "Source"])
        #expect(examinedAgain.classes.map(\.disposition) == first.decisions.classes.map(\.disposition))
    }

    /// Through the linter, on the `objectWillChange` project: a comment added to one file examines
    /// that file's uses again and reuses the rest, with the output of a full run.
    @Test func theLintStateCarriesObjectWillChangeConclusions() throws {
        let folder = willChangeProject()
        let linter = Linter(optedIn: everyRuleID)
        let first = linter.lint(try Workspace.load(paths: [folder.url.path]), previous: nil)
        let stored = try #require(first.state.memos[WorkspaceMigrationOutlook.derivedName].flatMap(ProjectionScanMemo.init(decoding:)))
        #expect(stored.files.values.contains { !$0.willChange.isEmpty })
        let ping = try #require(stored.files.keys.first { $0.hasSuffix("/Ping.swift") })
        folder.write("Ping.swift", """
            import Combine
            final class Ping: ObservableObject {
                func ping() { objectWillChange.send() }
            }
            // touched
            """)
        let second = linter.lint(try Workspace.load(paths: [folder.url.path]), previous: first.state)
        let full = linter.lint(try Workspace.load(paths: [folder.url.path]))
        #expect(second.result.diagnostics == full.diagnostics)
        let next = try #require(second.state.memos[WorkspaceMigrationOutlook.derivedName].flatMap(ProjectionScanMemo.init(decoding:)))
        #expect(next.files[ping]?.content != stored.files[ping]?.content, "examined again for its new text")
        #expect(next.files[ping]?.willChange == stored.files[ping]?.willChange)
        for (path, file) in stored.files where path != ping { #expect(next.files[path] == file, "\(path)") }
    }

    @Test func aTruncatedMemoDoesNotRead() throws {
        let folder = project()
        let workspace = try Workspace.load(paths: [folder.url.path])
        let memo = try #require(analyze(workspace, ProjectionScanInput(projectKey: "facts", contents: contents(workspace), previous: nil, changedNames: [])).scan)
        let bytes = memo.encoded()
        for length in 0..<bytes.count { #expect(ProjectionScanMemo(decoding: Array(bytes.prefix(length))) == nil, "cut at \(length)") }
        #expect(ProjectionScanMemo(decoding: bytes + [0]) == nil)
    }

    /// `ReadTracking.isolating`: what the body read reaches the caller's scope with the file itself;
    /// the body "read elsewhere" only if it read another file.
    @Test func isolatingTellsWhetherTheBodyReadAnotherFile() throws {
        let folder = project()
        let workspace = try Workspace.load(paths: [folder.url.path])
        let own = try #require(workspace.files.first { $0.path.hasSuffix("UploadQueue.swift") })
        let other = try #require(workspace.files.first { $0.path.hasSuffix("Model.swift") })
        let outer = ReadScope(owner: nil)
        let alone = ReadTracking.recording(in: outer) { ReadTracking.isolating(own.handle) { _ = own.tree } }
        #expect(!alone.readElsewhere)
        #expect(outer.group?.content == [own.path])
        let outer2 = ReadScope(owner: nil)
        let elsewhere = ReadTracking.recording(in: outer2) { ReadTracking.isolating(own.handle) { _ = other.tree } }
        #expect(elsewhere.readElsewhere)
        #expect(outer2.group?.content == [own.path, other.path])
        #expect(ReadTracking.isolating(own.handle) { () }.readElsewhere, "unrecorded: unknown, so true")
    }
}
