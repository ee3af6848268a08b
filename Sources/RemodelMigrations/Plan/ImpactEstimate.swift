import SwiftSyntax
import RemodelCore
import RemodelRules
import RemodelProject

/// The static impact estimate: for each `ObservableObject` class, the (view, `@Published` property)
/// pairs where the view observes the object but its body never reads the property. Under
/// `ObservableObject` every change of such a property invalidates the view for nothing; under
/// `@Observable` the view is not invalidated. Counted from source, not measured.
public struct ImpactEstimate: Sendable, Codable {
    public static let note = """
        Static estimate, counted from source (not measured): a pair is a view that observes the object \
        (@StateObject, @ObservedObject or @EnvironmentObject) and a @Published property its body — \
        including the helper properties and methods of the same view type that body calls — never \
        reads. Under ObservableObject each change of that property re-renders the view for nothing; \
        under @Observable it does not.
        """

    /// Ranked: most pairs avoided first.
    public let classes: [ImpactClass]

    public var pairsAvoided: Int { classes.reduce(0) { $0 + $1.pairsAvoided } }
    public var pairs: Int { classes.reduce(0) { $0 + $1.pairs } }
}

public struct ImpactClass: Sendable, Codable {
    public let rank: Int
    public let name: String
    public let file: String
    public let line: Int
    public let publishedProperties: [String]
    public let views: [ImpactView]
    /// Observing views × `@Published` properties.
    public let pairs: Int
    /// Pairs whose view never reads the property.
    public let pairsAvoided: Int
}

public struct ImpactView: Sendable, Codable {
    public let view: String
    public let file: String
    public let line: Int
    /// `@StateObject`, `@ObservedObject`, `@EnvironmentObject` (several when the view observes the
    /// object through more than one property).
    public let wrappers: [String]
    /// `@Published` properties the body reads.
    public let reads: [String]
    /// `@Published` properties the body never reads: the avoidable invalidations.
    public let unread: [String]
}

package struct ImpactEstimator {
    package let index: ProjectIndex
    private let classReads: PlanClassReads

    package init(index: ProjectIndex) {
        self.index = index
        self.classReads = PlanClassReads(index: index)
    }

    package func estimate(models: [ModelNode]) -> ImpactEstimate {
        // View type → its observing wrapper uses of legacy models.
        var observations: [String: [Located<WrapperUse>]] = [:]
        let legacy = Set(models.filter { $0.kind == .observableObject }.map(\.name))
        for use in index.wrapperUses where use.fact.wrapper.isLegacyObjectWrapper {
            guard let type = use.fact.wrappedType, legacy.contains(type), let owner = use.fact.ownerType,
                  index.isView(ProjectIndex.simpleName(owner)) else { continue }
            observations[owner, default: []].append(use)
        }
        // Read each view once, for all the models it observes.
        var readsByView: [String: [String: PlanMemberReads]] = [:]
        for (view, uses) in observations {
            readsByView[view] = PlanViewReads(index: index, view: view, observed: Set(uses.map(\.fact.property.name))).collect()
        }
        var entries: [ImpactClass] = []
        for model in models where model.kind == .observableObject {
            let published = model.publishedProperties
            var views: [ImpactView] = []
            for (view, uses) in observations {
                let mine = uses.filter { $0.fact.wrappedType == model.name }
                guard let first = mine.min(by: { ($0.file.path, $0.fact.property.name) < ($1.file.path, $1.fact.property.name) }) else { continue }
                var read = Set<String>()
                for use in mine {
                    let reads = readsByView[view]?[use.fact.property.name] ?? PlanMemberReads()
                    if reads.all { read.formUnion(published); continue }
                    for member in reads.members {
                        read.formUnion(classReads.published(readBy: member, in: model.name, published: published))
                    }
                }
                views.append(ImpactView(
                    view: ProjectIndex.simpleName(view), file: first.file.path, line: first.file.location(of: first.fact.attribute).line,
                    wrappers: Array(Set(mine.map { "@" + $0.fact.wrapper.rawValue })).sorted(),
                    reads: published.filter(read.contains), unread: published.filter { !read.contains($0) }))
            }
            views.sort { ($0.unread.count, $1.view) > ($1.unread.count, $0.view) }
            let avoided = views.reduce(0) { $0 + $1.unread.count }
            entries.append(ImpactClass(
                rank: 0, name: model.name, file: model.file, line: model.line, publishedProperties: published,
                views: views, pairs: views.count * published.count, pairsAvoided: avoided))
        }
        entries.sort { ($1.pairsAvoided, $1.pairs, $0.name) < ($0.pairsAvoided, $0.pairs, $1.name) }
        let ranked = entries.enumerated().map { offset, entry in
            ImpactClass(rank: offset + 1, name: entry.name, file: entry.file, line: entry.line, publishedProperties: entry.publishedProperties,
                        views: entry.views, pairs: entry.pairs, pairsAvoided: entry.pairsAvoided)
        }
        return ImpactEstimate(classes: ranked)
    }
}

