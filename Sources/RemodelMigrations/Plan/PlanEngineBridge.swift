import RemodelCore
import RemodelRules
import RemodelProject
/// Asks the migration engine how it would treat every class, so the plan reuses its Combine-driven
/// and blocked decisions instead of re-deriving them.
public enum PlanEngineBridge {
    public static func outcomes(for workspace: Workspace) -> [String: PlanEngineOutcome] {
        var outcomes: [String: PlanEngineOutcome] = [:]
        for outcome in ObservableMigration(workspace: workspace).run().classes {
            outcomes[outcome.name] = PlanEngineOutcome(disposition: outcome.disposition.rawValue, reasons: outcome.reasons)
        }
        return outcomes
    }
}
