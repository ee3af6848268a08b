import SwiftSyntax
import RemodelCore
import RemodelRules
import RemodelProject

/// A type name as written (`ViewModel`, `Inbox.ViewModel`) and the qualified name of the type
/// it was written in, so nested types resolve the way Swift's name lookup does.
package struct MigrationTypeRef: Equatable {
    package let name: String
    package let scope: String?
}

/// Tells the type of the expressions the migration cares about — receivers of `$x` projections
/// and `objectWillChange`, injected values, generic arguments — from the project index and the
/// syntax around the expression, without type checking. Nil means "cannot tell".
package struct MigrationTypeResolver {
    package let index: ProjectIndex

    /// The type of `expression`, written inside `ownerType` (a qualified type name from the facts).
    package func type(of expression: ExprSyntax, ownerType: String?) -> MigrationTypeRef? {
        type(of: expression, ownerType: ownerType, depth: 0)
    }

    private func type(of expression: ExprSyntax, ownerType: String?, depth: Int) -> MigrationTypeRef? {
        guard depth < 8 else { return nil }
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
            return Self.constructedType(call).map { MigrationTypeRef(name: $0, scope: ownerType) }
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if reference.baseName.tokenKind == .keyword(.self) { return ownerType.map { MigrationTypeRef(name: $0, scope: nil) } }
            switch Self.localBinding(named: name, before: Syntax(reference)) {
            case .declaration(let local)?:
                if let written = Self.writtenType(of: local) { return MigrationTypeRef(name: written, scope: ownerType) }
                guard let value = local.binding.initializer?.value else { return nil }
                return type(of: value, ownerType: ownerType, depth: depth + 1)
            case .value(let value)?:
                return type(of: value, ownerType: ownerType, depth: depth + 1)
            case nil:
                break
            }
            if let parameter = Self.parameterType(named: name, around: Syntax(reference)) {
                return MigrationTypeRef(name: parameter, scope: ownerType)
            }
            return propertyType(name, in: ownerType)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            guard let base = member.base else { return nil }
            let name = member.declName.baseName.text
            if let reference = base.as(DeclReferenceExprSyntax.self) {
                if reference.baseName.tokenKind == .keyword(.self) { return propertyType(name, in: ownerType) }
                let baseName = reference.baseName.text
                if baseName.first?.isUppercase == true, !index.declarationsAndExtensions(named: baseName).isEmpty,
                   Self.localBinding(named: baseName, before: Syntax(reference)) == nil {
                    // `Type.shared`: a static property of the type.
                    guard let property = index.property(named: name, in: baseName), property.isStatic else { return nil }
                    return MigrationTypeRef(name: Self.writtenType(of: property) ?? baseName, scope: baseName)
                }
            }
            guard let baseType = type(of: base, ownerType: ownerType, depth: depth + 1) else { return nil }
            return propertyType(name, in: baseType.name)
        }
        return nil
    }

    private func propertyType(_ name: String, in owner: String?) -> MigrationTypeRef? {
        guard let owner, let property = index.property(named: name, in: ProjectIndex.simpleName(owner)),
              let written = Self.writtenType(of: property) else { return nil }
        return MigrationTypeRef(name: written, scope: owner)
    }

    /// The type a property declares, or constructs in its initial value, as written (`Inbox.ViewModel`).
    package static func writtenType(of property: PropertyDeclaration) -> String? {
        if let annotation = property.typeAnnotation { return writtenName(annotation) }
        if let call = property.binding.initializer?.value.as(FunctionCallExprSyntax.self) { return constructedType(call) }
        return property.typeName
    }

    /// `Model`, `Model?`, `Outer.Model`, `any Model` → the dotted name; generic arguments dropped.
    package static func writtenName(_ type: TypeSyntax) -> String? {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = type.as(MemberTypeSyntax.self) {
            guard let base = writtenName(member.baseType) else { return member.name.text }
            return base + "." + member.name.text
        }
        if let optional = type.as(OptionalTypeSyntax.self) { return writtenName(optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return writtenName(unwrapped.wrappedType) }
        if let attributed = type.as(AttributedTypeSyntax.self) { return writtenName(attributed.baseType) }
        if let some = type.as(SomeOrAnyTypeSyntax.self) { return writtenName(some.constraint) }
        return nil
    }

    /// `T(…)`, `Outer.T(…)`, `T<A>(…)`, `T.init(…)` → the dotted type name.
    package static func constructedType(_ call: FunctionCallExprSyntax) -> String? {
        var callee = call.calledExpression
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.`init`), let base = member.base {
            callee = base
        }
        guard let name = dottedName(callee), name.split(separator: ".").last?.first?.isUppercase == true else { return nil }
        return name
    }

    private static func dottedName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, let prefix = dottedName(base),
           prefix.first?.isUppercase == true {
            return prefix + "." + member.declName.baseName.text
        }
        if let generic = expression.as(GenericSpecializationExprSyntax.self) { return dottedName(generic.expression) }
        return nil
    }

    package enum LocalBinding {
        /// `let name = …` / `var name: T`.
        case declaration(PropertyDeclaration)
        /// `if let name = value`, `guard let name = value`.
        case value(ExprSyntax)
    }

    /// The local declaration or optional binding that `name` refers to at `node`: earlier
    /// statements of the enclosing code blocks (including `guard let`), and the conditions of an
    /// enclosing `if`/`while`. Shorthand `if let name` keeps the outer meaning.
    package static func localBinding(named name: String, before node: Syntax) -> LocalBinding? {
        var current: Syntax? = node
        while let child = current, let parent = child.parent {
            if let items = parent.as(CodeBlockItemListSyntax.self) {
                var found: LocalBinding?
                for item in items {
                    if item.position >= child.position { break }
                    if let variable = item.item.as(VariableDeclSyntax.self),
                       let property = FileIndexer.properties(of: variable).first(where: { $0.name == name }) {
                        found = .declaration(property)
                    } else if let guardStmt = item.item.as(GuardStmtSyntax.self), let value = bindingValue(named: name, in: guardStmt.conditions) {
                        found = .value(value)
                    }
                }
                if let found { return found }
            }
            if let ifExpr = parent.as(IfExprSyntax.self), child.id == ifExpr.body.id,
               let value = bindingValue(named: name, in: ifExpr.conditions) {
                return .value(value)
            }
            if let whileStmt = parent.as(WhileStmtSyntax.self), child.id == whileStmt.body.id,
               let value = bindingValue(named: name, in: whileStmt.conditions) {
                return .value(value)
            }
            if parent.is(MemberBlockSyntax.self) { return nil }
            current = parent
        }
        return nil
    }

    private static func bindingValue(named name: String, in conditions: ConditionElementListSyntax) -> ExprSyntax? {
        var found: ExprSyntax?
        for condition in conditions {
            guard case .optionalBinding(let binding) = condition.condition,
                  binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
                  let value = binding.initializer?.value else { continue }
            found = value
        }
        return found
    }

    /// The declared type of a function, initializer, subscript or closure parameter named `name`
    /// in scope at `node`.
    package static func parameterType(named name: String, around node: Syntax) -> String? {
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
                    return parameter.type.flatMap(writtenName)
                }
            }
            if syntax.is(MemberBlockSyntax.self) { return nil }
            current = syntax.parent
        }
        return nil
    }

    private static func parameterType(named name: String, in parameters: FunctionParameterListSyntax) -> String? {
        for parameter in parameters where (parameter.secondName ?? parameter.firstName).text == name {
            return writtenName(parameter.type)
        }
        return nil
    }
}
