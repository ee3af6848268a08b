import SwiftSyntax
import RemodelCore
import RemodelRules
import RemodelProject

/// Edits to the migrated classes themselves: `@Observable`, the `ObservableObject` conformance,
/// `@Published`, `@ObservationIgnored`, `@AppStorage`/`@SceneStorage`, `objectWillChange.send()`.
extension MigrationSession {
    package func computeEdits() {
        relayEdits()
        for name in candidateOrder {
            guard let candidate = migratedCandidate(named: name) else { continue }
            combineChainEdits(candidate)
            for declaration in candidate.declarations { classEdits(declaration, announced: candidate.announcedProperties) }
            for declaration in candidate.extensions { extensionEdits(declaration) }
            for (file, item) in candidate.sendRemovals {
                let text = text(of: file)
                // The statement with its trailing comment (`objectWillChange.send() // redraw`).
                add(text.removal(item.positionAfterSkippingLeadingTrivia.utf8Offset, item.endPosition.utf8Offset), in: file)
            }
            for (file, target, call, property) in candidate.publishedInitializers {
                guard let argument = call.arguments.first else { continue }
                add(TextEdit(replacing: target, with: "self.\(property)"), in: file)
                add(TextEdit(replacing: call, with: argument.expression.trimmedDescription), in: file)
            }
        }
        for proto in migratedProtocols { protocolEdits(proto) }
        useSiteEdits()
        importEdits()
        modernizeOnChange()
    }

    // MARK: objectWillChange relays

    /// Removes each relay between two migrated classes, and the property that held its
    /// subscription when nothing else in the class uses it any more.
    private func relayEdits() {
        // By place, not node identity: the relay's statement was found during the analysis, the
        // scopes searched below may be a tree parsed again since.
        var removedStatements: [String: [Range<Int>]] = [:]
        var removed: [(ObjectWillChangeRelay, MigrationCandidate)] = []
        for relay in relays {
            guard let target = migratedCandidate(named: relay.target), migratedCandidate(named: relay.source) != nil else { continue }
            let text = text(of: relay.file)
            add(text.removal(relay.statementText, relay.statement.upperBound), in: relay.file)
            removedStatements[relay.file.path, default: []].append(relay.statement)
            removed.append((relay, target))
        }
        // Option-B chains replace their subscriptions too (`combineChainEdits` writes them).
        var storages: [(String?, MigrationCandidate)] = removed.map { ($0.0.storage, $0.1) }
        for name in candidateOrder {
            guard let candidate = migratedCandidate(named: name) else { continue }
            for chain in candidate.combineChains {
                removedStatements[chain.file.path, default: []].append(chain.statement.position.utf8Offset..<chain.statement.endPosition.utf8Offset)
                storages.append((chain.storage, candidate))
            }
        }
        var done = Set<String>()
        for (storage, target) in storages {
            guard let storage, done.insert(target.name + "." + storage).inserted else { continue }
            for declaration in target.declarations {
                for property in declaration.declaration.properties where property.name == storage && !property.isStatic && !property.isComputed
                    && property.decl.bindings.count == 1 && !storageStillUsed(property, of: target, besides: removedStatements) {
                    let text = text(of: declaration.file)
                    add(text.lineRemoval(MigrationText.attachedStart(of: property.decl), property.decl.endPosition.utf8Offset), in: declaration.file)
                    removedVariables.insert(FilePosition(declaration.file, property.position))
                }
            }
        }
    }

    /// Whether anything still names a relay's storage property once the relays are gone, where its
    /// access level lets it be named: the class (`private`), its files (`fileprivate`), or the
    /// project. A local, or another type's member, with that name counts too.
    private func storageStillUsed(_ property: PropertyDeclaration, of target: MigrationCandidate,
                                  besides removedStatements: [String: [Range<Int>]]) -> Bool {
        let name = property.name
        let scopes: [(path: String, node: Syntax)]
        if property.modifiers.contains("private") {
            scopes = (target.declarations + target.extensions).compactMap { part in part.declaration.memberBlock.map { (part.file.path, Syntax($0)) } }
        } else {
            let files = property.modifiers.contains("fileprivate")
                ? (target.declarations + target.extensions).map(\.file) : index.files
            if files.contains(where: \.hasSyntaxErrors) { return true }
            scopes = files.filter { $0.mentions(name) }.map { ($0.path, Syntax($0.tree)) }
        }
        return scopes.contains { scope in
            let statements = removedStatements[scope.path] ?? []
            return StorageReferences.find(in: scope.node, names: [name]).contains { reference in
                let start = reference.position.utf8Offset, end = reference.endPosition.utf8Offset
                return !statements.contains { $0.lowerBound <= start && end <= $0.upperBound }
            }
        }
    }

