import Foundation
import SwiftSyntax
import RemodelCore
import RemodelRules
import RemodelProject

// The legacy store views and modifiers of TCA's "Migrating to 1.7" guide:
//
//   IfLetStore(store.scope(…)) { s in A } else: { B }  →  if let s = store.scope(…) { A } else { B }
//   ForEachStore(store.scope(…)) { s in … }            →  ForEach(store.scope(…)) { s in … }
//   SwitchStore(store) { state in switch state { case .a: CaseLet(/State.a, action: Action.a) { s in … } } }
//                                                       →  switch store.state { case .a: if let s = store.scope(state: \.a, action: \.a) { … } }
//   NavigationStackStore(store.scope(…)) { root } destination: { state in switch state { … } }
//                                                       →  NavigationStack(path: $store.scope(…)) { root } destination: { store in switch store.state { … } }
//   .sheet(store: store.scope(state: \.$x, action: …)) →  .sheet(item: $store.scope(state: \.x, action: …))   (popover, fullScreenCover, navigationDestination)
//   .alert(store: store.scope(state: \.$alert, …))     →  .alert($store.scope(state: \.alert, …))            (confirmationDialog)

extension TCAViewRewriter {
    package func convertLegacyView(_ call: FunctionCallExprSyntax) {
        let name = TCASyntax.calleeName(call) ?? ""
        let result: Result<[TextEdit], TCAConversionFailure>
        switch name {
        case "IfLetStore": result = ifLetStore(call)
        case "ForEachStore": result = forEachStore(call)
        case "SwitchStore": result = switchStore(call)
        case "NavigationStackStore": result = navigationStackStore(call)
        default: return
        }
        switch result {
        case .success(let newEdits):
            add(newEdits)
            noteUntrackedRead(call)
        case .failure(let failure): manual(call.calledExpression, failure.reason)
        }
    }

    // MARK: IfLetStore

