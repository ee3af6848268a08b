enum Theme: String, CaseIterable, Equatable, Sendable {
    case system, light, dark

    var title: String { rawValue.capitalized }
}
