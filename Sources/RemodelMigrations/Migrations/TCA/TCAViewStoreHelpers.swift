import SwiftSyntax
import RemodelCore
import RemodelRules

/// Issue 13, shape 3 — a view store handed to the view's own helpers:
///
///     WithViewStore(store, observe: { $0 }) { viewStore in
///         pinDots(viewStore: viewStore)
///     }
///     private func pinDots(viewStore: ViewStoreOf<LockScreenFeature>) -> some View { … viewStore.x … }
///
/// becomes what people write (Doraemoe/LANreader's migration): the helper takes the store,
/// `pinDots(store: store)` / `private func pinDots(store: StoreOf<LockScreenFeature>)`, and reads
/// `store.x` (bindings `$store.x` through the view's `@Bindable` property of the same name). Only a
/// private helper of the view whose every call passes a converted whole-state view store (a
/// `WithViewStore` closure's, or another converted helper's parameter) is converted; otherwise the
/// call stays a manual item ("used as a value").
package struct TCAViewStoreHelper {
    package let function: FunctionDeclSyntax
    package let parameter: FunctionParameterSyntax
    /// The parameter's name inside the helper (`viewStore`).
    package let parameterName: String
    /// The argument label callers write, nil for `_`.
    package let label: String?
    /// The view's store property of the helper's feature; the parameter takes its name.
    package let property: String
    package let featureTypeText: String

    /// The label callers write after the conversion.
    package var newLabel: String? { parameter.secondName == nil ? property : label }
}

extension TCAViewRewriter {
    /// Private helpers of the view taking one whole-state view store of a feature the view holds
    /// exactly one store property of.
    package func viewStoreHelperCandidates() -> [String: TCAViewStoreHelper] {
        var byFeature: [String: [String]] = [:]
        for (name, entry) in storeProperties {
            guard let type = TCASyntax.storeTypeSyntax(of: entry.property), let (kind, feature) = TCASyntax.storeType(type), kind == .store, let feature else { continue }
            byFeature[feature, default: []].append(name)
        }
        var functions: [String: [FunctionDeclSyntax]] = [:]
        for member in node.memberBlock.members {
            if let function = member.decl.as(FunctionDeclSyntax.self) { functions[function.name.text, default: []].append(function) }
        }
        var result: [String: TCAViewStoreHelper] = [:]
        for (name, declarations) in functions where declarations.count == 1 {
            let function = declarations[0]
            guard function.modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) }),
                  !function.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }), function.body != nil else { continue }
            let parameters = function.signature.parameterClause.parameters.filter { parameter in
                TCASyntax.storeType(parameter.type).map { $0.0 == .viewStore } ?? false
            }
            guard parameters.count == 1, let parameter = parameters.first, let (_, feature) = TCASyntax.storeType(parameter.type), let feature,
                  let owners = byFeature[feature], owners.count == 1, let property = owners.first else { continue }
            let parameterName = (parameter.secondName ?? parameter.firstName).text
            guard parameterName != "_" else { continue }
            let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            result[name] = TCAViewStoreHelper(
                function: function, parameter: parameter, parameterName: parameterName, label: label, property: property, featureTypeText: feature)
        }
        return result
    }

    /// The calls of `name` in the view (`name(…)` or `self.name(…)`).
    package func calls(of name: String) -> [FunctionCallExprSyntax] {
        final class Finder: SyntaxVisitor {
            let name: String
            var found: [FunctionCallExprSyntax] = []
            init(name: String) { self.name = name; super.init(viewMode: .sourceAccurate) }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self), reference.baseName.text == name { found.append(node) }
                if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == name,
                   let base = member.base, FileIndexer.isSelf(base) { found.append(node) }
                return .visitChildren
            }
        }
        let finder = Finder(name: name)
        finder.walk(node.memberBlock)
        return finder.found
    }

    /// A view store passed as a helper's argument: the store (and the new label) instead.
    package func helperArgumentEdits(_ reference: ExprSyntax, context: TCAReferenceContext) -> [TextEdit]? {
        guard context.projection.isEmpty, context.viewState == nil, !context.stateless, context.viewAction == nil,
              let argument = reference.parent?.as(LabeledExprSyntax.self), argument.expression.id == reference.id,
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return nil }
        let calleeName = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        guard let calleeName, let helper = viewStoreHelpers[calleeName], argument.label?.text == helper.label,
              context.property == helper.property else { return nil }
        var edits = [TextEdit(replacing: reference, with: context.storeText)]
        if let label = argument.label, let newLabel = helper.newLabel, newLabel != label.text {
            edits.append(TextEdit(replacing: label, with: newLabel))
        }
        return edits
    }

    /// The helper's signature and body rewritten to take and read the store, or why not.
    package func helperEdits(_ helper: TCAViewStoreHelper) -> Result<(edits: [TextEdit], bindable: Bool), TCAConversionFailure> {
        guard let body = helper.function.body else { return .failure(.init(reason: "no body")) }
        var context = TCAReferenceContext(storeText: helper.property, property: helper.property, projection: "", viewState: nil, viewAction: nil, stateless: false)
        context.stateMembers = session.stateMembers(ofStoreType: storeProperties[helper.property].flatMap { TCASyntax.storeTypeSyntax(of: $0.property) }, context: typeName, file: file)
        let finder = TCAReferenceFinder(name: helper.parameterName, viewMode: .sourceAccurate)
        finder.walk(body)
        var edits: [TextEdit] = []
        for reference in finder.found {
            switch rewriteReference(ExprSyntax(reference), named: helper.parameterName, context: &context) {
            case .success(let more): edits += more
            case .failure(let failure): return .failure(failure)
            }
        }
        let nameToken = helper.parameter.secondName ?? helper.parameter.firstName
        edits.append(TextEdit(replacing: nameToken, with: helper.property))
        edits.append(TextEdit(replacing: helper.parameter.type, with: "StoreOf<\(helper.featureTypeText)>"))
        return .success((edits, context.needsBindable))
    }

    /// Whether every call of the helper passes a view store that will be a store: a converted
    /// `WithViewStore` closure's parameter, or a converted helper's parameter.
    package func helperCallsConvert(_ helper: TCAViewStoreHelper, name: String, convertedClosures: Set<SyntaxIdentifier>, convertedHelpers: Set<String>) -> Bool {
        for call in calls(of: name) {
            guard let argument = call.arguments.first(where: { $0.label?.text == helper.label }),
                  let reference = argument.expression.as(DeclReferenceExprSyntax.self) else { return false }
            let passed = reference.baseName.text
            var current = Syntax(call).parent
            var resolved = false
            while let node = current, !resolved {
                if let closure = node.as(ClosureExprSyntax.self), TCASyntax.parameterNames(of: closure).contains(passed) {
                    guard convertedClosures.contains(closure.id) else { return false }
                    resolved = true
                } else if let function = node.as(FunctionDeclSyntax.self) {
                    guard let owner = convertedHelpers.first(where: { viewStoreHelpers[$0]?.function.id == function.id }),
                          viewStoreHelpers[owner]?.parameterName == passed else { return false }
                    resolved = true
                }
                current = node.parent
            }
            if !resolved { return false }
        }
        return true
    }
}
