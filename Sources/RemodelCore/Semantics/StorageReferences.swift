import SwiftSyntax

/// Code that names a property wrapper's storage, `_title` for `@Published var title`: the
/// migration rewrites `_x = Published(initialValue: v)` in an initializer, and any other such
/// reference keeps the class (`@Observable` has no `_x` of that type). One detector for the
/// migration's edits and for the facts the indexer records (`TypeDeclaration.storageReferences`).
package enum StorageReferences {
    /// The references named `names` under `node` (a member block: nested types included), in order.
    package static func find(in node: some SyntaxProtocol, names: Set<String>) -> [DeclReferenceExprSyntax] {
        references(in: node) { names.contains($0) }
    }

    /// Every reference under `node` whose name is `_` and an identifier (`_title`, `_count2`), in order.
    package static func underscored(in node: some SyntaxProtocol) -> [DeclReferenceExprSyntax] {
        references(in: node, matching: isUnderscored)
    }

    private static func references(in node: some SyntaxProtocol, matching matches: @escaping (String) -> Bool) -> [DeclReferenceExprSyntax] {
        let finder = NameReferenceFinder(matches: matches)
        finder.walk(node)
        return finder.found
    }

    /// Whether a reference's text is `_` followed by more (what `underscored` finds).
    package static func isUnderscored(_ text: String) -> Bool {
        text.utf8.count > 1 && text.utf8.first == UInt8(ascii: "_")
    }

    /// `_x = Published(initialValue: v)` / `self._x = Published(wrappedValue: v)` in an initializer:
    /// the assignment's target and the `Published` call.
    package static func publishedInitializer(_ reference: DeclReferenceExprSyntax) -> (ExprSyntax, FunctionCallExprSyntax)? {
        var target = ExprSyntax(reference)
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id,
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            target = ExprSyntax(member)
        }
        guard let sequence = target.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[0].id == target.id, elements[1].is(AssignmentExprSyntax.self),
              let call = elements[2].as(FunctionCallExprSyntax.self), isPublishedInitializer(call.calledExpression),
              call.arguments.count == 1, let label = call.arguments.first?.label?.text,
              label == "initialValue" || label == "wrappedValue",
              sequence.ancestor(InitializerDeclSyntax.self) != nil else { return nil }
        return (target, call)
    }

    /// `Published`, `Published.init`, `Published<T>` or `.init`.
    private static func isPublishedInitializer(_ callee: ExprSyntax) -> Bool {
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "Published" }
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { return isPublishedInitializer(generic.expression) }
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.`init`) {
            guard let base = member.base else { return true }
            return isPublishedInitializer(base)
        }
        return false
    }
}

/// The `DeclReferenceExpr`s whose name matches, in source order.
private final class NameReferenceFinder: SyntaxVisitor {
    private let matches: (String) -> Bool
    private(set) var found: [DeclReferenceExprSyntax] = []

    init(matches: @escaping (String) -> Bool) {
        self.matches = matches
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if matches(node.baseName.text) { found.append(node) }
        return .skipChildren
    }
}

/// A `_name` reference in a class's or an extension's member block (nested types included), as
/// `StorageReferences.underscored` finds it: the name as written, where its text starts, and
/// whether it is the target of `_x = Published(initialValue: v)` in an initializer
/// (`StorageReferences.publishedInitializer`).
public struct StorageReference: Sendable, Equatable {
    public let name: String
    public let position: AbsolutePosition
    public let initializesPublished: Bool
}
