import SwiftSyntax
import RemodelCore

/// A class conforming to `ObservableObject` — directly, through an extension, through a protocol
/// that refines it, or through a superclass.
struct PreferObservable: Rule {
    package static let description = RuleDescription(
        id: "prefer-observable",
        title: "Use @Observable Classes for All ViewModels",
        impact: .critical,
        impactDescription: "2-10× fewer view updates — only views reading changed property re-render",
        tags: ["state", "observable", "viewmodel", "observation", "ios17"],
        rationale: """
        `@Observable` (iOS 17+) tracks which properties each view reads in its body and only re-renders \
        when *those* properties change. `ObservableObject` with `@Published` re-renders every observing \
        view on *any* property change, even unrelated ones. Migrate each model with `remodel migrate` \
        (`remodel plan` gives a safe order).

        A class that `remodel migrate` keeps as `ObservableObject` — a model driven by a Combine \
        pipeline on its own `$property`, one whose `objectWillChange` other types subscribe to, one \
        with a base class from outside the project — is reported as a *warning* that names the reason: \
        such a model may deliberately stay `ObservableObject`. Record that decision with \
        `// remodel:disable:next prefer-observable -- <why>` above the class, and CI stays green.

        A class with no instance members at all — only `static` properties and functions, such as a \
        `Shell` namespace that runs commands — has nothing for a view to observe: the finding asks to \
        drop the `ObservableObject` conformance instead of migrating it, as a *warning*. So does a \
        class whose conformance is vestigial: no `@Published` (nor `@AppStorage`/`@SceneStorage`, \
        nor a property wrapper that publishes through its enclosing instance), no `objectWillChange` \
        of its own or used anywhere on it, no view subscribing to it through `@StateObject`/\
        `@ObservedObject`/`@EnvironmentObject`, and no base class from outside the project but \
        `NSObject`. It never tells a view to re-render; there is nothing to migrate.

        A model declared in preview code — nested in a `PreviewProvider`, or inside `#Preview { }` \
        — is scaffolding that never ships, and is not reported.
        """,
        incorrectLabel: "ObservableObject with @Published — all views re-render on any change",
        correctLabel: "@Observable class — only views reading the changed property re-render",
        incorrect: [
            RuleExample("""
            import Observation
            import Combine

            // Same-named nested types: only StoreV1's Context conforms to ObservableObject.
            class StoreV1<S> { final class ↓Context: ObservableObject { @Published var value = 0 } }
            class StoreV2<S> { @Observable final class Context { var value = 0 } }
            """),
            RuleExample("""
            class ↓ProfileViewModel: ObservableObject {
                @Published var name: String = ""
                @Published var isLoading = false
            }
            """),
            RuleExample("""
            final class ↓SettingsModel {
                @Published var showCompleted = true
            }
            extension SettingsModel: ObservableObject {}
            """),
            RuleExample("""
            import Combine

            // Kept by `remodel migrate` (its own $query drives a Combine pipeline): a warning
            // naming the reason, not an error.
            final class ↓SearchModel: ObservableObject {
                @Published var query = ""
                @Published private(set) var results: [String] = []
                private var cancellables = Set<AnyCancellable>()

                init() {
                    $query
                        .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
                        .removeDuplicates()
                        .sink { [weak self] text in self?.results = [text] }
                        .store(in: &cancellables)
                }
            }
            """),
            RuleExample("""
            protocol StoreProtocol: ObservableObject {}
            final class ↓NotesStore: StoreProtocol {
                @Published var notes: [String] = []
            }
            """),
            RuleExample("""
            import SwiftUI

            // No @Published, no objectWillChange, no view subscribes: drop the conformance (a warning).
            final class ↓ZapsModel: ObservableObject {
                let target: String
                private var listener: Task<Void, Never>?

                init(target: String) { self.target = target }
                func subscribe() { listener?.cancel(); listener = Task { await Self.stream() } }
                func unsubscribe() { listener?.cancel() }
                static func stream() async {}
            }

            struct ZapsView: View {
                let model: ZapsModel
                var body: some View {
                    Text(model.target).onAppear { model.subscribe() }.onDisappear { model.unsubscribe() }
                }
            }
            """),
            RuleExample("""
            import Foundation

            // Only static members: nothing to observe, so the conformance goes rather than migrating.
            final class ↓Shell: ObservableObject {
                static let defaultPath = "/bin/sh"
                static func run(_ command: String) throws -> String { command }
            }
            """),
        ],
        correct: [
            RuleExample("""
            import SwiftUI

            // Held with @StateObject only to tie one instance's lifetime to the view: nothing to
            // observe, and @State would build (and deinit) a new instance on every view init
            // (held-out round 2: Swiftfin's OnFinalDisappearModifier).
            final class DisappearObserver: ObservableObject {
                private let action: () -> Void
                init(_ action: @escaping () -> Void) { self.action = action }
                deinit { action() }
            }

            struct OnFinalDisappear: ViewModifier {
                @StateObject private var observer: DisappearObserver
                init(_ action: @escaping () -> Void) { _observer = StateObject(wrappedValue: DisappearObserver(action)) }
                func body(content: Content) -> some View { content }
            }
            """),
            RuleExample("""
            import SwiftUI
            import Combine

            // remodel:disable:next prefer-observable -- subclasses drive Combine pipelines
            @MainActor class BaseViewModel: ObservableObject {
                @Published var isLoading = false
                var cancellables = Set<AnyCancellable>()
            }

            // Adds nothing to observe: the base class's finding decides for the hierarchy
            // (held-out round 2: Swiftfin's LocalUserSecurityViewModel).
            final class PinViewModel: BaseViewModel {
                func check(_ pin: String) -> Bool { pin.count == 4 }
            }

            struct PinView: View {
                @StateObject private var model = PinViewModel()
                var body: some View { Text(model.isLoading ? "…" : "PIN") }
            }
            """),
            RuleExample("""
            import Combine

            // remodel:disable:next prefer-observable -- kept: its Combine pipeline feeds a UIKit screen
            final class LegacyFeed: ObservableObject {
                @Published var items: [String] = []
                private var cancellable: AnyCancellable?
                init() { cancellable = $items.sink { print($0.count) } }
            }
            """),
            RuleExample("""
            @MainActor
            @Observable
            final class ProfileViewModel {
                var name: String = ""
                var isLoading = false
            }
            """),
            RuleExample("""
            struct Item: Identifiable { let id: Int }
            final class Cache { var items: [Int: Item] = [:] }
            """),
            RuleExample("""
            import SwiftUI

            struct Keypad: View {
                @Binding var pin: String
                var body: some View { TextField("PIN", text: $pin) }
            }

            // Preview scaffolding never ships.
            struct Keypad_Previews: PreviewProvider {
                static var previews: some View { TestView() }

                struct TestView: View {
                    final class PreviewModel: ObservableObject { @Published var pin = "" }
                    @StateObject var model = PreviewModel()
                    var body: some View { Keypad(pin: $model.pin) }
                }
            }
            """),
        ],
        asksMigrationOutlook: true
    )

