import SwiftSyntax
import RemodelCore
import RemodelRules
import RemodelProject

/// A generic parameter constrained to `ObservableObject` (`<T: ObservableObject>` or
/// `where T: ObservableObject`) and what the migration decided for it.
package struct MigrationGenericConstraint: Sendable {
    package let file: SourceFile
    /// The `ObservableObject` type in the constraint.
    package let constraint: TypeSyntax
    package let parameter: String
    /// The declaring type's qualified name, or nil for a function.
    package let ownerType: String?
    /// The generic type or function's name (what call sites spell).
    package let declarationName: String
    /// Labels (or nil for unlabeled) of the parameters / stored properties typed `parameter`, with their positions.
    package let argumentSlots: [(label: String?, position: Int)]
    package var converted = false
    /// The migrating candidates its call sites pass (when converted, they migrate together).
    package var argumentCandidates: [String] = []
}

extension MigrationSession {
    /// Decides every candidate with the options' `--only` selection.
    package func plan() {
        analyze()
        decide(only: options.only)
    }

    /// What does not depend on the selection: the candidates, their groups, the reasons found in
    /// the classes and their uses, the follow-ups after migration, the generic constraints.
    package func analyze() {
        collectCandidates()
        protocolGroups = groupCandidates()
        for name in candidateOrder { analyzeDeclaration(candidates[name]!) }
        scanPublisherProjections()
        scanObjectWillChange()
        for name in candidateOrder {
            let candidate = candidates[name]!
            candidate.analysisKeptReasons = candidate.keptReasons
            candidate.manualSteps = keepReasonsOnly ? [] : manualSteps(of: candidate)
        }
        // Injections decide edits and manual steps only, never a keep reason: the keep-reason
        // analysis (lint's outlook) skips them, and so does not read their syntax.
        if !keepReasonsOnly { analyzeInjections() }
        allGenericConstraints = collectGenericConstraints()
    }

    /// Decides each candidate's disposition for a selection (`nil`: every class) from the
    /// analysis. Can run again with another selection; nothing here produces edits.
    package func decide(only: Set<String>?) {
        for name in candidateOrder { candidates[name]!.keptReasons = candidates[name]!.analysisKeptReasons }
        applyOnly(only)
        var constraints = allGenericConstraints
        for _ in 0..<8 {
            propagateGroups()
            if !decideGenericConstraints(&constraints) { break }
        }
        propagateGroups()
        genericConstraints = constraints.filter(\.converted)
        migratedProtocols = []
        for (proto, members) in protocolGroups where !members.isEmpty && members.allSatisfy({ candidates[$0]?.isKept == false }) {
            migratedProtocols.append(proto)
        }
        assignUnits()
    }

    /// Groups that share a converted generic constraint migrate in the same run: migrating one
    /// without the others would leave the constraint half converted (and so keep them all).
    private func assignUnits() {
        var parent: [Int: Int] = [:]
        func find(_ group: Int) -> Int {
            var current = group
            while let next = parent[current], next != current { current = next }
            return current
        }
        for constraint in genericConstraints {
            let groups = constraint.argumentCandidates.compactMap { candidates[$0]?.group }
            for group in groups.dropFirst() {
                let (a, b) = (find(groups[0]), find(group))
                if a != b { parent[max(a, b)] = min(a, b) }
            }
        }
        for name in candidateOrder { candidates[name]!.unit = find(candidates[name]!.group) }
    }

    // MARK: Candidates and groups

    private func collectCandidates() {
        for found in Self.candidateClasses(in: index) {
            let candidate = MigrationCandidate(name: found.qualifiedName, declarations: found.declarations)
            candidate.extensions = found.extensions
            candidates[found.qualifiedName] = candidate
            candidatesBySimpleName[found.name, default: []].append(candidate)
            candidateOrder.append(found.qualifiedName)
        }
    }

    /// The classes the migration decides about, in index order: every class that is
    /// `ObservableObject` through a conformance written on it, on one of its extensions or on a
    /// protocol it adopts (a subclass of such a class migrates with it and is not one itself).
    /// `remodel audit` and `remodel plan` count these.
    package static func candidateClasses(in index: ProjectIndex) -> [(name: String, qualifiedName: String, declarations: [IndexedType], extensions: [IndexedType])] {
        var seen = Set<String>()
        var found: [(name: String, qualifiedName: String, declarations: [IndexedType], extensions: [IndexedType])] = []
        for file in index.files {
            for type in file.facts.types where type.kind == .class && !seen.contains(type.qualifiedName) {
                guard index.isObservableObject(type.name) else { continue }
                let declarations = index.declarations(named: type.name).filter {
                    $0.declaration.kind == .class && $0.declaration.qualifiedName == type.qualifiedName
                }
                let extensions = index.declarationsAndExtensions(named: type.name).filter {
                    $0.declaration.kind == .extension && $0.declaration.qualifiedName == type.qualifiedName
                }
                let inherited = (declarations + extensions).flatMap(\.declaration.inheritedTypes)
                guard !declarations.isEmpty,
                      inherited.contains(where: { $0 == "ObservableObject" || index.conforms($0, to: "ObservableObject") }) else { continue }
                seen.insert(type.qualifiedName)
                found.append((type.name, type.qualifiedName, declarations, extensions))
            }
        }
        return found
    }

    /// Unites classes that must migrate together: a class and its project superclasses, and the
    /// conformers of a project protocol refining `ObservableObject`. Returns those protocols with
    /// their conforming candidates.
    private func groupCandidates() -> [(IndexedType, [String])] {
        var parent: [String: String] = [:]
        func find(_ name: String) -> String {
            var current = name
            while let next = parent[current], next != current { current = next }
            return current
        }
        func union(_ a: String, _ b: String) {
            let (ra, rb) = (find(a), find(b))
            if ra != rb { parent[max(ra, rb)] = min(ra, rb) }
        }
        for name in candidateOrder {
            parent[name] = parent[name] ?? name
            for superclass in candidateSuperclasses(of: candidates[name]!) {
                parent[superclass.name] = parent[superclass.name] ?? superclass.name
                union(name, superclass.name)
            }
        }
        var protocols: [(IndexedType, [String])] = []
        let refining = index.files.flatMap { file in
            file.facts.types.filter { $0.kind == .protocol && $0.inheritedTypes.contains("ObservableObject") }
        }
        // Candidates by the refining protocols they conform to, in candidate order (one pass, not
        // one pass per protocol).
        let refiningNames = Set(refining.map(\.name))
        var membersByProtocol: [String: [String]] = [:]
        if !refiningNames.isEmpty {
            for name in candidateOrder {
                for proto in index.conformances(of: candidates[name]!.simpleName) where refiningNames.contains(proto) {
                    membersByProtocol[proto, default: []].append(name)
                }
            }
        }
        do {
            for type in refining {
                guard let indexed = index.declarations(named: type.name).first(where: { $0.declaration === type }) else { continue }
                let members = membersByProtocol[type.name] ?? []
                for member in members.dropFirst() { union(members[0], member) }
                protocols.append((indexed, members))
            }
        }
        let roots = Array(Set(candidateOrder.map(find))).sorted()
        let numbers = Dictionary(uniqueKeysWithValues: roots.enumerated().map { ($0.element, $0.offset) })
        for name in candidateOrder { candidates[name]!.group = numbers[find(name)]! }
        return protocols
    }

