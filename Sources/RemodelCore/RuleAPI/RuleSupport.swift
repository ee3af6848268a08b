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

extension ProjectIndex {
    /// Model classes views own or observe: wrapped by `@StateObject`, `@ObservedObject`,
    /// `@EnvironmentObject`, `@Environment(T.self)`, `@Bindable`, `@State` holding a model, or an
    /// `@Observable` model held in a plain stored property.
    public var viewObservedModels: Set<String> { memoized("viewObservedModels") { ProjectIndex.computeViewObservedModels($0) } }
}

extension ProjectIndex {
    package static func computeViewObservedModels(_ index: ProjectIndex) -> Set<String> {
        var result = Set<String>()
        for use in index.wrapperUses {
            guard let type = use.fact.wrappedType, let owner = use.fact.ownerType, index.isView(ProjectIndex.simpleName(owner)) else { continue }
            if use.fact.wrapper == .state, !index.isModelClass(type) { continue }
            if index.isModelClass(type) { result.insert(type) }
        }
        // With @Observable, views also observe a model held in a plain `let`/`var`.
        for declarations in index.typesByName.values {
            for declared in declarations where declared.declaration.kind != .protocol && index.isView(declared.declaration.name) {
                for property in declared.declaration.properties where property.isStored && !property.isStatic {
                    if let type = property.typeName, property.attributes.isEmpty, index.isObservable(type) { result.insert(type) }
                }
            }
        }
        return result
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
