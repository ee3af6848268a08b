import SwiftSyntax
import RemodelCore

// Shared helpers for the `Rules/Concurrency` family. Two entry points:
//
// - `isMainActorIsolated(_:in:index:)` — does code at this node run isolated to the main actor?
// - `calleeChain(_:)`                  — the dotted name of a call's callee.
//
// Whether a class is a view model is a project-wide role: `index.modelRoles.isViewModel(_:_:)`
// (RemodelCore/Semantics/ModelRoles.swift).
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
///   **false** (unless `isolated deinit`); an `override` of a method or property the class inherits
///   from an SDK superclass that is not main-actor isolated (`UNNotificationServiceExtension`,
///   `NSObject`) → **false** (it keeps the overridden member's isolation); otherwise keep walking
///   (local functions inherit);
/// - a type or extension: `@MainActor` on it (or `index.globalActor(of:)` is `MainActor`) →
///   **true**; anything else (including actors and types nested in a `@MainActor` type, which do
///   not inherit) → **false**.
///
/// `defer` bodies, `if`/`for`/`do` blocks and nested expressions are not boundaries. Views are not
/// treated as main-actor isolated unless they carry `@MainActor` themselves. `file` names the file
/// `node` belongs to (reserved for file-level facts; not currently read).
package func isMainActorIsolated(_ node: some SyntaxProtocol, in file: SourceFile, index: ProjectIndex) -> Bool {
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
            if ConcurrencyCalls.overridesNonisolatedSDKMember(function.name.text, modifiers: function.modifiers, at: syntax, in: file, index: index) {
                return false
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
            if let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
               ConcurrencyCalls.overridesNonisolatedSDKMember(name, modifiers: variable.modifiers, at: syntax, in: file, index: index) {
                return false
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
            if syntax.is(ExtensionDeclSyntax.self), index.declarations(named: name).isEmpty {
                // An extension of a type from outside the project takes the module's default.
                return index.isMainActorByDefault(file)
            }
            // This declaration's own type (a same-named type elsewhere does not count).
            if let fact = file.facts.types.first(where: { $0.position == syntax.position }),
               let id = index.semantics.type(of: fact, inFile: file.path) {
                return index.semantics.globalActor(of: id) == "MainActor"
            }
            return index.globalActor(of: name) == "MainActor"
        default:
            break
        }
        current = syntax.parent
    }
    // Top-level code and free functions: isolated only where the module defaults to MainActor.
    return index.isMainActorByDefault(file)
}

/// The dotted name of a call's callee, outermost base first:
/// `DispatchQueue.main.async { }` → `["DispatchQueue", "main", "async"]`,
/// `self.task?.cancel()` → `["self", "task", "cancel"]` (`?`/`!` dropped),
/// `Task<Void, Never> { }` → `["Task"]` (generic arguments dropped),
/// `JSONDecoder().decode(…)` → `["JSONDecoder()", "decode"]` (a call in the base ends in `()`),
/// `.receive(on:)` with an implicit base → `["receive"]`.
/// Returns `[]` when some part of the callee is not a name (a subscript, a closure, a literal…).
package func calleeChain(_ call: FunctionCallExprSyntax) -> [String] {
    ConcurrencyCalls.chain(of: call.calledExpression) ?? []
}

