import SwiftSyntax

/// A file's facts as bytes, for the facts cache: what the indexer read (`FileFacts`), whether the
/// file parses, and where every node the facts name lies (`TreeHandle.Location`). Decoding gives
/// a `TreeHandle` with no tree, as if it had been released right after indexing: a rule that asks
/// for a node parses the text again and finds the node by its range and kind, so the facts of a
/// file read from the cache answer exactly as the facts of the same file parsed now.
///
/// Decoding checks every count and every slot; bytes that do not read give nil (the file is then
/// parsed), never a fact naming a node that is not there.
///
/// Within one file's bytes, a string longer than `inlineLength` and a type are spelt out once and
/// named by number after that (`FactsWriter`): a type's name comes back in its properties, its
/// wrapper uses, its injections, so a warm run decoding every file of a large project would
/// otherwise build and intern the same string many times over.
package enum FactsCoding {
    /// Changes with the layout below.
    package static let version = 10

    /// Strings up to this many UTF-8 bytes are stored inline in a `String` (64-bit platforms):
    /// written out each time, since building one allocates nothing and interning gains nothing.
    static let inlineLength = 15

    /// `lines`: the text's line starts (`LineTable.encoded`), kept so that a file loaded from its
    /// facts without its text (`FileText`) tells a node's line without reading it; nil stores none.
    package static func encode(_ facts: FileFacts, hasSyntaxErrors: Bool, handle: TreeHandle, lines: [UInt8]? = nil) -> [UInt8] {
        var writer = FactsWriter()
        writer.int(version)
        writer.uint32(TextMarkers.signature)
        writer.bool(hasSyntaxErrors)
        writer.array(handle.allLocations) { writer, location in
            writer.int(Int(location.start))
            writer.int(Int(location.contentStart - location.start))
            writer.int(Int(location.end - location.start))
            writer.uint32(location.kind)
        }
        // Properties are shared between their type and its wrapper uses: stored once, by index.
        var propertyIndex: [ObjectIdentifier: Int] = [:]
        writer.array(facts.types) { writer, type in
            writer.string(type.kind.rawValue)
            writer.string(type.name)
            writer.string(type.qualifiedName)
            writer.strings(type.inheritedTypes)
            writer.array(type.inheritedTypeRefs) { $0.typeRef($1) }
            writer.strings(type.genericParameters)
            writer.strings(type.attributes)
            writer.strings(type.modifiers)
            writer.array(type.properties) { writer, property in
                propertyIndex[ObjectIdentifier(property)] = propertyIndex.count
                writer.property(property)
            }
            writer.array(type.functionFacts) { $0.function($1) }
            writer.array(type.functionRefs) { $0.ref($1) }
            writer.ref(type.nodeRef)
            writer.ref(type.nameTokenRef)
            writer.ref(type.introducerRef)
            writer.bool(type.previewEnclosure.isPreview)
            writer.strings(type.previewEnclosure.enclosingTypeNames)
            writer.array(type.availability.sorted { $0.key.rawValue < $1.key.rawValue }) { writer, entry in
                writer.string(entry.key.rawValue)
                writer.ints(entry.value.components)
            }
            writer.bool(type.hasPayloadCases)
            writer.optional(type.declaredStateType) { $0.typeRef($1) }
            writer.strings(type.stateReferenceNames)
            writer.strings(type.reducerCaseTypeNames)
            writer.strings(type.writeReceivers)
            writer.optional(type.recordedWrites) { writer, writes in
                writer.array(writes) { writer, write in
                    writer.string(write.receiver)
                    writer.string(write.member)
                    writer.int(write.memberPosition.utf8Offset)
                    writer.optional(write.method)
                    writer.int(
                        (write.restIsEmpty ? 1 : 0) | (write.isInsideBindingSetter ? 2 : 0) | (write.receiverIsLocal ? 4 : 0)
                            | (write.acknowledgesCommand ? 8 : 0))
                }
            }
            writer.optional(type.recordedSelfWrites) { writer, writes in
                writer.strings(writes.direct)
                writer.strings(writes.throughMembers)
            }
            writer.optional(type.recordedBindingSetterWrites) { $0.strings($1) }
            writer.array(type.recordedStorageReferences) { writer, reference in
                writer.string(reference.name)
                writer.int(reference.position.utf8Offset)
                writer.bool(reference.initializesPublished)
            }
        }
        writer.array(facts.wrapperUses) { writer, use in
            writer.string(use.wrapper.rawValue)
            // 0 and the property itself when no type declares it (the indexer records none such).
            let shared = propertyIndex[ObjectIdentifier(use.property)]
            writer.int(shared.map { $0 + 1 } ?? 0)
            if shared == nil { writer.property(use.property) }
            writer.optional(use.ownerType)
            writer.optional(use.wrappedType)
            writer.bool(use.isKeyPathEnvironment)
            writer.optional(use.writtenType)
            writer.ref(use.attributeRef)
        }
        writer.array(facts.injections) { writer, injection in
            writer.string(injection.kind.rawValue)
            switch injection.value {
            case .initializer(let type): writer.int(0); writer.string(type)
            case .staticMember(let base, let member): writer.int(1); writer.string(base); writer.string(member)
            case .property(let name): writer.int(2); writer.string(name)
            case .other: writer.int(3)
            }
            writer.ref(injection.argumentRef)
            writer.ref(injection.callRef)
            writer.optional(injection.ownerType)
            writer.ref(injection.nameTokenRef)
            writer.optional(injection.localType)
        }
        writer.array(facts.bindingProjections) { writer, projection in
            writer.string(projection.property)
            writer.strings(projection.members)
            writer.optional(projection.ownerType)
            writer.ref(projection.expressionRef)
        }
        writer.array(facts.objectWillChangeUses) { writer, use in
            writer.optional(use.ownerType)
            writer.optional(use.receiverRef) { $0.ref($1) }
            writer.ref(use.tokenRef)
            writer.bool(use.isSend)
        }
        writer.array(facts.publisherProjections) { writer, projection in
            writer.string(projection.property)
            writer.optional(projection.receiverRef) { $0.ref($1) }
            writer.optional(projection.ownerType)
            writer.ref(projection.tokenRef)
        }
        writer.strings(facts.implicitInjectionKinds.map(\.rawValue))
        writer.array(facts.calls.entries) { writer, entry in
            writer.string(entry.name)
            writer.array(entry.refs) { $0.ref($1) }
        }
        writer.strings(facts.imports)
        writer.array(facts.globalFunctions) { $0.function($1) }
        writer.array(facts.typeAliases) { writer, alias in
            writer.string(alias.name)
            writer.string(alias.qualifiedName)
            writer.strings(alias.genericParameters)
            writer.optional(alias.target) { $0.typeRef($1) }
        }
        writer.int(facts.deprecatedOnChanges)
        writer.optional(facts.textMarkers) { $0.uint64($1) }
        writer.optional(facts.markedOffsets) { writer, offsets in writer.array(offsets) { $0.int($1) } }
        writer.optional(lines) { $0.blob($1) }
        return writer.bytes
    }

    /// `decode` with a handle of a text in memory.
    package static func decode(
        _ bytes: [UInt8], range: Range<Int>, path: String, text: String, residency: TreeResidency, interner: FactsInterner = .none
    ) -> (facts: FileFacts, hasSyntaxErrors: Bool, handle: TreeHandle)? {
        decode(bytes, range: range, path: path, text: FileText(text), residency: residency, interner: interner)
    }

    /// The facts `bytes` (in `range`) hold, naming nodes through a new handle of `text` that has no
    /// tree yet; nil when the bytes do not read as facts of this version.
    package static func decode(
        _ bytes: [UInt8], range: Range<Int>, path: String, text: FileText, residency: TreeResidency, interner: FactsInterner = .none
    ) -> (facts: FileFacts, hasSyntaxErrors: Bool, handle: TreeHandle)? {
        var reader = BinaryReader(bytes: bytes, range: range)
        let textLength = text.byteCount
        guard reader.int() == version, reader.uint32() == TextMarkers.signature, let hasSyntaxErrors = reader.bool(),
              let locations = reader.array({ reader -> TreeHandle.Location? in
                  guard let start = reader.int(), let content = reader.int(), let length = reader.int(), let kind = reader.uint32(),
                        start + length <= textLength, content <= length else { return nil }
                  return TreeHandle.Location(
                      start: Int32(start), contentStart: Int32(start + content), end: Int32(start + length), kind: kind)
              })
        else { return nil }
        let handle = TreeHandle(releasedWithLocations: locations, path: path, text: text, residency: residency)
        var decoder = Decoder(reader: reader, handle: handle, slots: locations.count, interner: interner)
        guard let facts = decoder.facts() else { return nil }
        if let lines = decoder.lines { text.keepLines(lines) }
        return (facts, hasSyntaxErrors, handle)
    }

    private struct Decoder {
        var reader: BinaryReader
        let handle: TreeHandle
        let slots: Int
        var properties: [PropertyDeclaration] = []
        /// The text's line starts (`LineTable.encoded`), when stored.
        var lines: [UInt8]?
        /// Shares the repeated names, lists and types with the other files' facts.
        let interner: FactsInterner
        /// The long strings and the types read so far, in order: what `FactsWriter` names by number.
        var sharedStrings: [String] = []
        var sharedTypes: [TypeRef] = []

        /// A string `FactsWriter.string` wrote: the number of one read before, or the text.
        mutating func string() -> String? {
            guard let code = reader.int() else { return nil }
            if code & 1 == 1 {
                let index = code >> 1
                return index < sharedStrings.count ? sharedStrings[index] : nil
            }
            let length = code >> 1
            guard length > FactsCoding.inlineLength else { return reader.utf8(count: length) }
            // Looked up by its bytes before a string is made of them (most were read before).
            guard let shared = reader.withBytes(count: length, { interner.string(utf8: $0) }) else { return nil }
            sharedStrings.append(shared)
            return shared
        }

        mutating func strings() -> [String]? { array { $0.string() }.map(interner.strings) }

        mutating func optionalString() -> String?? { optional { $0.string() } }

        mutating func facts() -> FileFacts? {
            var facts = FileFacts()
            guard let types = array({ $0.type() }) else { return nil }
            facts.types = types
            guard let uses = array({ $0.wrapperUse() }), let injections = array({ $0.injection() }),
                  let bindings = array({ $0.bindingProjection() }), let willChange = array({ $0.objectWillChangeUse() }),
                  let publishers = array({ $0.publisherProjection() }),
                  let implicit = strings(), let calls = array({ $0.callEntry() }),
                  let imports = strings(), let globals = array({ $0.function() }), let aliases = array({ $0.alias() }),
                  let deprecatedOnChanges = reader.int(), deprecatedOnChanges >= 0, deprecatedOnChanges <= calls.first(where: { $0.name == "onChange" })?.slots.count ?? 0,
                  let markers = optional({ $0.reader.uint64() }), markers.map(TextMarkers.isValid) ?? true,
                  let offsets = optional({ $0.reader.ints() }), (offsets ?? []).allSatisfy({ $0 >= 0 }),
                  let lines = optional({ $0.reader.blob() }),
                  reader.isAtEnd
            else { return nil }
            self.lines = lines
            facts.wrapperUses = uses
            facts.injections = injections
            facts.bindingProjections = bindings
            facts.objectWillChangeUses = willChange
            facts.publisherProjections = publishers
            var kinds: [EnvironmentInjection.Kind] = []
            for name in implicit {
                guard let kind = EnvironmentInjection.Kind(rawValue: name) else { return nil }
                kinds.append(kind)
            }
            facts.implicitInjectionKinds = kinds
            // Written sorted by name; a table is read by binary search, so that is checked.
            guard zip(calls, calls.dropFirst()).allSatisfy({ $0.0.name < $0.1.name }) else { return nil }
            facts.calls = CallTable(handle: handle, sortedCalls: calls)
            facts.imports = imports
            facts.globalFunctions = globals
            facts.typeAliases = aliases
            facts.deprecatedOnChanges = deprecatedOnChanges
            facts.textMarkers = markers
            facts.markedOffsets = offsets
            return facts
        }

        /// `reader.array` with the decoder's own state (an element may add to `properties`).
        mutating func array<Element>(_ element: (inout Decoder) -> Element?) -> [Element]? {
            guard let count = reader.count() else { return nil }
            return BinaryReader.repeated(count) { element(&self) }
        }

        mutating func ref<Node: SyntaxProtocol>(_: Node.Type = Node.self) -> SyntaxRef<Node>? {
            guard let slot = reader.int(), slot < slots else { return nil }
            return SyntaxRef(handle: handle, slot: Int32(slot))
        }

        /// `reader.optional` with the decoder's own state.
        mutating func optional<Value>(_ read: (inout Decoder) -> Value?) -> Value?? {
            let flag = reader.int()
            return BinaryReader.optional(flag: flag) { read(&self) }
        }

        /// A type `FactsWriter.typeRef` wrote: the number of one read before, or the type, interned
        /// whole (its arguments are read by `unsharedTypeRef`).
        mutating func typeRef() -> TypeRef? {
            guard let code = reader.int() else { return nil }
            if code > 0 { return code <= sharedTypes.count ? sharedTypes[code - 1] : nil }
            guard let type = unsharedTypeRef().map(interner.type) else { return nil }
            sharedTypes.append(type)
            return type
        }

        mutating func unsharedTypeRef() -> TypeRef? {
            guard let components = array({ decoder -> TypeRef.Component? in
                guard let name = decoder.string(), let arguments = decoder.array({ $0.unsharedTypeRef() }) else { return nil }
                return TypeRef.Component(name, arguments: arguments)
            }) else { return nil }
            return TypeRef(components)
        }

        mutating func function() -> FunctionFact? {
            guard let name = string(), let returnType = optional({ $0.typeRef() }), let isStatic = reader.bool() else { return nil }
            return FunctionFact(name: name, returnType: returnType, isStatic: isStatic)
        }

        mutating func type() -> TypeDeclaration? {
            guard let kind = string().flatMap(TypeDeclaration.Kind.init(rawValue:)), let name = string(),
                  let qualifiedName = string(), let inherited = strings(), let inheritedRefs = array({ $0.typeRef() }),
                  let generics = strings(), let attributes = strings(), let modifiers = strings(),
                  let properties = array({ decoder -> PropertyDeclaration? in
                      guard let property = decoder.property() else { return nil }
                      decoder.properties.append(property)
                      return property
                  }),
                  let functionFacts = array({ $0.function() }), let functionRefs = array({ $0.ref(FunctionDeclSyntax.self) }),
                  functionRefs.count == functionFacts.count,
                  let node = ref(DeclSyntax.self), let nameToken = ref(TokenSyntax.self), let introducer = ref(TokenSyntax.self),
                  let isPreview = reader.bool(), let enclosingTypeNames = strings(),
                  let availability = array({ decoder -> (ApplePlatform, OSVersion)? in
                      guard let platform = decoder.string().flatMap(ApplePlatform.init(rawValue:)), let components = decoder.reader.ints(),
                            components.count == 3 else { return nil }
                      var version = OSVersion(0)
                      version.components = components
                      return (platform, version)
                  }),
                  let payload = reader.bool(), let stateType = optional({ $0.typeRef() }), let stateNames = strings(),
                  let caseNames = strings(), let writeReceivers = strings(),
                  let memberWrites = optional({ decoder in
                      decoder.array { decoder -> MemberWrite? in
                          guard let receiver = decoder.string(), let member = decoder.string(), let position = decoder.reader.int(),
                                let method = decoder.optionalString(), let flags = decoder.reader.int() else { return nil }
                          return MemberWrite(
                              receiver: receiver, member: member, memberPosition: AbsolutePosition(utf8Offset: position), restIsEmpty: flags & 1 != 0,
                              method: method, isInsideBindingSetter: flags & 2 != 0, receiverIsLocal: flags & 4 != 0, acknowledgesCommand: flags & 8 != 0)
                      }
                  }),
                  let selfWrites = optional({ decoder -> SelfWrites? in
                      guard let direct = decoder.strings(), let throughMembers = decoder.strings() else { return nil }
                      return SelfWrites(direct: direct, throughMembers: throughMembers)
                  }),
                  let bindingSetterWrites = optional({ $0.strings() }),
                  let storageReferences = array({ decoder -> StorageReference? in
                      guard let name = decoder.string(), let position = decoder.reader.int(), position >= 0,
                            let initializes = decoder.reader.bool() else { return nil }
                      return StorageReference(name: name, position: AbsolutePosition(utf8Offset: position), initializesPublished: initializes)
                  })
            else { return nil }
            return TypeDeclaration(
                kind: kind, name: name, qualifiedName: qualifiedName, inheritedTypes: inherited, inheritedTypeRefs: inheritedRefs,
                genericParameters: generics, attributes: attributes, modifiers: modifiers, properties: properties, functions: functionRefs,
                functionFacts: functionFacts, node: node, nameToken: nameToken, introducer: introducer,
                previewEnclosure: PreviewEnclosure(isPreview: isPreview, enclosingTypeNames: enclosingTypeNames),
                availability: Dictionary(availability, uniquingKeysWith: { first, _ in first }), hasPayloadCases: payload,
                declaredStateType: stateType, stateReferenceNames: stateNames, reducerCaseTypeNames: caseNames,
                memberWriteReceivers: writeReceivers, memberWrites: memberWrites, selfWrites: selfWrites, bindingSetterWrites: bindingSetterWrites,
                storageReferences: storageReferences)
        }

        mutating func property() -> PropertyDeclaration? {
            guard let name = string(), let typeName = optionalString(), let annotation = optional({ $0.ref(TypeSyntax.self) }),
                  let typeRef = optional({ $0.typeRef() }), let attributes = strings(), let modifiers = strings(),
                  let isLet = reader.bool(), let isComputed = reader.bool(), let hasObservers = reader.bool(),
                  let environmentType = optional({ $0.typeRef() }),
                  let staticMember = optional({ decoder -> (type: TypeRef, member: String)? in
                      guard let type = decoder.typeRef(), let member = decoder.string() else { return nil }
                      return (type, member)
                  }),
                  let dependencyKey = optionalString(), let equatability = equatability(), let hasInitializer = reader.bool(),
                  let valueShape = reader.int().flatMap({ UInt8(exactly: $0) }).flatMap(PropertyDeclaration.ValueShape.init(rawValue:)),
                  let storeType = optional({ decoder -> StoreTypeFact? in
                      guard let kind = decoder.string().flatMap(StoreTypeFact.Kind.init(rawValue:)),
                            let feature = decoder.optionalString() else { return nil }
                      return StoreTypeFact(kind: kind, featureName: feature)
                  }),
                  let environmentAttribute = optional({ decoder -> EnvironmentAttributeFact? in
                      decoder.optionalString().map(EnvironmentAttributeFact.init(metatypeBase:))
                  })
            else { return nil }
            guard let decl = ref(VariableDeclSyntax.self), let binding = ref(PatternBindingSyntax.self) else { return nil }
            return PropertyDeclaration(
                name: name, typeName: typeName, typeAnnotation: annotation, typeRef: typeRef, attributes: attributes, modifiers: modifiers,
                isLet: isLet, isComputed: isComputed, hasObservers: hasObservers, environmentType: environmentType, staticMemberOf: staticMember,
                dependencyKey: dependencyKey, equatability: equatability, hasInitializer: hasInitializer, valueShape: valueShape, storeType: storeType,
                environmentAttribute: environmentAttribute, decl: decl, binding: binding)
        }

        mutating func equatability() -> Equatability? {
            switch reader.int() {
            case 0: return .never
            case 1: return .always
            case 2: return string().map { .type($0) }
            case 3: return strings().map { .types($0) }
            default: return nil
            }
        }

        mutating func wrapperUse() -> WrapperUse? {
            guard let wrapper = string().flatMap(SwiftUIWrapper.init(rawValue:)), let index = reader.int() else { return nil }
            let property: PropertyDeclaration
            if index == 0 {
                guard let own = self.property() else { return nil }
                property = own
            } else {
                guard index <= properties.count else { return nil }
                property = properties[index - 1]
            }
            guard let owner = optionalString(), let wrapped = optionalString(), let keyPath = reader.bool(), let written = optionalString(),
                  let attribute = ref(AttributeSyntax.self)
            else { return nil }
            return WrapperUse(
                wrapper: wrapper, property: property, ownerType: owner, wrappedType: wrapped, isKeyPathEnvironment: keyPath,
                writtenType: written, attributeRef: attribute)
        }

        mutating func injection() -> EnvironmentInjection? {
            guard let kind = string().flatMap(EnvironmentInjection.Kind.init(rawValue:)) else { return nil }
            let value: InjectedValue
            switch reader.int() {
            case 0:
                guard let type = string() else { return nil }
                value = .initializer(type: type)
            case 1:
                guard let base = string(), let member = string() else { return nil }
                value = .staticMember(base: base, member: member)
            case 2:
                guard let name = string() else { return nil }
                value = .property(name: name)
            case 3: value = .other
            default: return nil
            }
            guard let argument = ref(ExprSyntax.self), let call = ref(FunctionCallExprSyntax.self), let owner = optionalString(),
                  let nameToken = ref(TokenSyntax.self), let localType = optionalString()
            else { return nil }
            return EnvironmentInjection(
                kind: kind, value: value, argumentRef: argument, callRef: call, ownerType: owner, nameTokenRef: nameToken, localType: localType)
        }

        mutating func bindingProjection() -> BindingProjection? {
            guard let property = string(), let members = strings(), let owner = optionalString(),
                  let expression = ref(ExprSyntax.self)
            else { return nil }
            return BindingProjection(property: property, members: members, ownerType: owner, expressionRef: expression)
        }

        mutating func objectWillChangeUse() -> ObjectWillChangeUse? {
            guard let owner = optionalString(), let receiver = optional({ $0.ref(ExprSyntax.self) }), let token = ref(TokenSyntax.self),
                  let isSend = reader.bool()
            else { return nil }
            return ObjectWillChangeUse(ownerType: owner, receiverRef: receiver, tokenRef: token, isSend: isSend)
        }

        mutating func publisherProjection() -> PublisherProjection? {
            guard let property = string(), let receiver = optional({ $0.ref(ExprSyntax.self) }), let owner = optionalString(),
                  let token = ref(TokenSyntax.self)
            else { return nil }
            return PublisherProjection(property: property, receiverRef: receiver, ownerType: owner, tokenRef: token)
        }

        mutating func callEntry() -> (name: String, slots: [Int32])? {
            guard let name = string(), let slots = array({ $0.ref(FunctionCallExprSyntax.self)?.slot }) else { return nil }
            return (name, slots)
        }

        mutating func alias() -> TypeAliasDeclaration? {
            guard let name = string(), let qualifiedName = string(), let generics = strings(),
                  let target = optional({ $0.typeRef() })
            else { return nil }
            return TypeAliasDeclaration(name: name, qualifiedName: qualifiedName, genericParameters: generics, target: target)
        }
    }
}

