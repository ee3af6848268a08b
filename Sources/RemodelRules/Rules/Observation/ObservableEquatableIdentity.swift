import SwiftSyntax
import RemodelCore

/// `Equatable`/`Hashable` on an `ObservableObject` or `@Observable` class whose `==`/`hash(into:)`
/// is missing, reads `_`-prefixed storage, or uses only mutable tracked properties.
struct ObservableEquatableIdentity: Rule {
    package static let description = RuleDescription(
        id: "observable-equatable-identity",
        title: "Base View Model Equality on a Stable Identity",
        impact: .medium,
        impactDescription: "Lists misidentify rows when equality follows macro storage or mutable state",
        tags: ["observable", "observation", "equatable", "hashable", "identity", "migration", "ios17"],
        rationale: """
        View models conforming to `Equatable`/`Hashable` for diffing in `ForEach` need an equality that \
        means "the same model". The seed's deck list misidentified decks after migration because the \
        comparison it relied on looked at macro-generated tracking storage instead of the values. Write \
        `==` (and `hash(into:)` for `Hashable`) by hand, in the class or an extension, against something \
        stable: a `let id`, `ObjectIdentifier(lhs) == ObjectIdentifier(rhs)`, or `lhs === rhs`.

        Reported at the `Equatable`/`Hashable` conformance when the class and its extensions implement no \
        `==` (or no `hash(into:)` for `Hashable`) — relying on something synthesized or inherited; at the \
        `==`/`hash` name when the implementation reads `_`-prefixed storage (`lhs._title`, \
        `_$observationRegistrar`), or when every property it reads is mutable tracked state \
        (`@Published var`, or a tracked `var` of an `@Observable` class): equality and hash values then \
        change while the object sits in a `Set`, a dictionary or a diffed list. An implementation that \
        uses `===`, `ObjectIdentifier`, a `let`, an untracked or a computed property is accepted. A \
        global `==` is found only in the file that declares the conformance.

        `Identifiable` does not exempt a class. `ForEach` takes row identity from `id`, but a \
        hand-written content `==` on a class cannot tell SwiftUI that a model changed either: \
        `onChange(of:)` and `animation(_:value:)` compare the value they kept with the current one, \
        and for a class that is the same, already mutated instance. What a content `==` does do is \
        make two different models with equal content compare equal (`firstIndex(of:)`, `contains`, \
        selection) — content equality belongs on value types, such as a struct snapshot of the model.
        """,
        incorrectLabel: "equality missing, on macro storage, or on mutable tracked state",
        correctLabel: "equality on a stable identity",
        incorrect: [
            RuleExample("""
            import Foundation
            import Observation

            @Observable
            final class Deck: Identifiable, ↓Equatable {
                let id = UUID()
                var title = ""
            }
            """),
            RuleExample("""
            import Foundation

            class Deck: ObservableObject, Identifiable, Equatable {
                @Published var id: UUID
                @Published var title: String

                init(id: UUID, title: String) {
                    self.id = id
                    self.title = title
                }

                static func ↓== (lhs: Deck, rhs: Deck) -> Bool {
                    lhs.id == rhs.id
                }
            }
            """),
            RuleExample("""
            import Observation

            @Observable
            final class Card {
                var front = ""
                var back = ""
            }

            extension Card: Equatable {
                static func ↓== (lhs: Card, rhs: Card) -> Bool {
                    lhs._front == rhs._front && lhs._back == rhs._back
                }
            }
            """),
            RuleExample("""
            import Observation

            @Observable
            final class Tag: ↓Hashable {
                var name = ""

                static func == (lhs: Tag, rhs: Tag) -> Bool { lhs === rhs }
            }

            @Observable
            final class Folder: Hashable {
                var name = ""

                static func == (lhs: Folder, rhs: Folder) -> Bool { lhs === rhs }
                func ↓hash(into hasher: inout Hasher) { hasher.combine(name) }
            }
            """),
        ],
        correct: [
            RuleExample("""
            import Foundation

            class Deck: ObservableObject, Identifiable, Hashable {
                let id: UUID
                @Published var title: String

                init(id: UUID, title: String) {
                    self.id = id
                    self.title = title
                }

                static func == (lhs: Deck, rhs: Deck) -> Bool { lhs.id == rhs.id }
                func hash(into hasher: inout Hasher) { hasher.combine(id) }
            }
            """),
            RuleExample("""
            import Observation

            @MainActor
            @Observable
            final class Session {
                var title = ""
            }

            extension Session: Hashable {
                nonisolated static func == (lhs: Session, rhs: Session) -> Bool { lhs === rhs }
                nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
            }
            """),
            RuleExample("""
            struct DeckSummary: Equatable {
                var title: String
                var cardCount: Int
            }

            final class Settings: ObservableObject, Identifiable {
                @Published var theme = "light"
            }
            """),
        ]
    )

