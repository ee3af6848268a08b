import SwiftSyntax

/// Whether a property's value is Equatable, as far as its declaration says: what `onChange(of:)`
/// needs, which the migration turns `.onReceive(model.$x)` and `removeDuplicates()` into. Read
/// off the syntax when the file is indexed, so the cross-file question needs no tree; whether a
/// named type is Equatable is the project's answer, asked with `holds(_:)`.
public enum Equatability: Sendable, Equatable {
    /// A function, tuple, `some`/`any`, `Any` or `AnyObject` value, or a declaration that names no type.
    case never
    /// A literal's value (`String`, `Int`, `Double`, `Bool`).
    case always
    /// Equatable when the named type is (a type the project does not declare counts as Equatable).
    case type(String)
    /// Equatable when every named type is (`[A: B]` → `B`, `Set<A>` → `A`).
    case types([String])

    /// Reads a property's annotation or, without one, its initial value (a literal, `T(…)`, `T.member`).
    public init(annotation: TypeSyntax?, initializer: ExprSyntax?) {
        if let annotation {
            self = Self(annotation)
        } else if let value = initializer {
            if value.is(StringLiteralExprSyntax.self) || value.is(IntegerLiteralExprSyntax.self)
                || value.is(FloatLiteralExprSyntax.self) || value.is(BooleanLiteralExprSyntax.self) {
                self = .always
            } else if let member = value.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
                      base.baseName.text.first?.isUppercase == true {
                self = .type(base.baseName.text)
            } else if let call = value.as(FunctionCallExprSyntax.self), call.calledExpression.is(DeclReferenceExprSyntax.self),
                      let type = TypeNames.constructedType(call) {
                self = .type(type)
            } else {
                self = .never
            }
        } else {
            self = .never
        }
    }

    private init(_ type: TypeSyntax) {
        if let optional = type.as(OptionalTypeSyntax.self) {
            self = Self(optional.wrappedType)
        } else if let array = type.as(ArrayTypeSyntax.self) {
            self = Self(array.element)
        } else if let dictionary = type.as(DictionaryTypeSyntax.self) {
            self = Self(dictionary.value)
        } else if type.is(FunctionTypeSyntax.self) || type.is(TupleTypeSyntax.self) || type.is(SomeOrAnyTypeSyntax.self) {
            self = .never
        } else if let identifier = type.as(IdentifierTypeSyntax.self), ["Array", "Set", "Optional", "Dictionary"].contains(identifier.name.text) {
            self = .types(TypeNames.genericArguments(of: type))
        } else if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "Any" || identifier.name.text == "AnyObject" {
            self = .never
        } else if let name = TypeNames.baseName(of: type) {
            self = .type(name)
        } else {
            self = .never
        }
    }

    /// Whether the value is Equatable, given the project's answer for a named type.
    public func holds(_ isEquatable: (String) -> Bool) -> Bool {
        switch self {
        case .never: false
        case .always: true
        case .type(let name): isEquatable(name)
        case .types(let names): names.allSatisfy(isEquatable)
        }
    }
}
