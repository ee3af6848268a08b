import SwiftSyntax
import RemodelCore

/// `@BindingState`, `@BindingViewState` and `viewStore.binding(…)`: TCA's pre-1.7 binding tools,
/// replaced by plain state and `$store.field` bindings.
struct TcaBindingState: Rule {
    package static let description = RuleDescription(
        id: "tca-binding-state",
        title: "Derive Bindings from the Store, Not @BindingState",
        impact: .high,
        impactDescription: "Blocks @ObservableState (build failure inside it) and keeps WithViewStore re-rendering",
        tags: ["tca", "composable-architecture", "observation", "bindings", "migration", "ios17"],
        rationale: """
        Before 1.7, bindings in TCA went through a zoo of types: `@BindingState` fields, \
        `BindingViewState`/`BindingViewStore` in view state, `viewStore.$field`, and \
        `viewStore.binding(get:send:)`. All of them require a `ViewStore`, whose observation re-renders \
        the whole view, and `@BindingState` is a property wrapper that `@ObservableState` rejects.

        With `@ObservableState`, fields are plain `var`s and the view holds the store with `@Bindable` \
        (`@Perception.Bindable` below iOS 17): `TextField("Name", text: $store.name)` for \
        `BindableAction` features, and `$store.tab.sending(\\.tabChanged)` instead of \
        `viewStore.binding(get: \\.tab, send: { .tabChanged($0) })`. Keep the `BindableAction` \
        conformance and the `BindingReducer()` — bindings still need them.

        Inside an `@ObservableState` type the **safe** fix removes `@BindingState` (it does not build \
        there). Elsewhere the rule reports without a fix: the views' `viewStore.$field` bindings move \
        to `$store.field` at the same time — `remodel migrate --tca` does both.
        """,
        incorrectLabel: "@BindingState / BindingViewState / viewStore.binding(…)",
        correctLabel: "plain state, @Bindable store, $store.field bindings",
        incorrect: [
            RuleExample("""
            import ComposableArchitecture

            @Reducer
            struct SettingsFeature {
                @ObservableState
                struct State: Equatable {
                    ↓@BindingState var displayName = ""
                    ↓@BindingState var notificationsOn = false
                    var isSaving = false
                }
                enum Action: BindableAction {
                    case binding(BindingAction<State>)
                }
                var body: some ReducerOf<Self> {
                    BindingReducer()
                }
            }
            """, fixed: """
            import ComposableArchitecture

            @Reducer
            struct SettingsFeature {
                @ObservableState
                struct State: Equatable {
                    var displayName = ""
                    var notificationsOn = false
                    var isSaving = false
                }
                enum Action: BindableAction {
                    case binding(BindingAction<State>)
                }
                var body: some ReducerOf<Self> {
                    BindingReducer()
                }
            }
            """),
            RuleExample("""
            import ComposableArchitecture
            import SwiftUI

            struct TabsView: View {
                let store: StoreOf<TabsFeature>

                struct ViewState: Equatable {
                    ↓@BindingViewState var query: String
                    init(store: BindingViewStore<TabsFeature.State>) {
                        self._query = store.$query
                    }
                }

                var body: some View {
                    WithViewStore(store, observe: { $0 }) { viewStore in
                        TabView(selection: viewStore.↓binding(get: \\.tab, send: { .tabChanged($0) })) {
                            Text("Home").tag(0)
                        }
                        Toggle("On", isOn: viewStore.↓binding(\\.$isOn))
                    }
                }
            }
            """),
            RuleExample("""
            import ComposableArchitecture

            struct LoginFeature: Reducer {
                struct State: Equatable {
                    ↓@BindingState var email = ""
                }
                enum Action: BindableAction {
                    case binding(BindingAction<State>)
                }
                var body: some ReducerOf<Self> { BindingReducer() }
            }
            """),
        ],
        correct: [
            RuleExample("""
            import ComposableArchitecture
            import SwiftUI

            @Reducer
            struct SettingsFeature {
                @ObservableState
                struct State: Equatable {
                    var displayName = ""
                    var tab = 0
                }
                enum Action: BindableAction {
                    case binding(BindingAction<State>)
                    case tabChanged(Int)
                }
                var body: some ReducerOf<Self> { BindingReducer() }
            }

            struct SettingsView: View {
                @Bindable var store: StoreOf<SettingsFeature>
                var body: some View {
                    TextField("Name", text: $store.displayName)
                    TabView(selection: $store.tab.sending(\\.tabChanged)) { Text("Home") }
                }
            }
            """),
            RuleExample("""
            import SwiftUI

            // SwiftUI's Binding(get:set:) and a model's own binding(...) helper are not TCA.
            struct FilterView: View {
                @State private var model = FilterModel()
                var body: some View {
                    Toggle("On", isOn: Binding(get: { model.isOn }, set: { model.isOn = $0 }))
                    TextField("Query", text: model.binding(for: \\.query))
                }
            }
            """),
        ],
        fix: .sometimes(.safe),
        requiredDependency: .composableArchitecture17
    )

