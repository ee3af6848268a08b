import Foundation

// @AppStorage value type: init?(rawValue:) is a synchronous protocol requirement and decodes a few bytes.
@MainActor
struct TimelineFilter: Codable {
    var tag: String
}

@MainActor
extension TimelineFilter: RawRepresentable {
    init?(rawValue: String) {
        guard let data = rawValue.data(using: .utf8),
              let value = try? JSONDecoder().decode(TimelineFilter.self, from: data) else { return nil }
        self = value
    }
    var rawValue: String { tag }
}
