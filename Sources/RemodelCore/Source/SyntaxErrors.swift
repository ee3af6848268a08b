import SwiftSyntax

package enum SyntaxErrors {
    /// The position of the first missing or unexpected token, or of a token the lexer rejects
    /// (`@Environment (\.isEnabled)`: whitespace between an attribute and its arguments, an error
    /// in the Swift 6 grammar).
    package static func firstError(in tree: some SyntaxProtocol) -> AbsolutePosition? {
        let finder = SyntaxErrorFinder(viewMode: .all)
        finder.walk(tree)
        return finder.found
    }
}

private final class SyntaxErrorFinder: SyntaxAnyVisitor {
    var found: AbsolutePosition?

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        if found != nil || !node.hasError { return .skipChildren }
        if node.is(UnexpectedNodesSyntax.self) {
            found = node.positionAfterSkippingLeadingTrivia
            return .skipChildren
        }
        if let token = node.as(TokenSyntax.self), token.presence == .missing || token.tokenDiagnostic?.severity == .error {
            found = token.positionAfterSkippingLeadingTrivia
            return .skipChildren
        }
        return .visitChildren
    }
}
