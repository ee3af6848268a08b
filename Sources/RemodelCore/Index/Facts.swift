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
    /// The `class`, `struct`, `enum`, `actor`, `protocol` or `extension` keyword.
    let introducerRef: SyntaxRef<TokenSyntax>
    /// The preview code around the declaration, as its syntax shows it (`PreviewEnclosure`).
    public let previewEnclosure: PreviewEnclosure

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
    /// Where the declaration's text starts, after its leading trivia (at its first attribute,
    /// modifier or keyword), without touching the tree.
    public var contentPosition: AbsolutePosition { nodeRef.contentPosition }
    /// Where its `class` (`struct`, `enum`, `actor`, `protocol`, `extension`) keyword is, without touching the tree.
    public var introducerPosition: AbsolutePosition { introducerRef.positionAfterSkippingLeadingTrivia }
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
    /// The names `x` whose members the type's own code writes (`x.y = …`, `self.x.y += …`,
    /// `x.y.append(…)`, `&x.y`: `Mutations.memberWriteReceiver`), nested types apart; sorted, once
    /// each. A view none of whose writes go through a model it holds needs no tree to say so.
    /// Read from the bodies, so reading it is reading the file's content (`ReadTracking`), as the
    /// syntax would be; it is not part of the facts fingerprint.
    public var memberWriteReceivers: [String] {
        ReadTracking.note(nodeRef.handle)
        return writeReceivers
    }
    let writeReceivers: [String]
    /// The member writes in full, for a type declared as a view (`: View` written on it) that has
    /// any; nil otherwise (view-model-state-writable then reads them from the syntax). Reading it
    /// is reading the file's content, as `memberWriteReceivers`.
    public var memberWrites: [MemberWrite]? {
        ReadTracking.note(nodeRef.handle)
        return recordedWrites
    }
    let recordedWrites: [MemberWrite]?
    /// The properties of `self` the declaration's own members write (`SelfWrites`), for a class or
    /// an extension; nil for other kinds (view-model-state-writable then reads the syntax). Read
    /// from the bodies, so reading it is reading the file's content, as `memberWriteReceivers`.
    public var selfWrites: SelfWrites? {
        ReadTracking.note(nodeRef.handle)
        return recordedSelfWrites
    }
    let recordedSelfWrites: SelfWrites?
    /// The `receiver.member` pairs its `Binding(get:set:)`s write (`Mutations.bindingSetterWrites`
    /// of its member block, nested types included), sorted, for a declaration in a file that calls
    /// `Binding`; nil otherwise (view-model-state-writable then reads the syntax, if it asks). Read
    /// from the bodies, so reading it is reading the file's content, as `memberWriteReceivers`.
    public var bindingSetterWrites: [String]? {
        ReadTracking.note(nodeRef.handle)
        return recordedBindingSetterWrites
    }
    let recordedBindingSetterWrites: [String]?
    /// Its `_name` references (`StorageReference`), for a class or an extension with any; empty
    /// otherwise. The migration's outlook reads what keeps a class from here instead of parsing
    /// the file again. Read from the bodies, so reading it is reading the file's content, as
    /// `memberWriteReceivers`.
    public var storageReferences: [StorageReference] {
        ReadTracking.note(nodeRef.handle)
        return recordedStorageReferences
    }
    let recordedStorageReferences: [StorageReference]

    package init(
        kind: Kind, name: String, qualifiedName: String, inheritedTypes: [String], inheritedTypeRefs: [TypeRef], genericParameters: [String],
        attributes: [String], modifiers: [String], properties: [PropertyDeclaration], functions: [SyntaxRef<FunctionDeclSyntax>],
        functionFacts: [FunctionFact], node: SyntaxRef<DeclSyntax>, nameToken: SyntaxRef<TokenSyntax>, introducer: SyntaxRef<TokenSyntax>,
        previewEnclosure: PreviewEnclosure, availability: [ApplePlatform: OSVersion], hasPayloadCases: Bool,
        declaredStateType: TypeRef?, stateReferenceNames: [String], reducerCaseTypeNames: [String], memberWriteReceivers: [String],
        memberWrites: [MemberWrite]? = nil, selfWrites: SelfWrites? = nil, bindingSetterWrites: [String]? = nil,
        storageReferences: [StorageReference] = []
    ) {
        self.recordedBindingSetterWrites = bindingSetterWrites
        self.recordedStorageReferences = storageReferences
        self.writeReceivers = memberWriteReceivers
        self.recordedWrites = memberWrites
        self.recordedSelfWrites = selfWrites
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
        self.introducerRef = introducer
        self.previewEnclosure = previewEnclosure
    }

    public func hasAttribute(_ name: String) -> Bool { attributes.contains(name) }
    public var isFinal: Bool { modifiers.contains("final") }
    public var memberBlock: MemberBlockSyntax? { node.asProtocol(DeclGroupSyntax.self)?.memberBlock }

    /// This declaration with the member writes the indexer met after recording it.
    func with(memberWriteReceivers: [String], memberWrites: [MemberWrite]?, selfWrites: SelfWrites?) -> TypeDeclaration {
        with(
            memberWriteReceivers: memberWriteReceivers, memberWrites: memberWrites, selfWrites: selfWrites,
            bindingSetterWrites: recordedBindingSetterWrites, storageReferences: recordedStorageReferences)
    }

    /// This declaration with the `Binding(get:set:)` setter writes the indexer read after the walk.
    func with(bindingSetterWrites: [String]) -> TypeDeclaration {
        with(
            memberWriteReceivers: writeReceivers, memberWrites: recordedWrites, selfWrites: recordedSelfWrites,
            bindingSetterWrites: bindingSetterWrites, storageReferences: recordedStorageReferences)
    }

    /// This declaration with the `_name` references the indexer read after the walk.
    func with(storageReferences: [StorageReference]) -> TypeDeclaration {
        with(
            memberWriteReceivers: writeReceivers, memberWrites: recordedWrites, selfWrites: recordedSelfWrites,
            bindingSetterWrites: recordedBindingSetterWrites, storageReferences: storageReferences)
    }

    private func with(
        memberWriteReceivers: [String], memberWrites: [MemberWrite]?, selfWrites: SelfWrites?, bindingSetterWrites: [String]?,
        storageReferences: [StorageReference]
    ) -> TypeDeclaration {
        TypeDeclaration(
            kind: kind, name: name, qualifiedName: qualifiedName, inheritedTypes: inheritedTypes, inheritedTypeRefs: inheritedTypeRefs,
            genericParameters: genericParameters, attributes: attributes, modifiers: modifiers, properties: properties,
            functions: functionRefs, functionFacts: functionFacts, node: nodeRef, nameToken: nameTokenRef, introducer: introducerRef,
            previewEnclosure: previewEnclosure, availability: availability,
            hasPayloadCases: hasPayloadCases, declaredStateType: declaredStateType, stateReferenceNames: stateReferenceNames,
            reducerCaseTypeNames: reducerCaseTypeNames, memberWriteReceivers: memberWriteReceivers, memberWrites: memberWrites,
            selfWrites: selfWrites, bindingSetterWrites: bindingSetterWrites, storageReferences: storageReferences)
    }
}

