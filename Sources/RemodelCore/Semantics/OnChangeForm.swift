import SwiftSyntax

/// The shape of a SwiftUI `onChange(of:…)` call: whether its action takes the one parameter of the
/// form iOS 17 deprecated. The indexer counts such calls (`FileFacts.deprecatedOnChangeCount`),
/// `deprecated-on-change` reports them and `OnChangeRewrite` rewrites them, all by this one test.
package enum OnChangeForm {
    /// `onChange(of: x) { v in }`, `{ _ in }`, `{ $0 }` (not `{ $1 }`) or `onChange(of: x, perform: …)`.
    package static func isDeprecated(_ call: FunctionCallExprSyntax) -> Bool {
        let arguments = Array(call.arguments)
        guard let first = arguments.first, first.label?.text == "of", call.additionalTrailingClosures.isEmpty else { return false }
        if let closure = call.trailingClosure {
            return arguments.count == 1 && takesOneParameter(closure)
        }
        guard arguments.count == 2, arguments[1].label?.text == "perform" else { return false }
        if let closure = arguments[1].expression.as(ClosureExprSyntax.self) { return takesOneParameter(closure) }
        return true
    }

    private static func takesOneParameter(_ closure: ClosureExprSyntax) -> Bool {
        switch closure.signature?.parameterClause {
        case .simpleInput(let list): return list.count == 1
        case .parameterClause(let clause): return clause.parameters.count == 1
        case nil:
            // `{ isSearching = $1 }` takes two parameters (old, new): the iOS 17 form. Only a closure
            // whose own anonymous arguments are all `$0` takes one.
            let tokens = anonymousArguments(in: closure)
            return !tokens.isEmpty && tokens.allSatisfy { $0.text == "$0" }
        }
    }

    /// `$0` tokens of `closure` itself (nested closures have their own).
    package static func anonymousArguments(in closure: ClosureExprSyntax) -> [TokenSyntax] {
        let finder = AnonymousArgumentFinder(viewMode: .sourceAccurate)
        finder.walk(closure.statements)
        return finder.tokens
    }
}

private final class AnonymousArgumentFinder: SyntaxVisitor {
    var tokens: [TokenSyntax] = []

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if case .dollarIdentifier = node.baseName.tokenKind { tokens.append(node.baseName) }
        return .visitChildren
    }
}