    private func propagateGroups() {
        // A relay says it best: a target relays a kept source; a source's publisher is
        // subscribed by a kept target. Along chains of relays first, then the rest of each group.
        var changed = !relays.isEmpty
        while changed {
            changed = false
            for relay in relays {
                guard let source = candidates[relay.source], let target = candidates[relay.target] else { continue }
                if source.isKept && !target.isKept {
                    target.keep(.relaysKeptObjectWillChange(source: relay.source, at: relay.at))
                    changed = true
                } else if target.isKept && !source.isKept {
                    source.keep(.externalObjectWillChange(at: relay.at))
                    changed = true
                }
            }
        }
        var keptByGroup: [Int: String] = [:]
        for name in candidateOrder where candidates[name]!.isKept {
            let group = candidates[name]!.group
            if keptByGroup[group] == nil { keptByGroup[group] = name }
        }
        for name in candidateOrder {
            let candidate = candidates[name]!
            guard !candidate.isKept, let other = keptByGroup[candidate.group] else { continue }
            candidate.keep(.keptWith(other))
        }
    }

    private func applyOnly(_ only: Set<String>?) {
        guard let only else { return }
        let selectedGroups = Set(candidateOrder.filter { only.contains($0) || only.contains(candidates[$0]!.simpleName) }.map { candidates[$0]!.group })
        for name in candidateOrder where !selectedGroups.contains(candidates[name]!.group) {
            candidates[name]!.keptReasons = [.notSelected]
        }
    }

    // MARK: The class itself

    private func analyzeDeclaration(_ candidate: MigrationCandidate) {
        for declaration in candidate.declarations + candidate.extensions where declaration.file.hasSyntaxErrors {
            candidate.keep(.syntaxError(file: declaration.file.path))
        }
        // A framework base class keeps the class unless it is known to be compatible
        // (`FrameworkInheritance`): the class's own, or the one at the root of its project chain.
        for declaration in candidate.declarations {
            let options = workspace.configuration(for: declaration.file).options
            if let shortfall = options.deploymentTarget(of: declaration.declaration).observationShortfall(for: "@Observable") {
                candidate.keep(.deploymentTarget(shortfall: shortfall, at: location(of: declaration)))
            }
        }
        for declaration in candidate.declarations {
            for name in AttachedMacros.unexplained(declaration.declaration.attributes, index: index) {
                candidate.keep(.attachedMacro(name: name, at: location(of: declaration)))
            }
        }
        for declaration in candidate.declarations {
            let decl = declaration.declaration
            // The line is read only for a class kept here: reading it reads the file's lines (a
            // dependency on its text, which a file loaded from the facts cache reads then).
            if let first = decl.inheritedTypes.first, index.declarationsAndExtensions(named: first).isEmpty {
                if FrameworkInheritance.classify(first) == .incompatibleBaseClass {
                    candidate.keep(.externalBaseClass(base: first, at: location(of: declaration)))
                }
            } else if let root = index.superclasses(of: candidate.simpleName).last,
                      let external = index.externalSuperclassCandidate(of: root),
                      FrameworkInheritance.classify(external) == .incompatibleBaseClass {
                candidate.keep(.externalBaseClass(base: external, at: location(of: declaration)))
            }
        }
        for declaration in candidate.declarations + candidate.extensions {
            for property in declaration.declaration.properties where property.name == "objectWillChange" {
                candidate.keep(.ownObjectWillChange(at: location(property.binding, in: declaration.file)))
            }
        }
        for declaration in candidate.declarations {
            for property in declaration.declaration.properties where !property.isStatic
                && (property.hasAttribute("AppStorage") || property.hasAttribute("SceneStorage")) {
                let wrapper = property.hasAttribute("AppStorage") ? "AppStorage" : "SceneStorage"
                if property.hasObservers || property.isComputed {
                    candidate.keep(.storageObservers(wrapper: wrapper, property: property.name, at: location(property.binding, in: declaration.file)))
                } else if storageValueType(property) == nil {
                    candidate.keep(.storageUntyped(wrapper: wrapper, property: property.name, at: location(property.binding, in: declaration.file)))
                } else if property.decl.bindings.count > 1 {
                    candidate.keep(.storageSeveralBindings(wrapper: wrapper, at: location(property.binding, in: declaration.file)))
                }
            }
        }
        checkCodable(candidate)
        scanPublishedStorageReferences(candidate)
    }

    /// Synthesized `Codable` cannot survive `@Observable` (the macro adds stored properties that are
    /// not codable and turns tracked properties into computed ones): require hand-written methods.
    private func checkCodable(_ candidate: MigrationCandidate) {
        let all = candidate.declarations + candidate.extensions
        let conformances = Set(all.flatMap(\.declaration.inheritedTypes)).union(index.conformances(of: candidate.simpleName))
        let decodable = conformances.contains("Codable") || conformances.contains("Decodable")
        let encodable = conformances.contains("Codable") || conformances.contains("Encodable")
        guard decodable || encodable else { return }
        var hasDecoder = false, hasEncoder = false
        for declaration in all {
            for member in declaration.declaration.memberBlock?.members ?? [] {
                if let initializer = member.decl.as(InitializerDeclSyntax.self),
                   initializer.signature.parameterClause.parameters.first?.firstName.text == "from" {
                    hasDecoder = true
                }
                if let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == "encode",
                   function.signature.parameterClause.parameters.first?.firstName.text == "to" {
                    hasEncoder = true
                }
            }
        }
        var missing: [String] = []
        if decodable && !hasDecoder { missing.append("init(from:)") }
        if encodable && !hasEncoder { missing.append("encode(to:)") }
        guard !missing.isEmpty else { return }
        let here = location(of: candidate.primary)
        candidate.keep(.synthesizedCodable(at: here, missing: missing))
    }

    /// The value type written for (or evident from) a stored property's initial value.
    package func storageValueType(_ property: PropertyDeclaration) -> String? {
        if let annotation = property.typeAnnotation { return annotation.trimmedDescription }
        guard let value = property.initializer else { return nil }
        if value.is(StringLiteralExprSyntax.self) { return "String" }
        if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if value.is(FloatLiteralExprSyntax.self) { return "Double" }
        if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        if let member = value.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
           base.baseName.text.first?.isUppercase == true {
            return base.baseName.text
        }
        if let call = value.as(FunctionCallExprSyntax.self), let type = TypeNames.constructedType(call),
           call.calledExpression.is(DeclReferenceExprSyntax.self) {
            return type
        }
        return nil
    }

