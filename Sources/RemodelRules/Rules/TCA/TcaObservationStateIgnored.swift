import SwiftSyntax
import RemodelCore

/// A stored property of an `@ObservableState` state that the reducer keeps writing but no view
/// reads — a cache, debug info, a timer's internals — which should be `@ObservationStateIgnored`.
struct TcaObservationStateIgnored: Rule {
    package static let description = RuleDescription(
        id: "tca-observation-state-ignored",
        title: "Ignore Internal State Views Never Read",
        impact: .low,
        impactDescription: "Needless observation bookkeeping and identity churn on frequently written internal fields",
        tags: ["tca", "composable-architecture", "observation", "state", "performance"],
        rationale: """
        `@ObservableState` tracks every stored property: each write goes through the observation \
        registrar and notifies whoever read that field. Internal bookkeeping the reducer writes often — \
        caches, debug and logging info, timers' tick counts and elapsed times, retry counters — is \
        never shown, yet it still pays for tracking on every write. Mark such fields \
        `@ObservationStateIgnored` (TCA's counterpart of `@ObservationIgnored`) so observation skips them.

        The rule reports a stored `var` of an `@ObservableState` `State` when the reducer writes it \
        (`state.field = …`, `+=`, `append`…), its name or type marks it as internal (cache, debug, log, \
        timer, tick, elapsed, buffer, metrics, retry…; `Date`, `TimeInterval`, `Task`, `AnyCancellable`), \
        no type holding the feature's store reads a member or key path of that name, and no computed \
        property or method of `State` uses it. The fix is **unsafe**: if a view does read the field in a \
        way the index cannot see (another module, a helper outside the view), it would stop updating. \
        A declaration of several variables (`var a = 0, b = 0`) is reported without a fix.
        """,
        incorrectLabel: "internal state written by the reducer and tracked for nothing",
        correctLabel: "internal state @ObservationStateIgnored; displayed state tracked",
        incorrect: [
            RuleExample("""
            import ComposableArchitecture
            import SwiftUI

            @Reducer
            struct TimerFeature {
                @ObservableState
                struct State {
                    var secondsElapsed = 0
                    var ↓tickCount = 0
                    var ↓imageCache: [URL: Data] = [:]
                }
                enum Action {
                    case tick
                    case imageLoaded(URL, Data)
                }
                var body: some ReducerOf<Self> {
                    Reduce { state, action in
                        switch action {
                        case .tick:
                            state.tickCount += 1
                            state.secondsElapsed = state.tickCount / 10
                            return .none
                        case let .imageLoaded(url, data):
                            state.imageCache[url] = data
                            return .none
                        }
                    }
                }
            }

            struct TimerView: View {
                let store: StoreOf<TimerFeature>
                var body: some View { Text("\\(store.secondsElapsed)") }
            }
            """, fixed: """
            import ComposableArchitecture
            import SwiftUI

            @Reducer
            struct TimerFeature {
                @ObservableState
                struct State {
                    var secondsElapsed = 0
                    @ObservationStateIgnored var tickCount = 0
                    @ObservationStateIgnored var imageCache: [URL: Data] = [:]
                }
                enum Action {
                    case tick
                    case imageLoaded(URL, Data)
                }
                var body: some ReducerOf<Self> {
                    Reduce { state, action in
                        switch action {
                        case .tick:
                            state.tickCount += 1
                            state.secondsElapsed = state.tickCount / 10
                            return .none
                        case let .imageLoaded(url, data):
                            state.imageCache[url] = data
                            return .none
                        }
                    }
                }
            }

            struct TimerView: View {
                let store: StoreOf<TimerFeature>
                var body: some View { Text("\\(store.secondsElapsed)") }
            }
            """),
            RuleExample("""
            import ComposableArchitecture
            import SwiftUI

            @Reducer
            struct SearchFeature {
                @ObservableState
                struct State {
                    var query = ""
                    var ↓debugLog: [String] = []
                    var ↓lastRequestDate: Date?
                }
                enum Action {
                    case queryChanged(String)
                }
                var body: some ReducerOf<Self> {
                    Reduce { state, action in
                        switch action {
                        case let .queryChanged(query):
                            state.query = query
                            state.debugLog.append(query)
                            state.lastRequestDate = Date()
                            return .none
                        }
                    }
                }
            }

            struct SearchView: View {
                @Bindable var store: StoreOf<SearchFeature>
                var body: some View { TextField("Search", text: $store.query.sending(\\.queryChanged)) }
            }
            """),
        ],
        correct: [
            RuleExample("""
            import ComposableArchitecture
            import SwiftUI

            @Reducer
            struct TimerFeature {
                @ObservableState
                struct State {
                    var elapsedTime: TimeInterval = 0
                    @ObservationStateIgnored var tickCount = 0
                    var cacheHits = 0
                    var lastUpdated: Date?
                    var summary: String { "\\(cacheHits) hits" }
                }
                enum Action { case tick }
                var body: some ReducerOf<Self> {
                    Reduce { state, action in
                        state.tickCount += 1
                        state.elapsedTime += 0.1
                        state.cacheHits += 1
                        state.lastUpdated = Date()
                        return .none
                    }
                }
            }

            struct TimerView: View {
                let store: StoreOf<TimerFeature>
                var body: some View {
                    Text("\\(store.elapsedTime)")
                    Text(store.summary)
                    if let date = store.lastUpdated { Text(date, style: .time) }
                }
            }
            """),
            RuleExample("""
            import ComposableArchitecture

            // Not @ObservableState yet, and no view holds a store of it.
            @Reducer
            struct SyncFeature {
                struct State {
                    var retryCount = 0
                }
                enum Action { case retry }
                var body: some ReducerOf<Self> {
                    Reduce { state, action in
                        state.retryCount += 1
                        return .none
                    }
                }
            }
            """),
        ],
        fix: .sometimes(.unsafe),
        requiredDependency: .composableArchitecture17
    )

