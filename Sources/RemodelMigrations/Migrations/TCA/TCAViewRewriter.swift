import SwiftSyntax
import RemodelCore
import RemodelRules
import RemodelProject

/// Rewrites one view type (or extension) that reads a TCA store: removes `WithViewStore` (iOS 17+)
/// or turns it into `WithPerceptionTracking` (older targets), rewrites `viewStore.x` to
/// `store.x`, view store bindings to `$store` bindings, the legacy store views and modifiers to
/// their SwiftUI forms (see `TCAStoreViews.swift`), deletes `ViewState` structs (see
/// `TCAViewState.swift`), and holds the store `@Bindable` when bindings are taken.
///
/// Each construct is analysed completely before any edit is made; one that does not fit a
/// recognised shape is left as it is and reported with its line and reason.
package final class TCAViewRewriter {
    package let session: TCAMigrationSession
    package let file: SourceFile
    package let node: any DeclGroupSyntax
    package let typeName: String
    package let edits: TCAFileEdits
    package let group: String
    /// At least iOS 17: `WithViewStore` disappears and `@Bindable` is SwiftUI's.
    package let modernTarget: Bool
    /// Store properties of the view (name → declaration and the file declaring it).
    package let storeProperties: [String: (property: PropertyDeclaration, file: SourceFile)]
    /// Features of the view's stores, for attributing manual work.
    package let features: [String]

    /// Store properties bindings are taken from (`$store`), which become `@Bindable`.
    package var bindableStores = Set<String>()
    /// `CaseLet`s converted as part of their `switch`.
    package var convertedCaseLets = Set<SyntaxIdentifier>()
    /// The view's private helpers that take a view store and are converted to take the store
    /// (shape 3), by function name.
    package var viewStoreHelpers: [String: TCAViewStoreHelper] = [:]
    /// Below iOS 17: `body` now reads store state outside any `WithViewStore`/`WithPerceptionTracking`.
    package var needsPerceptionTracking = false
    package var changed = false
    package var manualCount = 0
    package var text: MigrationText { edits.text }

    package init(session: TCAMigrationSession, file: SourceFile, node: any DeclGroupSyntax, typeName: String,
         storeProperties: [String: (property: PropertyDeclaration, file: SourceFile)], features: [String], modernTarget: Bool) {
        self.session = session
        self.file = file
        self.node = node
        self.typeName = typeName
        self.edits = session.edits(for: file)
        self.group = "view:" + typeName + "@" + String(node.position.utf8Offset)
        self.storeProperties = storeProperties
        self.features = features
        self.modernTarget = modernTarget
        session.register(group: group, in: file)
    }

    package func manual(_ node: some SyntaxProtocol, _ reason: String) {
        manualCount += 1
        session.addManual(node, in: file, reason, features: features)
    }

    package func add(_ edit: TextEdit) {
        changed = true
        edits.add(edit, group: group)
    }

    package func add(_ newEdits: [TextEdit]) { for edit in newEdits { add(edit) } }

    // MARK: Run

    package func run() {
        let collector = TCAViewCallCollector(viewMode: .sourceAccurate)
        collector.walk(node.memberBlock)
        var viewStates: [String: TCAViewStatePlan] = [:]
        var viewStateUsers: [String: (converted: Int, failed: Int)] = [:]

        // 0. Helpers taking a view store (shape 3): a helper converts when its body does and every
        //    call passes a view store that converts too — settled together, shrinking to a fixpoint.
        let candidates = viewStoreHelperCandidates()
        var active = Set(candidates.keys)
        var helperResults: [String: (edits: [TextEdit], bindable: Bool)] = [:]
        while !active.isEmpty {
            viewStoreHelpers = candidates.filter { active.contains($0.key) }
            var scratch: [String: TCAViewStatePlan] = [:]
            var closures = Set<SyntaxIdentifier>()
            for call in collector.withViewStores {
                if case .success(let scope) = analyseWithViewStore(call, viewStates: &scratch) { closures.insert(scope.closure.id) }
            }
            helperResults = [:]
            for name in active {
                if let helper = candidates[name], case .success(let result) = helperEdits(helper) { helperResults[name] = result }
            }
            let next = active.filter { name in
                guard let helper = candidates[name], helperResults[name] != nil else { return false }
                return helperCallsConvert(helper, name: name, convertedClosures: closures, convertedHelpers: active)
            }
            if next == active { break }
            active = next
        }
        viewStoreHelpers = candidates.filter { active.contains($0.key) }

        // 1. WithViewStore: analyse, then rewrite references (inner constructs come later).
        var scopes: [TCAViewStoreScope] = []
        for call in collector.withViewStores {
            switch analyseWithViewStore(call, viewStates: &viewStates) {
            case .success(let scope):
                scopes.append(scope)
                if let name = scope.viewState?.name { viewStateUsers[name, default: (0, 0)].converted += 1 }
            case .failure(let failure):
                if let name = failure.viewState { viewStateUsers[name, default: (0, 0)].failed += 1 }
                manual(call.calledExpression, failure.reason)
            }
        }
        for scope in scopes {
            add(scope.referenceEdits)
            if let property = scope.bindableProperty { bindableStores.insert(property) }
        }
        for (name, helper) in viewStoreHelpers.sorted(by: { $0.key < $1.key }) {
            guard let result = helperResults[name] else { continue }
            add(result.edits)
            if result.bindable { bindableStores.insert(helper.property) }
        }

        // 1b. ViewStore properties set in `init` (shape 7), or a manual item.
        for member in node.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard let type = binding.typeAnnotation?.type, let (kind, _) = TCASyntax.storeType(type), kind == .viewStore else { continue }
                switch convertViewStoreProperty(variable, binding, viewStates: &viewStates) {
                case .success(let viewState):
                    if let viewState { viewStateUsers[viewState, default: (0, 0)].converted += 1 }
                case .failure(let failure):
                    if let name = failure.viewState { viewStateUsers[name, default: (0, 0)].failed += 1 }
                    manual(binding.pattern, failure.reason)
                }
            }
        }

        // 2. Legacy store views and modifiers (innermost constructs are independent edits).
        for call in collector.legacyViews { convertLegacyView(call) }
        for call in collector.presentations { convertPresentation(call) }
        for call in collector.strayCaseLets where !convertedCaseLets.contains(call.id) {
            manual(call.calledExpression, "CaseLet outside a SwitchStore/NavigationStackStore switch Remodel recognises; rewrite it as 'if let store = store.scope(state: \\.case, action: \\.case) { … }'")
        }

        // 3. Remove or replace the WithViewStore wrappers.
        for scope in scopes { unwrap(scope) }
        if needsPerceptionTracking { wrapBodyInPerceptionTracking() }

        // 4. ViewState structs whose every user was converted, and their computed fields.
        for (name, plan) in viewStates.sorted(by: { $0.key < $1.key }) {
            let users = viewStateUsers[name] ?? (0, 0)
            guard users.converted > 0 else { continue }
            if users.failed == 0, plan.remainingReferences(in: node) == 0 {
                add(text.lineRemoval(MigrationText.attachedStart(of: plan.declaration), plan.declaration.endPositionBeforeTrailingTrivia.utf8Offset))
                if let initializerExtension = plan.initializerExtension {
                    add(text.lineRemoval(MigrationText.attachedStart(of: initializerExtension), initializerExtension.endPositionBeforeTrailingTrivia.utf8Offset))
                }
            } else {
                manual(plan.declaration.name, "'\(name)' is still used after converting the WithViewStore views; delete it once nothing refers to it")
            }
            addComputedFields(plan)
        }

        // 5a. The view's other `store.scope(state:action:)` calls: action closures and case paths
        //     (`action: SettingsReducer.Action.iap`, `{ .iap($0) }`) → case key paths (`\.iap`),
        //     as people migrating write them, when every feature of the view uses @Reducer (its
        //     Action is @CasePathable). An edit that would touch a rewritten construct is skipped.
        let casePathable = !features.isEmpty && features.allSatisfy { name in
            session.tca.features.contains { $0.qualifiedName == name && $0.usesReducerMacro }
        }
        if casePathable {
            for call in TCAScopeCallFinder.calls(in: node.memberBlock) {
                // The action only: the state path stays as written (`\.$detail` is what a kept
                // `navigationDestination(store:)` still needs).
                guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                      storeProperty(of: base) != nil, let arguments = TCAKeyPaths.scopeArguments(call),
                      let action = TCAKeyPaths.actionKeyPath(arguments.action.expression),
                      action != arguments.action.expression.trimmedDescription else { continue }
                let edit = TextEdit(replacing: arguments.action.expression, with: action)
                guard !edits.edits.contains(where: { $0.edit.conflicts(with: edit) }) else { continue }
                add(edit)
            }
        }

        // 5. Hold stores with @Bindable where bindings are taken.
        for name in bindableStores.sorted() { makeBindable(name) }
    }

    // MARK: Store references

    /// `store`, `self.store` → the property name when it is one of the view's store properties.
    package func storeProperty(of expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self), storeProperties[reference.baseName.text] != nil {
            return reference.baseName.text
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
           storeProperties[member.declName.baseName.text] != nil {
            return member.declName.baseName.text
        }
        return nil
    }

    /// For `store.scope(state:action:)` on a store property: the base expression and the property.
    package func scopedStoreProperty(_ expression: ExprSyntax) -> (call: FunctionCallExprSyntax, base: ExprSyntax, property: String)? {
        guard let call = expression.as(FunctionCallExprSyntax.self), TCAKeyPaths.scopeArguments(call) != nil,
              let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base, let property = storeProperty(of: base) else { return nil }
        return (call, base, property)
    }

    // MARK: Perception tracking (below iOS 17)

    /// A converted construct reads state through the store; below iOS 17 that read must happen
    /// inside `WithPerceptionTracking` for the view to update. Constructs inside a `WithViewStore`
    /// (which becomes `WithPerceptionTracking`) are covered; others in `body` need a wrapper.
    package func noteUntrackedRead(_ call: FunctionCallExprSyntax) {
        guard !modernTarget else { return }
        var current = call.parent
        while let node = current {
            if let closure = node.as(ClosureExprSyntax.self), let owner = TCASyntax.call(receiving: closure),
               let name = TCASyntax.calleeName(owner), name == "WithViewStore" || name == "WithPerceptionTracking" {
                return
            }
            if let variable = node.as(VariableDeclSyntax.self) {
                if variable.bindings.contains(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body" }) {
                    needsPerceptionTracking = true
                }
                return
            }
            if node.is(MemberBlockSyntax.self) { return }
            current = node.parent
        }
    }

    /// `var body: some View { … }` → `var body: some View { WithPerceptionTracking { … } }`.
    package func wrapBodyInPerceptionTracking() {
        let body = node.memberBlock.members.lazy.compactMap { $0.decl.as(VariableDeclSyntax.self) }
            .flatMap { $0.bindings }.first { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body" }
        guard let block = body?.accessorBlock, case .getter(let statements) = block.accessors, let first = statements.first else { return }
        let open = block.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
        let close = block.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
        guard text.endsLine(open), text.startsLine(close) else {
            manual(block.leftBrace, "below iOS 17 this body reads store state outside WithPerceptionTracking; wrap it in 'WithPerceptionTracking { … }' by hand")
            return
        }
        let inner = text.indentation(ofLineAt: first.positionAfterSkippingLeadingTrivia.utf8Offset)
        add(.insert("\n" + inner + "WithPerceptionTracking {", at: AbsolutePosition(utf8Offset: open)))
        edits.indentLines(in: text.nextLineStart(open)..<text.lineStart(close), width: text.indentUnit.utf8.count, group: group)
        add(.insert(inner + "}\n", at: AbsolutePosition(utf8Offset: text.lineStart(close))))
    }

    // MARK: @Bindable

    package func makeBindable(_ name: String) {
        guard let (property, declaringFile) = storeProperties[name] else { return }
        let variable = property.decl
        if TCASyntax.attribute(named: "Bindable", on: variable) != nil { return }
        let declaringEdits = session.edits(for: declaringFile)
        session.register(group: group, in: declaringFile)
        let attribute = modernTarget ? "@Bindable " : "@Perception.Bindable "
        var newEdits: [TextEdit] = []
        if variable.bindings.count != 1 {
            manual(variable, "'\(name)' shares its declaration with other properties; hold it with \(attribute.trimmingCharacters(in: .whitespaces)) by hand")
            return
        }
        newEdits.append(.insert(attribute, at: variable.positionAfterSkippingLeadingTrivia))
        if variable.bindingSpecifier.tokenKind == .keyword(.let) {
            newEdits.append(TextEdit(replacing: variable.bindingSpecifier, with: "var"))
        }
        changed = true
        declaringEdits.add(newEdits, group: group)
    }
}

