import SwiftSyntax
import RemodelCore

/// A model class (`@Observable` or `ObservableObject`) that views own or observe but that has no
/// global-actor isolation, from its own attributes or a superclass.
struct ObservableViewModelMainActor: Rule {
    package static let description = RuleDescription(
        id: "observable-view-model-main-actor",
        title: "Isolate View Models to the Main Actor",
        impact: .high,
        impactDescription: "Prevents data races — state that drives the UI can only be mutated on the main thread",
        tags: ["concurrency", "mainactor", "observable", "viewmodel", "swift6"],
        rationale: """
        `@Observable` is an observation mechanism, not an isolation mechanism: a class marked only \
        `@Observable` (or conforming to `ObservableObject`) can have its properties written from any \
        thread. Views read these models on the main actor, so a mutation from a background task races \
        with rendering — a data race, and a compiler error under Swift 6 strict concurrency. Annotate \
        every model a view owns or observes (`@State`, `@StateObject`, `@ObservedObject`, \
        `@EnvironmentObject`, `@Environment(T.self)`, `@Bindable`) with `@MainActor`, written before \
        `@Observable`, and mark pure computation or I/O methods `nonisolated` so they leave the main actor.

        Classes no view observes (services, caches), actors, and subclasses of a `@MainActor` (or other \
        global-actor) class are not reported, nor are classes that state a main-actor protocol in their \
        declaration — UIKit/AppKit data sources and delegates (`UICollectionViewDataSourcePrefetching`, \
        `UITableViewDelegate`, `NSWindowDelegate`…), SwiftUI's `View`/`App`/`Scene`, or a project \
        protocol marked `@MainActor` (directly or through the protocols it refines) — nor classes in a \
        module whose default actor isolation is `MainActor` (`default_isolation: MainActor` in \
        `.remodel.yml`, or the build target's setting) unless they are `nonisolated`. \
        Neither is a class whose observed state is isolated member by member (every `@Published` \
        property, or every tracked stored `var` of an `@Observable` class, is `@MainActor`), nor a \
        `Sendable`/`@unchecked Sendable` class that guards its state with a lock (a synchronizer-typed \
        stored property, or one it calls `lock()`, `withLock { }` or `sync { }` on): it is built to be \
        used from any thread.

        The fix inserts `@MainActor` before the class's attributes. It is **unsafe**: it changes the \
        isolation of every member, so callers in nonisolated code (background tasks, other actors, \
        `nonisolated` functions, `deinit`, protocol requirements, tests) may now need `await` or their \
        own `@MainActor` annotation before the code compiles again. Review the call sites after applying it.
        """,
        incorrectLabel: "view model without actor isolation — UI state can be mutated off the main thread",
        correctLabel: "@MainActor @Observable view model, or classes no view observes",
        incorrect: [
            RuleExample("""
            @Observable
            final class ↓NamesModel {
                var isLoading = false
                var names: [String] = []
            }

            struct NamesView: View {
                @State private var model = NamesModel()
                var body: some View { List(model.names, id: \\.self) { Text($0) } }
            }
            """, fixed: """
            @MainActor
            @Observable
            final class NamesModel {
                var isLoading = false
                var names: [String] = []
            }

            struct NamesView: View {
                @State private var model = NamesModel()
                var body: some View { List(model.names, id: \\.self) { Text($0) } }
            }
            """),
            RuleExample("""
            final class ↓MVVMBootcampViewModel: ObservableObject {
                @Published private(set) var myData = "Starting text"
            }

            struct MVVMBootcamp: View {
                @StateObject private var viewModel = MVVMBootcampViewModel()
                var body: some View { Text(viewModel.myData) }
            }
            """, fixed: """
            @MainActor
            final class MVVMBootcampViewModel: ObservableObject {
                @Published private(set) var myData = "Starting text"
            }

            struct MVVMBootcamp: View {
                @StateObject private var viewModel = MVVMBootcampViewModel()
                var body: some View { Text(viewModel.myData) }
            }
            """),
            RuleExample("""
            @Observable final class ↓ThemeModel { var accent = "blue" }

            struct ThemedLabel: View {
                @Environment(ThemeModel.self) private var theme
                var body: some View { Text(theme.accent) }
            }
            """, fixed: """
            @MainActor @Observable final class ThemeModel { var accent = "blue" }

            struct ThemedLabel: View {
                @Environment(ThemeModel.self) private var theme
                var body: some View { Text(theme.accent) }
            }
            """),
            RuleExample("""
            enum Editor {
                /// The document being edited.
                @Observable
                final class ↓Document { var title = "" }
            }

            struct TitleField: View {
                @Bindable var document: Editor.Document
                var body: some View { TextField("Title", text: $document.title) }
            }
            """, fixed: """
            enum Editor {
                /// The document being edited.
                @MainActor
                @Observable
                final class Document { var title = "" }
            }

            struct TitleField: View {
                @Bindable var document: Editor.Document
                var body: some View { TextField("Title", text: $document.title) }
            }
            """),
        ],
        correct: [
            RuleExample("""
            import UIKit
            import Observation

            // UICollectionViewDataSourcePrefetching is @MainActor: stating the conformance in the
            // declaration isolates the class.
            @Observable final class PhotoPrefetcher: NSObject, UICollectionViewDataSourcePrefetching {
                var pending: [IndexPath] = []
                func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) { pending += indexPaths }
            }

            struct PhotoGrid: View {
                @State private var prefetcher = PhotoPrefetcher()
                var body: some View { Text("\\(prefetcher.pending.count) pending") }
            }
            """),
            RuleExample("""
            import SwiftUI

            // A project protocol marked @MainActor isolates the classes that state it.
            @MainActor protocol ScreenModel: AnyObject {
                func refresh() async
            }

            protocol ListScreenModel: ScreenModel {}

            @Observable final class InboxModel: ScreenModel {
                var messages: [String] = []
                func refresh() async {}
            }

            final class ArchiveModel: ObservableObject, ListScreenModel {
                @Published var messages: [String] = []
                func refresh() async {}
            }

            struct InboxView: View {
                @State private var inbox = InboxModel()
                @StateObject private var archive = ArchiveModel()
                var body: some View { Text("\\(inbox.messages.count + archive.messages.count)") }
            }
            """),
            RuleExample("""
            @MainActor
            @Observable
            final class MainActorObservableModel {
                var names: [String] = []

                nonisolated private func fetchNames() async throws -> [String] { ["Swift"] }
            }

            struct MainActorObservableLessonView: View {
                @State private var model = MainActorObservableModel()
                var body: some View { List(model.names, id: \\.self) { Text($0) } }
            }
            """),
            RuleExample("""
            // Plain services and actors that no view observes stay as they are.
            @Observable
            final class DownloadTracker { var progress = 0.0 }

            final class MyManagerClass: ObservableObject {
                @Published var data = ""
            }

            actor MyManagerActor {
                func getData() async throws -> String { "data" }
            }

            struct StatusView: View {
                let manager = MyManagerActor()
                @State private var title = "Status"
                var body: some View { Text(title) }
            }
            """),
            RuleExample("""
            @MainActor
            class BaseViewModel: ObservableObject {
                @Published var isLoading = false
            }

            final class ProfileViewModel: BaseViewModel {
                @Published var name = ""
            }

            struct ProfileView: View {
                @StateObject private var model = ProfileViewModel()
                var body: some View { Text(model.name) }
            }
            """),
            RuleExample("""
            import SwiftUI

            // The observed state is @MainActor member by member; the class is deliberately not.
            final class ShortcutStore: ObservableObject, @unchecked Sendable {
                @MainActor @Published private(set) var shortcuts: [String] = []

                @MainActor func reload(_ names: [String]) { shortcuts = names }
            }

            struct ShortcutList: View {
                @ObservedObject var store: ShortcutStore
                var body: some View { List(store.shortcuts, id: \\.self) { Text($0) } }
            }
            """),
            RuleExample("""
            import SwiftUI
            import os

            // A Sendable client whose state sits behind a lock: meant to be used off the main actor.
            @Observable
            final class APIClient: Sendable {
                @ObservationIgnored private let critical = OSAllocatedUnfairLock<String?>(initialState: nil)
                let server: String

                init(server: String) { self.server = server }
                var token: String? { critical.withLock { $0 } }
                func set(token: String?) { critical.withLock { $0 = token } }
            }

            struct ServerLabel: View {
                @Environment(APIClient.self) private var client
                var body: some View { Text(client.server) }
            }
            """),
            RuleExample("""
            import SwiftUI

            // Held by a view: `Crop.Coordinator`. The representable's own `Coordinator` shares only
            // its simple name (held-out round 2: Swiftfin).
            struct CropScreen: View {
                @StateObject private var coordinator = Crop.Coordinator()
                var body: some View { Text("\\(coordinator.step)") }
            }

            enum Crop {
                @MainActor final class Coordinator: ObservableObject { @Published var step = 0 }
            }

            struct TimePicker: UIViewRepresentable {
                func makeUIView(context: Context) -> UIDatePicker { UIDatePicker() }
                func updateUIView(_ view: UIDatePicker, context: Context) {}
                func makeCoordinator() -> Coordinator { Coordinator() }
                final class Coordinator: NSObject {}
            }
            """),
            RuleExample("""
            import SwiftUI
            import WatchConnectivity

            // Held with @StateObject only to keep a session delegate alive: it publishes nothing, and
            // its delegate callbacks arrive off the main thread (held-out round 4: Pulse).
            @main
            struct DemoApp: App {
                @StateObject private var session = SessionKeeper()
                var body: some Scene { WindowGroup { Text("Demo") } }
            }

            final class SessionKeeper: NSObject, ObservableObject, WCSessionDelegate {
                override init() {
                    super.init()
                    WCSession.default.delegate = self
                    WCSession.default.activate()
                }
                func session(_ session: WCSession, activationDidCompleteWith state: WCSessionActivationState, error: Error?) {}
            }
            """),
            RuleExample("""
            import SwiftUI

            // A widget's snapshot: `@State` does not subscribe to an ObservableObject, so no view
            // observes it, and its nonisolated timeline provider builds it synchronously (held-out
            // round 5: Pocket Casts).
            class WidgetEpisode: ObservableObject {
                @Published var title: String
                init(title: String) { self.title = title }
            }

            struct EpisodeView: View {
                @State var episode: WidgetEpisode
                var body: some View { Text(episode.title) }
            }
            """),
        ],
        fix: .always(.unsafe)
    )

