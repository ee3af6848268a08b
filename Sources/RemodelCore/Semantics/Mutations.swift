import SwiftSyntax

/// One place that writes through an expression: the left side of `=` or a compound assignment
/// (`+=`, `-=`, …), the receiver of a mutating method (`x.append(…)`, `x.toggle()`), or an `&x`
/// argument. `Mutations.find(in:)` is the one detector every rule and migration uses.
package struct Mutation {
    package enum Kind: Equatable {
        /// `target = …`, `target += …`.
        case assignment
        /// `target.method(…)` with `method` in `Mutations.mutatingMethods`.
        case mutatingCall(method: String)
        /// `&target`.
        case inoutArgument
    }

    /// The expression written: `viewModel.items[0]` in `viewModel.items[0] = x`, `items` in `items.append(x)`.
    package let target: ExprSyntax
    package let kind: Kind

    /// The mutating method called, for `.mutatingCall`.
    package var method: String? {
        if case .mutatingCall(let method) = kind { return method }
        return nil
    }

    /// `target` split into its root and member/subscript path (nil when it is not such a path).
    package var path: MutationPath? { MutationPath(target) }

    /// Inside the closure passed as `set:` (e.g. `Binding(get: { … }, set: { model.x = $0 })`).
    package var isInsideBindingSetter: Bool {
        var current = target.parent
        while let syntax = current {
            if syntax.is(MemberBlockSyntax.self) { return false }
            if let closure = syntax.as(ClosureExprSyntax.self) {
                // `set: { … }` as an argument, or as a labelled trailing closure (`Binding { … } set: { … }`).
                if closure.parent?.as(LabeledExprSyntax.self)?.label?.text == "set" { return true }
                if closure.parent?.as(MultipleTrailingClosureElementSyntax.self)?.label.text == "set" { return true }
            }
            current = syntax.parent
        }
        return false
    }
}

/// `root.a.b[i]…` split into its root (`self` or a name) and its member/subscript components.
/// `?`, `!` and single parentheses are looked through: `(self.a?.b)![0]` is `self` · `a` · `b` · `[…]`.
package struct MutationPath {
    package enum Root { case selfReference, identifier(TokenSyntax) }
    package enum Component {
        case name(TokenSyntax), subscriptAccess

        package var name: TokenSyntax? {
            if case .name(let token) = self { return token }
            return nil
        }
    }

    package let root: Root
    package let components: [Component]

    package init?(_ expression: ExprSyntax) {
        var reversed: [Component] = []
        var current = expression
        while true {
            if let forced = current.as(ForceUnwrapExprSyntax.self) { current = forced.expression; continue }
            if let optional = current.as(OptionalChainingExprSyntax.self) { current = optional.expression; continue }
            if let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
                current = only.expression
                continue
            }
            if let member = current.as(MemberAccessExprSyntax.self) {
                guard let base = member.base else { return nil }
                reversed.append(.name(member.declName.baseName))
                current = base
                continue
            }
            if let subscriptCall = current.as(SubscriptCallExprSyntax.self) {
                reversed.append(.subscriptAccess)
                current = subscriptCall.calledExpression
                continue
            }
            guard let reference = current.as(DeclReferenceExprSyntax.self) else { return nil }
            switch reference.baseName.tokenKind {
            case .keyword(.self): root = .selfReference
            case .identifier: root = .identifier(reference.baseName)
            default: return nil
            }
            components = reversed.reversed()
            return
        }
    }

    /// The first name written and what follows it, with a leading `self.` dropped: `x` in `x.y[0]`
    /// and in `self.x.y[0]` (rest `.y`, `[…]`). Nil for `self` alone or `self[i]`.
    package var head: (name: TokenSyntax, rest: ArraySlice<Component>)? {
        switch root {
        case .identifier(let token):
            return (token, components[...])
        case .selfReference:
            guard let first = components.first?.name else { return nil }
            return (first, components.dropFirst())
        }
    }

    /// The property of `self` this path writes, with what follows it: `self.x…` always, a bare
    /// `x…` unless `locals` (see `Mutations.localNames(in:)`) declares a local `x` that shadows it.
    package func ownProperty(shadowedBy locals: Set<String> = []) -> (name: TokenSyntax, rest: ArraySlice<Component>)? {
        if case .identifier(let token) = root, locals.contains(token.text) { return nil }
        return head
    }
}