/// `BinaryWriter` for one file's facts: a string longer than `FactsCoding.inlineLength` or a type
/// written before is written as its number (`Decoder` keeps the same lists as it reads).
/// A string is `2 × length` then its UTF-8 bytes, or `2 × number + 1`; a type is 0 then its
/// components, or its number + 1.
private struct FactsWriter {
    private var writer = BinaryWriter()
    /// Each long string by its first number and spelling (`String` equality is canonical
    /// equivalence: a string spelt with other bytes is written out again, and numbered too).
    private var strings: [String: (number: Int, spelling: String)] = [:]
    /// Long strings written out so far.
    private var spelt = 0
    private var types: [TypeRef: Int] = [:]

    var bytes: [UInt8] { writer.bytes }

    mutating func int(_ value: Int) { writer.int(value) }
    mutating func bool(_ value: Bool) { writer.bool(value) }
    mutating func uint32(_ value: UInt32) { writer.uint32(value) }
    mutating func uint64(_ value: UInt64) { writer.uint64(value) }
    mutating func blob(_ data: [UInt8]) { writer.blob(data) }

    mutating func string(_ text: String) {
        let length = text.utf8.count
        if length > FactsCoding.inlineLength {
            if let known = strings[text], known.spelling.utf8.elementsEqual(text.utf8) { return writer.int(known.number * 2 + 1) }
            if strings[text] == nil { strings[text] = (spelt, text) }
            spelt += 1
        }
        writer.int(length * 2)
        writer.bytes.append(contentsOf: text.utf8)
    }