    // MARK: Class declarations

    private func classEdits(_ indexed: IndexedType, announced: Set<String>) {
        guard let node = indexed.declaration.node.as(ClassDeclSyntax.self) else { return }
        let file = indexed.file
        let text = text(of: file)
        filesNeedingImport[ObjectIdentifier(file)] = file
        editedFiles[ObjectIdentifier(file)] = file
        if !indexed.declaration.hasAttribute("Observable") {
            add(observableAttribute(node, text: text), in: file)
        }
        if let clause = node.inheritanceClause, let removal = conformanceRemoval(clause) {
            add(removal, in: file)
        }
        // A class already marked @Observable (a half-finished migration) keeps its properties as
        // they are: they are tracked already.
        guard !indexed.declaration.hasAttribute("Observable") else { return }
        for variable in Self.memberVariables(node.memberBlock) where !removedVariables.contains(FilePosition(file, variable.position)) {
            propertyEdits(variable, in: file, text: text, announced: announced)
        }
    }

    /// The spots a person must look at once the class is migrated, found before any edit: a
    /// `didSet`/`willSet` kept on a formerly `@Published` property now runs inside the
    /// `@Observable` setter — one with a side effect (`ObserverSideEffect`; one that only rebuilds
    /// the class's own state runs the same there). The declarations `classEdits` rewrites, the properties
    /// `propertyEdits` keeps `@Published`'s observers on.
    package func manualSteps(of candidate: MigrationCandidate) -> [ManualItem] {
        var steps: [ManualItem] = []
        for indexed in candidate.declarations {
            let file = indexed.file
            // An observer is spelled `didSet`/`willSet`: without one in the file, there is nothing to
            // report, and a released tree is not parsed again to find that out.
            guard !indexed.declaration.hasAttribute("Observable"),
                  file.mentions("didSet") || file.mentions("willSet"),
                  let node = indexed.declaration.node.as(ClassDeclSyntax.self) else { continue }
            for variable in Self.memberVariables(node.memberBlock) {
                let properties = FileIndexer.properties(of: variable)
                guard let first = properties.first, !first.isStatic, !first.isLet, !properties.allSatisfy(\.isComputed) else { continue }
                let names = variable.attributes.compactMap { $0.as(AttributeSyntax.self) }.map { TypeNames.baseName(of: $0.attributeName) ?? "" }
                guard names.contains("Published"), !names.contains("ObservationIgnored"), !names.contains("ObservationTracked") else { continue }
                for property in properties where property.hasObservers {
                    // An observer that only rebuilds the class's own state (published-didset-side-effect's
                    // analysis: own properties, own pure methods) behaves the same inside the setter.
                    let bodies = Self.observerBodies(property.binding)
                    if !bodies.isEmpty, !bodies.contains(where: { ObserverSideEffect.of($0, in: indexed.declaration, file: file, index: index) != nil }) {
                        continue
                    }
                    let observer = Self.observerNames(property.binding)
                    steps.append(ManualItem(
                        file: file.path, line: file.location(of: property.binding).line,
                        reason: "'\(property.name)' keeps its \(observer) after migration; it now runs inside the @Observable setter, so side effects that reach other actors may run in a different order — move them into an explicit method called in a deterministic order"))
                }
            }
        }
        return steps
    }

    /// Member `var`/`let` declarations, including those inside `#if` blocks.
    package static func memberVariables(_ block: MemberBlockSyntax) -> [VariableDeclSyntax] {
        var result: [VariableDeclSyntax] = []
        func collect(_ members: MemberBlockItemListSyntax) {
            for member in members {
                if let variable = member.decl.as(VariableDeclSyntax.self) {
                    result.append(variable)
                } else if let conditional = member.decl.as(IfConfigDeclSyntax.self) {
                    for clause in conditional.clauses {
                        if case .decls(let nested)? = clause.elements { collect(nested) }
                    }
                }
            }
        }
        collect(block.members)
        return result
    }

