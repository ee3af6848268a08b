/// An Apple platform a target can be built for.
public enum ApplePlatform: String, Sendable, CaseIterable, Comparable {
    case iOS, macOS, tvOS, watchOS, visionOS

    /// The spelling in `#available`, `@available` and `Package.swift` (`.iOS(.v17)`), plus the
    /// application-extension and legacy aliases Swift accepts.
    public init?(availabilityName name: String) {
        switch name {
        case "iOS", "iOSApplicationExtension", "macCatalyst", "macCatalystApplicationExtension": self = .iOS
        case "macOS", "OSX", "macOSApplicationExtension", "OSXApplicationExtension": self = .macOS
        case "tvOS", "tvOSApplicationExtension": self = .tvOS
        case "watchOS", "watchOSApplicationExtension": self = .watchOS
        case "visionOS", "xrOS", "visionOSApplicationExtension": self = .visionOS
        default: return nil
        }
    }

    /// The first version with the Observation framework (`@Observable`, `@Bindable`,
    /// `@Environment(Type.self)`) and SwiftUI's two-parameter `onChange(of:initial:_:)`.
    public var observationVersion: OSVersion {
        switch self {
        case .iOS, .tvOS: OSVersion(17)
        case .macOS: OSVersion(14)
        case .watchOS: OSVersion(10)
        case .visionOS: OSVersion(1)
        }
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// A dotted operating-system version: `17`, `13.5`, `10.15.4`.
public struct OSVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var components: [Int]

    public init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
        components = [major, minor, patch]
    }

    /// `"17"`, `"13.5"`, `"10.15.4"`; nil for anything else.
    public init?(_ text: some StringProtocol) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.allSatisfy(\.isASCII), let number = Int(part), number >= 0 else { return nil }
            numbers.append(number)
        }
        while numbers.count < 3 { numbers.append(0) }
        components = numbers
    }

    public var major: Int { components[0] }

    public var description: String {
        var shown = components
        while shown.count > 2, shown.last == 0 { shown.removeLast() }
        if shown.count == 2, shown[1] == 0, components[0] >= 11 { shown.removeLast() }
        return shown.map(String.init).joined(separator: ".")
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.components.lexicographicallyPrecedes(rhs.components) }
}

/// The oldest OS versions the code is built for, per platform it is built for — read from
/// `Package.swift` `platforms:`, an Xcode project's `*_DEPLOYMENT_TARGET` build settings, or
/// `.remodel.yml` (which wins). Empty: unknown, and then Remodel assumes the code may use
/// everything it suggests (iOS 17 / macOS 14).
public struct DeploymentTarget: Sendable, Equatable {
    public var minimums: [ApplePlatform: OSVersion]
    /// Where the versions come from, for messages ("Package.swift", "App.xcodeproj target 'App'").
    public var origin: String?

    public init(_ minimums: [ApplePlatform: OSVersion] = [:], origin: String? = nil) {
        self.minimums = minimums
        self.origin = origin
    }

    public var isKnown: Bool { !minimums.isEmpty }

    /// The first platform (in `ApplePlatform` order) whose minimum is below the version
    /// `required(platform)` needs, with that minimum; nil when every platform meets it.
    public func firstShortfall(of required: (ApplePlatform) -> OSVersion?) -> (platform: ApplePlatform, minimum: OSVersion, required: OSVersion)? {
        for platform in minimums.keys.sorted() {
            guard let minimum = minimums[platform], let needed = required(platform), minimum < needed else { continue }
            return (platform, minimum, needed)
        }
        return nil
    }

    /// This target raised by an availability context (`if #available(iOS 17, *)`,
    /// `@available(macOS 14, *)`): per platform, the later of the two.
    public func raised(by context: [ApplePlatform: OSVersion]) -> DeploymentTarget {
        var result = self
        for (platform, version) in context {
            if let minimum = result.minimums[platform], minimum < version { result.minimums[platform] = version }
        }
        return result
    }

    /// Whether every platform is at or above the version Observation needs (true when unknown).
    public var supportsObservation: Bool { firstShortfall(of: { $0.observationVersion }) == nil }

    /// The part of the code's target that falls short of Observation, said for a message:
    /// "the deployment target macOS 13 (Ice.xcodeproj target 'Ice') is below macOS 14, which
    /// @Observable needs"; nil when the target meets it (or is unknown).
    public func observationShortfall(for feature: String) -> String? {
        guard let shortfall = firstShortfall(of: { $0.observationVersion }) else { return nil }
        let from = origin.map { " (\($0))" } ?? ""
        return "the deployment target \(shortfall.platform.rawValue) \(shortfall.minimum)\(from) is below "
            + "\(shortfall.platform.rawValue) \(shortfall.required), which \(feature) needs"
    }

    /// Targets of several build targets that share a file: the union of their platforms, each at
    /// the oldest version any of them supports.
    public static func merging(_ targets: [DeploymentTarget]) -> DeploymentTarget {
        var minimums: [ApplePlatform: OSVersion] = [:]
        for target in targets {
            for (platform, version) in target.minimums {
                minimums[platform] = minimums[platform].map { Swift.min($0, version) } ?? version
            }
        }
        let origins = targets.compactMap(\.origin)
        return DeploymentTarget(minimums, origin: origins.isEmpty ? nil : origins.joined(separator: ", "))
    }
}