/// The mutation detector: which expressions a subtree writes, and how. Its users read the paths
/// their own way: view-model-state-writable (`viewModel.x…` in a view, `x…`/`self.x…` in the
/// model), tca-observation-state-ignored (`state.x…` in a reducer) and the migration's
/// `objectWillChange.send()` check (a tracked property of `self`).
package enum Mutations {
    /// `receiver.member` pairs a `Binding(get:set:)` in the view writes: assigned in its setter, or
    /// read in its getter when the setter hands the receiver to other code
    /// (`Binding { vm.filters } set: { apply($0, vm) }`). A view treats them as two-way input
    /// (view-model-state-writable); the indexer records them (`TypeDeclaration.bindingSetterWrites`).
    package static func bindingSetterWrites(in body: MemberBlockSyntax) -> Set<String> {
        var written = Set<String>()
        for call in body.tokens(viewMode: .sourceAccurate).lazy.filter({ $0.text == "Binding" }).compactMap({ $0.parent?.parent?.as(FunctionCallExprSyntax.self) }) {
            guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Binding" else { continue }
            var getter: ClosureExprSyntax?
            var setter: ClosureExprSyntax?
            for argument in call.arguments {
                if argument.label?.text == "get" { getter = argument.expression.as(ClosureExprSyntax.self) }
                if argument.label?.text == "set" { setter = argument.expression.as(ClosureExprSyntax.self) }
            }
            if let trailing = call.trailingClosure { getter = getter ?? trailing }
            for extra in call.additionalTrailingClosures where extra.label.text == "set" { setter = extra.closure }
            guard let setter else { continue }
            for mutation in find(in: setter) {
                if let (root, components) = mutation.path?.head, let member = components.first?.name { written.insert(root.text + "." + member.text) }
            }
            // Receivers the setter passes on as arguments (`apply($0, vm)`).
            var handedOn = Set<String>()
            for token in setter.tokens(viewMode: .sourceAccurate) {
                guard case .identifier = token.tokenKind else { continue }
                if let reference = token.parent?.as(DeclReferenceExprSyntax.self), reference.parent?.is(LabeledExprSyntax.self) == true {
                    handedOn.insert(token.text)
                }
            }
            guard let getter, !handedOn.isEmpty else { continue }
            for token in getter.tokens(viewMode: .sourceAccurate) where handedOn.contains(token.text) {
                if let access = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                   access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == token.text {
                    written.insert(token.text + "." + access.declName.baseName.text)
                }
            }
        }
        return written
    }

    /// Methods that mutate their receiver (standard library, Foundation, swift-collections,
    /// IdentifiedCollections): a call through a value-typed property changes the property.
    /// `appendContents` is kept from the TCA state-write list this replaces.
    package static let mutatingMethods: Set<String> = [
        "append", "appendContents", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange",
        "removeValue", "popFirst", "popLast", "replaceSubrange", "sort", "shuffle", "reverse", "swapAt", "move",
        "toggle", "negate", "merge", "formUnion", "formIntersection", "formSymmetricDifference", "subtract",
        "update", "updateValue",
    ]

    /// Every write in `node`, in source order of the visit. Nested type declarations are not
    /// entered: their members write their own properties, not the enclosing code's.
    package static func find(in node: some SyntaxProtocol) -> [Mutation] {
        let collector = MutationCollector(viewMode: .sourceAccurate)
        collector.walk(node)
        return collector.mutations
    }

    /// The operands a sequence expression assigns to: the one before each assignment operator
    /// (operators are unfolded by the parser: `a = b` is the sequence `[a, =, b]`).
    package static func assignmentTargets(in sequence: SequenceExprSyntax) -> [ExprSyntax] {
        var targets: [ExprSyntax] = []
        var previous: ExprSyntax?
        for element in sequence.elements {
            if let previous, isAssignmentOperator(element) { targets.append(previous) }
            previous = element
        }
        return targets
    }

    /// `x` of `x.append(…)`, `x.toggle()`: a call of one of `mutatingMethods` writes its receiver.
    /// `method`: the callee's name, as the caller read it (`x.method`).
    package static func receiver(ofMutatingCall call: FunctionCallExprSyntax, method: String) -> ExprSyntax? {
        guard mutatingMethods.contains(method), let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        return member.base
    }

    /// The receiver `x` a write of one of its members goes through (`x.y = …`, `self.x.y += …`,
    /// `x.y.append(…)`, `&x.y`), as view-model-state-writable reads a view's writes; nil for a write
    /// of `x` itself or of `x[i]`. `TypeDeclaration.memberWriteReceivers` lists these per type.
    package static func memberWriteReceiver(of target: ExprSyntax) -> (receiver: TokenSyntax, member: TokenSyntax, rest: ArraySlice<MutationPath.Component>)? {
        guard let (receiver, components) = MutationPath(target)?.head, let member = components.first?.name else { return nil }
        return (receiver, member, components.dropFirst())
    }

    /// `=` or a compound assignment operator (`+=`, `<<=`, `&&=`…); not a comparison (`==`, `!=`,
    /// `<=`, `>=`, `===`, `!==`) or pattern match (`~=`).
    package static func isAssignmentOperator(_ expression: ExprSyntax) -> Bool {
        if expression.is(AssignmentExprSyntax.self) { return true }
        guard let binary = expression.as(BinaryOperatorExprSyntax.self) else { return false }
        let text = binary.operator.text
        guard text.utf8.count >= 2, text.utf8.last == UInt8(ascii: "=") else { return false }
        return !["==", "!=", "<=", ">=", "===", "!==", "~="].contains(text)
    }

    /// Names declared locally in a function, accessor or closure (parameters, local bindings,
    /// closure parameters, a setter's `newValue`/observer's `oldValue`) that shadow a property of
    /// `self` when written without `self.`. Over-approximates: a name bound anywhere inside counts.
    package static func localNames(in node: some SyntaxProtocol) -> Set<String> {
        let visitor = LocalNameVisitor(viewMode: .sourceAccurate)
        visitor.walk(node)
        return visitor.names
    }
}