    package func ifLetStore(_ call: FunctionCallExprSyntax) -> Result<[TextEdit], TCAConversionFailure> {
        guard let first = call.arguments.first, first.label == nil else {
            return .failure(.init(reason: "IfLetStore without a store argument Remodel recognises"))
        }
        guard let scope = first.expression.as(FunctionCallExprSyntax.self), TCAKeyPaths.scopeArguments(scope) != nil,
              Self.hasSimpleBase(scope), let scopeEdits = TCAKeyPaths.scopeEdits(scope, unwrapsPresentation: true) else {
            return .failure(.init(reason: "IfLetStore's store is not 'store.scope(state:action:)' with key paths Remodel can normalise; write 'if let child = store.scope(state: \\.child, action: \\.child)' by hand"))
        }
        let start = call.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = call.endPositionBeforeTrailingTrivia.utf8Offset
        // `if let` is a statement: it needs a result builder, otherwise a `Group` holds it.
        let isStatement = TCAClosures.statement(call).map(TCAClosures.isViewBuilderContext) ?? false
        if !isStatement, !(text.startsLine(start) && text.endsLine(end)) {
            return .failure(.init(reason: "IfLetStore in an expression position Remodel does not wrap; rewrite it as 'if let' by hand"))
        }
        let indent = text.indentation(ofLineAt: start) + (isStatement ? "" : text.indentUnit)
        let rest = Array(call.arguments.dropFirst())
        var result: [TextEdit]
        if call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty, !rest.isEmpty {
            // `IfLetStore(x, then: Child.init(store:))`, `IfLetStore(x, then: { Child(store: $0) }, else: { Empty() })`
            guard rest[0].label?.text == "then", rest.count == 1 || (rest.count == 2 && rest[1].label?.text == "else"),
                  let then = oneLineContent(rest[0].expression) else {
                return .failure(.init(reason: "IfLetStore with multi-line labelled 'then:'/'else:' closures; rewrite it as 'if let' by hand"))
            }
            let inner = indent + text.indentUnit
            var generated = "if let \(then.name) = " + TCAText.rewritten(first.expression, edits: scopeEdits) + " {\n" + inner + then.text + "\n" + indent + "}"
            if rest.count == 2 {
                guard let closure = rest[1].expression.as(ClosureExprSyntax.self), closure.signature == nil,
                      let elseContent = oneLineContent(ExprSyntax(closure)) else {
                    return .failure(.init(reason: "IfLetStore 'else:' is not a one-line closure; rewrite it as 'if let' by hand"))
                }
                generated += " else {\n" + inner + elseContent.text + "\n" + indent + "}"
            }
            result = [TextEdit(range: start..<end, replacement: generated)]
        } else {
            guard rest.isEmpty, let closure = call.trailingClosure else {
                return .failure(.init(reason: "IfLetStore mixes labelled and trailing closures; rewrite it as 'if let' by hand"))
            }
            var elseClosure: MultipleTrailingClosureElementSyntax?
            for element in call.additionalTrailingClosures {
                guard element.label.text == "else", elseClosure == nil, element.closure.signature == nil else {
                    return .failure(.init(reason: "IfLetStore trailing closure '\(element.label.text):' is not one Remodel rewrites"))
                }
                elseClosure = element
            }
            guard let binding = bindingName(for: closure) else {
                return .failure(.init(reason: "IfLetStore content uses both 'store' and 'childStore'; name the unwrapped store by hand"))
            }
            result = scopeEdits
            result.append(TextEdit(range: start..<first.expression.positionAfterSkippingLeadingTrivia.utf8Offset, replacement: "if let \(binding.name) = "))
            result.append(TextEdit(range: first.expression.endPositionBeforeTrailingTrivia.utf8Offset..<TCAClosures.headerEnd(closure), replacement: " {"))
            result += binding.renames
            if let elseClosure {
                result.append(TextEdit(range: elseClosure.label.positionAfterSkippingLeadingTrivia.utf8Offset..<elseClosure.colon.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "else"))
            }
            if !isStatement { edits.indentLines(in: text.nextLineStart(start)..<end, width: text.indentUnit.utf8.count, group: group) }
        }
        if !isStatement {
            // Modifiers follow: `if` cannot take them, so a `Group` does.
            let outer = text.indentation(ofLineAt: start)
            result.append(.insert("Group {\n" + outer + text.indentUnit, at: AbsolutePosition(utf8Offset: start)))
            result.append(.insert(outer + "}\n", at: AbsolutePosition(utf8Offset: text.nextLineStart(end))))
        }
        return .success(result)
    }

    /// A `then:`/`else:` argument that fits on one line: `Child.init(store:)` or `{ Child(store: $0) }`,
    /// with the name the unwrapped store gets.
    package func oneLineContent(_ expression: ExprSyntax) -> (name: String, text: String)? {
        if let initializer = TCAInitializerReference(expression) { return ("store", initializer.call(with: "store")) }
        guard let closure = expression.as(ClosureExprSyntax.self), closure.statements.count == 1, let statement = closure.statements.first,
              !statement.trimmedDescription.contains("\n") else { return nil }
        if closure.signature == nil, !TCAReferenceFinder.uses("$0", in: closure) {
            return ("store", statement.trimmedDescription)
        }
        guard let binding = bindingName(for: closure) else { return nil }
        return (binding.name, TCAText.rewritten(statement, edits: binding.renames))
    }

