import Foundation
import SwiftSyntax
import RemodelCore
import RemodelRules
import RemodelProject

/// `remodel migrate`: rewrites `ObservableObject` classes to `@Observable` together with every use
/// site across the project (wrappers, injections, `onReceive`, generic constraints), as minimal
/// text edits so comments and formatting survive.
///
/// It works in two phases over the workspace's parsed trees and project index (nothing is
/// re-parsed): first it decides which classes migrate — a `Disposition` per class, computed
/// without producing edits (whole hierarchies, and the two ends of an `objectWillChange` relay,
/// together; Combine-driven classes, classes with a framework base class not known to be
/// compatible or with external `objectWillChange` subscribers, and classes with an
/// `objectWillChange.send()` that no mutation accompanies are kept, with a `KeepReason`) — then it
/// computes the edits for the declarations and for each use site whose type resolves to a
/// migrated class.
public struct ObservableMigration: Sendable {
    public let workspace: Workspace
    public let options: MigrationOptions

    public init(workspace: Workspace, options: MigrationOptions = .init()) {
        self.workspace = workspace
        self.options = options
    }

    /// The first phase only: what would migrate and why the rest is kept. No edits are computed.
    public func decide() -> MigrationDecisions {
        let session = MigrationSession(workspace: workspace, options: options)
        session.plan()
        return session.decisions()
    }

    /// `decide()` without the follow-up steps of migrated classes (each disposition is `migrate` or
    /// `keep`): what lint asks, for less work. Each decision's line is 0 (its keep reasons say
    /// where): lint reads no model's lines to ask why one is kept.
    public func keepDecisions() -> MigrationDecisions {
        keepDecisions(scan: nil).decisions
    }

    /// `keepDecisions()` reusing what the previous run's `$x` scan concluded for uses in unchanged
    /// files (`ProjectionScanMemo`); returns the memo this run leaves (nil without `scan`, or when
    /// the caller records no reads: only a recorded use is known to depend on its own file alone).
    public func keepDecisions(scan: ProjectionScanInput?) -> (decisions: MigrationDecisions, scan: ProjectionScanMemo?) {
        let session = MigrationSession(workspace: workspace, options: options)
        session.keepReasonsOnly = true
        if let scan, ReadTracking.isRecording { session.projectionScan = ProjectionScanRun(input: scan) }
        session.plan()
        return (session.decisions(lines: false), session.projectionScan?.recorded)
    }

    public func run() -> MigrationResult {
        let session = MigrationSession(workspace: workspace, options: options)
        session.plan()
        session.computeEdits()
        return session.result()
    }

    /// `remodel migrate --stage N`: one analysis of the project decides every class, the plan is
    /// staged from those decisions, and exactly the classes of stage `n` (those of them `--only`
    /// names, when given) are migrated. The result is nil when the plan has no stage `n`.
    public func run(stage n: Int) -> (plan: ModelMigrationPlan, result: MigrationResult?) {
        let session = MigrationSession(workspace: workspace, options: options)
        session.analyze()
        session.decide(only: nil)
        let plan = ModelMigrationPlan(index: workspace.index, decisions: session.decisions())
        let classes = plan.classes(inStage: n)
        guard !classes.isEmpty else { return (plan, nil) }
        session.decide(only: options.only.map { Self.selection($0, within: classes) } ?? classes)
        session.computeEdits()
        return (plan, session.result())
    }

    /// `--only` names (simple or qualified) that are in `classes` (the plan's simple names).
    private static func selection(_ only: Set<String>, within classes: Set<String>) -> Set<String> {
        Set(only.filter { classes.contains($0) || classes.contains(ProjectIndex.simpleName($0)) })
    }
}

/// `source.objectWillChange[.receive(on: …)].sink { [weak self] _ in self?.objectWillChange.send() }`,
/// stored with `.store(in: &storage)` or assigned to `storage`, in a method of `target`: the
/// target re-announces the source's changes. With both `@Observable`, a view reading the source's
/// properties through the target is tracked directly, so the relay has nothing left to do.
package struct ObjectWillChangeRelay {
    package let file: SourceFile
    /// The statement to remove, by offsets (it may come from the outlook's memo, with no tree):
    /// from its leading trivia, and where its text starts.
    package let statement: Range<Int>
    package let statementText: Int
    /// Qualified candidate names.
    package let source: String
    package let target: String
    /// The property holding the subscription (`cancellables`, `relay`), when the statement names one.
    package let storage: String?
    package let at: FileLine
}

