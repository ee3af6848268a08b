import RemodelCore

/// A line of a project file, written `path:line` in reports.
public struct FileLine: Sendable, Hashable, Codable, CustomStringConvertible {
    public let file: String
    public let line: Int

    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    public var description: String { "\(file):\(line)" }
}

/// Why the migration keeps a class as `ObservableObject`: one case per rule of the decision, with
/// the facts behind it. `description` is the sentence `remodel migrate` and `remodel plan` print.
public enum KeepReason: Sendable, Hashable, CustomStringConvertible {
    /// A file declaring or extending the class has a syntax error.
    case syntaxError(file: String)
    /// Its file is built for an OS older than Observation needs (iOS 17, macOS 14, …); `shortfall`
    /// says which platform, from which build setting.
    case deploymentTarget(shortfall: String, at: FileLine)
    /// It carries an attribute that may be an attached macro generating members Remodel cannot
    /// see (`AttachedMacros`), such as `@Published` state.
    case attachedMacro(name: String, at: FileLine)
    /// Its base class (or the root of its project class chain) comes from outside the project and
    /// is not known to be compatible (`FrameworkInheritance`: `UIViewController`, `Operation`…).
    case externalBaseClass(base: String, at: FileLine)
    /// It declares a property named `objectWillChange`.
    case ownObjectWillChange(at: FileLine)
    /// An `@AppStorage`/`@SceneStorage` property with `willSet`/`didSet` (or a getter).
    case storageObservers(wrapper: String, property: String, at: FileLine)
    /// An `@AppStorage`/`@SceneStorage` property whose value type cannot be told.
    case storageUntyped(wrapper: String, property: String, at: FileLine)
    /// An `@AppStorage`/`@SceneStorage` declaration with several bindings.
    case storageSeveralBindings(wrapper: String, at: FileLine)
    /// Conforms to `Codable`/`Decodable`/`Encodable` without the hand-written methods named in `missing`.
    case synthesizedCodable(at: FileLine, missing: [String])
    /// `_x` (a `@Published` property's storage) used other than in `_x = Published(initialValue:)`.
    case publishedStorage(property: String, at: FileLine)
    /// `receiver.$property` is subscribed to (not an `.onReceive` that becomes `.onChange`).
    case publisherSubscribed(receiver: String, property: String, at: FileLine)
    /// Its own `$property` drives a Combine pipeline.
    case publisherPipeline(property: String, at: FileLine)
    /// Another type uses its `objectWillChange`.
    case externalObjectWillChange(at: FileLine)
    /// It uses its own `objectWillChange` other than as a removable `send()`.
    case objectWillChangeUse(at: FileLine)
    /// `objectWillChange.send()` in a scope that writes no property `@Observable` could track.
    case sendWithoutMutation(at: FileLine)
    /// It relays the `objectWillChange` of `source` (`source.objectWillChange.sink { … send() }`),
    /// and `source` stays `ObservableObject`.
    case relaysKeptObjectWillChange(source: String, at: FileLine)
    /// It is passed to generic code constrained to `ObservableObject` that must stay so.
    case genericConstraint(declaration: String, parameter: String, at: FileLine)
    /// A class of its hierarchy (or sharing its `ObservableObject` protocol) is kept.
    case keptWith(String)
    /// `--only` (or `--stage`) did not select it.
    case notSelected

    public var description: String {
        switch self {
        case .syntaxError(let file):
            "\(file) does not parse; fix the syntax error and re-run"
        case .deploymentTarget(let shortfall, let at):
            "\(shortfall) (\(at)); raise the deployment target first (or correct it in .remodel.yml if Remodel read it wrong)"
        case .attachedMacro(let name, let at):
            "@\(name) at \(at) may be a macro that generates members (such as @Published state) Remodel cannot see; migrate it by hand if it does not"
        case .externalBaseClass(let base, let at):
            "its base class \(base) comes from outside the project (\(at)); @Observable cannot see or track the base class's state (only NSObject, UIResponder, NSResponder and NSDocument are known to be compatible)"
        case .ownObjectWillChange(let at):
            "declares its own objectWillChange at \(at)"
        case .storageObservers(let wrapper, let property, let at):
            "@\(wrapper) property '\(property)' has observers at \(at); move them into a method, then re-run"
        case .storageUntyped(let wrapper, let property, let at):
            "cannot tell the type of @\(wrapper) property '\(property)' at \(at); add a type annotation, then re-run"
        case .storageSeveralBindings(let wrapper, let at):
            "@\(wrapper) declaration with several bindings at \(at); split it, then re-run"
        case .synthesizedCodable(let at, let missing):
            "relies on synthesized Codable at \(at); @Observable adds storage that synthesis cannot handle — write \(missing.joined(separator: " and ")) by hand, then re-run"
        case .publishedStorage(let property, let at):
            "uses the @Published storage _\(property) at \(at); rewrite it to use '\(property)', then re-run"
        case .publisherSubscribed(let receiver, let property, let at):
            "Combine-driven: \(receiver).$\(property) is subscribed at \(at)"
        case .publisherPipeline(let property, let at):
            "Combine-driven: $\(property) drives a pipeline at \(at)"
        case .externalObjectWillChange(let at):
            "its objectWillChange is used from outside at \(at); observers must move to withObservationTracking first"
        case .objectWillChangeUse(let at):
            "uses objectWillChange at \(at)"
        case .sendWithoutMutation(let at):
            "objectWillChange.send() without a mutation at \(at) — replace it with withMutation(keyPath:) then re-run"
        case .relaysKeptObjectWillChange(let source, let at):
            "relays the objectWillChange of \(source) at \(at), which stays ObservableObject; the relay can go once both migrate"
        case .genericConstraint(let declaration, let parameter, let at):
            "passed to \(declaration)<\(parameter): ObservableObject> (\(at)), which other types that stay ObservableObject also use"
        case .keptWith(let other):
            "kept with \(other): they share a class hierarchy or an ObservableObject protocol and migrate together"
        case .notSelected:
            "not selected by --only"
        }
    }

