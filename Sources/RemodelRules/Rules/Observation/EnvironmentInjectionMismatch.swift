import SwiftSyntax
import RemodelCore

/// An environment read that the project's injections cannot satisfy: `@Environment(T.self)` fed
/// only by `.environmentObject(_:)`, `@EnvironmentObject` fed only by `.environment(_:)`, or an
/// `@Environment(T.self)` model that is never injected at all.
struct EnvironmentInjectionMismatch: Rule {
    package static let description = RuleDescription(
        id: "environment-injection-mismatch",
        title: "Inject Environment Models the Way Views Read Them",
        impact: .critical,
        impactDescription: "Prevents crashes and empty screens — a reader whose model is injected through the other API gets nothing",
        tags: ["environment", "observable", "injection", "migration", "crash"],
        rationale: """
        SwiftUI keeps two separate environments for models. `.environmentObject(x)` feeds \
        `@EnvironmentObject` readers; `.environment(x)` feeds `@Environment(T.self)` readers. They ignore \
        each other: a view reading `@Environment(SyncModel.self)` under a parent that injects \
        `.environmentObject(syncModel)` finds no model and traps on first read (or gets `nil` when read \
        optionally), and an `@EnvironmentObject` reader under `.environment(x)` crashes with \
        "No ObservableObject of type X found". This is the classic half-finished migration: one \
        injection site still uses the old API while its readers moved on.

        Remodel compares every read with every injection in the project whose type it can resolve:
        - `@Environment(T.self)` while `T` is injected only with `.environmentObject(_:)` (the message names that site);
        - `@EnvironmentObject var x: T` while `T` is injected only with `.environment(_:)`;
        - `@Environment(T.self)` for a project model that is never injected with `.environment(_:)` anywhere.

        When a type is injected both ways (a deliberate bridge during migration) and read both ways, \
        nothing is reported. Key-path reads such as `@Environment(\\.dismiss)` are never checked. To avoid \
        false positives, the "never injected" check stays quiet while any `.environment(_:)` injection in \
        the project has a type Remodel cannot resolve (for example `.environment(makeModel())`), because \
        it might be the missing one. Models injected by code outside the linted files (another target, \
        a package) look missing: lint the app target together with its features, or suppress the line.

        Fix it by injecting with the API the reader uses: `.environment(x)` for `@Environment(T.self)`, \
        `.environmentObject(x)` for `@EnvironmentObject`, or by migrating the reader.
        """,
        incorrectLabel: "injection and read use different environment APIs — the reader finds nothing",
        correctLabel: "every read matched by an injection through the same API",
        incorrect: [
            RuleExample("""
            @MainActor @Observable final class SyncModel: ObservableObject { var isOnline = true }

            struct SettingsSheet: View {
                @State private var syncModel = SyncModel()
                var body: some View { SyncStatusView().environmentObject(syncModel) }
            }

            struct SyncStatusView: View {
                ↓@Environment(SyncModel.self) private var sync
                var body: some View { Text(sync.isOnline ? "Online" : "Offline") }
            }
            """),
            RuleExample("""
            @MainActor @Observable final class Session: ObservableObject { var user = "" }

            struct RootView: View {
                @State private var session = Session()
                var body: some View { AccountView().environment(session) }
            }

            struct AccountView: View {
                ↓@EnvironmentObject var session: Session
                var body: some View { Text(session.user) }
            }
            """),
            RuleExample("""
            @MainActor @Observable final class ThemeModel { var accent = "blue" }

            struct ThemedButton: View {
                @Environment(\\.dismiss) private var dismiss
                ↓@Environment(ThemeModel.self) private var theme
                var body: some View { Button(theme.accent) { dismiss() } }
            }
            """),
        ],
        correct: [
            RuleExample("""
            import SwiftUI

            // SwiftUI puts an @Observable (or ObservableObject) app delegate installed with the
            // adaptor into the environment itself (held-out round 5: Cork).
            @Observable
            final class AppDelegate: NSObject, NSApplicationDelegate {
                var isUpdating = false
            }

            @main
            struct CorkApp: App {
                @NSApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
                var body: some Scene { WindowGroup { ServicesView() } }
            }

            struct ServicesView: View {
                @Environment(AppDelegate.self) var appDelegate
                var body: some View { Text(appDelegate.isUpdating ? "Updating" : "Idle") }
            }
            """),
            RuleExample("""
            @MainActor @Observable final class ThemeModel { var accent = "blue" }

            @main
            struct NotesApp: App {
                @State private var theme = ThemeModel()
                var body: some Scene { WindowGroup { ThemedButton().environment(theme) } }
            }

            struct ThemedButton: View {
                @Environment(\\.dismiss) private var dismiss
                @Environment(ThemeModel.self) private var theme
                var body: some View { Button(theme.accent) { dismiss() } }
            }
            """),
            RuleExample("""
            @MainActor final class LegacyStore: ObservableObject { @Published var count = 0 }

            struct RootView: View {
                @StateObject private var store = LegacyStore()
                var body: some View { CounterView().environmentObject(store) }
            }

            struct CounterView: View {
                @EnvironmentObject var store: LegacyStore
                var body: some View { Text("\\(store.count)") }
            }
            """),
            RuleExample("""
            // Mid-migration bridge: the store is injected both ways and read both ways.
            @MainActor @Observable final class AppStore: ObservableObject { var user = "" }

            struct RootView: View {
                @State private var store = AppStore()
                var body: some View { Content().environmentObject(store).environment(store) }
            }

            struct LegacyBadge: View {
                @EnvironmentObject var store: AppStore
                var body: some View { Text(store.user) }
            }

            struct ModernBadge: View {
                @Environment(AppStore.self) private var store
                var body: some View { Text(store.user) }
            }
            """),
            RuleExample("""
            // The injected value's type is not evident: it might be the ThemeModel.
            @MainActor @Observable final class ThemeModel { var accent = "blue" }

            func makeTheme() -> ThemeModel { ThemeModel() }

            struct RootView: View {
                var body: some View { ThemedButton().environment(makeTheme()) }
            }

            struct ThemedButton: View {
                @Environment(ThemeModel.self) private var theme
                var body: some View { Text(theme.accent) }
            }
            """),
        ]
    )

