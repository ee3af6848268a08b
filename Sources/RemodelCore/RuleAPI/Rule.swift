import SwiftSyntax

/// How much a violation matters; it decides the default severity.
public enum Impact: String, Sendable, CaseIterable, Codable {
    case critical = "CRITICAL", high = "HIGH", medium = "MEDIUM", low = "LOW"

    public var defaultSeverity: Severity { self == .critical || self == .high ? .error : .warning }
}

public enum Severity: String, Sendable, Codable, Comparable {
    case warning, error
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .warning && rhs == .error }
}

/// Whether a rule's violations come with a fix (Ruff's fix availability). How a fix may be used is
/// its `FixApplicability`; a rule declares both in a `FixDeclaration`.
public enum FixAvailability: String, Sendable, CaseIterable {
    /// Report only: no violation gets a fix.
    case never
    /// Some violations get a fix; the others are report only.
    case sometimes
    /// Every violation gets a fix.
    case always
}

/// How a fix may be used (Ruff's applicability).
public enum FixApplicability: String, Sendable, Codable, CaseIterable {
    /// Keeps the code's meaning: applied by `remodel lint --fix`.
    case safe
    /// May change behaviour or need follow-up edits: applied only with `--fix --unsafe-fixes`.
    case unsafe
    /// A suggestion shown in the report (text, JSON, SARIF) and documented by `remodel explain`;
    /// never applied, not even with `--unsafe-fixes`.
    case displayOnly = "display-only"

    /// Whether `remodel lint --fix` applies it (`includeUnsafe`: with `--unsafe-fixes`).
    public func isApplied(includeUnsafe: Bool) -> Bool {
        switch self {
        case .safe: true
        case .unsafe: includeUnsafe
        case .displayOnly: false
        }
    }
}

/// What a rule declares about its fixes: how often a violation gets one, and which applicabilities
/// those fixes can have. `RuleExampleTests` checks every fix a rule emits against it.
public struct FixDeclaration: Sendable, Hashable {
    public let availability: FixAvailability
    /// Empty exactly when `availability` is `.never`.
    public let applicabilities: Set<FixApplicability>

    private init(availability: FixAvailability, applicabilities: Set<FixApplicability>) {
        self.availability = availability
        self.applicabilities = applicabilities
    }

    /// Report only.
    public static let never = FixDeclaration(availability: .never, applicabilities: [])

    /// Some violations get a fix with one of these applicabilities; the others are report only.
    public static func sometimes(_ applicability: FixApplicability, _ more: FixApplicability...) -> FixDeclaration {
        FixDeclaration(availability: .sometimes, applicabilities: Set([applicability] + more))
    }

    /// Every violation gets a fix with one of these applicabilities.
    public static func always(_ applicability: FixApplicability, _ more: FixApplicability...) -> FixDeclaration {
        FixDeclaration(availability: .always, applicabilities: Set([applicability] + more))
    }

    /// The applicabilities in a stable order: safe, unsafe, display-only.
    public var orderedApplicabilities: [FixApplicability] { FixApplicability.allCases.filter(applicabilities.contains) }
}

/// An Incorrect or Correct code sample. In Incorrect samples `↓` marks where each violation is
/// reported; `fixed` is the expected result of applying the rule's fixes.
public struct RuleExample: Sendable {
    public let code: String
    public let fixed: String?
    public let fileID: String
    public let line: Int

    public init(_ code: String, fixed: String? = nil, fileID: String = #fileID, line: Int = #line) {
        self.code = code
        self.fixed = fixed
        self.fileID = fileID
        self.line = line
    }

    public static let marker: Character = "↓"

    /// The code without markers and the UTF-8 offsets the markers stood at.
    public var unmarked: (code: String, offsets: [Int]) {
        var output = ""
        var offsets: [Int] = []
        var utf8 = 0
        for character in code {
            if character == Self.marker {
                offsets.append(utf8)
            } else {
                output.append(character)
                utf8 += character.utf8.count
            }
        }
        return (output, offsets)
    }
}

/// A SwiftPM package version a rule's advice depends on.
public struct DependencyRequirement: Sendable, Equatable {
    /// Lowercased package identity, as in `Package.resolved`.
    public let identity: String
    public let minimum: OSVersion
    /// For messages and docs: "The Composable Architecture 1.7".
    public let display: String

    public init(identity: String, minimum: OSVersion, display: String) {
        self.identity = identity.lowercased()
        self.minimum = minimum
        self.display = display
    }

    /// The Composable Architecture 1.7: `@ObservableState`, `@Presents`, observation of `Store`.
    public static let composableArchitecture17 = DependencyRequirement(
        identity: "swift-composable-architecture", minimum: OSVersion(1, 7), display: "The Composable Architecture 1.7")
}