    package static var projectQuestions: [ProjectQuestion] { [.isObservableObjectClass] }

    package func check(_ file: SourceFile, context: RuleContext) -> [Violation] {
        file.facts.types.compactMap { type in
            // This declaration's own conformances: a same-named class elsewhere does not count.
            // (The index is asked about classes alone: a file that declares none depends on no
            // other file's facts, so an incremental lint need not check it again when they change.)
            guard type.kind == .class,
                  context.ask(.isObservableObjectClass, about: ProjectQuestion.declaration(type.qualifiedName, in: file)) == "1" else { return nil }
            let semantics = context.index.semantics
            guard let id = semantics.type(qualifiedName: type.qualifiedName, inFile: file.path),
                  semantics.isObservableObject(id) else { return nil }
            // Below iOS 17 / macOS 14 there is no @Observable to move to.
            guard context.options.deploymentTarget(of: type).supportsObservation else { return nil }
            // A preview's scaffolding never ships.
            if isPreviewCode(type, index: context.index) { return nil }
            let index = context.index
            if type.hasAttribute("Observable") {
                // Inherited from an ObservableObject superclass, the conformance cannot be dropped
                // here; the subclass is already tracked by @Observable (held-out round 3: Trio).
                if let parent = semantics.superclass(of: ResolvedType(id: id)), semantics.isObservableObject(parent.id) { return nil }
                return Violation(at: type.nameTokenPosition, "'\(type.name)' is @Observable and also conforms to ObservableObject; drop the ObservableObject conformance")
            }
            // A subclass that publishes inherits its ObservableObject conformance from this class.
            let subclassPublishes = { semantics.subclasses(of: id).contains { Publishing.publishes($0, index) } }
            if !semantics.hasInstanceMembers(id), !subclassPublishes() {
                return Violation(
                    at: type.nameTokenPosition,
                    "'\(type.name)' conforms to ObservableObject but has no instance properties or methods, so there is nothing for a view to observe; drop the ObservableObject conformance instead of migrating it",
                    maximumSeverity: .warning)
            }
            let publishes = Publishing.publishes(id, index)
            let legacyUses = index.wrapperUses(of: semantics.name(of: id)).filter { $0.fact.wrapper.isLegacyObjectWrapper }
            // Held with @StateObject only to tie an instance's lifetime to the view (a `deinit`
            // that fires when the view goes away, a cache): nothing to observe, and @State would
            // evaluate the initializer, building and discarding an instance, on every view init.
            if !publishes, !legacyUses.isEmpty, legacyUses.allSatisfy({ $0.fact.wrapper == .stateObject }) { return nil }
            // A subclass of a project class that adds nothing to observe: it is ObservableObject
            // because its base class is, and the finding on the base class decides for the hierarchy.
            if semantics.superclass(of: ResolvedType(id: id)) != nil, !Publishing.publishes(id, index, ownDeclarationsOnly: true) { return nil }
            // Vestigial: nothing publishes, no view subscribes, no subclass needs the conformance,
            // and no attribute may be a macro generating members Remodel cannot see.
            if !publishes, legacyUses.isEmpty, !subclassPublishes(), AttachedMacros.unexplained(type.attributes, index: index).isEmpty {
                return Violation(
                    at: type.nameTokenPosition,
                    "'\(type.name)' conforms to ObservableObject but has no @Published property and never sends objectWillChange, so it never tells a view to re-render; drop the ObservableObject conformance instead of migrating it",
                    maximumSeverity: .warning)
            }
            if let reason = context.migration?.keepReason(ofClass: type.qualifiedName, inFile: file.path) {
                return Violation(
                    at: type.nameTokenPosition,
                    "'\(type.name)' conforms to ObservableObject\(Self.route(type, id, context.index)); `remodel migrate` keeps it because \(reason). If it stays ObservableObject on purpose, record why with `// remodel:disable:next prefer-observable -- <why>`",
                    maximumSeverity: .warning)
            }
            return Violation(at: type.nameTokenPosition, "'\(type.name)' conforms to ObservableObject\(Self.route(type, id, context.index)); migrate it to @Observable so views re-render only for the properties they read")
        }
    }

    /// How the class comes to conform, for the message.
    private static func route(_ type: TypeDeclaration, _ id: TypeID, _ index: ProjectIndex) -> String {
        if type.inheritedTypes.contains("ObservableObject") { return "" }
        let parts = index.declarationParts(of: id)
        if parts.contains(where: { $0.declaration.kind == .extension && $0.declaration.inheritedTypes.contains("ObservableObject") }) {
            return " (declared in an extension)"
        }
        if let base = index.superclasses(of: id).first(where: index.isObservableObject) {
            return " (inherited from '\(index.semantics.name(of: base))')"
        }
        for part in parts {
            for inherited in part.declaration.inheritedTypes {
                let scope = Scope(file: part.file.path, enclosing: part.declaration.qualifiedName)
                guard let proto = index.semantics.resolve(TypeRef(path: inherited), in: scope).resolved?.id,
                      index.semantics.kind(of: proto) == .protocol, index.conforms(proto, to: "ObservableObject") else { continue }
                return " (through protocol '\(inherited)')"
            }
        }
        return ""
    }
}