    /// The read's type, resolved where the view declares it (a same-named type elsewhere does not
    /// answer for it), is an `@Observable` or `ObservableObject` class.
    private static func isModelClass(_ type: String, readIn file: SourceFile, by read: WrapperUse, _ index: ProjectIndex) -> Bool {
        switch index.semantics.resolve(TypeRef(path: type), in: Scope(file: file.path, enclosing: read.ownerType)) {
        case .type(let resolved): index.isModelClass(resolved.id)
        case .unknown: false
        case .ambiguous: index.isModelClass(type)
        }
    }

    package static var projectQuestions: [ProjectQuestion] { [.environmentInjections] }

    package func check(_ file: SourceFile, context: RuleContext) -> [Violation] {
        let reads = file.facts.wrapperUses.filter { use in
            use.wrappedType != nil && (use.wrapper == .environmentObject || (use.wrapper == .environment && !use.isKeyPathEnvironment))
        }
        guard !reads.isEmpty else { return [] }
        let index = context.index
        var violations: [Violation] = []
        for read in reads {
            // Every injection in the project decides it: asked as a project question, so the check
            // depends on the answer about this type, not on every file's injections.
            guard let type = read.wrappedType, let injections = InjectionAnswer(context.ask(.environmentInjections, about: type)) else { continue }
            if read.wrapper == .environment {
                // (a) Injected only through the ObservableObject environment.
                if let site = injections.firstObjectSite {
                    let bridged = injections.firstEnvironmentSite != nil || injections.unresolvedEnvironment
                    if !Self.isRead(type, with: .environmentObject, in: index) || !bridged {
                        violations.append(Violation(
                            at: read.attributePosition,
                            "'\(type)' is read with @Environment(\(type).self) but injected with .environmentObject(_:) at \(site); inject it with .environment(_:) or this view gets no model"))
                    }
                    continue
                }
                // (c) Never injected with `.environment(_:)`.
                guard injections.firstEnvironmentSite == nil, Self.isModelClass(type, readIn: file, by: read, index), !Self.isOptional(read),
                      !injections.unresolvedEnvironment else { continue }
                violations.append(Violation(
                    at: read.attributePosition,
                    "'\(type)' is read with @Environment(\(type).self) but never injected with .environment(_:) in the project; inject it above this view or the read traps"))
            } else {
                // (b) Injected only through the Observation environment.
                guard let site = injections.firstEnvironmentSite else { continue }
                let bridged = injections.firstObjectSite != nil || injections.unresolvedEnvironmentObject
                if !Self.isRead(type, with: .environment, in: index) || !bridged {
                    violations.append(Violation(
                        at: read.attributePosition,
                        "'\(type)' is read with @EnvironmentObject but injected with .environment(_:) at \(site); read it with @Environment(\(type).self) or inject it with .environmentObject(_:)"))
                }
            }
        }
        return violations
    }

    /// Whether any view in the project reads `type` through `wrapper`.
    private static func isRead(_ type: String, with wrapper: SwiftUIWrapper, in index: ProjectIndex) -> Bool {
        index.wrapperUses(of: type).contains { use in use.fact.wrapper == wrapper && !use.fact.isKeyPathEnvironment }
    }