    private static let hintWords: Set<String> = [
        "cache", "cached", "caches", "debug", "log", "logs", "logging", "timer", "timers", "tick", "ticks", "elapsed",
        "buffer", "buffered", "scratch", "metrics", "analytics", "telemetry", "retry", "retries", "attempt", "attempts",
        "internal", "throttle", "debounce", "pending", "request", "last",
    ]
    private static let hintTypes: Set<String> = ["Date", "TimeInterval", "Task", "AnyCancellable", "ContinuousClock", "Instant"]

    package static var projectQuestions: [ProjectQuestion] { [.tcaHasFeatures] }

    package func check(_ file: SourceFile, context: RuleContext) -> [Violation] {
        // Only an @ObservableState `State` struct is looked at; a file without one does not read the index.
        guard file.facts.types.contains(where: { $0.name == "State" && $0.kind == .struct && $0.hasAttribute("ObservableState") }),
              context.ask(.tcaHasFeatures) == "1" else { return [] }
        let tca = context.index.tca
        var violations: [Violation] = []
        for type in file.facts.types where type.name == "State" && type.kind == .struct && type.hasAttribute("ObservableState") {
            guard let feature = tca.feature(ownerOfState: type.qualifiedName, in: file), feature.state?.declaration === type,
                  !tca.storeHolders(of: feature).isEmpty else { continue }
            let candidates = type.properties.filter { property in
                property.isStored && !property.isLet && !property.isStatic && property.attributes.isEmpty && !property.hasObservers
                    && Self.looksInternal(property)
            }
            guard !candidates.isEmpty else { continue }
            let read = tca.namesReadByViews
            let unread = candidates.filter { !read.contains($0.name) }
            guard !unread.isEmpty else { continue }
            let writes = Self.stateWrites(in: feature, index: context.index)
            let usedInState = Self.identifiersInComputedMembers(of: type)
            for property in unread where writes.contains(property.name) && !usedInState.contains(property.name) {
                guard let token = property.nameToken else { continue }
                let start = property.decl.positionAfterSkippingLeadingTrivia
                violations.append(Violation(
                    at: token,
                    "'\(property.name)' in '\(feature.qualifiedName).State' is written by the reducer but no view reads it; mark it @ObservationStateIgnored so writes skip observation",
                    fix: property.decl.bindings.count == 1
                        ? Fix("Add @ObservationStateIgnored", applicability: .unsafe, edits: [.insert("@ObservationStateIgnored ", at: start)])
                        : nil))
            }
        }
        return violations
    }

    /// The name's camel-case words or the declared type suggest internal bookkeeping.
    package static func looksInternal(_ property: PropertyDeclaration) -> Bool {
        if let type = property.typeName, hintTypes.contains(type) { return true }
        var words: [String] = []
        var current = ""
        for character in property.name {
            if character.isUppercase, !current.isEmpty { words.append(current); current = "" }
            current.append(character.lowercased().first ?? character)
        }
        if !current.isEmpty { words.append(current) }
        guard let first = words.first else { return false }
        // `lastName` or `requestTitle` are content; `lastRequestDate` and `debugLog` are bookkeeping.
        if first == "last" || first == "request" || first == "pending" { return words.count > 1 && words.dropFirst().contains { hintWords.contains($0) || $0 == "date" || $0 == "time" } }
        return words.contains { hintWords.contains($0) && $0 != "last" && $0 != "request" && $0 != "pending" }
    }

    /// Names of `state.x` fields the reducer (its declarations and extensions) writes.
    package static func stateWrites(in feature: TCAFeature, index: ProjectIndex) -> Set<String> {
        var written = Set<String>()
        for declaration in index.declarationsAndExtensions(named: feature.name) where declaration.declaration.qualifiedName == feature.qualifiedName {
            for member in declaration.declaration.memberBlock?.members ?? [] {
                // Nested types (State, Action, child reducers) are not the reducer's logic.
                if member.decl.is(StructDeclSyntax.self) || member.decl.is(EnumDeclSyntax.self) || member.decl.is(ClassDeclSyntax.self) { continue }
                written.formUnion(stateFields(writtenIn: member.decl))
            }
        }
        return written
    }

    /// `state.x = …`, `state.x += …`, `state.x[k] = …`, `state.x.append(…)`, `&state.x` → `x`: the
    /// field right after a root `state` reference.
    package static func stateFields(writtenIn node: some SyntaxProtocol) -> Set<String> {
        var fields = Set<String>()
        for mutation in Mutations.find(in: node) {
            guard let path = mutation.path, case .identifier(let root) = path.root, root.text == "state",
                  let field = path.components.first?.name else { continue }
            fields.insert(field.text)
        }
        return fields
    }

    /// Identifiers used by the state's computed properties, methods and initializers.
    package static func identifiersInComputedMembers(of type: TypeDeclaration) -> Set<String> {
        let collector = TCAIdentifierCollector(viewMode: .sourceAccurate)
        for member in type.memberBlock?.members ?? [] {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings where binding.accessorBlock != nil { collector.walk(binding) }
            } else if member.decl.is(FunctionDeclSyntax.self) || member.decl.is(SubscriptDeclSyntax.self) {
                collector.walk(member.decl)
            }
        }
        return collector.names
    }
}

private final class TCAIdentifierCollector: SyntaxVisitor {
    var names = Set<String>()
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.baseName.text)
        return .skipChildren
    }
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.declName.baseName.text)
        return .visitChildren
    }
}
