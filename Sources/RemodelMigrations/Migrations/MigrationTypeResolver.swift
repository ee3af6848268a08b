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

/// The migration's view of expression types: the semantic layer's answer (`Semantics.type(of:)`),
/// as the qualified name the migration's candidates are keyed by. Nil means "cannot tell".
package struct MigrationTypeResolver {
    package let index: ProjectIndex

    /// The type of `expression`, written inside `ownerType` (a qualified type name from the facts).
    package func type(of expression: ExprSyntax, ownerType: String?) -> MigrationTypeRef? {
        let semantics = index.semantics
        guard let type = semantics.type(of: expression, enclosing: ownerType), !type.isMetatype else { return nil }
        return MigrationTypeRef(name: semantics.qualifiedName(of: type.id), scope: nil)
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
}