/// Syntax helpers behind the functions above; also usable by concurrency rules.
package enum ConcurrencyCalls {
    /// The call a closure is an argument of (trailing, additional trailing or labeled), if any.
    package static func call(receiving closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
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
    package static func isTaskInitializer(_ call: FunctionCallExprSyntax) -> Bool {
        let chain = calleeChain(call)
        return chain == ["Task"] || chain == ["Task", "init"]
    }

    /// `Task.detached { }` (with or without priority / generic arguments).
    package static func isDetachedTask(_ call: FunctionCallExprSyntax) -> Bool {
        calleeChain(call) == ["Task", "detached"]
    }

    /// The closure a call receives as its trailing closure or as its only (unlabeled or
    /// `operation:`) closure argument.
    package static func bodyClosure(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        if let trailing = call.trailingClosure { return trailing }
        return call.arguments.lazy.compactMap { $0.expression.as(ClosureExprSyntax.self) }.last
    }

    /// The isolation a declaration's attributes/modifiers decide, or nil to keep looking outwards.
    package static func isolation(attributes: AttributeListSyntax, modifiers: DeclModifierListSyntax, index: ProjectIndex) -> Bool? {
        if modifiers.contains(.nonisolated) { return false }
        for element in attributes {
            guard let attribute = element.as(AttributeSyntax.self), let name = TypeNames.baseName(of: attribute.attributeName) else { continue }
            if name == "MainActor" { return true }
            if name == "concurrent" { return false }
            if index.isGlobalActor(name) { return false }
        }
        return nil
    }

    /// An `override` of a method or property that the class inherits from an SDK superclass that is
    /// not main-actor isolated (`UNNotificationServiceExtension.didReceive`, `NSObject.observeValue`):
    /// the override takes the overridden member's isolation, and the system calls it on its own
    /// queue — not on the main actor, whatever the class's own (or the module's default) isolation.
    /// `member` is the declaration's node, directly in the class's member block.
    package static func overridesNonisolatedSDKMember(
        _ name: String, modifiers: DeclModifierListSyntax, at member: Syntax, in file: SourceFile, index: ProjectIndex
    ) -> Bool {
        guard modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }),
              let owner = member.parent?.parent?.parent?.parent, owner.is(ClassDeclSyntax.self),
              let fact = file.facts.types.first(where: { $0.position == owner.position }) else { return false }
        let semantics = index.semantics
        guard let id = semantics.type(of: fact, inFile: file.path), !semantics.superclassesDeclareMember(named: name, of: id),
              let superclass = semantics.externalSuperclass(of: id) else { return false }
        let simpleName = superclass.split(separator: ".").last.map(String.init) ?? superclass
        return !Semantics.mainActorSDKClasses.contains(simpleName)
    }

    /// The token naming what a call calls: `decode` in `JSONDecoder().decode(…)`, `Data` in
    /// `Data(contentsOf:)`, `Task` in `Task<Void, Never> { }`.
    package static func nameToken(of call: FunctionCallExprSyntax) -> TokenSyntax? {
        var callee = call.calledExpression
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
        if let member = callee.as(MemberAccessExprSyntax.self) { return member.declName.baseName }
        return callee.as(DeclReferenceExprSyntax.self)?.baseName
    }

    /// True when a call's value is thrown away: an expression statement, `_ = call`, `let _ = call`,
    /// or the sole statement of a closure that returns nothing useful. Not discarded: assigned,
    /// passed on, returned (explicitly or as the implicit result of a function with a return type,
    /// a getter, a closure passed to `map`/`compactMap`/`flatMap`, or a closure that is not an
    /// argument at all), or the value of a branch of an `if`/`switch` expression whose value is
    /// itself used that way (`let task = if fast { Task { … } } else { Task { … } }`).
    package static func isDiscarded(_ call: FunctionCallExprSyntax) -> Bool {
        isDiscardedValue(Syntax(call))
    }

    private static func isDiscardedValue(_ node: Syntax) -> Bool {
        var expression = node
        while let parent = expression.parent, parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) {
            expression = parent
        }
        guard var parent = expression.parent else { return false }
        if parent.is(ExpressionStmtSyntax.self), let item = parent.parent, item.is(CodeBlockItemSyntax.self) {
            // `if`/`switch` in statement position: `ExpressionStmt` inside the item.
            parent = item
        }
        if let item = parent.as(CodeBlockItemSyntax.self) {
            if isImplicitResult(item) { return false }
            if let branching = branchingExpression(valuedBy: item) { return isDiscardedValue(branching) }
            return true
        }
        // `_ = call` (unfolded sequence: `_`, `=`, call)
        if parent.is(ExprListSyntax.self), let sequence = parent.parent?.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            return elements.count == 3 && elements[0].is(DiscardAssignmentExprSyntax.self)
                && elements[1].is(AssignmentExprSyntax.self) && elements[2].id == expression.id
                && sequence.parent?.is(CodeBlockItemSyntax.self) == true
        }
        // `let _ = call`
        if parent.is(InitializerClauseSyntax.self), let binding = parent.parent?.as(PatternBindingSyntax.self) {
            return binding.pattern.is(WildcardPatternSyntax.self)
        }
        return false
    }

    /// The `if` or `switch` expression (the outermost of an `else if` chain) whose value `item` is:
    /// the only statement of one of its branches. Nil otherwise.
    private static func branchingExpression(valuedBy item: CodeBlockItemSyntax) -> Syntax? {
        guard let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1, let owner = list.parent else { return nil }
        if let switchCase = owner.as(SwitchCaseSyntax.self) {
            return switchCase.parent?.parent?.as(SwitchExprSyntax.self).map(Syntax.init)
        }
        guard owner.is(CodeBlockSyntax.self), var ifExpression = owner.parent?.as(IfExprSyntax.self) else { return nil }
        while let outer = ifExpression.parent?.as(IfExprSyntax.self), outer.elseBody?.id == ifExpression.id {
            ifExpression = outer
        }
        // A value needs an `else`: a lone `if` is a statement.
        var last = ifExpression
        while case .ifExpr(let next)? = last.elseBody { last = next }
        guard last.elseBody != nil else { return nil }
        return Syntax(ifExpression)
    }

    /// Whether a statement is the implicit result of its enclosing body (sole statement of a
    /// function with a return type, a getter, or a closure whose value is used).
    package static func isImplicitResult(_ item: CodeBlockItemSyntax) -> Bool {
        guard let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1, let owner = list.parent else { return false }
        if let closure = owner.as(ClosureExprSyntax.self) {
            guard let call = call(receiving: closure) else {
                // `{ … }()` runs in place and its value is the call's value; a stored closure returns it.
                return true
            }
            let name = nameToken(of: call)?.text
            return name == "map" || name == "compactMap" || name == "flatMap"
        }
        if owner.is(AccessorBlockSyntax.self) { return true } // `var x: T { call }`
        guard let block = owner.as(CodeBlockSyntax.self), let decl = block.parent else { return false }
        if let function = decl.as(FunctionDeclSyntax.self) {
            guard let result = function.signature.returnClause?.type else { return false }
            return !isVoid(result)
        }
        if let accessor = decl.as(AccessorDeclSyntax.self) { return accessor.accessorSpecifier.tokenKind == .keyword(.get) }
        return false
    }

    private static func isVoid(_ type: TypeSyntax) -> Bool {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text == "Void" }
        if let tuple = type.as(TupleTypeSyntax.self) { return tuple.elements.isEmpty }
        return false
    }

    /// `'Type.method()'`-style name of the declaration enclosing `node`, for messages.
    package static func contextName(of node: some SyntaxProtocol) -> String {
        var member: String?
        var current = node.parent
        while let syntax = current {
            if member == nil {
                if let function = syntax.as(FunctionDeclSyntax.self) {
                    member = function.name.text + "()"
                } else if syntax.is(InitializerDeclSyntax.self) {
                    member = "init()"
                } else if syntax.is(DeinitializerDeclSyntax.self) {
                    member = "deinit"
                } else if let variable = syntax.as(VariableDeclSyntax.self), variable.parent?.is(MemberBlockItemSyntax.self) == true,
                          let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    member = name
                }
            }
            if let group = syntax.asProtocol(DeclGroupSyntax.self), let type = group.typeName {
                return member.map { type + "." + $0 } ?? type
            }
            current = syntax.parent
        }
        return member ?? "top-level code"
    }

    /// The statements of `closure` as written (comments kept), re-indented to replace a statement
    /// whose first token is at `statementStart`: the body's common indentation becomes that line's
    /// indentation, and the first line starts unindented (the statement's own indentation stays in
    /// the file). A single-line body comes back trimmed. Nil for an empty body.
    package static func inlinedStatements(of closure: ClosureExprSyntax, replacingStatementAt statementStart: AbsolutePosition, in file: SourceFile) -> String? {
        guard !closure.statements.isEmpty else { return nil }
        let bytes = Array(file.text.utf8)
        let start = closure.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
        let end = closure.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
        guard start <= end, end <= bytes.count else { return nil }
        let indentation = lineIndentation(at: statementStart.utf8Offset, in: bytes)
        var lines = String(decoding: bytes[start..<end], as: UTF8.self)
            .split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) // "\r\n" is one Character
            .map(String.init)
        let first = lines.removeFirst().trimmingBlanks()
        while let last = lines.last, last.allSatisfy(\.isBlank) { lines.removeLast() }
        if lines.isEmpty { return first }
        if let last = lines.popLast() { lines.append(String(last.reversed().drop(while: \.isBlank).reversed())) }
        while let head = lines.first, first.isEmpty, head.allSatisfy(\.isBlank) { lines.removeFirst() }
        let common = lines.filter { !$0.allSatisfy(\.isBlank) }.map { $0.prefix(while: \.isBlank).count }.min() ?? 0
        var output: [String] = first.isEmpty ? [] : [first]
        for line in lines {
            if line.allSatisfy(\.isBlank) {
                output.append("")
            } else {
                output.append((output.isEmpty ? "" : indentation) + line.dropFirst(common))
            }
        }
        return output.joined(separator: "\n")
    }

    /// The spaces and tabs that start the line containing `offset`.
    private static func lineIndentation(at offset: Int, in bytes: [UInt8]) -> String {
        var lineStart = min(offset, bytes.count)
        while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        var indentEnd = lineStart
        while indentEnd < bytes.count, bytes[indentEnd] == UInt8(ascii: " ") || bytes[indentEnd] == UInt8(ascii: "\t") { indentEnd += 1 }
        return String(decoding: bytes[lineStart..<indentEnd], as: UTF8.self)
    }

    package static func chain(of expression: ExprSyntax) -> [String]? {
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

private extension Character {
    var isBlank: Bool { self == " " || self == "\t" }
}

private extension String {
    func trimmingBlanks() -> String {
        String(drop(while: \.isBlank).reversed().drop(while: \.isBlank).reversed())
    }
}

/// Test code (a file importing XCTest or Testing) runs on the main actor by convention, not for UI;
/// concurrency rules about UI responsiveness skip it.
package func isTestFile(_ file: SourceFile) -> Bool {
    file.facts.imports.contains("XCTest") || file.facts.imports.contains("Testing")
}
