import SwiftSyntax

/// Reads a file's facts in one walk of its tree. The project index merges them across files.
package final class FileIndexer: SyntaxVisitor {
    private var facts = FileFacts()
    /// The calls by callee name, as the walk meets them (`facts.calls` at the end).
    private var calls: [String: [Int32]] = [:]
    /// The types the walk is in, innermost last: the qualified name, the slot in `facts.types`, and
    /// the member block's bytes (member writes met there are the type's: `memberWriteReceivers`).
    /// `writes`: whether the type is declared as a view (`: View` on its declaration), whose member
    /// writes are recorded in full (`MemberWrite`).
    /// `previewName`: the name `isPreviewCode` asks about (`DeclGroupSyntax.typeName`; nil for a
    /// protocol); `selfWrites`: whether its members' writes to `self` are recorded (`SelfWrites`).
    private var typeStack: [(name: String, slot: Int, body: Range<Int>, writes: Bool, previewName: String?, selfWrites: Bool)] = []
    /// How many `#Preview { }` expansions the walk is in.
    private var previewMacros = 0
    /// The receivers of member writes met so far, by type slot.
    private var writeReceivers: [Int: Set<String>] = [:]
    /// The member writes of the types declared as views, by type slot, in the order met.
    private var memberWrites: [Int: [MemberWrite]] = [:]
    /// The enclosing functions' locals, read once for the member writes in them.
    private lazy var localScopes = LocalScopes()
    /// The direct member of a class or extension being walked whose writes to `self`'s properties
    /// are recorded (`SelfWrites`), innermost last: an instance method's body, or the accessor
    /// blocks of an instance property (their locals read through `localScopes` once a write needs them).
    private var memberScopes: [MemberScope] = []
    /// The properties of `self` written, by type slot: written themselves, and written only
    /// through a member (`SelfWrites`).
    private var selfWrites: [Int: (direct: Set<String>, throughMembers: Set<String>)] = [:]
    /// Where the walk met a reference named `_…` (`StorageReferences.isUnderscored`): only the
    /// member blocks around one are searched for them after the walk.
    private var underscoredReferences: [Int] = []
    /// Owns the tree; facts name its nodes through it.
    private let handle: TreeHandle

    /// Whether the text says `available` at all: only then can a type's availability be other than none.
    private let mentionsAvailability: Bool
    /// Whether the text says `State` at all: only then can a type's members name a TCA `X.State`.
    private let mentionsState: Bool
    /// Shares repeated names, lists and types with other files' facts.
    private let interner: FactsInterner
    /// The tree's source bytes during the walk, when known: a reference's name is tested there
    /// before it is made a `String` (most references are neither `$x` nor `objectWillChange`), and
    /// a sequence expression for a `=` before its operators are read.
    private var sourceBytes: UnsafeBufferPointer<UInt8>?

    private init(handle: TreeHandle, mentionsAvailability: Bool, mentionsState: Bool, interner: FactsInterner) {
        self.handle = handle
        self.interner = interner
        self.mentionsAvailability = mentionsAvailability
        self.mentionsState = mentionsState
        super.init(viewMode: .sourceAccurate)
    }

    /// The facts of `handle`'s tree, naming its nodes through `handle`. `text`: the tree's source,
    /// for byte pre-checks (nil: no pre-checks); `interner`: shares what the facts repeat with the
    /// rest of the project's.
    package static func facts(in handle: TreeHandle, text: String? = nil, interner: FactsInterner = .none) -> FileFacts {
        let indexer = FileIndexer(
            handle: handle, mentionsAvailability: text.map { ByteSearch.contains("available", in: $0) } ?? true,
            mentionsState: text.map { ByteSearch.contains("State", in: $0) } ?? true, interner: interner)
        let tree = handle.tree
        if var source = text, source.utf8.count == tree.totalLength.utf8Length {
            source.withUTF8 { bytes in
                indexer.sourceBytes = bytes
                indexer.walk(tree)
                indexer.sourceBytes = nil
            }
        } else {
            indexer.walk(tree)
        }
        for slot in Set(indexer.writeReceivers.keys).union(indexer.selfWrites.keys) {
            let type = indexer.facts.types[slot]
            let selfWrites = indexer.selfWrites[slot].map { writes in
                SelfWrites(
                    direct: indexer.interner.strings(writes.direct.sorted()),
                    throughMembers: indexer.interner.strings(writes.throughMembers.subtracting(writes.direct).sorted()))
            }
            indexer.facts.types[slot] = type.with(
                memberWriteReceivers: indexer.writeReceivers[slot].map { indexer.interner.strings($0.sorted()) } ?? [],
                memberWrites: indexer.memberWrites[slot], selfWrites: selfWrites ?? type.recordedSelfWrites)
        }
        // A file that calls `Binding` (the only files view-model-state-writable asks): each
        // declaration's `Binding(get:set:)` setter writes, read while the tree is here.
        if let slots = indexer.calls["Binding"] {
            let bindingCalls = slots.map { Int(handle.location(at: $0).start) }
            for (slot, type) in indexer.facts.types.enumerated() {
                guard let block = type.memberBlock else { continue }
                // Only a block with such a call has its tokens read.
                let range = block.position.utf8Offset..<block.endPosition.utf8Offset
                let writes = bindingCalls.contains(where: range.contains) ? Mutations.bindingSetterWrites(in: block).sorted() : []
                indexer.facts.types[slot] = type.with(bindingSetterWrites: indexer.interner.strings(writes))
            }
        }
        // A class's or an extension's `_name` references (what keeps it from `@Observable`),
        // read while the tree is here, only in a block that holds one.
        if !indexer.underscoredReferences.isEmpty {
            for (slot, type) in indexer.facts.types.enumerated() where type.kind == .class || type.kind == .extension {
                guard let block = type.memberBlock else { continue }
                let range = block.position.utf8Offset..<block.endPosition.utf8Offset
                guard indexer.underscoredReferences.contains(where: range.contains) else { continue }
                let references = StorageReferences.underscored(in: block).map { reference in
                    StorageReference(
                        name: indexer.interner.string(reference.baseName.text), position: reference.positionAfterSkippingLeadingTrivia,
                        initializesPublished: StorageReferences.publishedInitializer(reference) != nil)
                }
                indexer.facts.types[slot] = type.with(storageReferences: references)
            }
        }
        indexer.facts.calls = CallTable(
            handle: handle, sortedCalls: indexer.calls.sorted { $0.key < $1.key }.map { (indexer.interner.string($0.key), $0.value) })
        indexer.facts.textMarkers = text.map(TextMarkers.markers(in:))
        indexer.facts.markedOffsets = text.map { TextMarkers.offsets(in: $0, markers: indexer.facts.textMarkers ?? 0) }
        return indexer.facts
    }

    private var ownerType: String? { typeStack.last?.name }

    // MARK: Imports

    package override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let first = node.path.first { facts.imports.append(first.name.text) }
        return .skipChildren
    }

    // MARK: Types

    package override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(.class, name: node.name, node: node)
    }
    package override func visitPost(_ node: ClassDeclSyntax) { leaveType() }

    package override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(.struct, name: node.name, node: node)
    }
    package override func visitPost(_ node: StructDeclSyntax) { leaveType() }

    package override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(.enum, name: node.name, node: node)
    }
    package override func visitPost(_ node: EnumDeclSyntax) { leaveType() }

    package override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(.actor, name: node.name, node: node)
    }
    package override func visitPost(_ node: ActorDeclSyntax) { leaveType() }

    package override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(.protocol, name: node.name, node: node)
    }
    package override func visitPost(_ node: ProtocolDeclSyntax) { leaveType() }

    /// A declared type's qualified name: its name inside the enclosing type's (an extension's
    /// qualified name is its extended type as written).
    fileprivate static func qualifiedName(_ name: String, in enclosing: String?) -> String {
        (enclosing.map { $0 + "." } ?? "") + name
    }

    /// The types `tree` declares (extensions and protocols included), with their qualified names
    /// and attribute names as `facts(in:)` records them, without reading anything else: for a check
    /// of a rewritten file that asks only which declarations carry which attributes.
    package static func typeDeclarations(in tree: SourceFileSyntax) -> [(kind: TypeDeclaration.Kind, qualifiedName: String, attributes: [String])] {
        let walker = TypeDeclarationWalker(viewMode: .sourceAccurate)
        walker.walk(tree)
        return walker.found
    }

    package override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let extended = TypeNames.trimmedText(of: node.extendedType)
        let simple = TypeNames.baseName(of: node.extendedType) ?? extended
        recordType(.extension, name: simple, qualifiedName: extended, nameToken: node.extensionKeyword, node: node)
        enter(extended, node)
        return .visitChildren
    }

    /// Into the type just recorded.
    private func enter(_ qualifiedName: String, _ node: some DeclGroupSyntax) {
        let slot = facts.types.count - 1
        let type = facts.types[slot]
        typeStack.append((
            qualifiedName, slot, node.memberBlock.position.utf8Offset..<node.memberBlock.endPosition.utf8Offset,
            type.kind != .extension && type.kind != .protocol && type.inheritedTypes.contains("View"),
            node.typeName.map(interner.string), Self.recordsSelfWrites(type.kind)))
    }

    private func leaveType() { typeStack.removeLast() }
    package override func visitPost(_ node: ExtensionDeclSyntax) { leaveType() }

    private func enterType(_ kind: TypeDeclaration.Kind, name: TokenSyntax, node: some DeclGroupSyntax) -> SyntaxVisitorContinueKind {
        let qualified = Self.qualifiedName(name.text, in: typeStack.last?.name)
        recordType(kind, name: name.text, qualifiedName: qualified, nameToken: name, node: node)
        enter(qualified, node)
        return .visitChildren
    }

    private func recordType(_ kind: TypeDeclaration.Kind, name: String, qualifiedName: String, nameToken: TokenSyntax, node: some DeclGroupSyntax) {
        var properties: [PropertyDeclaration] = []
        var functions: [SyntaxRef<FunctionDeclSyntax>] = []
        var functionFacts: [FunctionFact] = []
        for member in node.memberBlock.members {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                let declared = Self.properties(of: variable, in: handle, interner: interner)
                properties.append(contentsOf: declared)
                for property in declared { recordWrapperUse(property, variable: variable, owner: qualifiedName) }
            } else if let function = member.decl.as(FunctionDeclSyntax.self) {
                functions.append(handle.record(function))
                functionFacts.append(FunctionFact(function, interner: interner))
            }
        }
        let inherited = node.inheritanceClause?.inheritedTypes.compactMap { TypeNames.baseName(of: $0.type) } ?? []
        let inheritedRefs = node.inheritanceClause?.inheritedTypes.compactMap { TypeRef($0.type) } ?? []
        let genericParameters = Self.genericParameters(of: node)
        let members = node.memberBlock.members
        let attributes = Self.attributeNames(node.attributes)
        let declaresType = kind != .extension && kind != .protocol
        facts.types.append(TypeDeclaration(
            kind: kind, name: interner.string(name), qualifiedName: interner.string(qualifiedName), inheritedTypes: interner.strings(inherited),
            inheritedTypeRefs: inheritedRefs.map { interner.type($0) }, genericParameters: interner.strings(genericParameters),
            attributes: interner.strings(attributes), modifiers: interner.strings(Self.modifierNames(node.modifiers)),
            properties: properties, functions: functions, functionFacts: functionFacts,
            node: handle.record(DeclSyntax(node)), nameToken: handle.record(nameToken), introducer: handle.record(node.introducer),
            previewEnclosure: previewEnclosure(),
            availability: mentionsAvailability ? AvailabilityContext.versions(at: nameToken) : [:],
            hasPayloadCases: kind == .enum && members.contains { member in
                member.decl.as(EnumCaseDeclSyntax.self)?.elements.contains { $0.parameterClause != nil } == true
            },
            declaredStateType: declaresType ? TCASyntax.declaredStateType(members: members, typeName: name) : nil,
            stateReferenceNames: mentionsState && (kind == .struct || kind == .enum) ? TCASyntax.stateReferenceNames(members: members) : [],
            reducerCaseTypeNames: kind == .enum && attributes.contains("Reducer") ? TCASyntax.caseTypeNames(members: members) : [],
            memberWriteReceivers: [],  // filled in once the walk has met them, as the writes to `self`'s properties
            selfWrites: Self.recordsSelfWrites(kind) ? SelfWrites.none : nil))
    }

    /// Whether a declaration of this kind records its writes to `self`'s properties (`SelfWrites`):
    /// the models view-model-state-writable asks about are classes, with their extensions.
    private static func recordsSelfWrites(_ kind: TypeDeclaration.Kind) -> Bool { kind == .class || kind == .extension }

    /// The preview code around the type being recorded, from the types the walk is in (its
    /// ancestors, innermost last) and the `#Preview { }` expansions around it, as `isPreviewCode`
    /// walks a tree's ancestors: a `#Preview`, or a type or extension stating `PreviewProvider`.
    private func previewEnclosure() -> PreviewEnclosure {
        if previewMacros > 0 { return .preview }
        var names: [String] = []
        for scope in typeStack.reversed() {
            guard let name = scope.previewName else { continue }
            // The names the inheritance clause states (`TypeNames.baseName` of each), as recorded.
            if facts.types[scope.slot].inheritedTypes.contains("PreviewProvider") { return .preview }
            names.append(name)
        }
        return PreviewEnclosure(isPreview: false, enclosingTypeNames: names)
    }

    package override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" { previewMacros += 1 }
        return .visitChildren
    }

    package override func visitPost(_ node: MacroExpansionExprSyntax) {
        if node.macroName.text == "Preview" { previewMacros -= 1 }
    }

    package override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" { previewMacros += 1 }
        return .visitChildren
    }

    package override func visitPost(_ node: MacroExpansionDeclSyntax) {
        if node.macroName.text == "Preview" { previewMacros -= 1 }
    }

    /// The properties a `var`/`let` declares, one per binding, naming nodes through `handle`
    /// (by default a handle of the declaration's own tree, kept for good: for a migration's
    /// scratch declarations).
    package static func properties(
        of variable: VariableDeclSyntax, in handle: TreeHandle? = nil, interner: FactsInterner = .none
    ) -> [PropertyDeclaration] {
        let handle = handle ?? TreeHandle(root: variable)
        let declRef = handle.record(variable)
        let attributes = interner.strings(attributeNames(variable.attributes))
        let modifiers = interner.strings(modifierNames(variable.modifiers))
        let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
        var environmentType: TypeRef?
        var dependencyKey: String?
        // Most properties have neither attribute: the names read above settle it.
        let readsArguments = attributes.contains("Environment") || attributes.contains("Dependency")
        for element in variable.attributes where readsArguments {
            guard let attribute = element.as(AttributeSyntax.self), let first = attribute.arguments?.as(LabeledExprListSyntax.self)?.first?.expression else { continue }
            switch TypeNames.baseName(of: attribute.attributeName) {
            case "Environment" where environmentType == nil:
                // `@Environment(X.self)`
                if let member = first.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.self), let base = member.base {
                    environmentType = interner.type(TypeRef.typeReference(base))
                }
            case "Dependency" where dependencyKey == nil:
                // `@Dependency(\.key)`
                if let keyPath = first.as(KeyPathExprSyntax.self), keyPath.root == nil, keyPath.components.count == 1,
                   let component = keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self) {
                    dependencyKey = component.declName.baseName.text
                }
            default: break
            }
        }
        // What `attribute(named: "Environment")` finds and `BoundMembers.heldType` reads of it.
        var environmentAttribute: EnvironmentAttributeFact?
        if readsArguments, attributes.contains("Environment"),
           let attribute = variable.attributes.lazy.compactMap({ $0.as(AttributeSyntax.self) }).first(where: { TypeNames.trimmedText(of: $0.attributeName) == "Environment" }) {
            let argument = attribute.arguments?.as(LabeledExprListSyntax.self)?.first
            environmentAttribute = EnvironmentAttributeFact(metatypeBase: interner.string(argument.flatMap { TypeNames.metatypeBase(of: $0.expression) }))
        }
        var result: [PropertyDeclaration] = []
        for binding in variable.bindings {
            guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
            var computed = false
            var observers = false
            if let accessors = binding.accessorBlock?.accessors {
                switch accessors {
                case .getter: computed = true
                case .accessors(let list):
                    for accessor in list {
                        switch accessor.accessorSpecifier.tokenKind {
                        case .keyword(.willSet), .keyword(.didSet): observers = true
                        default: computed = true
                        }
                    }
                }
            }
            let annotation = binding.typeAnnotation?.type
            let typeName = annotation.flatMap(TypeNames.baseName(of:)) ?? binding.initializer.flatMap { TypeNames.inferredType(of: $0.value) }
            let typeRef = interner.type(annotation.flatMap(TypeRef.init) ?? binding.initializer.flatMap { TypeRef(constructedBy: $0.value) })
            var staticMember: (type: TypeRef, member: String)?
            if typeRef == nil, let value = binding.initializer?.value.as(MemberAccessExprSyntax.self),
               let base = value.base, let baseType = TypeRef.typeReference(base) {
                staticMember = (interner.type(baseType), value.declName.baseName.text)
            }
            result.append(PropertyDeclaration(
                name: identifier.identifier.text, typeName: interner.string(typeName), typeAnnotation: annotation.map(handle.record),
                typeRef: typeRef, attributes: attributes, modifiers: modifiers, isLet: isLet, isComputed: computed,
                hasObservers: observers, environmentType: environmentType, staticMemberOf: staticMember, dependencyKey: dependencyKey,
                equatability: interner.equatability(Equatability(annotation: annotation, initializer: binding.initializer?.value)), hasInitializer: binding.initializer != nil,
                valueShape: PropertyDeclaration.ValueShape(annotation: annotation, initializer: binding.initializer?.value), storeType: TCASyntax.storeType(annotation: annotation, initializer: binding.initializer?.value),
                environmentAttribute: environmentAttribute, decl: declRef, binding: handle.record(binding)))
        }
        return result
    }

    private func recordWrapperUse(_ property: PropertyDeclaration, variable: VariableDeclSyntax, owner: String) {
        // Read once, for the first wrapper attribute (most properties have none).
        lazy var writtenType: String? = variable.bindings.first { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == property.name }.flatMap { binding in
            TypeNames.writtenType(annotation: binding.typeAnnotation?.type, initializer: binding.initializer?.value, inferred: property.typeName)
        }
        for element in variable.attributes {
            guard let attribute = element.as(AttributeSyntax.self),
                  let name = TypeNames.baseName(of: attribute.attributeName),
                  let wrapper = SwiftUIWrapper(rawValue: name) else { continue }
            var wrapped = property.typeName
            var keyPath = false
            if wrapper == .environment {
                wrapped = nil
                if let argument = attribute.arguments?.as(LabeledExprListSyntax.self)?.first?.expression {
                    wrapped = TypeNames.metatypeBase(of: argument)
                    keyPath = argument.is(KeyPathExprSyntax.self)
                }
            }
            facts.wrapperUses.append(WrapperUse(
                wrapper: wrapper, property: property, ownerType: owner, wrappedType: interner.string(wrapped), isKeyPathEnvironment: keyPath,
                writtenType: interner.string(writtenType), attributeRef: handle.record(attribute)))
        }
    }

    package static func genericParameters(of node: some DeclGroupSyntax) -> [String] {
        let clause: GenericParameterClauseSyntax?
        if let type = node.as(ClassDeclSyntax.self) { clause = type.genericParameterClause }
        else if let type = node.as(StructDeclSyntax.self) { clause = type.genericParameterClause }
        else if let type = node.as(EnumDeclSyntax.self) { clause = type.genericParameterClause }
        else if let type = node.as(ActorDeclSyntax.self) { clause = type.genericParameterClause }
        else { clause = nil }
        return clause?.parameters.map(\.name.text) ?? []
    }

    package override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        let qualified = (typeStack.last.map { $0.name + "." } ?? "") + node.name.text
        facts.typeAliases.append(TypeAliasDeclaration(
            name: node.name.text, qualifiedName: qualified,
            genericParameters: node.genericParameterClause?.parameters.map(\.name.text) ?? [],
            target: interner.type(TypeRef(node.initializer.value))))
        return .skipChildren
    }

    package static func attributeNames(_ list: AttributeListSyntax) -> [String] {
        list.compactMap { $0.as(AttributeSyntax.self).flatMap { TypeNames.baseName(of: $0.attributeName) } }
    }

    package static func modifierNames(_ list: DeclModifierListSyntax) -> [String] {
        list.map { modifier in
            if let detail = modifier.detail { return modifier.name.text + "(" + detail.detail.text + ")" }
            return modifier.name.text
        }
    }

    package override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        // Only at the top level of the file (as the file's statements list them).
        if node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true { facts.globalFunctions.append(FunctionFact(node, interner: interner)) }
        if let slot = selfWritesSlot(ofMember: node), let body = node.body, !node.modifiers.contains(.static), !node.modifiers.contains(.class) {
            memberScopes.append(MemberScope(owner: node.id, typeSlot: slot, blocks: [(body.position.utf8Offset..<body.endPosition.utf8Offset, Syntax(node))]))
        }
        return .visitChildren
    }

    package override func visitPost(_ node: FunctionDeclSyntax) {
        if memberScopes.last?.owner == node.id { memberScopes.removeLast() }
    }

    package override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let slot = selfWritesSlot(ofMember: node), !node.modifiers.contains(.static), !node.modifiers.contains(.class) else { return .visitChildren }
        let blocks = node.bindings.compactMap { binding in binding.accessorBlock.map { ($0.position.utf8Offset..<$0.endPosition.utf8Offset, Syntax($0)) } }
        if !blocks.isEmpty { memberScopes.append(MemberScope(owner: node.id, typeSlot: slot, blocks: blocks)) }
        return .visitChildren
    }

    package override func visitPost(_ node: VariableDeclSyntax) {
        if memberScopes.last?.owner == node.id { memberScopes.removeLast() }
    }

    /// The slot of the innermost type when `member` is one of its direct members (not inside an
    /// `#if`) and the type records its writes to `self` (`recordsSelfWrites`).
    private func selfWritesSlot(ofMember member: some DeclSyntaxProtocol) -> Int? {
        // Read in place: most `var`s are locals of a body, rejected before anything is copied.
        guard let last = typeStack.indices.last, typeStack[last].selfWrites, let item = member.parent, item.is(MemberBlockItemSyntax.self),
              let block = item.parent?.parent, block.is(MemberBlockSyntax.self), block.position.utf8Offset == typeStack[last].body.lowerBound else { return nil }
        return typeStack[last].slot
    }

    // MARK: Expressions

    /// A write (`Mutations`) met in the walk: a member write is its innermost type's when it lies
    /// in that type's member block (`Mutations.find(in: memberBlock)` does not enter nested types).
    private func noteWrite(_ target: ExprSyntax, _ kind: Mutation.Kind) {
        guard let scope = typeStack.last, scope.body.contains(target.position.utf8Offset) else { return }
        noteSelfWrite(target, kind, typeSlot: scope.slot)
        guard let (receiver, member, rest) = Mutations.memberWriteReceiver(of: target) else { return }
        writeReceivers[scope.slot, default: []].insert(receiver.text)
        if scope.writes {
            memberWrites[scope.slot, default: []].append(MemberWrite(
                Mutation(target: target, kind: kind), receiver: receiver, member: member, rest: rest, scopes: localScopes, intern: interner.string))
        }
    }

    /// A write of a property of `self` in the member being walked (`SelfWrites`), read as
    /// view-model-state-writable reads a model's members: `MutationPath.ownProperty` with the
    /// member's locals (`Mutations.localNames`, read only for a write through a bare name).
    private func noteSelfWrite(_ target: ExprSyntax, _ kind: Mutation.Kind, typeSlot: Int) {
        guard let last = memberScopes.indices.last, memberScopes[last].typeSlot == typeSlot else { return }
        let offset = target.position.utf8Offset
        guard let block = memberScopes[last].blocks.first(where: { $0.range.contains(offset) }), let path = MutationPath(target) else { return }
        var locals: Set<String> = []
        if case .identifier = path.root { locals = localScopes.names(in: block.node) }
        guard let (name, rest) = path.ownProperty(shadowedBy: locals) else { return }
        let method: String? = if case .mutatingCall(let method) = kind { method } else { nil }
        if rest.isEmpty, method == nil || method == "toggle" {
            selfWrites[typeSlot, default: ([], [])].direct.insert(name.text)
        } else {
            selfWrites[typeSlot, default: ([], [])].throughMembers.insert(name.text)
        }
    }

    package override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        // Every assignment operator has a `=`: a sequence without one in its text assigns nothing.
        if let bytes = sourceBytes, !ByteSearch.contains(UInt8(ascii: "="), in: bytes, range: node.position.utf8Offset..<node.endPosition.utf8Offset) {
            return .visitChildren
        }
        for target in Mutations.assignmentTargets(in: node) { noteWrite(target, .assignment) }
        return .visitChildren
    }

    package override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        if Mutations.isAssignmentOperator(node.operator) { noteWrite(node.leftOperand, .assignment) }
        return .visitChildren
    }

    package override func visit(_ node: InOutExprSyntax) -> SyntaxVisitorContinueKind {
        noteWrite(node.expression, .inoutArgument)
        return .visitChildren
    }

    package override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let name = Self.calleeName(node.calledExpression) else { return .visitChildren }
        calls[name, default: []].append(handle.record(node).slot)
        if let receiver = Mutations.receiver(ofMutatingCall: node, method: name) { noteWrite(receiver, .mutatingCall(method: name)) }
        if name == "onChange", OnChangeForm.isDeprecated(node) { facts.deprecatedOnChanges += 1 }
        // `.environmentObject(x)` / `.environment(x)`: one unlabelled argument, not a key path.
        guard name == "environmentObject" || name == "environment", node.arguments.count == 1, let argument = node.arguments.first,
              argument.label == nil, !argument.expression.is(KeyPathExprSyntax.self) else { return .visitChildren }
        let kind: EnvironmentInjection.Kind = name == "environmentObject" ? .environmentObject : .environment
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            let value = Self.injectedValue(argument.expression)
            var localType: String?
            if case .property(let variable) = value { localType = Self.localVariableType(named: variable, before: Syntax(node)) }
            facts.injections.append(EnvironmentInjection(
                kind: kind, value: value, argumentRef: handle.record(argument.expression), callRef: handle.record(node), ownerType: ownerType,
                nameTokenRef: handle.record(member.declName.baseName), localType: localType))
        } else if node.calledExpression.is(DeclReferenceExprSyntax.self), !facts.implicitInjectionKinds.contains(kind) {
            // `environmentObject(x)` on an implicit `self` (a `View` extension): its value is not resolved.
            facts.implicitInjectionKinds.append(kind)
        }
        return .visitChildren
    }

    package override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let token = node.baseName
        if let bytes = sourceBytes, !Self.mayBeRecorded(token, in: bytes) { return .skipChildren }
        let text = token.text
        if StorageReferences.isUnderscored(text) {
            underscoredReferences.append(token.positionAfterSkippingLeadingTrivia.utf8Offset)
            return .skipChildren
        }
        guard text.hasPrefix("$") || text == "objectWillChange" else { return .skipChildren }
        var receiver: ExprSyntax?
        var expression = ExprSyntax(node)
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
            expression = ExprSyntax(member)
            if let base = member.base, !Self.isSelf(base) { receiver = base }
        }
        if text == "objectWillChange" {
            var isSend = false
            if let send = expression.parent?.as(MemberAccessExprSyntax.self), send.declName.baseName.text == "send",
               send.parent?.is(FunctionCallExprSyntax.self) == true {
                isSend = true
            }
            facts.objectWillChangeUses.append(ObjectWillChangeUse(
                ownerType: ownerType, receiverRef: receiver.map(handle.record), tokenRef: handle.record(token), isSend: isSend))
            return .skipChildren
        }
        let property = String(text.dropFirst())
        guard !property.isEmpty, !property.first!.isNumber else { return .skipChildren }
        if receiver != nil || expression.is(MemberAccessExprSyntax.self) {
            facts.publisherProjections.append(PublisherProjection(
                property: property, receiverRef: receiver.map(handle.record), ownerType: ownerType, tokenRef: handle.record(token)))
            if receiver != nil { return .skipChildren }
        }
        // `$model.title.wrappedValue…`: collect the member chain that follows the projection.
        var members: [String] = []
        var outer = expression
        while let member = outer.parent?.as(MemberAccessExprSyntax.self), member.base?.id == outer.id {
            members.append(member.declName.baseName.text)
            outer = ExprSyntax(member)
        }
        facts.bindingProjections.append(BindingProjection(
            property: property, members: members, ownerType: ownerType, expressionRef: handle.record(ExprSyntax(node))))
        if receiver == nil, expression.is(DeclReferenceExprSyntax.self) {
            facts.publisherProjections.append(PublisherProjection(
                property: property, receiverRef: nil, ownerType: ownerType, tokenRef: handle.record(token)))
        }
        return .skipChildren
    }

    // MARK: Helpers

    /// Whether `token`'s text (in `bytes`, the tree's source) can be `$…`, `objectWillChange` or
    /// `_…`: false settles it; true is checked on the text.
    private static func mayBeRecorded(_ token: TokenSyntax, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
        let length = token.trimmedLength.utf8Length
        guard length > 0, start >= 0, start + length <= bytes.count else { return true }
        return bytes[start] == UInt8(ascii: "$") || (length == willChange.count && bytes[start] == willChange[0])
            || (length > 1 && bytes[start] == UInt8(ascii: "_"))
    }

    private static let willChange = Array("objectWillChange".utf8)

    package static func calleeName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let generic = expression.as(GenericSpecializationExprSyntax.self) { return calleeName(generic.expression) }
        return nil
    }

    package static func isSelf(_ expression: ExprSyntax) -> Bool {
        expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    package static func injectedValue(_ expression: ExprSyntax) -> InjectedValue {
        if let call = expression.as(FunctionCallExprSyntax.self), let type = TypeNames.constructedType(call) {
            return .initializer(type: type)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            if isSelf(base) { return .property(name: member.declName.baseName.text) }
            if let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isUppercase == true {
                return .staticMember(base: reference.baseName.text, member: member.declName.baseName.text)
            }
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return .property(name: reference.baseName.text)
        }
        return .other
    }

    /// Finds `let name = T(...)` earlier in an enclosing code block.
    package static func localVariableType(named name: String, before node: Syntax) -> String? {
        var current: Syntax? = node
        while let child = current, let parent = child.parent {
            if let items = parent.as(CodeBlockItemListSyntax.self) {
                for item in items {
                    if item.position >= child.position { break }
                    guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        if let type = binding.typeAnnotation.flatMap({ TypeNames.baseName(of: $0.type) }) { return type }
                        if let value = binding.initializer?.value { return TypeNames.inferredType(of: value) }
                    }
                }
            }
            if parent.is(MemberBlockSyntax.self) { return nil }
            current = parent
        }
        return nil
    }
}

