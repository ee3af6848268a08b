import SwiftSyntax
import RemodelCore

/// `didSet`/`willSet` with side effects (calls, `await`) on a `@Published` property of an
/// `ObservableObject` class or on a tracked stored property of an `@Observable` class.
struct PublishedDidsetSideEffect: Rule {
    package static let description = RuleDescription(
        id: "published-didset-side-effect",
        title: "Move Side Effects Out of Observed Property Observers",
        impact: .medium,
        impactDescription: "Side effects in didSet run in a different order relative to other actors after migration",
        tags: ["observable", "observation", "published", "concurrency", "migration", "ios17"],
        rationale: """
        `didSet`/`willSet` is a side-effect mechanism that pre-dates structured concurrency. On an \
        observed property — `@Published` in an `ObservableObject`, or a tracked stored property of an \
        `@Observable` class — the side effect is interleaved with the observation machinery, and after \
        migrating to `@Observable` it runs in a different order relative to other actors: in the seed's \
        `SyncModel`, `pauseAllUploads()` ran before the `isOnline = false` write was visible to the upload \
        queue on another actor, and the two disagreed for ninety seconds. Move the side effect into an \
        explicit method (`func setOnline(_:) async { … }`) that orders the effect and the write \
        deterministically and can be tested.

        Heuristics: an observer is reported when its body contains `await` or a call other than a small \
        allow-list of pure ones — `min`, `max`, `abs`, `print`, `debugPrint`, `assert`, `precondition`, \
        `zip`, `stride`; type initializers (a callee starting with an uppercase letter, such as \
        `String(…)` or `Date()`, except `Task`); `.init(…)` and implicit members such as `.some(x)`; and \
        common value-transforming methods (`lowercased`, `trimmingCharacters`, `prefix`, `filter`, `map`, \
        `sorted`, …). Closures are searched too, so `Task { await save() }` is reported. Pure \
        assignments and comparisons are not reported, nor are observers on `@ObservationIgnored`, \
        `static`, or non-`@Published` properties.
        """,
        incorrectLabel: "side effect in an observer of an observed property",
        correctLabel: "side effect in an explicit method, or a pure observer",
        incorrect: [
            RuleExample("""
            import Combine

            final class SyncModel: ObservableObject {
                @Published var isOnline: Bool = true {
                    ↓didSet {
                        if !isOnline { pauseAllUploads() }
                    }
                }

                func pauseAllUploads() {}
            }
            """),
            RuleExample("""
            import Observation

            actor AudioEngine {
                func setVolume(_ volume: Double) {}
            }

            @MainActor
            @Observable
            final class PlayerModel {
                @ObservationIgnored let audio = AudioEngine()
                var volume: Double = 0.5 {
                    ↓willSet {
                        Task { await audio.setVolume(newValue) }
                    }
                }
            }
            """),
            RuleExample("""
            import Foundation

            final class ThemeModel: ObservableObject {
                @Published var theme = "light" {
                    ↓didSet { UserDefaults.standard.set(theme, forKey: "theme") }
                }
            }
            """),
        ],
        correct: [
            RuleExample("""
            import Observation

            @MainActor
            @Observable
            final class SyncModel {
                private(set) var isOnline: Bool = true

                func setOnline(_ online: Bool) async {
                    if !online { await pauseAllUploads() }
                    isOnline = online
                }

                func pauseAllUploads() async {}
            }
            """),
            RuleExample("""
            import Combine

            final class SearchModel: ObservableObject {
                @Published var query = "" {
                    didSet {
                        let trimmed = String(query.prefix(50)).lowercased()
                        if trimmed != query { query = trimmed }
                    }
                }
                @Published var pageSize = 20 {
                    didSet { pageSize = min(max(pageSize, 1), 100) }
                }
            }
            """),
            RuleExample("""
            import Observation

            @Observable
            final class UploadQueue {
                @ObservationIgnored var isPaused = false {
                    didSet { if isPaused { flush() } }
                }
                var pending: [String] = []

                func flush() {}
            }

            final class Cache {
                var limit = 10 {
                    didSet { trim() }
                }

                func trim() {}
            }
            """),
        ]
    )

