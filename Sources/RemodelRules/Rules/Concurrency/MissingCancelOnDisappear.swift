import SwiftSyntax
import RemodelCore

/// A view owns a view model (`@StateObject`, or `@State` holding a model class) whose type exposes a
/// parameterless cancel method (`cancelTasks`, `cancelAll`, `cancel`, `stop`, `stopAll`), and nothing
/// in the view ever calls it on that property. Reported at the owned property's name.
struct MissingCancelOnDisappear: Rule {
    package static let description = RuleDescription(
        id: "missing-cancel-on-disappear",
        title: "Cancel View Model Tasks When the View Disappears",
        impact: .high,
        impactDescription: "In-flight tasks keep running after navigation, retain the view model and write stale state",
        tags: ["concurrency", "task", "cancellation", "viewmodel", "lifecycle"],
        rationale: """
        Reports a view that owns a view model (`@StateObject`, or `@State` holding a model class) whose \
        type offers a cancel method (`cancelTasks()`, `cancelAll()`, `cancel()`, `stop()` or `stopAll()` \
        with no required parameters) that the view never calls on that property. The violation is \
        reported at the owned property, whether `.onDisappear` is missing, empty (only a comment, as in \
        the classic MVVM sample) or calls something else.

        A view model that collects its `Task`s and offers `cancelTasks()` expects its owner to call it: \
        without cancellation, every in-flight task keeps running after the user navigates away, keeps a \
        strong reference to the view model and eventually writes stale state into it. Push and pop a \
        screen a few times and zombie view models pile up, all competing to update state.

        Call the cancel method from `.onDisappear { viewModel.cancelTasks() }`, or prefer `.task { }`, \
        which SwiftUI cancels automatically. Any call to the cancel method on that property anywhere in \
        the view (a helper method, `.task` cleanup, `.onDisappear(perform: viewModel.cancelTasks)`), or in \
        a view it is handed to (`@ObservedObject`, `@Environment`, a plain property), counts as handled.
        """,
        incorrectLabel: "onDisappear with only a comment — tasks keep running after the view is gone",
        correctLabel: "the view cancels the view model's tasks when it disappears",
        incorrect: [
            RuleExample("""
            import SwiftUI

            @MainActor
            final class MVVMBootcampViewModel: ObservableObject {
                @Published private(set) var myData = "Starting text"
                private var tasks: [Task<Void, Never>] = []

                func cancelTasks() {
                    tasks.forEach { $0.cancel() }
                    tasks = []
                }

                func onCallToActionButtonPressed() {
                    tasks.append(Task { myData = "Loaded" })
                }
            }

            struct MVVMBootcamp: View {
                @StateObject private var ↓viewModel = MVVMBootcampViewModel()

                var body: some View {
                    Button(viewModel.myData) {
                        viewModel.onCallToActionButtonPressed()
                    }
                    .onDisappear {
                        // Best practice: cancel tasks on disappear to stop stale fetches after navigation.
                    }
                }
            }
            """),
            RuleExample("""
            import SwiftUI

            @MainActor
            @Observable
            final class PlayerModel {
                var isPlaying = false
                private var ticker: Task<Void, Never>?

                func play() {
                    ticker = Task { isPlaying = true }
                }

                func stop(resetPosition: Bool = true) {
                    ticker?.cancel()
                    isPlaying = false
                }
            }

            struct PlayerView: View {
                @State private var ↓player = PlayerModel()

                var body: some View {
                    Button("Play") { player.play() }
                        .onDisappear { player.play() }
                }
            }
            """),
        ],
        correct: [
            RuleExample("""
            import SwiftUI

            @MainActor
            final class InstallOperation: ObservableObject {
                @Published var progress = 0.0
                func cancel() {}
            }

            struct LanguageServersView: View {
                let operations: [InstallOperation]
                // A selection made elsewhere, not owned: closing the pane must not cancel the install.
                @State private var selectedInstall: InstallOperation?

                var body: some View {
                    List(operations.indices, id: \\.self) { index in
                        Button("Show") { selectedInstall = operations[index] }
                    }
                }
            }
            """),
            RuleExample("""
            import SwiftUI

            @MainActor
            final class MVVMBootcampViewModel: ObservableObject {
                @Published private(set) var myData = "Starting text"
                private var tasks: [Task<Void, Never>] = []

                func cancelTasks() {
                    tasks.forEach { $0.cancel() }
                    tasks = []
                }
            }

            struct MVVMBootcamp: View {
                @StateObject private var viewModel = MVVMBootcampViewModel()

                var body: some View {
                    Text(viewModel.myData)
                        .onDisappear {
                            viewModel.cancelTasks()
                        }
                }
            }
            """),
            RuleExample("""
            import SwiftUI

            @MainActor
            final class FeedViewModel: ObservableObject {
                @Published private(set) var items: [String] = []
                func stopAll() {}
            }

            struct FeedView: View {
                @StateObject private var viewModel = FeedViewModel()

                var body: some View {
                    List(viewModel.items, id: \\.self) { Text($0) }
                        .onDisappear(perform: tearDown)
                }

                private func tearDown() {
                    viewModel.stopAll()
                }
            }
            """),
            RuleExample("""
            import SwiftUI

            @MainActor
            @Observable
            final class SearchModel {
                var results: [String] = []
                func cancel(reason: String) {}
                func load() async {}
            }

            struct SearchView: View {
                // `cancel(reason:)` needs an argument, so it is not a lifecycle cancel method;
                // `.task` is cancelled by SwiftUI on disappear.
                @State private var model = SearchModel()

                var body: some View {
                    List(model.results, id: \\.self) { Text($0) }
                        .task { await model.load() }
                }
            }
            """),
        ],
        optIn: true
    )