/// `FileIndexer.typeDeclarations(in:)`: the type declarations alone, named as the indexer names them.
private final class TypeDeclarationWalker: SyntaxVisitor {
    var found: [(kind: TypeDeclaration.Kind, qualifiedName: String, attributes: [String])] = []
    private var stack: [String] = []

    private func enter(_ kind: TypeDeclaration.Kind, _ name: String, _ node: some DeclGroupSyntax) -> SyntaxVisitorContinueKind {
        let qualified = FileIndexer.qualifiedName(name, in: stack.last)
        found.append((kind, qualified, FileIndexer.attributeNames(node.attributes)))
        stack.append(qualified)
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(.class, node.name.text, node) }
    override func visitPost(_ node: ClassDeclSyntax) { stack.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(.struct, node.name.text, node) }
    override func visitPost(_ node: StructDeclSyntax) { stack.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(.enum, node.name.text, node) }
    override func visitPost(_ node: EnumDeclSyntax) { stack.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(.actor, node.name.text, node) }
    override func visitPost(_ node: ActorDeclSyntax) { stack.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enter(.protocol, node.name.text, node) }
    override func visitPost(_ node: ProtocolDeclSyntax) { stack.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        // Not nested in the enclosing type's name: an extension is named by its extended type.
        let extended = TypeNames.trimmedText(of: node.extendedType)
        found.append((.extension, extended, FileIndexer.attributeNames(node.attributes)))
        stack.append(extended)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { stack.removeLast() }
}

/// A direct member of a class or extension whose writes to `self`'s properties the indexer records:
/// the byte ranges of its body (or of its accessor blocks) and the node whose locals shadow a bare
/// property name there (`Mutations.localNames`: the whole function, or the accessor block).
private struct MemberScope {
    let owner: SyntaxIdentifier
    let typeSlot: Int
    let blocks: [(range: Range<Int>, node: Syntax)]
}
