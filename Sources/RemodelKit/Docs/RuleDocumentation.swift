import Foundation

/// Generates `docs/rules/<id>.md` (seed-004 catalogue format) and the index from rule metadata.
public enum RuleDocumentation {
    /// The page: YAML front matter (title, impact, tags) and the `body(for:)`.
    public static func markdown(for rule: RuleDescription) -> String {
        """
        ---
        title: \(rule.title)
        impact: \(rule.impact.rawValue)
        impactDescription: \(rule.impactDescription)
        tags: \(rule.tags.joined(separator: ", "))
        ---


        """ + body(for: rule)
    }

    /// The Markdown of the page without its front matter: what SARIF's `help.markdown` carries
    /// (GitHub renders it as the alert's help, where front matter would show as text).
    public static func body(for rule: RuleDescription) -> String {
        var text = """
        ## \(rule.title)

        **Rule id:** `\(rule.id)` · **Default severity:** \(rule.impact.defaultSeverity.rawValue) · **Fix:** \(fixText(rule.fix))
        \(optInText(rule))
        \(rule.rationale.trimmingCharacters(in: .whitespacesAndNewlines))

        """
        for (index, example) in rule.incorrect.enumerated() {
            let label = index == 0 ? rule.incorrectLabel : "another case"
            text += "\n**Incorrect (\(label)):**\n\n```swift\n\(example.unmarked.code.trimmingTrailingNewlines)\n```\n"
            if let fixed = example.fixed {
                text += "\n**\(fixedHeading(rule.fix)):**\n\n```swift\n\(fixed.trimmingTrailingNewlines)\n```\n"
            }
        }
        for (index, example) in rule.correct.enumerated() {
            let label = index == 0 ? rule.correctLabel : "also fine"
            text += "\n**Correct (\(label)):**\n\n```swift\n\(example.code.trimmingTrailingNewlines)\n```\n"
        }
        text += "\nSuppress with `// remodel:disable:next \(rule.id)` on the line before, or disable it in `.remodel.yml`.\n"
        return text
    }

    /// For an opt-in rule, how to turn it on (with the blank line after it); else one blank line.
    package static func optInText(_ rule: RuleDescription) -> String {
        var text = ""
        if let requirement = rule.requiredDependency {
            text += "\n**Needs:** \(requirement.display) or later. The rule is silent in projects whose `Package.resolved` pins "
                + "`\(requirement.identity)` below \(requirement.minimum) (upgrade first; it runs when the version is unknown).\n"
        }
        guard rule.optIn else { return text }
        return text + "\n**Opt-in:** off unless `.remodel.yml` lists it in `opt_in_rules` (or `only_rules`), or `remodel lint --only-rule \(rule.id)` asks for it: "
            + "its precision on real apps measured below 90 % (`Benchmarks/precision/`).\n"
    }

    /// The **Fix:** line: availability, then each applicability with what applies it.
    package static func fixText(_ fix: FixDeclaration) -> String {
        guard fix.availability != .never else { return "none (report only)" }
        let kinds = fix.orderedApplicabilities.map { applicability in
            switch applicability {
            case .safe: "safe (`remodel lint --fix`)"
            case .unsafe: "unsafe (`remodel lint --fix --unsafe-fixes`)"
            case .displayOnly: "display-only (a suggestion in the report, never applied)"
            }
        }
        let list = kinds.count > 1 ? kinds.dropLast().joined(separator: ", ") + " or " + kinds.last! : kinds[0]
        return fix.availability == .always ? "always, \(list)" : "sometimes, \(list); report only otherwise"
    }

    /// The label above an Incorrect example's `fixed:` code. The examples are fixed with every
    /// fix that applies (safe and unsafe); a rule with display-only fixes only shows its suggestion.
    package static func fixedHeading(_ fix: FixDeclaration) -> String {
        if fix.applicabilities.contains(.unsafe) { return "After `remodel lint --fix --unsafe-fixes`" }
        if fix.applicabilities.contains(.safe) { return "After `remodel lint --fix`" }
        return "Suggested change (display-only: `remodel lint --fix` never applies it)"
    }

