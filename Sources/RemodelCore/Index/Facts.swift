import SwiftSyntax

/// A class, struct, enum, actor, protocol or extension declared in a file. A class (immutable):
/// facts are copied into many tables, and one reference is cheaper to copy than a dozen fields.
public final class TypeDeclaration: Sendable {
    public enum Kind: String, Sendable { case `class`, `struct`, `enum`, `actor`, `protocol`, `extension` }

    public let kind: Kind
    /// The simple name (for an extension: the last component of the extended type).
    public let name: String
    /// Dotted name including enclosing types, e.g. `Feature.State`.
    public let qualifiedName: String
    /// Simple names of inherited types and conformances as written (generic arguments dropped).
    public let inheritedTypes: [String]
    /// The inherited types and conformances as written, with generic arguments and qualifiers.
    public let inheritedTypeRefs: [TypeRef]
    /// Generic parameter names, e.g. `["State", "Action"]` for `class Store<State, Action>`.
    public let genericParameters: [String]
    /// Attribute names without `@`, e.g. `MainActor`, `Observable`.
    public let attributes: [String]
    public let modifiers: [String]
    public let properties: [PropertyDeclaration]
    /// The member functions, node-free, in order (`functions` has their nodes).
    public let functionFacts: [FunctionFact]
    let functionRefs: [SyntaxRef<FunctionDeclSyntax>]
    let nodeRef: SyntaxRef<DeclSyntax>
    let nameTokenRef: SyntaxRef<TokenSyntax>

    public var functions: [FunctionDeclSyntax] { functionRefs.map(\.node) }
    /// The member functions with this name (every overload), reading only their syntax.
    public func functions(named name: String) -> [FunctionDeclSyntax] {
        zip(functionFacts, functionRefs).compactMap { fact, ref in fact.name == name ? ref.node : nil }
    }
    /// Whether a member function has this name, without touching the tree.
    public func declaresFunction(named name: String) -> Bool { functionFacts.contains { $0.name == name } }
    public var node: DeclSyntax { nodeRef.node }
    /// The token that names the type, where diagnostics about the type are reported.
    public var nameToken: TokenSyntax { nameTokenRef.node }
    /// Where the declaration starts (attributes included), without touching the tree.
    public var position: AbsolutePosition { nodeRef.position }
    /// Where the name token's text starts (diagnostics about the type), without touching the tree.
    public var nameTokenPosition: AbsolutePosition { nameTokenRef.positionAfterSkippingLeadingTrivia }
    /// The OS versions the `@available` attributes and `#available` checks around the declaration
    /// (its own included) guarantee: `AvailabilityContext.versions(at: nameToken)`.
    public let availability: [ApplePlatform: OSVersion]
    /// For an enum: whether a case carries associated values (such an enum is not Equatable
    /// unless it says so).
    public let hasPayloadCases: Bool
    /// TCA: the state type a reducer names without nesting one (`TCASyntax.declaredStateType`);
    /// nil for protocols and extensions.
    public let declaredStateType: TypeRef?
    /// TCA: `X` of every `X.State` its stored members and enum cases write (a struct or enum whose
    /// file says `State`), for the features a state embeds.
    public let stateReferenceNames: [String]
    /// TCA: the case payload types of a `@Reducer enum` (its child features), dotted.
    public let reducerCaseTypeNames: [String]

    package init(
        kind: Kind, name: String, qualifiedName: String, inheritedTypes: [String], inheritedTypeRefs: [TypeRef], genericParameters: [String],
        attributes: [String], modifiers: [String], properties: [PropertyDeclaration], functions: [SyntaxRef<FunctionDeclSyntax>],
        functionFacts: [FunctionFact], node: SyntaxRef<DeclSyntax>, nameToken: SyntaxRef<TokenSyntax>,
        availability: [ApplePlatform: OSVersion], hasPayloadCases: Bool,
        declaredStateType: TypeRef?, stateReferenceNames: [String], reducerCaseTypeNames: [String]
    ) {
        self.availability = availability
        self.hasPayloadCases = hasPayloadCases
        self.declaredStateType = declaredStateType
        self.stateReferenceNames = stateReferenceNames
        self.reducerCaseTypeNames = reducerCaseTypeNames
        self.kind = kind
        self.name = name
        self.qualifiedName = qualifiedName
        self.inheritedTypes = inheritedTypes
        self.inheritedTypeRefs = inheritedTypeRefs
        self.genericParameters = genericParameters
        self.attributes = attributes
        self.modifiers = modifiers
        self.properties = properties
        self.functionRefs = functions
        self.functionFacts = functionFacts
        self.nodeRef = node
        self.nameTokenRef = nameToken
    }

