import SwiftSyntax

/// Reads type names out of type and expression syntax.
public enum TypeNames {
    /// `node.trimmedDescription` without the two trimmed copies of the node swift-syntax builds
    /// for it: the node's text less the whitespace before its first token and after its last. A
    /// node whose outer trivia holds anything else (a comment) is described the slow way.
    package static func trimmedText(of node: some SyntaxProtocol) -> String {
        let leading = node.leadingTrivia, trailing = node.trailingTrivia
        guard leading.allSatisfy(\.isWhitespace), trailing.allSatisfy(\.isWhitespace) else { return node.trimmedDescription }
        let bytes = node.syntaxTextBytes
        let start = leading.sourceLength.utf8Length
        let end = bytes.count - trailing.sourceLength.utf8Length
        guard start <= end else { return node.trimmedDescription }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// `Model`, `Model?`, `Outer.Model`, `Model!`, `any Model` → `Model`. Generic arguments are dropped.
    public static func baseName(of type: TypeSyntax) -> String? {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        if let optional = type.as(OptionalTypeSyntax.self) { return baseName(of: optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return baseName(of: unwrapped.wrappedType) }
        if let attributed = type.as(AttributedTypeSyntax.self) { return baseName(of: attributed.baseType) }
        if let some = type.as(SomeOrAnyTypeSyntax.self) { return baseName(of: some.constraint) }
        return nil
    }

    /// The generic arguments of `Store<A, B>` / `StoreOf<F>` as base names.
    public static func genericArguments(of type: TypeSyntax) -> [String] {
        var type = type
        if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
        let clause = type.as(IdentifierTypeSyntax.self)?.genericArgumentClause ?? type.as(MemberTypeSyntax.self)?.genericArgumentClause
        return clause?.arguments.compactMap { argument in
            argument.argument.as(TypeSyntax.self).flatMap { baseName(of: $0) }
        } ?? []
    }

    /// `T(...)`, `Outer.T(...)`, `T<A>(...)` → `T` when the callee names a type (starts uppercase).
    public static func constructedType(_ call: FunctionCallExprSyntax) -> String? {
        var callee = call.calledExpression
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
        let name: String?
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = callee.as(MemberAccessExprSyntax.self), member.base != nil {
            name = member.declName.baseName.text
            if name == "init", let base = member.base?.as(DeclReferenceExprSyntax.self) { return base.baseName.text }
        } else {
            name = nil
        }
        guard let name, let first = name.first, first.isUppercase else { return nil }
        return name
    }

    /// The type of an initializer expression when it is evident without type checking.
    public static func inferredType(of expression: ExprSyntax) -> String? {
        if let call = expression.as(FunctionCallExprSyntax.self) { return constructedType(call) }
        if let member = expression.as(MemberAccessExprSyntax.self),
           let base = member.base?.as(DeclReferenceExprSyntax.self),
           base.baseName.text.first?.isUppercase == true {
            return base.baseName.text
        }
        if expression.is(StringLiteralExprSyntax.self) { return "String" }
        if expression.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if expression.is(FloatLiteralExprSyntax.self) { return "Double" }
        if expression.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        return nil
    }

    /// The type a declaration writes, dotted (`Inbox.ViewModel`): its annotation's name, else the
    /// type its initial value constructs, else `inferred` (the base name the facts read).
    public static func writtenType(annotation: TypeSyntax?, initializer: ExprSyntax?, inferred: String?) -> String? {
        if let annotation { return writtenName(annotation) }
        if let call = initializer?.as(FunctionCallExprSyntax.self) { return constructedDottedType(call) }
        return inferred
    }

    /// `Model`, `Model?`, `Outer.Model`, `any Model` → the dotted name; generic arguments dropped.
    public static func writtenName(_ type: TypeSyntax) -> String? {
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

    /// `T(…)`, `Outer.T(…)`, `T<A>(…)`, `T.init(…)` → the dotted type name (`constructedType` gives
    /// the last component only).
    public static func constructedDottedType(_ call: FunctionCallExprSyntax) -> String? {
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

    /// `Model.self` or `Model?.self` → `Model`.
    public static func metatypeBase(of expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.self),
              let base = member.base else { return nil }
        if let reference = base.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let optional = base.as(OptionalChainingExprSyntax.self),
           let reference = optional.expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text
        }
        if let type = base.as(TypeExprSyntax.self) { return baseName(of: type.type) }
        if let inner = base.as(MemberAccessExprSyntax.self) { return inner.declName.baseName.text }
        return nil
    }
}