    package static var projectQuestions: [ProjectQuestion] { [.viewObservedModel] }

    package func check(_ file: SourceFile, context: RuleContext) -> [Violation] {
        // Asked where it is used: a file none of whose types gets that far depends on no other file's facts.
        var index: ProjectIndex { context.index }
        var violations: [Violation] = []
        for type in file.facts.types where type.kind == .class {
            // Every question is asked of this declaration: a same-named class elsewhere (one of an
            // app's many nested `StateModel`s) never answers for it.
            // (The text last: it is read only for a class reported; the tree never is.)
            guard context.ask(.viewObservedModel, about: type.qualifiedName) == "1",
                  let id = index.typeID(of: type, in: file),
                  index.globalActor(of: id) == nil,
                  !Self.isolatesObservedStatePerMember(id, index: index),
                  !Self.isLockedSendable(id, index: index),
                  Self.hasStateToObserve(id, index: index) else { continue }
            let kind = type.hasAttribute("Observable") || index.isObservable(id) ? "@Observable" : "ObservableObject"
            var message = "\(kind) class '\(type.name)' is observed by views but not isolated to the main actor; annotate it with @MainActor"
            if let superclass = index.superclasses(of: id).last {
                message += " (or its superclass '\(index.semantics.name(of: superclass))')"
            }
            let fix = Fix("Annotate '\(type.name)' with @MainActor", applicability: .unsafe, edits: [Self.insertion(before: type, in: file)])
            violations.append(Violation(at: type.nameTokenPosition, message, fix: fix))
        }
        return violations
    }

