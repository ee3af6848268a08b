import SwiftSyntax
import RemodelCore

/// Whether a model class can tell a view to re-render — asked by prefer-observable (is there
/// anything to migrate?) and observable-view-model-main-actor (is there state to isolate?).
package enum Publishing {
    /// Whether anything in the class can tell a view to re-render: a class in its chain declares a
    /// property that publishes changes — `@Published`, `@AppStorage`, `@SceneStorage`, or a project
    /// property wrapper that reaches its enclosing instance (`subscript(_enclosingInstance:…)`) —
    /// or its own `objectWillChange`, code uses `objectWillChange` on it (or on a receiver whose
    /// type Remodel cannot tell), or a superclass comes from outside the project (other than
    /// `NSObject`) and may publish on its own.
    /// With `ownDeclarationsOnly`, only the class's own declarations and the uses of its own
    /// `objectWillChange` count, not its superclasses'. Without `unresolvedSendsCount`, a use on a
    /// receiver Remodel cannot tell does not count (the answer must be "yes" only when sure).
    package static func publishes(_ id: TypeID, _ index: ProjectIndex, ownDeclarationsOnly: Bool = false, unresolvedSendsCount: Bool = true) -> Bool {
        let semantics = index.semantics
        // The first type the chain's root inherits, when outside the project: `NSObject`, or a
        // protocol (`ObservableObject` itself). Another SDK base class may publish on its own.
        if let external = semantics.externalSuperclass(of: id), !Self.harmlessExternalBases.contains(external) { return true }
        let chain = ownDeclarationsOnly ? [ResolvedType(id: id)] : semantics.classChain(ResolvedType(id: id))
        let publishing: Set<String> = ["Published", "AppStorage", "SceneStorage"]
        for link in chain {
            for part in index.declarationParts(of: link.id) {
                for property in part.declaration.properties {
                    if property.name == "objectWillChange" { return true }
                    // The facts' attribute names settle the built-in wrappers and properties without one.
                    if property.attributes.contains(where: publishing.contains) { return true }
                    guard !property.attributes.isEmpty else { continue }
                    let scope = semantics.scope(of: property.decl, enclosing: part.declaration.qualifiedName)
                    for element in property.decl.attributes {
                        guard let attribute = element.as(AttributeSyntax.self) else { continue }
                        if let name = TypeNames.baseName(of: attribute.attributeName), publishing.contains(name) { return true }
                        if let wrapper = semantics.resolve(attribute.attributeName, in: scope).resolved, reachesEnclosingInstance(wrapper.id, index) { return true }
                    }
                }
            }
        }
        let chainIDs = Set(chain.map(\.id))
        let uses = index.memoized("Publishing.objectWillChangeOwners") { ObjectWillChangeOwners($0) }
        if unresolvedSendsCount && uses.unresolvedWithReceiver { return true }
        return !chainIDs.isDisjoint(with: ownDeclarationsOnly ? uses.owners : uses.ownersAndTheirSuperclasses)
    }

    /// Every `objectWillChange` use's receiver typed once per run (each class asked about used to
    /// type every use in the project again).
    private struct ObjectWillChangeOwners: Sendable {
        /// The types whose `objectWillChange` is used.
        let owners: Set<TypeID>
        /// Those types and every class in their chains.
        let ownersAndTheirSuperclasses: Set<TypeID>
        /// Some `x.objectWillChange` has a receiver whose type Remodel cannot tell.
        let unresolvedWithReceiver: Bool

        init(_ index: ProjectIndex) {
            let semantics = index.semantics
            var owners = Set<TypeID>()
            var chains = Set<TypeID>()
            var unresolved = false
            for use in index.objectWillChangeUses {
                let scope = Scope(file: use.file.path, enclosing: use.fact.ownerType)
                guard let owner = semantics.receiverType(use.fact.receiver, in: scope) else {
                    if use.fact.hasReceiver { unresolved = true }
                    continue
                }
                owners.insert(owner.id)
                chains.formUnion(semantics.classChain(owner).map(\.id))
            }
            self.owners = owners
            self.ownersAndTheirSuperclasses = chains.union(owners)
            self.unresolvedWithReceiver = unresolved
        }
    }

    static let harmlessExternalBases: Set<String> = [
        "NSObject", "ObservableObject", "Combine.ObservableObject", "Identifiable", "Equatable", "Hashable", "Sendable",
        "AnyObject", "CustomStringConvertible", "Codable", "Encodable", "Decodable",
    ]

    /// A property wrapper with a `static subscript(_enclosingInstance:…)`, which `@Published` uses
    /// to publish through its owner's `objectWillChange`.
    package static func reachesEnclosingInstance(_ wrapper: TypeID, _ index: ProjectIndex) -> Bool {
        guard index.semantics.attributes(of: wrapper).contains("propertyWrapper") else { return false }
        return index.declarationParts(of: wrapper).contains { part in
            part.declaration.memberBlock?.members.contains { member in
                member.decl.as(SubscriptDeclSyntax.self)?.parameterClause.parameters.first?.firstName.text == "_enclosingInstance"
            } == true
        }
    }
}