    package func check(_ file: SourceFile, context: RuleContext) -> [Violation] {
        // Asked where it is used: a file none of whose types gets that far depends on no other file's facts.
        var index: ProjectIndex { context.index }
        var violations: [Violation] = []
        for type in file.facts.types where type.kind == .class || type.kind == .extension {
            let name = type.name
            let declaresConformance = type.inheritedTypes.contains("Equatable") || type.inheritedTypes.contains("Hashable")
            // Node-free first: most types have neither, and their syntax may have to be parsed again.
            guard declaresConformance || type.functionFacts.contains(where: { $0.name == "==" || $0.name == "hash" }) else { continue }
            guard declaresConformance || type.functions.contains(where: { Self.isEquals($0) || Self.isHash($0) }) else { continue }
            guard index.isModelClass(name) else { continue }
            let inheritance = type.node.asProtocol(DeclGroupSyntax.self)?.inheritanceClause

            // Missing implementations, reported at the conformance that needs them.
            if declaresConformance, let inheritance {
                let implementations = Self.implementations(of: name, index: index, file: file)
                for inherited in inheritance.inheritedTypes {
                    guard let token = Self.nameToken(of: inherited.type) else { continue }
                    var missing: [String] = []
                    if token.text == "Equatable" || token.text == "Hashable", !implementations.equals { missing.append("'=='") }
                    if token.text == "Hashable", !implementations.hash { missing.append("'hash(into:)'") }
                    // When `Equatable` is listed too (here or in an extension), `==` is reported there only.
                    if token.text == "Hashable", Self.listsEquatable(name, index: index) { missing.removeAll { $0 == "'=='" } }
                    guard !missing.isEmpty else { continue }
                    violations.append(Violation(at: token, "'\(name)' conforms to \(token.text) but implements no \(missing.joined(separator: " or ")) in the class or its extensions; write it by hand against a stable identity (a 'let id' or ObjectIdentifier) instead of relying on something synthesized or inherited"))
                }
            }

            // Implementations that compare the wrong thing.
            guard index.conforms(name, to: "Equatable") || index.conforms(name, to: "Hashable") else { continue }
            for function in type.functions {
                let kind: String
                if Self.isEquals(function) {
                    kind = "'=='"
                } else if Self.isHash(function) {
                    kind = "'hash(into:)'"
                } else {
                    continue
                }
                guard let body = function.body else { continue }
                let reads = PropertyReads(receivers: Self.receiverNames(of: function), parameters: Self.parameterNames(of: function))
                reads.walk(body)
                if let storage = reads.names.first(where: { Self.isStorage($0, in: name, index: index) }) {
                    violations.append(Violation(at: function.name, "\(kind) in '\(name)' reads macro/wrapper storage '\(storage)'; compare a stable identity (a 'let id' or ObjectIdentifier) instead"))
                    continue
                }
                if reads.usesIdentity { continue }
                var tracked: [String] = []
                var sawStable = false
                for read in reads.names where !tracked.contains(read) {
                    guard let property = index.property(named: read, in: name) else { continue }
                    if Self.isMutableTracked(property, in: name, index: index) { tracked.append(read) } else { sawStable = true }
                }
                guard !sawStable, !tracked.isEmpty else { continue }
                let list = tracked.map { "'\($0)'" }.joined(separator: ", ")
                let (verb, result) = kind == "'=='" ? ("compares", "equality") : ("hashes", "the hash value")
                violations.append(Violation(at: function.name, "\(kind) in '\(name)' \(verb) only mutable tracked properties (\(list)); use a stable identity (a 'let id' or ObjectIdentifier) so \(result) doesn't change as the model mutates"))
            }
        }
        return violations
    }

