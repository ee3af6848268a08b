import SwiftSyntax
import RemodelCore

/// `objectWillChange.send()` in an `ObservableObject` class, and any `objectWillChange` use on an
/// `@Observable` class (inside it, or through a receiver whose type the index knows).
struct ManualObjectWillChange: Rule {
    package static let description = RuleDescription(
        id: "manual-object-will-change",
        title: "Avoid Manual objectWillChange Notifications",
        impact: .medium,
        impactDescription: "Manual sends hide untracked state and stop compiling once the model becomes @Observable",
        tags: ["observable", "observation", "combine", "migration", "ios17"],
        rationale: """
        A hand-written `objectWillChange.send()` usually papers over state SwiftUI cannot see — a \
        computed value or an unpublished property — and re-renders every observing view. In most \
        cases mutating a `@Published` property is enough. `@Observable` classes have no \
        `objectWillChange` publisher at all, so every use (`objectWillChange.send()` inside the class, \
        `model.objectWillChange.sink` or `.onReceive(model.objectWillChange)` elsewhere) stops compiling \
        after the migration. Mutate a tracked property instead; if a re-render truly must be forced \
        without a mutation, use `withMutation(keyPath: \\.someProperty) { … }`, and observe changes \
        with `onChange(of:)` or `withObservationTracking`.

        Not reported: a class that declares its own `objectWillChange` publisher (it manages \
        notifications by hand on purpose); forwarding a nested object's changes \
        (`child.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() }`), which \
        `ObservableObject` needs and `@Observable` makes unnecessary; and subscribing to \
        `objectWillChange` of an `ObservableObject`. Receivers are resolved through locals, \
        parameters and property types in the index; unresolved receivers are not reported.
        """,
        incorrectLabel: "manual objectWillChange trigger, or objectWillChange on an @Observable model",
        correctLabel: "mutate tracked state and let observation notify views",
        incorrect: [
            RuleExample("""
            import Combine

            class StateStoreViewModel<State, Action>: ObservableObject {
                @Published var viewState: State
                init(initialViewState: State) { viewState = initialViewState }
            }

            struct RoomState { var name = "" }
            enum RoomAction { case rename }
            typealias RoomViewModelType = StateStoreViewModel<RoomState, RoomAction>

            // An ObservableObject through a generic superclass reached by a typealias.
            final class RoomViewModel: RoomViewModelType {
                func refresh() { ↓objectWillChange.send() }
            }
            """),
            RuleExample("""
            import Combine

            final class ViewModelContext<ViewState, ViewAction>: ObservableObject {
                @Published var viewState: ViewState
                init(viewState: ViewState) { self.viewState = viewState }
            }

            class StateStoreViewModel<State, ViewAction> {
                typealias Context = ViewModelContext<State, ViewAction>
                let context: Context
                init(initialViewState: State) { context = Context(viewState: initialViewState) }
            }

            struct RoomState { var name = "" }
            enum RoomAction { case rename }
            typealias RoomViewModelType = StateStoreViewModel<RoomState, RoomAction>

            // `context` is inherited through the typealiased generic superclass; its type is the
            // superclass's nested typealias for an ObservableObject.
            final class RoomViewModel: RoomViewModelType {
                func refresh() { context.↓objectWillChange.send() }
            }
            """),
            RuleExample("""
            import Combine

            final class DeckModel: ObservableObject {
                @Published var cards: [String] = []

                func reshuffleDeck() {
                    cards.shuffle()
                    ↓objectWillChange.send()
                }
            }
            """),
            RuleExample("""
            import Observation

            @MainActor
            @Observable
            final class StudyModel {
                var cards: [String] = []

                func refresh() {
                    self.↓objectWillChange.send()
                }
            }
            """),
            RuleExample("""
            import Combine
            import Observation

            @Observable
            final class SessionModel {
                var progress = 0.0
            }

            final class SessionLogger {
                let model: SessionModel
                var cancellable: AnyCancellable?

                init(model: SessionModel) {
                    self.model = model
                    cancellable = model.↓objectWillChange.sink { _ in print("changed") }
                }
            }
            """),
            RuleExample("""
            import SwiftUI

            @MainActor
            @Observable
            final class TimerModel {
                var elapsed = 0
            }

            struct TimerView: View {
                @State private var model = TimerModel()

                var body: some View {
                    Text("\\(model.elapsed)")
                        .onReceive(model.↓objectWillChange) { _ in }
                }
            }
            """),
        ],
        correct: [
            RuleExample("""
            import Observation

            @MainActor
            @Observable
            final class DeckModel {
                var cards: [String] = []

                func reshuffleDeck() {
                    cards.shuffle()
                }
            }
            """),
            RuleExample("""
            import Combine

            final class ChildModel: ObservableObject {
                @Published var count = 0
            }

            final class ParentModel: ObservableObject {
                let child = ChildModel()
                private var cancellable: AnyCancellable?

                init() {
                    cancellable = child.objectWillChange.sink { [weak self] _ in
                        self?.objectWillChange.send()
                    }
                }
            }
            """),
            RuleExample("""
            import Combine

            final class Clock: ObservableObject {
                let objectWillChange = ObservableObjectPublisher()
                private(set) var tick = 0

                func advance() {
                    objectWillChange.send()
                    tick += 1
                }
            }
            """),
            RuleExample("""
            import SwiftUI

            final class SettingsModel: ObservableObject {
                @Published var theme = "light"
            }

            struct SettingsView: View {
                @ObservedObject var settings: SettingsModel

                var body: some View {
                    Text(settings.theme)
                        .onReceive(settings.objectWillChange) { _ in }
                }
            }
            """),
        ],
        optIn: true
    )