/// A rule's metadata: what users read in `remodel explain`, the docs and SARIF.
public struct RuleDescription: Sendable {
    public let id: String
    public let title: String
    public let impact: Impact
    public let impactDescription: String
    public let tags: [String]
    /// Markdown: what it does, why it matters, and how the fix behaves.
    public let rationale: String
    public let incorrectLabel: String
    public let correctLabel: String
    public let incorrect: [RuleExample]
    public let correct: [RuleExample]
    /// Whether violations come with fixes, and how safe those are.
    public let fix: FixDeclaration
    /// The rule asks `RuleContext.migration` what the migration keeps: the driver starts that
    /// analysis early, beside the rules, when the rule is enabled.
    public let asksMigrationOutlook: Bool
    /// Off unless a configuration lists it in `opt_in_rules` (or `only_rules`, or the run asks for
    /// it by id): rules whose measured precision on real apps is below 90 % until they are fixed.
    public let optIn: Bool
    /// The library version the advice needs (TCA 1.7 for `@ObservableState`): the rule does not
    /// run on files whose project pins an older one (it runs when the version is unknown).
    public let requiredDependency: DependencyRequirement?

    public init(
        id: String, title: String, impact: Impact, impactDescription: String, tags: [String], rationale: String,
        incorrectLabel: String, correctLabel: String, incorrect: [RuleExample], correct: [RuleExample],
        fix: FixDeclaration = .never, asksMigrationOutlook: Bool = false, optIn: Bool = false,
        requiredDependency: DependencyRequirement? = nil
    ) {
        self.asksMigrationOutlook = asksMigrationOutlook
        self.optIn = optIn
        self.requiredDependency = requiredDependency
        self.id = id
        self.title = title
        self.impact = impact
        self.impactDescription = impactDescription
        self.tags = tags
        self.rationale = rationale
        self.incorrectLabel = incorrectLabel
        self.correctLabel = correctLabel
        self.incorrect = incorrect
        self.correct = correct
        self.fix = fix
    }
}

/// A replacement of the UTF-8 byte range `range` of a file's text (without BOM) by `replacement`.
public struct TextEdit: Sendable, Hashable {
    public let range: Range<Int>
    public let replacement: String

    public init(range: Range<Int>, replacement: String) {
        self.range = range
        self.replacement = replacement
    }

    public init(replacing node: some SyntaxProtocol, with replacement: String, includingTrivia: Bool = false) {
        let start = includingTrivia ? node.position : node.positionAfterSkippingLeadingTrivia
        let end = includingTrivia ? node.endPosition : node.endPositionBeforeTrailingTrivia
        self.init(range: start.utf8Offset..<end.utf8Offset, replacement: replacement)
    }

    public static func insert(_ text: String, at position: AbsolutePosition) -> TextEdit {
        TextEdit(range: position.utf8Offset..<position.utf8Offset, replacement: text)
    }
}

/// Edits that resolve (or, when display-only, illustrate the resolution of) one violation.
public struct Fix: Sendable {
    /// What the fix does, in the imperative ("Add @ObservableState").
    public let title: String
    public let applicability: FixApplicability
    public let edits: [TextEdit]

    public init(_ title: String, applicability: FixApplicability, edits: [TextEdit]) {
        self.title = title
        self.applicability = applicability
        self.edits = edits
    }
}

/// One problem a rule found in a file.
public struct Violation: Sendable {
    public let position: AbsolutePosition
    public let message: String
    public let fix: Fix?
    /// At most this severity, whatever the rule's configured one (a finding the rule itself
    /// reports as advice: `prefer-observable` on a class `remodel migrate` deliberately keeps).
    public let maximumSeverity: Severity?

    public init(at position: AbsolutePosition, _ message: String, fix: Fix? = nil, maximumSeverity: Severity? = nil) {
        self.position = position
        self.message = message
        self.fix = fix
        self.maximumSeverity = maximumSeverity
    }

    public init(at node: some SyntaxProtocol, _ message: String, fix: Fix? = nil, maximumSeverity: Severity? = nil) {
        self.init(at: node.positionAfterSkippingLeadingTrivia, message, fix: fix, maximumSeverity: maximumSeverity)
    }

    /// The severity this violation is reported at when its rule is configured at `configured`.
    public func severity(configured: Severity) -> Severity {
        maximumSeverity.map { min($0, configured) } ?? configured
    }
}

