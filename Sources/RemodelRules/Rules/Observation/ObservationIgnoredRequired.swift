import SwiftSyntax
import RemodelCore

/// A `lazy` or property-wrapped stored property in an `@Observable` class without
/// `@ObservationIgnored`: the macro turns stored properties into tracked computed ones and
/// rejects both.
struct ObservationIgnoredRequired: Rule {
    package static let description = RuleDescription(
        id: "observation-ignored-required",
        title: "Mark Lazy and Property-Wrapped Properties @ObservationIgnored",
        impact: .critical,
        impactDescription: "Build failure — @Observable cannot expand lazy or property-wrapped stored properties",
        tags: ["observable", "observation", "property-wrapper", "lazy", "migration", "ios17"],
        rationale: """
        `@Observable` rewrites every stored instance property into a computed property backed by \
        `_name` storage and the observation registrar. A `lazy` property cannot be computed, and a \
        property wrapper already synthesizes its own `_name` storage, so the expansion fails with \
        "'lazy' cannot be used on a computed property" or "invalid redeclaration of synthesized property". \
        This typically appears right after migrating an `ObservableObject` whose properties used \
        `lazy`, `@Published`, `@AppStorage` or a dependency-injection wrapper.

        - `lazy var` and other wrappers (`@Injected`, `@Dependency`, your own `@propertyWrapper` types): \
        add `@ObservationIgnored`. The safe fix does this; the value keeps working but is no longer \
        tracked, which is what these properties (formatters, caches, injected services) want.
        - `@Published`: remove it — `@Observable` already tracks the property. The safe fix removes the \
        attribute unless the code uses the property's `$name` publisher, which then needs rewriting.
        - `@AppStorage` / `@SceneStorage`: no fix. `@ObservationIgnored` alone would compile but views \
        would silently stop updating when the value changes. Use the backing-property pattern that \
        `remodel migrate` generates: an `@ObservationIgnored @AppStorage` private backing property and \
        a tracked computed property calling `access(keyPath:)` and `withMutation(keyPath:)`.

        Static properties, computed properties and properties already marked `@ObservationIgnored` are \
        not reported; neither are non-wrapper attributes such as `@MainActor` or `@objc`.
        """,
        incorrectLabel: "lazy and property-wrapped properties in an @Observable class — the macro rejects them",
        correctLabel: "@ObservationIgnored on untracked storage, plain tracked properties",
        incorrect: [
            RuleExample("""
            protocol APIClient {}

            /// Resolved from a dependency container.
            @propertyWrapper
            struct Injected<Value> {
                var wrappedValue: Value { fatalError("resolved by the container") }
                init() {}
            }

            @propertyWrapper
            struct Clamped {
                var wrappedValue: Double
            }

            @Observable
            final class LibraryModel {
                var books: [String] = []
                lazy var ↓formatter = DateFormatter()
                @Injected var ↓api: APIClient
                @Clamped var ↓volume = 0.5
                private static let shared = LibraryModel()
            }
            """, fixed: """
            protocol APIClient {}

            /// Resolved from a dependency container.
            @propertyWrapper
            struct Injected<Value> {
                var wrappedValue: Value { fatalError("resolved by the container") }
                init() {}
            }

            @propertyWrapper
            struct Clamped {
                var wrappedValue: Double
            }

            @Observable
            final class LibraryModel {
                var books: [String] = []
                @ObservationIgnored lazy var formatter = DateFormatter()
                @ObservationIgnored @Injected var api: APIClient
                @ObservationIgnored @Clamped var volume = 0.5
                private static let shared = LibraryModel()
            }
            """),
            RuleExample("""
            @MainActor
            @Observable
            final class CounterModel {
                @Published var ↓count = 0
                @Published
                private(set) var ↓isLoading = false
            }
            """, fixed: """
            @MainActor
            @Observable
            final class CounterModel {
                var count = 0
                private(set) var isLoading = false
            }
            """),
            RuleExample("""
            @MainActor
            @Observable
            final class SettingsModel {
                @AppStorage("theme") var ↓theme = "system"
                @SceneStorage("tab") var ↓selectedTab = 0
            }
            """),
        ],
        correct: [
            RuleExample("""
            @MainActor
            @Observable
            final class SettingsModel {
                @ObservationIgnored lazy var formatter = DateFormatter()
                @ObservationIgnored @AppStorage("theme") private var storedTheme = "system"
                static var defaultTheme = "system"

                var theme: String {
                    get {
                        access(keyPath: \\.theme)
                        return storedTheme
                    }
                    set {
                        withMutation(keyPath: \\.theme) { storedTheme = newValue }
                    }
                }
            }
            """),
            RuleExample("""
            // Not @Observable: lazy and wrapped properties are fine here.
            @MainActor
            final class LegacyStore: ObservableObject {
                @Published var count = 0
                @AppStorage("theme") var theme = "system"
                lazy var formatter = NumberFormatter()
            }
            """),
            RuleExample("""
            @globalActor
            actor DatabaseActor {
                static let shared = DatabaseActor()
            }

            @Observable
            final class SyncModel {
                @DatabaseActor var pending: [String]
                @available(*, deprecated, message: "Use isOnline")
                var online = true
                var isOnline = true {
                    didSet { print(isOnline) }
                }

                @DatabaseActor init() { pending = [] }
            }
            """),
        ],
        fix: .sometimes(.safe)
    )

