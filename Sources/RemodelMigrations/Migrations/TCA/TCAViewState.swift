import SwiftSyntax
import RemodelCore
import RemodelRules
import RemodelProject

/// A `ViewState` struct (`WithViewStore(store, observe: ViewState.init)`) and how its fields map
/// onto the feature's `State` once it is deleted, per TCA's "Computed view state" step:
///
/// - `self.count = state.count` / `self.title = state.header.title` → an alias: `viewStore.count`
///   becomes `store.count`, `viewStore.title` becomes `store.header.title`;
/// - `self._text = store.$text` (`@BindingViewState`) → a binding alias: `viewStore.$text` becomes
///   `$store.text`;
/// - anything else (`self.fullName = "\(state.first) \(state.last)"`) → a computed property
///   `var fullName: String { "\(self.first) \(self.last)" }` in an `extension Feature.State`.
///
/// Only structs made of stored fields and one `init(state:)` assigning each of them qualify.
package final class TCAViewStatePlan {
    package let name: String
    package let declaration: StructDeclSyntax
    /// `extension View.ViewState { init(…) }`: the extension declaring the initializer, deleted
    /// with the struct.
    package private(set) var initializerExtension: ExtensionDeclSyntax?
    /// `Feature.State` as written in the initializer, for the extension.
    package let stateTypeText: String
    private(set) var aliases: [String: String] = [:]
    private(set) var bindings: [String: String] = [:]
    private(set) var computed: [(name: String, type: String, expression: String)] = []
    /// References to the struct outside itself and the `observe:` arguments being removed.
    private(set) var otherReferences = 0
    /// Code that goes away with a converted view store property (its declaration and its
    /// assignments in `init`): references to the struct there do not count.
    package var removedRanges: [Range<Int>] = []

    /// References left once every converted user's code is gone.
    package func remainingReferences(in node: any DeclGroupSyntax) -> Int {
        removedRanges.isEmpty ? otherReferences : Self.countOtherReferences(to: name, in: node, excluding: declaration, removed: removedRanges)
    }

    private init(name: String, declaration: StructDeclSyntax, stateTypeText: String) {
        self.name = name
        self.declaration = declaration
        self.stateTypeText = stateTypeText
    }

    package func readPath(_ field: String) -> String? {
        if let alias = aliases[field] { return alias }
        return computed.contains { $0.name == field } ? field : nil
    }

    package func bindingPath(_ field: String) -> String? { bindings[field] }

    /// `ViewState.init`, `Outer.ViewState.init(state:)`, `{ ViewState(state: $0) }`.
    package static func viewStateName(in observe: ExprSyntax) -> String? {
        if let member = observe.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.`init`), let base = member.base {
            if let reference = base.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            if let inner = base.as(MemberAccessExprSyntax.self) { return inner.declName.baseName.text }
            return nil
        }
        if let closure = observe.as(ClosureExprSyntax.self), closure.statements.count == 1,
           let call = closure.statements.first?.item.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
           let parameter = TCASyntax.parameterNames(of: closure).first,
           call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter {
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil { return member.declName.baseName.text }
        }
        return nil
    }

    package static func make(name: String, rewriter: TCAViewRewriter) -> Result<TCAViewStatePlan, TCAConversionFailure> {
        func fail(_ reason: String) -> Result<TCAViewStatePlan, TCAConversionFailure> {
            .failure(TCAConversionFailure(reason: "'\(name)' cannot be folded into State: \(reason); delete it by hand (move computed fields to State)", viewState: name))
        }
        let nested = rewriter.node.memberBlock.members.lazy.compactMap { $0.decl.as(StructDeclSyntax.self) }.first { $0.name.text == name }
        let found = nested ?? rewriter.file.facts.types.first { $0.name == name && $0.kind == .struct }?.node.as(StructDeclSyntax.self)
        guard let declaration = found else { return fail("its declaration is not in this file") }

        var fields: [String: (type: TypeSyntax?, bindingWrapper: Bool)] = [:]
        var order: [String] = []
        var initializer: InitializerDeclSyntax?
        for member in declaration.memberBlock.members {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                for property in FileIndexer.properties(of: variable) {
                    guard property.isStored, !property.isStatic else { return fail("it has the computed property '\(property.name)'") }
                    let wrapper = property.hasAttribute("BindingViewState")
                    guard property.attributes.allSatisfy({ $0 == "BindingViewState" }) else { return fail("'\(property.name)' has attributes") }
                    guard property.binding.initializer == nil else { return fail("'\(property.name)' has a default value") }
                    fields[property.name] = (property.typeAnnotation, wrapper)
                    order.append(property.name)
                }
            } else if let candidate = member.decl.as(InitializerDeclSyntax.self) {
                guard initializer == nil else { return fail("it has several initializers") }
                initializer = candidate
            } else {
                return fail("it has members other than stored fields and one initializer")
            }
        }
        // The initializer may sit in an extension of the struct in the same file
        // (`extension CounterView.ViewState { init(state: Counter.State) { … } }`).
        var initializerExtension: ExtensionDeclSyntax?
        if initializer == nil, let root = Syntax(declaration).root.as(SourceFileSyntax.self),
           let (found, candidate) = Self.initializerExtension(of: name, nestedIn: nested == nil ? nil : rewriter.typeName, in: root) {
            initializerExtension = found
            initializer = candidate
        }
        guard let initializer, let body = initializer.body, initializer.signature.parameterClause.parameters.count == 1,
              let parameter = initializer.signature.parameterClause.parameters.first else { return fail("it has no 'init(state:)'") }
        let parameterName = (parameter.secondName ?? parameter.firstName).text
        var stateType = parameter.type
        if let identifier = stateType.as(IdentifierTypeSyntax.self), identifier.name.text == "BindingViewStore",
           let argument = identifier.genericArgumentClause?.arguments.first?.argument.as(TypeSyntax.self) {
            stateType = argument
        }
        guard let member = stateType.as(MemberTypeSyntax.self), member.name.text == "State" else {
            return fail("its initializer does not take the feature's State")
        }
        let plan = TCAViewStatePlan(name: name, declaration: declaration, stateTypeText: stateType.trimmedDescription)
        plan.initializerExtension = initializerExtension
        let viewMembers = Set(rewriter.node.memberBlock.members.flatMap { member -> [String] in
            if let variable = member.decl.as(VariableDeclSyntax.self) { return FileIndexer.properties(of: variable).map(\.name) }
            if let function = member.decl.as(FunctionDeclSyntax.self) { return [function.name.text] }
            return []
        })
        let existing = rewriter.session.stateMemberNames(stateType: stateType, context: rewriter.typeName, file: rewriter.file)

        var assigned = Set<String>()
        for item in body.statements {
            guard let sequence = item.item.as(SequenceExprSyntax.self), sequence.elements.count == 3 else {
                return fail("its initializer does more than assign fields")
            }
            let elements = Array(sequence.elements)
            guard elements[1].is(AssignmentExprSyntax.self) else { return fail("its initializer does more than assign fields") }
            var target: String?
            if let reference = elements[0].as(DeclReferenceExprSyntax.self) {
                target = reference.baseName.text
            } else if let access = elements[0].as(MemberAccessExprSyntax.self), access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                target = access.declName.baseName.text
            }
            guard var field = target else { return fail("its initializer assigns '\(elements[0].trimmedDescription)'") }
            let throughWrapper = field.hasPrefix("_")
            if throughWrapper { field.removeFirst() }
            guard let declared = fields[field], assigned.insert(field).inserted else { return fail("it assigns '\(field)' more than once or an unknown field") }
            let value = elements[2]
            if let path = Self.parameterPath(value, parameter: parameterName) {
                if path.hasPrefix("$") {
                    guard throughWrapper, declared.bindingWrapper, !path.dropFirst().contains(".") else { return fail("'\(field)' is bound in a way Remodel does not map") }
                    let stateField = String(path.dropFirst())
                    plan.aliases[field] = stateField
                    plan.bindings[field] = stateField
                } else {
                    guard !throughWrapper, !declared.bindingWrapper else { return fail("'\(field)' is bound in a way Remodel does not map") }
                    plan.aliases[field] = path
                }
                continue
            }
            guard !throughWrapper, !declared.bindingWrapper else { return fail("'\(field)' is bound in a way Remodel does not map") }
            guard let type = declared.type else { return fail("'\(field)' is computed but has no declared type") }
            guard !existing.contains(field) else { return fail("State already has a member named '\(field)'") }
            let uses = TCAIdentifierUses(viewMode: .sourceAccurate)
            uses.walk(value)
            if let clash = uses.names.first(where: { viewMembers.contains($0) && $0 != parameterName }) {
                return fail("'\(field)' is computed from the view's '\(clash)'")
            }
            let finder = TCAReferenceFinder(name: parameterName, viewMode: .sourceAccurate)
            finder.walk(value)
            let expression = TCAText.rewritten(value, edits: finder.found.map { TextEdit(replacing: $0, with: "self") })
            plan.computed.append((field, type.trimmedDescription, expression))
        }
        guard assigned.count == fields.count else { return fail("its initializer leaves fields unassigned") }
        plan.computed.sort { lhs, rhs in (order.firstIndex(of: lhs.name) ?? 0) < (order.firstIndex(of: rhs.name) ?? 0) }
        plan.otherReferences = Self.countOtherReferences(to: name, in: rewriter.node, excluding: declaration)
        return .success(plan)
    }

    /// The file-level `extension Outer.Name` (or `extension Name` for a file-level struct) whose
    /// only member is one initializer, with that initializer; nil when there is none, or more
    /// than one such extension, or it declares anything else.
    private static func initializerExtension(of name: String, nestedIn outer: String?, in root: SourceFileSyntax) -> (ExtensionDeclSyntax, InitializerDeclSyntax)? {
        let written = outer.map { $0 + "." + name } ?? name
        let extensions = root.statements.compactMap { $0.item.as(ExtensionDeclSyntax.self) }.filter { $0.extendedType.trimmedDescription == written }
        guard extensions.count == 1, let found = extensions.first, found.inheritanceClause == nil, found.genericWhereClause == nil, found.attributes.isEmpty,
              found.memberBlock.members.count == 1, let initializer = found.memberBlock.members.first?.decl.as(InitializerDeclSyntax.self) else { return nil }
        return (found, initializer)
    }

    /// `state.a.b` → "a.b", `store.$text` → "$text" for the initializer's parameter.
    package static func parameterPath(_ expression: ExprSyntax, parameter: String) -> String? {
        var names: [String] = []
        var current = expression
        while let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
            names.insert(member.declName.baseName.text, at: 0)
            current = base
        }
        guard current.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter, !names.isEmpty else { return nil }
        if names.dropFirst().contains(where: { $0.hasPrefix("$") }) { return nil }
        return names.joined(separator: ".")
    }

    /// Identifier tokens naming the struct, outside its declaration and outside the `observe:`
    /// arguments of `WithViewStore` calls (which go away with the wrapper).
    package static func countOtherReferences(to name: String, in node: any DeclGroupSyntax, excluding declaration: StructDeclSyntax, removed: [Range<Int>] = []) -> Int {
        let declarationRange = declaration.position.utf8Offset..<declaration.endPosition.utf8Offset
        var count = 0
        for token in node.memberBlock.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(name) {
            let offset = token.position.utf8Offset
            if declarationRange.contains(offset) || removed.contains(where: { $0.contains(offset) }) { continue }
            var current = token.parent
            var insideObserve = false
            while let parent = current {
                if let argument = parent.as(LabeledExprSyntax.self), argument.label?.text == "observe",
                   let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), TCASyntax.calleeName(call) == "WithViewStore" {
                    insideObserve = true
                    break
                }
                if parent.is(MemberBlockSyntax.self) { break }
                current = parent.parent
            }
            if !insideObserve { count += 1 }
        }
        return count
    }
}

extension TCAViewRewriter {
    /// Computed fields of a deleted `ViewState` become computed properties of the feature's
    /// `State`, in an extension at the end of the view's file.
    package func addComputedFields(_ plan: TCAViewStatePlan) {
        guard !plan.computed.isEmpty else { return }
        let unit = text.indentUnit
        var block = text.count > 0 && text.bytes[text.count - 1] != MigrationText.newline ? "\n\n" : "\n"
        block += "extension \(plan.stateTypeText) {\n"
        for (index, field) in plan.computed.enumerated() {
            if index > 0 { block += "\n" }
            block += "\(unit)var \(field.name): \(field.type) {\n\(unit)\(unit)\(field.expression)\n\(unit)}\n"
        }
        block += "}\n"
        add(TextEdit(range: text.count..<text.count, replacement: block))
    }
}