    package func check(_ file: SourceFile, context: RuleContext) -> [Violation] {
        let index = context.index
        var violations: [Violation] = []
        for type in file.facts.types where type.kind == .class {
            guard type.properties.contains(where: \.hasObservers) else { continue }
            let isObservable = type.hasAttribute("Observable")
            let isObservableObject = !isObservable && index.isObservableObject(type.name)
            guard isObservable || isObservableObject else { continue }
            for property in type.properties where property.hasObservers && !property.isStatic {
                let kind: String
                if isObservable {
                    guard !property.isLet, !property.hasAttribute("ObservationIgnored") else { continue }
                    kind = "tracked"
                } else {
                    guard property.hasAttribute("Published") else { continue }
                    kind = "@Published"
                }
                guard case .accessors(let accessors) = property.binding.accessorBlock?.accessors else { continue }
                for accessor in accessors {
                    let keyword = accessor.accessorSpecifier.tokenKind
                    guard keyword == .keyword(.didSet) || keyword == .keyword(.willSet), let body = accessor.body else { continue }
                    let finder = SideEffectFinder()
                    finder.walk(body)
                    guard let effect = finder.effect else { continue }
                    let observer = accessor.accessorSpecifier.text
                    let model = isObservable ? "@Observable" : "ObservableObject"
                    violations.append(Violation(
                        at: accessor.accessorSpecifier,
                        "\(observer) on \(kind) '\(property.name)' in \(model) '\(type.name)' \(effect); move the side effect into an explicit method that orders it with the write deterministically"))
                }
            }
        }
        return violations
    }
}

/// Finds the first `await` or non-pure call in an observer body.
private final class SideEffectFinder: SyntaxVisitor {
    private(set) var effect: String?

    init() {
        super.init(viewMode: .sourceAccurate)
    }

    static let pureFunctions: Set<String> = ["min", "max", "abs", "print", "debugPrint", "assert", "precondition", "zip", "stride"]
    static let pureMethods: Set<String> = [
        "lowercased", "uppercased", "capitalized", "trimmingCharacters", "replacingOccurrences", "components",
        "prefix", "suffix", "dropFirst", "dropLast", "filter", "map", "compactMap", "flatMap", "sorted", "reversed",
        "contains", "first", "last", "firstIndex", "lastIndex", "reduce", "joined", "split", "hasPrefix", "hasSuffix",
        "rounded", "formatted", "allSatisfy", "min", "max",
    ]
    static let effectfulTypes: Set<String> = ["Task"]

    override func visit(_ node: AwaitExprSyntax) -> SyntaxVisitorContinueKind {
        if effect == nil { effect = "awaits" }
        return .skipChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard effect == nil else { return .skipChildren }
        if !isPure(node.calledExpression) {
            let name = FileIndexer.calleeName(ObservationReceiverTypes.unwrapped(node.calledExpression)).map { "'\($0)'" } ?? "a closure"
            effect = "calls \(name)"
            return .skipChildren
        }
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        effect == nil ? .visitChildren : .skipChildren
    }

    private func isPure(_ callee: ExprSyntax) -> Bool {
        var callee = callee
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if Self.pureFunctions.contains(name) { return true }
            // `String(…)`, `Date()`: value initializers, but `Task { … }` starts work.
            return name.first?.isUppercase == true && !Self.effectfulTypes.contains(name)
        }
        if let member = callee.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            // `.init(…)`, `.some(x)`, `.loaded(x)`: implicit members build values.
            if member.base == nil || name == "init" || name.first?.isUppercase == true { return true }
            return Self.pureMethods.contains(name)
        }
        if let type = callee.as(TypeExprSyntax.self) {
            return TypeNames.baseName(of: type.type).map { !Self.effectfulTypes.contains($0) } ?? true
        }
        return false
    }
}
