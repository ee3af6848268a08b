import SwiftSyntax

/// How a stored property holds a TCA store, read while the tree is alive (`PropertyDeclaration.storeType`):
/// `StoreOf<F>`, `Store<F.State, F.Action>`, `ViewStoreOf<F>`, `ViewStore<F.State, …>`, or an
/// unannotated `Store(initialState: F.State()) { F() }`.
public struct StoreTypeFact: Hashable, Sendable {
    public enum Kind: String, Sendable { case store, viewStore }
    public let kind: Kind
    /// The feature as written (`Feature`, `Parent.Child`); nil when the store's state is not a
    /// feature's `State` (e.g. `Store<ViewState, Action>`) or is not written.
    public let featureName: String?

    public init(kind: Kind, featureName: String?) {
        self.kind = kind
        self.featureName = featureName
    }
}

/// The Composable Architecture's type shapes, read from syntax. The indexer records what they say
/// as node-free facts (`PropertyDeclaration.storeType`, `TypeDeclaration.declaredStateType`,
/// `stateReferenceNames`, `reducerCaseTypeNames`), so the project's TCA index reads no tree;
/// migrations, which rewrite these types, ask the same functions of the syntax they edit.
public enum TCASyntax {
    /// The type names `storeType(_:)` accepts.
    public static let storeTypeNames: Set<String> = ["Store", "StoreOf", "ViewStore", "ViewStoreOf"]

