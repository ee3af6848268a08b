import RemodelCore
/// The catalogue of rules, in id order.
public enum RuleRegistry {
    public static let all: [any Rule.Type] = builtInRuleTypes.sorted { $0.description.id < $1.description.id }

    public static func rule(id: String) -> (any Rule.Type)? { all.first { $0.description.id == id } }

    public static var ids: [String] { all.map { $0.description.id } }
}