    /// Every piece of state views observe — the `@Published` properties of an `ObservableObject`,
    /// the tracked stored `var`s of an `@Observable` class — is `@MainActor` itself (and there is
    /// at least one): UI state can only be written on the main actor already.
    private static func isolatesObservedStatePerMember(_ id: TypeID, index: ProjectIndex) -> Bool {
        let observable = index.isObservable(id)
        let observed = index.properties(of: id).filter { property in
            guard property.isStored, !property.isStatic, !property.isLet else { return false }
            return observable ? !property.hasAttribute("ObservationIgnored") : property.hasAttribute("Published")
        }
        return !observed.isEmpty && observed.allSatisfy { $0.hasAttribute("MainActor") }
    }

    /// Something a view can observe: a tracked stored `var` of an `@Observable` class, or anything
    /// that publishes in an `ObservableObject`. A class held with `@StateObject` only for its
    /// lifetime (a `WCSessionDelegate` kept alive by the app) has no UI state to isolate.
    private static func hasStateToObserve(_ id: TypeID, index: ProjectIndex) -> Bool {
        // An `x.objectWillChange` whose receiver is unknown does not make every class publish
        // (held-out round 6: winston's API client with no published state).
        guard index.isObservable(id) else { return Publishing.publishes(id, index, unresolvedSendsCount: false) }
        return index.properties(of: id).contains { property in
            property.isStored && !property.isStatic && !property.isLet && !property.hasAttribute("ObservationIgnored")
        }
    }

    /// A `Sendable` (or `@unchecked Sendable`) class that guards its state with a lock: it is meant
    /// to be used from any thread, and `@MainActor` would serialise its work on the main actor.
    private static func isLockedSendable(_ id: TypeID, index: ProjectIndex) -> Bool {
        index.conforms(id, to: "Sendable") && !Synchronization.lockProperties(of: id, index: index).isEmpty
    }

    /// `@MainActor` as its own line before the declaration (its first attribute, modifier or `class`),
    /// at the indentation of its line; inline when the attributes share the line with `class` or
    /// the declaration does not start its line. Read from the text at the positions the facts
    /// recorded, not from the tree.
    package static func insertion(before declaration: TypeDeclaration, in file: SourceFile) -> TextEdit {
        let text = MigrationText(file.text)
        let start = declaration.contentPosition.utf8Offset
        var inline = !text.startsLine(start)
        // Attributes first (`@…`, or an `#if` around some): inline when they share the keyword's line.
        if !inline, start < text.count, text.bytes[start] == UInt8(ascii: "@") || text.bytes[start] == UInt8(ascii: "#") {
            inline = file.location(of: declaration.contentPosition).line == file.location(of: declaration.introducerPosition).line
        }
        return .insert(inline ? "@MainActor " : "@MainActor\n" + text.indentation(ofLineAt: start), at: declaration.contentPosition)
    }
}
