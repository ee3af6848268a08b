import SwiftSyntax
import RemodelCore

/// `$property` Combine publisher use of a `@Published` property of an `ObservableObject` class,
/// inside the class (`$query.debounce`, `assign(to: &$x)`) or through a receiver (`model.$query`).
struct PublishedProjection: Rule {
    package static let description = RuleDescription(
        id: "published-projection",
        title: "Plan Combine Pipelines on @Published Before Migrating",
        impact: .medium,
        impactDescription: "Each $property publisher stops compiling once the class becomes @Observable",
        tags: ["observable", "observation", "combine", "published", "migration", "ios17"],
        rationale: """
        `$query` on a `@Published` property is a Combine publisher (`Published.Publisher`). \
        `@Observable` classes have no publishers, so every `$query.debounce(…)`, `$x.sink`, \
        `assign(to: &$x)`, `model.$x.sink` and `.onReceive(model.$x)` stops compiling after the \
        migration. This rule is informational for planning — its findings are warnings, not \
        errors: decide per class whether it is fundamentally Combine-driven — then keep it `ObservableObject` (mixing both is fine) — or \
        replace the pipeline with structured concurrency: a cancellable `Task` started from an \
        explicit method, called from `.onChange(of: model.query)` in the view.

        Only where there is a migration to plan: below iOS 17 / macOS 14 / tvOS 17 / watchOS 10 \
        (the deployment target read from `Package.swift`, the Xcode project or `.remodel.yml`, raised by \
        `@available`/`#available` around the use and around the owning class) nothing is reported — \
        an iOS 16 app cannot adopt `@Observable`, and its publishers are simply Combine.

        Only properties that really are `@Published` on an `ObservableObject` class are reported; \
        receivers are resolved through locals, parameters and property types in the index. SwiftUI \
        binding projections in views (`$model.title` passed to a `TextField`, `$isOn` of a `@State`) \
        are bindings, not publishers, and are never reported.
        """,
        incorrectLabel: "Combine pipeline on a @Published projection",
        correctLabel: "async code driven by onChange, or SwiftUI bindings",
        incorrect: [
            RuleExample("""
            import Combine

            class StateStoreViewModel<State, Action>: ObservableObject {
                @Published var viewState: State
                init(initialViewState: State) { viewState = initialViewState }
            }

            struct RoomState { var name = "" }
            enum RoomAction { case rename }
            typealias RoomViewModelType = StateStoreViewModel<RoomState, RoomAction>

            // The superclass is reached through a generic typealias; its @Published members are inherited.
            final class RoomViewModel: RoomViewModelType {
                private var cancellables = Set<AnyCancellable>()
                func start() {
                    ↓$viewState.sink { print($0.name) }.store(in: &cancellables)
                }
            }
            """),
            RuleExample("""
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

            struct RoomState { var name = "" }
            enum RoomAction { case rename }
            typealias RoomViewModelType = StateStoreViewModel<RoomState, RoomAction>

            // `context` is inherited through the typealiased generic superclass; its type is the
            // superclass's nested typealias for an ObservableObject.
            final class RoomViewModel: RoomViewModelType {
                private var cancellables = Set<AnyCancellable>()
                func start() {
                    context.↓$viewState.map(\\.name).removeDuplicates().sink { print($0) }.store(in: &cancellables)
                }
            }
            """),
            RuleExample("""
            import Combine
            import Foundation

            final class SearchModel: ObservableObject {
                @Published var query: String = ""
                private var cancellables = Set<AnyCancellable>()

                init() {
                    ↓$query
                        .debounce(for: 0.3, scheduler: RunLoop.main)
                        .removeDuplicates()
                        .sink { [weak self] q in self?.runSearch(q) }
                        .store(in: &cancellables)
                }

                func runSearch(_ query: String) {}
            }
            """),
            RuleExample("""
            import Combine

            final class SignUpModel: ObservableObject {
                @Published var email = ""
                @Published var isValid = false

                init() {
                    self.↓$email.map { $0.contains("@") }.assign(to: &↓$isValid)
                }
            }
            """),
            RuleExample("""
            import SwiftUI

            final class SearchModel: ObservableObject {
                @Published var query = ""
            }

            struct SearchView: View {
                @ObservedObject var model: SearchModel
                @State private var lastQuery = ""

                var body: some View {
                    TextField("Search", text: $model.query)
                        .onReceive(model.↓$query) { lastQuery = $0 }
                }
            }
            """),
            RuleExample("""
            import Combine

            final class CartStore: ObservableObject {
                @Published var items: [String] = []
            }

            final class BadgeController {
                private var cancellable: AnyCancellable?

                func bind(to store: CartStore) {
                    cancellable = store.↓$items.sink { print($0.count) }
                }
            }
            """),
        ],
        correct: [
            RuleExample("""
            import SwiftUI

            @MainActor
            @Observable
            final class SearchModel {
                var query: String = ""
                @ObservationIgnored private var searchTask: Task<Void, Never>?

                func queryChanged() {
                    searchTask?.cancel()
                    searchTask = Task {
                        try? await Task.sleep(for: .milliseconds(300))
                        if Task.isCancelled { return }
                        runSearch(query)
                    }
                }

                func runSearch(_ query: String) {}
            }

            struct SearchView: View {
                @Bindable var model: SearchModel

                var body: some View {
                    TextField("Search…", text: $model.query)
                        .onChange(of: model.query) { _, _ in model.queryChanged() }
                }
            }
            """),
            RuleExample("""
            import SwiftUI

            final class ProfileModel: ObservableObject {
                @Published var title = ""
            }

            struct ProfileView: View {
                @ObservedObject var model: ProfileModel
                @State private var isOn = false

                var body: some View {
                    Form {
                        TextField("Title", text: $model.title)
                        Toggle("Notify", isOn: $isOn)
                    }
                }
            }
            """),
            RuleExample("""
            import Combine

            final class Ticker {
                @Published var value = 0
                private var cancellable: AnyCancellable?

                init() {
                    cancellable = $value.sink { print($0) }
                }
            }
            """),
        ]
    )

