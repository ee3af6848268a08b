import Foundation
import Testing
@testable import RemodelMigrations
import RemodelProject

/// Other classes' `model.$x.sink { }` subscriptions become observation loops (issue 11); golden 69
/// shows the rewrite, these the cases that must keep the model instead.
@Suite struct ObservationLoopTests {
    static let model = """
        import Combine

        final class Settings: ObservableObject {
            @Published var showIcon = true
        }

        """

    private func migrate(_ files: [String: String], options: MigrationOptions = .init()) throws -> MigrationResult {
        let folder = TemporaryFolder()
        for (path, text) in files { folder.write(path, text) }
        let workspace = try Workspace.load(paths: [folder.url.path])
        return ObservableMigration(workspace: workspace, options: options).run()
    }

    private func disposition(_ subscriber: String, options: MigrationOptions = .init()) throws -> ClassDisposition? {
        let result = try migrate(["Settings.swift": Self.model, "Subscriber.swift": subscriber], options: options)
        return result.classes.first { $0.name == "Settings" }?.disposition
    }

    static let mainActorSubscriber = """
        import Combine
        import Foundation

        @MainActor
        final class Item {
            let settings: Settings
            var cancellables = Set<AnyCancellable>()
            init(settings: Settings) {
                self.settings = settings
                settings.$showIcon.sink { [weak self] show in self?.update(show) }.store(in: &cancellables)
            }
            func update(_ show: Bool) {}
        }

        """

    @Test func aMainActorSubscriberGetsALoop() throws {
        let result = try migrate(["Settings.swift": Self.model, "Subscriber.swift": Self.mainActorSubscriber])
        #expect(result.classes.first { $0.name == "Settings" }?.disposition == .migrated)
        let rewritten = try #require(result.rewrites.first { $0.file.path.hasSuffix("Subscriber.swift") }?.newText)
        #expect(rewritten.contains("observeChanges(of: settings, { $0.showIcon }) { [weak self] show in self?.update(show) }.store(in: &cancellables)"))
        #expect(rewritten.contains("private func observeChanges<Source: AnyObject, Value>("))
        #expect(rewritten.contains("import Observation"))
    }

    @Test func keepCombineKeepsTheModel() throws {
        #expect(try disposition(Self.mainActorSubscriber, options: MigrationOptions(rewriteCombine: false)) == .kept)
    }

    @Test func aSubscriberOffTheMainActorKeepsTheModel() throws {
        let subscriber = Self.mainActorSubscriber.replacingOccurrences(of: "@MainActor\n", with: "")
        #expect(try disposition(subscriber) == .kept)
    }

    @Test func aMainActorMethodInANonisolatedClassIsEnough() throws {
        let subscriber = Self.mainActorSubscriber
            .replacingOccurrences(of: "@MainActor\n", with: "")
            .replacingOccurrences(of: "    init(settings: Settings) {", with: "    @MainActor init(settings: Settings) {")
        #expect(try disposition(subscriber) == .migrated)
    }

    @Test func anOptionalReceiverWhoseSubscriptionIsStoredGetsALoop() throws {
        let subscriber = Self.mainActorSubscriber
            .replacingOccurrences(of: "let settings: Settings", with: "weak var settings: Settings?")
            .replacingOccurrences(of: "settings.$showIcon", with: "self.settings?.$showIcon")
        let result = try migrate(["Settings.swift": Self.model, "Subscriber.swift": subscriber])
        #expect(result.classes.first { $0.name == "Settings" }?.disposition == .migrated)
        let rewritten = try #require(result.rewrites.first { $0.file.path.hasSuffix("Subscriber.swift") }?.newText)
        #expect(rewritten.contains("observeChanges(of: self.settings, { $0.showIcon }) { [weak self] show in self?.update(show) }.store(in: &cancellables)"))
        #expect(rewritten.contains("guard let source else { return AnyCancellable {} }"))
    }

    /// `x = a?.$y.sink { }` left `x` nil when `a` was; the helper would store a no-op instead.
    @Test func anOptionalReceiverAssignedKeepsTheModel() throws {
        let subscriber = Self.mainActorSubscriber
            .replacingOccurrences(of: "let settings: Settings", with: "weak var settings: Settings?\n    var subscription: AnyCancellable?")
            .replacingOccurrences(of: "settings.$showIcon.sink { [weak self] show in self?.update(show) }.store(in: &cancellables)",
                                  with: "subscription = self.settings?.$showIcon.sink { [weak self] show in self?.update(show) }")
        #expect(subscriber.contains("subscription = self.settings?.$showIcon"))
        #expect(try disposition(subscriber) == .kept)
    }

    /// The helper needs Foundation (`NSLock`); a file importing only Combine gets no loop.
    @Test func aFileWithoutFoundationKeepsTheModel() throws {
        let subscriber = Self.mainActorSubscriber.replacingOccurrences(of: "import Foundation\n", with: "")
        #expect(!subscriber.contains("import Foundation"))
        #expect(try disposition(subscriber) == .kept)
    }

    @Test func anUnrecognisedOperatorKeepsTheModel() throws {
        let subscriber = Self.mainActorSubscriber.replacingOccurrences(
            of: "settings.$showIcon.sink", with: "settings.$showIcon.throttle(for: 1, scheduler: DispatchQueue.main, latest: true).sink")
        #expect(try disposition(subscriber) == .kept)
    }

    @Test func aProjectDeclaringTheHelpersNameKeepsTheModel() throws {
        let subscriber = Self.mainActorSubscriber + """

            func observeChanges(_ body: () -> Void) { body() }

            """
        #expect(try disposition(subscriber) == .kept)
    }

    @Test func theSecondRunChangesNothing() throws {
        let folder = TemporaryFolder()
        folder.write("Settings.swift", Self.model)
        folder.write("Subscriber.swift", Self.mainActorSubscriber)
        let first = ObservableMigration(workspace: try Workspace.load(paths: [folder.url.path])).run()
        #expect(MigrationWriter.write(first, allowDirty: true).refusals.isEmpty)
        let second = ObservableMigration(workspace: try Workspace.load(paths: [folder.url.path])).run()
        #expect(second.rewrites.isEmpty)
    }

    @Test func aCRLFFileGetsTheHelperWithCRLF() throws {
        let crlf = Self.mainActorSubscriber.replacingOccurrences(of: "\n", with: "\r\n")
        let result = try migrate(["Settings.swift": Self.model, "Subscriber.swift": crlf])
        let rewritten = try #require(result.rewrites.first { $0.file.path.hasSuffix("Subscriber.swift") }?.newText)
        #expect(!rewritten.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
    }
}
