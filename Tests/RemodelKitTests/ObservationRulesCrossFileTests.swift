import Testing
@testable import RemodelKit
@testable import RemodelRules

/// Observation rules whose findings depend on facts from other files of the project.
struct ObservationRulesCrossFileTests {
    // MARK: environment-injection-mismatch

    private static let syncModel = """
    import Observation

    @MainActor @Observable
    final class SyncModel: ObservableObject {
        var isOnline = true
    }
    """

    private static let statusView = """
    import SwiftUI

    struct SyncStatusView: View {
        @Environment(SyncModel.self) private var sync
        var body: some View { Text(sync.isOnline ? "Online" : "Offline") }
    }
    """

    @Test func environmentReadOfObjectInjectedElsewhereNamesTheInjectionSite() {
        let result = lint([
            "Models/SyncModel.swift": Self.syncModel,
            "Views/SettingsSheet.swift": """
            import SwiftUI

            struct SettingsSheet: View {
                @State private var syncModel = SyncModel()
                var body: some View {
                    SyncStatusView()
                        .environmentObject(syncModel)
                }
            }
            """,
            "Views/SyncStatusView.swift": Self.statusView,
        ], rules: [EnvironmentInjectionMismatch()])
        let findings = result.diagnostics
        #expect(findings.count == 1)
        #expect(findings.first?.path == "Views/SyncStatusView.swift")
        #expect(findings.first?.line == 4)
        #expect(findings.first?.message.contains("Views/SettingsSheet.swift:7") == true)
    }

    @Test func environmentObjectReadOfModelInjectedWithEnvironmentElsewhere() {
        let result = lint([
            "Session.swift": """
            @MainActor @Observable final class Session: ObservableObject { var user = "" }
            """,
            "RootView.swift": """
            struct RootView: View {
                @State private var session = Session()
                var body: some View { AccountView().environment(session) }
            }
            """,
            "AccountView.swift": """
            struct AccountView: View {
                @EnvironmentObject var session: Session
                var body: some View { Text(session.user) }
            }
            """,
        ], rules: [EnvironmentInjectionMismatch()])
        #expect(result.diagnostics.map(\.path) == ["AccountView.swift"])
        #expect(result.diagnostics.first?.message.contains("RootView.swift:3") == true)
    }

    @Test func environmentReadIsSatisfiedByInjectionInAnotherFile() {
        let result = lint([
            "Models/SyncModel.swift": Self.syncModel,
            "App.swift": """
            @main
            struct ThinkBudApp: App {
                @State private var sync = SyncModel()
                var body: some Scene { WindowGroup { SyncStatusView().environment(sync) } }
            }
            """,
            "Views/SyncStatusView.swift": Self.statusView,
        ], rules: [EnvironmentInjectionMismatch()])
        #expect(result.diagnostics.isEmpty)
    }

    @Test func environmentReadNeverInjectedIsReportedUnlessSomeInjectionIsUnresolved() {
        let missing = lint([
            "Models/SyncModel.swift": Self.syncModel,
            "Views/SyncStatusView.swift": Self.statusView,
        ], rules: [EnvironmentInjectionMismatch()])
        #expect(missing.diagnostics.count == 1)
        #expect(missing.diagnostics.first?.message.contains("never injected") == true)

        // An injection whose type Remodel cannot tell might be the SyncModel.
        let unresolved = lint([
            "Models/SyncModel.swift": Self.syncModel,
            "Views/SyncStatusView.swift": Self.statusView,
            "Views/Modifiers.swift": """
            extension View {
                func withModels(_ models: AppModels) -> some View { environment(models.sync) }
            }
            """,
        ], rules: [EnvironmentInjectionMismatch()])
        #expect(unresolved.diagnostics.isEmpty)
    }

    @Test func bridgedMigrationAcrossFilesIsQuiet() {
        let result = lint([
            "Models/SyncModel.swift": Self.syncModel,
            "Views/Root.swift": """
            struct Root: View {
                @State private var sync = SyncModel()
                var body: some View { Content().environmentObject(sync).environment(sync) }
            }
            """,
            "Views/Legacy.swift": """
            struct LegacyBadge: View {
                @EnvironmentObject var sync: SyncModel
                var body: some View { Text(sync.isOnline ? "on" : "off") }
            }
            """,
            "Views/SyncStatusView.swift": Self.statusView,
        ], rules: [EnvironmentInjectionMismatch()])
        #expect(result.diagnostics.isEmpty)
    }

    // MARK: observable-view-model-main-actor

    @Test func modelObservedByAViewInAnotherFileIsReportedWithUnsafeFix() throws {
        let result = lint([
            "Models/NamesModel.swift": """
            import Observation

            @Observable
            final class NamesModel {
                var names: [String] = []
            }

            @Observable
            final class DownloadService {
                var progress = 0.0
            }
            """,
            "Views/NamesView.swift": """
            struct NamesView: View {
                @State private var model = NamesModel()
                var body: some View { List(model.names, id: \\.self) { Text($0) } }
            }
            """,
        ], rules: [ObservableViewModelMainActor()])
        let finding = try #require(result.findings.first)
        #expect(result.findings.count == 1)
        #expect(finding.diagnostic.path == "Models/NamesModel.swift")
        #expect(finding.diagnostic.line == 4)
        #expect(finding.fix?.applicability == .unsafe)
        let rewritten = try #require(FixApplier.rewrites(result, includeUnsafe: true).first)
        #expect(rewritten.text.contains("@MainActor\n@Observable\nfinal class NamesModel"))
        #expect(FixApplier.rewrites(result, includeUnsafe: false).isEmpty)
    }

    @Test func subclassOfMainActorSuperclassInAnotherFileIsQuiet() {
        let result = lint([
            "Base.swift": """
            @MainActor
            class BaseViewModel: ObservableObject {
                @Published var isLoading = false
            }
            """,
            "Profile.swift": """
            final class ProfileViewModel: BaseViewModel {
                @Published var name = ""
            }
            """,
            "ProfileView.swift": """
            struct ProfileView: View {
                @StateObject private var model = ProfileViewModel()
                var body: some View { Text(model.name) }
            }
            """,
        ], rules: [ObservableViewModelMainActor()])
        #expect(result.diagnostics.isEmpty)
    }

    // MARK: observable-with-legacy-wrapper

    @Test func stateObjectOfObservableDeclaredInAnotherFile() {
        let result = lint([
            "SearchModel.swift": """
            @MainActor @Observable
            final class SearchModel: ObservableObject { var query = "" }
            """,
            "SearchView.swift": """
            struct SearchView: View {
                @StateObject private var model = SearchModel()
                var body: some View { Text(model.query) }
            }
            """,
        ], rules: [ObservableWithLegacyWrapper()])
        #expect(result.diagnostics.map(\.path) == ["SearchView.swift"])
        #expect(result.diagnostics.first?.message.contains("use @State") == true)
    }

    // MARK: observation-ignored-required

    @Test func wrapperDeclaredInAnotherFileDecidesWhetherAnAttributeIsAWrapper() {
        let result = lint([
            "Support.swift": """
            @propertyWrapper
            struct Clamped { var wrappedValue: Double }

            @globalActor
            actor StorageActor { static let shared = StorageActor() }
            """,
            "Player.swift": """
            @MainActor @Observable
            final class PlayerModel {
                @Clamped var volume = 0.5
                @StorageActor var cache: [String] = []
            }
            """,
        ], rules: [ObservationIgnoredRequired()])
        #expect(result.diagnostics.map(\.line) == [3])
        #expect(result.diagnostics.first?.fix == .safe)
    }
}
