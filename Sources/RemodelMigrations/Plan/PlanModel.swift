import Foundation
import RemodelCore
import RemodelRules
import RemodelProject

// The data `remodel plan` computes. Every type here is `Encodable`; the JSON renderer writes these
// structures as they are (see `PlanJSONRenderer` for the documented schema).

/// Where a model class stands in the migration.
public enum ModelClassification: String, Sendable, Codable, CaseIterable {
    /// Holds no other model that still needs migrating, is not shared through the environment and
    /// drives no Combine pipeline from its `$projections`.
    case leaf
    /// Injected with `.environmentObject(_:)` / `.environment(_:)` or read with `@EnvironmentObject`.
    case environmentInjected = "environment-injected"
    /// Holds or is initialised with another model (stored property or initializer parameter).
    case dependsOnOthers = "depends-on-others"
    /// Its `$projections` (or its own `objectWillChange`) drive Combine pipelines: kept as
    /// `ObservableObject` (seed 003: last, or never), not staged.
    case combineDriven = "combine-driven"
    /// Kept as `ObservableObject` until a person acts: external base class, external
    /// `objectWillChange` subscribers, generic code that requires `ObservableObject`…
    case blocked
    /// Already `@Observable`.
    case alreadyMigrated = "already-migrated"

    /// The stage order seed 003 recommends: leaves, then environment-injected models, then models
    /// that hold others. `nil` for classes that are not staged: those `remodel migrate` keeps as
    /// `ObservableObject` (Combine-driven, blocked) and those already `@Observable`.
    public var stageRank: Int? {
        switch self {
        case .leaf: 0
        case .environmentInjected: 1
        case .dependsOnOthers: 2
        case .combineDriven, .blocked, .alreadyMigrated: nil
        }
    }

    /// The title of a stage whose base kind this is (or of the section listing unstaged classes).
    public var stageTitle: String {
        switch self {
        case .leaf: "Leaf models"
        case .environmentInjected: "Environment-injected models"
        case .dependsOnOthers: "Models that hold other models"
        case .combineDriven: "Combine-driven models, kept as ObservableObject"
        case .blocked: "Blocked"
        case .alreadyMigrated: "Already @Observable"
        }
    }

    /// The column title in the drawn graph.
    public var shortStageTitle: String {
        switch self {
        case .leaf: "Leaf models"
        case .environmentInjected: "Environment-injected"
        case .dependsOnOthers: "Hold other models"
        case .combineDriven: "Kept as ObservableObject"
        case .blocked: "Needs a person first"
        case .alreadyMigrated: "Not staged"
        }
    }

    /// The label inside a graph node.
    public var nodeLabel: String {
        switch self {
        case .leaf: "leaf"
        case .environmentInjected: "environment"
        case .dependsOnOthers: "holds models"
        case .combineDriven: "Combine"
        case .blocked: "blocked"
        case .alreadyMigrated: "@Observable"
        }
    }

    /// A short human label.
    public var label: String {
        switch self {
        case .leaf: "leaf"
        case .environmentInjected: "environment-injected"
        case .dependsOnOthers: "depends on others"
        case .combineDriven: "Combine-driven"
        case .blocked: "blocked"
        case .alreadyMigrated: "already @Observable"
        }
    }
}

/// How the class is observable today.
public enum ModelKind: String, Sendable, Codable {
    case observableObject = "ObservableObject"
    case observable = "Observable"
}

/// "Model A holds or is initialised with model B."
public struct ModelDependency: Sendable, Codable, Hashable {
    public enum Via: String, Sendable, Codable, Hashable {
        case storedProperty = "stored-property"
        case initializerParameter = "initializer-parameter"
    }
    public let target: String
    public let via: Via
    /// The property or parameter name.
    public let member: String
    public let file: String
    public let line: Int

    public var phrase: String {
        switch via {
        case .storedProperty: "stored property '\(member)'"
        case .initializerParameter: "initializer parameter '\(member)'"
        }
    }
}

/// A `.environmentObject(x)` / `.environment(x)` call injecting a model.
public struct EnvironmentSite: Sendable, Codable, Hashable {
    public enum Level: String, Sendable, Codable, Hashable {
        case app, scene
        case rootView = "root-view"
        case view
        case other
    }
    /// The type containing the call.
    public let owner: String?
    public let level: Level
    /// `environmentObject` or `environment`.
    public let api: String
    public let file: String
    public let line: Int
}

/// A view (or App/Scene) that owns, observes or reads a model.
public struct ViewAttachment: Sendable, Codable, Hashable {
    public enum Relation: String, Sendable, Codable, Hashable {
        /// `@StateObject`, or `@State` holding an `@Observable` model.
        case owns
        /// `@ObservedObject` or `@Bindable`.
        case observes
        /// `@EnvironmentObject` or `@Environment(T.self)`.
        case environment
        /// `@State` holding an `ObservableObject` (stored, not observed).
        case holds
    }
    public let view: String
    public let property: String
    /// The wrapper as written, e.g. `@StateObject`.
    public let wrapper: String
    public let relation: Relation
    public let file: String
    public let line: Int
}

/// A located fact with a sentence explaining it.
public struct PlanSite: Sendable, Codable, Hashable {
    public let reason: String
    public let file: String
    public let line: Int

    public var location: String { "\(file):\(line)" }
}

/// One model class in the graph.
public struct ModelNode: Sendable, Codable {
    public let name: String
    public let kind: ModelKind
    public let file: String
    public let line: Int
    /// Files declaring the class or extending it.
    public let files: [String]
    /// The project superclass, when it is a model class too.
    public let superclass: String?
    public internal(set) var subclasses: [String]
    /// Project protocols refining `ObservableObject` the class conforms to; classes sharing one
    /// migrate together (the protocol changes with them).
    public let observableObjectProtocols: [String]
    public let publishedProperties: [String]
    public internal(set) var dependencies: [ModelDependency]
    public internal(set) var injections: [EnvironmentSite]
    public internal(set) var views: [ViewAttachment]
    /// `$projections` (and self-subscriptions to `objectWillChange`) driving pipelines.
    public internal(set) var combineSites: [PlanSite]
    public internal(set) var blockers: [PlanSite]
    public internal(set) var classification: ModelClassification
    /// Why it is classified the way it is, most important first.
    public internal(set) var reasons: [String]
    /// 1-based stage, nil when not staged (blocked, already migrated).
    public internal(set) var stage: Int?

    public var location: String { "\(file):\(line)" }

    /// Models this one holds (unique, sorted).
    public var dependencyNames: [String] { Array(Set(dependencies.map(\.target))).sorted() }

    /// Views that read the model from the environment.
    public var environmentReaders: [String] {
        Array(Set(views.filter { $0.relation == .environment }.map(\.view))).sorted()
    }

    public var isEnvironmentShared: Bool { !injections.isEmpty || views.contains { $0.relation == .environment } }
}

/// One stage of the migration: the classes to migrate together, in order.
public struct PlanStage: Sendable, Codable {
    public let number: Int
    /// The stage's base kind (classes promoted into it keep their own classification).
    public let kind: ModelClassification
    public let title: String
    /// Class names in migration order: dependencies before dependents, superclasses before subclasses.
    public let classes: [String]
    /// Files the stage touches: declarations, views that own/observe/read the classes, injection sites.
    public let files: [String]
}

/// Models that hold each other, directly or through others. They are migrated in one stage.
public struct PlanCycle: Sendable, Codable {
    public let classes: [String]
    public let stage: Int?
    /// The edges forming the cycle, e.g. "A → B (stored property 'b')".
    public let edges: [String]
}
