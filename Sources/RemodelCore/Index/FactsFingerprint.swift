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
        feed(into: &hash, types: types)
        return hash
    }

    /// `interfaceFingerprint` but for the file's plain value types (`TypeDeclaration.isPlainValueType`),
    /// of which it keeps only the names declared twice; nil when the file declares none (the
    /// fingerprint is then `interfaceFingerprint`). Two versions of a file that agree on it differ
    /// at most in their plain value types: a project-wide fact that no such type can change unless
    /// its name is spelled elsewhere (`CarriedFact.ignoresPlainTypes`) is then carried across the
    /// change.
    public var fingerprintWithoutPlainTypes: ContentHash? {
        let plain = types.filter(\.isPlainValueType)
        guard !plain.isEmpty else { return nil }
        var hash = ContentHash()
        feed(into: &hash, types: types.filter { !$0.isPlainValueType })
        var seen = Set<String>()
        let repeated = Set(plain.map(\.name).filter { !seen.insert($0).inserted })
        if !repeated.isEmpty { hash.combine(repeated.sorted()) }
        return hash
    }

    /// How many times each of `names` is spelled, as a whole identifier, in what the facts
    /// fingerprint of each of `files` covers (every name, type and attribute; no call, no syntax).
    /// A top-level type's declaration spells its name twice (its name and qualified name).
    package static func spellings(of names: Set<String>, in files: [SourceFile]) -> [String: Int] {
        guard !names.isEmpty else { return [:] }
        let parts = parallelSlices(files.count) { range in
            var counter = NameSpellings(names)
            for file in files[range] {
                let facts = file.facts
                facts.feed(into: &counter, types: facts.types)
            }
            return counter.counts
        }
        return parts.reduce(into: [:]) { total, part in total.merge(part, uniquingKeysWith: +) }
    }

    /// Every string and number of the fingerprinted facts, in order, with `types` for the file's types.
    private func feed<Sink: FactsFingerprintSink>(into hash: inout Sink, types: [TypeDeclaration]) {
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
    fileprivate func fingerprint<Sink: FactsFingerprintSink>(into hash: inout Sink) {
        hash.combine(wrapper.rawValue)
        property.fingerprint(into: &hash)
        hash.combine(optional: ownerType)
        hash.combine(optional: wrappedType)
        hash.combine(flag: isKeyPathEnvironment)
        hash.combine(optional: writtenType)
    }
}

extension TypeDeclaration {
    /// A struct or enum declared at file scope that states no conformance, attribute, generic
    /// parameter or TCA state, and none of whose properties has an attribute (no property wrapper)
    /// or holds a TCA store (which makes a feature observed, `TCAIndex`): `struct Row { let title:
    /// String }`. No other type's conformances, roles or resolution can depend on it unless its
    /// name is spelled somewhere (`FileFacts.spellings(of:in:)`).
    public var isPlainValueType: Bool {
        (kind == .struct || kind == .enum) && qualifiedName == name && inheritedTypes.isEmpty && inheritedTypeRefs.isEmpty
            && genericParameters.isEmpty && attributes.isEmpty && declaredStateType == nil && stateReferenceNames.isEmpty
            && reducerCaseTypeNames.isEmpty && properties.allSatisfy { $0.attributes.isEmpty && $0.storeType == nil }
    }

    fileprivate func fingerprint<Sink: FactsFingerprintSink>(into hash: inout Sink) {
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
        hash.combine(flag: previewEnclosure.isPreview)
        hash.combine(previewEnclosure.enclosingTypeNames)
        hash.combine(declaredStateType)
        hash.combine(stateReferenceNames)
        hash.combine(reducerCaseTypeNames)
    }
}

extension PropertyDeclaration {
    /// Adds the declaration as other files see it (`FileFacts.interfaceFingerprint`) to `hash`.
    package func fingerprint<Sink: FactsFingerprintSink>(into hash: inout Sink) {
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
        hash.combine(integer: Int(valueShape.rawValue))
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
    fileprivate func fingerprint<Sink: FactsFingerprintSink>(into hash: inout Sink) {
        hash.combine(name)
        hash.combine(returnType)
        hash.combine(flag: isStatic)
    }
}

/// What a facts fingerprint is fed: every string and number of the facts it covers, in order.
/// `ContentHash` hashes them; `NameSpellings` counts the names spelled in the strings.
package protocol FactsFingerprintSink {
    mutating func combine(_ text: String)
    mutating func combine(integer value: Int)
    /// A type as written (`ContentHash`: its description).
    mutating func combine(typeName type: TypeRef)
}

extension FactsFingerprintSink {
    package mutating func combine(typeName type: TypeRef) { combine(type.description) }
}

extension ContentHash: FactsFingerprintSink {}

/// Counts how often each of a few names is spelled as a whole identifier (a run of letters,
/// digits and underscores, or any non-ASCII byte) in the strings it is fed.
struct NameSpellings: FactsFingerprintSink {
    private let names: Set<String>
    /// Cheap filters before a run is made a string: the names' lengths, first and last bytes.
    private var lengths = Set<Int>()
    /// A string shorter than every name spells none of them.
    private var shortest = Int.max
    private var firsts = [Bool](repeating: false, count: 256)
    private var lasts = [Bool](repeating: false, count: 256)
    private(set) var counts: [String: Int] = [:]

    init(_ names: Set<String>) {
        self.names = names
        for name in names {
            let bytes = Array(name.utf8)
            guard let first = bytes.first, let last = bytes.last else { continue }
            lengths.insert(bytes.count)
            shortest = min(shortest, bytes.count)
            firsts[Int(first)] = true
            lasts[Int(last)] = true
        }
    }

    mutating func combine(integer value: Int) {}

    /// The names of its components and arguments, as its description spells them, without making it.
    mutating func combine(typeName type: TypeRef) {
        for component in type.components {
            combine(component.name)
            for argument in component.arguments { combine(typeName: argument) }
        }
    }

    mutating func combine(_ text: String) {
        guard text.utf8.count >= shortest else { return }
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            while start < bytes.count {
                guard Self.isIdentifier(bytes[start]) else { start += 1; continue }
                var end = start + 1
                while end < bytes.count, Self.isIdentifier(bytes[end]) { end += 1 }
                if firsts[Int(bytes[start])], lasts[Int(bytes[end - 1])], lengths.contains(end - start) {
                    let run = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                    if names.contains(run) { counts[run, default: 0] += 1 }
                }
                start = end
            }
        }
    }

    private static func isIdentifier(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"): true
        default: byte >= 0x80
        }
    }
}

extension FactsFingerprintSink {
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
        combine(typeName: type)
    }
}
