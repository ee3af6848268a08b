import SwiftSyntax

/// A write through a member of something a type's code names (`viewModel.x = …`,
/// `self.viewModel.x += …`, `viewModel.x.toggle()`, `&viewModel.x`), with what
/// view-model-state-writable asks of its syntax: read once, node-free.
///
/// The indexer records these for the types declared as views (`: View` written on the
/// declaration), so the rule reads a view's writes without its tree; for any other type the rule
/// reads them from the syntax (`all(in:receiver:)`, with the same initializer).
public struct MemberWrite: Sendable, Equatable {
    /// `viewModel` in `viewModel.x.y = …`.
    public let receiver: String
    /// `x` in `viewModel.x.y = …`.
    public let member: String
    /// Where the member's name starts (where the rule reports).
    public let memberPosition: AbsolutePosition
    /// Nothing follows the member (`viewModel.x = …`, not `viewModel.x.y = …` or `viewModel.x[0] = …`).
    public let restIsEmpty: Bool
    /// The mutating method called on the path (`toggle`, `append`…), if that is the write.
    public let method: String?
    /// Inside the `set:` closure of a `Binding(get:set:)`.
    public let isInsideBindingSetter: Bool
    /// The receiver is a local of the enclosing function, initializer or accessor, not the type's property.
    public let receiverIsLocal: Bool
    /// `= nil`/`= false` clearing a one-shot command in the action of `.onChange(of:)`,
    /// `.task(id:)` or `.onReceive` watching the same member.
    public let acknowledgesCommand: Bool

    package init(
        receiver: String, member: String, memberPosition: AbsolutePosition, restIsEmpty: Bool, method: String?, isInsideBindingSetter: Bool,
        receiverIsLocal: Bool, acknowledgesCommand: Bool
    ) {
        self.receiver = receiver
        self.member = member
        self.memberPosition = memberPosition
        self.restIsEmpty = restIsEmpty
        self.method = method
        self.isInsideBindingSetter = isInsideBindingSetter
        self.receiverIsLocal = receiverIsLocal
        self.acknowledgesCommand = acknowledgesCommand
    }

    /// `mutation` read as a member write (`Mutations.memberWriteReceiver` split its target).
    package init(
        _ mutation: Mutation, receiver: TokenSyntax, member: TokenSyntax, rest: ArraySlice<MutationPath.Component>, scopes: LocalScopes,
        intern: (String) -> String = { $0 }
    ) {
        let receiverName = receiver.text
        let memberName = member.text
        self.init(
            receiver: intern(receiverName), member: intern(memberName), memberPosition: member.positionAfterSkippingLeadingTrivia,
            restIsEmpty: rest.isEmpty, method: mutation.method.map(intern), isInsideBindingSetter: mutation.isInsideBindingSetter,
            receiverIsLocal: scopes.isLocal(receiverName, at: mutation.target),
            acknowledgesCommand: Self.acknowledgesCommand(mutation, receiver: receiverName, member: memberName))
    }

    /// Every member write in `memberBlock` (nested types apart) whose receiver `accepts`, read
    /// from the syntax, in the order the indexer records a view's.
    package static func all(in memberBlock: MemberBlockSyntax, receiver accepts: (String) -> Bool = { _ in true }) -> [MemberWrite] {
        let scopes = LocalScopes()
        return Mutations.find(in: memberBlock).compactMap { mutation in
            guard let (receiver, member, rest) = Mutations.memberWriteReceiver(of: mutation.target), accepts(receiver.text) else { return nil }
            return MemberWrite(mutation, receiver: receiver, member: member, rest: rest, scopes: scopes)
        }
    }