    /// The index's Fix column: never, sometimes or always.
    package static func availabilityText(_ fix: FixDeclaration) -> String { fix.availability.rawValue }

    /// The index's Applicability column: the kinds of fix the rule emits, or — when it has none.
    package static func applicabilityText(_ fix: FixDeclaration) -> String {
        fix.applicabilities.isEmpty ? "—" : fix.orderedApplicabilities.map(\.rawValue).joined(separator: ", ")
    }

    public static func index(for rules: [RuleDescription]) -> String {
        var text = "# Remodel rules\n\nGenerated from the rules' metadata by `remodel generate-docs`; do not edit by hand.\n\n"
        text += "| Rule | Impact | Default | Fix | Applicability | Tags |\n| --- | --- | --- | --- | --- | --- |\n"
        for rule in rules.sorted(by: { $0.id < $1.id }) {
            let on = rule.optIn ? "opt-in" : "on"
            text += "| [`\(rule.id)`](\(rule.id).md) — \(rule.title) | \(rule.impact.rawValue) | \(on) | \(availabilityText(rule.fix)) | \(applicabilityText(rule.fix)) | \(rule.tags.joined(separator: ", ")) |\n"
        }
        return text
    }

    package static let readmeStart = "<!-- rule-index:start -->"
    package static let readmeEnd = "<!-- rule-index:end -->"

    /// The README's rule index table (links into docs/rules).
    public static func readmeIndex(for rules: [RuleDescription] = RuleRegistry.all.map { $0.description }) -> String {
        var text = "| Rule | Impact | Default | Fix | Applicability |\n| --- | --- | --- | --- | --- |\n"
        for rule in rules.sorted(by: { $0.id < $1.id }) {
            let on = rule.optIn ? "opt-in" : "on"
            text += "| [`\(rule.id)`](docs/rules/\(rule.id).md) — \(rule.title) | \(rule.impact.rawValue) | \(on) | \(availabilityText(rule.fix)) | \(applicabilityText(rule.fix)) |\n"
        }
        return text
    }

    /// `readme` with the text between the rule-index markers replaced by the current index.
    public static func updatingReadme(_ readme: String) -> String {
        guard let start = readme.range(of: readmeStart), let end = readme.range(of: readmeEnd), start.upperBound <= end.lowerBound else { return readme }
        return String(readme[..<start.upperBound]) + "\n" + readmeIndex() + String(readme[end.lowerBound...])
    }

    /// Every generated file, by name relative to `docs/rules/`.
    public static func files(for rules: [RuleDescription] = RuleRegistry.all.map { $0.description }) -> [String: String] {
        var files = ["README.md": index(for: rules)]
        for rule in rules { files["\(rule.id).md"] = markdown(for: rule) }
        return files
    }

    /// Writes the docs; returns the names of files that changed.
    @discardableResult
    public static func write(to directory: URL) throws -> [String] {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var changed: [String] = []
        let expected = files()
        for (name, content) in expected.sorted(by: { $0.key < $1.key }) {
            let url = directory.appendingPathComponent(name)
            if (try? String(contentsOf: url, encoding: .utf8)) != content {
                try content.write(to: url, atomically: true, encoding: .utf8)
                changed.append(name)
            }
        }
        for name in (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [] where name.hasSuffix(".md") && expected[name] == nil {
            try FileManager.default.removeItem(at: directory.appendingPathComponent(name))
            changed.append(name)
        }
        // The README two folders up (docs/rules → repository root) carries the rule index.
        let readme = directory.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
        if let text = try? String(contentsOf: readme, encoding: .utf8) {
            let updated = updatingReadme(text)
            if updated != text {
                try updated.write(to: readme, atomically: true, encoding: .utf8)
                changed.append("../../README.md")
            }
        }
        return changed
    }
}

extension String {
    package var trimmingTrailingNewlines: String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        while text.hasPrefix("\n") { text.removeFirst() }
        return text
    }
}