    private static func nameToken(of type: TypeSyntax) -> TokenSyntax? {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name }
        if let member = type.as(MemberTypeSyntax.self) { return member.name }
        return nil
    }

    package static func isEquals(_ function: FunctionDeclSyntax) -> Bool {
        function.name.text == "==" && function.signature.parameterClause.parameters.count == 2
    }

    package static func isHash(_ function: FunctionDeclSyntax) -> Bool {
        let parameters = function.signature.parameterClause.parameters
        return function.name.text == "hash" && parameters.count == 1 && parameters.first?.firstName.text == "into"
    }

    /// Whether `==` and `hash(into:)` (or `hashValue`) exist in the class, its extensions, or as a
    /// global `==` in this file.
    private static func implementations(of name: String, index: ProjectIndex, file: SourceFile) -> (equals: Bool, hash: Bool) {
        var equals = false
        var hash = false
        for declaration in index.declarationsAndExtensions(named: name) {
            for function in declaration.declaration.functions {
                if isEquals(function) { equals = true }
                if isHash(function) { hash = true }
            }
            if declaration.declaration.properties.contains(where: { $0.name == "hashValue" && !$0.isStatic }) { hash = true }
        }
        if !equals {
            equals = file.tree.statements.contains { item in
                guard let function = item.item.as(FunctionDeclSyntax.self), isEquals(function) else { return false }
                return function.signature.parameterClause.parameters.contains { TypeNames.baseName(of: $0.type) == name }
            }
        }
        return (equals, hash)
    }

    /// `lhs`/`rhs` (or however the parameters are named) and `self`.
    private static func receiverNames(of function: FunctionDeclSyntax) -> Set<String> {
        isEquals(function) ? parameterNames(of: function).union(["self"]) : ["self"]
    }

    private static func parameterNames(of function: FunctionDeclSyntax) -> Set<String> {
        Set(function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
    }

    private static func listsEquatable(_ name: String, index: ProjectIndex) -> Bool {
        index.declarationsAndExtensions(named: name).contains { $0.declaration.inheritedTypes.contains("Equatable") }
    }

    /// `_title` when the class has `title` but no `_title`, or `_$observationRegistrar`.
    private static func isStorage(_ read: String, in type: String, index: ProjectIndex) -> Bool {
        guard read.hasPrefix("_"), read.count > 1 else { return false }
        if read.hasPrefix("_$") { return true }
        guard index.property(named: read, in: type) == nil else { return false }
        return index.property(named: String(read.dropFirst()), in: type) != nil
    }

    private static func isMutableTracked(_ property: PropertyDeclaration, in type: String, index: ProjectIndex) -> Bool {
        if property.hasAttribute("Published") { return true }
        guard index.isObservable(type) else { return false }
        return !property.isLet && property.isStored && !property.isStatic && !property.hasAttribute("ObservationIgnored")
            && !property.isLazy && property.attributes.isEmpty
    }
}

/// The member names an `==`/`hash(into:)` body reads off its receivers (`lhs.id`, `self.id`, bare
/// `id`), and whether it compares identities (`===`, `!==`, `ObjectIdentifier(…)`).
private final class PropertyReads: SyntaxVisitor {
    private let receivers: Set<String>
    private let parameters: Set<String>
    private(set) var names: [String] = []
    private(set) var usesIdentity = false

    init(receivers: Set<String>, parameters: Set<String>) {
        self.receivers = receivers
        self.parameters = parameters
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if let base = node.base?.as(DeclReferenceExprSyntax.self) {
            let baseName = base.baseName.tokenKind == .keyword(.self) ? "self" : base.baseName.text
            if receivers.contains(baseName) {
                names.append(node.declName.baseName.text)
                return .skipChildren
            }
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let text = node.baseName.text
        if text == "ObjectIdentifier" {
            usesIdentity = true
        } else if node.baseName.tokenKind != .keyword(.self), !receivers.contains(text), !parameters.contains(text),
                  node.parent?.is(MemberAccessExprSyntax.self) != true || node.parent?.as(MemberAccessExprSyntax.self)?.base?.id == node.id {
            // A bare identifier such as `id` in `hasher.combine(id)`; unknown names are ignored later.
            names.append(text)
        }
        return .skipChildren
    }

    override func visit(_ node: BinaryOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        if node.operator.text == "===" || node.operator.text == "!==" { usesIdentity = true }
        return .skipChildren
    }
}
