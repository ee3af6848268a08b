import SwiftSyntax
import RemodelCore

/// The one rewrite of SwiftUI's deprecated one-parameter `onChange(of:perform:)` action into the
/// iOS 17 two-parameter (or no-parameter) form. `deprecated-on-change` offers it as a fix, and the
/// migration applies it to the files it touches and to `onReceive(model.$x)` closures.
package enum OnChangeRewrite {

    /// The edits that modernise every deprecated `onChange(of:perform:)` in `file` (whatever it imports).
    package static func edits(in file: SourceFile) -> [TextEdit] {
        guard file.facts.deprecatedOnChangeCount > 0 else { return [] }
        return (file.facts.calls["onChange"] ?? []).flatMap { edits(for: $0) ?? [] }
    }

    /// The edits for one call, or nil when it is not the deprecated form or has no safe rewrite.
    package static func edits(for call: FunctionCallExprSyntax) -> [TextEdit]? {
        guard OnChangeForm.isDeprecated(call), let value = call.arguments.first else { return nil }
        if let closure = call.trailingClosure {
            return closureEdits(closure)
        }
        guard let perform = call.arguments.dropFirst().first, let rightParen = call.rightParen else { return nil }
        // Move the action out of the argument list: `x, perform: ` … `)` → `x) ` … .
        let head = TextEdit(
            range: value.expression.endPositionBeforeTrailingTrivia.utf8Offset..<perform.expression.positionAfterSkippingLeadingTrivia.utf8Offset,
            replacement: ") ")
        if let closure = perform.expression.as(ClosureExprSyntax.self) {
            guard let inner = closureEdits(closure) else { return nil }
            let tail = TextEdit(
                range: closure.endPositionBeforeTrailingTrivia.utf8Offset..<rightParen.endPositionBeforeTrailingTrivia.utf8Offset,
                replacement: "")
            return [head] + inner + [tail]
        }
        guard let (callee, label) = functionReference(perform.expression) else { return nil }
        let parameter = callee.contains("newValue") ? "value" : "newValue"
        let argument = label.map { $0 == "_" ? parameter : "\($0): \(parameter)" } ?? parameter
        return [TextEdit(
            range: value.expression.endPositionBeforeTrailingTrivia.utf8Offset..<rightParen.endPositionBeforeTrailingTrivia.utf8Offset,
            replacement: ") { _, \(parameter) in \(callee)(\(argument)) }")]
    }

    // MARK: Shape

    package static func nameToken(of call: FunctionCallExprSyntax) -> TokenSyntax? {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName }
        return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName
    }

    // MARK: Rewrites

    /// Edits turning a one-parameter action closure into the two- (or zero-) parameter form.
    package static func closureEdits(_ closure: ClosureExprSyntax) -> [TextEdit]? {
        guard let signature = closure.signature, let parameters = signature.parameterClause else {
            // `{ print($0) }`: the new value is the second argument of the two-parameter form.
            let tokens = OnChangeForm.anonymousArguments(in: closure)
            guard !tokens.isEmpty, tokens.allSatisfy({ $0.text == "$0" }) else { return nil }
            return tokens.map { TextEdit(replacing: $0, with: "$1") }
        }
        switch parameters {
        case .simpleInput(let list):
            guard let parameter = list.first else { return nil }
            if parameter.name.tokenKind == .wildcard { return [dropIgnoredParameter(parameter.name, signature: signature, closure: closure)] }
            return [.insert("_, ", at: parameter.positionAfterSkippingLeadingTrivia)]
        case .parameterClause(let clause):
            guard let parameter = clause.parameters.first else { return nil }
            let ignored = parameter.firstName.tokenKind == .wildcard && (parameter.secondName == nil || parameter.secondName?.tokenKind == .wildcard)
            if ignored {
                if signature.capture == nil, signature.effectSpecifiers == nil, signature.returnClause == nil, signature.attributes.isEmpty {
                    return [dropSignature(signature, closure: closure)]
                }
                return [TextEdit(replacing: clause, with: "()")]
            }
            return [.insert("_, ", at: parameter.positionAfterSkippingLeadingTrivia)]
        }
    }

    /// `{ _ in body }` → `{ body }`; `{ [weak m] _ in` → `{ [weak m] in`.
    private static func dropIgnoredParameter(_ wildcard: TokenSyntax, signature: ClosureSignatureSyntax, closure: ClosureExprSyntax) -> TextEdit {
        if signature.capture != nil || !signature.attributes.isEmpty {
            return TextEdit(range: wildcard.positionAfterSkippingLeadingTrivia.utf8Offset..<wildcard.endPosition.utf8Offset, replacement: "")
        }
        return dropSignature(signature, closure: closure)
    }

    /// Removes `params in` and the whitespace that separated it, keeping the body's layout.
    private static func dropSignature(_ signature: ClosureSignatureSyntax, closure: ClosureExprSyntax) -> TextEdit {
        let inKeyword = signature.inKeyword
        var start = signature.positionAfterSkippingLeadingTrivia.utf8Offset
        var end = inKeyword.endPositionBeforeTrailingTrivia.utf8Offset
        let trailing = inKeyword.trailingTrivia
        let spacesAfterIn = trailing.pieces.prefix { $0.isSpaceOrTab }.reduce(0) { $0 + $1.sourceLength.utf8Length }
        if trailing.pieces.allSatisfy(\.isSpaceOrTab) {
            end = inKeyword.endPosition.utf8Offset
            let next = inKeyword.nextToken(viewMode: .sourceAccurate)
            if next?.leadingTrivia.first?.isNewline == true, closure.leftBrace.trailingTrivia.pieces.allSatisfy(\.isSpaceOrTab) {
                // `{ _ in⏎ body` → `{⏎ body`
                start = closure.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
            }
        } else {
            end += spacesAfterIn
        }
        return TextEdit(range: start..<end, replacement: "")
    }

    /// `handle`, `self.handle`, `model.save(to:)` → the callee text and its argument label, if spelled;
    /// nil for anything that would be evaluated differently inside a closure.
    private static func functionReference(_ expression: ExprSyntax) -> (callee: String, label: String?)? {
        var parts: [String] = []
        var current: ExprSyntax? = expression
        var argumentLabel: String?
        var isFirst = true
        while let node = current {
            if let reference = node.as(DeclReferenceExprSyntax.self) {
                guard let name = plainName(reference, isLast: isFirst, label: &argumentLabel) else { return nil }
                parts.append(name)
                current = nil
            } else if let member = node.as(MemberAccessExprSyntax.self), let base = member.base {
                guard let name = plainName(member.declName, isLast: isFirst, label: &argumentLabel) else { return nil }
                parts.append(name)
                current = base
            } else {
                return nil
            }
            isFirst = false
        }
        return (parts.reversed().joined(separator: "."), argumentLabel)
    }

    private static func plainName(_ reference: DeclReferenceExprSyntax, isLast: Bool, label: inout String?) -> String? {
        switch reference.baseName.tokenKind {
        case .identifier, .keyword(.self): break
        default: return nil
        }
        if let names = reference.argumentNames {
            guard isLast, names.arguments.count == 1 else { return nil }
            label = names.arguments.first?.name.text
        }
        return reference.baseName.text
    }
}

private extension TriviaPiece {
    var isSpaceOrTab: Bool {
        switch self {
        case .spaces, .tabs: return true
        default: return false
        }
    }
}
