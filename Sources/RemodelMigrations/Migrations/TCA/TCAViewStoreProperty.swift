import SwiftSyntax
import RemodelCore
import RemodelRules

/// Issue 13, shape 7 — the dominant shape in older TCA apps: a view keeps its view store in a
/// property set in `init`,
///
///     let store: StoreOf<Feature>
///     @ObservedObject var viewStore: ViewStore<ViewState, Feature.Action>
///     init(store: StoreOf<Feature>) {
///         self.store = store
///         self.viewStore = ViewStore(store, observe: ViewState.init)
///     }
///
/// which is a `WithViewStore` around every member that reads it. With `@ObservableState` the
/// property and its assignment go, every `viewStore.x` (or `self.viewStore.x`) reads `store.x`
/// (`self.store.x`), a `ViewState` is folded into `State` as for `WithViewStore`, and bindings make
/// the store `@Bindable`. Anything else — a computed `observe:`, the view store passed on, a target
/// below iOS 17 — stays a manual item.
extension TCAViewRewriter {
    /// The converted property's `ViewState` name (nil without one), or why it stays.
    package func convertViewStoreProperty(
        _ variable: VariableDeclSyntax, _ binding: PatternBindingSyntax, viewStates: inout [String: TCAViewStatePlan]
    ) -> Result<String?, TCAConversionFailure> {
        let failure = { (detail: String, viewState: String?) -> Result<String?, TCAConversionFailure> in
            .failure(TCAConversionFailure(
                reason: "'\(binding.pattern.trimmedDescription)' holds a ViewStore (\(detail)); remove it (and its initialization) and read and send through the @ObservableState store",
                viewState: viewState))
        }
        guard modernTarget else { return failure("below iOS 17 its reads need WithPerceptionTracking", nil) }
        guard variable.bindings.count == 1, binding.initializer == nil, binding.accessorBlock == nil,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return failure("declared in a way Remodel does not rewrite", nil) }

        // Its assignments: `self.viewStore = ViewStore(store, observe: …)` in the initializers.
        var assignments: [(item: CodeBlockItemSyntax, call: FunctionCallExprSyntax)] = []
        for member in node.memberBlock.members {
            guard let initializer = member.decl.as(InitializerDeclSyntax.self) else { continue }
            for item in initializer.body?.statements ?? [] {
                guard let (target, value) = Self.assignment(item), Self.names(target, name) else { continue }
                guard let call = value.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "ViewStore" else {
                    return failure("assigned something other than ViewStore(…)", nil)
                }
                assignments.append((item, call))
            }
        }
        guard !assignments.isEmpty else { return failure("no assignment in init Remodel can see", nil) }

        // One store and one observation for every assignment.
        var storeName: String?
        var observed: String?
        var viewStateName: String?
        for (_, call) in assignments {
            var store: String?
            var projection = ""
            var viewState: String?
            for argument in call.arguments {
                switch argument.label?.text {
                case nil where store == nil:
                    store = storeProperty(of: argument.expression)
                case "observe":
                    if let path = TCAKeyPaths.projection(argument.expression) {
                        projection = path
                    } else if let name = TCAViewStatePlan.viewStateName(in: argument.expression) {
                        viewState = name
                    } else {
                        return failure("it observes '\(argument.expression.trimmedDescription)'; move that computation to a computed property on State", nil)
                    }
                case "removeDuplicates": continue
                default: return failure("ViewStore argument '\(argument.label?.text ?? "_")' is not one Remodel rewrites", nil)
                }
            }
            guard let store else { return failure("built from a store that is not one of the view's store properties", nil) }
            let key = viewState.map { "ViewState:" + $0 } ?? projection
            if storeName.map({ $0 != store }) ?? false || observed.map({ $0 != key }) ?? false {
                return failure("the initializers build it differently", nil)
            }
            storeName = store
            observed = key
            viewStateName = viewState
        }
        guard let store = storeName, let observed else { return failure("no store", nil) }

