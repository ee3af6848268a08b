import SwiftParser
import SwiftSyntax
import RemodelCore
import RemodelRules

/// The migration's last check: re-parses every TCA file as it will be written and finds the APIs
/// the 1.7 observation surface no longer has (`WithViewStore`, `ViewStore`, `IfLetStore`,
/// `SwitchStore`, `CaseLet`, `ForEachStore`, `@BindingState`, `@PresentationState`, the
/// `.sheet(store:)`-style presentation modifiers, a `viewStore`
/// reference, a `\.$x` key path to a field that lost `@BindingState`). A feature one of whose
/// views or reducers still uses one is not migrated: it is reported manual with the leftover's
/// file:line.
package struct TCALeftover {
    /// Qualified name of the innermost enclosing type (a view or the reducer).
    package let typeName: String
    /// Feature names the enclosing type mentions through a store type (`StoreOf<F>`, `Store<F.State, …>`,
    /// `Store(initialState: F.State())`), for views the migration did not recognise as store holders.
    package let mentionedFeatures: [String]
    package let line: Int
    package let what: String
}

package enum TCALeftoverScanner {
    /// Removed names looked up as references and types.
    static let removedNames: Set<String> = [
        "WithViewStore", "ViewStore", "ViewStoreOf", "IfLetStore", "SwitchStore", "CaseLet", "ForEachStore",
        "NavigationStackStore", "BindingState", "PresentationState", "BindingViewState", "BindingViewStore",
    ]

    /// Leftovers in `text`. `isRemoved(name)` says whether a removed name is TCA's in this file (not
    /// a project type of the same name); `bindingFields(type)` the fields (of the feature owning
    /// `type`, or of the features its stores belong to) that lost `@BindingState`.
    package static func scan(_ text: String, isRemoved: (String) -> Bool, bindingFields: (String, [String]) -> Set<String>) -> [TCALeftover] {
        let tree = Parser.parse(source: text)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let visitor = Visitor(viewMode: .sourceAccurate)
        visitor.walk(tree)
        var result: [TCALeftover] = []
        for hit in visitor.hits {
            let (typeName, top) = enclosingType(of: hit.node)
            // Outside any type (a file-scope helper taking a `ViewStoreOf<F>`): the top-level
            // declaration around it says which feature it belongs to.
            let mentioned = (top ?? topLevelDeclaration(of: hit.node)).map(storeFeatureNames(in:)) ?? []
            if let name = hit.removedName, !isRemoved(name) { continue }
            if let field = hit.projectedField, !bindingFields(typeName, mentioned).contains(field) { continue }
            let line = converter.location(for: hit.node.positionAfterSkippingLeadingTrivia).line
            result.append(TCALeftover(typeName: typeName, mentionedFeatures: mentioned, line: line, what: hit.what))
        }
        return result
    }

    /// The file-scope statement (function, variable, …) around `node`.
    static func topLevelDeclaration(of node: Syntax) -> Syntax? {
        var current = node
        while let parent = current.parent {
            if parent.is(CodeBlockItemListSyntax.self), parent.parent?.is(SourceFileSyntax.self) == true { return current }
            current = parent
        }
        return nil
    }

    /// The qualified name of the innermost type around `node` (as the file indexer spells it) and
    /// the outermost type declaration.
    static func enclosingType(of node: Syntax) -> (String, Syntax?) {
        var names: [String] = []
        var outermost: Syntax?
        var current = node.parent
        while let candidate = current {
            if let named = candidate.asProtocol(NamedDeclSyntax.self), candidate.is(StructDeclSyntax.self) || candidate.is(ClassDeclSyntax.self)
                || candidate.is(EnumDeclSyntax.self) || candidate.is(ActorDeclSyntax.self) {
                names.insert(named.name.text, at: 0)
                outermost = candidate
            } else if let extensionDecl = candidate.as(ExtensionDeclSyntax.self) {
                names.insert(extensionDecl.extendedType.trimmedDescription, at: 0)
                outermost = candidate
                break
            }
            current = candidate.parent
        }
        return (names.joined(separator: "."), outermost)
    }

    /// `StoreOf<F>`, `ViewStoreOf<F>`, `Store<F.State, …>`, `ViewStore<F.State, …>`, `Store(initialState: F.State…)`.
    static func storeFeatureNames(in node: Syntax) -> [String] {
        let collector = StoreMentions(viewMode: .sourceAccurate)
        collector.walk(node)
        return collector.names.sorted()
    }

    private struct Hit {
        let node: Syntax
        let what: String
        var removedName: String? = nil
        var projectedField: String? = nil
    }

    private final class Visitor: SyntaxVisitor {
        var hits: [Hit] = []

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            let name = node.baseName.text
            if TCALeftoverScanner.removedNames.contains(name), node.parent?.as(MemberAccessExprSyntax.self)?.declName.id != node.id {
                hits.append(Hit(node: Syntax(node), what: "'\(name)'", removedName: name))
            } else if name == "viewStore" {
                hits.append(Hit(node: Syntax(node), what: "'viewStore'"))
            }
            return .visitChildren
        }

        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            let name = node.name.text
            if TCALeftoverScanner.removedNames.contains(name) {
                let spelled = node.parent?.is(AttributeSyntax.self) == true ? "@" + name : name
                hits.append(Hit(node: Syntax(node), what: "'\(spelled)'", removedName: name))
            }
            return .visitChildren
        }

        /// `.sheet(store:)`, `.popover(store:)`, `.fullScreenCover(store:)`,
        /// `.navigationDestination(store:)`, `.alert(store:)`, `.confirmationDialog(store:)`: the
        /// store-driven presentation modifiers 1.7 replaced with `item: $store.scope(…)`.
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let callee = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName ?? node.calledExpression.as(DeclReferenceExprSyntax.self)
            if let callee, node.arguments.first?.label?.text == "store",
               TCASyntax.storePresentationModifiers.contains(callee.baseName.text) || TCASyntax.storeAlertModifiers.contains(callee.baseName.text) {
                let name = callee.baseName.text
                hits.append(Hit(node: Syntax(callee), what: "'.\(name)(store:)'", removedName: name))
            }
            return .visitChildren
        }

        override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.root == nil, let first = node.components.first, case .property(let property) = first.component else { return .visitChildren }
            let name = property.declName.baseName.text
            if name.hasPrefix("$"), name.count > 1 {
                hits.append(Hit(node: Syntax(node), what: "'\(node.trimmedDescription)' (a BindingState key path)", projectedField: String(name.dropFirst())))
            }
            return .visitChildren
        }
    }

    private final class StoreMentions: SyntaxVisitor {
        var names = Set<String>()

        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            guard let arguments = node.genericArgumentClause?.arguments, let first = arguments.first else { return .visitChildren }
            var argument = first.argument.trimmedDescription
            // `Store<PresentationState<F.State>, PresentationAction<F.Action>>`: a presented F.
            for wrapper in ["PresentationState<", "IdentifiedArrayOf<", "StackState<"] where argument.hasPrefix(wrapper) && argument.hasSuffix(">") {
                argument = String(argument.dropFirst(wrapper.count).dropLast())
            }
            switch node.name.text {
            case "StoreOf", "ViewStoreOf": names.insert(argument)
            case "Store", "ViewStore": if argument.hasSuffix(".State") { names.insert(String(argument.dropLast(6))) }
            default: break
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let feature = TCASyntax.initialStateFeature(of: node) { names.insert(feature) }
            return .visitChildren
        }
    }
}