    public func hasAttribute(_ name: String) -> Bool { attributes.contains(name) }
    public var isFinal: Bool { modifiers.contains("final") }
    public var memberBlock: MemberBlockSyntax? { node.asProtocol(DeclGroupSyntax.self)?.memberBlock }
}

/// A `var` or `let` member of a type (one per binding). A class (immutable), as `TypeDeclaration`.
public final class PropertyDeclaration: Sendable {
    public let name: String
    /// The declared type's base name, or the type inferred from `T(...)`, `T.shared`, or a literal.
    public let typeName: String?
    let typeAnnotationRef: SyntaxRef<TypeSyntax>?
    /// The declared type as written, if any.
    public var typeAnnotation: TypeSyntax? { typeAnnotationRef?.node }
    /// Whether the declaration writes a type, without touching the tree.
    public var hasTypeAnnotation: Bool { typeAnnotationRef != nil }
    /// The declared type, or the type evident from the initializer (`T(…)`, `A.B<C>()`, a literal).
    public let typeRef: TypeRef?
    /// Attribute names without `@` (property wrappers and others).
    public let attributes: [String]
    public let modifiers: [String]
    public let isLet: Bool
    public let isComputed: Bool
    public let hasObservers: Bool
    /// `X` of `@Environment(X.self)`.
    public let environmentType: TypeRef?
    /// `(T, m)` of an untyped `= T.m`.
    public let staticMemberOf: (type: TypeRef, member: String)?
    /// `k` of `@Dependency(\.k)`.
    public let dependencyKey: String?
    /// Whether the value is Equatable, as far as the declaration says (node-free).
    public let equatability: Equatability
    /// Whether the binding has an initial value (`= …`), without touching the tree.
    public let hasInitializer: Bool
    /// TCA: the store this property holds, as its annotation or initializer says (`TCASyntax`).
    public let storeType: StoreTypeFact?
    /// The initial value; the tree is read only when there is one.
    public var initializer: ExprSyntax? { hasInitializer ? binding.initializer?.value : nil }
    let declRef: SyntaxRef<VariableDeclSyntax>
    let bindingRef: SyntaxRef<PatternBindingSyntax>
    public var decl: VariableDeclSyntax { declRef.node }
    public var binding: PatternBindingSyntax { bindingRef.node }
    /// Where the `var`/`let` declaration starts (attributes included), without touching the tree.
    public var position: AbsolutePosition { declRef.position }
    /// The UTF-8 offsets the `var`/`let` declaration spans, without touching the tree.
    public var utf8Range: Range<Int> { declRef.position.utf8Offset..<declRef.endPosition.utf8Offset }

    package init(
        name: String, typeName: String?, typeAnnotation: SyntaxRef<TypeSyntax>?, typeRef: TypeRef?, attributes: [String], modifiers: [String],
        isLet: Bool, isComputed: Bool, hasObservers: Bool, environmentType: TypeRef?, staticMemberOf: (type: TypeRef, member: String)?,
        dependencyKey: String?, equatability: Equatability, hasInitializer: Bool, storeType: StoreTypeFact?, decl: SyntaxRef<VariableDeclSyntax>,
        binding: SyntaxRef<PatternBindingSyntax>
    ) {
        self.storeType = storeType
        self.equatability = equatability
        self.hasInitializer = hasInitializer
        self.environmentType = environmentType
        self.staticMemberOf = staticMemberOf
        self.dependencyKey = dependencyKey
        self.name = name
        self.typeName = typeName
        self.typeAnnotationRef = typeAnnotation
        self.typeRef = typeRef
        self.attributes = attributes
        self.modifiers = modifiers
        self.isLet = isLet
        self.isComputed = isComputed
        self.hasObservers = hasObservers
        self.declRef = decl
        self.bindingRef = binding
    }

