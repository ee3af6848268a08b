import ArgumentParser
import Foundation
import RemodelKit

extension ReporterKind: ExpressibleByArgument {}

struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Report violations of Remodel's rules.",
        discussion: """
        Exit codes: 0 nothing at error severity (with --strict: nothing at all); 1 violations; \
        2 usage, configuration or input errors.
        """
    )

    @OptionGroup var input: InputOptions

    @Option(help: "Output format: \(ReporterKind.allCases.map(\.rawValue).joined(separator: ", ")).")
    var reporter: ReporterKind = .text

    @Flag(help: "Exit 1 on warnings too.")
    var strict = false

    @Flag(help: "Apply safe fixes, then report what remains.")
    var fix = false

    @Flag(help: "With --fix, also apply unsafe fixes (they may need follow-up edits, e.g. `await` at call sites).")
    var unsafeFixes = false

    @Flag(help: "With --fix, also rewrite read-only files (they stay read-only).")
    var allowReadOnly = false

    func run() throws {
        let workspace = try input.loadWorkspace()
        let result: LintResult
        if fix {
            let plan = FixApplier.plan(workspace, includeUnsafe: unsafeFixes)
            result = plan.result
            if !plan.writes.isEmpty {
                let outcome = SafeWriter.commit(plan.writes, options: input.writeOptions(allowReadOnly: allowReadOnly))
                if !outcome.refusals.isEmpty {
                    Terminal.reportWriteFailure(outcome)
                    throw ExitCode(ExitStatus.violations.rawValue)
                }
                Terminal.error("Fixed \(plan.appliedCount) violation\(plan.appliedCount == 1 ? "" : "s") in \(outcome.written.count) file\(outcome.written.count == 1 ? "" : "s").")
            }
        } else {
            result = Linter().lint(workspace)
        }
        for hint in DefaultIsolationHints.find(in: workspace, paths: input.paths) { Terminal.error(hint) }
        Terminal.write(reporter.render(result, colored: reporter == .text && Terminal.standardOutputIsTerminal))
        Terminal.reportInputErrors(result.inputErrors)
        if !result.inputErrors.isEmpty { throw ExitCode(ExitStatus.inputError.rawValue) }
        if result.errorCount > 0 || (strict && result.warningCount > 0) { throw ExitCode(ExitStatus.violations.rawValue) }
    }
}

struct Rules: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the rule catalogue.")

    func run() {
        let rules = RuleRegistry.all.map { $0.description }
        let width = rules.map(\.id.count).max() ?? 0
        for rule in rules {
            let id = rule.id.padding(toLength: width, withPad: " ", startingAt: 0)
            let impact = rule.impact.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)
            let fix = rule.fix == .none ? "" : " [fix: \(rule.fix.rawValue)]"
            Terminal.write("\(id)  \(impact)  \(rule.title)\(fix)\n")
        }
    }
}

struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Print one rule's full documentation.")

    @Argument(help: "A rule id, as listed by `remodel rules`.")
    var ruleID: String

    func run() throws {
        guard let rule = RuleRegistry.rule(id: ruleID) else {
            Terminal.error("error: unknown rule '\(ruleID)' (run `remodel rules` for the list)")
            throw ExitCode(ExitStatus.inputError.rawValue)
        }
        Terminal.write(RuleDocumentation.markdown(for: rule.description))
    }
}

struct ParseFloor: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "parse-floor",
        abstract: "Discover, read and parse only (no facts, no rules) and print lines per second — the benchmark's floor.",
        shouldDisplay: false)

    @Argument(help: "Files or folders to read.")
    var paths: [String] = []

    func run() throws {
        let (files, lines, seconds) = try Workspace.measureParseFloor(paths: paths)
        Terminal.write("parse floor: \(files) files, \(lines) lines in \(String(format: "%.3f", seconds)) s = \(Int(Double(lines) / seconds)) lines/s\n")
    }
}

struct GenerateDocs: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate-docs", abstract: "Regenerate docs/rules from the rules' metadata.", shouldDisplay: false)

    @Argument(help: "Output folder.")
    var output = "docs/rules"

    func run() throws {
        let changed = try RuleDocumentation.write(to: URL(fileURLWithPath: output))
        Terminal.write(changed.isEmpty ? "docs are up to date\n" : "updated: \(changed.joined(separator: ", "))\n")
    }
}
