import Foundation

public enum RemodelVersion {
    public static let current = "0.1.0"
    public static let repositoryURL = "https://github.com/remodel-swift/remodel"
    public static func documentationURL(for ruleID: String) -> String { "\(repositoryURL)/blob/main/docs/rules/\(ruleID).md" }
}

package enum JSONOutput {
    package static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