/// The properties of `self` a class's (or an extension's) own members write, as
/// view-model-state-writable reads them member by member from the syntax: in the bodies of its
/// instance methods and in the accessors of its instance properties, every write `Mutations.find`
/// meets whose `MutationPath.ownProperty(shadowedBy:)` (the member's `Mutations.localNames`) is a
/// property of `self`. Initializers, `static`/`class` members, members inside `#if` and nested
/// types apart. Recorded by the indexer's walk, so a model's writes need no tree.
public struct SelfWrites: Sendable, Equatable {
    /// Written themselves: `x = …`, `self.x += …`, `x.toggle()`, `&x`. Sorted.
    public let direct: [String]
    /// Written only through a member, a subscript or a mutating method (`x.y = …`, `x[0] = …`,
    /// `x.append(…)`): a change of `x` itself only when `x` holds a value. Sorted; none in `direct`.
    public let throughMembers: [String]

    public init(direct: [String], throughMembers: [String]) {
        self.direct = direct
        self.throughMembers = throughMembers
    }

    /// No write at all.
    public static let none = SelfWrites(direct: [], throughMembers: [])
}

/// The preview code around a type declaration, as its syntax shows it: whether it is inside
/// `#Preview { }` or inside a type whose inheritance clause names `PreviewProvider`, and otherwise
/// the names of the types and extensions around it, any of which may conform to `PreviewProvider`
/// elsewhere (`isPreviewCode` asks the index about those). Read off the tree by the indexer, so
/// asking needs no tree.
public struct PreviewEnclosure: Sendable, Equatable {
    /// Inside `#Preview { }`, or inside a type or extension that states `PreviewProvider`.
    public let isPreview: Bool
    /// The names of the classes, structs, enums, actors and extended types around it, innermost
    /// first; empty when `isPreview`.
    public let enclosingTypeNames: [String]

