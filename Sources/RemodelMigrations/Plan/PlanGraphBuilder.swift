import SwiftSyntax
import RemodelCore
import RemodelRules
import RemodelProject

/// Builds the model graph from the project index: one node per `ObservableObject` or `@Observable`
/// class, its dependencies on other models, environment injection sites, the views attached to it,
/// Combine sites and blockers. Classification and staging happen in `ModelMigrationPlan`.
package struct PlanGraphBuilder {
    package let index: ProjectIndex

    package struct Graph {
        package let nodes: [ModelNode]
        /// Generic code requiring `ObservableObject` itself, not tied to one class.
        package let genericConstraints: [PlanSite]
    }

    package func build() -> Graph {
        let names = index.typesByName.keys.filter { name in
            index.isClass(name) && index.isModelClass(name)
        }.sorted()
        let modelNames = Set(names)
        let refining = observableObjectProtocols().subtracting(["ObservableObject"])
        var nodes: [String: ModelNode] = [:]
        for name in names {
            nodes[name] = node(for: name, models: modelNames, refiningProtocols: refining)
        }
        for name in names {
            if let superclass = nodes[name]?.superclass { nodes[superclass]?.subclasses.append(name) }
        }
        attachViews(to: &nodes)
        attachInjections(to: &nodes)
        attachCombineSites(to: &nodes)
        let sites = constraintSites()
        attachGenericConstraintBlockers(sites.filter { $0.constraint != "ObservableObject" }, to: &nodes)
        let generic = sites.filter { $0.constraint == "ObservableObject" }.map {
            PlanSite(reason: "generic code requires ObservableObject (\($0.text)); a class used here must stay ObservableObject or the constraint must change to Observable",
                     file: $0.file, line: $0.line)
        }
        return Graph(nodes: names.compactMap { nodes[$0] }, genericConstraints: generic)
    }

    // MARK: Nodes

    private func node(for name: String, models: Set<String>, refiningProtocols: Set<String>) -> ModelNode {
        let declarations = index.declarationsAndExtensions(named: name)
        let primary = declarations.filter { $0.declaration.kind == .class }
            .min { ($0.file.path, $0.declaration.nameToken.position) < ($1.file.path, $1.declaration.nameToken.position) }!
        let location = primary.file.location(of: primary.declaration.nameTokenPosition)
        let kind: ModelKind = index.isObservableObject(name) ? .observableObject : .observable
        let superclass = index.superclasses(of: name).first.flatMap { models.contains($0) ? $0 : nil }
        var published: [String] = []
        for property in index.properties(of: name) where property.hasAttribute("Published") && !published.contains(property.name) {
            published.append(property.name)
        }
        var blockers: [PlanSite] = []
        if let external = externalSuperclass(of: name) {
            blockers.append(PlanSite(
                reason: "inherits from '\(external)', a class outside the project: Remodel cannot tell whether it can become @Observable",
                file: primary.file.path, line: location.line))
        }
        return ModelNode(
            name: name, kind: kind, file: primary.file.path, line: location.line,
            files: Array(Set(declarations.map(\.file.path))).sorted(),
            superclass: superclass, subclasses: [],
            observableObjectProtocols: index.conformances(of: name).intersection(refiningProtocols).sorted(),
            publishedProperties: published,
            dependencies: dependencies(of: name, in: declarations, models: models),
            injections: [], views: [], combineSites: [], blockers: blockers,
            classification: .leaf, reasons: [], stage: nil)
    }

    /// The framework base class, at the root of the class's project chain, that `@Observable`
    /// is not known to work on (`FrameworkInheritance`, the migration's rule).
    private func externalSuperclass(of name: String) -> String? {
        let root = index.superclasses(of: name).last ?? name
        guard let candidate = index.externalSuperclassCandidate(of: root),
              FrameworkInheritance.classify(candidate) == .incompatibleBaseClass else { return nil }
        return candidate
    }

    /// Stored properties and initializer parameters whose type mentions another model class.
    private func dependencies(of name: String, in declarations: [IndexedType], models: Set<String>) -> [ModelDependency] {
        var result: [ModelDependency] = []
        var seen = Set<ModelDependency>()
        func add(_ targets: [String], via: ModelDependency.Via, member: String, file: SourceFile, node: some SyntaxProtocol) {
            for target in targets where target != name && models.contains(target) {
                let dependency = ModelDependency(target: target, via: via, member: member, file: file.path, line: file.location(of: node).line)
                if seen.insert(dependency).inserted { result.append(dependency) }
            }
        }
        for declaration in declarations where declaration.declaration.kind == .class || declaration.declaration.kind == .extension {
            for property in declaration.declaration.properties where property.isStored && !property.isStatic {
                var targets = property.typeAnnotation.map(Self.typeNames(in:)) ?? []
                if targets.isEmpty, let inferred = property.typeName { targets = [inferred] }
                add(targets, via: .storedProperty, member: property.name, file: declaration.file, node: property.binding)
            }
            for member in declaration.declaration.memberBlock?.members ?? [] {
                guard let initializer = member.decl.as(InitializerDeclSyntax.self) else { continue }
                for parameter in initializer.signature.parameterClause.parameters {
                    let member = (parameter.secondName ?? parameter.firstName).text
                    add(Self.typeNames(in: parameter.type), via: .initializerParameter, member: member, file: declaration.file, node: parameter)
                }
            }
        }
        return result
    }

    /// Every type name written in a type: `[Deck]`, `Deck?`, `[String: Deck]`, `Box<Deck>` → includes `Deck`.
    package static func typeNames(in type: TypeSyntax) -> [String] {
        type.tokens(viewMode: .sourceAccurate).compactMap { token in
            if case .identifier(let text) = token.tokenKind { return text }
            return nil
        }
    }

    // MARK: Views

    private func attachViews(to nodes: inout [String: ModelNode]) {
        for use in index.wrapperUses {
            guard let type = use.fact.wrappedType, nodes[type] != nil, let owner = use.fact.ownerType,
                  index.isView(ProjectIndex.simpleName(owner)) else { continue }
            let relation: ViewAttachment.Relation
            switch use.fact.wrapper {
            case .stateObject: relation = .owns
            case .state: relation = nodes[type]?.kind == .observable ? .owns : .holds
            case .observedObject, .bindable: relation = .observes
            case .environmentObject, .environment: relation = .environment
            }
            let line = use.file.location(of: use.fact.attribute).line
            nodes[type]?.views.append(ViewAttachment(
                view: ProjectIndex.simpleName(owner), property: use.fact.property.name, wrapper: "@" + use.fact.wrapper.rawValue,
                relation: relation, file: use.file.path, line: line))
        }
        for name in nodes.keys {
            nodes[name]?.views.sort { ($0.file, $0.line, $0.property) < ($1.file, $1.line, $1.property) }
        }
    }

    // MARK: Environment

    private func attachInjections(to nodes: inout [String: ModelNode]) {
        let roots = rootViews()
        for injection in index.injections {
            guard let type = index.resolvedType(of: injection.fact), nodes[type] != nil else { continue }
            let owner = injection.fact.ownerType.map(ProjectIndex.simpleName)
            let level: EnvironmentSite.Level
            if let owner {
                let conformances = index.conformances(of: owner)
                if conformances.contains("App") { level = .app }
                else if conformances.contains("Scene") { level = .scene }
                else if roots.contains(owner) { level = .rootView }
                else { level = .view }
            } else {
                level = .other
            }
            let line = injection.line
            nodes[type]?.injections.append(EnvironmentSite(
                owner: owner, level: level, api: injection.fact.kind.rawValue, file: injection.file.path, line: line))
        }
        for name in nodes.keys {
            nodes[name]?.injections.sort { ($0.file, $0.line) < ($1.file, $1.line) }
        }
    }

    /// Views constructed directly inside an `App` or `Scene` body.
    private func rootViews() -> Set<String> {
        var result = Set<String>()
        for declarations in index.typesByName.values {
            for type in declarations {
                let conformances = index.conformances(of: type.declaration.name)
                guard conformances.contains("App") || conformances.contains("Scene"), let members = type.declaration.memberBlock else { continue }
                let finder = PlanConstructedTypeFinder(viewMode: .sourceAccurate)
                finder.walk(members)
                for name in finder.names where index.isView(name) { result.insert(name) }
            }
        }
        return result
    }

    // MARK: Combine and objectWillChange

    private func attachCombineSites(to nodes: inout [String: ModelNode]) {
        for projection in index.publisherProjections {
            let type = ObservationReceiverTypes.type(ofReceiver: projection.fact.receiver, owner: projection.fact.ownerType, index: index)
            guard let type, nodes[type]?.kind == .observableObject,
                  let property = index.property(named: projection.fact.property, in: type), property.hasAttribute("Published") else { continue }
            let file = projection.file
            let line = file.location(of: projection.fact.tokenPosition).line
            let owner = projection.fact.ownerType.map(ProjectIndex.simpleName)
            let how = Self.enclosingCallName(of: projection.fact.token).map { $0 == "onReceive" ? " with .onReceive" : "" } ?? ""
            let place = owner == nil || owner == type ? "" : " in \(owner!)"
            nodes[type]?.combineSites.append(PlanSite(
                reason: "'$\(projection.fact.property)' drives a Combine pipeline\(how)\(place)", file: file.path, line: line))
        }
        for use in index.objectWillChangeUses where !use.fact.isSend {
            let owner = use.fact.ownerType.map(ProjectIndex.simpleName)
            let line = use.file.location(of: use.fact.tokenPosition).line
            if let receiver = use.fact.receiver, !ObservationReceiverTypes.isSelf(receiver) {
                guard let type = ObservationReceiverTypes.type(of: receiver, owner: use.fact.ownerType, index: index),
                      nodes[type]?.kind == .observableObject else { continue }
                if let owner, owner == type || index.superclasses(of: owner).contains(type) { continue }
                nodes[type]?.blockers.append(PlanSite(
                    reason: "'\(owner ?? "code")' subscribes to its objectWillChange; @Observable has no objectWillChange publisher",
                    file: use.file.path, line: line))
            } else if let owner, nodes[owner]?.kind == .observableObject {
                // Any use of its own publisher other than `.send()` is a subscription.
                nodes[owner]?.combineSites.append(PlanSite(
                    reason: "subscribes to its own objectWillChange", file: use.file.path, line: line))
            }
        }
        for name in nodes.keys {
            nodes[name]?.combineSites.sort { ($0.file, $0.line, $0.reason) < ($1.file, $1.line, $1.reason) }
            nodes[name]?.blockers.sort { ($0.file, $0.line, $0.reason) < ($1.file, $1.line, $1.reason) }
        }
    }

    /// `onReceive` for `.onReceive(model.$x)`; the name of the call whose argument contains the token.
    package static func enclosingCallName(of token: TokenSyntax) -> String? {
        var current = token.parent
        while let node = current {
            if node.is(CodeBlockItemSyntax.self) || node.is(MemberBlockItemSyntax.self) { return nil }
            if node.is(LabeledExprSyntax.self), let call = node.parent?.parent?.as(FunctionCallExprSyntax.self) {
                return FileIndexer.calleeName(call.calledExpression)
            }
            current = node.parent
        }
        return nil
    }

    // MARK: Generic constraints

    private struct ConstraintSite {
        let constraint: String
        let text: String
        let file: String
        let line: Int
    }

    /// `ObservableObject` and the project protocols that refine it.
    private func observableObjectProtocols() -> Set<String> {
        var result: Set<String> = ["ObservableObject"]
        for (name, declarations) in index.typesByName where declarations.contains(where: { $0.declaration.kind == .protocol }) {
            if index.conforms(name, to: "ObservableObject") { result.insert(name) }
        }
        return result
    }

    private func constraintSites() -> [ConstraintSite] {
        let names = observableObjectProtocols()
        var sites: [ConstraintSite] = []
        for file in index.files where names.contains(where: { file.mentions($0) }) {
            let finder = PlanConstraintFinder(names: names)
            finder.walk(file.tree)
            for (constraint, node) in finder.found {
                sites.append(ConstraintSite(constraint: constraint, text: node.trimmedDescription, file: file.path, line: file.location(of: node).line))
            }
        }
        return sites.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
    }

    private func attachGenericConstraintBlockers(_ sites: [ConstraintSite], to nodes: inout [String: ModelNode]) {
        guard !sites.isEmpty else { return }
        for name in nodes.keys where nodes[name]?.kind == .observableObject {
            let conformances = index.conformances(of: name)
            for site in sites where conformances.contains(site.constraint) {
                nodes[name]?.blockers.append(PlanSite(
                    reason: "conforms to '\(site.constraint)', which refines ObservableObject and constrains generic code (\(site.text))",
                    file: site.file, line: site.line))
            }
        }
    }
}

