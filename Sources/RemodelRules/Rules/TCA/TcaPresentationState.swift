import SwiftSyntax
import RemodelCore

/// `@PresentationState` in a reducer's state: incompatible with `@ObservableState`, replaced by
/// the `@Presents` macro.
struct TcaPresentationState: Rule {
    package static let description = RuleDescription(
        id: "tca-presentation-state",
        title: "Use @Presents Instead of @PresentationState",
        impact: .critical,
        impactDescription: "Build failure in @ObservableState — macros cannot expand property-wrapped storage",
        tags: ["tca", "composable-architecture", "observation", "navigation", "migration", "ios17"],
        rationale: """
        `@ObservableState` rewrites each stored property of `State` into tracked storage, and macros \
        cannot be combined with property wrappers: `@PresentationState` inside an `@ObservableState` \
        type fails to build ("'@PresentationState' property wrapper cannot be used directly in \
        '@ObservableState'"). TCA 1.7 ships the `@Presents` macro as the drop-in replacement; \
        `$destination`, `.ifLet(\\.$destination, action: \\.destination)` and `PresentationAction` keep \
        working unchanged.

        Inside an `@ObservableState` type the **safe** fix renames the attribute to `@Presents`. In a \
        `State` that is not yet `@ObservableState` the rule reports the wrapper without a fix, because \
        `@Presents` relies on the observation registrar `@ObservableState` generates: convert both \
        together (the `tca-observable-state` fix and `remodel migrate --tca` do).
        """,
        incorrectLabel: "@PresentationState — rejected by @ObservableState",
        correctLabel: "@Presents — the macro equivalent",
        incorrect: [
            RuleExample("""
            import ComposableArchitecture

            @Reducer
            struct ContactsFeature {
                @ObservableState
                struct State: Equatable {
                    var contacts: IdentifiedArrayOf<Contact> = []
                    ↓@PresentationState var destination: Destination.State?
                    ↓@PresentationState
                    var alert: AlertState<Action.Alert>?
                }
                enum Action {
                    case alert(PresentationAction<Alert>)
                    case destination(PresentationAction<Destination.Action>)
                    enum Alert {}
                }
            }
            """, fixed: """
            import ComposableArchitecture

            @Reducer
            struct ContactsFeature {
                @ObservableState
                struct State: Equatable {
                    var contacts: IdentifiedArrayOf<Contact> = []
                    @Presents var destination: Destination.State?
                    @Presents
                    var alert: AlertState<Action.Alert>?
                }
                enum Action {
                    case alert(PresentationAction<Alert>)
                    case destination(PresentationAction<Destination.Action>)
                    enum Alert {}
                }
            }
            """),
            RuleExample("""
            import ComposableArchitecture

            @Reducer
            struct SettingsFeature {
                struct State: Equatable {
                    ↓@PresentationState var editor: EditorFeature.State?
                }
                enum Action {
                    case editor(PresentationAction<EditorFeature.Action>)
                }
            }
            """),
        ],
        correct: [
            RuleExample("""
            import ComposableArchitecture

            @Reducer
            struct ContactsFeature {
                @ObservableState
                struct State: Equatable {
                    @Presents var destination: Destination.State?
                }
                enum Action {
                    case destination(PresentationAction<Destination.Action>)
                }
                var body: some ReducerOf<Self> {
                    Reduce { state, action in .none }
                        .ifLet(\\.$destination, action: \\.destination)
                }
            }
            """),
            RuleExample("""
            import SwiftUI

            // A project's own wrapper with the same name, outside TCA.
            @propertyWrapper
            struct PresentationState<Value> {
                var wrappedValue: Value
            }
            struct Slides {
                @PresentationState var current: Int = 0
            }
            """),
        ],
        fix: .sometimes(.safe),
        requiredDependency: .composableArchitecture17
    )

    package static var projectQuestions: [ProjectQuestion] { [.tcaHasFeatures] }

    package func check(_ file: SourceFile, context: RuleContext) -> [Violation] {
        // Only @PresentationState properties are looked at; a file without one does not read the index.
        guard file.facts.types.contains(where: { $0.properties.contains { $0.hasAttribute("PresentationState") } }),
              TCAIndex.isTCAFile(file, context: context), context.index.tca.isTCASymbol("PresentationState", in: file) else { return [] }
        var violations: [Violation] = []
        for type in file.facts.types {
            for property in type.properties.firstOfEachDeclaration where property.hasAttribute("PresentationState") {
                guard let attribute = TCASyntax.attribute(named: "PresentationState", on: property.decl) else { continue }
                if type.hasAttribute("ObservableState") {
                    violations.append(Violation(
                        at: attribute,
                        "'\(property.name)' uses @PresentationState inside @ObservableState '\(type.qualifiedName)', which does not build; use @Presents",
                        fix: Fix("Use @Presents", applicability: .safe, edits: [TextEdit(replacing: attribute.attributeName, with: "Presents")])))
                } else {
                    violations.append(Violation(
                        at: attribute,
                        "'\(property.name)' uses @PresentationState, which blocks @ObservableState on '\(type.qualifiedName)'; replace it with @Presents when adding @ObservableState"))
                }
            }
        }
        return violations
    }
}
