import SwiftSyntax

// Shared helpers for the `Rules/Concurrency` family. Three entry points:
//
// - `isMainActorIsolated(_:in:index:)` — does code at this node run isolated to the main actor?
// - `isViewModelClass(_:index:)`       — is this class a view model?
// - `calleeChain(_:)`                  — the dotted name of a call's callee.
//
// Everything here walks *up* from a node (parents only) or reads the index, so it is cheap to call
// per candidate call site; nothing re-walks a file.

/// True when code at `node` (or, for a declaration/closure, its body) is statically isolated to the
/// main actor. Walks outwards from `node` and decides at the first boundary it meets:
///
/// - a closure with an explicit `@MainActor` attribute (`{ @MainActor in … }`) or passed to
///   `MainActor.run` → **true**;
/// - a closure passed to `Task { }` / `Task(priority:) { }` → inherits, keep walking;
///   an immediately-invoked closure `{ … }()` → keep walking;
/// - any other closure — `Task.detached { }`, a completion handler, `sink { }`, `map { }`,
///   a closure stored in a variable — → **false** (conservative: it may run elsewhere);
/// - a function, initializer, accessor, subscript or property declaration: `nonisolated` or
///   `@concurrent` or another global actor → **false**; `@MainActor` → **true**; a `deinit` →
///   **false** (unless `isolated deinit`); otherwise keep walking (local functions inherit);
/// - a type or extension: `@MainActor` on it (or `index.globalActor(of:)` is `MainActor`) →
///   **true**; anything else (including actors and types nested in a `@MainActor` type, which do
///   not inherit) → **false**.
///
/// `defer` bodies, `if`/`for`/`do` blocks and nested expressions are not boundaries. Views are not
/// treated as main-actor isolated unless they carry `@MainActor` themselves. `file` names the file
/// `node` belongs to (reserved for file-level facts; not currently read).
func isMainActorIsolated(_ node: some SyntaxProtocol, in file: SourceFile, index: ProjectIndex) -> Bool {
    var current: Syntax? = Syntax(node)
    while let syntax = current {
        switch syntax.kind {
        case .closureExpr:
            let closure = syntax.cast(ClosureExprSyntax.self)
            if closure.signature?.attributes.contains(named: "MainActor") == true { return true }
            if closure.parent?.is(FunctionCallExprSyntax.self) == true,
               closure.parent?.cast(FunctionCallExprSyntax.self).calledExpression.id == closure.id {
                break // `{ … }()` runs in place
            }
            guard let call = ConcurrencyCalls.call(receiving: closure) else { return false }
            if ConcurrencyCalls.isTaskInitializer(call) { break }
            let chain = calleeChain(call)
            return chain == ["MainActor", "run"]
        case .functionDecl:
            let function = syntax.cast(FunctionDeclSyntax.self)
            if let decided = ConcurrencyCalls.isolation(attributes: function.attributes, modifiers: function.modifiers, index: index) {
                return decided
            }
        case .initializerDecl:
            let initializer = syntax.cast(InitializerDeclSyntax.self)
            if let decided = ConcurrencyCalls.isolation(attributes: initializer.attributes, modifiers: initializer.modifiers, index: index) {
                return decided
            }
        case .deinitializerDecl:
            let deinitializer = syntax.cast(DeinitializerDeclSyntax.self)
            if !deinitializer.modifiers.contains(.isolated) { return false }
        case .accessorDecl:
            let accessor = syntax.cast(AccessorDeclSyntax.self)
            if accessor.modifier?.name.tokenKind == .keyword(.nonisolated) { return false }
            if let decided = ConcurrencyCalls.isolation(attributes: accessor.attributes, modifiers: [], index: index) {
                return decided
            }
        case .variableDecl:
            let variable = syntax.cast(VariableDeclSyntax.self)
            if let decided = ConcurrencyCalls.isolation(attributes: variable.attributes, modifiers: variable.modifiers, index: index) {
                return decided
            }
        case .subscriptDecl:
            let subscriptDecl = syntax.cast(SubscriptDeclSyntax.self)
            if let decided = ConcurrencyCalls.isolation(attributes: subscriptDecl.attributes, modifiers: subscriptDecl.modifiers, index: index) {
                return decided
            }
        case .classDecl, .structDecl, .enumDecl, .actorDecl, .extensionDecl, .protocolDecl:
            guard let group = syntax.asProtocol(DeclGroupSyntax.self) else { return false }
            if syntax.is(ActorDeclSyntax.self) || group.modifiers.contains(.nonisolated) { return false }
            if group.attributes.contains(named: "MainActor") { return true }
            guard let name = group.typeName else { return false }
            return index.globalActor(of: name) == "MainActor"
        default:
            break
        }
        current = syntax.parent
    }
    return false
}

