import SwiftSyntax
import RemodelCore
import RemodelRules
import RemodelProject

/// Reads the many spellings of TCA state and action paths and writes the 1.7 ones:
/// state key paths without `$` (`\.$destination.edit` → `\.destination?.edit`) and case key
/// paths for actions (`Feature.Action.child`, `/Action.child`, `{ .child($0) }` → `\.child`).
package enum TCAKeyPaths {
    /// The action path as a case key path (`\.child`, `\.destination.edit`), or nil when the
    /// expression is not one of the recognised shapes (e.g. `{ .row(id: $0, action: $1) }`).
    package static func actionKeyPath(_ expression: ExprSyntax) -> String? {
        if let keyPath = expression.as(KeyPathExprSyntax.self) {
            guard keyPath.root == nil else { return nil }
            return keyPath.trimmedDescription
        }
        if let components = caseComponents(expression) {
            // `{ $0 }`: the identity embedding.
            return components.isEmpty ? "\\.self" : "\\." + components.joined(separator: ".")
        }
        return nil
    }

    /// The components of an action embedding: `Feature.Action.child` → [child],
    /// `{ .destination(.edit($0)) }` → [destination, edit]. `presented` wrappers are dropped
    /// (`PresentationAction` forwards case key paths).
    package static func caseComponents(_ expression: ExprSyntax) -> [String]? {
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "/" {
            return caseComponents(prefix.expression)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base != nil {
            // `Feature.Action.child` / `Action.child` / `Self.Action.child`: an enum case constructor.
            let name = member.declName.baseName.text
            guard member.declName.argumentNames == nil || member.declName.argumentNames?.arguments.count == 1 else { return nil }
            return name.first?.isLowercase == true ? [name] : nil
        }
        if let closure = expression.as(ClosureExprSyntax.self) {
            guard closure.statements.count == 1, let item = closure.statements.first?.item.as(ExprSyntax.self) else { return nil }
            let parameters = TCASyntax.parameterNames(of: closure)
            guard parameters.count == 1, let parameter = parameters.first else { return nil }
            return embedding(item, parameter: parameter)
        }
        return nil
    }

    /// `.a(.b(x))` where `x` is the closure parameter → [a, b].
    private static func embedding(_ expression: ExprSyntax, parameter: String) -> [String]? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text == parameter ? [] : nil
        }
        guard let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
              call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil,
              let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        if let base = member.base {
            // `Feature.Action.child(x)` is fine; `someValue.method(x)` is not an embedding.
            guard base.is(DeclReferenceExprSyntax.self) || base.is(MemberAccessExprSyntax.self),
                  base.trimmedDescription.split(separator: ".").last.map({ $0 == "Action" || $0.first?.isUppercase == true }) == true else { return nil }
        }
        guard let rest = embedding(argument.expression, parameter: parameter) else { return nil }
        let name = member.declName.baseName.text
        return name == "presented" ? rest : [name] + rest
    }

    /// The state path as a key path without `$` projections, or nil when not recognised.
    package static func stateKeyPath(_ expression: ExprSyntax) -> String? {
        if let keyPath = expression.as(KeyPathExprSyntax.self) {
            guard keyPath.root == nil else { return keyPath.trimmedDescription }
            var parts: [String] = []
            var projected = false
            for component in keyPath.components {
                switch component.component {
                case .property(let property):
                    var name = property.declName.baseName.text
                    if name.hasPrefix("$") {
                        name.removeFirst()
                        projected = true
                    } else if projected {
                        // `\.$destination.edit`: the projection's dynamic member becomes optional chaining.
                        parts[parts.count - 1] += "?"
                        projected = false
                    }
                    parts.append(name)
                case .optional(let optional):
                    guard !parts.isEmpty else { return nil }
                    parts[parts.count - 1] += optional.questionOrExclamationMark.text
                    projected = false
                default:
                    return nil
                }
            }
            return parts.isEmpty ? nil : "\\." + parts.joined(separator: ".")
        }
        if let components = caseComponents(expression), !components.isEmpty, expression.is(PrefixOperatorExprSyntax.self) || expression.is(MemberAccessExprSyntax.self) {
            return "\\." + components.joined(separator: ".")
        }
        if let closure = expression.as(ClosureExprSyntax.self), closure.statements.count == 1,
           let item = closure.statements.first?.item.as(ExprSyntax.self), let parameter = TCASyntax.parameterNames(of: closure).first {
            var names: [String] = []
            var current = item
            while let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                names.insert(member.declName.baseName.text, at: 0)
                current = base
            }
            guard current.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter, !names.isEmpty else { return nil }
            return "\\." + names.joined(separator: ".")
        }
        return nil
    }

    /// A dotted member path read by a projection (`\.a.b`, `{ $0.a.b }`) → "a.b"; `\.self` and
    /// `{ $0 }` → "". Nil for anything else.
    package static func projection(_ expression: ExprSyntax) -> String? {
        if let keyPath = expression.as(KeyPathExprSyntax.self), keyPath.root == nil {
            var names: [String] = []
            for component in keyPath.components {
                // `\.contact?.name` reads `store.contact?.name` (issue 13: darrarski-app).
                if case .optional(let optional) = component.component, let last = names.last {
                    names[names.count - 1] = last + optional.questionOrExclamationMark.text
                    continue
                }
                guard case .property(let property) = component.component else { return nil }
                let name = property.declName.baseName
                if name.tokenKind == .keyword(.self) { continue }
                guard !name.text.hasPrefix("$") else { return nil }
                names.append(name.text)
            }
            return names.joined(separator: ".")
        }
        if let closure = expression.as(ClosureExprSyntax.self), closure.statements.count == 1,
           let item = closure.statements.first?.item.as(ExprSyntax.self) {
            let parameters = TCASyntax.parameterNames(of: closure)
            guard parameters.count == 1, let parameter = parameters.first else { return nil }
            var names: [String] = []
            var current = item
            while let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                names.insert(member.declName.baseName.text, at: 0)
                current = base
            }
            guard current.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter else { return nil }
            return names.joined(separator: ".")
        }
        return nil
    }

    /// For `x.scope(state: S, action: A)`: the edits that rewrite `S` and `A` to 1.7 key paths,
    /// or nil when either cannot be normalised.
    /// `unwrapsPresentation`: the scoped store is unwrapped (`if let`), so a presentation scope
    /// (`state: \.$child`) needs the presented action (`action: \.child.presented`).
    package static func scopeEdits(_ call: FunctionCallExprSyntax, unwrapsPresentation: Bool = false) -> [TextEdit]? {
        guard let arguments = scopeArguments(call) else { return nil }
        guard let state = stateKeyPath(arguments.state.expression), var action = actionKeyPath(arguments.action.expression) else { return nil }
        if unwrapsPresentation, isPresentationPath(arguments.state.expression) {
            guard action != "\\.self" else { return nil }
            if !action.hasSuffix(".presented") { action += ".presented" }
        }
        var edits: [TextEdit] = []
        if state != arguments.state.expression.trimmedDescription { edits.append(TextEdit(replacing: arguments.state.expression, with: state)) }
        if action != arguments.action.expression.trimmedDescription { edits.append(TextEdit(replacing: arguments.action.expression, with: action)) }
        return edits
    }

    /// `\.$child` (and `\.$destination.edit`): a key path through a `@PresentationState` projection.
    package static func isPresentationPath(_ expression: ExprSyntax) -> Bool {
        guard let keyPath = expression.as(KeyPathExprSyntax.self), keyPath.root == nil,
              case .property(let property) = keyPath.components.first?.component else { return false }
        return property.declName.baseName.text.hasPrefix("$")
    }

    /// `scope(state:action:)` arguments when the call is exactly that.
    package static func scopeArguments(_ call: FunctionCallExprSyntax) -> (state: LabeledExprSyntax, action: LabeledExprSyntax)? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "scope",
              call.arguments.count == 2, call.trailingClosure == nil else { return nil }
        let arguments = Array(call.arguments)
        guard arguments[0].label?.text == "state", arguments[1].label?.text == "action" else { return nil }
        return (arguments[0], arguments[1])
    }
}