    /// `_name` references to a `@Published` property's storage: `_x = Published(initialValue: v)` in
    /// an initializer is rewritten; anything else keeps the class. Which is which was recorded while
    /// indexing (`TypeDeclaration.storageReferences`): only the initializers to rewrite are looked
    /// up in the syntax, for their nodes.
    private func scanPublishedStorageReferences(_ candidate: MigrationCandidate) {
        let published = candidate.publishedProperties
        guard !published.isEmpty else { return }
        let names = Set(published.keys.map { "_" + $0 })
        for declaration in candidate.declarations + candidate.extensions {
            // Most files never refer to `_property`: the facts say which do, without their text.
            guard names.contains(where: { declaration.file.refersToStorage($0) }) else { continue }
            var rewrites = false
            for reference in declaration.declaration.storageReferences where names.contains(reference.name) {
                if reference.initializesPublished {
                    rewrites = true
                } else {
                    candidate.keep(.publishedStorage(property: String(reference.name.dropFirst()), at: location(reference.position, in: declaration.file)))
                }
            }
            // Edits only: the rules' keep-reason analysis holds no syntax it will not rewrite.
            guard rewrites, !keepReasonsOnly, let members = declaration.declaration.memberBlock else { continue }
            for reference in StorageReferences.find(in: members, names: names) {
                guard let (target, call) = StorageReferences.publishedInitializer(reference) else { continue }
                candidate.publishedInitializers.append((declaration.file, target, call, String(reference.baseName.text.dropFirst())))
            }
        }
    }

    // MARK: Combine

    /// Published properties of a candidate and of its candidate superclasses.
    package func hierarchyPublished(_ candidate: MigrationCandidate) -> [String: PropertyDeclaration] {
        if let cached = hierarchyPublishedCache[candidate.name] { return cached }
        var result = candidate.publishedProperties
        for base in candidateSuperclasses(of: candidate) {
            result.merge(base.publishedProperties) { current, _ in current }
        }
        hierarchyPublishedCache[candidate.name] = result
        return result
    }

    /// Runs `body` on `uses`, in order, each file's tree parsed before its use is reached and held
    /// until the chunk's uses are done: released trees (a lint run's files, or files loaded from
    /// stored facts) are parsed again on every core, a chunk of files at a time, instead of one by
    /// one on the thread that asks. Parsing ahead
    /// records no read; the caller's reads of each use record what they did before.
    /// `file`: the file whose tree a use reads, nil for a use that will read none.
    static func parsingAhead<Use>(_ uses: [Use], file: (Use) -> SourceFile?, _ body: (Use) throws -> Void) rethrows {
        var start = 0
        while start < uses.count {
            // A chunk of files whose trees fit in about the lint's tree memory (`TreeResidency`),
            // held until its uses are read: 256 uses at most.
            var end = start
            var bytes = 0
            var handles: [TreeHandle] = []
            var seen = Set<ObjectIdentifier>()
            while end < uses.count, end - start < 256, bytes < Self.aheadBytes {
                if let handle = file(uses[end])?.handle, seen.insert(ObjectIdentifier(handle)).inserted {
                    handles.append(handle)
                    bytes += handle.estimatedTreeBytes
                }
                end += 1
            }
            try TreeHandle.withParsedAhead(handles) {
                for use in uses[start..<end] { try body(use) }
            }
            start = end
        }
    }

    /// The trees `parsingAhead` holds at a time, estimated (`TreeHandle.estimatedTreeBytes`).
    private static let aheadBytes = 16 << 20

    private func scanPublisherProjections() {
        let scan = projectionScan
        if let scan {
            // Project-wide answers the uses below share, asked once outside them: a stored
            // conclusion holds only under the same answers — which classes are candidates, in
            // order, and what each publishes through its hierarchy among them.
            var published = ContentHash()
            for name in candidateOrder {
                guard let candidate = candidates[name] else { continue }
                published.combine(name)
                for (_, property) in hierarchyPublished(candidate).sorted(by: { $0.key < $1.key }) { property.fingerprint(into: &published) }
            }
            scan.requireSession(
                "observation loop helper \(declaresObservationLoopHelper), rewrite Combine \(options.rewriteCombine), candidates \(published)")
        }
        // Own `$x` projections: option-B chains first (one may consume a later `$y`, as in
        // `assign(to: &$y)`), then every projection no chain took keeps its class.
        var pipelines: [(MigrationCandidate, PublisherProjection, Located<PublisherProjection>)] = []
        // By file and offset: a tree released and parsed again changes node identities, not positions.
        var consumed = Set<FilePosition>()
        let own = index.publisherProjections.compactMap { use -> (Located<PublisherProjection>, MigrationCandidate, PropertyDeclaration)? in
            guard !use.fact.hasReceiver, let candidate = candidate(named: use.fact.ownerType, scope: nil),
                  let property = hierarchyPublished(candidate)[use.fact.property] else { return nil }
            return (use, candidate, property)
        }
        // The file whose tree a use will read: none when the memo holds its conclusion.
        let reads = { (use: Located<PublisherProjection>) in
            (scan?.stored(use.fact.tokenPosition.utf8Offset, in: use.file) as ProjectionScanMemo.Use?) == nil ? use.file : nil
        }
        let rewriteCombine = options.rewriteCombine
        Self.parsingAhead(own, file: { rewriteCombine ? reads($0.0) : nil }) { own in
            let (use, candidate, property) = own
            pipelines.append((candidate, use.fact, use))
            let here = FilePosition(use.file, use.fact.tokenPosition)
            guard options.rewriteCombine, !consumed.contains(here) else { return }
            let offset = use.fact.tokenPosition.utf8Offset
            let taken = conclude(offset, in: use.file) { ProjectionScanMemo.Use(offset: offset, consumed: examineOwnProjection(use, candidate: candidate, property: property)) }
            consumed.formUnion(taken.conclusion.consumed.map { FilePosition(file: use.file.path, offset: $0) })
        }
        for (candidate, fact, use) in pipelines where !consumed.contains(FilePosition(use.file, fact.tokenPosition)) {
            candidate.keep(.publisherPipeline(property: fact.property, at: location(fact.tokenPosition, in: use.file)))
        }
        // A `$x` that no candidate publishes (itself or through a superclass) keeps nothing and
        // converts nothing: skipped before its receiver's syntax is read (a tree parsed again).
        let published = Set(candidates.values.flatMap { hierarchyPublished($0).keys })
        let examined = index.publisherProjections.filter { $0.fact.hasReceiver && published.contains($0.fact.property) }
        Self.parsingAhead(examined, file: reads) { use in
            let fact = use.fact
            let offset = fact.tokenPosition.utf8Offset
            let (conclusion, reused) = conclude(offset, in: use.file) {
                let examined = examineReceivedProjection(use, at: location(fact.tokenPosition, in: use.file))
                return ProjectionScanMemo.Use(offset: offset, receiver: examined.receiver, kept: examined.kept)
            }
            // Examined, the use kept its classes itself; concluded last run, they are kept here
            // (the line read only then: most uses keep nothing).
            guard reused, !conclusion.kept.isEmpty else { return }
            let here = location(fact.tokenPosition, in: use.file)
            for name in conclusion.kept {
                candidates[name]?.keep(.publisherSubscribed(receiver: conclusion.receiver, property: fact.property, at: here))
            }
        }
        if let scan, PhaseTimer.enabled {
            PhaseTimer.note("migration outlook: \(scan.reused) of \(scan.examined) `$x` uses concluded from the last run")
        }
    }

