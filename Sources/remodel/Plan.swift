import ArgumentParser
import Foundation
import RemodelKit

extension PlanFormat: ExpressibleByArgument {}

struct Plan: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compute the migration order, blockers and impact estimate for a codebase.",
        discussion: """
        Builds the graph of ObservableObject and @Observable classes, classifies each one (leaf, \
        environment-injected, depends-on-others, Combine-driven, blocked, already migrated) and orders \
        them into stages: leaves first, then environment-injected models, then models that hold others. \
        Stage N is exactly what `remodel migrate --stage N` migrates: classes the migration keeps as \
        ObservableObject (Combine-driven, blocked) are listed with the reason, not staged. The impact estimate counts, per class, the (view, \
        @Published property) pairs where the view observes the object but never reads the property — \
        a static estimate of the invalidations @Observable removes.
        Exit codes: 0 success; 2 usage, configuration or input errors.
        """
    )

    @OptionGroup var input: InputOptions

    @Option(help: "Output format: \(PlanFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: PlanFormat = .text

    @Option(help: ArgumentHelp("Also write a self-contained HTML report (graph, stages, blockers, impact, lint findings).", valueName: "file"),
            completion: .file(extensions: ["html"]))
    var html: String?

    func run() throws {
        let workspace = try input.loadWorkspace()
        let plan = ModelMigrationPlan(workspace: workspace)
        Terminal.write(format.render(plan))
        if let html {
            let lint = Linter().lint(workspace)
            let title = "Remodel migration plan — \(projectName)"
            let document = PlanHTMLRenderer(title: title).render(plan, lint: lint)
            let url = URL(fileURLWithPath: html)
            do {
                try Data(document.utf8).write(to: url, options: .atomic)
            } catch {
                Terminal.error("error: cannot write \(html): \(error.localizedDescription)")
                throw ExitCode(ExitStatus.inputError.rawValue)
            }
            Terminal.error("Wrote \(html)")
        }
        Terminal.reportInputErrors(workspace.inputErrors)
        if !workspace.inputErrors.isEmpty { throw ExitCode(ExitStatus.inputError.rawValue) }
    }

    private var projectName: String {
        let first = input.paths.first ?? "."
        let url = URL(fileURLWithPath: first).standardizedFileURL
        let name = url.lastPathComponent == "Sources" ? url.deletingLastPathComponent().lastPathComponent : url.lastPathComponent
        return name.isEmpty || name == "/" ? "project" : name
    }
}
