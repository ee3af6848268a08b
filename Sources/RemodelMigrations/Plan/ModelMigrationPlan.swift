import Foundation
import RemodelCore
import RemodelRules
import RemodelProject

/// The migration plan for a workspace (`remodel plan`): the model graph, each class's
/// classification, the stages in the order seed 003 recommends, cycles, blockers and the static
/// impact estimate.
///
/// Stages: leaf models first, then environment-injected models, then models that hold other
/// models. Within a stage, dependencies come before dependents and superclasses before
/// subclasses. A class is moved to a later stage when a model it holds is migrated in that stage
/// (a dependency on a class that stays `ObservableObject` does not delay it: an `@Observable`
/// class may hold an `ObservableObject`). A class hierarchy migrates as one unit (so do the
/// classes passed to one generic `T: ObservableObject` the migration converts), and models that
/// hold each other (cycles) are grouped in one stage and reported.
///
/// The stages come from the migration's own decisions (`MigrationDecisions`): stage N is exactly
/// the set of classes `remodel migrate --stage N` migrates. Classes the migration keeps as
/// `ObservableObject` are not staged: Combine-driven ones (seed 003: last, or never) and blocked
/// ones are listed with their `KeepReason`; already-`@Observable` classes are not staged either.
public struct ModelMigrationPlan: Sendable, Codable {
    /// Every model class, sorted by name.
    public let models: [ModelNode]
    public let stages: [PlanStage]
    public let cycles: [PlanCycle]
    /// Generic code requiring `ObservableObject` that is not tied to one class.
    public let genericConstraints: [PlanSite]
    public let impact: ImpactEstimate
    public let fileCount: Int
    /// The Composable Architecture features and their migration order, when the project uses TCA.
    public let tca: TCAPlan?

    /// The classes of stage `n` (1-based), for `remodel migrate --stage N`; empty when there is no such stage.
    public func classes(inStage n: Int) -> Set<String> {
        guard n >= 1, n <= stages.count else { return [] }
        return Set(stages[n - 1].classes)
    }

    public func model(named name: String) -> ModelNode? { models.first { $0.name == name } }

    public var blocked: [ModelNode] { models.filter { $0.classification == .blocked } }
    /// Combine-driven classes, kept as `ObservableObject` (not staged).
    public var combineDriven: [ModelNode] { models.filter { $0.classification == .combineDriven } }
    public var alreadyMigrated: [ModelNode] { models.filter { $0.classification == .alreadyMigrated } }
    public var observableObjectCount: Int { models.count { $0.kind == .observableObject } }

    /// Builds the plan for a workspace. With `useMigrationEngine` (the default) the plan stages
    /// the migration's decisions (`ObservableMigration.decide()`, which computes no edits): the
    /// classes it keeps are Combine-driven or blocked for its `KeepReason`s, and
    /// `remodel migrate --stage N` migrates exactly stage N.
    public init(workspace: Workspace, useMigrationEngine: Bool = true) {
        self.init(index: workspace.index, decisions: useMigrationEngine ? ObservableMigration(workspace: workspace).decide() : nil)
    }

    /// Builds the plan from an index and the migration's decisions; without them the plan detects
    /// Combine-driven and blocked classes itself (an approximation `migrate` does not follow).
    public init(index: ProjectIndex, decisions: MigrationDecisions? = nil) {
        let graph = PlanGraphBuilder(index: index).build()
        var nodes = graph.nodes
        Self.classify(&nodes, decisions: decisions)
        let staging = PlanStager(nodes: nodes, units: Self.units(nodes, decisions: decisions)).stage()
        self.models = staging.nodes
        self.stages = staging.stages
        self.cycles = staging.cycles
        self.genericConstraints = graph.genericConstraints
        self.impact = ImpactEstimator(index: index).estimate(models: staging.nodes)
        self.fileCount = index.files.count
        let inventory = TCAInventory(index: index)
        self.tca = inventory.isTCA ? TCAPlan(inventory: inventory, stages: index.tca.migrationStages()) : nil
    }

    // MARK: Classification

