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
        `--format html` (standard output) and `--html FILE` write one self-contained page for deciding \
        what to do first: the next step, the graph, the stages, the kept classes with the reason, the \
        impact ranking with each class's stage and kind, and the lint findings; sections collapse, \
        tables sort and filter, locations link to the files (and to an editor with --editor-url).
        Exit codes: 0 success; 2 usage, configuration or input errors.
        """
    )

    @OptionGroup var input: InputOptions

    @Option(help: "Output format: \(PlanFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: PlanFormat = .text

    @Option(help: ArgumentHelp("Also write a self-contained HTML report (next steps, graph, stages, kept classes, impact, lint findings).", valueName: "file"),
            completion: .file(extensions: ["html"]))
    var html: String?

    @Option(name: .customLong("editor-url"),
            help: ArgumentHelp("In the HTML report, also link each location to an editor: a URL template with {path} (absolute), {line} and {column}, e.g. vscode://file/{path}:{line}. Default: editor_url in .remodel.yml.", valueName: "template"))
    var editorURL: String?

    func validate() throws {
        if let editorURL, let problem = EditorURLTemplate.problem(with: editorURL) {
            throw ValidationError("--editor-url \(problem)")
        }
    }

    func run() throws {
        let workspace = try input.loadWorkspace()
        let plan = ModelMigrationPlan(workspace: workspace)
        // The HTML report is for a person: with the lint findings and links to the files,
        // relative to where it is saved (standard output: the working directory).
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        let lint = format == .html || html != nil ? Linter().lint(workspace) : nil
        func report(savedIn folder: URL) -> String {
            let title = "Remodel migration plan — \(projectName)"
            let links = PlanLinks(sourceRoot: cwd, reportDirectory: folder, editorURL: editorURL ?? configuredEditorURL(workspace))
            return PlanHTMLRenderer(title: title, links: links).render(plan, lint: lint)
        }
        if format == .html {
            Terminal.write(report(savedIn: cwd))
        } else {
            Terminal.write(format.render(plan))
        }
        if let html {
            let url = URL(fileURLWithPath: html).standardizedFileURL
            do {
                try Data(report(savedIn: url.deletingLastPathComponent()).utf8).write(to: url, options: .atomic)
            } catch {
                Terminal.error("error: cannot write \(html): \(error.localizedDescription)")
                throw ExitCode(ExitStatus.inputError.rawValue)
            }
            Terminal.error("Wrote \(html)")
        }
        Terminal.reportInputErrors(workspace.inputErrors)
        if !workspace.inputErrors.isEmpty { throw ExitCode(ExitStatus.inputError.rawValue) }
    }

    /// `editor_url` from the configuration of the working directory (or `--config`), else from
    /// the configuration governing the first file planned.
    private func configuredEditorURL(_ workspace: Workspace) -> String? {
        workspace.defaultConfiguration.editorURL ?? workspace.files.first.flatMap { workspace.configuration(for: $0).editorURL }
    }

    private var projectName: String {
        let first = input.paths.first ?? "."
        let url = URL(fileURLWithPath: first).standardizedFileURL
        let name = url.lastPathComponent == "Sources" ? url.deletingLastPathComponent().lastPathComponent : url.lastPathComponent
        return name.isEmpty || name == "/" ? "project" : name
    }
}