package struct MigrationFileEdits: Sendable {
    package let file: SourceFile
    package let edits: [TextEdit]
}

/// One `ObservableObject` class under consideration (all declarations with its name).
package final class MigrationCandidate {
    /// The qualified name (`Inbox.ViewModel`), as reported.
    package let name: String
    package let simpleName: String
    package let declarations: [IndexedType]
    package var extensions: [IndexedType] = []
    /// Why it stays `ObservableObject` (empty when it migrates).
    package var keptReasons: [KeepReason] = []
    /// The reasons found by looking at the class and its uses, before the selection (`--only`),
    /// generic constraints and groups are decided.
    package var analysisKeptReasons: [KeepReason] = []
    /// Follow-ups after migration.
    package var manualSteps: [ManualItem] = []
    /// Its class hierarchy / `ObservableObject` protocol group.
    package var group = 0
    /// Its group, joined with the groups it shares a converted generic constraint with.
    package var unit = 0
    /// `objectWillChange.send()` statements to remove.
    package var sendRemovals: [(file: SourceFile, item: CodeBlockItemSyntax)] = []
    /// `_x = Published(initialValue: e)` assignments to rewrite.
    package var publishedInitializers: [(file: SourceFile, target: ExprSyntax, call: FunctionCallExprSyntax, property: String)] = []
    /// Plain stored `var`s an `objectWillChange.send()` announces (the scope around the call
    /// writes them): they stay tracked instead of getting `@ObservationIgnored`.
    package var announcedProperties: Set<String> = []
    /// `onReceive(model.$x)` calls to rewrite as `onChange(of: model.x, initial: true)`, with the
    /// `.receive(on: <main>)` call between the projection and the argument's end, if any.
    /// `$x` pipelines of its own `@Published` properties rewritten as option B (`CombineChain`).
    package var combineChains: [CombineChain] = []
    package var onReceiveConversions: [(file: SourceFile, call: FunctionCallExprSyntax, projection: TokenSyntax, receive: FunctionCallExprSyntax?)] = []
    /// Other classes' `model.$x…sink { }` subscriptions rewritten as observation loops.
    package var observationLoops: [ObservationLoop] = []
    /// `.onReceive(model.$x.debounce(…))` calls rewritten as `.task(id: model.x)`.
    package var debouncedOnReceives: [DebouncedOnReceive] = []

    package init(name: String, declarations: [IndexedType]) {
        self.name = name
        self.simpleName = ProjectIndex.simpleName(name)
        self.declarations = declarations
    }

    package var primary: IndexedType { declarations[0] }
    package var isKept: Bool { !keptReasons.isEmpty }

    /// Stored properties declared with `@Published`, by name.
    package lazy var publishedProperties: [String: PropertyDeclaration] = {
        var result: [String: PropertyDeclaration] = [:]
        for declaration in declarations {
            for property in declaration.declaration.properties where property.hasAttribute("Published") && !property.isStatic {
                result[property.name] = property
            }
        }
        return result
    }()

    package func keep(_ reason: KeepReason) {
        if !keptReasons.contains(reason) { keptReasons.append(reason) }
    }

    package var disposition: Disposition {
        if isKept { return .keep(keptReasons) }
        return manualSteps.isEmpty ? .migrate : .migrateWithManualSteps(manualSteps)
    }
}

