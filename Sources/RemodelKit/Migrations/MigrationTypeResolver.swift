import SwiftSyntax

/// Tells the (simple) type of the expressions the migration cares about — receivers of `$x`
/// projections and `objectWillChange`, injected values, `onReceive` arguments — from the project
/// index and the syntax around the expression, without type checking. Nil means "cannot tell".
struct MigrationTypeResolver {
    let index: ProjectIndex

    /// The type of `expression`, written inside `ownerType` (a qualified type name from the facts).
    func type(of expression: ExprSyntax, ownerType: String?) -> String? {
        type(of: expression, ownerType: ownerType, depth: 0)
    }

    private func type(of expression: ExprSyntax, ownerType: String?, depth: Int) -> String? {
        guard depth < 8 else { return nil }
        let owner = ownerType.map(ProjectIndex.simpleName)
        if let optional = expression.as(OptionalChainingExprSyntax.self) {
            return type(of: optional.expression, ownerType: ownerType, depth: depth + 1)
        }
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) {
            return type(of: unwrap.expression, ownerType: ownerType, depth: depth + 1)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return type(of: only.expression, ownerType: ownerType, depth: depth + 1)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return TypeNames.constructedType(call)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if reference.baseName.tokenKind == .keyword(.self) { return owner }
            if let local = FileIndexer.localVariableType(named: name, before: Syntax(reference)) { return local }
            if let parameter = Self.parameterType(named: name, around: Syntax(reference)) { return parameter }
            if let owner, let property = index.property(named: name, in: owner) { return property.typeName }
            return nil
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            guard let base = member.base else { return nil }
            let name = member.declName.baseName.text
            if let reference = base.as(DeclReferenceExprSyntax.self) {
                if reference.baseName.tokenKind == .keyword(.self) {
                    guard let owner else { return nil }
                    return index.property(named: name, in: owner)?.typeName
                }
                let baseName = reference.baseName.text
                if baseName.first?.isUppercase == true, !index.declarationsAndExtensions(named: baseName).isEmpty,
                   FileIndexer.localVariableType(named: baseName, before: Syntax(reference)) == nil {
                    // `Type.shared`: a static property of the type.
                    if let property = index.property(named: name, in: baseName), property.isStatic {
                        return property.typeName ?? baseName
                    }
                    return nil
                }
            }
            guard let baseType = type(of: base, ownerType: ownerType, depth: depth + 1) else { return nil }
            return index.property(named: name, in: baseType)?.typeName
        }
        return nil
    }

    /// The declared type of a function, initializer, subscript or closure parameter named `name`
    /// in scope at `node`.
    static func parameterType(named name: String, around node: Syntax) -> String? {
        var current = node.parent
        while let syntax = current {
            if let function = syntax.as(FunctionDeclSyntax.self) {
                return parameterType(named: name, in: function.signature.parameterClause.parameters)
            }
            if let initializer = syntax.as(InitializerDeclSyntax.self) {
                return parameterType(named: name, in: initializer.signature.parameterClause.parameters)
            }
            if let subscriptDecl = syntax.as(SubscriptDeclSyntax.self) {
                return parameterType(named: name, in: subscriptDecl.parameterClause.parameters)
            }
            if let closure = syntax.as(ClosureExprSyntax.self),
               case .parameterClause(let clause)? = closure.signature?.parameterClause {
                for parameter in clause.parameters where (parameter.secondName ?? parameter.firstName).text == name {
                    return parameter.type.flatMap(TypeNames.baseName(of:))
                }
            }
            if syntax.is(MemberBlockSyntax.self) { return nil }
            current = syntax.parent
        }
        return nil
    }

    private static func parameterType(named name: String, in parameters: FunctionParameterListSyntax) -> String? {
        for parameter in parameters where (parameter.secondName ?? parameter.firstName).text == name {
            return TypeNames.baseName(of: parameter.type)
        }
        return nil
    }
}