    public init(isPreview: Bool, enclosingTypeNames: [String]) {
        self.isPreview = isPreview
        self.enclosingTypeNames = isPreview ? [] : enclosingTypeNames
    }

    /// Inside a preview (whatever types are around it).
    public static let preview = PreviewEnclosure(isPreview: true, enclosingTypeNames: [])
}

/// A `var` or `let` member of a type (one per binding). A class (immutable), as `TypeDeclaration`.
///
/// A large project holds hundreds of thousands of these for the whole run, so the storage is
/// compact: the three nodes share one handle, and what few properties have (an environment type,
/// `= T.m`, a dependency key, a store) sits in one optional side object.
public final class PropertyDeclaration: Sendable {
    /// What few properties have, out of line.
    private final class Extras: Sendable {
        let environmentType: TypeRef?
        let staticMemberOf: (type: TypeRef, member: String)?
        let dependencyKey: String?
        let storeType: StoreTypeFact?
        let environmentAttribute: EnvironmentAttributeFact?

        init(
            environmentType: TypeRef?, staticMemberOf: (type: TypeRef, member: String)?, dependencyKey: String?, storeType: StoreTypeFact?,
            environmentAttribute: EnvironmentAttributeFact?
        ) {
            self.environmentType = environmentType
            self.staticMemberOf = staticMemberOf
            self.dependencyKey = dependencyKey
            self.storeType = storeType
            self.environmentAttribute = environmentAttribute
        }
    }

    public let name: String
    /// The declared type's base name, or the type inferred from `T(...)`, `T.shared`, or a literal.
    public let typeName: String?
    /// The declared type, or the type evident from the initializer (`T(…)`, `A.B<C>()`, a literal).
    public let typeRef: TypeRef?
    /// Attribute names without `@` (property wrappers and others).
    public let attributes: [String]
    public let modifiers: [String]
    /// Whether the value is Equatable, as far as the declaration says (node-free).
    public let equatability: Equatability
    /// Owns the tree of the three nodes below.
    private let handle: TreeHandle
    private let extras: Extras?
    private let declSlot: Int32
    private let bindingSlot: Int32
    /// -1 when the declaration writes no type.
    private let typeAnnotationSlot: Int32
    public let isLet: Bool
    public let isComputed: Bool
    public let hasObservers: Bool
    /// Whether the binding has an initial value (`= …`), without touching the tree.
    public let hasInitializer: Bool
    /// What the declaration says about whether the property holds a value (`ValueShape`).
    public let valueShape: ValueShape