/// What a view reads through one observed property: member names, or everything (`all`) when the
/// object itself is used in a way the estimate cannot follow.
package struct PlanMemberReads {
    package var members = Set<String>()
    package var all = false
}

/// Reads the body of a view type — and the computed properties and methods of the same type (in
/// any of its declarations and extensions) that body reaches — for member accesses on the given
/// observed properties: `model.title`, `self.model.title`, `$model.title`, `model?.title`.
/// Plain assignments `model.title = x` are writes, not reads. Passing the object on to an
/// initializer (`Child(model: model)`) or `.environmentObject(model)` is not a read; any other
/// bare use counts as reading every property (conservative).
package struct PlanViewReads {
    package let index: ProjectIndex
    package let view: String
    package let observed: Set<String>

    package func collect() -> [String: PlanMemberReads] {
        var helpers: [String: [Syntax]] = [:]
        for declaration in index.declarationsAndExtensions(named: ProjectIndex.simpleName(view)) {
            PlanMembers.collectHelpers(of: declaration.declaration, into: &helpers)
        }
        var result: [String: PlanMemberReads] = [:]
        var visited: Set<String> = ["body"]
        var queue = ["body"]
        while let name = queue.popLast() {
            for node in helpers[name] ?? [] {
                let walker = PlanReferenceWalker(viewMode: .sourceAccurate)
                walker.walk(node)
                for reference in walker.references {
                    switch PlanReferences.classify(reference, observed: observed) {
                    case .member(let property, let member):
                        result[property, default: PlanMemberReads()].members.insert(member)
                    case .write:
                        break
                    case .whole(let property, let passedOn):
                        if !passedOn { result[property, default: PlanMemberReads()].all = true }
                    case .other(let name):
                        if helpers[name] != nil, visited.insert(name).inserted { queue.append(name) }
                    }
                }
            }
        }
        return result
    }
}

/// For each model class: which `@Published` properties each of its members reads, following its
/// own computed properties and methods (and those of its superclasses and extensions).
package final class PlanClassReads {
    package let index: ProjectIndex
    private var cache: [String: [String: Set<String>]] = [:]

    package init(index: ProjectIndex) { self.index = index }

    /// The `@Published` properties read when a view accesses `member` on an instance of `type`.
    package func published(readBy member: String, in type: String, published: [String]) -> Set<String> {
        let publishedSet = Set(published)
        if publishedSet.contains(member) { return [member] }
        // `model.$items` (e.g. `.onReceive(model.$items)`): the pipeline follows `items`.
        if member.hasPrefix("$") {
            let property = String(member.dropFirst())
            return publishedSet.contains(property) ? [property] : []
        }
        let table = readTable(for: type, published: publishedSet)
        if let reads = table[member] { return reads }
        if index.property(named: member, in: type) != nil { return [] } // a stored, unpublished property
        if member == "objectWillChange" { return publishedSet } // any change

        return publishedSet // unknown member (protocol extension, framework): assume it reads everything
    }

    private func readTable(for type: String, published: Set<String>) -> [String: Set<String>] {
        if let cached = cache[type] { return cached }
        var helpers: [String: [Syntax]] = [:]
        for name in [type] + index.superclasses(of: type) {
            for declaration in index.declarationsAndExtensions(named: name) {
                PlanMembers.collectHelpers(of: declaration.declaration, into: &helpers)
            }
        }
        var direct: [String: (published: Set<String>, calls: Set<String>)] = [:]
        for (name, nodes) in helpers {
            var reads = Set<String>()
            var calls = Set<String>()
            for node in nodes {
                let walker = PlanReferenceWalker(viewMode: .sourceAccurate)
                walker.walk(node)
                for reference in walker.references {
                    guard let own = PlanReferences.ownMemberName(reference) else { continue }
                    let bare = own.hasPrefix("$") ? String(own.dropFirst()) : own
                    if published.contains(bare) { reads.insert(bare) }
                    else if helpers[own] != nil { calls.insert(own) }
                }
            }
            direct[name] = (reads, calls)
        }
        var table: [String: Set<String>] = [:]
        for name in helpers.keys {
            var reads = Set<String>()
            var seen: Set<String> = [name]
            var queue = [name]
            while let next = queue.popLast() {
                guard let entry = direct[next] else { continue }
                reads.formUnion(entry.published)
                for call in entry.calls where seen.insert(call).inserted { queue.append(call) }
            }
            table[name] = reads
        }
        cache[type] = table
        return table
    }
}

