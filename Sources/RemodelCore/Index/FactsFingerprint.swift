import SwiftSyntax

/// A file's facts as other files see them, hashed: every name, type, attribute and wrapper the
/// indexer recorded, in order — but no position, and no call (asking another file's call table is
/// a question of its own, `FileQuestion.callCount`). An incremental lint reuses another file's
/// findings only when every changed file's fingerprint is unchanged; where a check reads
/// positions, syntax or text of another file, `ReadTracking` records it instead. A body edit that
/// moves declarations or adds a call keeps the fingerprint; a renamed property or a new
/// conformance changes it.
///
/// Every stored property of the fact types is either hashed here or a syntax reference (which
/// `ReadTracking` covers): `IncrementalLintTests.everyFactIsFingerprintedOrASyntaxReference` fails
/// when a property is added to neither.
extension FileFacts {
    public var interfaceFingerprint: ContentHash {
        var hash = ContentHash()
        hash.combine(count: types.count)
        for type in types { type.fingerprint(into: &hash) }
        hash.combine(count: wrapperUses.count)
        for use in wrapperUses { use.fingerprint(into: &hash) }
        hash.combine(count: injections.count)
        for injection in injections {
            hash.combine(injection.kind.rawValue)
            switch injection.value {
            case .initializer(let type): hash.combine("init"); hash.combine(type)
            case .staticMember(let base, let member): hash.combine("static"); hash.combine(base); hash.combine(member)
            case .property(let name): hash.combine("property"); hash.combine(name)
            case .other: hash.combine("other")
            }
            hash.combine(optional: injection.ownerType)
            hash.combine(optional: injection.localType)
        }
        hash.combine(count: bindingProjections.count)
        for projection in bindingProjections {
            hash.combine(projection.property)
            hash.combine(projection.members)
            hash.combine(optional: projection.ownerType)
        }
        hash.combine(count: objectWillChangeUses.count)
        for use in objectWillChangeUses {
            hash.combine(optional: use.ownerType)
            hash.combine(flag: use.hasReceiver)
            hash.combine(flag: use.isSend)
        }
        hash.combine(count: publisherProjections.count)
        for projection in publisherProjections {
            hash.combine(projection.property)
            hash.combine(flag: projection.hasReceiver)
            hash.combine(optional: projection.ownerType)
        }
        hash.combine(implicitInjectionKinds.map(\.rawValue))
        // Calls are not hashed: asking another file's call table records the question asked
        // (`FileQuestion.callCount`), so a new call changes only the findings that asked.
        hash.combine(imports)
        hash.combine(count: globalFunctions.count)
        for function in globalFunctions { function.fingerprint(into: &hash) }
        hash.combine(count: typeAliases.count)
        for alias in typeAliases {
            hash.combine(alias.name)
            hash.combine(alias.qualifiedName)
            hash.combine(alias.genericParameters)
            hash.combine(alias.target)
        }
        return hash
    }
}

extension FileFacts {
    /// For each wrapped-type key this file gives (`IndexKey.wrapped`), its uses holding that type
    /// hashed in order as `interfaceFingerprint` hashes them: all `ProjectIndex.wrapperUses(of:)`
    /// answers from this file. A change of facts that leaves a key's hash as it was changes no
    /// answer about it (the lint state compares them, `IncrementalLintState.changedNames`).
    public var wrappedUseFingerprints: [String: ContentHash] {
        var hashes: [String: ContentHash] = [:]
        for use in wrapperUses {
            guard let wrapped = use.wrappedType else { continue }
            use.fingerprint(into: &hashes[IndexKey.wrapped(wrapped), default: ContentHash()])
        }
        return hashes
    }
}

extension WrapperUse {
    fileprivate func fingerprint(into hash: inout ContentHash) {
        hash.combine(wrapper.rawValue)
        property.fingerprint(into: &hash)
        hash.combine(optional: ownerType)
        hash.combine(optional: wrappedType)
        hash.combine(flag: isKeyPathEnvironment)
        hash.combine(optional: writtenType)
    }
}

extension TypeDeclaration {
    fileprivate func fingerprint(into hash: inout ContentHash) {
        hash.combine(kind.rawValue)
        hash.combine(name)
        hash.combine(qualifiedName)
        hash.combine(inheritedTypes)
        hash.combine(count: inheritedTypeRefs.count)
        for ref in inheritedTypeRefs { hash.combine(ref) }
        hash.combine(genericParameters)
        hash.combine(attributes)
        hash.combine(modifiers)
        hash.combine(count: properties.count)
        for property in properties { property.fingerprint(into: &hash) }
        hash.combine(count: functionFacts.count)
        for function in functionFacts { function.fingerprint(into: &hash) }
        for (platform, version) in availability.sorted(by: { $0.key < $1.key }) {
            hash.combine(platform.rawValue)
            hash.combine(version.description)
        }
        hash.combine(flag: hasPayloadCases)
        hash.combine(declaredStateType)
        hash.combine(stateReferenceNames)
        hash.combine(reducerCaseTypeNames)
    }
}

extension PropertyDeclaration {
    /// Adds the declaration as other files see it (`FileFacts.interfaceFingerprint`) to `hash`.
    package func fingerprint(into hash: inout ContentHash) {
        hash.combine(name)
        hash.combine(optional: typeName)
        hash.combine(flag: hasTypeAnnotation)
        hash.combine(typeRef)
        hash.combine(attributes)
        hash.combine(modifiers)
        hash.combine(flag: isLet)
        hash.combine(flag: isComputed)
        hash.combine(flag: hasObservers)
        hash.combine(environmentType)
        hash.combine(staticMemberOf?.type)
        hash.combine(optional: staticMemberOf?.member)
        hash.combine(optional: dependencyKey)
        hash.combine(flag: hasInitializer)
        hash.combine(optional: storeType?.kind.rawValue)
        hash.combine(optional: storeType?.featureName)
        hash.combine(flag: environmentAttribute != nil)
        hash.combine(optional: environmentAttribute?.metatypeBase)
        switch equatability {
        case .never: hash.combine("never")
        case .always: hash.combine("always")
        case .type(let name): hash.combine("type"); hash.combine(name)
        case .types(let names): hash.combine("types"); hash.combine(names)
        }
    }
}

extension FunctionFact {
    fileprivate func fingerprint(into hash: inout ContentHash) {
        hash.combine(name)
        hash.combine(returnType)
        hash.combine(flag: isStatic)
    }
}

extension ContentHash {
    fileprivate mutating func combine(count: Int) { combine(integer: count) }
    fileprivate mutating func combine(flag: Bool) { combine(integer: flag ? 1 : 0) }
    fileprivate mutating func combine(optional text: String?) {
        if let text { combine(integer: 1); combine(text) } else { combine(integer: 0) }
    }
    fileprivate mutating func combine(_ texts: [String]) {
        combine(count: texts.count)
        for text in texts { combine(text) }
    }
    fileprivate mutating func combine(_ type: TypeRef?) {
        guard let type else { return combine(integer: 0) }
        combine(integer: 1)
        combine(type.description)
    }
}
