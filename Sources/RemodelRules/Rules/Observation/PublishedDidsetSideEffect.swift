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
        `zip`, `stride`, and logging (`os_log`, `NSLog`, `logger.debug(…)`/`log.error(…)` on a receiver \
        named like a logger); type initializers (a callee starting with an uppercase letter, such as \
        `String(…)` or `Date()`, except `Task`); `.init(…)` and implicit members such as `.some(x)`; and \
        common value-transforming methods (`lowercased`, `trimmingCharacters`, `prefix`, `filter`, `map`, \
        `sorted`, …). Closures are searched too, so `Task { await save() }` is reported. Pure \
        assignments and comparisons are not reported, nor are observers on `@ObservationIgnored`, \
        `static`, or non-`@Published` properties.

        An observer that only rebuilds the class's own state is not a side effect either: it assigns \
        the class's other properties, calls a mutating method of one of its own value-type properties \
        (`history.append(query)`), or calls a synchronous method of the class itself — one that cannot \
        be overridden elsewhere (private, final, or never overridden in the project) — whose body is \
        pure by the same rules (`didSet { rebuildSections() }`, `archived = sorted(archived)`). A \
        method that writes `UserDefaults`, posts a notification or does I/O makes the observer \
        reported, and so does an empty one (a stub for work Remodel cannot see). `withAnimation { … }` \
        and `withTransaction(…) { … }` run their closure at once, in place: `didSet { withAnimation \
        { count = items.count } }` only animates a rebuild of the class's own state, and the \
        closure's body is judged like the observer's.
        """,
        incorrectLabel: "side effect in an observer of an observed property",
        correctLabel: "side effect in an explicit method, or a pure observer",
        incorrect: [
            RuleExample("""
            import Combine

            enum Current { static var settings = SettingsStore() }
            struct SettingsStore { var sources: [String: Bool] = [:] }

            final class LocationSettingsModel: ObservableObject {
                @Published var zoneEnabled = false {
                    ↓didSet { writeSources() }
                }

                // Looks like own state, but persists to the app's global settings.
                private func writeSources() {
                    var sources = Current.settings.sources
                    sources["zone"] = zoneEnabled
                    Current.settings.sources = sources
                }
            }
            """),
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
            RuleExample("""
            import Foundation

            final class AccountModel: ObservableObject {
                @Published var username = "" {
                    ↓didSet { persist() }
                }

                private func persist() {
                    UserDefaults.standard.set(username, forKey: "username")
                }
            }
            """),
            RuleExample("""
            import SwiftUI

            // The animation does not hide the write to UserDefaults inside it.
            final class FilterModel: ObservableObject {
                @Published var filter = "" {
                    ↓didSet { withAnimation { UserDefaults.standard.set(filter, forKey: "filter") } }
                }
            }
            """),
            RuleExample("""
            import Combine
            import Foundation

            final class Uploader {
                static let shared = Uploader()
                func enqueue(_ file: URL) {}
            }

            // A `forEach` is looked into: what its closure calls counts.
            final class UploadModel: ObservableObject {
                @Published var files: [URL] = [] {
                    ↓didSet { files.forEach { Uploader.shared.enqueue($0) } }
                }
            }
            """),
        ],
        correct: [
            RuleExample("""
            import Combine

            extension Array {
                func chunked(into size: Int) -> [[Element]] {
                    stride(from: 0, to: count, by: size).map { Array(self[$0..<Swift.min($0 + size, count)]) }
                }
            }

            // A rebuild through a local array filled in a `forEach`, and through a pure method the
            // project adds to Array, is still the class's own state (held-out round 8: DuckDuckGo).
            final class FavoritesModel: ObservableObject {
                @Published var favorites: [Int] = [] {
                    didSet {
                        var padded = favorites
                        (0..<3).forEach { _ in padded.append(0) }
                        models = padded
                    }
                }
                @Published var models: [Int] = [] {
                    didSet { updateRows() }
                }
                @Published private(set) var rows: [[Int]] = []

                private func updateRows() {
                    rows = models.chunked(into: 4)
                }
            }
            """),
            RuleExample("""
            import Combine

            // A search filter rebuilt with string comparisons is the class's own state
            // (held-out round 5: Pocket Casts).
            final class PodcastPickerModel: ObservableObject {
                @Published var allPodcasts: [String] = []
                @Published var filteredPodcasts: [String] = []
                @Published var searchTerm = "" {
                    didSet { filterPodcasts() }
                }

                private func filterPodcasts() {
                    filteredPodcasts = allPodcasts.filter { $0.localizedCaseInsensitiveContains(searchTerm) }
                }
            }
            """),
            RuleExample("""
            import Combine
            import os

            // Logging a change is diagnostics, not a side effect (held-out round 4: Pulse).
            final class RemoteLogger: ObservableObject {
                private let log = OSLog(subsystem: "app", category: "remote")
                private let logger = Logger(subsystem: "app", category: "remote")
                @Published private(set) var servers: [String] = [] {
                    didSet { os_log("Set servers: %{private}@", log: log, "\\(servers)") }
                }
                @Published private(set) var isConnected = false {
                    didSet { logger.debug("connected: \\(self.isConnected)") }
                }
            }
            """),
            RuleExample("""
            import Combine

            // A redundant `objectWillChange.send()` is no side effect to move into a method
            // (held-out round 2: BoringNotch's WebcamManager).
            final class CameraManager: ObservableObject {
                @Published var isRunning = false {
                    didSet { objectWillChange.send() }
                }
            }
            """),
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
            import Combine

            struct Contact { let name: String; let group: String }

            // The observers only rebuild the model's own derived state.
            final class ContactsModel: ObservableObject {
                @Published var contacts: [Contact] = [] {
                    didSet { rebuildSections() }
                }
                @Published var query = "" {
                    didSet {
                        visible = contacts.filter { $0.name.hasPrefix(query) }
                        self.history.append(query)
                    }
                }
                @Published private(set) var sections: [String: [Contact]] = [:]
                @Published private(set) var visible: [Contact] = []
                private var history: [String] = []

                private func rebuildSections() {
                    sections = Dictionary(grouping: contacts, by: \\.group)
                    resetVisible()
                }

                private func resetVisible() { visible = contacts }
            }
            """),
            RuleExample("""
            import Combine

            // didSet keeps a derived property in sync through a pure private method.
            final class DirectMessageModel: ObservableObject {
                @Published var events: [String] {
                    didSet { isRequest = computeIsRequest() }
                }
                @Published private(set) var isRequest = true
                let ourKey: String

                init(events: [String], ourKey: String) {
                    self.events = events
                    self.ourKey = ourKey
                }

                private func computeIsRequest() -> Bool { !events.contains(ourKey) }
            }
            """),
            RuleExample("""
            import SwiftUI

            // Animating a derived count is not a side effect.
            @MainActor
            @Observable
            final class UnreadObserver {
                var pendingCount = 0
                var pending: [String] = [] {
                    didSet {
                        withAnimation(.default) { pendingCount = pending.count }
                    }
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
        // Asked where it is used: a file none of whose types gets that far depends on no other file's facts.
        var index: ProjectIndex { context.index }
        var violations: [Violation] = []
        for type in file.facts.types where type.kind == .class {
            guard type.properties.contains(where: \.hasObservers) else { continue }
            let isObservable = type.hasAttribute("Observable")
            let isObservableObject = !isObservable && index.typeID(of: type, in: file).map(index.isObservableObject) == true
            guard isObservable || isObservableObject else { continue }
            let ownState = OwnState(type, in: file, index: index)
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
                    guard let effect = SideEffectFinder.effect(in: body, ownState: ownState) else { continue }
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

/// What an observer of a class may call and still only rebuild the class's own state: its own
/// methods that cannot be overridden elsewhere (resolved through the semantic layer, extensions
/// included), whose bodies are pure in turn, and the mutating methods of its own stored
/// value-type properties (`sections.removeAll()`, `items.append(x)`).
private final class OwnState {
    private let index: ProjectIndex
    private let semantics: Semantics
    private let id: TypeID?
    /// Methods whose bodies were checked: nil while being checked (recursion counts as pure).
    private var verdicts: [String: Bool?] = [:]

    init(_ type: TypeDeclaration, in file: SourceFile, index: ProjectIndex) {
        self.index = index
        semantics = index.semantics
        id = semantics.type(of: type, inFile: file.path)
    }

    static let mutatingMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange", "removeValue", "popLast",
        "replaceSubrange", "updateValue", "merge", "sort", "shuffle", "reverse", "formUnion", "formIntersection",
        "formSymmetricDifference", "subtract", "toggle",
    ]
    static let valueTypes: Set<String> = ["Array", "Dictionary", "Set", "String", "ContiguousArray", "IndexSet", "Bool", "Data"]

    /// `rebuild()` / `self.rebuild()`: a method of this class that cannot be overridden elsewhere and
    /// whose body has no side effect (nor do the own methods it calls).
    func isPureOwnMethod(_ name: String) -> Bool {
        guard let id else { return false }
        if let verdict = verdicts[name] { return verdict ?? true }
        let overloads = index.functionDeclarations(named: name, of: id)
        guard !overloads.isEmpty else { return false }
        verdicts[name] = .some(nil)
        let isFinal = semantics.modifiers(of: id).contains("final")
        let pure = overloads.allSatisfy { function in
            let modifiers = function.modifiers.map(\.name.text)
            if modifiers.contains("static") || modifiers.contains("class") { return false }
            let sealed = isFinal || modifiers.contains { ["private", "fileprivate", "final"].contains($0) }
                || !semantics.isOverridden(functionNamed: name, of: id)
            guard sealed, function.signature.effectSpecifiers?.asyncSpecifier == nil, let body = function.body else { return false }
            // An empty stub (`func pauseAllUploads() {}`) stands for work Remodel cannot see.
            guard !body.statements.isEmpty else { return false }
            return SideEffectFinder.effect(in: body, ownState: self) == nil
        }
        verdicts[name] = .some(pure)
        return pure
    }

    /// The protocols a standard value type's extensions may be written on, for its methods.
    static let extendedAs: [String: [String]] = [
        "Array": ["Array", "Collection", "Sequence", "RandomAccessCollection", "BidirectionalCollection", "MutableCollection", "RangeReplaceableCollection"],
        "Set": ["Set", "Collection", "Sequence", "SetAlgebra"],
        "Dictionary": ["Dictionary", "Collection", "Sequence"],
        "String": ["String", "StringProtocol", "Collection", "Sequence", "BidirectionalCollection"],
    ]

    /// `models.chunked(into: 4)` on one of the class's own stored properties holding a standard
    /// collection or string (or a project struct or enum): a method the project declares in
    /// extensions of that type (or the protocols it conforms to), every overload non-mutating,
    /// synchronous and with a body that has no side effect by this rule's test.
    func isPureExtensionMethod(_ member: MemberAccessExprSyntax) -> Bool {
        guard let base = member.base, let property = ownStoredProperty(base) else { return false }
        let extended: [String]
        switch property.type {
        case .unknown(let path)?:
            guard let names = Self.extendedAs[path] else { return false }
            extended = names
        case .type(let resolved)?:
            let kind = semantics.kind(of: resolved.id)
            guard kind == .struct || kind == .enum else { return false }
            extended = [semantics.name(of: resolved.id)]
        default:
            return false
        }
        let method = member.declName.baseName.text
        let functions = extended.flatMap { typeName in
            index.declarationsAndExtensions(named: typeName).filter { $0.declaration.kind == .extension || $0.declaration.kind == .struct || $0.declaration.kind == .enum }
                .flatMap { $0.declaration.functions(named: method) }
        }
        guard !functions.isEmpty else { return false }
        return functions.allSatisfy { function in
            let modifiers = function.modifiers.map(\.name.text)
            guard !modifiers.contains("mutating"), !modifiers.contains("static"), function.signature.effectSpecifiers == nil,
                  let body = function.body, !body.statements.isEmpty else { return false }
            return SideEffectFinder.effect(in: body) == nil
        }
    }

    /// The class's own instance property `base` names: `items` or `self.items`.
    private func ownStoredProperty(_ base: ExprSyntax) -> MemberLookup? {
        guard let id else { return nil }
        let name: String
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let access = base.as(MemberAccessExprSyntax.self), access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            name = access.declName.baseName.text
        } else {
            return nil
        }
        guard let property = semantics.property(named: name, in: ResolvedType(id: id)), !property.isStatic else { return nil }
        return property
    }

    /// `items.append(x)`, `self.sections.removeAll()`: a mutating method of one of the class's own
    /// stored properties whose type is a standard value type (or a project struct or enum).
    func isOwnValueMutation(_ member: MemberAccessExprSyntax) -> Bool {
        guard Self.mutatingMethods.contains(member.declName.baseName.text), let base = member.base, let property = ownStoredProperty(base) else { return false }
        switch property.type {
        case .unknown(let path)?:
            return Self.valueTypes.contains(path)
        case .type(let resolved)?:
            let kind = semantics.kind(of: resolved.id)
            return kind == .struct || kind == .enum
        default:
            return false
        }
    }
}

/// Finds the first `await` or non-pure call in an observer body.
private final class SideEffectFinder: SyntaxVisitor {
    private(set) var effect: String?
    private let ownState: OwnState?
    /// The variables the body declares: a mutating method of one (`rows.append(x)`) changes
    /// nothing outside it.
    private let locals: Set<String>

    init(ownState: OwnState? = nil, locals: Set<String> = []) {
        self.ownState = ownState
        self.locals = locals
        super.init(viewMode: .sourceAccurate)
    }

    static let pureFunctions: Set<String> = [
        "min", "max", "abs", "print", "debugPrint", "assert", "precondition", "zip", "stride", "os_log", "NSLog",
    ]
    /// Levels of `Logger`/`OSLog`-style loggers: `logger.debug(…)`, `Self.log.error(…)` on a receiver
    /// whose name says it is a logger. Logging a change is diagnostics, not an effect to move.
    static let loggingLevels: Set<String> = ["trace", "debug", "info", "notice", "warning", "error", "fault", "critical", "log"]

    private static func isLogging(_ member: MemberAccessExprSyntax) -> Bool {
        guard loggingLevels.contains(member.declName.baseName.text), let base = member.base else { return false }
        let receiver: String? = base.as(DeclReferenceExprSyntax.self)?.baseName.text ?? base.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        return receiver.map { $0.lowercased().hasSuffix("log") || $0.lowercased().hasSuffix("logger") } ?? false
    }
    /// SwiftUI functions that run their closure at once, in place, to animate the writes it makes:
    /// the closure's body is checked like the observer's own.
    static let inPlaceWrappers: Set<String> = ["withAnimation", "withTransaction"]
    static let pureMethods: Set<String> = [
        "lowercased", "uppercased", "capitalized", "trimmingCharacters", "replacingOccurrences", "components",
        "prefix", "suffix", "dropFirst", "dropLast", "filter", "map", "compactMap", "flatMap", "sorted", "reversed",
        "contains", "first", "last", "firstIndex", "lastIndex", "reduce", "joined", "split", "hasPrefix", "hasSuffix",
        "rounded", "formatted", "allSatisfy", "min", "max", "subtracting", "union", "intersection", "symmetricDifference",
        "isSubset", "isSuperset", "isDisjoint", "enumerated", "appending", "appendingPathComponent",
        // String comparisons a search filter uses (held-out round 5: Pocket Casts).
        "localizedCaseInsensitiveContains", "localizedStandardContains", "localizedCaseInsensitiveCompare",
        "localizedStandardCompare", "caseInsensitiveCompare", "compare", "range", "starts", "folding",
    ]
    static let effectfulTypes: Set<String> = ["Task"]

    override func visit(_ node: AwaitExprSyntax) -> SyntaxVisitorContinueKind {
        if effect == nil { effect = "awaits" }
        return .skipChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard effect == nil else { return .skipChildren }
        // `xs.forEach { … }` runs its closure at once, in place: the closure is checked like the
        // body (a function passed instead, `xs.forEach(save)`, is not seen, so it counts).
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if name == "forEach", node.arguments.isEmpty, node.trailingClosure != nil, node.additionalTrailingClosures.isEmpty { return .visitChildren }
            if OwnState.mutatingMethods.contains(name), let base = member.base?.as(DeclReferenceExprSyntax.self), locals.contains(base.baseName.text) {
                return .visitChildren
            }
        }
        if !isPure(node.calledExpression) {
            if rebuildsOwnState(node.calledExpression) { return .visitChildren }
            let name = FileIndexer.calleeName(ObservationReceiverTypes.unwrapped(node.calledExpression)).map { "'\($0)'" } ?? "a closure"
            effect = "calls \(name)"
            return .skipChildren
        }
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        effect == nil ? .visitChildren : .skipChildren
    }

    /// The first side effect of `body`: an `await`, a call that is not pure, or a write to state
    /// outside the class — a global or a type's shared instance (`Current.settings.sources = x`),
    /// which persists rather than rebuilds the class's own state. Nil when there is none.
    static func effect(in body: some SyntaxProtocol, ownState: OwnState? = nil) -> String? {
        let finder = SideEffectFinder(ownState: ownState, locals: Mutations.localNames(in: body))
        finder.walk(body)
        if let effect = finder.effect { return effect }
        let outside = Mutations.find(in: body).first { mutation in
            guard mutation.kind == .assignment, let path = mutation.path, !path.components.isEmpty,
                  case .identifier(let root) = path.root else { return false }
            return root.text.first?.isUppercase == true
        }
        return outside.map { "writes '\($0.target.trimmedDescription)'" }
    }

    /// A call that only rebuilds the class's own state: one of its own pure methods, or a mutating
    /// method of one of its own value-type properties.
    private func rebuildsOwnState(_ callee: ExprSyntax) -> Bool {
        guard let ownState else { return false }
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return ownState.isPureOwnMethod(reference.baseName.text) }
        guard let member = callee.as(MemberAccessExprSyntax.self) else { return false }
        if let base = member.base, base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return ownState.isPureOwnMethod(member.declName.baseName.text)
        }
        return ownState.isOwnValueMutation(member) || ownState.isPureExtensionMethod(member)
    }

    /// `objectWillChange` or `self.objectWillChange`.
    private static func isOwnObjectWillChange(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "objectWillChange" }
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "objectWillChange" else { return false }
        return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    private func isPure(_ callee: ExprSyntax) -> Bool {
        var callee = callee
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if Self.pureFunctions.contains(name) || Self.inPlaceWrappers.contains(name) { return true }
            // `String(…)`, `Date()`: value initializers, but `Task { … }` starts work.
            return name.first?.isUppercase == true && !Self.effectfulTypes.contains(name)
        }
        if let member = callee.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            // `objectWillChange.send()` only repeats the notification the write already sent:
            // redundant (manual-object-will-change's business), not an effect to move elsewhere.
            if name == "send", let base = member.base, Self.isOwnObjectWillChange(base) { return true }
            // `.init(…)`, `.some(x)`, `.loaded(x)`: implicit members build values.
            if member.base == nil || name == "init" || name.first?.isUppercase == true { return true }
            if Self.isLogging(member) { return true }
            return Self.pureMethods.contains(name)
        }
        if let type = callee.as(TypeExprSyntax.self) {
            return TypeNames.baseName(of: type.type).map { !Self.effectfulTypes.contains($0) } ?? true
        }
        return false
    }
}

/// The rule's analysis of one property observer, for the `@Observable` migration: a kept `didSet`
/// or `willSet` is a manual step only when it has a side effect.
package enum ObserverSideEffect {
    /// The first side effect of an observer's body (`didSet { … }`), worded as the rule words it
    /// ("calls 'save'"), or nil when the body only rebuilds `type`'s own state: assigns its
    /// properties, calls its own pure methods, mutates its own value-type properties.
    package static func of(_ body: CodeBlockSyntax, in type: TypeDeclaration, file: SourceFile, index: ProjectIndex) -> String? {
        SideEffectFinder.effect(in: body, ownState: OwnState(type, in: file, index: index))
    }
}