    /// `StoreOf<F>` / `Store<F.State, F.Action>` / `ViewStoreOf<F>` / `ViewStore<F.State, …>`.
    public static func storeType(_ type: TypeSyntax) -> (StoreTypeFact.Kind, String?)? {
        var type = type
        while true {
            if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType; continue }
            if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { type = unwrapped.wrappedType; continue }
            if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType; continue }
            break
        }
        let name: String
        let clause: GenericArgumentClauseSyntax?
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            name = identifier.name.text
            clause = identifier.genericArgumentClause
        } else if let member = type.as(MemberTypeSyntax.self), member.baseType.as(IdentifierTypeSyntax.self)?.name.text == "ComposableArchitecture" {
            name = member.name.text
            clause = member.genericArgumentClause
        } else {
            return nil
        }
        let kind: StoreTypeFact.Kind
        switch name {
        case "StoreOf", "Store": kind = .store
        case "ViewStoreOf", "ViewStore": kind = .viewStore
        default: return nil
        }
        let arguments = clause?.arguments.compactMap { $0.argument.as(TypeSyntax.self) } ?? []
        guard !arguments.isEmpty else { return (kind, nil) }
        if name.hasSuffix("Of") { return (kind, dottedName(arguments[0])) }
        for (argument, domain) in zip(arguments, ["State", "Action"]) {
            if let member = argument.as(MemberTypeSyntax.self), member.name.text == domain, let base = dottedName(member.baseType) {
                return (kind, base)
            }
        }
        return (kind, nil)
    }

    /// What a property's declaration says about the store it holds: its annotation, or, with
    /// none, an initializer that makes the feature evident (issue 13, shape 5).
    public static func storeType(annotation: TypeSyntax?, initializer: ExprSyntax?) -> StoreTypeFact? {
        if let annotation { return storeType(annotation).map { StoreTypeFact(kind: $0.0, featureName: $0.1) } }
        guard let call = initializer?.as(FunctionCallExprSyntax.self), let feature = inferredFeature(of: call) else { return nil }
        return StoreTypeFact(kind: .store, featureName: feature)
    }

    /// A store property's type: its annotation, or `StoreOf<F>` when it has none and its
    /// initializer makes the feature evident (issue 13, shape 5): `Store(initialState: F.State())
    /// { F() }`, `Store(initialState: .init(), reducer: { F() })`, `StoreOf<F>(initialState: …)`.
    public static func storeTypeSyntax(of property: PropertyDeclaration) -> TypeSyntax? {
        if let annotation = property.typeAnnotation { return annotation }
        guard let call = property.initializer?.as(FunctionCallExprSyntax.self), let feature = inferredFeature(of: call) else { return nil }
        let argument = GenericArgumentSyntax(argument: .type(typeSyntax(dotted: feature)))
        return TypeSyntax(IdentifierTypeSyntax(name: .identifier("StoreOf"), genericArgumentClause: GenericArgumentClauseSyntax(arguments: [argument])))
    }

    private static func inferredFeature(of call: FunctionCallExprSyntax) -> String? {
        if let generic = call.calledExpression.as(GenericSpecializationExprSyntax.self) {
            guard generic.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "StoreOf",
                  let argument = generic.genericArgumentClause.arguments.first, case .type(let type) = argument.argument else { return nil }
            return dottedName(type)
        }
        guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Store" else { return nil }
        if let feature = initialStateFeature(of: call) { return feature }
        // The reducer closure: `{ F() }` as the trailing closure or the `reducer:` argument.
        let closure = call.trailingClosure ?? call.arguments.first(where: { $0.label?.text == "reducer" })?.expression.as(ClosureExprSyntax.self)
        guard let closure, closure.statements.count == 1,
              let reducer = closure.statements.first?.item.as(FunctionCallExprSyntax.self), reducer.arguments.isEmpty else { return nil }
        let name = reducer.calledExpression.trimmedDescription
        return name.first?.isUppercase == true ? name : nil
    }

    /// `F` of `Store(initialState: F.State(…))` (or `F.State.init(…)`); nil for any other call.
    public static func initialStateFeature(of call: FunctionCallExprSyntax) -> String? {
        guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Store",
              let initial = call.arguments.first(where: { $0.label?.text == "initialState" })?.expression else { return nil }
        var current = initial
        while let inner = current.as(FunctionCallExprSyntax.self) { current = inner.calledExpression }
        if let member = current.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base { current = base }
        guard let member = current.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "State", let base = member.base else { return nil }
        return base.trimmedDescription
    }

    private static func typeSyntax(dotted name: String) -> TypeSyntax {
        let parts = name.split(separator: ".").map(String.init)
        var type = TypeSyntax(IdentifierTypeSyntax(name: .identifier(parts[0])))
        for part in parts.dropFirst() { type = TypeSyntax(MemberTypeSyntax(baseType: type, name: .identifier(part))) }
        return type
    }

    /// Whether `Store`/`StoreOf` is written without generic arguments (then its state is unknown).
    public static func genericArgumentsAreEmpty(_ type: TypeSyntax) -> Bool {
        var type = type
        if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
        let clause = type.as(IdentifierTypeSyntax.self)?.genericArgumentClause ?? type.as(MemberTypeSyntax.self)?.genericArgumentClause
        return clause?.arguments.isEmpty ?? true
    }

    /// `A.B.C` for identifier/member types without generic arguments.
    public static func dottedName(_ type: TypeSyntax) -> String? {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = type.as(MemberTypeSyntax.self), let base = dottedName(member.baseType) { return base + "." + member.name.text }
        return nil
    }

    /// The state type a reducer names without nesting it: `typealias State = AppState`; the state
    /// of the reducer its `body` composes (`some ReducerOf<Game>` is `Game.State`, `some
    /// Reducer<Base.State, Base.Action>` is `Base.State`; isowords' `ActiveGamesTray`, generic
    /// `Haptics<Base>`); or the `inout` parameter of `reduce(into:action:)` from which Swift infers it.
    static func declaredStateType(members: MemberBlockItemListSyntax, typeName: String) -> TypeRef? {
        // One pass (every type of every file comes here): the first of each kind, by precedence.
        var body: TypeRef??
        var reduce: TypeRef?
        for member in members {
            let decl = member.decl
            switch decl.kind {
            case .typeAliasDecl:
                if let alias = decl.as(TypeAliasDeclSyntax.self), alias.name.text == "State" { return TypeRef(alias.initializer.value) }
            case .variableDecl where body == nil:
                // The first `var body: some ReducerOf<…>`/`some Reducer<…>` decides; `ReducerOf<Self>` names no other state.
                guard let variable = decl.as(VariableDeclSyntax.self),
                      let binding = variable.bindings.first, binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body",
                      let some = binding.typeAnnotation?.type.as(SomeOrAnyTypeSyntax.self),
                      let reducer = some.constraint.as(IdentifierTypeSyntax.self),
                      let first = reducer.genericArgumentClause?.arguments.first, case .type(let argument) = first.argument else { continue }
                if reducer.name.text == "ReducerOf" {
                    if argument.as(IdentifierTypeSyntax.self)?.name.text == "Self" || argument.trimmedDescription == typeName {
                        body = .some(nil)
                    } else {
                        body = .some(TypeRef(argument).map { TypeRef($0.components + [TypeRef.Component("State")]) })
                    }
                } else if reducer.name.text == "Reducer" {
                    body = .some(TypeRef(argument))
                }
            case .functionDecl where reduce == nil:
                guard let function = decl.as(FunctionDeclSyntax.self), function.name.text == "reduce",
                      let first = function.signature.parameterClause.parameters.first, first.firstName.text == "into" else { continue }
                reduce = TypeRef(first.type)
            default:
                break
            }
        }
        if let body, let state = body { return state }
        return reduce
    }

    /// Features a state type's stored members embed: `X` of `X.State` in its `var`/`let`
    /// declarations (types and initializers, not accessors or closures) and enum case payloads.
    static func stateReferenceNames(members: MemberBlockItemListSyntax) -> [String] {
        let collector = StateReferenceCollector(viewMode: .sourceAccurate)
        for member in members {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                collector.walk(variable)
            } else if let cases = member.decl.as(EnumCaseDeclSyntax.self) {
                collector.walk(cases)
            }
        }
        return collector.names
    }

    /// `X` of every `case x(X)` payload (dotted), for a `@Reducer enum`'s child features.
    static func caseTypeNames(members: MemberBlockItemListSyntax) -> [String] {
        var names: [String] = []
        for member in members {
            guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in cases.elements {
                for parameter in element.parameterClause?.parameters ?? [] {
                    if let name = dottedName(parameter.type) { names.append(name) }
                }
            }
        }
        return names
    }
}

/// Collects `X` from `X.State` types and `X.State(...)` initializers.
private final class StateReferenceCollector: SyntaxVisitor {
    var names: [String] = []

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == "State", let base = TCASyntax.dottedName(node.baseType) { names.append(base) }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if node.declName.baseName.text == "State", let base = node.base, let name = Self.dotted(base) { names.append(name) }
        return .visitChildren
    }

    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    static func dotted(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, let prefix = dotted(base) {
            return prefix + "." + member.declName.baseName.text
        }
        return nil
    }
}