// MARK: - WithViewStore

/// A `WithViewStore` call that can be rewritten.
package struct TCAViewStoreScope {
    package let call: FunctionCallExprSyntax
    package let closure: ClosureExprSyntax
    package let referenceEdits: [TextEdit]
    /// A store property bindings are derived from.
    package let bindableProperty: String?
    package let viewState: TCAViewStatePlan?
}

package struct TCAConversionFailure: Error {
    package let reason: String
    package var viewState: String? = nil
}

extension TCAViewRewriter {
    package func analyseWithViewStore(_ call: FunctionCallExprSyntax, viewStates: inout [String: TCAViewStatePlan]) -> Result<TCAViewStoreScope, TCAConversionFailure> {
        // The content as a trailing closure, or as the last argument (`content: { viewStore in … })`).
        guard let closure = call.trailingClosure ?? Self.contentArgument(of: call), call.additionalTrailingClosures.isEmpty,
              closingEnd(of: call, closure: closure) != nil else {
            return .failure(.init(reason: "WithViewStore without a content closure Remodel can unwrap; rewrite it by hand"))
        }
        var storeArgument: ExprSyntax?
        var observe: ExprSyntax?
        var send: ExprSyntax?
        for argument in call.arguments {
            switch argument.label?.text {
            case nil where storeArgument == nil: storeArgument = argument.expression
            case "observe": observe = argument.expression
            case "send": send = argument.expression
            case "content" where argument.expression.id == closure.id: continue
            case "removeDuplicates", "file", "fileID", "filePath", "line", "column": continue
            default: return .failure(.init(reason: "WithViewStore argument '\(argument.label?.text ?? "_")' is not one Remodel rewrites"))
            }
        }
        guard var storeExpression = storeArgument else { return .failure(.init(reason: "WithViewStore without a store argument")) }
        // `store.stateless` only sends.
        var stateless = false
        if let member = storeExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "stateless", let base = member.base {
            storeExpression = base
            stateless = true
        }
        let property = storeProperty(of: storeExpression)
        var storeText: String
        if property != nil || storeExpression.is(DeclReferenceExprSyntax.self) {
            storeText = storeExpression.trimmedDescription
            // `WithViewStore(self.store, …)` in a view struct: people write `store.x` (implicit
            // `self` is fine in a struct's closures) unless something in the content rebinds it.
            if let property, storeText == "self." + property, node.is(StructDeclSyntax.self), !Mutations.localNames(in: closure).contains(property) {
                storeText = property
            }
        } else {
            return .failure(.init(reason: "WithViewStore observes '\(storeExpression.trimmedDescription)'; scope a child view or rewrite the reads as store.scope(…).field by hand"))
        }
        // `store.state` and `store.x` exist only when the store's State is @ObservableState, i.e. a
        // feature's State; a `Store<Bool, Never>` must keep its WithViewStore.
        if let declared = TCAClosures.declaredType(of: storeText, around: call), let (kind, feature) = TCASyntax.storeType(declared),
           kind == .store, feature == nil, !TCASyntax.genericArgumentsAreEmpty(declared) {
            return .failure(.init(reason: "the store's state in '\(declared.trimmedDescription)' is not a feature State (Store.state needs @ObservableState); keep WithViewStore here or pass a feature's store"))
        }

        // What the view store holds: the whole state, a projection of it, or a ViewState.
        var projection = ""
        var viewState: TCAViewStatePlan?
        if let observe {
            if let path = TCAKeyPaths.projection(observe) {
                projection = path
            } else if let name = TCAViewStatePlan.viewStateName(in: observe) {
                if viewStates[name] == nil {
                    switch TCAViewStatePlan.make(name: name, rewriter: self) {
                    case .success(let plan): viewStates[name] = plan
                    case .failure(let failure): return .failure(TCAConversionFailure(reason: failure.reason, viewState: name))
                    }
                }
                viewState = viewStates[name]
            } else {
                return .failure(.init(reason: "WithViewStore observes '\(observe.trimmedDescription)'; move that computation to a computed property on State and read it through the store"))
            }
        } else if !stateless {
            projection = ""
        }
        var viewAction: [String]?
        if let send {
            guard let components = TCAKeyPaths.caseComponents(send), !components.isEmpty else {
                return .failure(.init(reason: "WithViewStore sends through '\(send.trimmedDescription)'; adopt @ViewAction(for:) or send the embedded action by hand"))
            }
            viewAction = components
        }

        let parameters = TCASyntax.parameterNames(of: closure)
        guard parameters.count == 1, let parameter = parameters.first else {
            return .failure(.init(reason: "WithViewStore closure has an unexpected signature"))
        }
        let finder = TCAReferenceFinder(name: parameter, viewMode: .sourceAccurate)
        finder.walk(closure.statements)
        var context = TCAReferenceContext(
            storeText: storeText, property: property, projection: projection, viewState: viewState, viewAction: viewAction, stateless: stateless)
        if projection.isEmpty, viewState == nil, let property {
            context.stateMembers = session.stateMembers(ofStoreType: storeProperties[property].flatMap { TCASyntax.storeTypeSyntax(of: $0.property) }, context: typeName, file: file)
        }
        var referenceEdits: [TextEdit] = []
        for reference in finder.found {
            switch rewriteReference(reference, context: &context) {
            case .success(let edits): referenceEdits += edits
            case .failure(var failure):
                failure.viewState = viewState?.name
                return .failure(failure)
            }
        }
        return .success(TCAViewStoreScope(
            call: call, closure: closure, referenceEdits: referenceEdits,
            bindableProperty: context.needsBindable ? property : nil, viewState: viewState))
    }

