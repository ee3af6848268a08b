import Foundation
import Testing
@testable import RemodelKit
@testable import RemodelRules

/// False positives and misses from issue 12 that need more than one file, a message, or a module
/// setting to show (the single-file cases are the rules' own examples).
struct Issue12FollowUpTests {
    private func lines(_ sources: [String: String], _ rule: any Rule) -> [String] {
        lint(sources, rules: [rule]).diagnostics.map { "\($0.path):\($0.line)" }
    }

    // MARK: swallowed-error

    @Test func catchHandledByAProjectLoggerThatPresentsAnAlertIsNotSwallowed() {
        let found = lines([
            "Support/Log.swift": """
            import SwiftUI

            struct AlertItem: Identifiable { let id = UUID(); let message: String }

            @MainActor
            final class AlertCenter: ObservableObject {
                static let shared = AlertCenter()
                @Published var current: AlertItem?
            }

            final class Log {
                static let shared = Log()

                @MainActor
                func error(_ error: Error) {
                    print(error)
                    report(error)
                }

                @MainActor
                private func report(_ error: Error) {
                    AlertCenter.shared.current = AlertItem(message: error.localizedDescription)
                }

                func debug(_ message: String) { print(message) }

                func fail(_ error: Error) throws {
                    print(error)
                    throw error
                }
            }
            """,
            "Models/ProfileViewModel.swift": """
            import SwiftUI

            @MainActor
            final class ProfileViewModel: ObservableObject {
                @Published var name = ""

                func load() async {
                    do { name = try await fetch() } catch { Log.shared.error(error) }
                    do { name = try await fetch() } catch { Log.shared.debug("\\(error)") }
                    do { name = try await fetch() } catch { logger.error(error) }
                }

                func save() async throws {
                    do { try await store() } catch { try logger.fail(error) }
                    do { try await store() } catch { try? logger.fail(error) }
                }

                private let logger = Log.shared
                nonisolated func fetch() async throws -> String { "" }
                nonisolated func store() async throws {}
            }
            """,
        ], SwallowedError())
        // Only the logger that prints, and the rethrowing one whose error `try?` drops again.
        #expect(found == ["Models/ProfileViewModel.swift:9", "Models/ProfileViewModel.swift:15"])
    }

    @Test func catchThatPublishesTheErrorIsHandled() {
        let found = lines(["Model.swift": """
        import Observation

        @MainActor
        @Observable
        final class FeedModel {
            var error: Error?
            var errorMessage: String?

            func load() async {
                do { try await fetch() } catch { self.error = error }
                do { try await fetch() } catch { errorMessage = error.localizedDescription }
            }

            nonisolated func fetch() async throws {}
        }
        """], SwallowedError())
        #expect(found.isEmpty)
    }

    // MARK: published-didset-side-effect

    @Test func didSetCallingAnOwnMethodIsPureOnlyWhenNoOverrideCanAddAnEffect() {
        let found = lines([
            "ListModel.swift": """
            class ListModel: ObservableObject {
                @Published var items: [String] = [] { didSet { rebuild() } }
                @Published var filter = "" { didSet { apply() } }
                @Published private(set) var visible: [String] = []
                func rebuild() { visible = items }
            }

            final class PinnedListModel: ListModel {
                override func rebuild() {
                    super.rebuild()
                    NotificationCenter.default.post(name: .init("rebuilt"), object: nil)
                }
            }
            """,
            "ListModel+Filter.swift": """
            extension ListModel {
                func apply() { visible = items.filter { $0.contains(filter) } }
            }
            """,
        ], PublishedDidsetSideEffect())
        #expect(found == ["ListModel.swift:2"])
    }

    // MARK: blocking-work-on-main-actor

    @Test func notificationServiceOverrideIsNotMainActorEvenWithMainActorDefaultIsolation() {
        var configuration = Configuration(rootDirectory: URL(fileURLWithPath: "/"))
        configuration.options.defaultIsolation = .mainActor
        let source = """
        import UIKit
        import UserNotifications

        final class NotificationService: UNNotificationServiceExtension {
            override func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
                let path = "/tmp/attachment.png"
                let image = UIImage(contentsOfFile: path)
                _ = image
                contentHandler(request.content)
            }

            func thumbnail(_ path: String) -> UIImage? {
                UIImage(contentsOfFile: path)
            }
        }

        final class AvatarViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                _ = UIImage(contentsOfFile: "/tmp/avatar.png")
            }
        }
        """
        let workspace = Workspace(sources: [SourceFile(path: "NotificationService.swift", text: source)], configuration: configuration)
        let found = Linter(rules: [BlockingWorkOnMainActor()], optedIn: everyRuleID).lint(workspace).diagnostics.map(\.line)
        // The override is called by the system off the main thread (it inherits the SDK method's
        // isolation); a helper of the main-actor-by-default class and a view controller's override are main-actor code.
        #expect(found == [13, 20])
    }

    // MARK: prefer-observable

    @Test func observableObjectWithOnlyStaticMembersIsToldToDropTheConformance() {
        let result = lint(["Shell.swift": """
        import Foundation

        final class Shell: ObservableObject {
            static let defaultPath = "/bin/sh"
            static func run(_ command: String) -> String { command }
        }

        final class Counter: ObservableObject {
            @Published var count = 0
        }
        """], rules: [PreferObservable()])
        let messages = result.diagnostics.map(\.message)
        #expect(messages.count == 2)
        #expect(messages.first?.contains("has no instance properties or methods") == true)
        #expect(messages.first?.contains("drop the ObservableObject conformance") == true)
        #expect(messages.last?.contains("migrate it to @Observable") == true)
    }

    // MARK: members inherited through a generic-superclass typealias

    @Test func contextProjectionAndObjectWillChangeThroughATypealiasedGenericSuperclass() {
        let sources = [
            "Framework/StateStoreViewModel.swift": """
            import Combine

            final class ViewModelContext<ViewState, ViewAction>: ObservableObject {
                @Published var viewState: ViewState
                init(viewState: ViewState) { self.viewState = viewState }
            }

            class StateStoreViewModel<State, ViewAction> {
                typealias Context = ViewModelContext<State, ViewAction>
                let context: Context
                init(initialViewState: State) { context = Context(viewState: initialViewState) }
            }

            class ObservableStateStore<State, ViewAction>: ObservableObject {
                @Published var viewState: State
                init(initialViewState: State) { viewState = initialViewState }
            }
            """,
            "Screens/RoomViewModel.swift": """
            import Combine

            struct RoomState { var name = "" }
            enum RoomAction { case rename }
            typealias RoomViewModelType = StateStoreViewModel<RoomState, RoomAction>
            typealias RoomStoreType = ObservableStateStore<RoomState, RoomAction>

            final class RoomViewModel: RoomViewModelType {
                private var cancellables = Set<AnyCancellable>()
                func start() {
                    context.$viewState.map(\\.name).removeDuplicates().sink { print($0) }.store(in: &cancellables)
                    context.objectWillChange.send()
                }
            }

            final class RoomStore: RoomStoreType {
                func refresh() { objectWillChange.send() }
            }
            """,
        ]
        #expect(lines(sources, PublishedProjection()) == ["Screens/RoomViewModel.swift:11"])
        #expect(lines(sources, ManualObjectWillChange()) == ["Screens/RoomViewModel.swift:12", "Screens/RoomViewModel.swift:17"])
    }
}
