import SwiftSyntax
import RemodelCore
import RemodelRules
import RemodelProject

/// Edits at the use sites of migrated classes, in any file: `@StateObject`, `@ObservedObject`,
/// `@EnvironmentObject`, `.environmentObject(_:)`, `onReceive(model.$x)` and generic constraints.
extension MigrationSession {
    package func useSiteEdits() {
        // Keyed by place, not node identity: a tree released and parsed again between two uses
        // gives the same body a new identity.
        var bindableInsertions: [FilePosition: (file: SourceFile, body: CodeBlockItemListSyntax, builder: Bool, names: [String])] = [:]
        var bindableOrder: [FilePosition] = []
        var handled = Set<FilePosition>()
        for use in index.wrapperUses {
            let fact = use.fact
            guard fact.wrapper.isLegacyObjectWrapper, !use.file.hasSyntaxErrors, isMigrated(fact),
                  handled.insert(FilePosition(use.file, fact.attributeRef.position)).inserted else { continue }
            let file = use.file
            switch fact.wrapper {
            case .stateObject:
                stateObjectEdits(fact, in: file)
            case .observedObject:
                observedObjectEdits(fact, in: file)
            case .environmentObject:
                guard environmentObjectEdits(fact, in: file) else { continue }
                for projection in projections(of: fact.property.name, owner: fact.ownerType) {
                    guard let (body, builder) = memberBody(of: Syntax(projection.fact.expression), owner: projection.fact.ownerType) else {
                        addManual(projection.fact.expression, in: projection.file, "$\(fact.property.name) is projected outside a body or function; add '@Bindable var \(fact.property.name) = \(fact.property.name)' where the binding is made")
                        continue
                    }
                    let key = FilePosition(projection.file, body.position)
                    if bindableInsertions[key] == nil {
                        bindableInsertions[key] = (projection.file, body, builder, [])
                        bindableOrder.append(key)
                    }
                    if !bindableInsertions[key]!.names.contains(fact.property.name) {
                        bindableInsertions[key]!.names.append(fact.property.name)
                    }
                }
            default:
                break
            }
        }
        for key in bindableOrder {
            let (file, body, builder, names) = bindableInsertions[key]!
            bindableEdits(body, names: names, builder: builder, in: file)
        }
        injectionEdits()
        foreignProjectionEdits()
        onReceiveEdits()
        observationLoopEdits()
        genericConstraintEdits()
    }

    /// Whether a wrapper's type is a migrated class (or a generic parameter whose constraint changes).
    package func isMigrated(_ use: WrapperUse) -> Bool {
        // No type written (`@StateObject var model = Factory.make()`, `@ObservedObject var updater =
        // AppDelegate.updater`): the type the semantic layer gives the value. The index's syntactic
        // guess would name `AppDelegate` there; it is used only when the semantic layer cannot tell.
        if !use.property.hasTypeAnnotation, let value = use.property.initializer,
           let type = resolver.type(of: value, ownerType: use.ownerType) {
            if migratedCandidate(named: type.name, scope: type.scope) != nil { return true }
        } else if migratedCandidate(named: use.writtenType ?? use.wrappedType, scope: use.ownerType) != nil {
            return true
        }
        if genericConstraints.contains(where: { $0.parameter == use.wrappedType && $0.ownerType == use.ownerType }) { return true }
        // `<S: Store>` where `protocol Store: ObservableObject` becomes `Observable`.
        guard let parameter = use.wrappedType, !migratedProtocols.isEmpty else { return false }
        let protocols = Set(migratedProtocols.map(\.declaration.name))
        return !genericConstraintNames(of: parameter, in: use.ownerType).filter(protocols.contains).isEmpty
    }