    /// Rewrites one use of the view store.
    package func rewriteReference(_ reference: DeclReferenceExprSyntax, context: inout TCAReferenceContext) -> Result<[TextEdit], TCAConversionFailure> {
        rewriteReference(ExprSyntax(reference), named: reference.baseName.text, context: &context)
    }

    /// Rewrites one use of the view store, reached through `reference` — the name itself, or
    /// `self.viewStore` for a view store kept in a property.
    package func rewriteReference(_ reference: ExprSyntax, named parameter: String, context: inout TCAReferenceContext) -> Result<[TextEdit], TCAConversionFailure> {
        let store = context.storeText
        guard let member = reference.parent?.as(MemberAccessExprSyntax.self), member.base?.id == reference.id else {
            // Passed to one of the view's helpers that now takes the store (shape 3).
            if let edits = helperArgumentEdits(reference, context: context) { return .success(edits) }
            // The view store used as a value — passed to a helper that takes a `ViewStore`
            // (`header(with: viewStore)`): `store.projection` would be a value of the state, not a
            // view store, and the helper would no longer compile (issue 13, shape 2).
            return .failure(.init(reason: "'\(parameter)' is used as a value (passed on or captured); change what it is passed to to take the store (StoreOf<Feature>) and read through it, then remove this WithViewStore"))
        }
        let name = member.declName.baseName.text
        let call = member.parent?.as(FunctionCallExprSyntax.self).flatMap { $0.calledExpression.id == member.id ? $0 : nil }
        switch name {
        case "send":
            var result = [TextEdit(replacing: reference, with: store)]
            if let embedding = context.viewAction {
                guard let call, let first = call.arguments.first, first.label == nil else {
                    return .failure(.init(reason: "'\(parameter).send' is not called with an action; rewrite it by hand"))
                }
                var opening = ""
                var closing = ""
                for component in embedding {
                    opening += "." + component + "("
                    closing += ")"
                }
                result.append(.insert(opening, at: first.expression.positionAfterSkippingLeadingTrivia))
                result.append(.insert(closing, at: first.expression.endPositionBeforeTrailingTrivia))
            }
            return .success(result)
        case "binding":
            guard let call else { return .failure(.init(reason: "'\(parameter).binding' is not called; rewrite it by hand")) }
            return bindingReplacement(call, parameter: parameter, context: &context).map { [TextEdit(replacing: call, with: $0)] }
        case "publisher", "objectWillChange", "yield", "stateless", "actionless", "scope":
            return .failure(.init(reason: "'\(parameter).\(name)' has no direct store equivalent; rewrite this WithViewStore by hand"))
        default:
            break
        }
        if context.stateless {
            return .failure(.init(reason: "'\(parameter).\(name)' reads a stateless view store; rewrite it by hand"))
        }
        if let members = context.stateMembers, !members.contains(name.hasPrefix("$") ? String(name.dropFirst()) : name) {
            return .failure(.init(reason: "'\(parameter).\(name)' is not a member of the feature's State (a ViewStore extension?); move it to State or the store and rewrite this WithViewStore by hand"))
        }
        if name.hasPrefix("$") {
            guard let path = context.bindingPath(String(name.dropFirst())) else {
                return .failure(.init(reason: "'\(parameter).\(name)' is not a binding Remodel can map to $store; rewrite it by hand"))
            }
            guard let property = context.property else {
                return .failure(.init(reason: "'\(parameter).\(name)' needs a @Bindable store property; rewrite it by hand"))
            }
            context.needsBindable = true
            return .success([TextEdit(replacing: member, with: "$" + property + "." + path)])
        }
        if name == "state" {
            guard context.viewState == nil else { return .failure(.init(reason: "'\(parameter).state' is a ViewState value; rewrite it by hand")) }
            return .success([TextEdit(replacing: member, with: store + (context.projection.isEmpty ? ".state" : "." + context.projection))])
        }
        if let viewState = context.viewState {
            guard let target = viewState.readPath(name) else {
                return .failure(.init(reason: "'\(parameter).\(name)' is not a stored field of \(viewState.name); rewrite it by hand"))
            }
            return .success([TextEdit(replacing: member, with: store + "." + target)])
        }
        if call != nil, context.projection.isEmpty {
            // A method of State: dynamic member lookup reaches properties only.
            return .success([TextEdit(replacing: reference, with: store + ".state")])
        }
        let path = context.projection.isEmpty ? name : context.projection + "." + name
        return .success([TextEdit(replacing: member, with: store + "." + path)])
    }

