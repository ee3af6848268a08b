import Foundation
import RemodelCore
import RemodelRules
import RemodelProject

/// `remodel plan --format json`. Schema (version 1; fields are only ever added; keys sorted;
/// optional fields are absent when they have no value):
///
/// ```
/// {
///   "version": 1, "tool": "remodel",
///   "summary": { "files", "models", "observableObject", "alreadyMigrated", "stages", "blocked",
///                "combineDriven", "cycles", "pairs", "pairsAvoided" },              // all Int
///   // stage N's classes are exactly those `remodel migrate --stage N` migrates; classes it keeps
///   // as ObservableObject ("combine-driven", "blocked") have no stage.
///   "stages": [ { "number", "kind", "title", "classes": [String] (migration order), "files": [String] } ],
///   "models": [ {                                                                  // sorted by name
///       "name", "kind": "ObservableObject" | "Observable", "file", "line", "files": [String],
///       "classification": "leaf" | "environment-injected" | "depends-on-others" | "combine-driven"
///                         | "blocked" | "already-migrated",
///       "reasons": [String], "stage"?: Int, "superclass"?: String, "subclasses": [String],
///       "publishedProperties": [String],
///       "dependencies": [ { "target", "via": "stored-property" | "initializer-parameter", "member", "file", "line" } ],
///       "injections": [ { "owner"?, "level": "app" | "scene" | "root-view" | "view" | "other",
///                         "api": "environmentObject" | "environment", "file", "line" } ],
///       "views": [ { "view", "property", "wrapper", "relation": "owns" | "observes" | "environment" | "holds", "file", "line" } ],
///       "combineSites": [ { "reason", "file", "line" } ], "blockers": [ { "reason", "file", "line" } ] } ],
///   "cycles": [ { "classes": [String], "stage"?: Int, "edges": [String] } ],
///   "genericConstraints": [ { "reason", "file", "line" } ],
///   "impact": { "note": String, "pairs", "pairsAvoided",
///               "classes": [ { "rank", "name", "file", "line", "publishedProperties": [String], "pairs", "pairsAvoided",
///                              "views": [ { "view", "file", "line", "wrappers": [String], "reads": [String], "unread": [String] } ] } ] }
/// }
/// ```
public struct PlanJSONRenderer: Sendable {
    public static let schemaVersion = 1

    package struct Document: Encodable {
        package let version: Int
        package let tool: String
        package let summary: Summary
        package let stages: [PlanStage]
        package let models: [ModelNode]
        package let cycles: [PlanCycle]
        package let genericConstraints: [PlanSite]
        package let impact: Impact
        package let tca: TCAPlan?

        package enum CodingKeys: String, CodingKey { case version, tool, summary, stages, models, cycles, genericConstraints, impact, tca }
        package func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(version, forKey: .version)
            try container.encode(tool, forKey: .tool)
            try container.encode(summary, forKey: .summary)
            try container.encode(stages, forKey: .stages)
            try container.encode(models, forKey: .models)
            try container.encode(cycles, forKey: .cycles)
            try container.encode(genericConstraints, forKey: .genericConstraints)
            try container.encode(impact, forKey: .impact)
            try container.encodeIfPresent(tca, forKey: .tca)
        }
    }
    package struct Summary: Encodable {
        package let files, models, observableObject, alreadyMigrated, stages, blocked, combineDriven, cycles, pairs, pairsAvoided: Int
    }
    package struct Impact: Encodable {
        package let note: String
        package let pairs: Int
        package let pairsAvoided: Int
        package let classes: [ImpactClass]
    }

    public init() {}

    public func render(_ plan: ModelMigrationPlan) -> String {
        let summary = Summary(
            files: plan.fileCount, models: plan.models.count, observableObject: plan.observableObjectCount,
            alreadyMigrated: plan.alreadyMigrated.count, stages: plan.stages.count, blocked: plan.blocked.count, combineDriven: plan.combineDriven.count,
            cycles: plan.cycles.count, pairs: plan.impact.pairs, pairsAvoided: plan.impact.pairsAvoided)
        let document = Document(
            version: Self.schemaVersion, tool: "remodel", summary: summary, stages: plan.stages, models: plan.models,
            cycles: plan.cycles, genericConstraints: plan.genericConstraints,
            impact: Impact(note: ImpactEstimate.note, pairs: plan.impact.pairs, pairsAvoided: plan.impact.pairsAvoided, classes: plan.impact.classes),
            tca: plan.tca)
        return JSONOutput.encode(document)
    }
}