    /// `@Observable` where the author puts attributes: after existing attributes (on its own line
    /// when they are on their own lines), or inline before the declaration's modifiers.
    private func observableAttribute(_ node: ClassDeclSyntax, text: MigrationText) -> TextEdit {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        if let last = node.attributes.last {
            let end = last.endPositionBeforeTrailingTrivia.utf8Offset
            let next = last.nextToken(viewMode: .sourceAccurate)
            let ownLine = last.trailingTrivia.contains(where: \.isNewline) || next?.leadingTrivia.contains(where: \.isNewline) == true
            if ownLine { return .insert("\n" + text.indentation(ofLineAt: end) + "@Observable", atOffset: end) }
            return .insert(" @Observable", atOffset: end)
        }
        return .insert("@Observable ", atOffset: start)
    }

    /// Removes `ObservableObject` from an inheritance clause: `: ObservableObject`,
    /// `ObservableObject, ` or `, ObservableObject`.
    package func conformanceRemoval(_ clause: InheritanceClauseSyntax) -> TextEdit? {
        let types = Array(clause.inheritedTypes)
        guard let position = types.firstIndex(where: { TypeNames.baseName(of: $0.type) == "ObservableObject" }) else { return nil }
        if types.count == 1 {
            let start = clause.colon.previousToken(viewMode: .sourceAccurate)?.endPositionBeforeTrailingTrivia ?? clause.colon.positionAfterSkippingLeadingTrivia
            return TextEdit(range: start.utf8Offset..<types[0].type.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "")
        }
        if position < types.count - 1 {
            return TextEdit(
                range: types[position].positionAfterSkippingLeadingTrivia.utf8Offset..<types[position + 1].positionAfterSkippingLeadingTrivia.utf8Offset,
                replacement: "")
        }
        return TextEdit(
            range: types[position - 1].type.endPositionBeforeTrailingTrivia.utf8Offset..<types[position].type.endPositionBeforeTrailingTrivia.utf8Offset,
            replacement: "")
    }

    private func extensionEdits(_ indexed: IndexedType) {
        guard let node = indexed.declaration.node.as(ExtensionDeclSyntax.self), let clause = node.inheritanceClause,
              clause.inheritedTypes.contains(where: { TypeNames.baseName(of: $0.type) == "ObservableObject" }) else { return }
        let file = indexed.file
        let text = text(of: file)
        let isBare = clause.inheritedTypes.count == 1 && node.memberBlock.members.isEmpty && node.genericWhereClause == nil
            && node.attributes.isEmpty && node.modifiers.isEmpty
            && !node.memberBlock.rightBrace.leadingTrivia.contains(where: \.isComment)
        if isBare {
            add(text.lineRemoval(MigrationText.attachedStart(of: node), node.endPosition.utf8Offset), in: file)
        } else if let removal = conformanceRemoval(clause) {
            add(removal, in: file)
        }
    }

    private func protocolEdits(_ indexed: IndexedType) {
        guard let node = indexed.declaration.node.as(ProtocolDeclSyntax.self), let clause = node.inheritanceClause,
              let inherited = clause.inheritedTypes.first(where: { TypeNames.baseName(of: $0.type) == "ObservableObject" }) else { return }
        let classBound = clause.inheritedTypes.contains { $0.type.trimmedDescription == "AnyObject" }
        add(TextEdit(replacing: inherited.type, with: classBound ? "Observable" : "AnyObject, Observable"), in: indexed.file)
    }

    // MARK: Properties