    /// `viewStore.binding(\.$x)` → `$store.x`; `viewStore.binding(get: \.x, send: { .set($0) })` →
    /// `$store.x.sending(\.set)`.
    package func bindingReplacement(_ call: FunctionCallExprSyntax, parameter: String, context: inout TCAReferenceContext) -> Result<String, TCAConversionFailure> {
        guard let property = context.property else {
            return .failure(.init(reason: "'\(parameter).binding' needs a @Bindable store property; rewrite it by hand"))
        }
        let arguments = Array(call.arguments)
        guard call.trailingClosure == nil else { return .failure(.init(reason: "'\(parameter).binding' with a trailing closure; rewrite it by hand")) }
        if arguments.count == 1, arguments[0].label == nil, let keyPath = arguments[0].expression.as(KeyPathExprSyntax.self),
           keyPath.root == nil, keyPath.components.count == 1,
           case .property(let component) = keyPath.components.first!.component, component.declName.baseName.text.hasPrefix("$") {
            let field = String(component.declName.baseName.text.dropFirst())
            guard let path = context.bindingPath(field) else {
                return .failure(.init(reason: "'\(parameter).binding(\(keyPath.trimmedDescription))' does not map to a State field; rewrite it by hand"))
            }
            context.needsBindable = true
            return .success("$" + property + "." + path)
        }
        if arguments.count == 2, arguments[0].label?.text == "get", arguments[1].label?.text == "send",
           let field = TCAKeyPaths.projection(arguments[0].expression), !field.contains("."), !field.contains("?"), !field.contains("!"),
           let action = TCAKeyPaths.caseComponents(arguments[1].expression), !action.isEmpty,
           !arguments[1].expression.is(MemberAccessExprSyntax.self) || arguments[1].expression.as(MemberAccessExprSyntax.self)?.base != nil {
            if let members = context.stateMembers, !field.isEmpty, !members.contains(field) {
                return .failure(.init(reason: "'\(parameter).binding(get:send:)' reads '\(field)', which is not a member of the feature's State; rewrite it by hand"))
            }
            // `get: { $0 }` binds the whole observed value (`observe: \.tab`).
            let mapped = field.isEmpty ? (context.viewState == nil && !context.projection.isEmpty ? context.projection : nil) : context.readPath(field)
            guard let path = mapped else {
                return .failure(.init(reason: "'\(parameter).binding(get:send:)' reads '\(field)', which does not map to a State field; rewrite it by hand"))
            }
            guard !path.contains(".") else {
                return .failure(.init(reason: "'\(parameter).binding(get:send:)' reads the nested path '\(path)'; $store bindings reach one level; add a State property or rewrite it by hand"))
            }
            context.needsBindable = true
            let embedded = (context.viewAction ?? []) + action
            return .success("$" + property + "." + path + ".sending(\\." + embedded.joined(separator: ".") + ")")
        }
        return .failure(.init(reason: "'\(parameter).binding(\(call.arguments.trimmedDescription))' has no mechanical $store equivalent (a constant action or custom getter); add a get/set property on the store or State and bind to it"))
    }

