import Foundation
import Testing
@testable import RemodelKit
@testable import RemodelRules

/// Modules built with default actor isolation `MainActor` (Swift 6.2, SE-0466: Xcode 26's default
/// for new app targets) isolate every declaration that does not opt out; the rules must read them so.
struct DefaultIsolationTests {
    static let model = """
    import Observation

    @Observable
    final class FeedViewModel {
        var items: [String] = []
        let cache = ImageCache()
        let exporter = Exporter()
        func reload() {
            let data = try? Data(contentsOf: URL(fileURLWithPath: "/tmp/feed.json"))
            items = data.map { [String(decoding: $0, as: UTF8.self)] } ?? []
        }
    }

    final class ImageCache {
        var images: [String: Data] = [:]
        func load(_ key: String) async -> Data? { images[key] }
    }

    nonisolated final class Exporter {
        var pending: [String] = []
        func export() async {}
    }

    func refreshAll(_ model: FeedViewModel) async {
        await MainActor.run { model.reload() }
    }
    """

    static let view = """
    import SwiftUI

    struct FeedView: View {
        @State private var model = FeedViewModel()
        var body: some View { List(model.items, id: \\.self) { Text($0) } }
    }
    """

    private func findings(_ isolation: DefaultIsolation) -> [String] {
        var configuration = Configuration(rootDirectory: URL(fileURLWithPath: "/"))
        configuration.options.defaultIsolation = isolation
        let files = [SourceFile(path: "FeedView.swift", text: Self.view), SourceFile(path: "FeedViewModel.swift", text: Self.model)]
        let workspace = Workspace(sources: files, configuration: configuration)
        return Linter(optedIn: everyRuleID).lint(workspace).diagnostics.map { "\($0.path):\($0.line) \($0.ruleID)" }
    }

    @Test func nonisolatedDefaultReportsMissingIsolation() {
        let found = findings(.nonisolated)
        #expect(found.contains("FeedViewModel.swift:4 observable-view-model-main-actor"))
        #expect(found.contains("FeedViewModel.swift:14 shared-mutable-service-class"))
        #expect(found.contains("FeedViewModel.swift:19 shared-mutable-service-class"))
        #expect(!found.contains { $0.hasSuffix("blocking-work-on-main-actor") })
        #expect(!found.contains { $0.hasSuffix("redundant-main-actor-hop") })
    }

    @Test func mainActorDefaultIsolatesEveryTypeAndFreeFunctionThatDoesNotOptOut() {
        let found = findings(.mainActor)
        // The model and the cache are @MainActor by default: nothing to annotate.
        #expect(!found.contains("FeedViewModel.swift:4 observable-view-model-main-actor"))
        #expect(!found.contains("FeedViewModel.swift:14 shared-mutable-service-class"))
        // `nonisolated` opts out, so the shared mutable service is still reported.
        #expect(found.contains("FeedViewModel.swift:19 shared-mutable-service-class"))
        // Synchronous file I/O in a main-actor method, and a hop from code already on the main actor.
        #expect(found.contains("FeedViewModel.swift:9 blocking-work-on-main-actor"))
        #expect(found.contains("FeedViewModel.swift:25 redundant-main-actor-hop"))
    }

    @Test func theManifestsIsolationAppliesToItsTargetWithoutConfiguration() throws {
        let folder = TemporaryFolder()
        folder.write("Package.swift", """
        // swift-tools-version: 6.2
        import PackageDescription
        let package = Package(name: "Feed", targets: [
            .target(name: "Feed", swiftSettings: [.defaultIsolation(MainActor.self)]),
            .target(name: "Other"),
        ])
        """)
        folder.write("Sources/Feed/FeedView.swift", Self.view)
        folder.write("Sources/Feed/FeedViewModel.swift", Self.model)
        folder.write("Sources/Other/Other.swift", "struct Other {}\n")
        let workspace = try Workspace.load(paths: [], workingDirectory: folder.url)
        let isolation = Dictionary(uniqueKeysWithValues: workspace.files.map { ($0.path, workspace.configuration(for: $0).options.defaultIsolation) })
        #expect(isolation["Sources/Feed/FeedViewModel.swift"] == .mainActor)
        #expect(isolation["Sources/Other/Other.swift"] == .nonisolated)
        let found = Linter(optedIn: everyRuleID).lint(workspace).diagnostics.map { "\($0.path):\($0.line) \($0.ruleID)" }
        #expect(!found.contains("Sources/Feed/FeedViewModel.swift:4 observable-view-model-main-actor"))
        #expect(found.contains("Sources/Feed/FeedViewModel.swift:25 redundant-main-actor-hop"))
        #expect(DefaultIsolationHints.find(in: workspace).isEmpty)
    }
}
