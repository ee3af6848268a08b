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
    public let functions: [FunctionDeclSyntax]
    public let node: DeclSyntax
    /// The token that names the type, where diagnostics about the type are reported.
    public let nameToken: TokenSyntax

    package init(
        kind: Kind, name: String, qualifiedName: String, inheritedTypes: [String], inheritedTypeRefs: [TypeRef], genericParameters: [String],
        attributes: [String], modifiers: [String], properties: [PropertyDeclaration], functions: [FunctionDeclSyntax], node: DeclSyntax,
        nameToken: TokenSyntax
    ) {
        self.kind = kind
        self.name = name
        self.qualifiedName = qualifiedName
        self.inheritedTypes = inheritedTypes
        self.inheritedTypeRefs = inheritedTypeRefs
        self.genericParameters = genericParameters
        self.attributes = attributes
        self.modifiers = modifiers
        self.properties = properties
        self.functions = functions
        self.node = node
        self.nameToken = nameToken
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
    /// The declared type as written, if any.
    public let typeAnnotation: TypeSyntax?
    /// The declared type, or the type evident from the initializer (`T(…)`, `A.B<C>()`, a literal).
    public let typeRef: TypeRef?
    /// Attribute names without `@` (property wrappers and others).
    public let attributes: [String]
    public let modifiers: [String]
    public let isLet: Bool
    public let isComputed: Bool
    public let hasObservers: Bool
    public let decl: VariableDeclSyntax
    public let binding: PatternBindingSyntax

    package init(
        name: String, typeName: String?, typeAnnotation: TypeSyntax?, typeRef: TypeRef?, attributes: [String], modifiers: [String],
        isLet: Bool, isComputed: Bool, hasObservers: Bool, decl: VariableDeclSyntax, binding: PatternBindingSyntax
    ) {
        self.name = name
        self.typeName = typeName
        self.typeAnnotation = typeAnnotation
        self.typeRef = typeRef
        self.attributes = attributes
        self.modifiers = modifiers
        self.isLet = isLet
        self.isComputed = isComputed
        self.hasObservers = hasObservers
        self.decl = decl
        self.binding = binding
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
    public let attribute: AttributeSyntax
    /// `@Environment(\.dismiss)`-style key path reads have no model type.
    public var isKeyPathEnvironment: Bool {
        wrapper == .environment && attribute.arguments?.as(LabeledExprListSyntax.self)?.first?.expression.is(KeyPathExprSyntax.self) == true
    }
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
    public let argument: ExprSyntax
    public let call: FunctionCallExprSyntax
    public let ownerType: String?
    /// The name token of `environmentObject`/`environment`, where diagnostics are reported.
    public let nameToken: TokenSyntax
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
    public let expression: ExprSyntax
}

/// A reference to `objectWillChange` (as `objectWillChange`, `self.objectWillChange` or `x.objectWillChange`).
public struct ObjectWillChangeUse: Sendable {
    public let ownerType: String?
    /// The receiver text when written as `x.objectWillChange`, nil for implicit/`self`.
    public let receiver: ExprSyntax?
    public let token: TokenSyntax
    /// True when used as `objectWillChange.send()`.
    public let isSend: Bool
}

/// A use of a `$property` projection of another object or of self: `$query`, `model.$count`.
public struct PublisherProjection: Sendable {
    /// Property name without `$`.
    public let property: String
    /// `model` in `model.$count`; nil for `$query` / `self.$query`.
    public let receiver: ExprSyntax?
    public let ownerType: String?
    public let token: TokenSyntax
}

/// Everything the indexer records about one file in its single walk.
public struct FileFacts: Sendable {
    public var types: [TypeDeclaration] = []
    public var wrapperUses: [WrapperUse] = []
    public var injections: [EnvironmentInjection] = []
    public var bindingProjections: [BindingProjection] = []
    public var objectWillChangeUses: [ObjectWillChangeUse] = []
    public var publisherProjections: [PublisherProjection] = []
    /// Function calls by the last component of the callee's name (`decode`, `Task`, `async`, `sink`…).
    public var calls: [String: [FunctionCallExprSyntax]] = [:]
    /// Imported module names.
    public var imports: [String] = []
    /// `typealias` declarations at file scope and inside types.
    public var typeAliases: [TypeAliasDeclaration] = []
}
