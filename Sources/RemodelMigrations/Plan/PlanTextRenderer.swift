import Foundation
import RemodelCore
import RemodelRules
import RemodelProject

/// Output formats for `remodel plan`.
public enum PlanFormat: String, Sendable, CaseIterable {
    case text, json, dot, mermaid, html

    /// The plan in this format. `html` here has no lint findings and links relative to the
    /// working directory; `remodel plan --format html` adds both (see `PlanHTMLRenderer`).
    public func render(_ plan: ModelMigrationPlan) -> String {
        switch self {
        case .text: PlanTextRenderer().render(plan)
        case .json: PlanJSONRenderer().render(plan)
        case .dot: PlanDotRenderer().render(plan)
        case .mermaid: PlanMermaidRenderer().render(plan)
        case .html: PlanHTMLRenderer().render(plan)
        }
    }
}

/// The plan for a terminal: stages with their classes in order and the files they touch, cycles,
/// the classes kept as `ObservableObject` (Combine-driven, blocked), already-migrated classes, and
/// the impact ranking.
public struct PlanTextRenderer: Sendable {
    public init() {}

    public func render(_ plan: ModelMigrationPlan) -> String {
        var out: [String] = []
        let migrated = plan.alreadyMigrated.count
        out.append("Migration plan: \(PlanText.count(plan.models.count, "model class", "model classes")) in \(PlanText.count(plan.fileCount, "file")) "
            + "(\(plan.observableObjectCount) ObservableObject, \(migrated) already @Observable)")
        let combine = plan.combineDriven
        out.append("\(PlanText.count(plan.stages.count, "stage")) · \(plan.blocked.count) blocked"
            + (combine.isEmpty ? "" : " · \(combine.count) Combine-driven (kept)") + " · \(PlanText.count(plan.cycles.count, "cycle"))")
        if plan.models.isEmpty {
            out.append("")
            out.append("No ObservableObject or @Observable classes found.")
            out += renderTCA(plan.tca)
            return out.joined(separator: "\n") + "\n"
        }
        let width = max(12, plan.models.map(\.name.count).max() ?? 0)
        let labelWidth = ModelClassification.allCases.map(\.label.count).max() ?? 0
        for stage in plan.stages {
            out.append("")
            out.append("Stage \(stage.number) · \(stage.title) · \(PlanText.count(stage.classes.count, "class", "classes")), \(PlanText.count(stage.files.count, "file"))")
            for (offset, name) in stage.classes.enumerated() {
                guard let node = plan.model(named: name) else { continue }
                out.append("  \(String(offset + 1).planLeftPadded(2)). \(name.planPadded(width))  \(node.classification.label.planPadded(labelWidth))  \(node.location)")
                for reason in node.reasons { out.append("        \(reason)") }
            }
            out.append("  files:")
            for file in stage.files { out.append("    \(file)") }
        }
        if !plan.cycles.isEmpty {
            out.append("")
            out.append("Cycles (models that hold each other; each cycle migrates in one stage)")
            for cycle in plan.cycles {
                out.append("  \(cycle.classes.joined(separator: " ⇄ "))  (stage \(cycle.stage.map(String.init) ?? "-"))")
                for edge in cycle.edges { out.append("    \(edge)") }
            }
        }
        if !combine.isEmpty {
            out.append("")
            out.append("Combine-driven (not staged; kept as ObservableObject — rewrite the pipelines to migrate them)")
            for node in combine {
                out.append("  \(node.name.planPadded(width))  \(node.location)")
                for reason in node.reasons { out.append("        \(reason)") }
            }
        }
        let blocked = plan.blocked
        if !blocked.isEmpty || !plan.genericConstraints.isEmpty {
            out.append("")
            out.append("Blocked (not staged; needs a person first)")
            for node in blocked {
                out.append("  \(node.name.planPadded(width))  \(node.location)")
                for reason in node.reasons { out.append("        \(reason)") }
            }
            for site in plan.genericConstraints {
                out.append("  \(site.location): \(site.reason)")
            }
        }
        if migrated > 0 {
            out.append("")
            out.append("Already @Observable (not staged)")
            for node in plan.alreadyMigrated {
                let views = node.views.isEmpty ? "" : "  used by \(Array(Set(node.views.map(\.view))).sorted().joined(separator: ", "))"
                out.append("  \(node.name.planPadded(width))  \(node.location)\(views)")
            }
        }
        out.append("")
        out += renderImpact(plan.impact, width: width)
        out += renderTCA(plan.tca)
        return out.joined(separator: "\n") + "\n"
    }

    package func renderTCA(_ tca: TCAPlan?) -> [String] {
        guard let tca else { return [] }
        let inventory = tca.inventory
        var out = ["", "The Composable Architecture: \(PlanText.count(inventory.features, "feature")), \(inventory.observableFeatures) with @ObservableState; "
            + "\(inventory.withViewStoreUses) WithViewStore, \(inventory.viewStoreUses) ViewStore, \(inventory.legacyStoreViews) legacy store views, "
            + "\(inventory.storeModifiers) store: modifiers, \(inventory.presentationStates) @PresentationState, \(inventory.bindingStates) @BindingState"]
        out.append("Migrate root features first (TCA 1.7 guide): remodel migrate --tca --only <features of a stage>")
        for (offset, features) in tca.stages.enumerated() {
            out.append("  TCA stage \(offset + 1): \(features.joined(separator: ", "))")
        }
        return out
    }

    package func renderImpact(_ impact: ImpactEstimate, width: Int) -> [String] {
        var out: [String] = []
        out.append("Impact estimate — STATIC ESTIMATE, counted from source, not measured")
        out += PlanText.wrap(ImpactEstimate.note, width: 96).map { "  " + $0 }
        guard !impact.classes.isEmpty else {
            out.append("  No ObservableObject classes.")
            return out
        }
        out.append("")
        out.append("  rank  \("class".planPadded(width))  avoided  pairs  views  @Published")
        for entry in impact.classes {
            out.append("  \(String(entry.rank).planLeftPadded(4))  \(entry.name.planPadded(width))  \(String(entry.pairsAvoided).planLeftPadded(7))  "
                + "\(String(entry.pairs).planLeftPadded(5))  \(String(entry.views.count).planLeftPadded(5))  \(String(entry.publishedProperties.count).planLeftPadded(10))")
        }
        out.append("  total: \(impact.pairsAvoided) of \(impact.pairs) (view, @Published property) pairs are needless invalidations under ObservableObject")
        for entry in impact.classes where entry.pairsAvoided > 0 {
            out.append("")
            out.append("  \(entry.name) (\(entry.pairsAvoided) avoided)")
            for view in entry.views where !view.unread.isEmpty {
                let unread = view.unread.count == entry.publishedProperties.count && view.unread.count > 1
                    ? "any of its \(view.unread.count) @Published properties (\(view.unread.joined(separator: ", ")))" : view.unread.joined(separator: ", ")
                out.append("    \(view.view) (\(view.wrappers.joined(separator: ", ")), \(view.file):\(view.line)) never reads \(unread)")
            }
        }
        return out
    }
}

package enum PlanText {
    package static func count(_ value: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(value) \(value == 1 ? singular : plural ?? singular + "s")"
    }

    package static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}

extension String {
    package func planPadded(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
    package func planLeftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