    // MARK: Unwrapping

    /// Removes the `WithViewStore` line and its closing brace (content moves out one level), or
    /// replaces the header with `Group {` / `WithPerceptionTracking {` when the content cannot
    /// stand on its own there.
    package func unwrap(_ scope: TCAViewStoreScope) {
        let call = scope.call
        let closure = scope.closure
        let start = call.positionAfterSkippingLeadingTrivia.utf8Offset
        let headerEnd = TCAClosures.headerEnd(closure)
        if modernTarget, canUnwrap(call, closure: closure) {
            removeWrapper(call: call, closure: closure)
            return
        }
        add(TextEdit(range: start..<headerEnd, replacement: modernTarget ? "Group {" : "WithPerceptionTracking {"))
        // The call's `)` after a `content:` closure goes with the header.
        let braceEnd = closure.rightBrace.endPositionBeforeTrailingTrivia.utf8Offset
        if let end = closingEnd(of: call, closure: closure), end > braceEnd { add(TextEdit(range: braceEnd..<end, replacement: "")) }
    }

    /// The closure passed as the call's last argument, labelled `content` (`WithViewStore(store,
    /// observe: { $0 }, content: { viewStore in … })`), when it has no trailing closure.
    package static func contentArgument(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        guard call.trailingClosure == nil, let last = call.arguments.last, last.label?.text == "content" else { return nil }
        return last.expression.as(ClosureExprSyntax.self)
    }

