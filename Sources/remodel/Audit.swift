import ArgumentParser
import Foundation
import RemodelKit

struct Audit: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Count the legacy state-management constructs that remain, per kind and per file.",
        discussion: """
        Counts ObservableObject conformances, @Published, @StateObject, @ObservedObject, \
        @EnvironmentObject, .environmentObject( calls, objectWillChange, WithViewStore/ViewStore, \
        @PresentationState and @BindingState from the syntax tree — comments and string literals never count.
        Exit codes: 0 success (with --fail-if-any: nothing remains); 1 --fail-if-any and something remains; \
        2 usage, configuration or input errors.
        """
    )

    @OptionGroup var input: InputOptions

    @Flag(help: "Print JSON for dashboards.")
    var json = false

    @Flag(help: "Exit 1 when anything remains (a CI gate).")
    var failIfAny = false

    func run() throws {
        let workspace = try input.loadWorkspace()
        let audit = LegacyAudit(workspace: workspace)
        Terminal.write(json ? AuditJSONRenderer().render(audit) : AuditTextRenderer().render(audit))
        Terminal.reportInputErrors(audit.inputErrors)
        if !audit.inputErrors.isEmpty { throw ExitCode(ExitStatus.inputError.rawValue) }
        if failIfAny && audit.total > 0 { throw ExitCode(ExitStatus.violations.rawValue) }
    }
}