    /// Whether a property holds a value, as far as its declaration says without the project: a
    /// write through it (`x.y = …`, `x.append(…)`) then changes the property itself.
    public enum ValueShape: UInt8, Sendable {
        /// An array, dictionary or tuple type (optionals looked through), or, untyped, an array,
        /// dictionary, string, number or Boolean literal.
        case value
        /// A value when `typeName` names a value type: a type with a base name (optionals looked
        /// through, which `typeName` then is), or, untyped, the type its initial value evidently has.
        case named
        /// Neither: a function or other structural type, or no type and no initial value.
        case other

        /// The shape of a binding with this type annotation and initial value.
        package init(annotation: TypeSyntax?, initializer: ExprSyntax?) {
            if var type = annotation {
                while true {
                    if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType; continue }
                    if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { type = unwrapped.wrappedType; continue }
                    break
                }
                if type.is(ArrayTypeSyntax.self) || type.is(DictionaryTypeSyntax.self) || type.is(TupleTypeSyntax.self) {
                    self = .value
                } else {
                    self = TypeNames.baseName(of: type) == nil ? .other : .named
                }
                return
            }
            guard let value = initializer else {
                self = .other
                return
            }
            if value.is(ArrayExprSyntax.self) || value.is(DictionaryExprSyntax.self) || value.is(StringLiteralExprSyntax.self)
                || value.is(IntegerLiteralExprSyntax.self) || value.is(FloatLiteralExprSyntax.self) || value.is(BooleanLiteralExprSyntax.self) {
                self = .value
            } else {
                self = .named
            }
        }
    }

    var typeAnnotationRef: SyntaxRef<TypeSyntax>? { typeAnnotationSlot < 0 ? nil : SyntaxRef(handle: handle, slot: typeAnnotationSlot) }
    var declRef: SyntaxRef<VariableDeclSyntax> { SyntaxRef(handle: handle, slot: declSlot) }
    var bindingRef: SyntaxRef<PatternBindingSyntax> { SyntaxRef(handle: handle, slot: bindingSlot) }
    /// The declared type as written, if any.
    public var typeAnnotation: TypeSyntax? { typeAnnotationRef?.node }
    /// Whether the declaration writes a type, without touching the tree.
    public var hasTypeAnnotation: Bool { typeAnnotationSlot >= 0 }
    /// `X` of `@Environment(X.self)`.
    public var environmentType: TypeRef? { extras?.environmentType }
    /// `(T, m)` of an untyped `= T.m`.
    public var staticMemberOf: (type: TypeRef, member: String)? { extras?.staticMemberOf }
    /// `k` of `@Dependency(\.k)`.
    public var dependencyKey: String? { extras?.dependencyKey }
    /// TCA: the store this property holds, as its annotation or initializer says (`TCASyntax`).
    public var storeType: StoreTypeFact? { extras?.storeType }
    /// `@Environment(…)`, the attribute `attribute(named: "Environment")` finds, with what its
    /// argument names, read while indexing.
    public var environmentAttribute: EnvironmentAttributeFact? { extras?.environmentAttribute }
    /// The initial value; the tree is read only when there is one.
    public var initializer: ExprSyntax? { hasInitializer ? binding.initializer?.value : nil }
    public var decl: VariableDeclSyntax { declRef.node }
    public var binding: PatternBindingSyntax { bindingRef.node }
    /// Where the `var`/`let` declaration starts (attributes included), without touching the tree.
    public var position: AbsolutePosition { declRef.position }
    /// The UTF-8 offsets the `var`/`let` declaration spans, without touching the tree.
    public var utf8Range: Range<Int> { declRef.position.utf8Offset..<declRef.endPosition.utf8Offset }

    /// `decl`, `binding` and `typeAnnotation` name nodes of one tree (one handle).
    package init(
        name: String, typeName: String?, typeAnnotation: SyntaxRef<TypeSyntax>?, typeRef: TypeRef?, attributes: [String], modifiers: [String],
        isLet: Bool, isComputed: Bool, hasObservers: Bool, environmentType: TypeRef?, staticMemberOf: (type: TypeRef, member: String)?,
        dependencyKey: String?, equatability: Equatability, hasInitializer: Bool, valueShape: ValueShape, storeType: StoreTypeFact?,
        environmentAttribute: EnvironmentAttributeFact?, decl: SyntaxRef<VariableDeclSyntax>, binding: SyntaxRef<PatternBindingSyntax>
    ) {
        precondition(binding.handle === decl.handle && (typeAnnotation.map { $0.handle === decl.handle } ?? true), "a property's nodes are of one tree")
        self.equatability = equatability
        self.hasInitializer = hasInitializer
        self.valueShape = valueShape
        if environmentType != nil || staticMemberOf != nil || dependencyKey != nil || storeType != nil || environmentAttribute != nil {
            extras = Extras(
                environmentType: environmentType, staticMemberOf: staticMemberOf, dependencyKey: dependencyKey, storeType: storeType,
                environmentAttribute: environmentAttribute)
        } else {
            extras = nil
        }
        self.name = name
        self.typeName = typeName
        self.typeRef = typeRef
        self.attributes = attributes
        self.modifiers = modifiers
        self.isLet = isLet
        self.isComputed = isComputed
        self.hasObservers = hasObservers
        self.handle = decl.handle
        self.declSlot = decl.slot
        self.bindingSlot = binding.slot
        self.typeAnnotationSlot = typeAnnotation?.slot ?? -1
    }

    public var isLazy: Bool { modifiers.contains("lazy") }
    public var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }
    public var isStored: Bool { !isComputed }
    public func hasAttribute(_ name: String) -> Bool { attributes.contains(name) }
    public var nameToken: TokenSyntax? { binding.pattern.as(IdentifierPatternSyntax.self)?.identifier }
    public func attribute(named name: String) -> AttributeSyntax? {
        // `attributes` holds base names; most lookups miss, and this rejects them without rendering syntax.
        guard attributes.contains(where: { name == $0 || name.hasSuffix("." + $0) }) else { return nil }
        return decl.attributes.lazy.compactMap { $0.as(AttributeSyntax.self) }.first { TypeNames.trimmedText(of: $0.attributeName) == name }
    }
}