/// True for a class the project treats as a view model: an `ObservableObject` or `@Observable`
/// class (`index.isModelClass`), a class named `…ViewModel`, or a class named `…Model`/`…Store`
/// that a view holds through a SwiftUI property wrapper (`@State`, `@StateObject`, …).
func isViewModelClass(_ name: String, index: ProjectIndex) -> Bool {
    guard index.declarations(named: name).contains(where: { $0.declaration.kind == .class }) else { return false }
    if index.isModelClass(name) || name.hasSuffix("ViewModel") { return true }
    guard name.hasSuffix("Model") || name.hasSuffix("Store") else { return false }
    if index.viewObservedModels.contains(name) { return true }
    return index.wrapperUses(of: name).contains { use in
        use.fact.ownerType.map { index.isView(ProjectIndex.simpleName($0)) } ?? false
    }
}

/// The dotted name of a call's callee, outermost base first:
/// `DispatchQueue.main.async { }` → `["DispatchQueue", "main", "async"]`,
/// `self.task?.cancel()` → `["self", "task", "cancel"]` (`?`/`!` dropped),
/// `Task<Void, Never> { }` → `["Task"]` (generic arguments dropped),
/// `JSONDecoder().decode(…)` → `["JSONDecoder()", "decode"]` (a call in the base ends in `()`),
/// `.receive(on:)` with an implicit base → `["receive"]`.
/// Returns `[]` when some part of the callee is not a name (a subscript, a closure, a literal…).
func calleeChain(_ call: FunctionCallExprSyntax) -> [String] {
    ConcurrencyCalls.chain(of: call.calledExpression) ?? []
}

/// Syntax helpers behind the functions above; also usable by concurrency rules.
enum ConcurrencyCalls {
    /// The call a closure is an argument of (trailing, additional trailing or labeled), if any.
    static func call(receiving closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        guard let parent = closure.parent else { return nil }
        if let call = parent.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id { return call }
        if parent.is(MultipleTrailingClosureElementSyntax.self) {
            return parent.parent?.parent?.as(FunctionCallExprSyntax.self)
        }
        if parent.is(LabeledExprSyntax.self) {
            return parent.parent?.parent?.as(FunctionCallExprSyntax.self)
        }
        return nil
    }

    /// `Task { }`, `Task(priority: …) { }`, `Task<T, E> { }`, `Task.init { }` — an unstructured task
    /// that inherits the caller's isolation (not `Task.detached`).
    static func isTaskInitializer(_ call: FunctionCallExprSyntax) -> Bool {
        let chain = calleeChain(call)
        return chain == ["Task"] || chain == ["Task", "init"]
    }

    /// `Task.detached { }` (with or without priority / generic arguments).
    static func isDetachedTask(_ call: FunctionCallExprSyntax) -> Bool {
        calleeChain(call) == ["Task", "detached"]
    }

    /// The closure a call receives as its trailing closure or as its only (unlabeled or
    /// `operation:`) closure argument.
    static func bodyClosure(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        if let trailing = call.trailingClosure { return trailing }
        return call.arguments.lazy.compactMap { $0.expression.as(ClosureExprSyntax.self) }.last
    }

    /// The isolation a declaration's attributes/modifiers decide, or nil to keep looking outwards.
    static func isolation(attributes: AttributeListSyntax, modifiers: DeclModifierListSyntax, index: ProjectIndex) -> Bool? {
        if modifiers.contains(.nonisolated) { return false }
        for element in attributes {
            guard let attribute = element.as(AttributeSyntax.self), let name = TypeNames.baseName(of: attribute.attributeName) else { continue }
            if name == "MainActor" { return true }
            if name == "concurrent" { return false }
            if index.declarations(named: name).contains(where: { $0.declaration.hasAttribute("globalActor") }) { return false }
        }
        return nil
    }

    static func chain(of expression: ExprSyntax) -> [String]? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return [reference.baseName.text] }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            guard let base = member.base else { return [member.declName.baseName.text] }
            guard let prefix = chain(of: base) else { return nil }
            return prefix + [member.declName.baseName.text]
        }
        if let generic = expression.as(GenericSpecializationExprSyntax.self) { return chain(of: generic.expression) }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return chain(of: optional.expression) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return chain(of: forced.expression) }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            guard var inner = chain(of: call.calledExpression), let last = inner.popLast() else { return nil }
            return inner + [last + "()"]
        }
        if let type = expression.as(TypeExprSyntax.self), let name = TypeNames.baseName(of: type.type) { return [name] }
        return nil
    }
}