    public var isLazy: Bool { modifiers.contains("lazy") }
    public var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }
    public var isStored: Bool { !isComputed }
    public func hasAttribute(_ name: String) -> Bool { attributes.contains(name) }
    public var nameToken: TokenSyntax? { binding.pattern.as(IdentifierPatternSyntax.self)?.identifier }
    public func attribute(named name: String) -> AttributeSyntax? {
        // `attributes` holds base names; most lookups miss, and this rejects them without rendering syntax.
        guard attributes.contains(where: { name == $0 || name.hasSuffix("." + $0) }) else { return nil }
        return decl.attributes.lazy.compactMap { $0.as(AttributeSyntax.self) }.first { $0.attributeName.trimmedDescription == name }
    }
}

/// The SwiftUI property wrappers whose use Remodel tracks.
public enum SwiftUIWrapper: String, Sendable, CaseIterable {
    case state = "State"
    case stateObject = "StateObject"
    case observedObject = "ObservedObject"
    case environmentObject = "EnvironmentObject"
    case environment = "Environment"
    case bindable = "Bindable"

    /// Wrappers that subscribe through `ObservableObject`.
    public var isLegacyObjectWrapper: Bool {
        self == .stateObject || self == .observedObject || self == .environmentObject
    }
}

/// One use of a SwiftUI property wrapper, e.g. `@StateObject var model = Model()` in a view.
public struct WrapperUse: Sendable {
    public let wrapper: SwiftUIWrapper
    public let property: PropertyDeclaration
    /// Qualified name of the type that declares the property.
    public let ownerType: String?
    /// The base name of the wrapped type, when it can be read from the declaration.
    public let wrappedType: String?
    /// `@Environment(\.dismiss)`-style key path reads have no model type.
    public let isKeyPathEnvironment: Bool
    /// The property's type as written, dotted (`Inbox.ViewModel`), or the type its initial value
    /// constructs (`TypeNames.writtenType`); node-free, for cross-file lookups.
    public let writtenType: String?
    package let attributeRef: SyntaxRef<AttributeSyntax>
    public var attribute: AttributeSyntax { attributeRef.node }
}

/// What an injected expression names, before cross-file resolution.
public enum InjectedValue: Sendable, Equatable {
    /// `T(...)`
    case initializer(type: String)
    /// `T.shared`, `T.default`…
    case staticMember(base: String, member: String)
    /// `model` or `self.model`
    case property(name: String)
    /// Anything else.
    case other
}

/// `.environmentObject(x)` or `.environment(x)`.
public struct EnvironmentInjection: Sendable {
    public enum Kind: String, Sendable { case environmentObject, environment }
    public let kind: Kind
    public let value: InjectedValue
    package let argumentRef: SyntaxRef<ExprSyntax>
    package let callRef: SyntaxRef<FunctionCallExprSyntax>
    public let ownerType: String?
    package let nameTokenRef: SyntaxRef<TokenSyntax>
    public var argument: ExprSyntax { argumentRef.node }
    public var call: FunctionCallExprSyntax { callRef.node }
    /// The name token of `environmentObject`/`environment`, where diagnostics are reported.
    public var nameToken: TokenSyntax { nameTokenRef.node }
    /// The type of a local `let x = T(...)` in the enclosing function, if `value` is `.property`.
    public let localType: String?
}

/// `$model.field` (or `$model`) inside a type's body.
public struct BindingProjection: Sendable {
    /// The projected property, without `$`.
    public let property: String
    /// Member names after the projection, e.g. `["title"]` for `$model.title`.
    public let members: [String]
    public let ownerType: String?
    package let expressionRef: SyntaxRef<ExprSyntax>
    public var expression: ExprSyntax { expressionRef.node }
}

extension Sequence where Element == PropertyDeclaration {
    /// The first property of each `var`/`let` declaration (`var a, b` declares two, sharing their
    /// attributes), matched by where the declaration starts: without touching the tree.
    public var firstOfEachDeclaration: [PropertyDeclaration] {
        var seen = Set<AbsolutePosition>()
        return filter { seen.insert($0.position).inserted }
    }
}

/// A reference to `objectWillChange` (as `objectWillChange`, `self.objectWillChange` or `x.objectWillChange`).
public struct ObjectWillChangeUse: TokenOnReceiver, Sendable {
    public let ownerType: String?
    /// The receiver when written as `x.objectWillChange`, nil for implicit/`self`.
    public let receiverRef: SyntaxRef<ExprSyntax>?
    public let tokenRef: SyntaxRef<TokenSyntax>
    /// True when used as `objectWillChange.send()`.
    public let isSend: Bool
}