/// A property's `@Environment(…)` attribute (named exactly so), read while indexing.
public struct EnvironmentAttributeFact: Sendable, Equatable {
    /// `X` of `@Environment(X.self)`, `(X?.self)`, `(A.X.self)` (`TypeNames.metatypeBase` of the
    /// first argument); nil for a key path (`\.dismiss`) or any other argument.
    public let metatypeBase: String?

    public init(metatypeBase: String?) { self.metatypeBase = metatypeBase }
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
    /// Where the attribute's `@` is (findings about the use are reported there), without touching the tree.
    public var attributePosition: AbsolutePosition { attributeRef.positionAfterSkippingLeadingTrivia }
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
    /// Where `nameToken`'s text starts, without touching the tree.
    public var nameTokenPosition: AbsolutePosition { nameTokenRef.positionAfterSkippingLeadingTrivia }
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
    /// How many `onChange` calls take the one-parameter action iOS 17 deprecated (`OnChangeForm`).
    /// Read from the bodies, so asking is reading the file's content (`ReadTracking`), as the calls'
    /// syntax would be; not part of the facts fingerprint.
    public var deprecatedOnChangeCount: Int {
        if let handle = calls.handle { ReadTracking.note(handle) }
        return deprecatedOnChanges
    }
    var deprecatedOnChanges = 0
    /// Which of `TextMarkers.needles` the text spells (a bit each); nil when the facts were read
    /// without the text, which is then searched. A shortcut for `SourceFile.mentions`, whose
    /// answers `ReadTracking` records; not part of the facts fingerprint.
    package var textMarkers: UInt64?
    /// Where the text spells `TextMarkers.offsetsNeedle` (UTF-8 offsets; nil as `textMarkers`): a
    /// shortcut for `SourceFile.offsets(of:)`, whose answers `ReadTracking` records.
    package var markedOffsets: [Int]?
}