    package static let cancelMethodNames: Set<String> = ["cancelTasks", "cancelAll", "cancel", "stop", "stopAll"]

    package func check(_ file: SourceFile, context: RuleContext) -> [Violation] {
        // Asked where it is used: a file that never gets that far depends on no other file's facts.
        var index: ProjectIndex { context.index }
        var violations: [Violation] = []
        for use in file.facts.wrapperUses where use.wrapper == .stateObject || use.wrapper == .state {
            guard !use.property.isStatic, let model = use.wrappedType, let owner = use.ownerType,
                  let nameToken = use.property.nameToken, Self.createsModel(use.property) else { continue }
            let view = ProjectIndex.simpleName(owner)
            guard Self.isDisappearingView(view, index: index), index.modelRoles.isViewModel(model, .everyModelClass) else { continue }
            let methods = Self.cancelMethods(of: model, index: index)
            guard let method = methods.first else { continue }
            let property = use.property.name

            let search = Self.search(view, receivers: [property], methods: methods, index: index)
            if search.found { continue }
            if Self.otherViewCancels(model: model, methods: methods, excluding: view, index: index) { continue }

            let preferred = methods.contains("cancelTasks") ? "cancelTasks" : method
            let placement = search.sawOnDisappear ? "its .onDisappear never calls" : "it has no .onDisappear calling"
            violations.append(Violation(
                at: nameToken,
                "'\(view)' owns '\(property)' ('\(model)') but \(placement) '\(property).\(preferred)()'; call it in .onDisappear so the view model's in-flight work stops when the view goes away"))
        }
        return violations
    }

    /// A `View` (not an `App` or `Scene`, which never disappear).
    package static func isDisappearingView(_ name: String, index: ProjectIndex) -> Bool {
        let conformances = index.conformances(of: name)
        return conformances.contains("View") && !conformances.contains("App") && !conformances.contains("Scene")
    }

    /// Instance methods of the model (its extensions and project superclasses) named like a cancel
    /// method whose parameters all have defaults, sorted for stable messages.
    package static func cancelMethods(of model: String, index: ProjectIndex) -> [String] {
        // Every view holding a model of this name asks: computed once per project.
        index.memoized("missing-cancel-on-disappear.cancelMethods." + model) { index in findCancelMethods(of: model, index: index) }
    }

    private static func findCancelMethods(of model: String, index: ProjectIndex) -> [String] {
        var names = Set<String>()
        for type in [model] + index.superclasses(of: model) {
            for declaration in index.declarationsAndExtensions(named: type) {
                for function in cancelMethodNames.sorted().flatMap(declaration.declaration.functions(named:)) {
                    let modifiers = function.modifiers
                    if modifiers.contains(.static) || modifiers.contains(.class) || modifiers.contains(.private) || modifiers.contains(.fileprivate) { continue }
                    if function.signature.parameterClause.parameters.allSatisfy({ $0.defaultValue != nil }) {
                        names.insert(function.name.text)
                    }
                }
            }
        }
        return names.sorted()
    }