        var plan: TCAViewStatePlan?
        if let viewStateName {
            if viewStates[viewStateName] == nil {
                switch TCAViewStatePlan.make(name: viewStateName, rewriter: self) {
                case .success(let made): viewStates[viewStateName] = made
                case .failure(let inner): return .failure(inner)
                }
            }
            plan = viewStates[viewStateName]
        }
        let projection = plan == nil ? observed : ""

        // Its uses anywhere else in the type — its body and its extensions in this file (EhPanda
        // keeps a view's navigation links in a `private extension`): `viewStore.x` and
        // `self.viewStore.x`. An extension in another file using it cannot be rewritten here.
        let removed = [variable.position.utf8Offset..<variable.endPosition.utf8Offset]
            + assignments.map { $0.item.position.utf8Offset..<$0.item.endPosition.utf8Offset }
        var memberBlocks: [MemberBlockSyntax] = [node.memberBlock]
        for part in session.index.declarationsAndExtensions(named: ProjectIndex.simpleName(typeName))
        where part.declaration.kind == .extension && part.declaration.qualifiedName == typeName {
            guard let block = part.declaration.node.as(ExtensionDeclSyntax.self)?.memberBlock else { continue }
            if part.file === file {
                memberBlocks.append(block)
            } else if block.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .identifier(name) }) {
                return failure("also used in an extension in \(part.file.path)", viewStateName)
            }
        }
        let finder = TCAReferenceFinder(name: name, viewMode: .sourceAccurate)
        for block in memberBlocks { finder.walk(block) }
        var context = TCAReferenceContext(storeText: store, property: store, projection: projection, viewState: plan, viewAction: nil, stateless: false)
        if projection.isEmpty, plan == nil {
            context.stateMembers = session.stateMembers(ofStoreType: storeProperties[store].flatMap { TCASyntax.storeTypeSyntax(of: $0.property) }, context: typeName, file: file)
        }
        // In a view struct `self.viewStore.x` reads as `store.x`, as people write it, unless
        // something in the type rebinds the name (a parameter or local called `store`).
        let implicitSelf = node.is(StructDeclSyntax.self) && !memberBlocks.contains { TCALocalNames.bound(store, inMembersOf: $0) }
        var referenceEdits: [TextEdit] = []
        for reference in finder.found where !removed.contains(where: { $0.contains(reference.position.utf8Offset) }) {
            var receiver = ExprSyntax(reference)
            context.storeText = store
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
                guard let base = member.base, FileIndexer.isSelf(base) else {
                    return failure("used as '\(member.trimmedDescription)'", viewStateName)
                }
                receiver = ExprSyntax(member)
                if !implicitSelf { context.storeText = "self." + store }
            }
            switch rewriteReference(receiver, named: name, context: &context) {
            case .success(let edits): referenceEdits += edits
            case .failure(let inner): return .failure(TCAConversionFailure(reason: inner.reason, viewState: viewStateName))
            }
        }

        add(referenceEdits)
        add(text.lineRemoval(MigrationText.attachedStart(of: variable), variable.endPositionBeforeTrailingTrivia.utf8Offset))
        if assignments.count == 1, let initializer = Self.memberwiseEquivalentInitializer(of: node, without: variable, assignment: assignments[0].item) {
            // What is left of `init` is what Swift synthesizes: people delete it (TCA's guide does).
            add(text.lineRemoval(MigrationText.attachedStart(of: initializer), initializer.endPositionBeforeTrailingTrivia.utf8Offset))
        } else {
            for (item, _) in assignments {
                add(text.lineRemoval(item.positionAfterSkippingLeadingTrivia.utf8Offset, item.endPositionBeforeTrailingTrivia.utf8Offset))
            }
        }
        plan?.removedRanges += removed
        if context.needsBindable { bindableStores.insert(store) }
        return .success(viewStateName)
    }

    /// The struct's only initializer, when without the view store's assignment it does exactly
    /// what the synthesized memberwise initializer would: a non-public struct, `self.p = p` for
    /// each parameter, the parameters being the stored properties without a default value, in
    /// declaration order, with the declared types. Nil otherwise (the initializer stays).
    static func memberwiseEquivalentInitializer(of node: any DeclGroupSyntax, without removed: VariableDeclSyntax, assignment: CodeBlockItemSyntax) -> InitializerDeclSyntax? {
        guard let structure = node.as(StructDeclSyntax.self), structure.genericParameterClause == nil,
              !structure.modifiers.contains(where: { ["public", "open", "package"].contains($0.name.text) }) else { return nil }
        var initializers: [InitializerDeclSyntax] = []
        var required: [(name: String, type: String)] = []
        for member in structure.memberBlock.members {
            if let initializer = member.decl.as(InitializerDeclSyntax.self) { initializers.append(initializer); continue }
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.id != removed.id,
                  !variable.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) }) else { continue }
            let isPrivate = variable.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) && $0.detail == nil }
            let attributes = variable.attributes.compactMap { $0.as(AttributeSyntax.self) }
            for binding in variable.bindings {
                if binding.initializer != nil { continue }
                if let accessors = binding.accessorBlock?.accessors {
                    // A computed property is no parameter; a stored one with observers is.
                    guard let list = accessors.as(AccessorDeclListSyntax.self),
                          list.allSatisfy({ ["willSet", "didSet"].contains($0.accessorSpecifier.text) }) else { continue }
                }
                // A wrapper configured by its arguments (`@Environment(\.dismiss)`) needs no parameter.
                if !attributes.isEmpty {
                    if attributes.allSatisfy({ $0.arguments != nil }) { continue }
                    return nil
                }
                guard !isPrivate, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let type = binding.typeAnnotation?.type.trimmedDescription else { return nil }
                required.append((name, type))
            }
        }
        guard initializers.count == 1, let initializer = initializers.first, initializer.optionalMark == nil,
              initializer.genericParameterClause == nil, initializer.signature.effectSpecifiers == nil, initializer.attributes.isEmpty,
              initializer.modifiers.allSatisfy({ ["public", "internal"].contains($0.name.text) }),
              let body = initializer.body else { return nil }
        let parameters = Array(initializer.signature.parameterClause.parameters)
        guard parameters.count == required.count else { return nil }
        for (parameter, property) in zip(parameters, required) {
            guard parameter.firstName.text == property.name, parameter.secondName == nil || parameter.secondName?.text == property.name,
                  parameter.defaultValue == nil, parameter.ellipsis == nil,
                  parameter.type.trimmedDescription == property.type else { return nil }
        }
        var assigned = Set<String>()
        for item in body.statements where item.id != assignment.id {
            guard let (target, value) = Self.assignment(item), let member = target.as(MemberAccessExprSyntax.self),
                  let base = member.base, FileIndexer.isSelf(base),
                  value.as(DeclReferenceExprSyntax.self)?.baseName.text == member.declName.baseName.text else { return nil }
            assigned.insert(member.declName.baseName.text)
        }
        guard assigned == Set(required.map(\.name)), body.statements.count == required.count + 1 else { return nil }
        return initializer
    }

    /// `a = b` as a statement: (a, b).
    static func assignment(_ item: CodeBlockItemSyntax) -> (ExprSyntax, ExprSyntax)? {
        if let sequence = item.item.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
            return (elements[0], elements[2])
        }
        if let infix = item.item.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) {
            return (infix.leftOperand, infix.rightOperand)
        }
        return nil
    }

    /// `name` or `self.name`.
    private static func names(_ expression: ExprSyntax, _ name: String) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == name }
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == name else { return false }
        return member.base.map(FileIndexer.isSelf) ?? false
    }
}