    /// Its `$projections` drive Combine: seed 003's "Combine-driven models last, or never" — a class
    /// that may deliberately stay `ObservableObject`, not one that needs a person first.
    public var isCombineDriven: Bool {
        switch self {
        case .publisherSubscribed, .publisherPipeline: true
        default: false
        }
    }
}

/// What the migration does with one `ObservableObject` class, decided before any edit is made.
public enum Disposition: Sendable, Hashable {
    /// Rewritten to `@Observable`, nothing left to do.
    case migrate
    /// Rewritten to `@Observable`; each item is a spot a person must look at afterwards (a
    /// `didSet` kept on a formerly `@Published` property).
    case migrateWithManualSteps([ManualItem])
    /// Stays `ObservableObject`, for these reasons (never empty; in the order they were found).
    case keep([KeepReason])

    public var migrates: Bool {
        if case .keep = self { return false }
        return true
    }

    public var keepReasons: [KeepReason] {
        if case .keep(let reasons) = self { return reasons }
        return []
    }

    public var manualSteps: [ManualItem] {
        if case .migrateWithManualSteps(let items) = self { return items }
        return []
    }

    /// `migrated`, `manual` or `kept`, as `migrate` prints it per class.
    public var classDisposition: ClassDisposition {
        switch self {
        case .migrate: .migrated
        case .migrateWithManualSteps: .manual
        case .keep: .kept
        }
    }

    /// The lines printed under the class: why it is kept, or its manual steps (`file:line: reason`).
    public var reasons: [String] {
        switch self {
        case .migrate: []
        case .migrateWithManualSteps(let items): items.map { "\($0.file):\($0.line): \($0.reason)" }
        case .keep(let reasons): reasons.map(\.description)
        }
    }
}

/// The migration's decision for one class.
public struct ClassDecision: Sendable, Hashable {
    /// The qualified name (`Inbox.ViewModel`).
    public let name: String
    public let file: String
    public let line: Int
    public let disposition: Disposition
    /// Classes with the same unit migrate in the same run or not at all: a class hierarchy,
    /// the conformers of a project protocol refining `ObservableObject`, and the classes passed to
    /// one generic `T: ObservableObject` that becomes `T: Observable`.
    public let unit: Int

    public init(name: String, file: String, line: Int, disposition: Disposition, unit: Int) {
        self.name = name
        self.file = file
        self.line = line
        self.disposition = disposition
        self.unit = unit
    }

    public var simpleName: String { ProjectIndex.simpleName(name) }

    public var outcome: ClassOutcome {
        ClassOutcome(name: name, file: file, line: line, disposition: disposition.classDisposition, reasons: disposition.reasons)
    }
}

/// Every class's decision, sorted by name: what `ObservableObject` classes the migration would
/// rewrite and why it keeps the others. Computed without producing edits
/// (`ObservableMigration.decide()`); `remodel migrate` applies it and `remodel plan` stages it.
public struct MigrationDecisions: Sendable {
    public let classes: [ClassDecision]

    public init(classes: [ClassDecision]) {
        self.classes = classes.sorted { ($0.name, $0.file, $0.line) < ($1.name, $1.file, $1.line) }
    }

    /// The decisions for a name as the plan spells it: the qualified name, or every class with
    /// that simple name (same-named nested classes share one plan node).
    public func decisions(named name: String) -> [ClassDecision] {
        let exact = classes.filter { $0.name == name }
        return exact.isEmpty ? classes.filter { $0.simpleName == name } : exact
    }
}
