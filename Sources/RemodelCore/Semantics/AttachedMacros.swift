/// Which attributes on a type may be attached macros that add members Remodel cannot see.
///
/// Remodel reads source, not macro expansions. A class marked `@Stateful` (a library macro that
/// generates `@Published` state and its publishers) looks to Remodel like a class with no
/// published state; telling its authors to drop `ObservableObject`, or rewriting it to
/// `@Observable`, would be wrong. An attribute that is neither one Swift, the SDKs or Remodel's
/// own knowledge explain, nor a type the project declares (a property wrapper, a global actor, a
/// result builder), may be such a macro. One answer for the rules and the migration.
public enum AttachedMacros {
    /// Attributes whose meaning is known and that add no stored state to observe.
    public static let known: Set<String> = [
        "MainActor", "Observable", "objc", "objcMembers", "nonobjc", "available", "preconcurrency", "dynamicMemberLookup",
        "dynamicCallable", "propertyWrapper", "resultBuilder", "globalActor", "frozen", "usableFromInline", "inlinable",
        "unchecked", "Sendable", "main", "UIApplicationMain", "NSApplicationMain", "IBDesignable", "testable", "_spi",
        "warn_unqualified_access", "discardableResult", "retroactive", "unknown", "_implementationOnly", "safe", "unsafe",
        "Suite", "Test", "ObservationIgnored", "ObservationTracked", "Perceptible",
        "Reducer", "ObservableState", "CasePathable", "DependencyClient", "Dependency", "Entry", "Previewable",
        "Mockable", "AutoMockable",
    ]

    /// The attributes of a type that may be member-generating macros (see the type's doc).
    public static func unexplained(_ attributes: [String], index: ProjectIndex) -> [String] {
        attributes.filter { name in
            let base = ProjectIndex.simpleName(name)
            guard !known.contains(base), !index.isGlobalActor(base) else { return false }
            // A project type explains it only if it can be an attribute (a protocol named
            // `Stateful` does not explain `@Stateful`, a macro from a package).
            let attributeTypes: Set<String> = ["propertyWrapper", "resultBuilder", "globalActor"]
            return !index.declarationsAndExtensions(named: base).contains { !attributeTypes.isDisjoint(with: $0.declaration.attributes) }
        }
    }
}
