import SwiftSyntax
import RemodelCore
import RemodelRules
import RemodelProject

/// What one `.environmentObject(e)` injects, decided before any edit: the type the semantic layer
/// gives `e` (a function call with a declared return type, a member chain, a static property, a
/// `@Dependency` value, a ternary or a cast of those), or — when it cannot tell — the classes
/// it may be.
package struct MigrationInjection {
    package let injection: Located<EnvironmentInjection>
    /// The resolved type; nil when the semantic layer cannot tell.
    package let type: MigrationTypeRef?
    /// For an unresolved injection: the one candidate `e` names as `X.self`
    /// (`Dependencies.resolve(SearchModel.self)`), rewritten with a manual item to check it.
    package let named: String?
    /// For an unresolved injection: the candidates it may inject (the named one, else every
    /// candidate some view reads with `@EnvironmentObject`). Each that migrates is *manual*.
    package let suspects: [String]
}

extension MigrationSession {
    /// Resolves every `.environmentObject(e)`; an injection whose type cannot be told makes each
    /// class it may inject *manual* (rewritten, the spot printed with file:line, exit 1): Remodel
    /// never reports a class migrated while an injection of it may be left behind, which would
    /// not compile.
    package func analyzeInjections() {
        var environmentRead: [String] = []
        for use in index.wrapperUses where use.fact.wrapper == .environmentObject {
            let written = use.fact.writtenType ?? use.fact.wrappedType
            if let found = candidate(named: written, scope: use.fact.ownerType), !environmentRead.contains(found.name) {
                environmentRead.append(found.name)
            }
        }
        injections = []
        for injection in index.injections where injection.fact.kind == .environmentObject && !injection.file.hasSyntaxErrors {
            let fact = injection.fact
            let type = resolver.type(of: fact.argument, ownerType: fact.ownerType)
                ?? index.resolvedType(of: fact).map { MigrationTypeRef(name: $0, scope: fact.ownerType) }
            if let type {
                injections.append(MigrationInjection(injection: injection, type: type, named: nil, suspects: []))
                continue
            }
            let named = namedCandidates(in: fact.argument, scope: fact.ownerType)
            let suspects = named.count == 1 ? named : environmentRead
            let entry = MigrationInjection(injection: injection, type: nil, named: named.count == 1 ? named[0] : nil, suspects: suspects)
            injections.append(entry)
            guard !keepReasonsOnly else { continue }
            let line = injection.line
            let expression = fact.argument.trimmedDescription
            for name in suspects {
                guard let suspect = candidates[name] else { continue }
                let reason = entry.named != nil
                    ? "cannot tell the type of '\(expression)' in .environmentObject(…); rewritten to .environment(…) because it names \(suspect.simpleName).self — check that it injects \(suspect.simpleName)"
                    : "cannot tell the type of '\(expression)' in .environmentObject(…); if it injects \(suspect.simpleName), change it to .environment(…) — until then the project does not compile"
                suspect.manualSteps.append(ManualItem(file: injection.file.path, line: line, reason: reason))
            }
        }
    }

    /// Candidates an expression names as `X.self` (a container lookup's argument).
    private func namedCandidates(in expression: ExprSyntax, scope: String?) -> [String] {
        var names: [String] = []
        for token in expression.tokens(viewMode: .sourceAccurate) where token.tokenKind == .keyword(.self) {
            guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self), let base = member.base,
                  let written = TypeRef.typeReference(base)?.path,
                  let found = candidate(named: written, scope: scope), !names.contains(found.name) else { continue }
            names.append(found.name)
        }
        return names
    }
}
