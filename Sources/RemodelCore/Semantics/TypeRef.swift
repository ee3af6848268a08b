import SwiftSyntax

/// A type as written, without syntax nodes: `StoreV1<Int>.Context` is two components, the first
/// with one argument. Optionals, `some`/`any` and attributes are looked through; `[T]` is
/// `Array<T>` and `[K: V]` is `Dictionary<K, V>`. Facts store these so trees can be dropped.
public struct TypeRef: Hashable, Sendable, CustomStringConvertible {
    public struct Component: Hashable, Sendable {
        public let name: String
        public let arguments: [TypeRef]
        public init(_ name: String, arguments: [TypeRef] = []) {
            self.name = name
            self.arguments = arguments
        }
    }

    public let components: [Component]

    public init(_ components: [Component]) { self.components = components }

    /// `TypeRef(path: "A.B")`: components without generic arguments.
    public init(path: String) {
        self.components = path.split(separator: ".").map { Component(String($0)) }
    }

    /// The type a `TypeSyntax` spells, or nil for function, tuple and other structural types.
    public init?(_ type: TypeSyntax) {
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            self.init([Component(identifier.name.text, arguments: Self.arguments(identifier.genericArgumentClause))])
        } else if let member = type.as(MemberTypeSyntax.self) {
            guard let base = TypeRef(member.baseType) else { return nil }
            self.init(base.components + [Component(member.name.text, arguments: Self.arguments(member.genericArgumentClause))])
        } else if let optional = type.as(OptionalTypeSyntax.self) {
            self.init(optional.wrappedType)
        } else if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            self.init(unwrapped.wrappedType)
        } else if let attributed = type.as(AttributedTypeSyntax.self) {
            self.init(attributed.baseType)
        } else if let some = type.as(SomeOrAnyTypeSyntax.self) {
            self.init(some.constraint)
        } else if let array = type.as(ArrayTypeSyntax.self) {
            guard let element = TypeRef(array.element) else { return nil }
            self.init([Component("Array", arguments: [element])])
        } else if let dictionary = type.as(DictionaryTypeSyntax.self) {
            guard let key = TypeRef(dictionary.key), let value = TypeRef(dictionary.value) else { return nil }
            self.init([Component("Dictionary", arguments: [key, value])])
        } else {
            return nil
        }
    }

    /// The type an initializer expression evidently has: `T(…)`, `A.B<C>(…)`, `T.init(…)`, or a literal.
    /// `T.shared` and other member reads need the project's declarations (see `Semantics.type(of:in:)`).
    public init?(constructedBy expression: ExprSyntax) {
        if let call = expression.as(FunctionCallExprSyntax.self) {
            var callee = call.calledExpression
            if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.`init`), let base = member.base {
                callee = base
            }
            guard let ref = Self.typeReference(callee) else { return nil }
            self = ref
            return
        }
        if expression.is(StringLiteralExprSyntax.self) { self.init(path: "String"); return }
        if expression.is(IntegerLiteralExprSyntax.self) { self.init(path: "Int"); return }
        if expression.is(FloatLiteralExprSyntax.self) { self.init(path: "Double"); return }
        if expression.is(BooleanLiteralExprSyntax.self) { self.init(path: "Bool"); return }
        return nil
    }

    /// An expression that names a type: `Model`, `Outer.Model`, `Store<State>`; each component uppercase.
    public static func typeReference(_ expression: ExprSyntax) -> TypeRef? {
        if let generic = expression.as(GenericSpecializationExprSyntax.self) {
            guard let base = typeReference(generic.expression), let last = base.components.last else { return nil }
            let arguments = generic.genericArgumentClause.arguments.compactMap { $0.argument.as(TypeSyntax.self).flatMap(TypeRef.init) }
            return TypeRef(Array(base.components.dropLast()) + [Component(last.name, arguments: arguments)])
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            guard name.first?.isUppercase == true else { return nil }
            return TypeRef([Component(name)])
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            let name = member.declName.baseName.text
            guard name.first?.isUppercase == true, let baseRef = typeReference(base) else { return nil }
            return TypeRef(baseRef.components + [Component(name)])
        }
        if let type = expression.as(TypeExprSyntax.self) { return TypeRef(type.type) }
        return nil
    }

    private static func arguments(_ clause: GenericArgumentClauseSyntax?) -> [TypeRef] {
        clause?.arguments.compactMap { $0.argument.as(TypeSyntax.self).flatMap(TypeRef.init) } ?? []
    }

    /// The last component's name: `Context` for `StoreV1<Int>.Context`.
    public var baseName: String { components.last?.name ?? "" }

    /// `A.B` without generic arguments.
    public var path: String { components.map(\.name).joined(separator: ".") }

    public var description: String {
        components.map { component in
            component.arguments.isEmpty ? component.name : component.name + "<" + component.arguments.map(\.description).joined(separator: ", ") + ">"
        }.joined(separator: ".")
    }
}

/// `typealias Name<Parameters> = Target`, at file scope or inside a type.
public struct TypeAliasDeclaration: Sendable {
    public let name: String
    /// Dotted name including enclosing types.
    public let qualifiedName: String
    public let genericParameters: [String]
    public let target: TypeRef?
}