    mutating func strings(_ texts: [String]) { array(texts) { $0.string($1) } }
    mutating func ints(_ values: [Int]) { writer.ints(values) }

    mutating func optional<Value>(_ value: Value?, _ write: (inout FactsWriter, Value) -> Void) {
        if let value { int(1); write(&self, value) } else { int(0) }
    }

    mutating func optional(_ text: String?) { optional(text) { $0.string($1) } }

    mutating func array<Element>(_ elements: [Element], _ element: (inout FactsWriter, Element) -> Void) {
        int(elements.count)
        for next in elements { element(&self, next) }
    }

    mutating func ref<Node>(_ ref: SyntaxRef<Node>) { int(Int(ref.slot)) }

    mutating func typeRef(_ type: TypeRef) {
        if let number = types[type] { return int(number + 1) }
        types[type] = types.count
        int(0)
        unsharedTypeRef(type)
    }

    /// The components, each argument spelt out (`Decoder.unsharedTypeRef`).
    private mutating func unsharedTypeRef(_ type: TypeRef) {
        array(type.components) { writer, component in
            writer.string(component.name)
            writer.array(component.arguments) { $0.unsharedTypeRef($1) }
        }
    }
}

extension FactsWriter {
    mutating func function(_ function: FunctionFact) {
        string(function.name)
        optional(function.returnType) { $0.typeRef($1) }
        bool(function.isStatic)
    }

    mutating func property(_ property: PropertyDeclaration) {
        string(property.name)
        optional(property.typeName)
        optional(property.typeAnnotationRef) { $0.ref($1) }
        optional(property.typeRef) { $0.typeRef($1) }
        strings(property.attributes)
        strings(property.modifiers)
        bool(property.isLet)
        bool(property.isComputed)
        bool(property.hasObservers)
        optional(property.environmentType) { $0.typeRef($1) }
        optional(property.staticMemberOf) { writer, member in
            writer.typeRef(member.type)
            writer.string(member.member)
        }
        optional(property.dependencyKey)
        switch property.equatability {
        case .never: int(0)
        case .always: int(1)
        case .type(let name): int(2); string(name)
        case .types(let names): int(3); strings(names)
        }
        bool(property.hasInitializer)
        int(Int(property.valueShape.rawValue))
        optional(property.storeType) { writer, store in
            writer.string(store.kind.rawValue)
            writer.optional(store.featureName)
        }
        optional(property.environmentAttribute) { writer, attribute in writer.optional(attribute.metatypeBase) }
        ref(property.declRef)
        ref(property.bindingRef)
    }
}