    package static var projectQuestions: [ProjectQuestion] { [.declaresPublishedProperty] }

    package func check(_ file: SourceFile, context: RuleContext) -> [Violation] {
        // A file that projects no publisher does not ask the index (and depends on no other file's
        // facts); nor does one whose only `$x`s are on the implicit `self` of a struct or enum it
        // declares (a view's `$isPresented`): a value type is never `ObservableObject`, so they
        // are bindings (`@State`, `@Binding`), whatever the rest of the project declares.
        let projections = file.facts.publisherProjections.filter { projection in
            projection.hasReceiver || !Self.isValueTypeDeclared(projection.ownerType, in: file.facts)
        }
        guard !projections.isEmpty else { return [] }
        let index = context.index
        var violations: [Violation] = []
        let semantics = index.semantics
        for projection in projections {
            // No type declares `@Published var x`: no `$x` can be its publisher, and the receiver's
            // syntax (a released tree parsed again) is not read to find out.
            guard context.ask(.declaresPublishedProperty, about: projection.property) == "1" else { continue }
            let type: String
            let ownerDeclaration: TypeDeclaration?
            let scope = Scope(file: file.path, enclosing: projection.ownerType)
            let owner = semantics.receiverType(projection.receiver, in: scope)
            if let owner, let target = semantics.property(named: projection.property, in: owner) {
                // The semantic answer: the receiver's type and the property it has (inherited
                // through generic superclasses and typealiases too).
                guard target.hasAttribute("Published"), semantics.isObservableObject(owner.id) else { continue }
                type = semantics.name(of: owner.id)
                ownerDeclaration = index.declarationParts(of: owner.id).first { $0.declaration.kind != .extension }?.declaration
            } else {
                // By name, when only one type has it: the receiver's type without the property,
                // or an enclosing type the semantic layer cannot single out.
                let isImplicit = projection.receiver.map(ObservationReceiverTypes.isSelf) ?? true
                guard let found = isImplicit ? projection.ownerType.map(ProjectIndex.simpleName) : owner.map({ semantics.name(of: $0.id) }),
                      index.declarations(named: found).count == 1, index.isObservableObject(found),
                      let property = index.property(named: projection.property, in: found), property.hasAttribute("Published") else { continue }
                type = found
                ownerDeclaration = index.declarations(named: found).first?.declaration
            }
            // The owner must be able to become @Observable: its own `@available` counts (a class
            // declared for iOS 15 keeps its publisher even where an iOS 18 view subscribes).
            // (From the declaration's facts: its file's tree may have been released.)
            if let ownerDeclaration, !context.options.deploymentTarget(of: ownerDeclaration).supportsObservation { continue }
            // Planning for @Observable only where there can be one: below iOS 17 / macOS 14 at the
            // use site there is no migration to plan (held-out round 4: Mastodon, iOS 16, 281 notes).
            // Asked last: where the file's own target falls short, it reads this file's syntax.
            guard context.options.supportsObservation(at: projection.token) else { continue }
            violations.append(Violation(at: projection.tokenPosition, "'$\(projection.property)' uses the Combine publisher of @Published '\(projection.property)' in '\(type)'; @Observable has no publishers — keep this class ObservableObject (Combine-driven) or replace the pipeline with async code"))
        }
        return violations
    }

    /// Whether the file declares `name` (qualified) as a struct or an enum: an implicit `self`
    /// there resolves to that declaration (the file's own types come first).
    private static func isValueTypeDeclared(_ name: String?, in facts: FileFacts) -> Bool {
        guard let name else { return false }
        return facts.types.contains { ($0.kind == .struct || $0.kind == .enum) && $0.qualifiedName == name }
    }
}