    /// What `examine` concludes about a use in `file` (`key`: the `$x` token's offset, or a step
    /// of an `objectWillChange` use) — or, with the outlook's memo, what it concluded last run from
    /// this very text and the same facts (`reused`; the analysis still depends on the file, so a
    /// change to its text makes the next run examine the use). A conclusion that read nothing but
    /// its own file is kept for the next run.
    private func conclude<Conclusion: ScanConclusion>(
        _ key: Int, in file: SourceFile, _ examine: () -> Conclusion
    ) -> (conclusion: Conclusion, reused: Bool) {
        guard let scan = projectionScan else { return (examine(), false) }
        if let stored: Conclusion = scan.stored(key, in: file) {
            ReadTracking.note(file.handle)
            if let names = stored.names { ReadTracking.noteNames(names) } else { ReadTracking.noteProject() }
            scan.record(stored, key: key, in: file, reused: true)
            return (stored, true)
        }
        var (examined, readElsewhere, names) = ReadTracking.isolating(file.handle) { examine() }
        examined.names = names
        if readElsewhere { scan.skip() } else { scan.record(examined, key: key, in: file, reused: false) }
        return (examined, false)
    }

    /// Records, in the reads of the `$x` use being examined, a candidate it consulted and the
    /// candidates above it: what it concluded may change with a file declaring or extending one
    /// (their tables, `hierarchyPublished`, were filled before, outside the use's reads).
    private func noteConsulted(_ candidate: MigrationCandidate) {
        guard ReadTracking.isRecording else { return }
        ReadTracking.noteComponents(candidate.name)
        for base in candidateSuperclasses(of: candidate) { ReadTracking.noteComponents(base.name) }
    }

    /// What a class's own `$x` starts: an option-B chain or an observation loop takes it (and the
    /// chain, the other projections it consumes); returns the offsets taken, empty for neither.
    private func examineOwnProjection(_ use: Located<PublisherProjection>, candidate: MigrationCandidate, property: PropertyDeclaration) -> [Int] {
        noteConsulted(candidate)
        if let chain = combineChain(from: use.fact.token, candidate: candidate) {
            if !keepReasonsOnly { candidate.combineChains.append(chain) }
            return chain.tokens
        }
        if let loop = observationLoop(from: use.fact.token, receiver: nil, property: property, file: use.file, ownerType: use.fact.ownerType) {
            // Built elsewhere than the initializer, or with a stage option B does not
            // rewrite: the class observes itself.
            if !keepReasonsOnly { candidate.observationLoops.append(loop) }
            return [use.fact.tokenPosition.utf8Offset]
        }
        return []
    }

    /// Decides what one `model.$x` does to the classes that may publish `x`; returns the receiver
    /// as written and the classes it kept (qualified names, in order).
    private func examineReceivedProjection(_ use: Located<PublisherProjection>, at here: FileLine) -> (receiver: String, kept: [String]) {
        let fact = use.fact
        guard let receiver = fact.receiver else { return ("", []) }
        var kept: [String] = []
        var targets: [MigrationCandidate] = []
        var resolvedOwner = false
        let semantics = index.semantics
        if let owner = semantics.receiverType(receiver, in: Scope(file: use.file.path, enclosing: fact.ownerType)) {
            // The receiver's type is known: only that class's publisher is subscribed (a
            // `$loading` of some other object, or of a custom wrapper, keeps nothing).
            let target = semantics.property(named: fact.property, in: owner)
            if target?.hasAttribute("Published") ?? true, let candidate = candidate(named: semantics.qualifiedName(of: owner.id), scope: nil) {
                targets = [candidate]
                resolvedOwner = true
            }
        } else {
            targets = candidateOrder.compactMap { candidates[$0] }.filter { hierarchyPublished($0)[fact.property] != nil }
        }
        for candidate in targets {
            noteConsulted(candidate)
            guard let property = hierarchyPublished(candidate)[fact.property] else { continue }
            if let (call, receive) = convertibleOnReceive(fact.token, property: property, scope: Scope(file: use.file.path, enclosing: fact.ownerType)) {
                if !keepReasonsOnly { candidate.onReceiveConversions.append((use.file, call, fact.token, receive)) }
            } else if options.rewriteCombine, resolvedOwner,
                      let debounced = debouncedOnReceive(fact.token, receiver: receiver, property: property, file: use.file) {
                if !keepReasonsOnly { candidate.debouncedOnReceives.append(debounced) }
            } else if options.rewriteCombine, resolvedOwner, let loop = observationLoop(from: fact.token, receiver: receiver, property: property,
                                                                 file: use.file, ownerType: fact.ownerType) {
                if !keepReasonsOnly { candidate.observationLoops.append(loop) }
            } else {
                candidate.keep(.publisherSubscribed(receiver: receiver.trimmedDescription, property: fact.property, at: here))
                kept.append(candidate.name)
            }
        }
        return (kept.isEmpty ? "" : receiver.trimmedDescription, kept)
    }

    /// `.onReceive(model.$x) { value in … }` (or `.onReceive(model.$x.receive(on: DispatchQueue.main))`,
    /// `RunLoop.main`, `OperationQueue.main`, `.main`) with a closure `onChange(of:)` can take, or
    /// with `perform:` a method that takes the value as its one unlabelled argument
    /// (`takesTheValueUnlabelled`), on an Equatable value; with the `receive(on:)` call, if any.
    /// `onChange` runs on the main actor already, so the hop to the main queue has nothing left to do.
    /// `scope`: where the use is, to type a `perform:` method's receiver.
    package func convertibleOnReceive(_ token: TokenSyntax, property: PropertyDeclaration, scope: Scope) -> (FunctionCallExprSyntax, FunctionCallExprSyntax?)? {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
              let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id else { return nil }
        var published = ExprSyntax(member)
        var receive: FunctionCallExprSyntax?
        if let hop = Self.mainQueueHop(after: member) {
            receive = hop
            published = ExprSyntax(hop)
        }
        guard let argument = published.parent?.as(LabeledExprSyntax.self), argument.label == nil,
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
              FileIndexer.calleeName(call.calledExpression) == "onReceive",
              call.arguments.first?.id == argument.id, call.additionalTrailingClosures.isEmpty else { return nil }
        let closure: ClosureExprSyntax
        if let trailing = call.trailingClosure, call.arguments.count == 1 {
            closure = trailing
        } else if call.trailingClosure == nil, call.arguments.count == 2, let perform = call.arguments.last, perform.label?.text == "perform" {
            guard let inline = perform.expression.as(ClosureExprSyntax.self) else {
                // `perform: handler.method` becomes `{ handler.method($1) }`.
                guard call.rightParen != nil, takesTheValueUnlabelled(perform.expression, scope: scope), isEquatable(property) else { return nil }
                return (call, receive)
            }
            closure = inline
        } else {
            return nil
        }
        guard OnChangeRewrite.closureEdits(closure) != nil, isEquatable(property) else { return nil }
        return (call, receive)
    }