/// Type names constructed with `T(...)` in a subtree.
package final class PlanConstructedTypeFinder: SyntaxVisitor {
    package var names = Set<String>()
    package override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let type = TypeNames.constructedType(node) { names.insert(type) }
        return .visitChildren
    }
}

/// Generic parameters, `where` clauses and `some`/`any` types naming one of `names`.
package final class PlanConstraintFinder: SyntaxVisitor {
    package let names: Set<String>
    package var found: [(String, Syntax)] = []

    package init(names: Set<String>) {
        self.names = names
        super.init(viewMode: .sourceAccurate)
    }

    private func record(_ type: TypeSyntax?, at node: some SyntaxProtocol) {
        guard let type else { return }
        for name in PlanGraphBuilder.typeNames(in: type) where names.contains(name) {
            found.append((name, Syntax(node)))
        }
    }

    package override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind {
        record(node.inheritedType, at: node)
        return .skipChildren
    }

    package override func visit(_ node: ConformanceRequirementSyntax) -> SyntaxVisitorContinueKind {
        record(node.rightType, at: node)
        return .skipChildren
    }

    package override func visit(_ node: SomeOrAnyTypeSyntax) -> SyntaxVisitorContinueKind {
        record(node.constraint, at: node)
        return .skipChildren
    }
}