package enum PlanMembers {
    /// Computed properties (and stored ones with observers) and methods: name → bodies.
    package static func collectHelpers(of type: TypeDeclaration, into helpers: inout [String: [Syntax]]) {
        for member in type.memberBlock?.members ?? [] {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let accessors = binding.accessorBlock else { continue }
                    helpers[name, default: []].append(Syntax(accessors))
                }
            } else if let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body {
                helpers[function.name.text, default: []].append(Syntax(body))
            } else if let subscriptDecl = member.decl.as(SubscriptDeclSyntax.self), let accessors = subscriptDecl.accessorBlock {
                helpers["subscript", default: []].append(Syntax(accessors))
            }
        }
    }
}

/// Every `DeclReferenceExprSyntax` in a subtree (not entering nested type declarations).
package final class PlanReferenceWalker: MemberBodyVisitor {
    package var references: [DeclReferenceExprSyntax] = []

    package override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        references.append(node)
        return .skipChildren
    }
}

package enum PlanReferences {
    package enum Use {
        /// `model.member` (a read, or a mutation of a member's contents).
        case member(property: String, member: String)
        /// `model.member = value`.
        case write
        /// The object itself; `passedOn` when handed to an initializer or the environment.
        case whole(property: String, passedOn: Bool)
        /// Any other name (maybe a helper of the same type).
        case other(String)
    }

    /// The name a reference denotes when it is bare (`x`) or on `self` (`self.x`); nil for `other.x`.
    package static func ownMemberName(_ reference: DeclReferenceExprSyntax) -> String? {
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
            guard let base = member.base, ObservationReceiverTypes.isSelf(base) else { return nil }
        }
        return reference.baseName.text
    }

    package static func classify(_ reference: DeclReferenceExprSyntax, observed: Set<String>) -> Use {
        guard let name = ownMemberName(reference) else { return .other("") }
        let property = name.hasPrefix("$") ? String(name.dropFirst()) : name
        guard observed.contains(property) else { return .other(name) }
        var outer = Syntax(reference)
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id { outer = Syntax(member) }
        while let parent = outer.parent, parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) {
            outer = parent
        }
        if let access = outer.parent?.as(MemberAccessExprSyntax.self), access.base?.id == outer.id {
            if isAssignmentTarget(ExprSyntax(access)) { return .write }
            return .member(property: property, member: access.declName.baseName.text)
        }
        return .whole(property: property, passedOn: isPassedOn(outer))
    }

    /// `x = value` where `x` is this expression (folded or unfolded sequence).
    package static func isAssignmentTarget(_ expression: ExprSyntax) -> Bool {
        if let list = expression.parent?.as(ExprListSyntax.self) {
            var iterator = list.makeIterator()
            while let element = iterator.next() {
                if element.id == expression.id { return iterator.next()?.is(AssignmentExprSyntax.self) == true }
            }
            return false
        }
        if let infix = expression.parent?.as(InfixOperatorExprSyntax.self), infix.leftOperand.id == expression.id {
            return infix.operator.is(AssignmentExprSyntax.self)
        }
        return false
    }

    /// An argument of `Type(...)`, `.environmentObject(...)` or `.environment(...)`.
    package static func isPassedOn(_ node: Syntax) -> Bool {
        guard let argument = node.parent?.as(LabeledExprSyntax.self),
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return false }
        if TypeNames.constructedType(call) != nil { return true }
        let name = FileIndexer.calleeName(call.calledExpression)
        return name == "environmentObject" || name == "environment"
    }
}