/// A use of a `$property` projection of another object or of self: `$query`, `model.$count`.
public struct PublisherProjection: TokenOnReceiver, Sendable {
    /// Property name without `$`.
    public let property: String
    /// `model` in `model.$count`; nil for `$query` / `self.$query`.
    public let receiverRef: SyntaxRef<ExprSyntax>?
    public let ownerType: String?
    public let tokenRef: SyntaxRef<TokenSyntax>
}

/// A token written on a receiver or on none: `x.objectWillChange`, `model.$count`, `$query`.
public protocol TokenOnReceiver {
    /// The receiver's expression; nil for an implicit receiver or `self`.
    var receiverRef: SyntaxRef<ExprSyntax>? { get }
    var tokenRef: SyntaxRef<TokenSyntax> { get }
}

extension TokenOnReceiver {
    public var receiver: ExprSyntax? { receiverRef?.node }
    public var hasReceiver: Bool { receiverRef != nil }
    public var token: TokenSyntax { tokenRef.node }
    /// Where the token's text starts, without touching the tree.
    public var tokenPosition: AbsolutePosition { tokenRef.positionAfterSkippingLeadingTrivia }
}

/// Everything the indexer records about one file in its single walk.
public struct FileFacts: Sendable {
    public var types: [TypeDeclaration] = []
    public var wrapperUses: [WrapperUse] = []
    public var injections: [EnvironmentInjection] = []
    public var bindingProjections: [BindingProjection] = []
    public var objectWillChangeUses: [ObjectWillChangeUse] = []
    public var publisherProjections: [PublisherProjection] = []
    /// Injections written without a receiver, `environmentObject(model)` inside a `View`
    /// extension: kinds, in order of first use. `injections` has only `.environment…(x)` calls,
    /// whose value can be resolved.
    public var implicitInjectionKinds: [EnvironmentInjection.Kind] = []
    /// Function calls by the last component of the callee's name (`decode`, `Task`, `async`, `sink`…).
    public var calls = CallTable()
    /// Imported module names.
    public var imports: [String] = []
    /// Functions declared at file scope.
    public var globalFunctions: [FunctionFact] = []
    /// `typealias` declarations at file scope and inside types.
    public var typeAliases: [TypeAliasDeclaration] = []
}

/// Function calls by the last component of the callee's name; reads like a dictionary of nodes.
/// Asking another file's table is a dependency on how many calls of that name it makes
/// (`ReadTracking`, `FileQuestion.callCount`), and reading a call's node one on its syntax.
public struct CallTable: Sendable {
    package var refs: [String: [SyntaxRef<FunctionCallExprSyntax>]] = [:]
    /// The file's handle, for `ReadTracking` (set by the indexer).
    package var handle: TreeHandle?

    package init() {}

    private func note(_ name: String) {
        if let handle { ReadTracking.noteAnswer(handle, .callCount(name), String(refs[name]?.count ?? 0)) }
    }

    public subscript(name: String) -> [FunctionCallExprSyntax]? {
        note(name)
        return refs[name]?.map(\.node)
    }
    public subscript(name: String, default empty: [FunctionCallExprSyntax]) -> [FunctionCallExprSyntax] {
        note(name)
        return refs[name]?.map(\.node) ?? empty
    }
    /// How many calls have this callee name, without touching the tree.
    public func count(of name: String) -> Int {
        note(name)
        return refs[name]?.count ?? 0
    }
    /// Every callee name: a dependency on the whole file.
    public var names: Dictionary<String, [SyntaxRef<FunctionCallExprSyntax>]>.Keys {
        if let handle { ReadTracking.note(handle) }
        return refs.keys
    }
}

/// A function declaration, node-free: what name resolution asks of it.
public struct FunctionFact: Sendable {
    public let name: String
    public let returnType: TypeRef?
    public let isStatic: Bool

    package init(name: String, returnType: TypeRef?, isStatic: Bool) {
        self.name = name
        self.returnType = returnType
        self.isStatic = isStatic
    }

    package init(_ function: FunctionDeclSyntax) {
        name = function.name.text
        returnType = function.signature.returnClause.flatMap { TypeRef($0.type) }
        isStatic = function.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }
}