/// Function calls by the last component of the callee's name; reads like a dictionary of nodes.
/// Asking another file's table is a dependency on how many calls of that name it makes
/// (`ReadTracking`, `FileQuestion.callCount`), and reading a call's node one on its syntax.
///
/// Every file of a project holds one for the whole run, so it is stored flat: the names sorted,
/// and each name's calls as a run of slots in the file's handle (a dictionary of arrays took
/// some 60 MB at 3,000,000 lines).
public struct CallTable: Sendable {
    /// The callee names, sorted (`<`).
    private var sortedNames: [String] = []
    /// Name `i`'s calls are `slots[ends[i - 1]..<ends[i]]` (from 0 for the first).
    private var ends: [Int32] = []
    private var slots: [Int32] = []
    /// The file's handle: the calls' nodes, and `ReadTracking`'s file.
    package private(set) var handle: TreeHandle?

    package init() {}

    /// `calls`: each callee name with its calls' slots in `handle`, the names sorted.
    package init(handle: TreeHandle, sortedCalls calls: [(name: String, slots: [Int32])]) {
        self.handle = handle
        sortedNames = calls.map(\.name)
        ends.reserveCapacity(calls.count)
        slots.reserveCapacity(calls.reduce(0) { $0 + $1.slots.count })
        for call in calls {
            slots.append(contentsOf: call.slots)
            ends.append(Int32(slots.count))
        }
    }

    /// Each callee name with its calls, the names sorted: for the facts cache.
    package var entries: [(name: String, refs: [SyntaxRef<FunctionCallExprSyntax>])] {
        sortedNames.indices.map { (sortedNames[$0], refs(at: $0)) }
    }

    private func index(of name: String) -> Int? {
        var low = 0
        var high = sortedNames.count
        while low < high {
            let middle = (low + high) / 2
            if sortedNames[middle] < name { low = middle + 1 } else { high = middle }
        }
        return low < sortedNames.count && sortedNames[low] == name ? low : nil
    }

    private func range(at index: Int) -> Range<Int> { (index == 0 ? 0 : Int(ends[index - 1]))..<Int(ends[index]) }

    private func refs(at index: Int) -> [SyntaxRef<FunctionCallExprSyntax>] {
        guard let handle else { return [] }
        return slots[range(at: index)].map { SyntaxRef(handle: handle, slot: $0) }
    }

    /// How many calls have this callee name, without noting a dependency (`FileQuestion` asks).
    package func untrackedCount(of name: String) -> Int { index(of: name).map { range(at: $0).count } ?? 0 }

    private func note(_ name: String) {
        if let handle { ReadTracking.noteAnswer(handle, .callCount(name), String(untrackedCount(of: name))) }
    }

    public subscript(name: String) -> [FunctionCallExprSyntax]? {
        note(name)
        return index(of: name).map { refs(at: $0).map(\.node) }
    }
    public subscript(name: String, default empty: [FunctionCallExprSyntax]) -> [FunctionCallExprSyntax] {
        note(name)
        return index(of: name).map { refs(at: $0).map(\.node) } ?? empty
    }
    /// How many calls have this callee name, without touching the tree.
    public func count(of name: String) -> Int {
        note(name)
        return untrackedCount(of: name)
    }
    /// Every callee name, sorted: a dependency on the whole file.
    public var names: [String] {
        if let handle { ReadTracking.note(handle) }
        return sortedNames
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

    package init(_ function: FunctionDeclSyntax, interner: FactsInterner = .none) {
        name = function.name.text
        returnType = interner.type(function.signature.returnClause.flatMap { TypeRef($0.type) })
        isStatic = function.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }
}