    /// The names a generic parameter of `owner` is constrained to (in `<T: A & B>` and `where T: C`).
    package func genericConstraintNames(of parameter: String, in owner: String?) -> [String] {
        guard let owner else { return [] }
        var names: [String] = []
        func add(_ type: TypeSyntax) {
            if let composition = type.as(CompositionTypeSyntax.self) {
                for element in composition.elements { add(element.type) }
            } else if let name = TypeNames.baseName(of: type) {
                names.append(name)
            }
        }
        for declaration in index.declarations(named: ProjectIndex.simpleName(owner)) where declaration.declaration.qualifiedName == owner {
            let node = declaration.declaration.node
            let generics = node.as(StructDeclSyntax.self)?.genericParameterClause ?? node.as(ClassDeclSyntax.self)?.genericParameterClause
                ?? node.as(EnumDeclSyntax.self)?.genericParameterClause
            let whereClause = node.as(StructDeclSyntax.self)?.genericWhereClause ?? node.as(ClassDeclSyntax.self)?.genericWhereClause
                ?? node.as(EnumDeclSyntax.self)?.genericWhereClause
            for generic in generics?.parameters ?? [] where generic.name.text == parameter {
                if let inherited = generic.inheritedType { add(inherited) }
            }
            for requirement in whereClause?.requirements ?? [] {
                if case .conformanceRequirement(let conformance) = requirement.requirement,
                   TypeNames.baseName(of: conformance.leftType) == parameter {
                    add(conformance.rightType)
                }
            }
        }
        return names
    }

    private func projections(of property: String, owner: String?) -> [Located<BindingProjection>] {
        // Same owner means the same simple name (see `sameOwner`), which is the grouping key.
        guard let owner else { return [] }
        return projectionsByOwnerAndProperty[ProjectIndex.simpleName(owner) + "." + property] ?? []
    }

    package static func sameOwner(_ a: String?, _ b: String?) -> Bool {
        guard let a, let b else { return false }
        return a == b || ProjectIndex.simpleName(a) == ProjectIndex.simpleName(b)
    }

    package static func attributeNameToken(_ attribute: AttributeSyntax) -> TokenSyntax? {
        if let identifier = attribute.attributeName.as(IdentifierTypeSyntax.self) { return identifier.name }
        if let member = attribute.attributeName.as(MemberTypeSyntax.self) { return member.name }
        return nil
    }

    // MARK: Wrappers

