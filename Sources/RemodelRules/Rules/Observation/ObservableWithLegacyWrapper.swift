import SwiftSyntax
import RemodelCore

/// An `@Observable` model held with an `ObservableObject` wrapper (`@StateObject`, `@ObservedObject`,
/// `@EnvironmentObject`) or injected with `.environmentObject(_:)`.
struct ObservableWithLegacyWrapper: Rule {
    package static let description = RuleDescription(
        id: "observable-with-legacy-wrapper",
        title: "Hold @Observable Models with @State, @Bindable or @Environment",
        impact: .high,
        impactDescription: "Loses fine-grained tracking — every change re-renders the whole view, as with ObservableObject",
        tags: ["state", "observable", "stateobject", "environment", "observation", "ios17"],
        rationale: """
        `@StateObject`, `@ObservedObject` and `@EnvironmentObject` subscribe through `ObservableObject`'s \
        `objectWillChange`. When the held class is `@Observable` *and* still conforms to `ObservableObject`, \
        the code compiles, but SwiftUI takes the old path: the view no longer tracks the individual \
        properties it reads, so it re-renders on any change (or misses changes the macro tracks). The same \
        goes for `.environmentObject(x)` with an `@Observable` `x`: readers using `@Environment(T.self)` \
        never see it.

        Use the Observation-era equivalents:
        - `@StateObject var m = M()` → `@State var m = M()`
        - `@ObservedObject var m: M` → a plain `var m: M` (or `@Bindable var m: M` when the view needs `$m.field` bindings)
        - `@EnvironmentObject var m: M` → `@Environment(M.self) var m`
        - `.environmentObject(m)` → `.environment(m)`

        Report only: `@State` evaluates its initial value every time the view struct is created, unlike \
        `@StateObject`'s autoclosure, and injection changes must be made together with every reader.
        """,
        incorrectLabel: "@Observable model held with an ObservableObject wrapper — whole-view invalidation",
        correctLabel: "@State, plain/@Bindable properties and @Environment for @Observable models",
        incorrect: [
            RuleExample("""
            @Observable
            final class SearchModel: ObservableObject {
                var query = ""
                var results: [String] = []
            }

            struct SearchView: View {
                ↓@StateObject private var model = SearchModel()
                var body: some View { Text(model.query) }
            }
            """),
            RuleExample("""
            @MainActor @Observable
            final class Cart: ObservableObject {
                var items: [String] = []
                var note = ""
            }

            struct CartBadge: View {
                ↓@ObservedObject var cart: Cart
                var body: some View { Text("\\(cart.items.count)") }
            }

            struct CartNoteEditor: View {
                ↓@ObservedObject var cart: Cart
                var body: some View { TextField("Note", text: $cart.note) }
            }
            """),
            RuleExample("""
            @MainActor @Observable
            final class SessionModel: ObservableObject {
                var userName = ""
            }

            struct RootView: View {
                @State private var session = SessionModel()
                var body: some View {
                    AccountView().↓environmentObject(session)
                }
            }

            struct AccountView: View {
                ↓@EnvironmentObject var session: SessionModel
                var body: some View { Text(session.userName) }
            }
            """),
        ],
        correct: [
            RuleExample("""
            import SwiftUI

            // Two nested types named Context: the view holds StoreV1's, an ObservableObject.
            class StoreV1<S> { final class Context: ObservableObject { @Published var value = 0 } }
            class StoreV2<S> { @Observable final class Context { var value = 0 } }

            struct ContextView: View {
                @ObservedObject var context: StoreV1<Int>.Context
                var body: some View { Text("\\(context.value)") }
            }
            """),
            RuleExample("""
            @MainActor
            @Observable
            final class SearchModel {
                var query = ""
            }

            struct SearchView: View {
                @State private var model = SearchModel()
                var body: some View { SearchField(model: model).environment(model) }
            }

            struct SearchField: View {
                @Bindable var model: SearchModel
                var body: some View { TextField("Search", text: $model.query) }
            }

            struct SearchStatus: View {
                @Environment(SearchModel.self) private var model
                var body: some View { Text(model.query) }
            }
            """),
            RuleExample("""
            @MainActor
            final class LegacyStore: ObservableObject {
                @Published var count = 0
            }

            struct CounterView: View {
                @StateObject private var store = LegacyStore()
                var body: some View { Child().environmentObject(store) }
            }

            struct Child: View {
                @EnvironmentObject var store: LegacyStore
                var body: some View { Text("\\(store.count)") }
            }
            """),
        ]
    )

    package static var projectQuestions: [ProjectQuestion] { [.declaresObservableTypes] }

    package func check(_ file: SourceFile, context: RuleContext) -> [Violation] {
        let facts = file.facts
        // Only legacy wrappers and `.environmentObject` injections are looked at, and only in a
        // project that declares an @Observable type (with none, no type is @Observable): a file
        // with neither, or any file of a project not yet migrated, does not read the index.
        guard facts.wrapperUses.contains(where: { $0.wrapper.isLegacyObjectWrapper }) || facts.injections.contains(where: { $0.kind == .environmentObject }),
              context.ask(.declaresObservableTypes) == "1" else { return [] }
        let index = context.index
        var violations: [Violation] = []
        let semantics = index.semantics
        for use in facts.wrapperUses where use.wrapper.isLegacyObjectWrapper {
            // The held type as declared, resolved where it is written: `StoreV1<Int>.Context` is not
            // another type's `Context`, and an ambiguous or unknown name is not reported.
            let scope = Scope(file: file.path, enclosing: use.ownerType)
            guard let held = semantics.declaredType(of: use.property, in: scope).resolved, semantics.isObservable(held.id) else { continue }
            let type = use.property.typeRef?.description ?? semantics.qualifiedName(of: held.id)
            let advice: String
            switch use.wrapper {
            case .stateObject:
                advice = "use @State so the view tracks only the properties it reads"
            case .observedObject:
                advice = Self.needsBindings(use, in: facts)
                    ? "use @Bindable (the view projects $\(use.property.name) bindings) so the view tracks only the properties it reads"
                    : "use a plain 'var' (or @Bindable for $bindings) so the view tracks only the properties it reads"
            default:
                advice = "read it with @Environment(\(type).self) and inject it with .environment(_:)"
            }
            violations.append(Violation(at: use.attributePosition, "'\(type)' is @Observable but held with @\(use.wrapper.rawValue) '\(use.property.name)'; \(advice)"))
        }
        // (Typing the injected expression reads its syntax: not asked in a project with no @Observable type.)
        for injection in facts.injections where injection.kind == .environmentObject {
            let scope = Scope(file: file.path, enclosing: injection.ownerType)
            guard let injected = semantics.type(of: injection.argument, in: scope), !injected.isMetatype,
                  semantics.isObservable(injected.id) else { continue }
            let type = semantics.qualifiedName(of: injected.id)
            violations.append(Violation(
                at: injection.nameToken,
                "'\(type)' is @Observable but injected with .environmentObject(_:); use .environment(_:) so @Environment(\(type).self) readers receive it"))
        }
        return violations
    }

    /// Whether the owning view uses `$property` bindings of the wrapped object.
    private static func needsBindings(_ use: WrapperUse, in facts: FileFacts) -> Bool {
        facts.bindingProjections.contains { $0.property == use.property.name && $0.ownerType == use.ownerType }
    }
}
