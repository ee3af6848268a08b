import Foundation
import SwiftSyntax

/// `remodel migrate`: rewrites `ObservableObject` classes to `@Observable` together with every use
/// site across the project (wrappers, injections, `onReceive`, generic constraints), as minimal
/// text edits so comments and formatting survive.
///
/// It works in two phases over the workspace's parsed trees and project index (nothing is
/// re-parsed): first it decides which classes migrate (whole hierarchies together; Combine-driven
/// classes, classes with an external base class or external `objectWillChange` subscribers, and
/// classes with an `objectWillChange.send()` that no mutation accompanies are kept, with the
/// reason), then it computes the edits for the declarations and for each use site whose type
/// resolves to a migrated class.
public struct ObservableMigration: Sendable {
    public let workspace: Workspace
    public let options: MigrationOptions

    public init(workspace: Workspace, options: MigrationOptions = .init()) {
        self.workspace = workspace
        self.options = options
    }

    public func run() -> MigrationResult {
        let session = MigrationSession(workspace: workspace, options: options)
        session.plan()
        session.computeEdits()
        return session.result()
    }
}

/// One `ObservableObject` class under consideration (all declarations with its name).
final class MigrationCandidate {
    let name: String
    let declarations: [IndexedType]
    var extensions: [IndexedType] = []
    /// Why it stays `ObservableObject` (empty when it migrates).
    var keptReasons: [String] = []
    /// Follow-ups after migration (file:line reason).
    var manualReasons: [String] = []
    var group = 0
    /// `objectWillChange.send()` statements to remove.
    var sendRemovals: [(file: SourceFile, item: CodeBlockItemSyntax)] = []
    /// `_x = Published(initialValue: e)` assignments to rewrite.
    var publishedInitializers: [(file: SourceFile, target: ExprSyntax, call: FunctionCallExprSyntax, property: String)] = []
    /// `onReceive(model.$x)` calls to rewrite as `onChange(of: model.x)`.
    var onReceiveConversions: [(file: SourceFile, call: FunctionCallExprSyntax, projection: TokenSyntax)] = []

    init(name: String, declarations: [IndexedType]) {
        self.name = name
        self.declarations = declarations
    }

    var primary: IndexedType { declarations[0] }
    var isKept: Bool { !keptReasons.isEmpty }

    /// Stored properties declared with `@Published`, by name.
    lazy var publishedProperties: [String: PropertyDeclaration] = {
        var result: [String: PropertyDeclaration] = [:]
        for declaration in declarations {
            for property in declaration.declaration.properties where property.hasAttribute("Published") && !property.isStatic {
                result[property.name] = property
            }
        }
        return result
    }()

    func keep(_ reason: String) {
        if !keptReasons.contains(reason) { keptReasons.append(reason) }
    }
}

/// The state of one migration run. Not shared between threads.
final class MigrationSession {
    let workspace: Workspace
    let index: ProjectIndex
    let options: MigrationOptions
    let resolver: MigrationTypeResolver

    var candidates: [String: MigrationCandidate] = [:]
    var candidateOrder: [String] = []
    /// Protocols refining `ObservableObject` whose conformers all migrate: they become `Observable`.
    var migratedProtocols: [IndexedType] = []
    /// Generic parameters whose `ObservableObject` constraint becomes `Observable`.
    var genericConstraints: [MigrationGenericConstraint] = []
    var manual: [ManualItem] = []

    var edits: [ObjectIdentifier: [TextEdit]] = [:]
    var editedFiles: [ObjectIdentifier: SourceFile] = [:]
    /// Files that declare a migrated class and so need `import Observation`.
    var filesNeedingImport: [ObjectIdentifier: SourceFile] = [:]
    private var texts: [ObjectIdentifier: MigrationText] = [:]

    init(workspace: Workspace, options: MigrationOptions) {
        self.workspace = workspace
        self.index = workspace.index
        self.options = options
        self.resolver = MigrationTypeResolver(index: workspace.index)
    }

    // MARK: Helpers

    func text(of file: SourceFile) -> MigrationText {
        let key = ObjectIdentifier(file)
        if let text = texts[key] { return text }
        let text = MigrationText(file.text)
        texts[key] = text
        return text
    }

    func add(_ edit: TextEdit, in file: SourceFile) {
        let key = ObjectIdentifier(file)
        edits[key, default: []].append(edit)
        editedFiles[key] = file
    }

    func add(_ newEdits: [TextEdit], in file: SourceFile) {
        for edit in newEdits { add(edit, in: file) }
    }

    func location(_ node: some SyntaxProtocol, in file: SourceFile) -> String {
        "\(file.path):\(file.location(of: node).line)"
    }

    func addManual(_ node: some SyntaxProtocol, in file: SourceFile, _ reason: String) {
        manual.append(ManualItem(file: file.path, line: file.location(of: node).line, reason: reason))
    }

    var migratedNames: Set<String> { Set(candidates.values.filter { !$0.isKept }.map(\.name)) }

    func migratedCandidate(named name: String?) -> MigrationCandidate? {
        guard let name, let candidate = candidates[name], !candidate.isKept else { return nil }
        return candidate
    }

    // MARK: Result

    func result() -> MigrationResult {
        var rewrites: [FileRewrite] = []
        for (key, file) in editedFiles {
            guard let fileEdits = edits[key], !fileEdits.isEmpty else { continue }
            let newText = EditApplier.apply(migrationSorted(fileEdits), to: file.text, lineEnding: file.format.lineEnding).text
            if newText != file.text { rewrites.append(FileRewrite(file: file, newText: newText)) }
        }
        rewrites.sort { $0.file.path < $1.file.path }
        let outcomes = candidateOrder.compactMap { candidates[$0] }.map { candidate -> ClassOutcome in
            let location = candidate.primary.file.location(of: candidate.primary.declaration.nameToken)
            let disposition: ClassDisposition = candidate.isKept ? .kept : (candidate.manualReasons.isEmpty ? .migrated : .manual)
            return ClassOutcome(
                name: candidate.name, file: candidate.primary.file.path, line: location.line, disposition: disposition,
                reasons: candidate.isKept ? candidate.keptReasons : candidate.manualReasons)
        }.sorted { ($0.name, $0.file, $0.line) < ($1.name, $1.file, $1.line) }
        var seen = Set<String>()
        let items = manual.filter { seen.insert("\($0.file):\($0.line):\($0.reason)").inserted }
            .sorted { ($0.file, $0.line, $0.reason) < ($1.file, $1.line, $1.reason) }
        return MigrationResult(rewrites: rewrites, classes: outcomes, manual: items)
    }
}