    /// `store.scope(…)` / `self.store.scope(…)` / `childStore.scope(…)`: a store reference, not a
    /// derived store such as `store.destination.scope(…)`.
    package static func hasSimpleBase(_ scope: FunctionCallExprSyntax) -> Bool {
        guard let base = scope.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return false }
        if base.is(DeclReferenceExprSyntax.self) { return true }
        if let member = base.as(MemberAccessExprSyntax.self) { return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) }
        return false
    }

    /// The name a closure's store parameter gets as an `if let` binding, plus the edits renaming
    /// `$0` to it. Nil when both candidate names are taken in the closure.
    package func bindingName(for closure: ClosureExprSyntax) -> (name: String, renames: [TextEdit])? {
        let parameters = TCASyntax.parameterNames(of: closure)
        guard parameters.count == 1, let parameter = parameters.first else { return nil }
        if parameter != "$0" { return (parameter, []) }
        let used = TCAIdentifierUses(viewMode: .sourceAccurate)
        used.walk(closure.statements)
        guard let name = ["store", "childStore"].first(where: { !used.names.contains($0) }) else { return nil }
        let finder = TCAReferenceFinder(name: "$0", viewMode: .sourceAccurate)
        finder.walk(closure.statements)
        return (name, finder.found.map { TextEdit(replacing: $0, with: name) })
    }

    // MARK: ForEachStore

    package func forEachStore(_ call: FunctionCallExprSyntax) -> Result<[TextEdit], TCAConversionFailure> {
        guard let first = call.arguments.first, first.label == nil,
              let scope = first.expression.as(FunctionCallExprSyntax.self), TCAKeyPaths.scopeArguments(scope) != nil, Self.hasSimpleBase(scope),
              let scopeEdits = TCAKeyPaths.scopeEdits(scope) else {
            return .failure(.init(reason: "ForEachStore's store is not a 'scope(state:action:)' call with an identified-action case key path (the pre-1.4 'row(id:action:)' form needs IdentifiedAction first); rewrite it by hand"))
        }
        return .success([TextEdit(replacing: TCASyntax.calleeToken(call), with: "ForEach")] + scopeEdits)
    }

    // MARK: SwitchStore / CaseLet

    /// For `store.scope(state: \.root, …)`: the edit adding `@ObservableState` to the declaration of
    /// `root`'s type in the feature's `State` (a nested or file-level struct/enum of the project);
    /// `.some(nil)` when it already has it, nil when the declaration cannot be found.
    package func observableStateMarking(statePath: String, storeProperty property: String) -> (file: SourceFile, edit: TextEdit)?? {
        let components = statePath.dropFirst(2).split(separator: ".")
        guard components.count == 1, let field = components.first.map(String.init), !field.contains("?"), !field.contains("!"),
              let annotation = storeProperties[property].flatMap({ TCASyntax.storeTypeSyntax(of: $0.property) }), let (kind, featureName) = TCASyntax.storeType(annotation),
              kind == .store, let featureName else { return nil }
        let features = session.tca.features(named: featureName, context: typeName, file: file)
        guard features.count == 1, let state = features.first?.state,
              let member = state.declaration.properties.first(where: { $0.name == field && !$0.isStatic }),
              let fieldType = member.typeAnnotation,
              // Resolved where State declares it, as Swift does: `var root: Root` is `State.Root`,
              // `var child: Child.State` in `AppFeature.State` is `AppFeature.Child.State`.
              let resolved = session.index.semantics.resolve(fieldType, in: Scope(file: state.file.path, enclosing: state.declaration.qualifiedName)).resolved
        else { return nil }
        let candidates = session.index.declarationParts(of: resolved.id).filter { $0.declaration.kind != .extension }
        guard candidates.count == 1, let target = candidates.first, target.declaration.kind == .enum || target.declaration.kind == .struct else { return nil }
        if target.declaration.hasAttribute("ObservableState") { return .some(nil) }
        let targetText = session.edits(for: target.file).text
        let start = target.declaration.node.positionAfterSkippingLeadingTrivia.utf8Offset
        return (target.file, TextEdit(range: start..<start, replacement: "@ObservableState\n" + targetText.indentation(ofLineAt: start)))
    }

    package func switchStore(_ call: FunctionCallExprSyntax) -> Result<[TextEdit], TCAConversionFailure> {
        guard call.arguments.count == 1, let first = call.arguments.first, first.label == nil,
              let closure = call.trailingClosure, call.additionalTrailingClosures.isEmpty else {
            return .failure(.init(reason: "SwitchStore shape Remodel does not recognise; rewrite it as 'switch store.state' by hand"))
        }
        let storeExpression = first.expression
        var storeText = storeExpression.trimmedDescription
        var binding: String?
        if !(storeExpression.is(DeclReferenceExprSyntax.self) || storeProperty(of: storeExpression) != nil) {
            // `SwitchStore(store.scope(state: \.root, action: \.child))`: bind the scoped store first.
            guard let scope = storeExpression.as(FunctionCallExprSyntax.self), let arguments = TCAKeyPaths.scopeArguments(scope), Self.hasSimpleBase(scope),
                  let scopeEdits = TCAKeyPaths.scopeEdits(scope), let statePath = TCAKeyPaths.stateKeyPath(arguments.state.expression),
                  let last = statePath.split(separator: ".").last?.trimmingCharacters(in: CharacterSet(charactersIn: "?!$")), !last.isEmpty else {
                return .failure(.init(reason: "SwitchStore over '\(storeExpression.trimmedDescription)'; scope it into a child view first or rewrite it by hand"))
            }
            let name = last + "Store"
            let uses = TCAIdentifierUses(viewMode: .sourceAccurate)
            uses.walk(closure)
            guard !uses.names.contains(name) else {
                return .failure(.init(reason: "SwitchStore content already uses '\(name)'; rewrite it as 'switch store.state' by hand"))
            }
            storeText = name
            binding = "let \(name) = " + TCAText.rewritten(storeExpression, edits: scopeEdits)
            // `scopedStore.state` exists only where the scoped state is @ObservableState: mark the
            // nested enum (`State.Root`) as TCA's guide does.
            guard let base = scope.calledExpression.as(MemberAccessExprSyntax.self)?.base, let property = storeProperty(of: base),
                  let marking = observableStateMarking(statePath: statePath, storeProperty: property) else {
                return .failure(.init(reason: "SwitchStore over '\(storeExpression.trimmedDescription)': Remodel cannot find the declaration of the scoped state to mark it @ObservableState; do that and rewrite it as 'switch store.state' by hand"))
            }
            if let marking { session.register(group: group, in: marking.file); session.edits(for: marking.file).add(marking.edit, group: group) }
        }
        guard case .success(let switchEdits) = switchOverState(closure, storeText: storeText, subjectReplacement: storeText + ".state") else {
            return .failure(.init(reason: "SwitchStore content is not a single 'switch' over its state with CaseLet cases; rewrite it as 'switch store.state' by hand"))
        }
        var result = switchEdits
        let start = call.positionAfterSkippingLeadingTrivia.utf8Offset
        let inner = closure.statements.first.map { text.indentation(ofLineAt: $0.positionAfterSkippingLeadingTrivia.utf8Offset) } ?? ""
        if TCAClosures.statement(call) != nil, canUnwrap(call, closure: closure, producesStatement: true) {
            let headerEnd = TCAClosures.headerEnd(closure)
            let braceStart = closure.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
            let contentStart = text.nextLineStart(headerEnd)
            let contentEnd = text.lineStart(braceStart)
            let outer = text.indentation(ofLineAt: start)
            result.append(TextEdit(range: text.lineStart(start)..<contentStart, replacement: binding.map { outer + $0 + "\n" } ?? ""))
            result.append(TextEdit(range: contentEnd..<text.nextLineStart(closure.rightBrace.endPositionBeforeTrailingTrivia.utf8Offset), replacement: ""))
            if inner.hasPrefix(outer), inner.utf8.count > outer.utf8.count {
                changed = true
                edits.dedentLines(in: contentStart..<contentEnd, width: inner.utf8.count - outer.utf8.count, group: group)
            }
        } else {
            // Modifiers follow: keep a container for them.
            result.append(TextEdit(range: start..<TCAClosures.headerEnd(closure), replacement: "Group {" + (binding.map { "\n" + inner + $0 } ?? "")))
        }
        return .success(result)
    }

    /// A closure whose only statement is `switch <parameter> { case …: CaseLet(…) }`: edits that
    /// switch over `subjectReplacement` instead and turn each `CaseLet` into `if let`.
    package func switchOverState(_ closure: ClosureExprSyntax, storeText: String, subjectReplacement: String) -> Result<[TextEdit], TCAConversionFailure> {
        let parameters = TCASyntax.parameterNames(of: closure)
        guard parameters.count == 1, let parameter = parameters.first, closure.statements.count == 1,
              let statement = closure.statements.first, let switchExpression = TCAText.switchExpression(in: statement),
              switchExpression.subject.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter else {
            return .failure(.init(reason: "not a switch over the closure's state"))
        }
        let finder = TCAReferenceFinder(name: parameter, viewMode: .sourceAccurate)
        finder.walk(closure.statements)
        guard finder.found.count == 1 else { return .failure(.init(reason: "the state is used beyond the switch")) }
        var result = [TextEdit(replacing: switchExpression.subject, with: subjectReplacement)]
        for caseItem in switchExpression.cases {
            guard let switchCase = caseItem.as(SwitchCaseSyntax.self) else { return .failure(.init(reason: "#if inside the switch")) }
            for item in switchCase.statements {
                guard let caseLet = item.item.as(FunctionCallExprSyntax.self), TCASyntax.calleeName(caseLet) == "CaseLet", TCASyntax.isBareCall(caseLet) else { continue }
                switch self.caseLet(caseLet, storeText: storeText) {
                case .success(let caseEdits):
                    result += caseEdits
                    convertedCaseLets.insert(caseLet.id)
                case .failure(let failure):
                    return .failure(failure)
                }
            }
        }
        return .success(result)
    }

    /// `CaseLet(/State.a, action: Action.a) { s in … }` → `if let s = store.scope(state: \.a, action: \.a) { … }`.
    package func caseLet(_ call: FunctionCallExprSyntax, storeText: String) -> Result<[TextEdit], TCAConversionFailure> {
        let arguments = Array(call.arguments)
        guard arguments.count >= 2, arguments[0].label == nil || arguments[0].label?.text == "state", arguments[1].label?.text == "action",
              let state = TCAKeyPaths.stateKeyPath(arguments[0].expression), let action = TCAKeyPaths.actionKeyPath(arguments[1].expression) else {
            return .failure(.init(reason: "CaseLet paths Remodel cannot normalise"))
        }
        let scope = "\(storeText).scope(state: \(state), action: \(action))"
        let start = call.positionAfterSkippingLeadingTrivia.utf8Offset
        if arguments.count == 3, arguments[2].label?.text == "then", call.trailingClosure == nil {
            if let content = oneLineContent(arguments[2].expression) {
                let indent = text.indentation(ofLineAt: start)
                return .success([TextEdit(replacing: call, with: "if let \(content.name) = \(scope) {\n\(indent)\(text.indentUnit)\(content.text)\n\(indent)}")])
            }
            guard let closure = arguments[2].expression.as(ClosureExprSyntax.self), let binding = bindingName(for: closure) else {
                return .failure(.init(reason: "CaseLet 'then:' is neither a view initializer nor a closure"))
            }
            return .success([
                TextEdit(range: start..<TCAClosures.headerEnd(closure), replacement: "if let \(binding.name) = \(scope) {"),
                TextEdit(range: closure.rightBrace.endPositionBeforeTrailingTrivia.utf8Offset..<call.endPositionBeforeTrailingTrivia.utf8Offset, replacement: ""),
            ] + binding.renames)
        }
        guard arguments.count == 2, let closure = call.trailingClosure, call.additionalTrailingClosures.isEmpty,
              let binding = bindingName(for: closure) else {
            return .failure(.init(reason: "CaseLet shape Remodel does not recognise"))
        }
        return .success([TextEdit(range: start..<TCAClosures.headerEnd(closure), replacement: "if let \(binding.name) = \(scope) {")] + binding.renames)
    }

    // MARK: NavigationStackStore

    package func navigationStackStore(_ call: FunctionCallExprSyntax) -> Result<[TextEdit], TCAConversionFailure> {
        guard let first = call.arguments.first, first.label == nil, let scoped = scopedStoreProperty(first.expression),
              let scopeEdits = TCAKeyPaths.scopeEdits(scoped.call) else {
            return .failure(.init(reason: "NavigationStackStore's path is not 'store.scope(state:action:)' on a store property of the view; rewrite it as 'NavigationStack(path: $store.scope(…))' by hand"))
        }
        // The destination closure: trailing `destination:` or a `destination:` argument.
        var destination: ClosureExprSyntax?
        for element in call.additionalTrailingClosures where element.label.text == "destination" { destination = element.closure }
        for argument in call.arguments where argument.label?.text == "destination" { destination = argument.expression.as(ClosureExprSyntax.self) }
        var result = scopeEdits
        result.append(TextEdit(replacing: TCASyntax.calleeToken(call), with: "NavigationStack"))
        result.append(.insert("path: ", at: first.expression.positionAfterSkippingLeadingTrivia))
        result.append(TextEdit(replacing: scoped.base, with: "$" + scoped.property))
        if let destination {
            let parameters = TCASyntax.parameterNames(of: destination)
            if case .success(let switchEdits) = switchOverState(destination, storeText: "store", subjectReplacement: "store.state") {
                // The destination receives a store of the path element's state now.
                let uses = TCAIdentifierUses(viewMode: .sourceAccurate)
                uses.walkOutsideCaseLets(destination.statements)
                if uses.names.contains("store") {
                    return .failure(.init(reason: "NavigationStackStore destination uses the view's 'store'; rename it and rewrite the destination by hand"))
                }
                result += switchEdits
                if parameters == ["$0"] {
                    result.append(.insert(" store in", at: destination.leftBrace.endPositionBeforeTrailingTrivia))
                } else if let signature = destination.signature, let clause = signature.parameterClause, parameters != ["store"] {
                    result.append(TextEdit(replacing: clause, with: "store"))
                }
            } else if parameters.count == 1 {
                // 1.5+ `destination: { store in … }` already receives a store: unchanged.
                let finder = TCAReferenceFinder(name: parameters[0], viewMode: .sourceAccurate)
                finder.walk(destination.statements)
                let passesStore = finder.found.allSatisfy { reference in
                    reference.parent?.as(LabeledExprSyntax.self)?.label?.text == "store"
                        || reference.parent?.as(MemberAccessExprSyntax.self).map { ["scope", "send", "state", "case"].contains($0.declName.baseName.text) } == true
                        || isPassedToStoreParameter(reference)
                }
                if !passesStore {
                    return .failure(.init(reason: "NavigationStackStore destination reads its state in a way Remodel does not rewrite; switch over 'store.state' (or 'store.case') by hand"))
                }
            }
        }
        bindableStores.insert(scoped.property)
        return .success(result)
    }

    /// `helper(for: $0)` where the view's own `helper(for:)` takes a `Store`.
    package func isPassedToStoreParameter(_ reference: DeclReferenceExprSyntax) -> Bool {
        guard let argument = reference.parent?.as(LabeledExprSyntax.self), let list = argument.parent?.as(LabeledExprListSyntax.self),
              let call = list.parent?.as(FunctionCallExprSyntax.self), let name = TCASyntax.calleeName(call),
              let position = list.firstIndex(where: { $0.id == argument.id }).map({ list.distance(from: list.startIndex, to: $0) }) else { return false }
        let simple = ProjectIndex.simpleName(typeName)
        for declaration in session.index.declarationsAndExtensions(named: simple) where declaration.declaration.qualifiedName == typeName {
            for function in declaration.declaration.functions(named: name) {
                let parameters = Array(function.signature.parameterClause.parameters)
                guard position < parameters.count else { continue }
                if TCASyntax.storeType(parameters[position].type)?.0 == .store { return true }
            }
        }
        return false
    }

    // MARK: Presentation modifiers

    package func convertPresentation(_ call: FunctionCallExprSyntax) {
        switch presentation(call) {
        case .success(let newEdits):
            add(newEdits)
            noteUntrackedRead(call)
        case .failure(let failure): manual(TCASyntax.calleeToken(call), failure.reason)
        }
    }

    package func presentation(_ call: FunctionCallExprSyntax) -> Result<[TextEdit], TCAConversionFailure> {
        let name = TCASyntax.calleeName(call) ?? ""
        let arguments = Array(call.arguments)
        guard let first = arguments.first, let label = first.label else { return .failure(.init(reason: "unexpected .\(name) arguments")) }
        let extraLabels = arguments.dropFirst().compactMap { $0.label?.text }
        if extraLabels.contains("state") || extraLabels.contains("action") {
            return .failure(.init(reason: ".\(name)(store:state:action:) is the pre-1.5 form; scope the destination with a case key path first, then use .\(name)(item: $store.scope(state:action:))"))
        }
        guard let scoped = scopedStoreProperty(first.expression), let scopeEdits = TCAKeyPaths.scopeEdits(scoped.call) else {
            return .failure(.init(reason: ".\(name)(store:) does not scope a store property of the view with key paths Remodel can normalise; '$store' needs a @Bindable store property — rewrite it by hand"))
        }
        if name == "navigationDestination", !modernTarget {
            return .failure(.init(reason: ".navigationDestination(item:) needs iOS 17; below it use TCA's backport wrapper (see TreeBasedNavigation) by hand"))
        }
        var result = scopeEdits
        result.append(TextEdit(replacing: scoped.base, with: "$" + scoped.property))
        if TCASyntax.storeAlertModifiers.contains(name) {
            guard arguments.count == 1, call.trailingClosure == nil else {
                return .failure(.init(reason: ".\(name)(store:) with extra arguments; rewrite it by hand"))
            }
            result.append(TextEdit(range: label.positionAfterSkippingLeadingTrivia.utf8Offset..<first.expression.positionAfterSkippingLeadingTrivia.utf8Offset, replacement: ""))
        } else {
            if extraLabels.contains(where: { $0 != "onDismiss" && $0 != "content" && $0 != "destination" && $0 != "attachmentAnchor" && $0 != "arrowEdge" }) {
                return .failure(.init(reason: ".\(name)(store:) with arguments Remodel does not rewrite; rewrite it by hand"))
            }
            result.append(TextEdit(replacing: label, with: "item"))
        }
        bindableStores.insert(scoped.property)
        return .success(result)
    }
}