    private func propertyEdits(_ variable: VariableDeclSyntax, in file: SourceFile, text: MigrationText, announced: Set<String>) {
        let properties = FileIndexer.properties(of: variable)
        guard let first = properties.first, !first.isStatic, !first.isLet,
              !properties.allSatisfy(\.isComputed) else { return }
        let attributes = variable.attributes.compactMap { $0.as(AttributeSyntax.self) }
        let names = attributes.map { TypeNames.baseName(of: $0.attributeName) ?? "" }
        if names.contains("ObservationIgnored") || names.contains("ObservationTracked") { return }
        let published = attributes.first { TypeNames.baseName(of: $0.attributeName) == "Published" }
        // Observers on a formerly `@Published` property stay as they are: `manualSteps(of:)`
        // reported them when the class was decided.
        if published == nil && (names.contains("AppStorage") || names.contains("SceneStorage")) {
            storageEdits(variable, property: first, in: file, text: text)
            return
        }
        let isWrapped = names.contains { $0.first?.isUppercase == true && !Self.nonWrapperAttributes.contains($0) && $0 != "Published" }
        // `override var x { didSet }` observes a tracked base property: the macro must leave it alone.
        let isOverride = variable.modifiers.contains(.override)
        // `@objc dynamic var` keeps its storage for key-value observing: the macro would turn it
        // into a computed property over a new backing variable.
        let isDynamic = variable.modifiers.contains(.dynamic)
        // A plain `var` an `objectWillChange.send()` announced changes the UI: it stays tracked.
        let isAnnounced = properties.contains { announced.contains($0.name) }
        let ignored = published == nil && (first.isLazy || isWrapped || isOverride || isDynamic || (!isAnnounced && isUntracked(variable)))
        if variable.bindings.count > 1 {
            // The macros want one property per declaration: split `var a = 1, b = 2`.
            add(splitDeclaration(variable, dropping: published, ignored: ignored, text: text), in: file)
            return
        }
        if let published {
            add(text.removal(published.positionAfterSkippingLeadingTrivia.utf8Offset, published.endPositionBeforeTrailingTrivia.utf8Offset), in: file)
            // `@Published(initialValue: 1) var e: Int` keeps its value: `var e: Int = 1`.
            if let value = Self.wrapperInitialValue(published), first.binding.initializer == nil,
               let annotation = first.binding.typeAnnotation {
                add(.insert(" = " + value.trimmedDescription, at: annotation.endPositionBeforeTrailingTrivia), in: file)
            }
        } else if ignored {
            add(ignoredAttribute(variable, text: text), in: file)
        }
    }