    package static func classify(_ nodes: inout [ModelNode], decisions: MigrationDecisions?) {
        let byName = Dictionary(uniqueKeysWithValues: nodes.map { ($0.name, $0) })
        for offset in nodes.indices {
            var node = nodes[offset]
            let pending = node.dependencies.filter { byName[$0.target]?.kind == .observableObject }
            var classification: ModelClassification
            if node.kind == .observable {
                classification = .alreadyMigrated
            } else if !node.blockers.isEmpty {
                classification = .blocked
            } else if !node.combineSites.isEmpty {
                classification = .combineDriven
            } else if node.isEnvironmentShared {
                classification = .environmentInjected
            } else if !pending.isEmpty {
                classification = .dependsOnOthers
            } else {
                classification = .leaf
            }
            var engineReasons: [String] = []
            let decided = node.kind == .observableObject ? decisions?.decisions(named: node.name) ?? [] : []
            if let decisions, node.kind == .observableObject {
                let kept = decided.flatMap(\.disposition.keepReasons)
                if decided.isEmpty {
                    // The plan sees an ObservableObject class the migration does not rewrite.
                    classification = .blocked
                    engineReasons = ["kept as ObservableObject: remodel migrate finds no ObservableObject class declaration of it to rewrite"]
                } else if decided.contains(where: { !$0.disposition.migrates }) {
                    classification = isCombineDriven(kept, decisions: decisions) ? .combineDriven : .blocked
                    engineReasons = kept.map { "kept as ObservableObject: \($0)" }
                } else {
                    if classification == .blocked || classification == .combineDriven {
                        classification = node.isEnvironmentShared ? .environmentInjected : (pending.isEmpty ? .leaf : .dependsOnOthers)
                        node.blockers = []
                        node.combineSites = []
                    }
                    engineReasons = decided.flatMap(\.disposition.reasons).map { "follow-up after migrating: " + $0 }
                }
            }
            node.classification = classification
            // When the engine decided, its reasons replace the plan's own Combine/blocker findings.
            node.reasons = engineReasons + reasons(for: node, pending: pending, includeDetected: decided.isEmpty && decisions == nil)
            nodes[offset] = node
        }
        // The migration's decisions already keep a class hierarchy (or classes sharing an
        // ObservableObject protocol) together; the plan's own detection does it here: a kept
        // member keeps the others — Combine-driven when it is Combine-driven.
        guard decisions == nil else { return }
        for unit in hierarchyUnits(nodes).values where unit.count > 1 {
            for kind in [ModelClassification.blocked, .combineDriven] {
                let holding = unit.filter { nodes[$0].classification == kind }
                guard !holding.isEmpty else { continue }
                let names = holding.map { nodes[$0].name }.sorted().joined(separator: ", ")
                for member in unit {
                    let current = nodes[member].classification
                    guard current != .blocked, current != .alreadyMigrated, current != kind else { continue }
                    nodes[member].classification = kind
                    nodes[member].reasons.insert("migrates together with \(kind.label) \(names) (same class hierarchy or ObservableObject protocol)", at: 0)
                }
            }
        }
    }

    /// Kept for a Combine pipeline, or kept with a class of its hierarchy (or whose objectWillChange
    /// it relays) that is (seed 003: such a class may stay `ObservableObject`; every other reason
    /// needs a person first).
    package static func isCombineDriven(_ reasons: [KeepReason], decisions: MigrationDecisions) -> Bool {
        if reasons.contains(where: \.isCombineDriven) { return true }
        let others = reasons.compactMap { reason -> String? in
            if case .keptWith(let other) = reason { return other }
            if case .relaysKeptObjectWillChange(let source, _) = reason { return source }
            return nil
        }
        guard !others.isEmpty, others.count == reasons.count else { return false }
        return others.allSatisfy { other in
            decisions.decisions(named: other).contains { $0.disposition.keepReasons.contains(where: \.isCombineDriven) }
        }
    }

    /// Representative name → indices of the classes that migrate together. With the migration's
    /// decisions, its units (class hierarchies, `ObservableObject` protocol groups, classes sharing
    /// a converted generic constraint) joined with the plan's hierarchy units; without them, the
    /// plan's hierarchy units.
    package static func units(_ nodes: [ModelNode], decisions: MigrationDecisions?) -> [String: [Int]] {
        let hierarchy = hierarchyUnits(nodes)
        guard let decisions else { return hierarchy }
        var parent = Array(nodes.indices)
        func find(_ item: Int) -> Int {
            var item = item
            while parent[item] != item { item = parent[item] }
            return item
        }
        func union(_ a: Int, _ b: Int) {
            let (ra, rb) = (find(a), find(b))
            if ra != rb { parent[max(ra, rb)] = min(ra, rb) }
        }
        for members in hierarchy.values { for member in members.dropFirst() { union(members[0], member) } }
        var byUnit: [Int: Int] = [:]
        for (offset, node) in nodes.enumerated() where node.kind == .observableObject {
            for decision in decisions.decisions(named: node.name) {
                if let other = byUnit[decision.unit] { union(offset, other) } else { byUnit[decision.unit] = offset }
            }
        }
        var units: [String: [Int]] = [:]
        for (offset, node) in nodes.enumerated() where node.kind == .observableObject {
            units[nodes[find(offset)].name, default: []].append(offset)
        }
        return units
    }

