import Foundation
import Testing
@testable import RemodelKit
@testable import RemodelRules

/// `remodel audit`: exact counts from the syntax tree. The fixture (Tests/PlanFixtures/audit) has
/// every counted word also in line, block and doc comments, string literals, multi-line and raw
/// strings, and a file (Clean.swift) that contains them only there.
struct AuditTests {
    static let folder = repositoryRoot.appendingPathComponent("Tests/PlanFixtures/audit")

    static func audit() throws -> LegacyAudit {
        LegacyAudit(workspace: try Workspace.load(paths: ["Sources"], workingDirectory: folder))
    }

    @Test func countsPerKindIgnoreCommentsAndStrings() throws {
        let audit = try Self.audit()
        let counts = Dictionary(uniqueKeysWithValues: AuditKind.allCases.map { ($0, audit.count($0)) })
        #expect(counts == [
            .observableObject: 3, .published: 2, .stateObject: 2, .observedObject: 1, .environmentObject: 1,
            .environmentObjectCall: 2, .objectWillChange: 2, .viewStore: 3, .presentationState: 1, .bindingState: 1,
        ])
        #expect(audit.total == 18)
        #expect(audit.fileCount == 4)
        // A naive text search finds far more: the words are all over the comments and strings.
        let models = try String(contentsOf: Self.folder.appendingPathComponent("Sources/Models.swift"), encoding: .utf8)
        #expect(models.components(separatedBy: "ObservableObject").count - 1 > audit.count(.observableObject))
    }

    @Test func countsPerFile() throws {
        let audit = try Self.audit()
        #expect(audit.files.map(\.path) == ["Sources/Feature.swift", "Sources/Models.swift", "Sources/Views.swift"])
        let byPath = Dictionary(uniqueKeysWithValues: audit.files.map { ($0.path, $0) })
        let models = try #require(byPath["Sources/Models.swift"])
        #expect(models.count(.observableObject) == 3 && models.count(.published) == 2 && models.count(.objectWillChange) == 1 && models.total == 6)
        // `class Store: ObservableObject`, `protocol Refining: ObservableObject`, `extension Other: ObservableObject`.
        #expect(models.occurrences.filter { $0.kind == .observableObject }.map(\.line) == [9, 23, 27])
        #expect(models.occurrences.first { $0.kind == .objectWillChange }?.line == 18)
        let views = try #require(byPath["Sources/Views.swift"])
        #expect(views.count(.stateObject) == 2) // `@StateObject` and `@SwiftUI.StateObject`
        #expect(views.count(.environmentObjectCall) == 2 && views.count(.objectWillChange) == 1 && views.total == 7)
        #expect(views.occurrences.filter { $0.kind == .environmentObjectCall }.map { "\($0.line):\($0.column)" } == ["11:13", "12:13"])
        let feature = try #require(byPath["Sources/Feature.swift"])
        #expect(feature.count(.viewStore) == 3 && feature.count(.presentationState) == 1 && feature.count(.bindingState) == 1)
    }

    @Test func textAndJSONMatchTheGoldens() throws {
        let audit = try Self.audit()
        try PlanFixture.expectGolden(AuditTextRenderer().render(audit), fixture: "audit", file: "expected.txt")
        try PlanFixture.expectGolden(AuditJSONRenderer().render(audit), fixture: "audit", file: "expected.json")
        let json = try JSONSerialization.jsonObject(with: Data(AuditJSONRenderer().render(audit).utf8)) as? [String: Any]
        let summary = try #require(json?["summary"] as? [String: Any])
        #expect(summary["total"] as? Int == 18 && summary["filesWithOccurrences"] as? Int == 3 && summary["files"] as? Int == 4)
        let kinds = try #require(json?["kinds"] as? [[String: Any]])
        #expect(kinds.map { $0["kind"] as? String ?? "" } == AuditKind.allCases.map(\.rawValue))
    }

    /// LegacyApp keeps growing, so its counts are checked against the project index — facts gathered
    /// by a different walk — rather than hard-coded.
    @Test func legacyAppCountsAgreeWithTheIndex() throws {
        let workspace = try Workspace.load(paths: ["Sources"], workingDirectory: repositoryRoot.appendingPathComponent("Examples/LegacyApp"))
        let audit = LegacyAudit(workspace: workspace)
        let index = workspace.index
        func wrappers(_ wrapper: SwiftUIWrapper) -> Int { index.wrapperUses.count { $0.fact.wrapper == wrapper } }
        let types = index.typesByName.values.joined().map(\.declaration)
        let publishedDeclarations = Set(types.flatMap(\.properties).filter { $0.hasAttribute("Published") }.map(\.decl.id))
        #expect(audit.count(.observableObject) == types.count { $0.inheritedTypes.contains("ObservableObject") })
        #expect(audit.count(.published) == publishedDeclarations.count)
        #expect(audit.count(.stateObject) == wrappers(.stateObject))
        #expect(audit.count(.observedObject) == wrappers(.observedObject))
        #expect(audit.count(.environmentObject) == wrappers(.environmentObject))
        #expect(audit.count(.environmentObjectCall) == index.injections.count { $0.fact.kind == .environmentObject })
        #expect(audit.count(.objectWillChange) == index.objectWillChangeUses.count)
        #expect(audit.count(.viewStore) == 0 && audit.count(.presentationState) == 0 && audit.count(.bindingState) == 0)
        // The planted problems the README lists are all there.
        #expect(audit.count(.observableObject) >= 10 && audit.count(.published) >= 34 && audit.count(.environmentObjectCall) >= 3)
    }

    @Test func nothingLeftMeansAnEmptyAudit() {
        let clean = SourceFile(path: "Clean.swift", text: """
            import Observation
            // class Old: ObservableObject { @Published var x = 0 }
            @Observable final class New { var x = "@Published" }
            """)
        let audit = LegacyAudit(files: [clean])
        #expect(audit.total == 0 && audit.files.isEmpty && audit.fileCount == 1)
        #expect(AuditTextRenderer().render(audit).contains("Total                        0      0"))
    }
}