/// What `remodel migrate` decides for a class, for rules whose advice depends on it. The driver
/// supplies it (the migration is a layer above the rules) and computes it at most once per run,
/// the first time a rule asks.
public protocol MigrationOutlook: Sendable {
    /// Why `remodel migrate` keeps the class declared in `path` as `ObservableObject`; nil when
    /// it migrates it (or does not know it).
    func keepReason(ofClass qualifiedName: String, inFile path: String) -> String?
}

/// What a rule sees: the project index and the options in force.
public struct RuleContext: Sendable {
    /// The project index: every other file's facts, and what is derived from them. What a check
    /// asks it makes the check depend on them (`ReadTracking`): a question about a name on the
    /// files that declare, extend or use the name, a whole table on every file. An incremental
    /// lint checks a file again after other files' facts change only when its checks asked about
    /// a name they give, or read a whole table.
    public var index: ProjectIndex { projectIndex }
    private let projectIndex: ProjectIndex
    public let options: RuleOptions
    /// What the migration does with each class; nil when the driver offers none. Its answers are
    /// dependencies of their own (`DerivedAnswer`), compared again when facts change.
    public let migration: (any MigrationOutlook)?

    public init(index: ProjectIndex, options: RuleOptions = .init(), migration: (any MigrationOutlook)? = nil) {
        self.projectIndex = index
        self.options = options
        self.migration = migration
    }

    /// Asks `question` about `argument` without reading the index for the check: the check
    /// depends on the answer alone (`ProjectQuestion`).
    public func ask(_ question: ProjectQuestion, about argument: String = "") -> String {
        let answer = ReadTracking.answering { question.answer(about: argument, in: projectIndex) }
        ReadTracking.noteDerived(ProjectQuestion.derivedName, key: question.key(about: argument), answer: answer)
        return answer
    }
}

/// Project-wide options rules may read (from `.remodel.yml`).
public struct RuleOptions: Sendable, Equatable {
    /// The oldest OS versions the file is built for (`.remodel.yml`, else the build target that
    /// compiles the file); unknown when neither says.
    public var deploymentTarget: DeploymentTarget
    /// The module's default actor isolation (SE-0466; `-default-isolation`, SwiftPM's
    /// `.defaultIsolation(MainActor.self)`, Xcode's Default Actor Isolation setting).
    public var defaultIsolation: DefaultIsolation
    /// Resolved versions of the SwiftPM dependencies the file's project pins (`Package.resolved`),
    /// by lowercased package identity (`swift-composable-architecture`); empty when unknown.
    public var dependencyVersions: [String: OSVersion]

    public init(
        deploymentTarget: DeploymentTarget = DeploymentTarget(), defaultIsolation: DefaultIsolation = .nonisolated,
        dependencyVersions: [String: OSVersion] = [:]
    ) {
        self.deploymentTarget = deploymentTarget
        self.defaultIsolation = defaultIsolation
        self.dependencyVersions = dependencyVersions
    }

    /// Whether the file's project pins `requirement`'s package below its minimum (false when the
    /// version is unknown).
    public func pinsBelow(_ requirement: DependencyRequirement) -> Bool {
        dependencyVersions[requirement.identity].map { $0 < requirement.minimum } ?? false
    }

    public init(minimumIOS: Int, defaultIsolation: DefaultIsolation = .nonisolated) {
        self.init(deploymentTarget: DeploymentTarget([.iOS: OSVersion(minimumIOS)]), defaultIsolation: defaultIsolation)
    }

    /// The iOS major version (`minimum_ios`); 17 when the target does not name iOS.
    public var minimumIOS: Int {
        get { deploymentTarget.minimums[.iOS]?.major ?? 17 }
        set { deploymentTarget.minimums[.iOS] = OSVersion(newValue) }
    }
}

/// What a declaration without an isolation attribute is isolated to.
public enum DefaultIsolation: String, Sendable, Equatable, CaseIterable {
    /// Swift's default: not isolated.
    case nonisolated
    /// Every declaration that does not opt out (`nonisolated`, an actor, another global actor) is `@MainActor`.
    case mainActor = "MainActor"
}

/// A lint rule. Each rule lives in its own file under `Rules/` with a type named like the file;
/// the build plugin registers every such type, so adding a rule touches nothing else.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    /// The project questions its checks ask (`RuleContext.ask`): an incremental lint asks the
    /// recorded ones again when facts change, and treats an answer to a question no enabled rule
    /// lists as changed.
    static var projectQuestions: [ProjectQuestion] { get }
    init()
    /// Violations in `file`. Cross-file facts come from `context.index` (or `context.ask`).
    func check(_ file: SourceFile, context: RuleContext) -> [Violation]
}

extension Rule {
    public static var projectQuestions: [ProjectQuestion] { [] }
}

extension Rule {
    public var description: RuleDescription { Self.description }
}