    /// `handler.method`, `self.method` or `method` naming the methods of a project type (resolved
    /// where the use is) that each take one unlabelled argument, synchronously: then
    /// `{ handler.method($1) }` calls what `perform:` called, with the new value. A method Remodel
    /// cannot see (SDK, a closure property) or one with an argument label is not rewritten.
    private func takesTheValueUnlabelled(_ function: ExprSyntax, scope: Scope) -> Bool {
        let semantics = index.semantics
        let name: String
        let owner: ResolvedType?
        if let reference = function.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            name = reference.baseName.text
            owner = semantics.receiverType(nil, in: scope)
        } else if let member = function.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil, let base = member.base {
            name = member.declName.baseName.text
            owner = semantics.receiverType(base, in: scope)
        } else {
            return false
        }
        guard let owner else { return false }
        if let (_, declarations) = index.functionDeclarations(named: name, in: owner) {
            return declarations.allSatisfy { declaration in
                let parameters = declaration.signature.parameterClause.parameters
                return parameters.count == 1 && parameters.first?.firstName.tokenKind == .wildcard && declaration.signature.effectSpecifiers == nil
                    && declaration.genericParameterClause == nil && !declaration.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
            }
        }
        // A closure property (`var toggle: (Bool) -> Void = { _ in }`): a closure takes no labels.
        guard let member = semantics.property(named: name, in: owner), !member.isStatic,
              var type = index.property(named: name, in: member.declaringType)?.typeAnnotation else { return false }
        if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
        guard let closure = type.as(FunctionTypeSyntax.self) else { return false }
        return closure.parameters.count == 1 && closure.effectSpecifiers == nil
    }

    /// `publisher.receive(on: DispatchQueue.main)` (`RunLoop.main`, `OperationQueue.main`, `.main`)
    /// called on `publisher`: the call.
    package static func mainQueueHop(after publisher: MemberAccessExprSyntax) -> FunctionCallExprSyntax? {
        guard let receive = publisher.parent?.as(MemberAccessExprSyntax.self), receive.base?.id == publisher.id,
              receive.declName.baseName.text == "receive", receive.declName.argumentNames == nil,
              let call = receive.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == receive.id,
              call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty,
              call.arguments.count == 1, let argument = call.arguments.first, argument.label?.text == "on",
              let scheduler = argument.expression.as(MemberAccessExprSyntax.self), scheduler.declName.baseName.text == "main",
              scheduler.declName.argumentNames == nil else { return nil }
        guard let base = scheduler.base else { return call } // `.main`
        guard let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text,
              ["DispatchQueue", "RunLoop", "OperationQueue"].contains(name) else { return nil }
        return call
    }

    /// Whether `onChange(of:)` can watch the property (its value must be Equatable).
    package func isEquatable(_ property: PropertyDeclaration) -> Bool {
        property.equatability.holds(isEquatable(named:))
    }

    private func isEquatable(named name: String) -> Bool {
        let declarations = index.declarations(named: name)
        guard !declarations.isEmpty else { return true } // standard library and framework types
        let conformances = index.conformances(of: name)
        if conformances.contains("Equatable") || conformances.contains("Hashable") || conformances.contains("Comparable") { return true }
        return declarations.contains { $0.declaration.kind == .enum && !$0.declaration.hasPayloadCases }
    }

    // MARK: objectWillChange

    private func scanObjectWillChange() {
        typealias Conclusion = ProjectionScanMemo.WillChangeUse
        // Relays first: the `send()` inside a relay's closure is part of the relay, not a send of
        // the class's own. Each step is concluded from the outlook's memo when it may be
        // (`conclude`), and applied here.
        let before = (reused: projectionScan?.reused ?? 0, examined: projectionScan?.examined ?? 0)
        defer {
            if let scan = projectionScan, PhaseTimer.enabled {
                PhaseTimer.note(
                    "migration outlook: \(scan.reused - before.reused) of \(scan.examined - before.examined) `objectWillChange` steps concluded from the last run")
            }
        }
        var relaySends = Set<FilePosition>()
        for use in index.objectWillChangeUses where use.fact.hasReceiver {
            let key = Conclusion.key(offset: use.fact.tokenPosition.utf8Offset, step: .relay)
            guard let relay = conclude(key, in: use.file, { Conclusion(relay: examineRelay(use)) }).conclusion.relay else { continue }
            relays.append(ObjectWillChangeRelay(
                file: use.file, statement: relay.statement[0]..<relay.statement[2], statementText: relay.statement[1], source: relay.source,
                target: relay.target, storage: relay.storage, at: location(use.fact.tokenPosition, in: use.file)))
            relaySends.insert(FilePosition(file: use.file.path, offset: relay.send))
        }
        for use in index.objectWillChangeUses where !relaySends.contains(FilePosition(use.file, use.fact.tokenPosition)) {
            let here = location(use.fact.tokenPosition, in: use.file)
            if use.fact.hasReceiver, relays.contains(where: { $0.file === use.file && $0.at == here }) { continue }
            let key = Conclusion.key(offset: use.fact.tokenPosition.utf8Offset, step: .keep)
            let conclusion = conclude(key, in: use.file) { examineWillChangeUse(use, at: here) }.conclusion
            guard let name = conclusion.kept, let reason = conclusion.reason, let candidate = candidates[name] else { continue }
            switch reason {
            case .externalObjectWillChange: candidate.keep(.externalObjectWillChange(at: here))
            case .objectWillChangeUse: candidate.keep(.objectWillChangeUse(at: here))
            case .sendWithoutMutation: candidate.keep(.sendWithoutMutation(at: here))
            }
        }
        joinRelayGroups()
    }

    /// The relay `x.objectWillChange` starts, when `x` is a candidate other than the class it is
    /// written in and the statement relays it (`relay(from:)`).
    private func examineRelay(_ use: Located<ObjectWillChangeUse>) -> ProjectionScanMemo.WillChangeUse.Relay? {
        guard let receiver = use.fact.receiver, let found = Self.relay(from: use.fact.token),
              let target = candidate(named: use.fact.ownerType, scope: nil),
              let type = resolver.type(of: receiver, ownerType: use.fact.ownerType), let source = candidate(type),
              source !== target else { return nil }
        noteConsulted(source)
        noteConsulted(target)
        let statement = found.statement
        return .init(
            source: source.name, target: target.name, storage: found.storage, send: found.send.positionAfterSkippingLeadingTrivia.utf8Offset,
            statement: [statement.position.utf8Offset, statement.positionAfterSkippingLeadingTrivia.utf8Offset, statement.endPosition.utf8Offset])
    }

    /// What an `objectWillChange` use no relay took keeps: another object's keeps its class
    /// (one whose type cannot be told is a manual step); a class's own keeps it unless it is a
    /// `send()` that announces a mutation (which migration removes).
    private func examineWillChangeUse(_ use: Located<ObjectWillChangeUse>, at here: FileLine) -> ProjectionScanMemo.WillChangeUse {
        let fact = use.fact
        if let receiver = fact.receiver {
            if let type = resolver.type(of: receiver, ownerType: fact.ownerType) {
                guard let candidate = candidate(type) else { return .init() }
                noteConsulted(candidate)
                return .init(kept: candidate.name, reason: .externalObjectWillChange)
            } else if !candidates.isEmpty {
                addManual(fact.token, in: use.file, "cannot tell whose objectWillChange '\(receiver.trimmedDescription).objectWillChange' is; if it belongs to a migrated class, observe it with withObservationTracking instead")
            }
            return .init()
        }
        guard let candidate = candidate(named: fact.ownerType, scope: nil) else { return .init() }
        noteConsulted(candidate)
        guard fact.isSend, let (item, scope) = sendStatement(fact.token) else {
            return .init(kept: candidate.name, reason: .objectWillChangeUse)
        }
        // The plain stored vars the scope writes were announced by the call: they stay tracked.
        let announced = announcedPlainVars(scope, candidate: candidate)
        for (owner, name) in announced { owner.announcedProperties.insert(name) }
        guard announced.isEmpty, !scopeMutatesTrackedProperty(scope, candidate: candidate) else {
            if !keepReasonsOnly { candidate.sendRemovals.append((use.file, item)) }
            return .init()
        }
        return .init(kept: candidate.name, reason: .sendWithoutMutation)
    }

    /// A relay's two classes migrate together: one group (hierarchy and protocol groups already
    /// joined), so `--only`, `--stage` and the plan's units take them as one.
    private func joinRelayGroups() {
        for relay in relays {
            guard let source = candidates[relay.source], let target = candidates[relay.target], source.group != target.group else { continue }
            let (kept, merged) = (min(source.group, target.group), max(source.group, target.group))
            for name in candidateOrder where candidates[name]!.group == merged { candidates[name]!.group = kept }
        }
    }

    /// `x.objectWillChange[.receive(on: s)].sink { [weak self] _ in self?.objectWillChange.send() }`
    /// followed by `.store(in: &storage)`, or assigned (`storage = …`), as a statement of its own;
    /// `token` is the first `objectWillChange`. The statement, the storage's name and the inner
    /// `objectWillChange` token.
    package static func relay(from token: TokenSyntax) -> (statement: CodeBlockItemSyntax, storage: String?, send: TokenSyntax)? {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
              let publisher = reference.parent?.as(MemberAccessExprSyntax.self), publisher.declName.id == reference.id else { return nil }
        var chain = ExprSyntax(publisher)
        if let hop = chain.parent?.as(MemberAccessExprSyntax.self), hop.base?.id == chain.id, hop.declName.baseName.text == "receive",
           let call = hop.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == hop.id,
           call.arguments.first?.label?.text == "on", call.trailingClosure == nil {
            chain = ExprSyntax(call)
        }
        guard let sink = chain.parent?.as(MemberAccessExprSyntax.self), sink.base?.id == chain.id, sink.declName.baseName.text == "sink",
              let sinkCall = sink.parent?.as(FunctionCallExprSyntax.self), sinkCall.calledExpression.id == sink.id,
              sinkCall.additionalTrailingClosures.isEmpty else { return nil }
        let closure: ClosureExprSyntax
        if let trailing = sinkCall.trailingClosure, sinkCall.arguments.isEmpty {
            closure = trailing
        } else if sinkCall.trailingClosure == nil, sinkCall.arguments.count == 1, let only = sinkCall.arguments.first,
                  only.label?.text == "receiveValue", let inline = only.expression.as(ClosureExprSyntax.self) {
            closure = inline
        } else {
            return nil
        }
        guard let send = relayedSend(in: closure) else { return nil }
        // `.store(in: &storage)`
        if let (storeCall, target) = storeCall(after: sinkCall), let statement = storeCall.parent?.as(CodeBlockItemSyntax.self) {
            return (statement, ownPropertyName(target), send)
        }
        // `storage = …`
        if let list = sinkCall.parent?.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self),
           let statement = sequence.parent?.as(CodeBlockItemSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].id == sinkCall.id,
                  let name = ownPropertyName(elements[0]) else { return nil }
            return (statement, name, send)
        }
        return nil
    }

    /// The inner `objectWillChange` of a closure whose only statement is
    /// `self?.objectWillChange.send()` (or `self.…`, or bare).
    private static func relayedSend(in closure: ClosureExprSyntax) -> TokenSyntax? {
        guard closure.statements.count == 1, let call = closure.statements.first?.item.as(FunctionCallExprSyntax.self),
              call.arguments.isEmpty, call.trailingClosure == nil,
              let send = call.calledExpression.as(MemberAccessExprSyntax.self), send.declName.baseName.text == "send",
              let base = send.base else { return nil }
        if let bare = base.as(DeclReferenceExprSyntax.self) {
            return bare.baseName.text == "objectWillChange" ? bare.baseName : nil
        }
        guard let willChange = base.as(MemberAccessExprSyntax.self), willChange.declName.baseName.text == "objectWillChange",
              var receiver = willChange.base else { return nil }
        if let optional = receiver.as(OptionalChainingExprSyntax.self) { receiver = optional.expression }
        return FileIndexer.isSelf(receiver) ? willChange.declName.baseName : nil
    }

    /// `name` or `self.name`.
    private static func ownPropertyName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self), case .identifier = reference.baseName.tokenKind {
            return reference.baseName.text
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, FileIndexer.isSelf(base) {
            return member.declName.baseName.text
        }
        return nil
    }

    /// The statement `objectWillChange.send()` and the function-like declaration around it.
    private func sendStatement(_ token: TokenSyntax) -> (CodeBlockItemSyntax, Syntax)? {
        guard let call = token.ancestor(FunctionCallExprSyntax.self),
              call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "send",
              call.arguments.isEmpty, call.trailingClosure == nil,
              let item = call.parent?.as(CodeBlockItemSyntax.self) else { return nil }
        var current = item.parent
        while let node = current {
            if node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self) || node.is(AccessorDeclSyntax.self)
                || node.is(DeinitializerDeclSyntax.self) {
                return (item, node)
            }
            if node.is(MemberBlockSyntax.self) { return nil }
            current = node.parent
        }
        return nil
    }

    /// Names of the stored properties that stay tracked after migration (formerly `@Published`, and
    /// the plain stored `var`s the tracking policy keeps tracked), over the class and its superclasses.
    package func trackedProperties(of candidate: MigrationCandidate) -> Set<String> {
        var names = Set(hierarchyPublished(candidate).keys)
        guard options.trackAll || options.trackReadVars else { return names }
        for other in [candidate] + candidateSuperclasses(of: candidate) {
            for declaration in other.declarations {
                for property in declaration.declaration.properties where Self.isPlainStoredVar(property) && !isUntracked(property.decl) {
                    names.insert(property.name)
                }
            }
        }
        return names
    }

    private func scopeMutatesTrackedProperty(_ scope: Syntax, candidate: MigrationCandidate) -> Bool {
        let tracked = trackedProperties(of: candidate)
        guard !tracked.isEmpty else { return false }
        if let accessor = scope.as(AccessorDeclSyntax.self),
           [.keyword(.willSet), .keyword(.didSet)].contains(accessor.accessorSpecifier.tokenKind),
           let binding = accessor.ancestor(PatternBindingSyntax.self),
           let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, tracked.contains(name) {
            return true
        }
        // A local (parameter, `let`/`var`, closure parameter) named like a tracked property shadows it.
        let locals = Mutations.localNames(in: scope)
        return Mutations.find(in: scope).contains { mutation in
            mutation.path?.ownProperty(shadowedBy: locals).map { tracked.contains($0.name.text) } ?? false
        }
    }

    /// The plain stored `var`s (of the class or a candidate superclass, with their class) that
    /// `scope` around an `objectWillChange.send()` writes — what the call announces, which
    /// `@Observable` can track once they are not `@ObservationIgnored`. A write through a member or
    /// subscript (`cache[id] = v`) counts only for a value-typed property: through a reference it
    /// changes another object, which the macro cannot see.
    private func announcedPlainVars(_ scope: Syntax, candidate: MigrationCandidate) -> [(MigrationCandidate, String)] {
        var plain: [String: (MigrationCandidate, PropertyDeclaration)] = [:]
        for owner in [candidate] + candidateSuperclasses(of: candidate) {
            for declaration in owner.declarations {
                for property in declaration.declaration.properties where Self.isPlainStoredVar(property) && plain[property.name] == nil {
                    plain[property.name] = (owner, property)
                }
            }
        }
        guard !plain.isEmpty else { return [] }
        var found: [(MigrationCandidate, String)] = []
        func add(_ name: String) {
            if let (owner, _) = plain[name], !found.contains(where: { $0.0 === owner && $0.1 == name }) { found.append((owner, name)) }
        }
        if let accessor = scope.as(AccessorDeclSyntax.self),
           [.keyword(.willSet), .keyword(.didSet)].contains(accessor.accessorSpecifier.tokenKind),
           let binding = accessor.ancestor(PatternBindingSyntax.self),
           let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            add(name)
        }
        let locals = Mutations.localNames(in: scope)
        for mutation in Mutations.find(in: scope) {
            guard let (name, rest) = mutation.path?.ownProperty(shadowedBy: locals), let (_, property) = plain[name.text] else { continue }
            if rest.isEmpty || isValueTyped(property) { add(name.text) }
        }
        return found
    }

    /// Whether a stored property's type is evidently a value type: a literal's, a collection, an
    /// optional or tuple of such, a standard value type, or a project struct or enum.
    private func isValueTyped(_ property: PropertyDeclaration) -> Bool {
        if let annotation = property.typeAnnotation { return isValueType(annotation) }
        guard let value = property.initializer else { return false }
        if value.is(StringLiteralExprSyntax.self) || value.is(IntegerLiteralExprSyntax.self) || value.is(FloatLiteralExprSyntax.self)
            || value.is(BooleanLiteralExprSyntax.self) || value.is(ArrayExprSyntax.self) || value.is(DictionaryExprSyntax.self) {
            return true
        }
        return storageValueType(property).map(isValueType(named:)) ?? false
    }

    private func isValueType(_ type: TypeSyntax) -> Bool {
        if let optional = type.as(OptionalTypeSyntax.self) { return isValueType(optional.wrappedType) }
        if type.is(ArrayTypeSyntax.self) || type.is(DictionaryTypeSyntax.self) { return true }
        if let tuple = type.as(TupleTypeSyntax.self) { return tuple.elements.allSatisfy { isValueType($0.type) } }
        guard let name = TypeNames.baseName(of: type) else { return false }
        return isValueType(named: name)
    }

    private func isValueType(named name: String) -> Bool {
        if Self.standardValueTypes.contains(name) { return true }
        return index.isValueType(name)
    }

    /// Standard-library and Foundation value types a model commonly stores.
    package static let standardValueTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "CGFloat",
        "Bool", "String", "Character", "Substring", "Array", "Dictionary", "Set", "Optional", "Date", "URL", "UUID", "Data",
        "Decimal", "IndexSet", "IndexPath", "TimeInterval", "DateComponents", "CGPoint", "CGSize", "CGRect", "Range", "ClosedRange",
    ]

    /// A stored instance `var` with no property wrapper, not `lazy`, not `dynamic` (its storage is
    /// Objective-C's, observed with key-value observing), not already ignored.
    package static func isPlainStoredVar(_ property: PropertyDeclaration) -> Bool {
        !property.isLet && !property.isComputed && !property.isStatic && !property.isLazy && !property.modifiers.contains("dynamic")
            && !property.attributes.contains { $0.first?.isUppercase == true && !nonWrapperAttributes.contains($0) }
    }

    /// Capitalised attributes that are not property wrappers.
    package static let nonWrapperAttributes: Set<String> = [
        "MainActor", "IBOutlet", "IBInspectable", "GKInspectable", "NSManaged", "NSCopying", "ObservationIgnored", "ObservationTracked",
    ]

    // MARK: Generic constraints

    private func collectGenericConstraints() -> [MigrationGenericConstraint] {
        // One walk per file that names ObservableObject, the files in parallel, results in file order.
        // A file whose every `ObservableObject` is an inheritance clause's (`class M: ObservableObject`,
        // the usual case) has no generic constraint: counting the spellings spares the walk.
        let files = index.files.filter { file in
            guard !file.hasSyntaxErrors else { return false }
            let spellings = file.offsets(of: "ObservableObject").count
            guard spellings > 0 else { return false }
            let inherited = file.facts.types.reduce(0) { $0 + $1.inheritedTypes.filter { $0 == "ObservableObject" }.count }
            return spellings > inherited
        }
        return parallelMap(files) { file in
            let finder = MigrationGenericConstraintFinder()
            finder.walk(file.tree)
            return finder.found.map { found in
                MigrationGenericConstraint(
                    file: file, constraint: found.constraint, parameter: found.parameter, ownerType: found.ownerType,
                    declarationName: found.declarationName, argumentSlots: found.slots)
            }
        }.flatMap { $0 }
    }

    /// Decides each generic constraint from its call sites; keeps classes that reach a constraint
    /// that cannot change. Returns true when some class was newly kept.
    private func decideGenericConstraints(_ constraints: inout [MigrationGenericConstraint]) -> Bool {
        var changed = false
        for position in constraints.indices {
            let constraint = constraints[position]
            var argumentTypes: [MigrationTypeRef?] = []
            for file in index.files {
                for call in file.facts.calls[constraint.declarationName] ?? [] {
                    let owner = call.enclosingTypeDecl?.typeName
                    let arguments = Array(call.arguments)
                    for slot in constraint.argumentSlots {
                        let argument: LabeledExprSyntax?
                        if let label = slot.label {
                            argument = arguments.first { $0.label?.text == label }
                        } else {
                            argument = slot.position < arguments.count && arguments[slot.position].label == nil ? arguments[slot.position] : nil
                        }
                        guard let argument else { continue }
                        argumentTypes.append(resolver.type(of: argument.expression, ownerType: owner))
                    }
                }
            }
            let migrated = argumentTypes.compactMap { type in type.flatMap { migratedCandidate(named: $0.name, scope: $0.scope) } }
            let convertible = !argumentTypes.isEmpty && migrated.count == argumentTypes.count
            constraints[position].converted = convertible
            constraints[position].argumentCandidates = Set(migrated.map(\.name)).sorted()
            if !convertible && !migrated.isEmpty {
                let here = location(constraint.constraint, in: constraint.file)
                for name in Set(migrated.map(\.name)).sorted() {
                    candidates[name]?.keep(.genericConstraint(declaration: constraint.declarationName, parameter: constraint.parameter, at: here))
                    changed = true
                }
            }
        }
        return changed
    }
}

