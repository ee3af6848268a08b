import SwiftSyntax
import RemodelCore
import RemodelRules

/// Issue 13, shape 7 — the dominant shape in older TCA apps: a view keeps its view store in a
/// property set in `init`,
///
///     let store: StoreOf<Feature>
///     @ObservedObject var viewStore: ViewStoreOf<Feature>
///     init(store: StoreOf<Feature>) {
///         self.store = store
///         self.viewStore = ViewStore(store, observe: { $0 })
///     }
///
/// which is a `WithViewStore` around every member that reads it. With `@ObservableState` the
/// property and its assignment go, and every `viewStore.x` reads `store.x` (bindings make the
/// store `@Bindable`). Anything else — another `observe:`, the view store passed on, `self.viewStore`,
/// a target below iOS 17 — stays a manual item.
extension TCAViewRewriter {
    package func convertViewStoreProperty(_ variable: VariableDeclSyntax, _ binding: PatternBindingSyntax) -> TCAConversionFailure? {
        let failure = { (detail: String) in
            TCAConversionFailure(reason: "'\(binding.pattern.trimmedDescription)' holds a ViewStore (\(detail)); remove it (and its initialization) and read and send through the @ObservableState store")
        }
        guard modernTarget else { return failure("below iOS 17 its reads need WithPerceptionTracking") }
        guard variable.bindings.count == 1, binding.initializer == nil, binding.accessorBlock == nil,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return failure("declared in a way Remodel does not rewrite") }

        // Its assignments: `self.viewStore = ViewStore(store, observe: …)` in the initializers.
        var assignments: [(item: CodeBlockItemSyntax, call: FunctionCallExprSyntax)] = []
        for member in node.memberBlock.members {
            guard let initializer = member.decl.as(InitializerDeclSyntax.self) else { continue }
            for item in initializer.body?.statements ?? [] {
                guard let (target, value) = Self.assignment(item), Self.names(target, name) else { continue }
                guard let call = value.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "ViewStore" else {
                    return failure("assigned something other than ViewStore(…)")
                }
                assignments.append((item, call))
            }
        }
        guard !assignments.isEmpty else { return failure("no assignment in init Remodel can see") }

        // One store and one projection for every assignment.
        var storeName: String?
        var projection: String?
        for (_, call) in assignments {
            var store: String?
            var observed = ""
            for argument in call.arguments {
                switch argument.label?.text {
                case nil where store == nil:
                    let expression = argument.expression
                    if let reference = expression.as(DeclReferenceExprSyntax.self) {
                        store = reference.baseName.text
                    } else if let member = expression.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                        store = member.declName.baseName.text
                    }
                case "observe":
                    if let path = TCAKeyPaths.projection(argument.expression) {
                        observed = path
                    } else {
                        return failure("it observes '\(argument.expression.trimmedDescription)'; move that computation to a computed property on State")
                    }
                case "removeDuplicates": continue
                default: return failure("ViewStore argument '\(argument.label?.text ?? "_")' is not one Remodel rewrites")
                }
            }
            guard let store, storeProperties[store] != nil else { return failure("built from a store that is not one of the view's store properties") }
            if storeName.map({ $0 != store }) ?? false || projection.map({ $0 != observed }) ?? false {
                return failure("the initializers build it differently")
            }
            storeName = store
            projection = observed
        }
        guard let store = storeName, let projection else { return failure("no store") }

        // Its uses anywhere else in the type.
        let excluded = [Syntax(variable)] + assignments.map { Syntax($0.item) }
        let finder = TCAReferenceFinder(name: name, viewMode: .sourceAccurate)
        finder.walk(node.memberBlock)
        var context = TCAReferenceContext(storeText: store, property: store, projection: projection, viewState: nil, viewAction: nil, stateless: false)
        if projection.isEmpty {
            context.stateMembers = session.stateMembers(ofStoreType: storeProperties[store].flatMap { TCAIndex.storeTypeSyntax(of: $0.property) }, context: typeName, file: file)
        }
        var referenceEdits: [TextEdit] = []
        for reference in finder.found where !excluded.contains(where: { $0.range.contains(reference.position) }) {
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
                return failure("used as '\(member.trimmedDescription)'")
            }
            switch rewriteReference(reference, context: &context) {
            case .success(let edits): referenceEdits += edits
            case .failure(let inner): return TCAConversionFailure(reason: inner.reason)
            }
        }

        add(referenceEdits)
        add(text.lineRemoval(MigrationText.attachedStart(of: variable), variable.endPositionBeforeTrailingTrivia.utf8Offset))
        for (item, _) in assignments {
            add(text.lineRemoval(item.positionAfterSkippingLeadingTrivia.utf8Offset, item.endPositionBeforeTrailingTrivia.utf8Offset))
        }
        if context.needsBindable { bindableStores.insert(store) }
        return nil
    }

    /// `a = b` as a statement: (a, b).
    private static func assignment(_ item: CodeBlockItemSyntax) -> (ExprSyntax, ExprSyntax)? {
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
        return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }
}
