import Testing
@testable import RemodelKit

/// The one answer to "is this class a view model" (`ProjectIndex.modelRoles`).
@Suite struct ModelRolesTests {
    private let index = ProjectIndex(files: [SourceFile(path: "App.swift", text: """
    import SwiftUI

    final class SessionService: ObservableObject { @Published var user = "" }
    final class ProfileViewModel { var name = "" }
    struct SettingsViewModel { var name = "" }
    final class CartStore { var items: [String] = [] }
    final class AuditStore { var entries: [String] = [] }
    @Observable final class ReaderModel { var page = 0 }
    final class HistoryModel: ObservableObject { @Published var entries: [String] = [] }

    struct CartView: View {
        @State private var store = CartStore()
        @StateObject private var history = HistoryModel()
        let reader: ReaderModel
        var body: some View { Text("") }
    }
    """)])

    @Test func everyModelClassCountsForRulesAboutAModelsCode() {
        let roles = index.modelRoles
        #expect(roles.isViewModel("SessionService", .everyModelClass))
        #expect(roles.isViewModel("ProfileViewModel", .everyModelClass))
        #expect(roles.isViewModel("CartStore", .everyModelClass))
        #expect(!roles.isViewModel("AuditStore", .everyModelClass))
        #expect(!roles.isViewModel("SettingsViewModel", .everyModelClass))
    }

    @Test func heldByViewsLeavesOutModelsNoViewHolds() {
        let roles = index.modelRoles
        // An ObservableObject service no view holds (an app delegate, a singleton) is not a view model here.
        #expect(!roles.isViewModel("SessionService", .heldByViews))
        #expect(roles.isViewModel("ProfileViewModel", .heldByViews))
        #expect(roles.isViewModel("CartStore", .heldByViews))
        #expect(roles.isViewModel("HistoryModel", .heldByViews))
        #expect(roles.isViewModel("ReaderModel", .heldByViews))
        #expect(!roles.isViewModel("AuditStore", .heldByViews))
        #expect(!roles.isViewModel("SettingsViewModel", .heldByViews))
    }

    @Test func viewsAndControllersAreNotModels() {
        let index = ProjectIndex(files: [SourceFile(path: "UI.swift", text: """
        import SwiftUI
        import UIKit

        class BaseController: UIViewController {}
        final class EditorController: BaseController {}
        final class BadgeView: UIView {}
        struct Toolbar: View { var body: some View { Text("") } }
        struct Rounded: ViewModifier { func body(content: Content) -> some View { content } }
        extension UIViewController { func present() {} }
        @MainActor final class EditorViewModel: ObservableObject {}
        final class Uploader {}
        """)])
        let roles = index.modelRoles
        for name in ["BaseController", "EditorController", "BadgeView", "Toolbar", "Rounded", "UIViewController"] {
            #expect(roles.isViewOrController(name), "\(name)")
        }
        #expect(!roles.isViewOrController("EditorViewModel"))
        #expect(!roles.isViewOrController("Uploader"))
    }

    @Test func representableCoordinatorsAreViewCodeByQualifiedName() {
        let index = ProjectIndex(files: [SourceFile(path: "UI.swift", text: """
        import SwiftUI
        import UIKit

        struct TextViewWrapper: UIViewRepresentable {
            func makeUIView(context: Context) -> UITextView { UITextView() }
            func updateUIView(_ view: UITextView, context: Context) {}
            func makeCoordinator() -> Coordinator { Coordinator() }
            final class Coordinator: NSObject, UITextViewDelegate {}
        }
        struct MapWrapper: NSViewRepresentable {
            func makeCoordinator() -> MapDelegate { MapDelegate() }
        }
        final class MapDelegate: NSObject {}
        // A navigation coordinator: not view code.
        final class Coordinator { var path: [String] = [] }
        """)])
        let roles = index.modelRoles
        #expect(roles.isViewOrController("TextViewWrapper.Coordinator"))
        #expect(roles.isViewOrController("MapDelegate"))
        #expect(!roles.isViewOrController("Coordinator"))
    }

    @Test func locksAreRecognisedByTypeOrByUse() {
        let index = ProjectIndex(files: [SourceFile(path: "Locks.swift", text: """
        import Foundation

        final class Store {
            private let guardian: any UseLockProtocol
            private let queue = DispatchQueue(label: "q")
            private let plain: Helper
            private var count = 0
            init(guardian: any UseLockProtocol, plain: Helper) { self.guardian = guardian; self.plain = plain }
            func bump() { guardian.lock(); count += 1; guardian.unlock() }
            func run() { plain.sync() }
            func local(_ other: Helper) { let plain = other; plain.withLock { } }
        }
        """)])
        #expect(Synchronization.lockProperties(of: "Store", index: index) == ["guardian", "queue"])
    }

    @Test func viewObservedModelsAreTheModelClassesViewsHold() {
        #expect(index.modelRoles.viewObservedModels == ["HistoryModel", "ReaderModel"])
        #expect(index.modelRoles.modelClasses == ["SessionService", "ReaderModel", "HistoryModel"])
    }
}