    /// Where what closes `call` after `closure`'s brace ends: the brace itself for a trailing
    /// closure; the call's `)` for a closure passed as its last argument, when only blanks (and a
    /// trailing comma) stand between them. Nil otherwise (a comment there, another argument).
    package func closingEnd(of call: FunctionCallExprSyntax, closure: ClosureExprSyntax) -> Int? {
        let braceEnd = closure.rightBrace.endPositionBeforeTrailingTrivia.utf8Offset
        let callEnd = call.endPositionBeforeTrailingTrivia.utf8Offset
        if braceEnd == callEnd { return callEnd }
        guard call.trailingClosure == nil, call.arguments.last?.expression.id == closure.id, let paren = call.rightParen,
              paren.endPositionBeforeTrailingTrivia.utf8Offset == callEnd else { return nil }
        let between = text.bytes[braceEnd..<paren.positionAfterSkippingLeadingTrivia.utf8Offset]
        guard between.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") || $0 == UInt8(ascii: ",") })
        else { return nil }
        return callEnd
    }

    /// Whether the wrapper's lines can go: its header and closing brace stand on their own
    /// lines, and the content is valid where the call was — any statements in a result-builder
    /// context, otherwise a single expression (`producesStatement`: the content becomes a
    /// `switch`/`if` statement, which needs a result builder).
    package func canUnwrap(_ call: FunctionCallExprSyntax, closure: ClosureExprSyntax, producesStatement: Bool = false) -> Bool {
        let start = call.positionAfterSkippingLeadingTrivia.utf8Offset
        let headerEnd = TCAClosures.headerEnd(closure)
        let braceStart = closure.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
        guard !closure.statements.isEmpty, text.startsLine(start), text.endsLine(headerEnd),
              text.startsLine(braceStart), let end = closingEnd(of: call, closure: closure), text.endsLine(end) else { return false }
        if let item = call.parent?.as(CodeBlockItemSyntax.self), TCAClosures.isViewBuilderContext(item) { return true }
        guard !producesStatement, closure.statements.count == 1, let only = closure.statements.first?.item.as(ExprSyntax.self) else { return false }
        return !only.is(IfExprSyntax.self) && !only.is(SwitchExprSyntax.self)
    }