/// The state of one migration run. Not shared between threads.
package final class MigrationSession {
    /// Skip what only a migrated class needs (its manual steps): for `keepDecisions()`.
    package var keepReasonsOnly = false
    /// The keep-reason analysis's memo of its `$x` scan, when a lint carries it between runs.
    package var projectionScan: ProjectionScanRun?
    package let workspace: Workspace
    package let index: ProjectIndex
    package let options: MigrationOptions
    package let resolver: MigrationTypeResolver

    /// By qualified name.
    package var candidates: [String: MigrationCandidate] = [:]
    package var candidatesBySimpleName: [String: [MigrationCandidate]] = [:]
    package var candidateOrder: [String] = []
    /// Protocols refining `ObservableObject` whose conformers all migrate: they become `Observable`.
    package var migratedProtocols: [IndexedType] = []
    /// Generic parameters whose `ObservableObject` constraint becomes `Observable`.
    package var genericConstraints: [MigrationGenericConstraint] = []
    /// Every generic constraint found, converted or not (`decide` chooses).
    package var allGenericConstraints: [MigrationGenericConstraint] = []
    /// Protocols refining `ObservableObject`, with their conforming candidates.
    package var protocolGroups: [(IndexedType, [String])] = []
    package var manual: [ManualItem] = []
    /// `source.objectWillChange.sink { self?.objectWillChange.send() }` statements between two
    /// candidates: the two migrate together, and the statement goes.
    package var relays: [ObjectWillChangeRelay] = []
    /// Member variables the migration deletes (a relay's cancellable storage left unused).
    package var removedVariables: Set<FilePosition> = []
    /// Every `.environmentObject(e)`, resolved or not (`analyzeInjections`).
    package var injections: [MigrationInjection] = []

    /// Binding projections (`$x.y`) by projected property name.
    /// Binding projections by the owner's simple name and the projected property (`Owner.model`):
    /// grouping by property alone makes every lookup of a common name (`model`) scan the project.
    package lazy var projectionsByOwnerAndProperty: [String: [Located<BindingProjection>]] = Dictionary(
        grouping: index.bindingProjections.filter { $0.fact.ownerType != nil },
        by: { ProjectIndex.simpleName($0.fact.ownerType!) + "." + $0.fact.property })
    /// Published properties of each candidate and its candidate superclasses, by candidate name.
    package var hierarchyPublishedCache: [String: [String: PropertyDeclaration]] = [:]

    package var edits: [ObjectIdentifier: [TextEdit]] = [:]
    package var editedFiles: [ObjectIdentifier: SourceFile] = [:]
    /// Files that declare a migrated class and so need `import Observation`.
    package var filesNeedingImport: [ObjectIdentifier: SourceFile] = [:]
    /// Whether the project declares something named like the observation-loop helper.
    package lazy var declaresObservationLoopHelper = Self.declaresObservationLoopHelper(in: workspace)
    private var texts: [ObjectIdentifier: MigrationText] = [:]
    /// `_x = Wrapper(v)` assignments per file and wrapper, by `Owner._x` (MigrationUseSiteEdits).
    package var wrapperAssignmentCache: [ObjectIdentifier: [String: [String: [(FunctionCallExprSyntax, ExprSyntax)]]]] = [:]

    package init(workspace: Workspace, options: MigrationOptions) {
        self.workspace = workspace
        self.index = workspace.index
        self.options = options
        self.resolver = MigrationTypeResolver(index: workspace.index)
    }

    // MARK: Helpers

    package func text(of file: SourceFile) -> MigrationText {
        let key = ObjectIdentifier(file)
        if let text = texts[key] { return text }
        let text = MigrationText(file.text)
        texts[key] = text
        return text
    }

    package func add(_ edit: TextEdit, in file: SourceFile) {
        let key = ObjectIdentifier(file)
        edits[key, default: []].append(edit)
        editedFiles[key] = file
    }

    package func add(_ newEdits: [TextEdit], in file: SourceFile) {
        for edit in newEdits { add(edit, in: file) }
    }

    /// The line of a type's name (known without its tree).
    package func location(of type: IndexedType) -> FileLine {
        FileLine(file: type.file.path, line: type.file.location(of: type.declaration.nameTokenPosition).line)
    }

    package func location(_ position: AbsolutePosition, in file: SourceFile) -> FileLine {
        FileLine(file: file.path, line: file.location(of: position).line)
    }

    package func location(_ node: some SyntaxProtocol, in file: SourceFile) -> FileLine {
        FileLine(file: file.path, line: file.location(of: node).line)
    }

    package func addManual(_ node: some SyntaxProtocol, in file: SourceFile, _ reason: String) {
        manual.append(ManualItem(file: file.path, line: file.location(of: node).line, reason: reason))
    }

    package var migratedNames: Set<String> { Set(candidates.values.filter { !$0.isKept }.map(\.name)) }

    /// The candidate a type name written in `scope` refers to: nested types first (as Swift's name
    /// lookup does), then the exact qualified name, then a unique match by suffix.
    package func candidate(named written: String?, scope: String?) -> MigrationCandidate? {
        guard let written, !written.isEmpty else { return nil }
        if let scope {
            var parts = scope.split(separator: ".").map(String.init)
            while !parts.isEmpty {
                if let found = candidates[parts.joined(separator: ".") + "." + written] { return found }
                parts.removeLast()
            }
        }
        if let exact = candidates[written] { return exact }
        let matches = (candidatesBySimpleName[ProjectIndex.simpleName(written)] ?? []).filter { $0.name.hasSuffix("." + written) }
        return matches.count == 1 ? matches[0] : nil
    }

    package func candidate(_ type: MigrationTypeRef?) -> MigrationCandidate? {
        guard let type else { return nil }
        return candidate(named: type.name, scope: type.scope)
    }

    package func migratedCandidate(named name: String?, scope: String? = nil) -> MigrationCandidate? {
        guard let found = candidate(named: name, scope: scope), !found.isKept else { return nil }
        return found
    }

    /// Project superclasses of a candidate that are candidates too, nearest first.
    package func candidateSuperclasses(of candidate: MigrationCandidate) -> [MigrationCandidate] {
        index.superclasses(of: candidate.simpleName).compactMap { self.candidate(named: $0, scope: nil) }.filter { $0 !== candidate }
    }

    // MARK: Result

    /// Each candidate's decision, sorted by name. Without `lines` each decision's line is 0: the
    /// keep reasons alone (`keepDecisions(scan:)`) read no file's lines for the classes they keep
    /// nothing of (every model of the project, on a lint that asks why one is kept).
    package func decisions(lines: Bool = true) -> MigrationDecisions {
        MigrationDecisions(classes: candidateOrder.compactMap { candidates[$0] }.map { candidate in
            let line = lines ? candidate.primary.file.location(of: candidate.primary.declaration.nameTokenPosition).line : 0
            return ClassDecision(
                name: candidate.name, file: candidate.primary.file.path, line: line,
                disposition: candidate.disposition, unit: candidate.unit)
        })
    }

    package func result() -> MigrationResult {
        let work = editedFiles.compactMap { key, file -> MigrationFileEdits? in
            guard let fileEdits = edits[key], !fileEdits.isEmpty else { return nil }
            return MigrationFileEdits(file: file, edits: fileEdits)
        }.sorted { $0.file.path < $1.file.path }
        // Applying edits and diffing are per file: run them on every core.
        let rewrites = parallelMap(work) { item -> FileRewrite? in
            let newText = EditApplier.apply(item.edits, to: item.file.text, lineEnding: item.file.format.lineEnding).text
            return newText == item.file.text ? nil : FileRewrite(file: item.file, newText: newText)
        }.compactMap { $0 }
        let decided = decisions()
        let outcomes = decided.classes.map(\.outcome)
        var seen = Set<String>()
        let items = (manual + decided.classes.flatMap(\.disposition.manualSteps))
            .filter { seen.insert("\($0.file):\($0.line):\($0.reason)").inserted }
            .sorted { ($0.file, $0.line, $0.reason) < ($1.file, $1.line, $1.reason) }
        let expected = candidateOrder.compactMap { candidates[$0] }.filter { !$0.isKept }.flatMap { candidate in
            candidate.declarations.map { ExpectedAttribute(file: $0.file.path, typeName: $0.declaration.qualifiedName, attribute: "Observable") }
        }
        return MigrationResult(rewrites: rewrites, classes: outcomes, manual: items, expectedAttributes: expected)
    }
}