    /// `viewModel.x = nil` (or `= false`) inside the action of `.onChange(of: viewModel.x)`,
    /// `.task(id: viewModel.x)` or `.onReceive(viewModel.$x)`: the view has just acted on a one-shot
    /// command the model posted (scroll to, focus, present) and clears it so the next one fires.
    static func acknowledgesCommand(_ mutation: Mutation, receiver: String, member: String) -> Bool {
        guard mutation.kind == .assignment, mutation.path?.head?.rest.count == 1, let value = assignedValue(of: mutation.target),
              value.is(NilLiteralExprSyntax.self) || value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false)
        else { return false }
        var current = mutation.target.parent
        while let node = current, !node.is(MemberBlockSyntax.self) {
            if let closure = node.as(ClosureExprSyntax.self), let observed = observedValue(ofActionClosure: closure),
               let (root, rest) = MutationPath(observed)?.head, root.text == receiver, rest.count == 1,
               let name = rest.first?.name?.text, name == member || name == "$" + member {
                return true
            }
            current = node.parent
        }
        return false
    }

    /// `b` in `a = b`.
    private static func assignedValue(of target: ExprSyntax) -> ExprSyntax? {
        if let infix = target.parent?.as(InfixOperatorExprSyntax.self), infix.leftOperand.id == target.id { return infix.rightOperand }
        guard let list = target.parent?.as(ExprListSyntax.self) else { return nil }
        let elements = Array(list)
        guard let offset = elements.firstIndex(where: { $0.id == target.id }), offset + 2 < elements.count,
              elements[offset + 1].is(AssignmentExprSyntax.self) else { return nil }
        return elements[offset + 2]
    }

    /// The value a modifier watches when `closure` is its action: `of:` of `onChange`, `id:` of
    /// `task`, the publisher of `onReceive`.
    private static func observedValue(ofActionClosure closure: ClosureExprSyntax) -> ExprSyntax? {
        var call = closure.parent?.as(FunctionCallExprSyntax.self)
        if call == nil, let argument = closure.parent?.as(LabeledExprSyntax.self) {
            call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        }
        guard let call, let modifier = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text else { return nil }
        let label: String? = switch modifier {
        case "onChange": "of"
        case "task": "id"
        case "onReceive": nil
        default: "-"
        }
        guard label != "-" else { return nil }
        return call.arguments.first { $0.label?.text == label }?.expression
    }
}

/// Whether a written receiver is a local, each enclosing function's, initializer's or accessor's
/// names read once (a view's `body` holds most of its writes).
package final class LocalScopes {
    private var locals: [SyntaxIdentifier: Set<String>] = [:]
    private var unwraps: [SyntaxIdentifier: Set<String>] = [:]

    package init() {}

    /// `let viewModel = ViewModel(); viewModel.x = …` in the view's `init` (or any member): the
    /// receiver is a local being configured before it is stored, not the view's property.
    package func isLocal(_ receiver: String, at node: ExprSyntax) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent.is(InitializerDeclSyntax.self) || parent.is(FunctionDeclSyntax.self) || parent.is(AccessorBlockSyntax.self) {
                guard names(in: parent).contains(receiver) else { return false }
                // `guard let playerState else …` unwraps the view's own property: still the model it holds.
                return !unwrapped(in: parent).contains(receiver)
            }
            current = parent.parent
        }
        return false
    }

    /// The names declared in `scope` (`Mutations.localNames`), read once per scope.
    package func names(in scope: Syntax) -> Set<String> {
        if let known = locals[scope.id] { return known }
        let found = Mutations.localNames(in: scope)
        locals[scope.id] = found
        return found
    }

    private func unwrapped(in scope: Syntax) -> Set<String> {
        if let known = unwraps[scope.id] { return known }
        let visitor = ShorthandUnwraps(viewMode: .sourceAccurate)
        visitor.walk(scope)
        unwraps[scope.id] = visitor.names
        return visitor.names
    }
}

/// Names bound by `if let x`, `guard let x` or `if let x = x` / `= self.x`: the same value as the
/// property of that name, unwrapped.
private final class ShorthandUnwraps: SyntaxVisitor {
    var names = Set<String>()
    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return .visitChildren }
        let value = node.initializer?.value
        let same = value == nil
            || value?.as(DeclReferenceExprSyntax.self)?.baseName.text == name
            || (value?.as(MemberAccessExprSyntax.self).map { $0.declName.baseName.text == name && $0.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) } ?? false)
        if same { names.insert(name) }
        return .visitChildren
    }
}