// MARK: - Visitors

/// Finds `DeclReferenceExpr`s with given names in a subtree.
/// Generic parameters constrained to `ObservableObject` in a file, with the call-site slots that
/// bind them (memberwise-init labels of stored properties, or function parameters).
package final class MigrationGenericConstraintFinder: SyntaxVisitor {
    package struct Found {
        package let constraint: TypeSyntax
        package let parameter: String
        package let ownerType: String?
        package let declarationName: String
        package let slots: [(label: String?, position: Int)]
    }
    package var found: [Found] = []
    private var typeStack: [String] = []

    package init() { super.init(viewMode: .sourceAccurate) }

    package override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node, name: node.name.text, generics: node.genericParameterClause, whereClause: node.genericWhereClause)
        return .visitChildren
    }
    package override func visitPost(_ node: StructDeclSyntax) { typeStack.removeLast() }

    package override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node, name: node.name.text, generics: node.genericParameterClause, whereClause: node.genericWhereClause)
        return .visitChildren
    }
    package override func visitPost(_ node: ClassDeclSyntax) { typeStack.removeLast() }

    package override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        typeStack.append(qualified(node.name.text))
        return .visitChildren
    }
    package override func visitPost(_ node: EnumDeclSyntax) { typeStack.removeLast() }

    package override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        typeStack.append(node.extendedType.trimmedDescription)
        return .visitChildren
    }
    package override func visitPost(_ node: ExtensionDeclSyntax) { typeStack.removeLast() }

    package override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    // Generic constraints sit on type and function declarations: bodies, properties and
    // expressions are not walked (most of a file's nodes).
    package override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    package override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    package override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    package override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    package override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    package override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    package override func visit(_ node: InheritanceClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    package override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        node.item.is(DeclSyntax.self) ? .visitChildren : .skipChildren
    }

    package override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let parameters = Array(node.signature.parameterClause.parameters)
        for (parameter, constraint) in constraints(node.genericParameterClause, node.genericWhereClause) {
            var slots: [(String?, Int)] = []
            for (position, candidate) in parameters.enumerated() where TypeNames.baseName(of: candidate.type) == parameter {
                slots.append((candidate.firstName.tokenKind == .wildcard ? nil : candidate.firstName.text, position))
            }
            found.append(Found(constraint: constraint, parameter: parameter, ownerType: nil, declarationName: node.name.text, slots: slots))
        }
        return .skipChildren
    }

    private func qualified(_ name: String) -> String { (typeStack.last.map { $0 + "." } ?? "") + name }

    private func record(_ node: some DeclGroupSyntax, name: String, generics: GenericParameterClauseSyntax?, whereClause: GenericWhereClauseSyntax?) {
        let owner = qualified(name)
        typeStack.append(owner)
        let pairs = constraints(generics, whereClause)
        guard !pairs.isEmpty else { return }
        var stored: [(name: String, type: String?)] = []
        for member in node.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for property in FileIndexer.properties(of: variable) where !property.isStatic && !property.isComputed {
                stored.append((property.name, property.typeName))
            }
        }
        for (parameter, constraint) in pairs {
            let slots = stored.enumerated().filter { $0.element.type == parameter }.map { (Optional($0.element.name), $0.offset) }
            found.append(Found(constraint: constraint, parameter: parameter, ownerType: owner, declarationName: name, slots: slots))
        }
    }

    private func constraints(_ generics: GenericParameterClauseSyntax?, _ whereClause: GenericWhereClauseSyntax?) -> [(String, TypeSyntax)] {
        var result: [(String, TypeSyntax)] = []
        for parameter in generics?.parameters ?? [] {
            if let inherited = parameter.inheritedType, let type = Self.observableObjectType(in: inherited) {
                result.append((parameter.name.text, type))
            }
        }
        for requirement in whereClause?.requirements ?? [] {
            if case .conformanceRequirement(let conformance) = requirement.requirement,
               let parameter = TypeNames.baseName(of: conformance.leftType), let type = Self.observableObjectType(in: conformance.rightType) {
                result.append((parameter, type))
            }
        }
        return result
    }

    /// The `ObservableObject` type in `T: ObservableObject` or `T: ObservableObject & P`.
    package static func observableObjectType(in type: TypeSyntax) -> TypeSyntax? {
        if TypeNames.baseName(of: type) == "ObservableObject" { return type }
        if let composition = type.as(CompositionTypeSyntax.self) {
            for element in composition.elements where TypeNames.baseName(of: element.type) == "ObservableObject" { return element.type }
        }
        return nil
    }
}