    /// Whether another view that is handed the same model type (`@ObservedObject`,
    /// `@EnvironmentObject`, `@Environment(T.self)`, `@Bindable` or a plain stored property) calls a
    /// cancel method on it — e.g. a child view that cancels in its own onDisappear. Only reached when
    /// a violation is about to be reported.
    /// Only a model the view creates is its own: `@StateObject var vm = VM()`, `@State var vm = VM()`
    /// or one created in `init` (no initial value, non-optional). An optional `@State var
    /// selection: Operation?` holds something made elsewhere (a selection) — cancelling it when the
    /// view goes away would be wrong.
    package static func createsModel(_ property: PropertyDeclaration) -> Bool {
        if let annotation = property.typeAnnotation,
           annotation.is(OptionalTypeSyntax.self) || annotation.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return false
        }
        guard let value = property.initializer else { return true }
        return !value.is(NilLiteralExprSyntax.self)
    }

    package static func otherViewCancels(model: String, methods: [String], excluding view: String, index: ProjectIndex) -> Bool {
        var holders: [String: Set<String>] = [:]
        for use in index.wrapperUses(of: model) {
            // Views that own their own instance (`@StateObject`/`@State`) cancel only that instance.
            guard use.fact.wrapper != .stateObject, use.fact.wrapper != .state, let owner = use.fact.ownerType else { continue }
            holders[ProjectIndex.simpleName(owner), default: []].insert(use.fact.property.name)
        }
        let plainHolders = index.memoized("missing-cancel-on-disappear.plainHolders") { index in
            var byModel: [String: [String: Set<String>]] = [:]
            for (name, declarations) in index.typesByName {
                for declaration in declarations {
                    for property in declaration.declaration.properties where !property.isStatic
                        && !property.hasAttribute("StateObject") && !property.hasAttribute("State") {
                        if let type = property.typeName { byModel[type, default: [:]][name, default: []].insert(property.name) }
                    }
                }
            }
            return byModel
        }
        for (name, properties) in plainHolders[model] ?? [:] where name != view {
            holders[name, default: []].formUnion(properties)
        }
        for (holder, properties) in holders where holder != view && index.isView(holder) {
            if search(holder, receivers: properties, methods: methods, index: index).found { return true }
        }
        return false
    }

    /// Scans every declaration and extension named `type` for `receiver.cancelMethod`. Memoised:
    /// views that share a name (and the holders every owner asks about) are scanned once, not once
    /// per asker — that made the rule quadratic on apps with many same-named views.
    private static func search(_ type: String, receivers: Set<String>, methods: [String], index: ProjectIndex) -> CancelCallSearch {
        let key = "missing-cancel-on-disappear.search.\(type).\(receivers.sorted().joined(separator: ",")).\(methods.joined(separator: ","))"
        return index.memoized(key) { index in
            var search = CancelCallSearch(receivers: receivers, methods: methods)
            for declaration in index.declarationsAndExtensions(named: type) {
                search.scan(declaration.declaration.memberBlock)
                if search.found { break }
            }
            return search
        }
    }
}

/// Looks for `property.cancelMethod` (called or passed as a function) in a type's members.
private struct CancelCallSearch: Sendable {
    let receivers: Set<String>
    let methods: Set<String>
    private(set) var found = false
    private(set) var sawOnDisappear = false

    init(receivers: Set<String>, methods: [String]) {
        self.receivers = receivers
        self.methods = Set(methods)
    }

    mutating func scan(_ memberBlock: MemberBlockSyntax?) {
        guard let memberBlock, !found else { return }
        let visitor = CancelCallVisitor(receivers: receivers, methods: methods)
        visitor.walk(memberBlock)
        found = found || visitor.found
        sawOnDisappear = sawOnDisappear || visitor.sawOnDisappear
    }
}

private final class CancelCallVisitor: SyntaxVisitor {
    let receivers: Set<String>
    let methods: Set<String>
    var found = false
    var sawOnDisappear = false

    init(receivers: Set<String>, methods: Set<String>) {
        self.receivers = receivers
        self.methods = methods
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if found { return .skipChildren }
        let name = node.declName.baseName.text
        if name == "onDisappear" { sawOnDisappear = true }
        if methods.contains(name), let base = node.base, let chain = ConcurrencyCalls.chain(of: base) {
            // `viewModel.cancelTasks()`, `self.viewModel.cancelTasks()`, `_viewModel.wrappedValue.cancelTasks()`.
            let names = chain.first == "self" ? chain.dropFirst() : chain[...]
            if let first = names.first, receivers.contains(first) || (first.hasPrefix("_") && receivers.contains(String(first.dropFirst()))) {
                found = true
                return .skipChildren
            }
        }
        return .visitChildren
    }
}