    package static var projectQuestions: [ProjectQuestion] { [.tcaHasFeatures] }

    package func check(_ file: SourceFile, context: RuleContext) -> [Violation] {
        // Only @BindingState/@BindingViewState properties and `binding(…)` calls are looked at; a
        // file with neither does not read the index.
        let bindsState = file.facts.types.contains { $0.properties.contains { $0.hasAttribute("BindingState") || $0.hasAttribute("BindingViewState") } }
        guard bindsState || file.facts.calls.count(of: "binding") > 0, TCAIndex.isTCAFile(file, context: context) else { return [] }
        let tca = context.index.tca
        var violations: [Violation] = []
        let bindingStateIsTCA = tca.isTCASymbol("BindingState", in: file)
        let bindingViewStateIsTCA = tca.isTCASymbol("BindingViewState", in: file)
        for type in file.facts.types {
            for property in type.properties.firstOfEachDeclaration {
                // Node-free first: the file's tree may have to be parsed again to read the attribute.
                guard property.hasAttribute("BindingState") || property.hasAttribute("BindingViewState") else { continue }
                if bindingStateIsTCA, let attribute = TCASyntax.attribute(named: "BindingState", on: property.decl) {
                    if type.hasAttribute("ObservableState") {
                        let text = MigrationText(file.text)
                        let removal = text.removal(attribute.positionAfterSkippingLeadingTrivia.utf8Offset, attribute.endPositionBeforeTrailingTrivia.utf8Offset)
                        violations.append(Violation(
                            at: attribute,
                            "'\(property.name)' uses @BindingState inside @ObservableState '\(type.qualifiedName)', which does not build; make it a plain var and bind with $store.\(property.name)",
                            fix: Fix("Remove @BindingState", applicability: .safe, edits: [removal])))
                    } else {
                        violations.append(Violation(
                            at: attribute,
                            "'\(property.name)' uses @BindingState, which blocks @ObservableState on '\(type.qualifiedName)'; make it a plain var and bind with $store.\(property.name) (keep BindableAction and BindingReducer)"))
                    }
                }
                if bindingViewStateIsTCA, let attribute = TCASyntax.attribute(named: "BindingViewState", on: property.decl) {
                    violations.append(Violation(
                        at: attribute,
                        "'\(property.name)' uses @BindingViewState; with @ObservableState delete the view state and bind with $store.\(property.name)"))
                }
            }
        }
        let holders = tca.storeHolders(in: file)
        for call in file.facts.calls["binding"] ?? [] {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                  TCASyntax.isViewStoreReference(base, holders: holders) else { continue }
            let replacement = Self.isKeyPathBinding(call) ? "$store.field" : "$store.field.sending(\\.action)"
            violations.append(Violation(
                at: member.declName.baseName,
                "viewStore.binding(…) needs a ViewStore; with @ObservableState and a @Bindable store derive the binding as \(replacement)"))
        }
        return violations
    }

    /// `binding(\.$field)` rather than `binding(get:send:)`.
    package static func isKeyPathBinding(_ call: FunctionCallExprSyntax) -> Bool {
        call.arguments.count == 1 && call.arguments.first?.label == nil
    }
}
