import SwiftSyntax
import RemodelCore
import RemodelRules
import RemodelProject

/// A type name as written (`ViewModel`, `Inbox.ViewModel`) and the qualified name of the type
/// it was written in, so nested types resolve the way Swift's name lookup does.
package struct MigrationTypeRef: Equatable {
    package let name: String
    package let scope: String?
}

/// The migration's view of expression types: the semantic layer's answer (`Semantics.type(of:)`),
/// as the qualified name the migration's candidates are keyed by. Nil means "cannot tell".
package struct MigrationTypeResolver {
    package let index: ProjectIndex

    /// The type of `expression`, written inside `ownerType` (a qualified type name from the facts).
    package func type(of expression: ExprSyntax, ownerType: String?) -> MigrationTypeRef? {
        let semantics = index.semantics
        guard let type = semantics.type(of: expression, enclosing: ownerType), !type.isMetatype else { return nil }
        return MigrationTypeRef(name: semantics.qualifiedName(of: type.id), scope: nil)
    }
}
