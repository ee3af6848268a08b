import SwiftSyntax
import RemodelCore

/// TCA's store-driven view helpers soft-deprecated in 1.7: `IfLetStore`, `ForEachStore`,
/// `SwitchStore`/`CaseLet`, `NavigationStackStore` and the `store:` presentation modifiers.
struct TcaLegacyStoreViews: Rule {
    package static let description = RuleDescription(
        id: "tca-legacy-store-views",
        title: "Replace Store-Driven View Helpers with SwiftUI Equivalents",
        impact: .medium,
        impactDescription: "Soft-deprecated wrappers that observe through ViewStore; extra view layers and closures",
        tags: ["tca", "composable-architecture", "observation", "navigation", "migration", "ios17"],
        rationale: """
        Before 1.7, TCA needed its own views and modifiers to derive stores from optional, collection, \
        enum and stack state: `IfLetStore`, `ForEachStore`, `SwitchStore`/`CaseLet`, \
        `NavigationStackStore`, and `.sheet(store:)`, `.popover(store:)`, `.fullScreenCover(store:)`, \
        `.navigationDestination(store:)`, `.alert(store:)`, `.confirmationDialog(store:)`. Each one \
        observes through a `ViewStore` internally. With `@ObservableState` they are soft-deprecated in \
        favour of plain Swift and SwiftUI:

        | Legacy | 1.7+ |
        |---|---|
        | `IfLetStore(store.scope(…)) { child in … }` | `if let child = store.scope(state: \\.child, action: \\.child) { … }` |
        | `ForEachStore(store.scope(…)) { row in … }` | `ForEach(store.scope(state: \\.rows, action: \\.rows)) { row in … }` |
        | `SwitchStore(store) { switch $0 { case .a: CaseLet(…) } }` | `switch store.state { case .a: if let store = store.scope(state: \\.a, action: \\.a) { … } }` |
        | `NavigationStackStore(store.scope(…))` | `NavigationStack(path: $store.scope(state: \\.path, action: \\.path))` |
        | `.sheet(store: store.scope(state: \\.$child, …))` | `.sheet(item: $store.scope(state: \\.child, action: \\.child))` |
        | `.alert(store: store.scope(state: \\.$alert, …))` | `.alert($store.scope(state: \\.alert, action: \\.alert))` |

        Note the state key paths lose the `$` (`\\.$destination.edit` becomes `\\.destination?.edit`) and \
        the view holds the store with `@Bindable` (`@Perception.Bindable` below iOS 17) to take `$store`. \
        No fix here; `remodel migrate --tca` rewrites these shapes.
        """,
        incorrectLabel: "store-driven TCA view helpers",
        correctLabel: "plain if let / ForEach / switch / NavigationStack and SwiftUI modifiers on a @Bindable store",
        incorrect: [
            RuleExample("""
            import ComposableArchitecture
            import SwiftUI

            struct InboxView: View {
                let store: StoreOf<InboxFeature>

                var body: some View {
                    List {
                        ↓ForEachStore(store.scope(state: \\.rows, action: \\.rows)) { rowStore in
                            RowView(store: rowStore)
                        }
                        ↓IfLetStore(store.scope(state: \\.banner, action: \\.banner)) { bannerStore in
                            BannerView(store: bannerStore)
                        } else: {
                            Text("No banner")
                        }
                    }
                    .↓sheet(store: store.scope(state: \\.$compose, action: \\.compose)) { composeStore in
                        ComposeView(store: composeStore)
                    }
                    .↓alert(store: store.scope(state: \\.$alert, action: \\.alert))
                }
            }
            """),
            RuleExample("""
            import ComposableArchitecture
            import SwiftUI

            struct AppView: View {
                let store: StoreOf<AppFeature>

                var body: some View {
                    ↓NavigationStackStore(store.scope(state: \\.path, action: \\.path)) {
                        HomeView()
                    } destination: { state in
                        switch state {
                        case .detail:
                            ↓CaseLet(/AppFeature.Path.State.detail, action: AppFeature.Path.Action.detail) { store in
                                DetailView(store: store)
                            }
                        }
                    }
                    .↓confirmationDialog(store: store.scope(state: \\.$dialog, action: \\.dialog))
                }
            }
            """),
            RuleExample("""
            import ComposableArchitecture
            import SwiftUI

            struct RootView: View {
                let store: StoreOf<RootFeature>

                var body: some View {
                    ↓SwitchStore(store) { state in
                        switch state {
                        case .loggedIn:
                            ↓CaseLet(\\.loggedIn, action: \\.loggedIn) { HomeView(store: $0) }
                        case .loggedOut:
                            ↓CaseLet(\\.loggedOut, action: \\.loggedOut, then: LoginView.init(store:))
                        }
                    }
                    .↓fullScreenCover(store: store.scope(state: \\.$onboarding, action: \\.onboarding)) { OnboardingView(store: $0) }
                }
            }
            """),
        ],
        correct: [
            RuleExample("""
            import ComposableArchitecture
            import SwiftUI

            struct InboxView: View {
                @Bindable var store: StoreOf<InboxFeature>

                var body: some View {
                    List {
                        ForEach(store.scope(state: \\.rows, action: \\.rows)) { rowStore in
                            RowView(store: rowStore)
                        }
                        if let bannerStore = store.scope(state: \\.banner, action: \\.banner) {
                            BannerView(store: bannerStore)
                        }
                    }
                    .sheet(item: $store.scope(state: \\.compose, action: \\.compose)) { composeStore in
                        ComposeView(store: composeStore)
                    }
                    .alert($store.scope(state: \\.alert, action: \\.alert))
                }
            }
            """),
            RuleExample("""
            import SwiftUI

            // SwiftUI's own modifiers and a project's CaseLet-named helper.
            struct CaseLet: View {
                var body: some View { Text("case") }
            }
            struct SettingsView: View {
                @State private var item: Item?
                @State private var showAlert = false
                var body: some View {
                    CaseLet()
                        .sheet(item: $item) { Text($0.title) }
                        .alert("Saved", isPresented: $showAlert) {}
                }
            }
            """),
        ],
        requiredDependency: .composableArchitecture17
    )