    package func check(_ file: SourceFile, context: RuleContext) -> [Violation] {
        // A file that uses no `objectWillChange` does not ask the index (and depends on no other file's facts).
        guard !file.facts.objectWillChangeUses.isEmpty else { return [] }
        let index = context.index
        var violations: [Violation] = []
        let semantics = index.semantics
        for use in file.facts.objectWillChangeUses {
            let scope = Scope(file: file.path, enclosing: use.ownerType)
            let type: String
            let isObservable: Bool
            let isObservableObject: Bool
            if let receiverType = semantics.receiverType(use.receiver, in: scope) {
                // The semantic answer, inherited members and conformances through typealiases included.
                guard semantics.isClass(receiverType.id), semantics.property(named: "objectWillChange", in: receiverType) == nil else { continue }
                type = semantics.name(of: receiverType.id)
                isObservable = semantics.isObservable(receiverType.id)
                isObservableObject = semantics.isObservableObject(receiverType.id)
            } else {
                // An enclosing type the semantic layer cannot single out: answer by its name when
                // only one type has it. (A typed receiver it cannot tell stays unknown.)
                guard use.receiver.map(ObservationReceiverTypes.isSelf) ?? true, let found = use.ownerType.map(ProjectIndex.simpleName),
                      index.declarations(named: found).count == 1, index.isClass(found),
                      index.property(named: "objectWillChange", in: found) == nil else { continue }
                type = found
                isObservable = index.isObservable(found)
                isObservableObject = index.isObservableObject(found)
            }
            if isObservable {
                violations.append(Violation(at: use.token, "'\(type)' is @Observable and has no objectWillChange publisher; mutate a tracked property (or use withMutation(keyPath:)) and observe with onChange(of:) or withObservationTracking"))
            } else if use.isSend, isObservableObject, !Self.isForwarding(use.token) {
                violations.append(Violation(at: use.token, "'\(type)' sends objectWillChange manually; mutate a @Published property instead — the call disappears with @Observable (use withMutation(keyPath:) if a re-render is truly needed)"))
            }
        }
        return violations
    }

    /// Inside a closure passed to `sink`: forwarding another object's changes.
    private static func isForwarding(_ token: TokenSyntax) -> Bool {
        var current = token.parent
        while let node = current {
            if node.is(MemberBlockSyntax.self) || node.is(SourceFileSyntax.self) { return false }
            if let closure = node.as(ClosureExprSyntax.self), let call = ObservationReceiverTypes.callTakingClosure(closure),
               FileIndexer.calleeName(call.calledExpression) == "sink" {
                return true
            }
            current = node.parent
        }
        return false
    }
}

/// The observation rules' and the plan's view of receiver types: the semantic layer's answer
/// (`Semantics.type(of:)`), as the type's simple name. Nil means "cannot tell".
package enum ObservationReceiverTypes {
    /// The type a member is used on: the receiver's type, or the owner's when the receiver is
    /// `self` or implicit (`objectWillChange`, `$query`).
    package static func type(ofReceiver receiver: ExprSyntax?, owner: String?, index: ProjectIndex) -> String? {
        if let receiver, !isSelf(receiver) { return type(of: receiver, owner: owner, index: index) }
        return owner.map(ProjectIndex.simpleName)
    }

    /// `self`, `self?`, `self!`.
    package static func isSelf(_ expression: ExprSyntax) -> Bool {
        unwrapped(expression).as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    package static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax { Semantics.unwrapped(expression) }

    /// The simple name of the type of `expression`, written inside `owner`.
    package static func type(of expression: ExprSyntax, owner: String?, index: ProjectIndex) -> String? {
        let semantics = index.semantics
        guard let type = semantics.type(of: expression, enclosing: owner), !type.isMetatype else { return nil }
        return semantics.name(of: type.id)
    }

    /// The call a closure is an argument (or trailing closure) of.
    package static func callTakingClosure(_ closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        var parent = closure.parent
        if parent?.is(LabeledExprSyntax.self) == true { parent = parent?.parent?.parent }
        else if parent?.is(MultipleTrailingClosureElementSyntax.self) == true { parent = parent?.parent?.parent }
        return parent?.as(FunctionCallExprSyntax.self)
    }
}
