/// What a name in a class's inheritance clause that the project does not declare stands for, and
/// whether `@Observable` can sit on a class that inherits from it. One answer for the migration
/// (which keeps a class with an incompatible base) and the plan (which reports it as blocked).
///
/// The rule: `@Observable` only tracks stored properties the class itself declares. A framework
/// base class is compatible when it holds no state a view reads through the subclass and has no
/// observation machinery of its own — `NSObject`, and the responders application delegates
/// inherit from (`UIResponder`, `NSResponder`). Anything else from outside the project
/// (`UIViewController`, `Operation`, a library's `ObservableObject` or `@Observable` base…) keeps
/// the class: its state lives where the macro cannot see it, or it brings its own observation.
/// The list is exact: a subclass of `UIResponder` such as `UIViewController` is not compatible.
/// `NSDocument` is on it because apps ship `@Observable` document subclasses (CotEditor's
/// `@Observable class DataDocument: NSDocument`): its own state (`fileURL`, `isDocumentEdited`)
/// was never published by `ObservableObject` either, so nothing a view saw is lost.
public enum FrameworkInheritance: Sendable, Equatable {
    /// A protocol (known by name or by a protocol-like suffix): not a base class at all.
    case `protocol`
    /// A framework base class `@Observable` works on.
    case compatibleBaseClass
    /// A base class (or a name that cannot be told from one) that keeps the class.
    case incompatibleBaseClass

    /// Framework base classes an `@Observable` class may inherit from.
    public static let compatibleBaseClasses: Set<String> = ["NSObject", "UIResponder", "NSResponder", "NSDocument", "NSPersistentDocument"]

    /// Standard-library, Foundation and SDK protocols a class may list first.
    public static let knownProtocols: Set<String> = Set([
        "ObservableObject", "Observable", "Identifiable", "Equatable", "Hashable", "Comparable", "Codable",
        "Encodable", "Decodable", "Sendable", "AnyObject", "Error", "LocalizedError", "CustomStringConvertible",
        "CustomDebugStringConvertible", "NSObjectProtocol", "CaseIterable", "RawRepresentable",
        "NSCopying", "NSCoding", "NSSecureCoding", "Sequence", "Collection", "Actor", "DynamicProperty",
        "TextOutputStream", "CustomReflectable",
    ]).union(Semantics.mainActorSDKProtocols)

    /// Name endings that almost always name a protocol (`CLLocationManagerDelegate`,
    /// `UITableViewDataSource`, `ExpressibleByStringLiteral`…).
    public static let protocolSuffixes = ["Delegate", "DataSource", "Protocol", "Convertible", "Representable", "Providing"]

    /// How to read `name`, a type the project does not declare, written first in a class's
    /// inheritance clause (where only a superclass or a protocol can stand).
    public static func classify(_ name: String) -> FrameworkInheritance {
        if knownProtocols.contains(name) || protocolSuffixes.contains(where: { name.hasSuffix($0) }) || name.hasPrefix("ExpressibleBy") {
            return .protocol
        }
        return compatibleBaseClasses.contains(name) ? .compatibleBaseClass : .incompatibleBaseClass
    }
}