    /// `@StateObject` → `@State`; `_x = StateObject(wrappedValue: v)` → `_x = State(initialValue: v)`.
    ///
    /// `StateObject` takes its value as an autoclosure, evaluated once for the view's lifetime;
    /// `State` evaluates it on every initialisation of the view and keeps the first. A plain
    /// initialiser call (`Model(…)` of references, literals and plain initialiser calls) or a
    /// reference passed through only makes a throwaway instance; anything else — a factory, a
    /// function call, `try` — gets a manual item: it now runs on every init.
    private func stateObjectEdits(_ use: WrapperUse, in file: SourceFile) {
        guard let token = Self.attributeNameToken(use.attribute) else { return }
        add(TextEdit(replacing: token, with: "State"), in: file)
        let view = use.ownerType.map(ProjectIndex.simpleName) ?? "the view"
        if let value = use.property.initializer, !Self.isCheapInitialValue(value) {
            addManual(value, in: file, "@State evaluates '\(value.trimmedDescription)' on every init of \(view) and keeps only the first instance (@StateObject evaluated it once); make sure it is cheap and has no side effects, or create the model in .task or pass it in")
        }
        for (callFile, call, _) in wrapperInitializations(of: use, wrapper: "StateObject") {
            guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self) else { continue }
            add(TextEdit(replacing: callee.baseName, with: "State"), in: callFile)
            if let label = call.arguments.first?.label, label.text == "wrappedValue" {
                add(TextEdit(replacing: label, with: "initialValue"), in: callFile)
            }
            if let value = call.arguments.first?.expression, !Self.isCheapInitialValue(value) {
                addManual(value, in: callFile, "State(initialValue:) evaluates '\(value.trimmedDescription)' on every init of \(view) and keeps only the first instance (StateObject(wrappedValue:) evaluated it once); make sure it is cheap and has no side effects, or create the model in .task or pass it in")
            }
        }
    }

    /// A value whose evaluation on every view init makes at most a throwaway instance: a literal,
    /// a reference (`model`, `self.model`, `Store.shared`), or an initialiser call (`Model(…)`,
    /// `Outer.Model.init(…)`, `.init(…)`) whose arguments are such values too.
    package static func isCheapInitialValue(_ expression: ExprSyntax) -> Bool {
        if expression.is(StringLiteralExprSyntax.self) || expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self)
            || expression.is(BooleanLiteralExprSyntax.self) || expression.is(NilLiteralExprSyntax.self) {
            return true
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            switch reference.baseName.tokenKind {
            case .identifier, .keyword(.self): return reference.argumentNames == nil
            default: return false
            }
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            guard member.declName.argumentNames == nil, member.declName.baseName.tokenKind != .keyword(.`init`) else { return false }
            return member.base.map(isCheapInitialValue) ?? true
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            guard call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty,
                  call.arguments.allSatisfy({ isCheapInitialValue($0.expression) }) else { return false }
            if TypeNames.constructedDottedType(call) != nil { return true }
            // `.init(…)`
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil {
                return member.declName.baseName.tokenKind == .keyword(.`init`)
            }
        }
        return false
    }

    /// `@ObservedObject var x: X` → `var x: X`, or `@Bindable var x: X` when the type projects
    /// bindings from it.
    private func observedObjectEdits(_ use: WrapperUse, in file: SourceFile) {
        guard let token = Self.attributeNameToken(use.attribute) else { return }
        let bindable = !projections(of: use.property.name, owner: use.ownerType).isEmpty
        if bindable {
            add(TextEdit(replacing: token, with: "Bindable"), in: file)
        } else {
            let text = text(of: file)
            add(text.removal(use.attribute.positionAfterSkippingLeadingTrivia.utf8Offset, use.attribute.endPositionBeforeTrailingTrivia.utf8Offset), in: file)
        }
        for (callFile, call, target) in wrapperInitializations(of: use, wrapper: "ObservedObject") {
            guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self), let argument = call.arguments.first else { continue }
            if bindable {
                add(TextEdit(replacing: callee.baseName, with: "Bindable"), in: callFile)
                if let label = argument.label, label.text == "initialValue" {
                    add(TextEdit(replacing: label, with: "wrappedValue"), in: callFile)
                }
            } else {
                if let member = target.as(MemberAccessExprSyntax.self) {
                    add(TextEdit(replacing: member.declName.baseName, with: use.property.name), in: callFile)
                } else {
                    add(TextEdit(replacing: target, with: "self." + use.property.name), in: callFile)
                }
                add(TextEdit(replacing: call, with: argument.expression.trimmedDescription), in: callFile)
            }
        }
    }

    /// `_x = Wrapper(wrappedValue: v)` / `self._x = Wrapper(…)` in the owner's initializers.
    private func wrapperInitializations(of use: WrapperUse, wrapper: String) -> [(SourceFile, FunctionCallExprSyntax, ExprSyntax)] {
        guard let owner = use.ownerType.map(ProjectIndex.simpleName) else { return [] }
        var result: [(SourceFile, FunctionCallExprSyntax, ExprSyntax)] = []
        var files: [SourceFile] = []
        for declaration in index.declarationsAndExtensions(named: owner) where !files.contains(where: { $0 === declaration.file }) {
            files.append(declaration.file)
        }
        for file in files {
            for (call, target) in wrapperAssignments(in: file, wrapper: wrapper)[owner + "._" + use.property.name] ?? [] {
                result.append((file, call, target))
            }
        }
        return result
    }

    /// Every `_x = Wrapper(v)` / `self._x = Wrapper(v)` in a file, by `Owner._x`: computed once per
    /// file and wrapper (asking per property scanned every call of the file each time — quadratic
    /// on a large file).
    private func wrapperAssignments(in file: SourceFile, wrapper: String) -> [String: [(FunctionCallExprSyntax, ExprSyntax)]] {
        if let cached = wrapperAssignmentCache[ObjectIdentifier(file)]?[wrapper] { return cached }
        var found: [String: [(FunctionCallExprSyntax, ExprSyntax)]] = [:]
        for call in file.facts.calls[wrapper] ?? [] {
            guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == wrapper, call.arguments.count == 1,
                  let sequence = call.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self),
                  let owner = call.enclosingTypeDecl?.typeName else { continue }
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[2].id == call.id, elements[1].is(AssignmentExprSyntax.self) else { continue }
            let target = elements[0]
            let name: String?
            if let reference = target.as(DeclReferenceExprSyntax.self) {
                name = reference.baseName.text
            } else if let member = target.as(MemberAccessExprSyntax.self),
                      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                name = member.declName.baseName.text
            } else {
                name = nil
            }
            if let name { found[owner + "." + name, default: []].append((call, target)) }
        }
        wrapperAssignmentCache[ObjectIdentifier(file), default: [:]][wrapper] = found
        return found
    }

    /// `@EnvironmentObject var x: X` → `@Environment(X.self) var x` (an optional type stays written).
    private func environmentObjectEdits(_ use: WrapperUse, in file: SourceFile) -> Bool {
        guard let annotation = use.property.binding.typeAnnotation else {
            addManual(use.attribute, in: file, "@EnvironmentObject '\(use.property.name)' has no written type; write '@Environment(Type.self)' by hand")
            return false
        }
        var type = annotation.type
        var optional = false
        if let wrapped = type.as(OptionalTypeSyntax.self) {
            type = wrapped.wrappedType
            optional = true
        } else if let wrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            type = wrapped.wrappedType
        }
        add(TextEdit(replacing: use.attribute, with: "@Environment(\(type.trimmedDescription).self)"), in: file)
        if !optional {
            add(TextEdit(
                range: use.property.binding.pattern.endPositionBeforeTrailingTrivia.utf8Offset..<annotation.endPositionBeforeTrailingTrivia.utf8Offset,
                replacement: ""), in: file)
        }
        return true
    }

    /// The outermost statement list of the function or computed property around `node`, and
    /// whether it is a result-builder body (a view's `body`, or an attributed declaration).
    private func memberBody(of node: Syntax, owner: String?) -> (CodeBlockItemListSyntax, Bool)? {
        var current = node.parent
        var outermost: CodeBlockItemListSyntax?
        while let syntax = current {
            if let list = syntax.as(CodeBlockItemListSyntax.self) { outermost = list }
            if syntax.parent?.is(MemberBlockItemSyntax.self) == true {
                guard let outermost else { return nil }
                if let function = syntax.as(FunctionDeclSyntax.self) {
                    return (outermost, !function.attributes.isEmpty)
                }
                if let variable = syntax.as(VariableDeclSyntax.self), variable.bindings.first?.accessorBlock != nil {
                    let isBody = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body"
                        && owner.map { index.isView(ProjectIndex.simpleName($0)) } == true
                    return (outermost, isBody || !variable.attributes.isEmpty)
                }
                if syntax.is(SubscriptDeclSyntax.self) { return (outermost, false) }
                return nil
            }
            if syntax.is(MemberBlockSyntax.self) || syntax.is(SourceFileSyntax.self) { return nil }
            current = syntax.parent
        }
        return nil
    }

    /// `@Bindable var x = x` at the top of a body that projects bindings from an environment object.
    private func bindableEdits(_ body: CodeBlockItemListSyntax, names: [String], builder: Bool, in file: SourceFile) {
        guard let first = body.first else { return }
        let existing = Set(body.compactMap { item -> String? in
            guard let variable = item.item.as(VariableDeclSyntax.self), variable.attributes.contains(named: "Bindable") else { return nil }
            return variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        })
        let missing = names.filter { !existing.contains($0) }
        guard !missing.isEmpty else { return }
        let text = text(of: file)
        let start = first.positionAfterSkippingLeadingTrivia.utf8Offset
        let declarations = missing.map { "@Bindable var \($0) = \($0)" }
        if text.startsLine(start) {
            let indent = text.indentation(ofLineAt: start)
            add(.insert(declarations.map { $0 + "\n" + indent }.joined(), at: first.positionAfterSkippingLeadingTrivia), in: file)
        } else {
            add(.insert(declarations.map { $0 + "; " }.joined(), at: first.positionAfterSkippingLeadingTrivia), in: file)
        }
        if !builder, body.count == 1, case .expr = first.item {
            add(.insert("return ", at: first.positionAfterSkippingLeadingTrivia), in: file)
        }
    }

    // MARK: Injections

    /// `.environmentObject(e)` → `.environment(e)` where `e` is a migrated class, or where `e`
    /// cannot be resolved but names exactly one migrated class as `X.self` (that class is manual).
    /// Other unresolvable injections are left; the classes they may inject are manual
    /// (`analyzeInjections`), and with no such class the spot is still reported.
    private func injectionEdits() {
        guard !migratedNames.isEmpty else { return }
        for entry in injections {
            let fact = entry.injection.fact
            if let type = entry.type {
                if migratedCandidate(named: type.name, scope: type.scope) != nil {
                    add(TextEdit(replacing: fact.nameToken, with: "environment"), in: entry.injection.file)
                }
            } else if let named = entry.named {
                if migratedCandidate(named: named) != nil {
                    add(TextEdit(replacing: fact.nameToken, with: "environment"), in: entry.injection.file)
                }
            } else if entry.suspects.isEmpty {
                addManual(fact.nameToken, in: entry.injection.file, "cannot tell the type of '\(fact.argument.trimmedDescription)' in .environmentObject(…); if it is a migrated class, change it to .environment(…)")
            }
        }
    }

    /// `view.$model.title`, where `model` is another view's `@ObservedObject` or
    /// `@EnvironmentObject` of a migrated class → `Bindable(view.model).title`: the wrapper that
    /// projected `$model` is gone (or is `@Environment`, which projects nothing).
    private func foreignProjectionEdits() {
        let semantics = index.semantics
        for use in index.publisherProjections {
            let fact = use.fact
            guard let receiver = fact.receiver, !use.file.hasSyntaxErrors,
                  let owner = semantics.receiverType(receiver, in: Scope(file: use.file.path, enclosing: fact.ownerType)),
                  let member = semantics.property(named: fact.property, in: owner),
                  member.hasAttribute("ObservedObject") || member.hasAttribute("EnvironmentObject"),
                  let type = member.type?.resolved,
                  migratedCandidate(named: semantics.qualifiedName(of: type.id)) != nil,
                  let reference = fact.token.parent?.as(DeclReferenceExprSyntax.self),
                  let projection = reference.parent?.as(MemberAccessExprSyntax.self), projection.declName.id == reference.id else { continue }
            guard let next = projection.parent?.as(MemberAccessExprSyntax.self), next.base?.id == projection.id else {
                addManual(projection, in: use.file, "'\(projection.trimmedDescription)' projects another view's model, which is @Observable now; use Bindable(\(receiver.trimmedDescription).\(fact.property)) where the binding is made")
                continue
            }
            add(TextEdit(replacing: projection, with: "Bindable(\(receiver.trimmedDescription).\(fact.property))"), in: use.file)
        }
    }

    // MARK: onReceive

    /// `.onReceive(model.$x) { v in … }` → `.onChange(of: model.x, initial: true) { _, v in … }`:
    /// `onReceive` got the current value when it subscribed, `initial: true` keeps that first call.
    /// A `.receive(on: DispatchQueue.main)` hop goes (`onChange` runs on the main actor).
    private func onReceiveEdits() {
        // Each call by where it ends (the calls of one modifier chain all start where the chain
        // starts), not by node identity, which a tree parsed again does not keep.
        var done = Set<FilePosition>()
        for name in candidateOrder {
            guard let candidate = migratedCandidate(named: name) else { continue }
            for (file, call, token, receive) in candidate.onReceiveConversions where done.insert(FilePosition(file, call.endPosition)).inserted {
                guard let nameToken = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName
                        ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName,
                      let argument = call.arguments.first else { continue }
                var closureEdits: [TextEdit]
                // Where `, initial: true` ends what it replaces: the value, or through `, perform: f`.
                var valueEnd = argument.expression.endPositionBeforeTrailingTrivia.utf8Offset
                if let trailing = call.trailingClosure {
                    guard let edits = OnChangeRewrite.closureEdits(trailing) else { continue }
                    closureEdits = edits
                } else if let perform = call.arguments.last, let inline = perform.expression.as(ClosureExprSyntax.self), let label = perform.label {
                    guard let edits = OnChangeRewrite.closureEdits(inline) else { continue }
                    closureEdits = edits
                    closureEdits.append(TextEdit(range: label.positionAfterSkippingLeadingTrivia.utf8Offset..<inline.positionAfterSkippingLeadingTrivia.utf8Offset, replacement: ""))
                } else if let perform = call.arguments.last, perform.label != nil, let paren = call.rightParen {
                    // `perform: handler.method` → `{ handler.method($1) }` after the call (the planner
                    // checked that the method takes the value as its one unlabelled argument).
                    valueEnd = paren.positionAfterSkippingLeadingTrivia.utf8Offset
                    closureEdits = [.insert(" { " + perform.expression.trimmedDescription + "($1) }", at: paren.endPositionBeforeTrailingTrivia)]
                } else {
                    continue
                }
                add(TextEdit(replacing: nameToken, with: "onChange"), in: file)
                add(.insert("of: ", at: argument.expression.positionAfterSkippingLeadingTrivia), in: file)
                add(TextEdit(replacing: token, with: String(token.text.dropFirst())), in: file)
                // From the value's end — before a `.receive(on: DispatchQueue.main)` hop, which goes:
                // `model.$x.receive(on: DispatchQueue.main)` → `model.x, initial: true`.
                let hopBase = receive.flatMap { $0.calledExpression.as(MemberAccessExprSyntax.self)?.base }
                let valueStart = (hopBase ?? argument.expression).endPositionBeforeTrailingTrivia.utf8Offset
                add(TextEdit(range: valueStart..<valueEnd, replacement: ", initial: true"), in: file)
                add(closureEdits, in: file)
            }
            for conversion in candidate.debouncedOnReceives where done.insert(FilePosition(conversion.file, conversion.call.endPosition)).inserted {
                add(debouncedOnReceiveEdits(conversion), in: conversion.file)
            }
        }
    }

    // MARK: Generic constraints

    /// `T: ObservableObject` → `T: Observable` (with `AnyObject &` when the type needs a class:
    /// `@Bindable` or `@Environment(T.self)`).
    private func genericConstraintEdits() {
        for constraint in genericConstraints {
            let needsClass = index.wrapperUses(of: constraint.parameter).contains { use in
                guard use.fact.ownerType == constraint.ownerType else { return false }
                if use.fact.wrapper == .environmentObject { return true }
                return use.fact.wrapper == .observedObject && !projections(of: use.fact.property.name, owner: use.fact.ownerType).isEmpty
            }
            add(TextEdit(replacing: constraint.constraint, with: needsClass ? "AnyObject & Observable" : "Observable"), in: constraint.file)
        }
    }
}