    private static let replacements: [String: String] = [
        "IfLetStore": "if let child = store.scope(state:action:) { … }",
        "ForEachStore": "ForEach(store.scope(state:action:)) { … }",
        "SwitchStore": "switch store.state { … } (or store.case)",
        "CaseLet": "if let store = store.scope(state: \\.case, action: \\.case) { … } inside the switch",
        "NavigationStackStore": "NavigationStack(path: $store.scope(state:action:))",
    ]

    package static var projectQuestions: [ProjectQuestion] { [.tcaHasFeatures] }

    package func check(_ file: SourceFile, context: RuleContext) -> [Violation] {
        // Only calls of those names are looked at: a file with none does not read the index.
        let names = [TCASyntax.legacyStoreViews, TCASyntax.storePresentationModifiers, TCASyntax.storeAlertModifiers].joined()
        guard names.contains(where: { file.facts.calls.count(of: $0) > 0 }), TCAIndex.isTCAFile(file, context: context) else { return [] }
        // `TCAIndex.isTCASymbol`, asked by name: a project type with that name is no TCA view (the
        // file is TCA code, as asked above), and the check depends on that name's declarations only.
        let index = context.index
        var violations: [Violation] = []
        for name in TCASyntax.legacyStoreViews.sorted() where index.declarationsAndExtensions(named: name).isEmpty {
            for call in file.facts.calls[name] ?? [] where TCASyntax.isBareCall(call) {
                violations.append(Violation(
                    at: TCASyntax.calleeToken(call),
                    "\(name) is soft-deprecated with @ObservableState; use \(Self.replacements[name] ?? "the SwiftUI equivalent")"))
            }
        }
        for name in TCASyntax.storePresentationModifiers.sorted() {
            for call in TCASyntax.storeModifierCalls(named: name, in: file) {
                violations.append(Violation(
                    at: TCASyntax.calleeToken(call),
                    ".\(name)(store:) is soft-deprecated with @ObservableState; use .\(name)(item: $store.scope(state: \\.child, action: \\.child)) — state key path without '$'"))
            }
        }
        for name in TCASyntax.storeAlertModifiers.sorted() {
            for call in TCASyntax.storeModifierCalls(named: name, in: file) {
                violations.append(Violation(
                    at: TCASyntax.calleeToken(call),
                    ".\(name)(store:) is soft-deprecated with @ObservableState; use .\(name)($store.scope(state: \\.\(name == "alert" ? "alert" : "dialog"), action: \\.\(name == "alert" ? "alert" : "dialog")))"))
            }
        }
        return violations
    }
}
