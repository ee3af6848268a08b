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
        drop the `ObservableObject` conformance instead of migrating it.
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
        ],
        asksMigrationOutlook: true
    )

    package func check(_ file: SourceFile, context: RuleContext) -> [Violation] {
        file.facts.types.compactMap { type in
            // This declaration's own conformances: a same-named class elsewhere does not count.
            let semantics = context.index.semantics
            guard type.kind == .class, let id = semantics.type(qualifiedName: type.qualifiedName, inFile: file.path),
                  semantics.isObservableObject(id) else { return nil }
            // Below iOS 17 / macOS 14 there is no @Observable to move to.
            guard context.options.deploymentTarget(at: type.nameToken).supportsObservation else { return nil }
            if type.hasAttribute("Observable") {
                return Violation(at: type.nameToken, "'\(type.name)' is @Observable and also conforms to ObservableObject; drop the ObservableObject conformance")
            }
            if !semantics.hasInstanceMembers(id) {
                return Violation(at: type.nameToken, "'\(type.name)' conforms to ObservableObject but has no instance properties or methods, so there is nothing for a view to observe; drop the ObservableObject conformance instead of migrating it")
            }
            if let reason = context.migration?.keepReason(ofClass: type.qualifiedName, inFile: file.path) {
                return Violation(
                    at: type.nameToken,
                    "'\(type.name)' conforms to ObservableObject\(Self.route(type, context.index)); `remodel migrate` keeps it because \(reason). If it stays ObservableObject on purpose, record why with `// remodel:disable:next prefer-observable -- <why>`",
                    maximumSeverity: .warning)
            }
            return Violation(at: type.nameToken, "'\(type.name)' conforms to ObservableObject\(Self.route(type, context.index)); migrate it to @Observable so views re-render only for the properties they read")
        }
    }

    /// How the class comes to conform, for the message.
    private static func route(_ type: TypeDeclaration, _ index: ProjectIndex) -> String {
        if type.inheritedTypes.contains("ObservableObject") { return "" }
        let declarations = index.declarationsAndExtensions(named: type.name)
        if declarations.contains(where: { $0.declaration.kind == .extension && $0.declaration.inheritedTypes.contains("ObservableObject") }) {
            return " (declared in an extension)"
        }
        if let base = index.superclasses(of: type.name).first(where: { index.isObservableObject($0) }) {
            return " (inherited from '\(base)')"
        }
        let protocols = declarations.flatMap(\.declaration.inheritedTypes).filter { index.conforms($0, to: "ObservableObject") }
        return protocols.first.map { " (through protocol '\($0)')" } ?? ""
    }
}