    /// Deletes the header line(s) and the closing-brace line and dedents the content.
    package func removeWrapper(call: FunctionCallExprSyntax, closure: ClosureExprSyntax) {
        let start = call.positionAfterSkippingLeadingTrivia.utf8Offset
        let headerEnd = TCAClosures.headerEnd(closure)
        let braceStart = closure.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
        // Through the call's `)` after a `content:` closure (`canUnwrap` checked that it closes the call).
        let end = closingEnd(of: call, closure: closure) ?? closure.rightBrace.endPositionBeforeTrailingTrivia.utf8Offset
        let contentStart = text.nextLineStart(headerEnd)
        let contentEnd = text.lineStart(braceStart)
        add(TextEdit(range: text.lineStart(start)..<contentStart, replacement: ""))
        add(TextEdit(range: contentEnd..<text.nextLineStart(end), replacement: ""))
        let outer = text.indentation(ofLineAt: start)
        let inner = closure.statements.first.map { text.indentation(ofLineAt: $0.positionAfterSkippingLeadingTrivia.utf8Offset) } ?? outer
        if inner.hasPrefix(outer), inner.utf8.count > outer.utf8.count {
            changed = true
            edits.dedentLines(in: contentStart..<contentEnd, width: inner.utf8.count - outer.utf8.count, group: group)
        }
    }
}

/// How references to one view store are rewritten.
package struct TCAReferenceContext {
    package var storeText: String
    package let property: String?
    package let projection: String
    package let viewState: TCAViewStatePlan?
    package let viewAction: [String]?
    package let stateless: Bool
    package var needsBindable = false
    /// The `State` members a view store of the whole state can read, when known.
    package var stateMembers: Set<String>?

    package init(storeText: String, property: String?, projection: String, viewState: TCAViewStatePlan?, viewAction: [String]?, stateless: Bool) {
        self.storeText = storeText
        self.property = property
        self.projection = projection
        self.viewState = viewState
        self.viewAction = viewAction
        self.stateless = stateless
    }

    /// The store path a view store field reads.
    package func readPath(_ field: String) -> String? {
        if let viewState { return viewState.readPath(field) }
        return projection.isEmpty ? field : projection + "." + field
    }

    /// The store path a `$field` binding targets.
    package func bindingPath(_ field: String) -> String? {
        if let viewState { return viewState.bindingPath(field) }
        return projection.isEmpty ? field : nil
    }
}

// MARK: - Syntax helpers

