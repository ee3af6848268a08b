import SwiftSyntax

/// What `remodel audit` counts: the pre-Observation (and pre-1.7 TCA) state-management constructs
/// left in a codebase, read from the syntax tree — comments and string literals never count.
public enum AuditKind: String, Sendable, CaseIterable, Codable {
    /// `ObservableObject` in an inheritance clause (class, extension, protocol, associated type).
    case observableObject
    case published
    case stateObject
    case observedObject
    case environmentObject
    /// `.environmentObject(…)` calls.
    case environmentObjectCall
    /// References to (and declarations of) `objectWillChange`.
    case objectWillChange
    /// `WithViewStore`, `ViewStore` and `ViewStoreOf` references.
    case viewStore
    case presentationState
    case bindingState

    /// How the kind is written in the text output.
    public var title: String {
        switch self {
        case .observableObject: "ObservableObject"
        case .published: "@Published"
        case .stateObject: "@StateObject"
        case .observedObject: "@ObservedObject"
        case .environmentObject: "@EnvironmentObject"
        case .environmentObjectCall: ".environmentObject("
        case .objectWillChange: "objectWillChange"
        case .viewStore: "WithViewStore/ViewStore"
        case .presentationState: "@PresentationState"
        case .bindingState: "@BindingState"
        }
    }

    /// What to do about it.
    public var replacement: String {
        switch self {
        case .observableObject: "@Observable class"
        case .published: "plain var"
        case .stateObject: "@State"
        case .observedObject: "plain property / @Bindable"
        case .environmentObject: "@Environment(T.self)"
        case .environmentObjectCall: ".environment("
        case .objectWillChange: "remove (tracking is automatic)"
        case .viewStore: "observe the store directly (TCA @ObservableState)"
        case .presentationState: "@Presents"
        case .bindingState: "plain var + @ObservableState"
        }
    }

    package static let attributeKinds: [String: AuditKind] = [
        "Published": .published, "StateObject": .stateObject, "ObservedObject": .observedObject,
        "EnvironmentObject": .environmentObject, "PresentationState": .presentationState, "BindingState": .bindingState,
    ]
}

/// One occurrence.
public struct AuditOccurrence: Sendable, Codable, Equatable {
    public let kind: AuditKind
    public let line: Int
    public let column: Int
}

/// The counts for one file.
public struct AuditFile: Sendable, Codable {
    public let path: String
    public let occurrences: [AuditOccurrence]

    public var total: Int { occurrences.count }
    public func count(_ kind: AuditKind) -> Int { occurrences.count { $0.kind == kind } }
}

/// `remodel audit`: exact counts per kind and per file.
public struct LegacyAudit: Sendable {
    /// Files with at least one occurrence, sorted by path.
    public let files: [AuditFile]
    public let fileCount: Int
    public let inputErrors: [InputError]
    /// Classes that are `ObservableObject` through a conformance written on them, on an extension
    /// or on a protocol they adopt: the classes `remodel plan` and `remodel migrate` decide about
    /// (a subclass migrates with its base) — the migration's own definition. The
    /// `observableObject` kind counts written conformances instead, protocols and associated
    /// types included. Nil without a project index.
    public let observableObjectClasses: Int?

    public init(workspace: Workspace) {
        self.init(files: workspace.files, inputErrors: workspace.inputErrors, index: workspace.index)
    }

    public init(files: [SourceFile], inputErrors: [InputError] = [], index: ProjectIndex? = nil) {
        let counted = parallelMap(files) { file in
            AuditFile(path: file.path, occurrences: AuditCounter.occurrences(in: file))
        }
        self.files = counted.filter { $0.total > 0 }.sorted { $0.path < $1.path }
        self.fileCount = files.count
        self.inputErrors = inputErrors
        self.observableObjectClasses = index.map { MigrationSession.candidateClasses(in: $0).count }
    }

    public var total: Int { files.reduce(0) { $0 + $1.total } }
    public func count(_ kind: AuditKind) -> Int { files.reduce(0) { $0 + $1.count(kind) } }
    /// Files with at least one occurrence of `kind`.
    public func fileCount(_ kind: AuditKind) -> Int { files.count { $0.count(kind) > 0 } }
}

package enum AuditCounter {
    package static func occurrences(in file: SourceFile) -> [AuditOccurrence] {
        let visitor = AuditVisitor(viewMode: .sourceAccurate)
        visitor.walk(file.tree)
        return visitor.found.map { kind, position in
            let location = file.location(of: position)
            return AuditOccurrence(kind: kind, line: location.line, column: location.column)
        }.sorted { ($0.line, $0.column, $0.kind.rawValue) < ($1.line, $1.column, $1.kind.rawValue) }
    }
}

/// One walk per file. Comments are trivia and string contents are string-segment tokens, so
/// neither is ever seen as an attribute, an inherited type, a call or an identifier.
package final class AuditVisitor: SyntaxVisitor {
    package var found: [(AuditKind, AbsolutePosition)] = []

    package override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        if let name = TypeNames.baseName(of: node.attributeName), let kind = AuditKind.attributeKinds[name] {
            found.append((kind, node.positionAfterSkippingLeadingTrivia))
        }
        return .visitChildren
    }

    package override func visit(_ node: InheritedTypeSyntax) -> SyntaxVisitorContinueKind {
        if TypeNames.baseName(of: node.type) == "ObservableObject" {
            found.append((.observableObject, node.positionAfterSkippingLeadingTrivia))
        }
        return .visitChildren
    }

    package override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "environmentObject" {
            found.append((.environmentObjectCall, member.period.positionAfterSkippingLeadingTrivia))
        }
        return .visitChildren
    }

    package override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        guard case .identifier(let text) = token.tokenKind else { return .skipChildren }
        switch text {
        case "objectWillChange":
            found.append((.objectWillChange, token.positionAfterSkippingLeadingTrivia))
        case "WithViewStore", "ViewStore", "ViewStoreOf":
            found.append((.viewStore, token.positionAfterSkippingLeadingTrivia))
        default:
            break
        }
        return .skipChildren
    }
}