    /// Representative name → indices of the `ObservableObject` classes that migrate together: a
    /// class hierarchy, and classes sharing a project protocol that refines `ObservableObject`.
    package static func hierarchyUnits(_ nodes: [ModelNode]) -> [String: [Int]] {
        let indexByName = Dictionary(uniqueKeysWithValues: nodes.enumerated().map { ($1.name, $0) })
        var parent = Array(nodes.indices)
        func find(_ item: Int) -> Int {
            var item = item
            while parent[item] != item {
                parent[item] = parent[parent[item]]
                item = parent[item]
            }
            return item
        }
        func union(_ a: Int, _ b: Int) {
            let (ra, rb) = (find(a), find(b))
            if ra != rb { parent[max(ra, rb)] = min(ra, rb) }
        }
        var byProtocol: [String: Int] = [:]
        for (offset, node) in nodes.enumerated() where node.kind == .observableObject {
            if let superclass = node.superclass, let other = indexByName[superclass], nodes[other].kind == .observableObject {
                union(offset, other)
            }
            for proto in node.observableObjectProtocols {
                if let other = byProtocol[proto] { union(offset, other) } else { byProtocol[proto] = offset }
            }
        }
        var units: [String: [Int]] = [:]
        for (offset, node) in nodes.enumerated() where node.kind == .observableObject {
            units[nodes[find(offset)].name, default: []].append(offset)
        }
        return units
    }

    package static func reasons(for node: ModelNode, pending: [ModelDependency], includeDetected: Bool) -> [String] {
        var reasons: [String] = []
        if includeDetected {
            reasons += node.blockers.map { "\($0.reason) (\($0.location))" }
            reasons += node.combineSites.map { "\($0.reason) (\($0.location))" }
        }
        for site in node.injections {
            let owner = site.owner.map { " in \($0)" } ?? ""
            reasons.append("injected with .\(site.api)(…)\(owner) [\(site.level.rawValue)] (\(site.file):\(site.line))")
        }
        let readers = node.environmentReaders
        if !readers.isEmpty {
            let shown = readers.prefix(4).joined(separator: ", ")
            let more = readers.count > 4 ? " (+\(readers.count - 4) more)" : ""
            reasons.append("read from the environment by \(shown)\(more)")
        }
        var seenTargets = Set<String>()
        for dependency in node.dependencies where seenTargets.insert(dependency.target).inserted {
            let all = node.dependencies.filter { $0.target == dependency.target }.map(\.phrase)
            reasons.append("holds \(dependency.target) (\(all.joined(separator: ", ")); \(dependency.file):\(dependency.line))")
        }
        if let superclass = node.superclass { reasons.append("subclass of \(superclass); migrates with its hierarchy") }
        if !node.subclasses.isEmpty { reasons.append("superclass of \(node.subclasses.sorted().joined(separator: ", ")); migrates with its hierarchy") }
        if node.kind == .observable { reasons.insert("already @Observable", at: 0) }
        for proto in node.observableObjectProtocols { reasons.append("conforms to \(proto), which refines ObservableObject") }
        if node.kind == .observableObject && pending.isEmpty && node.superclass == nil && node.subclasses.isEmpty
            && node.blockers.isEmpty && node.combineSites.isEmpty && !node.isEnvironmentShared {
            reasons.append(node.dependencies.isEmpty ? "holds no other model" : "holds only models that are already @Observable")
        }
        return reasons
    }
}