/// Colours shared by the graph renderers: (fill, stroke) per classification.
package enum PlanPalette {
    package static func colors(_ classification: ModelClassification) -> (fill: String, stroke: String) {
        switch classification {
        case .leaf: ("#e3f4e5", "#2e7d32")
        case .environmentInjected: ("#efe4f7", "#7b1fa2")
        case .dependsOnOthers: ("#e1ecfa", "#1565c0")
        case .combineDriven: ("#fdebd8", "#c25400")
        case .blocked: ("#fbe3e3", "#c62828")
        case .alreadyMigrated: ("#eeeeee", "#6b6b6b")
        }
    }

    /// Columns of the drawn graph: already migrated, each stage, Combine-driven (kept), blocked.
    package static func columns(_ plan: ModelMigrationPlan) -> [(title: String, subtitle: String, classes: [String])] {
        var columns: [(String, String, [String])] = []
        let migrated = plan.alreadyMigrated.map(\.name)
        if !migrated.isEmpty { columns.append(("Already @Observable", ModelClassification.alreadyMigrated.shortStageTitle, migrated)) }
        for stage in plan.stages { columns.append(("Stage \(stage.number)", stage.kind.shortStageTitle, stage.classes)) }
        let combine = plan.combineDriven.map(\.name)
        if !combine.isEmpty { columns.append(("Combine-driven", ModelClassification.combineDriven.shortStageTitle, combine)) }
        let blocked = plan.blocked.map(\.name)
        if !blocked.isEmpty { columns.append(("Blocked", ModelClassification.blocked.shortStageTitle, blocked)) }
        return columns
    }

    /// Edges to draw: dependent → dependency (merged per pair, labelled with the member names),
    /// and subclass → superclass.
    package static func edges(_ plan: ModelMigrationPlan) -> [(from: String, to: String, label: String, inherits: Bool)] {
        var result: [(String, String, String, Bool)] = []
        for node in plan.models {
            var byTarget: [String: [String]] = [:]
            for dependency in node.dependencies where !(byTarget[dependency.target]?.contains(dependency.member) ?? false) {
                byTarget[dependency.target, default: []].append(dependency.member)
            }
            for (target, members) in byTarget.sorted(by: { $0.key < $1.key }) {
                result.append((node.name, target, members.joined(separator: ", "), false))
            }
            if let superclass = node.superclass { result.append((node.name, superclass, "inherits", true)) }
        }
        return result
    }
}

/// `remodel plan --format dot`: Graphviz, one cluster per stage.
public struct PlanDotRenderer: Sendable {
    public init() {}

    public func render(_ plan: ModelMigrationPlan) -> String {
        var out = ["digraph RemodelPlan {", "  rankdir=LR;", "  compound=true;",
                   "  node [shape=box, style=\"rounded,filled\", fontname=\"Helvetica\", fontsize=11];",
                   "  edge [fontname=\"Helvetica\", fontsize=9, color=\"#555555\"];"]
        for (offset, column) in PlanPalette.columns(plan).enumerated() {
            out.append("  subgraph cluster_\(offset) {")
            out.append("    label=\(quote("\(column.title) · \(column.subtitle)"));")
            out.append("    style=\"rounded\"; color=\"#bbbbbb\";")
            for name in column.classes {
                guard let node = plan.model(named: name) else { continue }
                let colors = PlanPalette.colors(node.classification)
                out.append("    \(quote(name)) [label=\(quote("\(name)\n\(node.classification.label)")), fillcolor=\(quote(colors.fill)), color=\(quote(colors.stroke))];")
            }
            out.append("  }")
        }
        for edge in PlanPalette.edges(plan) {
            let style = edge.inherits ? ", style=dashed, arrowhead=empty" : ""
            out.append("  \(quote(edge.from)) -> \(quote(edge.to)) [label=\(quote(edge.label))\(style)];")
        }
        out.append("}")
        return out.joined(separator: "\n") + "\n"
    }

    private func quote(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n") + "\""
    }
}

/// `remodel plan --format mermaid`: a flowchart with one subgraph per stage.
public struct PlanMermaidRenderer: Sendable {
    public init() {}

    public func render(_ plan: ModelMigrationPlan) -> String {
        var ids: [String: String] = [:]
        for (offset, node) in plan.models.enumerated() {
            let safe = node.name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") } && node.name.first?.isNumber == false
            ids[node.name] = safe && !["end", "graph", "subgraph", "class", "style"].contains(node.name.lowercased()) ? node.name : "n\(offset)"
        }
        var out = ["flowchart LR"]
        for (offset, column) in PlanPalette.columns(plan).enumerated() {
            out.append("  subgraph col\(offset)[\"\(escape("\(column.title) · \(column.subtitle)"))\"]")
            for name in column.classes {
                guard let node = plan.model(named: name), let id = ids[name] else { continue }
                out.append("    \(id)[\"\(escape(name))<br/><small>\(escape(node.classification.label))</small>\"]")
            }
            out.append("  end")
        }
        for edge in PlanPalette.edges(plan) {
            guard let from = ids[edge.from], let to = ids[edge.to] else { continue }
            out.append(edge.inherits ? "  \(from) -.->|inherits| \(to)" : "  \(from) -->|\(escape(edge.label))| \(to)")
        }
        for classification in ModelClassification.allCases {
            let colors = PlanPalette.colors(classification)
            out.append("  classDef \(styleName(classification)) fill:\(colors.fill),stroke:\(colors.stroke),color:#1a1a1a")
        }
        for classification in ModelClassification.allCases {
            let members = plan.models.filter { $0.classification == classification }.compactMap { ids[$0.name] }
            if !members.isEmpty { out.append("  class \(members.joined(separator: ",")) \(styleName(classification))") }
        }
        return out.joined(separator: "\n") + "\n"
    }

    private func styleName(_ classification: ModelClassification) -> String {
        classification.rawValue.replacingOccurrences(of: "-", with: "_")
    }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "\"", with: "#quot;").replacingOccurrences(of: "|", with: "#124;")
    }
}