    /// `@Environment(T?.self)` or `var x: T?`: the reader expects the model may be missing.
    private static func isOptional(_ read: WrapperUse) -> Bool {
        if let type = read.property.typeAnnotation, type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return true
        }
        guard let argument = read.attribute.arguments?.as(LabeledExprListSyntax.self)?.first?.expression,
              let base = argument.as(MemberAccessExprSyntax.self)?.base else { return false }
        return base.is(OptionalChainingExprSyntax.self) || base.as(TypeExprSyntax.self)?.type.is(OptionalTypeSyntax.self) == true
    }

    fileprivate static func location(of injection: Located<EnvironmentInjection>) -> String {
        "\(injection.file.path):\(injection.line)"
    }
}

extension ProjectQuestion {
    /// How the project injects a type (asked about its name as a view reads it): "delegate" when an
    /// app delegate adaptor installs it (SwiftUI injects it itself); else the first
    /// `.environmentObject(_:)` site and the first `.environment(_:)` site (`path:line`, empty when
    /// none) and whether some injection of each kind has a type Remodel cannot tell ("1"/"0"),
    /// separated by U+0001.
    package static let environmentInjections = ProjectQuestion("environment injections") { index, type in
        let injections = index.memoized("environment-injection-mismatch.injections") { InjectionSummary($0) }
        if injections.applicationDelegates.contains(type) { return "delegate" }
        let sites = injections.resolved[type]
        return [
            sites?.environmentObject.first.map(EnvironmentInjectionMismatch.location) ?? "",
            sites?.environment.first.map(EnvironmentInjectionMismatch.location) ?? "",
            injections.hasUnresolved(.environmentObject) ? "1" : "0",
            injections.hasUnresolved(.environment) ? "1" : "0",
        ].joined(separator: "\u{1}")
    }
}

/// An `environmentInjections` answer read back; nil for an app delegate (nothing to report).
private struct InjectionAnswer {
    let firstObjectSite: String?
    let firstEnvironmentSite: String?
    let unresolvedEnvironmentObject: Bool
    let unresolvedEnvironment: Bool

    init?(_ answer: String) {
        let fields = answer.split(separator: "\u{1}", omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 4 else { return nil }
        firstObjectSite = fields[0].isEmpty ? nil : fields[0]
        firstEnvironmentSite = fields[1].isEmpty ? nil : fields[1]
        unresolvedEnvironmentObject = fields[2] == "1"
        unresolvedEnvironment = fields[3] == "1"
    }
}

/// The project's environment injections grouped by resolved type, in project order.
private struct InjectionSummary: Sendable {
    struct Sites {
        var environmentObject: [Located<EnvironmentInjection>] = []
        var environment: [Located<EnvironmentInjection>] = []
    }

    var resolved: [String: Sites] = [:]
    /// App delegates installed with `@UIApplicationDelegateAdaptor(T.self)` (or the AppKit/WatchKit
    /// adaptor): SwiftUI puts an `ObservableObject` or `@Observable` delegate into the environment
    /// itself, so its reads need no injection (held-out round 5: Cork).
    var applicationDelegates: Set<String> = []
    private var unresolvedKinds: Set<EnvironmentInjection.Kind> = []

    static let delegateAdaptors = ["UIApplicationDelegateAdaptor", "NSApplicationDelegateAdaptor", "WKApplicationDelegateAdaptor", "WKExtensionDelegateAdaptor"]

    init(_ index: ProjectIndex) {
        for file in index.files where file.mentions("DelegateAdaptor") {
            for type in file.facts.types {
                for property in type.properties {
                    for adaptor in Self.delegateAdaptors {
                        guard let attribute = property.attribute(named: adaptor) else { continue }
                        let argument = attribute.arguments?.as(LabeledExprListSyntax.self)?.first?.expression.as(MemberAccessExprSyntax.self)
                        let base = argument?.base
                        let named = base?.as(DeclReferenceExprSyntax.self)?.baseName.text ?? base?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                        if let name = named ?? property.typeName { applicationDelegates.insert(name) }
                    }
                }
            }
        }
        for injection in index.injections {
            guard let type = index.resolvedType(of: injection.fact) else {
                unresolvedKinds.insert(injection.fact.kind)
                continue
            }
            switch injection.fact.kind {
            case .environmentObject: resolved[type, default: Sites()].environmentObject.append(injection)
            case .environment: resolved[type, default: Sites()].environment.append(injection)
            }
        }
        for file in index.files {
            unresolvedKinds.formUnion(file.facts.implicitInjectionKinds)
        }
    }

    /// Whether some injection of this kind has a type Remodel cannot tell — including implicit-`self`
    /// calls such as `environment(model)` inside a `View` extension, whose value the index does not
    /// record (`FileFacts.implicitInjectionKinds` has their kinds).
    func hasUnresolved(_ kind: EnvironmentInjection.Kind) -> Bool {
        unresolvedKinds.contains(kind)
    }
}