/// `ChildView.init(store:)` / `ChildView.init` / `ChildView.init(model:)` as a `then:` argument.
package struct TCAInitializerReference {
    package let typeText: String
    package let label: String

    package init?(_ expression: ExprSyntax) {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.`init`),
              let base = member.base else { return nil }
        typeText = base.trimmedDescription
        if let names = member.declName.argumentNames {
            guard names.arguments.count == 1, let only = names.arguments.first else { return nil }
            label = only.name.text
        } else {
            label = "store"
        }
    }

    package func call(with argument: String) -> String {
        label == "_" ? "\(typeText)(\(argument))" : "\(typeText)(\(label): \(argument))"
    }
}

/// Identifiers referenced in a subtree.
package final class TCAIdentifierUses: SyntaxVisitor {
    package var names = Set<String>()
    private var skipCaseLets = false

    package func walkOutsideCaseLets(_ node: some SyntaxProtocol) {
        skipCaseLets = true
        walk(node)
    }

    package override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.baseName.text)
        return .skipChildren
    }

    package override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if skipCaseLets, TCASyntax.calleeName(node) == "CaseLet" { return .skipChildren }
        return .visitChildren
    }
}

package enum TCAText {
    /// A node's text with edits (inside it) applied.
    package static func rewritten(_ node: some SyntaxProtocol, edits: [TextEdit]) -> String {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let text = node.trimmedDescription
        let local = edits.map { TextEdit(range: ($0.range.lowerBound - start)..<($0.range.upperBound - start), replacement: $0.replacement) }
        return EditApplier.apply(local, to: text).text
    }

    /// The `switch` a statement consists of.
    package static func switchExpression(in item: CodeBlockItemSyntax) -> SwitchExprSyntax? {
        if let expression = item.item.as(SwitchExprSyntax.self) { return expression }
        if let statement = item.item.as(ExpressionStmtSyntax.self) { return statement.expression.as(SwitchExprSyntax.self) }
        return nil
    }
}
