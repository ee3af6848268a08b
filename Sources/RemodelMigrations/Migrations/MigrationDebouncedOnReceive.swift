import SwiftSyntax
import RemodelCore
import RemodelRules
import RemodelProject

/// `.onReceive(model.$x.debounce(for: d, scheduler: <main>)) { v in … }` in a view becomes
///
///     .task(id: model.x) {
///         try? await Task.sleep(for: d)
///         guard !Task.isCancelled else { return }
///         let v = model.x
///         …
///     }
///
/// `task(id:)` runs when the view appears and again, cancelling the previous run, whenever the
/// value changes — with the sleep first, that is what the debounced subscription did: the first
/// value (delivered on subscribing) and every later one arrive once the value has been still for
/// `d`. The value must be Equatable (it is the task's id).
package struct DebouncedOnReceive {
    package let file: SourceFile
    package let call: FunctionCallExprSyntax
    package let closure: ClosureExprSyntax
    /// `model.x` (the projection without `$`).
    package let value: String
    package let duration: String
    /// The closure's parameter, when it is named.
    package let parameter: String?
    package let token: TokenSyntax
}

extension MigrationSession {
    /// The debounced `onReceive` at `token` (`receiver.$property` is its argument's start), or nil.
    package func debouncedOnReceive(_ token: TokenSyntax, receiver: ExprSyntax, property: PropertyDeclaration,
                                    file: SourceFile) -> DebouncedOnReceive? {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
              let projection = reference.parent?.as(MemberAccessExprSyntax.self), projection.declName.id == reference.id,
              let debounce = projection.parent?.as(MemberAccessExprSyntax.self), debounce.base?.id == projection.id,
              debounce.declName.baseName.text == "debounce", debounce.declName.argumentNames == nil,
              let debounceCall = debounce.parent?.as(FunctionCallExprSyntax.self), debounceCall.calledExpression.id == debounce.id,
              debounceCall.trailingClosure == nil, debounceCall.additionalTrailingClosures.isEmpty, debounceCall.arguments.count == 2 else { return nil }
        let arguments = Array(debounceCall.arguments)
        guard arguments[0].label?.text == "for", arguments[1].label?.text == "scheduler",
              Self.isMainScheduler(arguments[1].expression),
              let duration = Self.duration(arguments[0].expression),
              let argument = debounceCall.parent?.as(LabeledExprSyntax.self), argument.label == nil,
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
              FileIndexer.calleeName(call.calledExpression) == "onReceive", call.calledExpression.is(MemberAccessExprSyntax.self),
              call.arguments.count == 1, call.arguments.first?.id == argument.id,
              let closure = call.trailingClosure, call.additionalTrailingClosures.isEmpty,
              isEquatable(property),
              !closure.statements.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .dollarIdentifier("$0") }),
              let parameter = Self.closureParameter(closure) else { return nil }
        // `{ v in … }` binds `v`; `{ _ in … }` and `{ … }` bind nothing.
        let name = parameter.flatMap { $0 == "_" ? nil : $0 }
        return DebouncedOnReceive(file: file, call: call, closure: closure,
                                  value: "\(receiver.trimmedDescription).\(property.name)", duration: duration,
                                  parameter: name, token: token)
    }

    /// The edits for one debounced `onReceive`.
    func debouncedOnReceiveEdits(_ conversion: DebouncedOnReceive) -> [TextEdit] {
        let text = text(of: conversion.file)
        guard let member = conversion.call.calledExpression.as(MemberAccessExprSyntax.self),
              let argument = conversion.call.arguments.first else { return [] }
        let closure = conversion.closure
        let indent = text.indentation(ofLineAt: member.period.positionAfterSkippingLeadingTrivia.utf8Offset)
        let bodyStart = (closure.signature?.endPositionBeforeTrailingTrivia ?? closure.leftBrace.endPositionBeforeTrailingTrivia).utf8Offset
        let bodyEnd = closure.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
        let raw = text.text(bodyStart, bodyEnd)
        var body: String
        var unit = "    "
        if raw.contains("\n") {
            // Keep every line as written (comments included), without the blank rest of the
            // signature's line and the whitespace before `}`.
            var lines = raw.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if lines.first?.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) == true { lines.removeFirst() }
            while let last = lines.last, last.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) { lines.removeLast() }
            body = lines.joined(separator: "\n")
            if let first = lines.first(where: { !$0.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" } }) {
                let lead = String(first.prefix { $0 == " " || $0 == "\t" })
                if lead.hasPrefix(indent), lead.count > indent.count { unit = String(lead.dropFirst(indent.count)) }
            }
        } else {
            body = indent + unit + raw.trimmingCharacters(in: .whitespaces)
        }
        var lines = [
            "try? await Task.sleep(for: \(conversion.duration))",
            "guard !Task.isCancelled else { return }",
        ]
        if let parameter = conversion.parameter { lines.append("let \(parameter) = \(conversion.value)") }
        let replacement = "{\n" + lines.map { indent + unit + $0 + "\n" }.joined() + body + "\n" + indent + "}"
        return [
            TextEdit(replacing: member.declName.baseName, with: "task"),
            TextEdit(range: argument.positionAfterSkippingLeadingTrivia.utf8Offset..<argument.endPositionBeforeTrailingTrivia.utf8Offset,
                     replacement: "id: " + conversion.value),
            TextEdit(range: closure.positionAfterSkippingLeadingTrivia.utf8Offset..<closure.endPositionBeforeTrailingTrivia.utf8Offset,
                     replacement: replacement),
        ]
    }
}
