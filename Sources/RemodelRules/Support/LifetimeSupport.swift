import SwiftSyntax
import RemodelCore

// Where code lives and how long the objects it builds live, for rules whose advice depends on a
// screen: preview-only code (no screen ships), and classes only the app itself owns (no screen
// ends their life).

/// Whether the type `declaration` declares is preview code, as `isPreviewCode(declaration.node, index:)`
/// tells from the syntax, but from the facts the indexer read off it (`PreviewEnclosure`): no
/// tree is parsed again to ask.
package func isPreviewCode(_ declaration: TypeDeclaration, index: ProjectIndex) -> Bool {
    declaration.previewEnclosure.isPreview || declaration.previewEnclosure.enclosingTypeNames.contains { index.conforms($0, to: "PreviewProvider") }
}

/// Whether `node` is preview code: inside a `#Preview { … }` body, or inside a type (its
/// declaration or an extension) that conforms to `PreviewProvider`, at any nesting depth.
package func isPreviewCode(_ node: some SyntaxProtocol, index: ProjectIndex) -> Bool {
    var current = node.parent
    while let syntax = current {
        if let macro = syntax.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" { return true }
        if let macro = syntax.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" { return true }
        if let group = syntax.asProtocol(DeclGroupSyntax.self), let name = group.typeName,
           group.inheritanceClause?.inheritedTypes.contains(where: { TypeNames.baseName(of: $0.type) == "PreviewProvider" }) == true
            || index.conforms(name, to: "PreviewProvider") {
            return true
        }
        current = syntax.parent
    }
    return false
}

/// Classes whose instances live as long as the app: every place the project builds one (outside
/// preview code) is a `static` stored property (`static let shared = Store()`), a global, or a
/// stored property or initializer of the `App` struct or of an app delegate.
package enum AppLifetime {
    /// SwiftUI's `App` and the application delegate protocols: types that live for the whole process.
    static let ownerProtocols: Set<String> = ["App", "UIApplicationDelegate", "NSApplicationDelegate", "WKApplicationDelegate"]

    /// Whether the type named `name` is the app or its delegate.
    package static func isAppOwner(_ name: String, index: ProjectIndex) -> Bool {
        !index.conformances(of: name).isDisjoint(with: ownerProtocols)
    }

    /// Whether every construction of class `className` (`Store()`, `Module.Store(…)`) outside
    /// preview code is app-lifetime storage; false when the project builds none.
    package static func isAppLifetime(_ className: String, index: ProjectIndex) -> Bool {
        index.memoized("app-lifetime." + className) { index in
            guard index.isClass(className) else { return false }
            var found = false
            for file in index.files {
                for call in file.facts.calls[className, default: []] where calleeChain(call).last == className {
                    if isPreviewCode(call, index: index) { continue }
                    guard isAppLifetimeStorage(call, index: index) else { return false }
                    found = true
                }
            }
            return found
        }
    }

    /// `node` is (inside) the initial value of a static or global stored property, or of a stored
    /// property or an initializer of the app or its delegate.
    private static func isAppLifetimeStorage(_ node: FunctionCallExprSyntax, index: ProjectIndex) -> Bool {
        var current = node.parent
        while let syntax = current {
            if syntax.is(ClosureExprSyntax.self) {
                // `static let shared = { … }()` still runs once; other closures run whenever called.
                guard let call = syntax.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == syntax.id else { return false }
            }
            if syntax.is(FunctionDeclSyntax.self) || syntax.is(AccessorDeclSyntax.self) || syntax.is(DeinitializerDeclSyntax.self) { return false }
            if let variable = syntax.as(VariableDeclSyntax.self) {
                guard let item = variable.parent?.as(MemberBlockItemSyntax.self) else {
                    // A global: lazily initialized once.
                    return variable.parent?.is(CodeBlockItemSyntax.self) == true && variable.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
                }
                if variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) { return true }
                return ownerIsApp(item, index: index)
            }
            if let initializer = syntax.as(InitializerDeclSyntax.self), let item = initializer.parent?.as(MemberBlockItemSyntax.self) {
                return ownerIsApp(item, index: index)
            }
            current = syntax.parent
        }
        return false
    }

    private static func ownerIsApp(_ item: MemberBlockItemSyntax, index: ProjectIndex) -> Bool {
        guard let name = item.enclosingTypeDecl?.typeName else { return false }
        return isAppOwner(name, index: index)
    }

    /// Whether code at `node`, in a member of class `className`, runs when the app starts rather
    /// than for a screen: the class is app-lifetime, and `node` is in one of its initializers, or
    /// in a method that is only called from its initializers or from the app or its delegate.
    package static func runsAtAppStart(_ node: some SyntaxProtocol, in className: String, index: ProjectIndex) -> Bool {
        guard isAppLifetime(className, index: index), let member = node.ancestor(MemberBlockItemSyntax.self)?.decl else { return false }
        if member.is(InitializerDeclSyntax.self) { return true }
        guard let function = member.as(FunctionDeclSyntax.self) else { return false }
        let name = function.name.text
        var called = false
        for file in index.files {
            for call in file.facts.calls[name, default: []] {
                guard let caller = call.enclosingTypeDecl?.typeName else { return false }
                if isAppOwner(caller, index: index) {
                    called = true
                } else if caller == className, call.ancestor(MemberBlockItemSyntax.self)?.decl.is(InitializerDeclSyntax.self) == true {
                    called = true
                } else {
                    return false
                }
            }
        }
        return called
    }
}