    /// Whether a plain stored `var` gets `@ObservationIgnored` under the tracking policy. With
    /// `--track-read-vars` (Apple's migration guide, and what people write) it stays tracked — a plain `var note`
    /// set in `onAppear` and shown in a `TextField` would otherwise keep its stale-UI bug — except
    /// private storage that nothing a view can reach reads: a `private`/`fileprivate` var that no
    /// non-private computed property or value-returning method of the class names (cancellables,
    /// tasks, caches).
    /// `--track-all` tracks everything; by default every plain var is ignored.
    package func isUntracked(_ variable: VariableDeclSyntax) -> Bool {
        if options.trackAll { return false }
        if !options.trackReadVars { return true }
        // `nonisolated(unsafe) var readCount`: deliberately reached across isolation; tracking would
        // route it through the main-actor registrar, and the macro's accessors would drop the modifier.
        if variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.nonisolated) }) { return true }
        let isPrivate = variable.modifiers.contains {
            ($0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate)) && $0.detail == nil
        }
        guard isPrivate, let members = variable.ancestor(MemberBlockSyntax.self) else { return false }
        let names = Set(FileIndexer.properties(of: variable).map(\.name))
        return !Self.readByVisibleMember(names, in: members)
    }

    /// Whether a non-private computed property, or method that returns a value, in `members` names
    /// one of `names`: what a view can read (an action method that returns nothing is not a read).
    package static func readByVisibleMember(_ names: Set<String>, in members: MemberBlockSyntax) -> Bool {
        func isHidden(_ modifiers: DeclModifierListSyntax) -> Bool {
            modifiers.contains { ($0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate)) && $0.detail == nil }
        }
        for member in members.members {
            let body: Syntax?
            if let function = member.decl.as(FunctionDeclSyntax.self), !isHidden(function.modifiers),
               function.signature.returnClause != nil {
                body = function.body.map(Syntax.init)
            } else if let variable = member.decl.as(VariableDeclSyntax.self), !isHidden(variable.modifiers),
                      let accessors = variable.bindings.first?.accessorBlock {
                body = Syntax(accessors)
            } else {
                body = nil
            }
            guard let body else { continue }
            if body.tokens(viewMode: .sourceAccurate).contains(where: { names.contains($0.text) }) { return true }
        }
        return false
    }

    /// One declaration per binding, each with the declaration's attributes (but `dropping`) and
    /// modifiers; a binding without type or value takes the type written after it (`var a, b: Int`).
    private func splitDeclaration(_ variable: VariableDeclSyntax, dropping: AttributeSyntax?, ignored: Bool, text: MigrationText) -> TextEdit {
        let start = variable.positionAfterSkippingLeadingTrivia.utf8Offset
        let indent = text.indentation(ofLineAt: start)
        var prefix = ignored ? ["@ObservationIgnored"] : []
        prefix += variable.attributes.filter { $0.id != dropping?.id }.map(\.trimmedDescription)
        prefix += variable.modifiers.map(\.trimmedDescription)
        prefix.append(variable.bindingSpecifier.text)
        let bindings = Array(variable.bindings)
        var lines: [String] = []
        for (position, binding) in bindings.enumerated() {
            var declaration = binding.pattern.trimmedDescription
            if let annotation = binding.typeAnnotation {
                declaration += ": " + annotation.type.trimmedDescription
            } else if binding.initializer == nil,
                      let later = bindings[(position + 1)...].first(where: { $0.typeAnnotation != nil })?.typeAnnotation {
                declaration += ": " + later.type.trimmedDescription
            }
            if let initializer = binding.initializer { declaration += " = " + initializer.value.trimmedDescription }
            if let accessors = binding.accessorBlock { declaration += " " + accessors.trimmedDescription }
            lines.append((prefix + [declaration]).joined(separator: " "))
        }
        return TextEdit(range: start..<variable.endPositionBeforeTrailingTrivia.utf8Offset, replacement: lines.joined(separator: "\n" + indent))
    }

    /// The value in `@Published(initialValue: v)` / `@Published(wrappedValue: v)`.
    package static func wrapperInitialValue(_ attribute: AttributeSyntax) -> ExprSyntax? {
        guard case .argumentList(let arguments)? = attribute.arguments,
              let argument = arguments.first(where: { $0.label?.text == "initialValue" || $0.label?.text == "wrappedValue" }) else { return nil }
        return argument.expression
    }

    /// The bodies of a binding's `didSet` and `willSet`.
    package static func observerBodies(_ binding: PatternBindingSyntax) -> [CodeBlockSyntax] {
        guard case .accessors(let list)? = binding.accessorBlock?.accessors else { return [] }
        return list.compactMap { accessor in
            let keyword = accessor.accessorSpecifier.tokenKind
            return keyword == .keyword(.didSet) || keyword == .keyword(.willSet) ? accessor.body : nil
        }
    }

    package static func observerNames(_ binding: PatternBindingSyntax) -> String {
        guard case .accessors(let list)? = binding.accessorBlock?.accessors else { return "observer" }
        let names = list.map(\.accessorSpecifier.text).filter { $0 == "didSet" || $0 == "willSet" }
        return names.isEmpty ? "observer" : names.joined(separator: "/")
    }

    /// `@ObservationIgnored` before the declaration: on its own line when the declaration's
    /// attributes are on their own line, inline otherwise.
    private func ignoredAttribute(_ variable: VariableDeclSyntax, text: MigrationText) -> TextEdit {
        let start = variable.positionAfterSkippingLeadingTrivia.utf8Offset
        if let last = variable.attributes.last, text.startsLine(start),
           last.trailingTrivia.contains(where: \.isNewline) || last.nextToken(viewMode: .sourceAccurate)?.leadingTrivia.contains(where: \.isNewline) == true {
            return .insert("@ObservationIgnored\n" + text.indentation(ofLineAt: start), atOffset: start)
        }
        return .insert("@ObservationIgnored ", atOffset: start)
    }

    /// `@AppStorage("k") var name = v` → a computed `name` that reports reads and writes to the
    /// observation registrar, backed by an ignored, private `_nameStorage` that keeps the wrapper.
    private func storageEdits(_ variable: VariableDeclSyntax, property: PropertyDeclaration, in file: SourceFile, text: MigrationText) {
        guard let type = storageValueType(property) else { return }
        let name = property.name
        let storage = "_\(name)Storage"
        let start = variable.positionAfterSkippingLeadingTrivia.utf8Offset
        let indent = text.indentation(ofLineAt: start)
        let unit = text.indentUnit
        let modifiers = variable.modifiers.map(\.trimmedDescription).joined(separator: " ")
        let prefix = modifiers.isEmpty ? "" : modifiers + " "
        let attributes = variable.attributes.map(\.trimmedDescription).joined(separator: " ")
        var backing = "@ObservationIgnored \(attributes) private var \(storage)"
        if let annotation = property.binding.typeAnnotation { backing += ": " + annotation.type.trimmedDescription }
        if let initializer = property.binding.initializer { backing += " = " + initializer.value.trimmedDescription }
        let replacement = """
            \(prefix)var \(name): \(type) {
            \(indent)\(unit)get {
            \(indent)\(unit)\(unit)access(keyPath: \\.\(name))
            \(indent)\(unit)\(unit)return \(storage)
            \(indent)\(unit)}
            \(indent)\(unit)set {
            \(indent)\(unit)\(unit)withMutation(keyPath: \\.\(name)) {
            \(indent)\(unit)\(unit)\(unit)\(storage) = newValue
            \(indent)\(unit)\(unit)}
            \(indent)\(unit)}
            \(indent)}
            \(indent)\(backing)
            """
        add(TextEdit(range: start..<variable.endPositionBeforeTrailingTrivia.utf8Offset, replacement: replacement), in: file)
    }

    // MARK: Imports

    /// `import Observation` in every file declaring a migrated class: in sorted position when the
    /// file's imports are sorted, else after the last import.
    private func importEdits() {
        for (_, file) in filesNeedingImport.sorted(by: { $0.value.path < $1.value.path }) where !file.facts.imports.contains("Observation") {
            let imports = file.tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self) }
            let line = "import Observation"
            guard let lastImport = imports.last else {
                guard let first = file.tree.statements.first else {
                    add(.insert(line + "\n", at: file.tree.endOfFileToken.positionAfterSkippingLeadingTrivia), in: file)
                    continue
                }
                let start = MigrationText.attachedStart(of: first)
                addImport(.insert(line + "\n\n", atOffset: start), in: file)
                continue
            }
            let names = imports.map { $0.path.map(\.name.text).joined(separator: ".") }
            let plain = imports.allSatisfy { $0.attributes.isEmpty && $0.importKindSpecifier == nil && $0.modifiers.isEmpty }
            if plain, names == names.sorted(), let next = imports.first(where: { $0.path.map(\.name.text).joined(separator: ".") > "Observation" }) {
                addImport(.insert(line + "\n" + text(of: file).indentation(ofLineAt: next.positionAfterSkippingLeadingTrivia.utf8Offset),
                                  at: next.positionAfterSkippingLeadingTrivia), in: file)
            } else {
                // On a line of its own after the import's line (which keeps its trailing space,
                // comment and line ending; the new line takes the file's dominant ending).
                let text = text(of: file)
                let next = text.nextLineStart(lastImport.endPosition.utf8Offset)
                if next == text.count, !text.lineBreakEnds(before: next) {
                    addImport(.insert("\n" + line, atOffset: next), in: file)
                } else {
                    addImport(.insert(line + "\n", atOffset: next), in: file)
                }
            }
        }
    }

    /// An import goes first among the insertions at its offset: `@Observable` on a class that
    /// starts right there must follow the import, not land on it.
    private func addImport(_ edit: TextEdit, in file: SourceFile) {
        let key = ObjectIdentifier(file)
        edits[key, default: []].insert(edit, at: 0)
        editedFiles[key] = file
    }

    // MARK: onChange

    /// Modernises one-parameter `onChange(of:perform:)` in the files the migration touches
    /// (`@Observable` needs iOS 17, where that form is deprecated).
    private func modernizeOnChange() {
        for (key, file) in editedFiles.sorted(by: { $0.value.path < $1.value.path }) where !file.hasSyntaxErrors {
            let mine = edits[key] ?? []
            guard !mine.isEmpty else { continue }
            for edit in OnChangeRewrite.edits(in: file) where !mine.contains(where: { $0.conflicts(with: edit) }) {
                add(edit, in: file)
            }
        }
    }
}