package enum TCAClosures {
    /// End of `{ params in` (or of `{` without a signature).
    /// The declared type of `name` (`store` or `self.store`) at `node`: an enclosing function's or
    /// initializer's parameter, else a stored property of the enclosing type.
    package static func declaredType(of name: String, around node: some SyntaxProtocol) -> TypeSyntax? {
        let bare = name.hasPrefix("self.") ? String(name.dropFirst(5)) : name
        var current = node.parent
        while let candidate = current {
            let parameters = candidate.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters
                ?? candidate.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters
            if let parameters, !name.hasPrefix("self.") {
                for parameter in parameters where (parameter.secondName ?? parameter.firstName).text == bare { return parameter.type }
            }
            if let group = candidate.asProtocol(DeclGroupSyntax.self) {
                for member in group.memberBlock.members {
                    guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == bare {
                        return binding.typeAnnotation?.type
                    }
                }
                return nil
            }
            current = candidate.parent
        }
        return nil
    }

    package static func headerEnd(_ closure: ClosureExprSyntax) -> Int {
        if let signature = closure.signature { return signature.inKeyword.endPositionBeforeTrailingTrivia.utf8Offset }
        return closure.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
    }

    /// A statement list whose statements become a view (a result builder applies): a closure
    /// (SwiftUI containers take `@ViewBuilder` closures), `body`, or a `@ViewBuilder` member.
    package static func isViewBuilderContext(_ item: CodeBlockItemSyntax) -> Bool {
        guard let list = item.parent?.as(CodeBlockItemListSyntax.self), let owner = list.parent else { return false }
        if owner.is(ClosureExprSyntax.self) { return true }
        var current: Syntax? = owner
        while let node = current {
            if let function = node.as(FunctionDeclSyntax.self) { return function.attributes.contains(named: "ViewBuilder") }
            if let variable = node.as(VariableDeclSyntax.self) {
                if variable.attributes.contains(named: "ViewBuilder") { return true }
                return variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body" }
            }
            if node.is(MemberBlockSyntax.self) || node.is(ClosureExprSyntax.self) { return false }
            current = node.parent
        }
        return false
    }

    /// The statement a call forms, if it is one on its own.
    package static func statement(_ call: FunctionCallExprSyntax) -> CodeBlockItemSyntax? {
        call.parent?.as(CodeBlockItemSyntax.self)
    }
}

/// References to a name inside a closure body, skipping closures that rebind it (and, for
/// `$0`, every nested closure).
package final class TCAReferenceFinder: SyntaxVisitor {
    package let name: String
    package var found: [DeclReferenceExprSyntax] = []

    package init(name: String, viewMode: SyntaxTreeViewMode) {
        self.name = name
        super.init(viewMode: viewMode)
    }

    package override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        if name == "$0" || TCASyntax.parameterNames(of: node).contains(name) { return .skipChildren }
        return .visitChildren
    }

    package override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.baseName.text == name { found.append(node) }
        return .skipChildren
    }

    /// Whether a closure's body refers to `name`.
    package static func uses(_ name: String, in closure: ClosureExprSyntax) -> Bool {
        let finder = TCAReferenceFinder(name: name, viewMode: .sourceAccurate)
        finder.walk(closure.statements)
        return !finder.found.isEmpty
    }
}

/// The TCA constructs inside one view type, in source order.
package final class TCAViewCallCollector: SyntaxVisitor {
    package var withViewStores: [FunctionCallExprSyntax] = []
    package var legacyViews: [FunctionCallExprSyntax] = []
    package var presentations: [FunctionCallExprSyntax] = []
    package var strayCaseLets: [FunctionCallExprSyntax] = []

    package override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let name = TCASyntax.calleeName(node) else { return .visitChildren }
        if TCASyntax.isBareCall(node) {
            switch name {
            case "WithViewStore": withViewStores.append(node)
            case "IfLetStore", "ForEachStore", "SwitchStore", "NavigationStackStore": legacyViews.append(node)
            case "CaseLet": strayCaseLets.append(node)
            default: break
            }
        } else if TCASyntax.isModifier(node, firstLabel: "store"),
                  TCASyntax.storePresentationModifiers.contains(name) || TCASyntax.storeAlertModifiers.contains(name) {
            presentations.append(node)
        }
        return .visitChildren
    }

    // Nested types are processed as views of their own.
    package override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    package override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    package override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

/// Names bound inside a type's members — what an implicit-`self` reference of that name would
/// mean instead of the property: `Mutations.localNames` over the members' bodies, accessors and
/// initial values, not the members' own declarations or parameters.
enum TCALocalNames {
    static func bound(_ name: String, inMembersOf block: MemberBlockSyntax) -> Bool {
        for member in block.members {
            var scopes: [Syntax] = []
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    if let accessors = binding.accessorBlock { scopes.append(Syntax(accessors)) }
                    if let value = binding.initializer?.value { scopes.append(Syntax(value)) }
                }
            } else if let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body {
                scopes.append(Syntax(body))
            } else if let initializer = member.decl.as(InitializerDeclSyntax.self), let body = initializer.body {
                scopes.append(Syntax(body))
            } else if let subscriptDecl = member.decl.as(SubscriptDeclSyntax.self), let accessors = subscriptDecl.accessorBlock {
                scopes.append(Syntax(accessors))
            }
            if scopes.contains(where: { Mutations.localNames(in: $0).contains(name) }) { return true }
        }
        return false
    }
}
/// `x.scope(state:action:)` calls in a view.
final class TCAScopeCallFinder: SyntaxVisitor {
    var found: [FunctionCallExprSyntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if TCAKeyPaths.scopeArguments(node) != nil { found.append(node) }
        return .visitChildren
    }

    static func calls(in node: some SyntaxProtocol) -> [FunctionCallExprSyntax] {
        let finder = TCAScopeCallFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.found
    }
}