/// Collects writes in a subtree, not descending into nested type declarations.
private final class MutationCollector: MemberBodyVisitor {
    var mutations: [Mutation] = []

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        for target in Mutations.assignmentTargets(in: node) { mutations.append(Mutation(target: target, kind: .assignment)) }
        return .visitChildren
    }

    /// A folded sequence (`OperatorTable.foldAll`).
    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        if Mutations.isAssignmentOperator(node.operator) { mutations.append(Mutation(target: node.leftOperand, kind: .assignment)) }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let method = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
           let receiver = Mutations.receiver(ofMutatingCall: node, method: method) {
            mutations.append(Mutation(target: receiver, kind: .mutatingCall(method: method)))
        }
        return .visitChildren
    }

    override func visit(_ node: InOutExprSyntax) -> SyntaxVisitorContinueKind {
        mutations.append(Mutation(target: node.expression, kind: .inoutArgument))
        return .visitChildren
    }
}

private final class LocalNameVisitor: SyntaxVisitor {
    var names = Set<String>()

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        names.insert((node.secondName ?? node.firstName).text)
        return .skipChildren
    }
    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.identifier.text)
        return .skipChildren
    }
    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text)
        return .skipChildren
    }
    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        names.insert((node.secondName ?? node.firstName).text)
        return .skipChildren
    }
    override func visit(_ node: AccessorParametersSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text)
        return .skipChildren
    }
    override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind {
        // The implicit `newValue` / `oldValue` of setters and observers.
        if node.parameters == nil { names.formUnion(["newValue", "oldValue"]) }
        return .visitChildren
    }
}
