import SwiftSyntax

extension SyntaxProtocol {
    /// The nearest ancestor of the given kind.
    public func ancestor<T: SyntaxProtocol>(_ kind: T.Type) -> T? {
        var current = parent
        while let node = current {
            if let match = node.as(T.self) { return match }
            current = node.parent
        }
        return nil
    }

    /// The nearest enclosing class/struct/enum/actor/extension declaration.
    public var enclosingTypeDecl: (any DeclGroupSyntax)? {
        var current = parent
        while let node = current {
            if let group = node.asProtocol(DeclGroupSyntax.self), !node.is(ProtocolDeclSyntax.self) { return group }
            current = node.parent
        }
        return nil
    }

    /// The nearest enclosing function, initializer, accessor or closure — whichever is innermost.
    public var enclosingCodeOwner: Syntax? {
        var current = parent
        while let node = current {
            if node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self) || node.is(AccessorDeclSyntax.self)
                || node.is(ClosureExprSyntax.self) || node.is(PatternBindingSyntax.self) || node.is(DeinitializerDeclSyntax.self) {
                return node
            }
            current = node.parent
        }
        return nil
    }
}

extension DeclGroupSyntax {
    /// The declared (or extended) type's simple name.
    public var typeName: String? {
        if let node = self.as(ClassDeclSyntax.self) { return node.name.text }
        if let node = self.as(StructDeclSyntax.self) { return node.name.text }
        if let node = self.as(EnumDeclSyntax.self) { return node.name.text }
        if let node = self.as(ActorDeclSyntax.self) { return node.name.text }
        if let node = self.as(ExtensionDeclSyntax.self) { return TypeNames.baseName(of: node.extendedType) }
        return nil
    }
}

extension DeclModifierListSyntax {
    public func contains(_ keyword: Keyword) -> Bool { contains { $0.name.tokenKind == .keyword(keyword) } }
}

extension AttributeListSyntax {
    public func contains(named name: String) -> Bool {
        contains { $0.as(AttributeSyntax.self).flatMap { TypeNames.baseName(of: $0.attributeName) } == name }
    }
}

/// Walks the bodies of one type's members without descending into nested type declarations,
/// whose members belong to another type. Subclass it and override the visits you need.
open class MemberBodyVisitor: SyntaxVisitor {
    open override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    open override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    open override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    open override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    open override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