    /// Capitalized attributes that are not property wrappers.
    private static let nonWrapperAttributes: Set<String> = [
        "ObservationIgnored", "ObservationTracked", "MainActor", "IBOutlet", "IBInspectable", "IBSegueAction",
        "GKInspectable", "NSManaged", "NSCopying", "Sendable", "Transient", "Attribute", "Relationship",
    ]

    package func check(_ file: SourceFile, context: RuleContext) -> [Violation] {
        var violations: [Violation] = []
        for type in file.facts.types where type.kind == .class && type.hasAttribute("Observable") {
            // One fix per declaration, on its first binding, even when it declares several.
            let firstBindings = Set(type.properties.firstOfEachDeclaration.map(ObjectIdentifier.init))
            for property in type.properties where !property.isStatic && !property.isLet && !property.isComputed {
                guard !property.hasAttribute("ObservationIgnored") else { continue }
                // Node-free first (the attribute names are the facts'): a plain tracked property
                // needs no syntax, and a released tree is not parsed again for it.
                guard property.isLazy || property.attributes.contains(where: { Self.isWrapper($0, index: context.index) }),
                      let name = property.nameToken else { continue }
                let firstBinding = firstBindings.contains(ObjectIdentifier(property))
                let ignore = firstBinding ? Fix("Mark '\(property.name)' @ObservationIgnored", applicability: .safe, edits: [.insert("@ObservationIgnored ", at: property.decl.positionAfterSkippingLeadingTrivia)]) : nil
                if property.isLazy {
                    violations.append(Violation(
                        at: name,
                        "lazy property '\(property.name)' in @Observable class '\(type.name)' needs @ObservationIgnored; the macro cannot track lazy storage",
                        fix: ignore))
                    continue
                }
                guard let wrapper = Self.wrapperAttribute(of: property, index: context.index) else { continue }
                switch wrapper.name {
                case "AppStorage", "SceneStorage":
                    violations.append(Violation(
                        at: name,
                        "@\(wrapper.name) property '\(property.name)' cannot be tracked by @Observable class '\(type.name)', and @ObservationIgnored alone would stop view updates; use an @ObservationIgnored backing property behind a tracked computed property (`remodel migrate` generates it)"))
                case "Published":
                    let fix = firstBinding && !Self.usesPublisher(of: property.name, owner: type.qualifiedName, index: context.index)
                        ? Self.removal(of: wrapper.attribute).map { Fix("Remove @Published from '\(property.name)'", applicability: .safe, edits: [$0]) }
                        : nil
                    violations.append(Violation(
                        at: name,
                        "remove @Published from '\(property.name)': @Observable class '\(type.name)' already tracks it, and the macro rejects property wrappers",
                        fix: fix))
                default:
                    violations.append(Violation(
                        at: name,
                        "property '\(property.name)' wrapped with @\(wrapper.name) in @Observable class '\(type.name)' needs @ObservationIgnored; the macro cannot track property-wrapper storage",
                        fix: ignore))
                }
            }
        }
        return violations
    }

    /// The property's wrapper attribute; `@AppStorage`/`@SceneStorage` first, then `@Published`, so the
    /// report-only and removal cases win over a plain `@ObservationIgnored`.
    private static func wrapperAttribute(of property: PropertyDeclaration, index: ProjectIndex) -> (name: String, attribute: AttributeSyntax)? {
        var found: [(name: String, attribute: AttributeSyntax)] = []
        for element in property.decl.attributes {
            guard let attribute = element.as(AttributeSyntax.self), let name = TypeNames.baseName(of: attribute.attributeName),
                  isWrapper(name, index: index) else { continue }
            found.append((name, attribute))
        }
        return found.first { $0.name == "AppStorage" || $0.name == "SceneStorage" } ?? found.first { $0.name == "Published" } ?? found.first
    }

    /// Lowercase (`objc`, `available`…) and underscored attributes are compiler attributes; a type
    /// declared in the project is a wrapper only when it is a `@propertyWrapper`; any other
    /// capitalized attribute (`AppStorage`, `Injected`, `Dependency`…) is taken for a wrapper.
    private static func isWrapper(_ name: String, index: ProjectIndex) -> Bool {
        guard let first = name.first, first.isUppercase, !nonWrapperAttributes.contains(name) else { return false }
        let declarations = index.declarations(named: name)
        if declarations.isEmpty { return true }
        return declarations.contains { $0.declaration.hasAttribute("propertyWrapper") }
    }

    /// `$name` inside the class or `x.$name` anywhere: removing `@Published` would break it.
    private static func usesPublisher(of property: String, owner: String, index: ProjectIndex) -> Bool {
        index.publisherProjections.contains { use in
            use.fact.property == property && (use.fact.hasReceiver || use.fact.ownerType == owner)
        }
    }

    /// Removes the attribute and the whitespace up to the next token (keeping the line's indentation
    /// when the attribute stands on its own line); nil when a comment follows it.
    private static func removal(of attribute: AttributeSyntax) -> TextEdit? {
        guard let next = attribute.lastToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate) else { return nil }
        let between = attribute.trailingTrivia.pieces + next.leadingTrivia.pieces
        guard between.allSatisfy({ $0.isWhitespace }) else { return nil }
        return TextEdit(range: attribute.positionAfterSkippingLeadingTrivia.utf8Offset..<next.positionAfterSkippingLeadingTrivia.utf8Offset, replacement: "")
    }
}