/// Groups classes into stages: hierarchy units, strongly connected components (cycles), stage
/// promotion along dependencies, and a deterministic topological order inside each stage.
package struct PlanStager {
    package var nodes: [ModelNode]
    /// Classes that migrate together (`ModelMigrationPlan.units`).
    package var units: [String: [Int]]

    package init(nodes: [ModelNode], units: [String: [Int]]? = nil) {
        self.nodes = nodes
        self.units = units ?? ModelMigrationPlan.hierarchyUnits(nodes)
    }

    package struct Result {
        package let nodes: [ModelNode]
        package let stages: [PlanStage]
        package let cycles: [PlanCycle]
    }

    package func stage() -> Result {
        var nodes = self.nodes
        let indexByName = Dictionary(uniqueKeysWithValues: nodes.enumerated().map { ($1.name, $0) })
        // Units: classes that migrate together, of those staged (not kept, not migrated).
        let staged = Set(nodes.indices.filter { nodes[$0].classification.stageRank != nil })
        var unitOf: [Int: Int] = [:]
        var units: [[Int]] = []
        for (_, members) in self.units.sorted(by: { $0.key < $1.key }) {
            let members = members.filter(staged.contains)
            guard !members.isEmpty else { continue }
            for member in members { unitOf[member] = units.count }
            units.append(members)
        }
        // Unit edges: dependent → dependency.
        var edges = Array(repeating: Set<Int>(), count: units.count)
        for (unit, members) in units.enumerated() {
            for member in members {
                for dependency in nodes[member].dependencies {
                    guard let target = indexByName[dependency.target], let targetUnit = unitOf[target], targetUnit != unit else { continue }
                    edges[unit].insert(targetUnit)
                }
            }
        }
        let components = Self.stronglyConnectedComponents(count: units.count, edges: edges)
        var componentOf = Array(repeating: 0, count: units.count)
        for (offset, component) in components.enumerated() { for unit in component { componentOf[unit] = offset } }
        // Components come out dependencies first, so each one's dependencies already have a rank.
        var rank = Array(repeating: 0, count: components.count)
        for (offset, component) in components.enumerated() {
            var value = component.flatMap { units[$0] }.compactMap { nodes[$0].classification.stageRank }.max() ?? 0
            for unit in component {
                for target in edges[unit] where componentOf[target] != offset {
                    value = max(value, rank[componentOf[target]])
                }
            }
            rank[offset] = value
        }
        // Stage numbers: the ranks in use, compacted to 1…n.
        let usedRanks = Array(Set(rank)).sorted()
        var stages: [PlanStage] = []
        var cycles: [PlanCycle] = []
        for (stageOffset, stageRank) in usedRanks.enumerated() {
            let number = stageOffset + 1
            let members = components.indices.filter { rank[$0] == stageRank }
            let ordered = Self.topologicalOrder(members, edges: { component in
                Set(components[component].flatMap { edges[$0] }.map { componentOf[$0] }).filter { $0 != component && rank[$0] == stageRank }
            }, name: { component in components[component].flatMap { units[$0] }.map { nodes[$0].name }.min() ?? "" })
            var classes: [String] = []
            for component in ordered {
                let ordered = components[component].sorted { Self.unitName(units[$0], nodes) < Self.unitName(units[$1], nodes) }
                    .flatMap { Self.hierarchyOrder(units[$0], nodes) }
                classes += ordered.map { nodes[$0].name }
                for member in ordered { nodes[member].stage = number }
                if components[component].count > 1 {
                    let memberSet = Set(ordered)
                    var cycleEdges: [String] = []
                    for member in ordered {
                        var phrases: [String: [String]] = [:]
                        for dependency in nodes[member].dependencies {
                            guard let target = indexByName[dependency.target], memberSet.contains(target), unitOf[target] != unitOf[member] else { continue }
                            phrases[dependency.target, default: []].append(dependency.phrase)
                        }
                        for (target, list) in phrases {
                            cycleEdges.append("\(nodes[member].name) → \(target) (\(list.joined(separator: ", ")))")
                        }
                    }
                    cycles.append(PlanCycle(classes: ordered.map { nodes[$0].name }.sorted(), stage: number, edges: cycleEdges.sorted()))
                    for member in ordered {
                        let others = ordered.filter { $0 != member }.map { nodes[$0].name }.sorted().joined(separator: ", ")
                        nodes[member].reasons.append("in a dependency cycle with \(others); migrated together in stage \(number)")
                    }
                }
            }
            let baseKind = ModelClassification.allCases.first { $0.stageRank == stageRank } ?? .leaf
            for name in classes {
                guard let offset = indexByName[name], let ownRank = nodes[offset].classification.stageRank, ownRank < stageRank else { continue }
                let later = Set(nodes[offset].dependencies.compactMap { indexByName[$0.target] }.filter { nodes[$0].stage == number }.map { nodes[$0].name })
                if !later.isEmpty {
                    nodes[offset].reasons.append("moved to stage \(number): it holds \(later.sorted().joined(separator: ", ")), migrated in this stage")
                } else {
                    let together = components[componentOf[unitOf[offset]!]].flatMap { units[$0] }.filter { $0 != offset }.map { nodes[$0].name }.sorted()
                    nodes[offset].reasons.append("moved to stage \(number) together with \(together.joined(separator: ", "))")
                }
            }
            stages.append(PlanStage(
                number: number, kind: baseKind, title: baseKind.stageTitle, classes: classes,
                files: Self.files(touchedBy: classes.compactMap { indexByName[$0] }.map { nodes[$0] })))
        }
        return Result(nodes: nodes, stages: stages, cycles: cycles.sorted { ($0.stage ?? 0, $0.classes.joined(separator: ",")) < ($1.stage ?? 0, $1.classes.joined(separator: ",")) })
    }

    package static func files(touchedBy classes: [ModelNode]) -> [String] {
        var files = Set<String>()
        for node in classes {
            files.formUnion(node.files)
            files.formUnion(node.views.map(\.file))
            files.formUnion(node.injections.map(\.file))
            files.formUnion(node.combineSites.map(\.file))
        }
        return files.sorted()
    }

    package static func unitName(_ unit: [Int], _ nodes: [ModelNode]) -> String {
        hierarchyOrder(unit, nodes).first.map { nodes[$0].name } ?? ""
    }

    /// Superclasses before subclasses, then by name.
    package static func hierarchyOrder(_ unit: [Int], _ nodes: [ModelNode]) -> [Int] {
        let names = Dictionary(uniqueKeysWithValues: unit.map { (nodes[$0].name, $0) })
        func depth(_ offset: Int) -> Int {
            var depth = 0
            var current = nodes[offset].superclass
            var seen = Set<String>()
            while let name = current, let next = names[name], seen.insert(name).inserted {
                depth += 1
                current = nodes[next].superclass
            }
            return depth
        }
        return unit.sorted { (depth($0), nodes[$0].name) < (depth($1), nodes[$1].name) }
    }

    /// Kahn's algorithm; among ready items the one with the smallest name goes first. Items left in
    /// a cycle (cannot happen for components, kept for safety) are appended by name.
    package static func topologicalOrder(_ items: [Int], edges: (Int) -> Set<Int>, name: (Int) -> String) -> [Int] {
        let itemSet = Set(items)
        var remaining = Dictionary(uniqueKeysWithValues: items.map { ($0, edges($0).intersection(itemSet)) })
        var order: [Int] = []
        while !remaining.isEmpty {
            let ready = remaining.filter { $0.value.isEmpty }.map(\.key)
            guard let next = (ready.isEmpty ? Array(remaining.keys) : ready).min(by: { name($0) < name($1) }) else { break }
            order.append(next)
            remaining[next] = nil
            for key in remaining.keys { remaining[key]?.remove(next) }
        }
        return order
    }

    /// Tarjan's algorithm. Components come out in reverse topological order of the edges
    /// (a component after everything it reaches), members sorted.
    package static func stronglyConnectedComponents(count: Int, edges: [Set<Int>]) -> [[Int]] {
        var indexOf = Array(repeating: -1, count: count)
        var lowLink = Array(repeating: 0, count: count)
        var onStack = Array(repeating: false, count: count)
        var stack: [Int] = []
        var next = 0
        var result: [[Int]] = []
        func connect(_ vertex: Int) {
            indexOf[vertex] = next
            lowLink[vertex] = next
            next += 1
            stack.append(vertex)
            onStack[vertex] = true
            for target in edges[vertex].sorted() {
                if indexOf[target] == -1 {
                    connect(target)
                    lowLink[vertex] = min(lowLink[vertex], lowLink[target])
                } else if onStack[target] {
                    lowLink[vertex] = min(lowLink[vertex], indexOf[target])
                }
            }
            if lowLink[vertex] == indexOf[vertex] {
                var component: [Int] = []
                while let top = stack.popLast() {
                    onStack[top] = false
                    component.append(top)
                    if top == vertex { break }
                }
                result.append(component.sorted())
            }
        }
        for vertex in 0..<count where indexOf[vertex] == -1 { connect(vertex) }
        return result
    }
}

/// The TCA part of the plan: what is left to migrate to `@ObservableState` and in which order.
/// Stages run root first, as TCA's 1.7 migration guide recommends ("migrate from the outside in":
/// a migrated parent can host legacy children, the reverse observes too much), then each stage's
/// children. Apply with `remodel migrate --tca --only FeatureA,FeatureB`.
public struct TCAPlan: Sendable, Codable {
    public let inventory: TCAInventory
    /// Reducer names per stage, root features first.
    public let stages: [[String]]
}
