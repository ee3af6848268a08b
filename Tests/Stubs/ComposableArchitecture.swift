// ComposableArchitecture.swift — a type-check stub of The Composable Architecture (TCA 1.7–1.17),
// with the parts of swift-case-paths, swift-identified-collections and swift-perception it
// re-exports. Signatures are copied in shape (labels, generic parameters, `where` clauses,
// isolation) from pointfreeco/swift-composable-architecture tag 1.17.0; each section names the
// source file it follows. Bodies are `fatalError()`.
//
// Two surfaces are built from this one file (see typecheck.sh, `TCA_SURFACE`):
// - `legacy` (`-D TCA_LEGACY`): everything, like TCA 1.7–1.17 where the pre-observation APIs are
//   still present (soft-deprecated): `WithViewStore`, `ViewStore`, `@BindingState`,
//   `@PresentationState`, `IfLetStore`, `SwitchStore`/`CaseLet`, `ForEachStore`,
//   `NavigationStackStore`, the `store:` presentation modifiers, closure-based `scope`.
// - `observable`: only the 1.7 observation API. Code still using a removed (legacy) API fails
//   to type-check — that is what a migrated file must not do.
//
// Macros run through TCAMacros.swift (an in-process plugin typecheck.sh builds). `@Presents` is
// a property wrapper here (the real one is a macro generating the same `$x: PresentationState`
// projection).
@_exported import SwiftUI
@_exported import Foundation
@_exported import Observation

@inline(never)
func _tcaStub() -> Never { fatalError("ComposableArchitecture stub") }

// MARK: - Macros (Macros.swift; swift-case-paths Macros.swift)

@attached(memberAttribute)
@attached(extension, conformances: Reducer)
public macro Reducer() = #externalMacro(module: "TCAStubMacros", type: "ReducerMacro")

@attached(member, names: named(AllCasePaths), named(allCasePaths))
@attached(extension, conformances: CasePathable)
public macro CasePathable() = #externalMacro(module: "TCAStubMacros", type: "CasePathableMacro")

@attached(extension, conformances: Observable, ObservableState)
public macro ObservableState() = #externalMacro(module: "TCAStubMacros", type: "ObservableStateMacro")

@attached(accessor, names: named(willSet))
public macro ObservationStateIgnored() = #externalMacro(module: "TCAStubMacros", type: "ObservationStateNoOpMacro")

@attached(accessor, names: named(init), named(get), named(set))
public macro ObservationStateTracked() = #externalMacro(module: "TCAStubMacros", type: "ObservationStateNoOpMacro")

@attached(extension, conformances: ViewActionSending)
public macro ViewAction<R: Reducer>(for: R.Type) = #externalMacro(module: "TCAStubMacros", type: "ViewActionMacro")

// MARK: - Case paths (swift-case-paths: CasePathable.swift, AnyCasePath.swift)

public protocol CasePathable {
    associatedtype AllCasePaths
    static var allCasePaths: AllCasePaths { get }
}

public struct AnyCasePath<Root, Value>: Sendable {
    public init() {}
    public init(embed: @escaping @Sendable (Value) -> Root, extract: @escaping @Sendable (Root) -> Value?) {}
    public func embed(_ value: Value) -> Root { _tcaStub() }
    public func extract(from root: Root) -> Value? { _tcaStub() }
}

@dynamicMemberLookup
public struct Case<Value>: Sendable {
    public init() {}
    public subscript<AppendedValue>(
        dynamicMember keyPath: KeyPath<Value.AllCasePaths, AnyCasePath<Value, AppendedValue>>
    ) -> Case<AppendedValue> where Value: CasePathable { Case<AppendedValue>() }
}

public typealias CaseKeyPath<Root, Value> = KeyPath<Case<Root>, Case<Value>>

extension KeyPath {
    public func callAsFunction<Enum, AssociatedValue>(_ value: AssociatedValue) -> Enum
    where Root == Case<Enum>, Value == Case<AssociatedValue> { _tcaStub() }
}

extension CasePathable {
    public subscript<Value>(dynamicMember keyPath: KeyPath<Self.AllCasePaths, AnyCasePath<Self, Value>>) -> Value? {
        get { _tcaStub() }
        set {}
    }

    public func `is`(_ keyPath: PartialCaseKeyPath<Self>) -> Bool { _tcaStub() }

    public subscript<Value>(case keyPath: CaseKeyPath<Self, Value>) -> Value? { _tcaStub() }
}

public typealias PartialCaseKeyPath<Root> = PartialKeyPath<Case<Root>>

#if TCA_LEGACY
// swift-case-paths Deprecations.swift: `/Action.child` (pre-1.4 case paths, used by `CaseLet`).
prefix operator /

public prefix func / <Root, Value>(embed: @escaping (Value) -> Root) -> (Root) -> Value? { _tcaStub() }

public prefix func / <Root>(embed: Root) -> (Root) -> Void? { _tcaStub() }
#endif

public func ~= <Root: CasePathable, Value>(pattern: CaseKeyPath<Root, Value>, value: Root) -> Bool { _tcaStub() }

// MARK: - Identified collections (swift-identified-collections: IdentifiedArray.swift)

public struct IdentifiedArray<ID: Hashable, Element>: RandomAccessCollection, MutableCollection {
    public init() {}
    public init(uniqueElements elements: some Sequence<Element>, id: KeyPath<Element, ID>) {}
    public var startIndex: Int { 0 }
    public var endIndex: Int { 0 }
    public subscript(position: Int) -> Element {
        get { _tcaStub() }
        set {}
    }
    public subscript(id id: ID) -> Element? {
        get { _tcaStub() }
        set {}
    }
    public var ids: [ID] { _tcaStub() }
    public mutating func append(_ element: Element) {}
    @discardableResult public mutating func remove(id: ID) -> Element? { _tcaStub() }
    public mutating func remove(atOffsets offsets: IndexSet) {}
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {}
}

extension IdentifiedArray where Element: Identifiable, ID == Element.ID {
    public init(uniqueElements elements: some Sequence<Element>) {}
}

extension IdentifiedArray: ExpressibleByArrayLiteral where Element: Identifiable, ID == Element.ID {
    public init(arrayLiteral elements: Element...) {}
}

extension IdentifiedArray: Equatable where Element: Equatable {}
extension IdentifiedArray: Hashable where Element: Hashable {}
extension IdentifiedArray: Sendable where ID: Sendable, Element: Sendable {}

public typealias IdentifiedArrayOf<Element: Identifiable> = IdentifiedArray<Element.ID, Element>

// MARK: - Effects (Effect.swift, Effects/Cancellation.swift)

public struct Effect<Action>: Sendable {
    public static var none: Self { _tcaStub() }
    public static func send(_ action: Action) -> Self { _tcaStub() }
    public static func send(_ action: Action, animation: Animation? = nil) -> Self { _tcaStub() }
    public static func run(
        priority: TaskPriority? = nil,
        operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
        catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Self { _tcaStub() }
    public static func merge(_ effects: Self...) -> Self { _tcaStub() }
    public static func concatenate(_ effects: Self...) -> Self { _tcaStub() }
    public static func cancel(id: some Hashable & Sendable) -> Self { _tcaStub() }
    public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self { _tcaStub() }
    public func map<T>(_ transform: @escaping @Sendable (Action) -> T) -> Effect<T> { _tcaStub() }
}

@MainActor
public struct Send<Action>: Sendable {
    public func callAsFunction(_ action: Action) {}
    public func callAsFunction(_ action: Action, animation: Animation?) {}
}

// MARK: - Reducer (Reducer.swift, Reducer/ReducerBuilder.swift, Reducer/Reducers/*.swift)

public protocol Reducer<State, Action> {
    associatedtype State
    associatedtype Action
    associatedtype Body

    func reduce(into state: inout State, action: Action) -> Effect<Action>

    @ReducerBuilder<State, Action>
    var body: Body { get }
}

extension Reducer where Body == Never {
    public var body: Body { _tcaStub() }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
    public func reduce(into state: inout State, action: Action) -> Effect<Action> { _tcaStub() }
}

public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>

@resultBuilder
public enum ReducerBuilder<State, Action> {
    public static func buildBlock() -> EmptyReducer<State, Action> { EmptyReducer() }
    public static func buildPartialBlock<R: Reducer<State, Action>>(first: R) -> R { first }
    public static func buildPartialBlock<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
        accumulated: R0, next: R1
    ) -> _Sequence<R0, R1> { _tcaStub() }
    public static func buildExpression<R: Reducer<State, Action>>(_ expression: R) -> R { expression }
    public static func buildOptional<R: Reducer<State, Action>>(_ wrapped: R?) -> R? { wrapped }
    public static func buildEither<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(first reducer: R0) -> _Conditional<R0, R1> { _tcaStub() }
    public static func buildEither<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(second reducer: R1) -> _Conditional<R0, R1> { _tcaStub() }

    public struct _Sequence<R0: Reducer, R1: Reducer>: Reducer where R0.State == R1.State, R0.Action == R1.Action {
        public typealias State = R0.State
        public typealias Action = R0.Action
        public func reduce(into state: inout R0.State, action: R0.Action) -> Effect<R0.Action> { _tcaStub() }
    }

    public enum _Conditional<R0: Reducer, R1: Reducer>: Reducer where R0.State == R1.State, R0.Action == R1.Action {
        case first(R0)
        case second(R1)
        public func reduce(into state: inout R0.State, action: R0.Action) -> Effect<R0.Action> { _tcaStub() }
    }
}

extension Optional: Reducer where Wrapped: Reducer {
    public func reduce(into state: inout Wrapped.State, action: Wrapped.Action) -> Effect<Wrapped.Action> { _tcaStub() }
}

public struct Reduce<State, Action>: Reducer {
    public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {}
    public init<R: Reducer>(_ reducer: R) where R.State == State, R.Action == Action {}
    public func reduce(into state: inout State, action: Action) -> Effect<Action> { _tcaStub() }
}

public struct EmptyReducer<State, Action>: Reducer {
    public init() {}
    public func reduce(into state: inout State, action: Action) -> Effect<Action> { _tcaStub() }
}

public struct CombineReducers<State, Action, Reducers: Reducer>: Reducer where State == Reducers.State, Action == Reducers.Action {
    public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {}
    public func reduce(into state: inout State, action: Action) -> Effect<Action> { _tcaStub() }
}

public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
    public init<ChildState, ChildAction>(
        state toChildState: WritableKeyPath<ParentState, ChildState>,
        action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> child: () -> Child
    ) where ChildState == Child.State, ChildAction == Child.Action, ParentAction: CasePathable {}

    public init<ChildState, ChildAction>(
        state toChildState: CaseKeyPath<ParentState, ChildState>,
        action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> child: () -> Child
    ) where ChildState == Child.State, ChildAction == Child.Action, ParentState: CasePathable, ParentAction: CasePathable {}

    public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> { _tcaStub() }
}

public struct _ReducerModifier<Base: Reducer>: Reducer {
    public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> { _tcaStub() }
}

extension Reducer {
    // IfLetReducer.swift
    public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer>(
        _ toWrappedState: WritableKeyPath<State, WrappedState?>,
        action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
        @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> _ReducerModifier<Self> where WrappedState == Wrapped.State, WrappedAction == Wrapped.Action { _tcaStub() }

    public func ifLet<WrappedState: _EphemeralState, WrappedAction>(
        _ toWrappedState: WritableKeyPath<State, WrappedState?>,
        action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> _ReducerModifier<Self> { _tcaStub() }

    // PresentationReducer.swift
    public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
        _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
        action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
        @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> _ReducerModifier<Self> where Destination.State == DestinationState, Destination.Action == DestinationAction { _tcaStub() }

    public func ifLet<DestinationState: _EphemeralState, DestinationAction>(
        _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
        action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> _ReducerModifier<Self> { _tcaStub() }

    // ForEachReducer.swift
    public func forEach<ElementState, ElementAction, ID: Hashable & Sendable, Element: Reducer>(
        _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
        action toElementAction: CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>,
        @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> _ReducerModifier<Self> where ElementState == Element.State, ElementAction == Element.Action { _tcaStub() }

    // StackReducer.swift
    public func forEach<DestinationState, DestinationAction, Destination: Reducer>(
        _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
        action toStackAction: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
        @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> _ReducerModifier<Self> where Destination.State == DestinationState, Destination.Action == DestinationAction { _tcaStub() }

    // IfCaseLetReducer.swift
    public func ifCaseLet<CaseState, CaseAction, Case: Reducer>(
        _ toCaseState: CaseKeyPath<State, CaseState>,
        action toCaseAction: CaseKeyPath<Action, CaseAction>,
        @ReducerBuilder<CaseState, CaseAction> then case: () -> Case,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> _ReducerModifier<Self> where State: CasePathable, CaseState == Case.State, CaseAction == Case.Action { _tcaStub() }

    // OnChange.swift
    public func onChange<V: Equatable, R: Reducer>(
        of toValue: @escaping (State) -> V,
        @ReducerBuilder<State, Action> _ reducer: @escaping (_ oldValue: V, _ newValue: V) -> R
    ) -> _ReducerModifier<Self> where R.State == State, R.Action == Action { _tcaStub() }
}

/// Internal/EphemeralState.swift: alerts and dialogs need no reducer.
public protocol _EphemeralState<Action> {
    associatedtype Action
}

// MARK: - Observation (Observation/ObservableState.swift, Observation/Store+Observation.swift)

public protocol ObservableState: Observable {}

// MARK: - Store (Store.swift)

@dynamicMemberLookup
@preconcurrency @MainActor
public final class Store<State, Action> {
    public convenience init<R: Reducer<State, Action>>(
        initialState: @autoclosure () -> R.State,
        @ReducerBuilder<State, Action> reducer: () -> R,
        withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
    ) { _tcaStub() }

    public func withState<R>(_ body: (_ state: State) -> R) -> R { _tcaStub() }

    @discardableResult
    public func send(_ action: Action) -> StoreTask { _tcaStub() }

    @discardableResult
    public func send(_ action: Action, animation: Animation?) -> StoreTask { _tcaStub() }

    public func scope<ChildState, ChildAction>(
        state: KeyPath<State, ChildState>,
        action: CaseKeyPath<Action, ChildAction>
    ) -> Store<ChildState, ChildAction> { _tcaStub() }

    public var publisher: StorePublisher<State> { _tcaStub() }
}

public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>

extension Store: Equatable {
    public static nonisolated func == (lhs: Store, rhs: Store) -> Bool { lhs === rhs }
}

extension Store: Hashable {
    public nonisolated func hash(into hasher: inout Hasher) {}
}

extension Store: Identifiable {}

extension Store: Observable {}

@dynamicMemberLookup
public struct StorePublisher<State>: Publisher {
    public typealias Output = State
    public typealias Failure = Never
    public func receive<S: Subscriber>(subscriber: S) where S.Input == State, S.Failure == Never {}
    public subscript<Value: Equatable>(dynamicMember keyPath: KeyPath<State, Value>) -> StorePublisher<Value> { _tcaStub() }
}

public struct StoreTask: Hashable, Sendable {
    public func cancel() {}
    public func finish() async {}
    public var isCancelled: Bool { _tcaStub() }
}

// Observation/Store+Observation.swift
extension Store where State: ObservableState {
    public var state: State { _tcaStub() }

    public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value { _tcaStub() }

    public func scope<ChildState, ChildAction>(
        state: KeyPath<State, ChildState?>,
        action: CaseKeyPath<Action, ChildAction>,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Store<ChildState, ChildAction>? { _tcaStub() }

    // Observation/IdentifiedArray+Observation.swift
    @_disfavoredOverload
    public func scope<ElementID, ElementState, ElementAction>(
        state: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
        action: CaseKeyPath<Action, IdentifiedAction<ElementID, ElementAction>>,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> some RandomAccessCollection<Store<ElementState, ElementAction>> { _StoreCollection<ElementID, ElementState, ElementAction>() }
}

public struct _StoreCollection<ID: Hashable, State, Action>: RandomAccessCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { 0 }
    public subscript(position: Int) -> Store<State, Action> { _tcaStub() }
}

// Observation/Binding+Observation.swift: `$store.field` and `.sending(\.action)`.
extension Store where State: ObservableState, Action: BindableAction, Action.State == State {
    public subscript<Value: Equatable & Sendable>(dynamicMember keyPath: WritableKeyPath<State, Value>) -> Value {
        get { _tcaStub() }
        set {}
    }
}

extension Binding {
    @preconcurrency @MainActor
    public subscript<State: ObservableState, Action, Member>(
        dynamicMember keyPath: KeyPath<State, Member>
    ) -> _StoreBinding<State, Action, Member> where Value == Store<State, Action> { _tcaStub() }

    @preconcurrency @MainActor
    public func scope<State: ObservableState, Action, ChildState, ChildAction>(
        state: KeyPath<State, ChildState?>,
        action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
        fileID: StaticString = #fileID, filePath: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> Binding<Store<ChildState, ChildAction>?> where Value == Store<State, Action> { _tcaStub() }

    // Observation/NavigationStack+Observation.swift
    @preconcurrency @MainActor
    public func scope<State: ObservableState, Action, ElementState, ElementAction>(
        state: KeyPath<State, StackState<ElementState>>,
        action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
    ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>> where Value == Store<State, Action> { _tcaStub() }
}

extension SwiftUI.Bindable {
    @preconcurrency @MainActor
    public subscript<State: ObservableState, Action, Member>(
        dynamicMember keyPath: KeyPath<State, Member>
    ) -> _StoreBindable_SwiftUI<State, Action, Member> where Value == Store<State, Action> { _tcaStub() }

    @preconcurrency @MainActor
    public func scope<State: ObservableState, Action, ChildState, ChildAction>(
        state: KeyPath<State, ChildState?>,
        action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
        fileID: StaticString = #fileID, filePath: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> Binding<Store<ChildState, ChildAction>?> where Value == Store<State, Action> { _tcaStub() }

    @preconcurrency @MainActor
    public func scope<State: ObservableState, Action, ElementState, ElementAction>(
        state: KeyPath<State, StackState<ElementState>>,
        action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
    ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>> where Value == Store<State, Action> { _tcaStub() }
}

extension Perception.Bindable {
    public subscript<State: ObservableState, Action, Member>(
        dynamicMember keyPath: KeyPath<State, Member>
    ) -> _StoreBindable_Perception<State, Action, Member> where Value == Store<State, Action> { _tcaStub() }

    public func scope<State: ObservableState, Action, ChildState, ChildAction>(
        state: KeyPath<State, ChildState?>,
        action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
        fileID: StaticString = #fileID, filePath: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) -> Binding<Store<ChildState, ChildAction>?> where Value == Store<State, Action> { _tcaStub() }

    public func scope<State: ObservableState, Action, ElementState, ElementAction>(
        state: KeyPath<State, StackState<ElementState>>,
        action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
    ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>> where Value == Store<State, Action> { _tcaStub() }
}

@dynamicMemberLookup
public struct _StoreBinding<State: ObservableState, Action, Value> {
    public subscript<Member>(dynamicMember keyPath: KeyPath<Value, Member>) -> _StoreBinding<State, Action, Member> { _tcaStub() }
    @preconcurrency @MainActor
    public func sending(_ action: CaseKeyPath<Action, Value>) -> Binding<Value> { _tcaStub() }
}

@dynamicMemberLookup
public struct _StoreBindable_SwiftUI<State: ObservableState, Action, Value> {
    public subscript<Member>(dynamicMember keyPath: KeyPath<Value, Member>) -> _StoreBindable_SwiftUI<State, Action, Member> { _tcaStub() }
    @preconcurrency @MainActor
    public func sending(_ action: CaseKeyPath<Action, Value>) -> Binding<Value> { _tcaStub() }
}

@dynamicMemberLookup
public struct _StoreBindable_Perception<State: ObservableState, Action, Value> {
    public subscript<Member>(dynamicMember keyPath: KeyPath<Value, Member>) -> _StoreBindable_Perception<State, Action, Member> { _tcaStub() }
    @preconcurrency @MainActor
    public func sending(_ action: CaseKeyPath<Action, Value>) -> Binding<Value> { _tcaStub() }
}

// `$store.field` where the store's action is bindable is SwiftUI's own `Bindable`/`Binding`
// dynamic member over the settable `Store` subscript above (Binding+Observation.swift, line 160).

// MARK: - Perception (swift-perception: Bindable.swift, WithPerceptionTracking.swift)

/// The `Perception` module's names, reachable as `Perception.Bindable` like the real module's.
public enum Perception {
    @dynamicMemberLookup
    @propertyWrapper
    public struct Bindable<Value> {
        public var wrappedValue: Value
        public var projectedValue: Bindable<Value> { self }
        public init(wrappedValue: Value) where Value: AnyObject { self.wrappedValue = wrappedValue }
        public init(_ wrappedValue: Value) where Value: AnyObject { self.wrappedValue = wrappedValue }
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> { _tcaStub() }
    }
}

public struct WithPerceptionTracking<Content> {
    public init(@ViewBuilder content: @escaping () -> Content) where Content: View {}
}

extension WithPerceptionTracking: View where Content: View {
    public typealias Body = Never
    public var body: Never { _tcaStub() }
}

// MARK: - Bindings (SwiftUI/Binding.swift, Reducer/Reducers/BindingReducer.swift)

public struct BindingAction<Root>: CasePathable, Equatable, @unchecked Sendable {
    public static func == (lhs: Self, rhs: Self) -> Bool { _tcaStub() }

    public struct AllCasePaths {
        public subscript<Value: Equatable>(dynamicMember keyPath: WritableKeyPath<Root, Value>) -> AnyCasePath<BindingAction, Value>
        where Root: ObservableState { _tcaStub() }
    }
    public static var allCasePaths: AllCasePaths { _tcaStub() }

    // Observation/Binding+Observation.swift
    public static func set<Value: Equatable & Sendable>(_ keyPath: WritableKeyPath<Root, Value>, _ value: Value) -> Self
    where Root: ObservableState { _tcaStub() }

    public static func ~= <Value>(keyPath: WritableKeyPath<Root, Value>, bindingAction: Self) -> Bool
    where Root: ObservableState { _tcaStub() }
}

public protocol BindableAction {
    associatedtype State
    static func binding(_ action: BindingAction<State>) -> Self
    var binding: BindingAction<State>? { get }
}

extension BindableAction {
    public var binding: BindingAction<State>? { _tcaStub() }
}

extension BindableAction where State: ObservableState {
    public static func set<Value: Equatable & Sendable>(_ keyPath: WritableKeyPath<State, Value>, _ value: Value) -> Self { _tcaStub() }
}

public struct BindingReducer<State, Action>: Reducer where Action: BindableAction, State == Action.State {
    public init() {}
    public func reduce(into state: inout State, action: Action) -> Effect<Action> { _tcaStub() }
}

// MARK: - Presentation (Reducer/Reducers/PresentationReducer.swift, Macros.swift `@Presents`)

@dynamicMemberLookup
@propertyWrapper
public struct PresentationState<State> {
    public init(wrappedValue: State?) {}
    public subscript<Case>(dynamicMember keyPath: CaseKeyPath<State, Case>) -> PresentationState<Case>
    where State: CasePathable { _tcaStub() }
    public subscript<Member>(dynamicMember keyPath: KeyPath<State, Member>) -> PresentationState<Member> { _tcaStub() }
    public var wrappedValue: State? {
        get { _tcaStub() }
        set {}
    }
    public var projectedValue: Self {
        get { self }
        set {}
    }
}

extension PresentationState: Equatable where State: Equatable {}
extension PresentationState: Hashable where State: Hashable {}
extension PresentationState: Sendable where State: Sendable {}

/// `@Presents var destination: Destination.State?` — a macro in TCA; a wrapper with the same
/// `$destination: PresentationState<…>` projection here.
@propertyWrapper
public struct Presents<State> {
    public init(wrappedValue: State? = nil) {}
    public var wrappedValue: State? {
        get { _tcaStub() }
        set {}
    }
    public var projectedValue: PresentationState<State> {
        get { _tcaStub() }
        set {}
    }
}

extension Presents: Equatable where State: Equatable {}
extension Presents: Hashable where State: Hashable {}
extension Presents: Sendable where State: Sendable {}

public enum PresentationAction<Action> {
    case dismiss
    case presented(Action)
}

extension PresentationAction: CasePathable {
    @dynamicMemberLookup
    public struct AllCasePaths {
        public var dismiss: AnyCasePath<PresentationAction, Void> { _tcaStub() }
        public var presented: AnyCasePath<PresentationAction, Action> { _tcaStub() }
        public subscript<AppendedAction>(
            dynamicMember keyPath: CaseKeyPath<Action, AppendedAction>
        ) -> AnyCasePath<PresentationAction, AppendedAction> where Action: CasePathable { _tcaStub() }
        @_disfavoredOverload
        public subscript<AppendedAction>(
            dynamicMember keyPath: CaseKeyPath<Action, AppendedAction>
        ) -> AnyCasePath<PresentationAction, PresentationAction<AppendedAction>> where Action: CasePathable { _tcaStub() }
    }
    public static var allCasePaths: AllCasePaths { _tcaStub() }
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Sendable where Action: Sendable {}

// MARK: - Identified actions (Reducer/Reducers/ForEachReducer.swift)

public enum IdentifiedAction<ID: Hashable & Sendable, Action>: CasePathable {
    case element(id: ID, action: Action)

    @dynamicMemberLookup
    public struct AllCasePaths {
        public var element: AnyCasePath<IdentifiedAction, (id: ID, action: Action)> { _tcaStub() }
        public subscript(id id: ID) -> AnyCasePath<IdentifiedAction, Action> { _tcaStub() }
        public subscript<AppendedAction>(
            dynamicMember keyPath: CaseKeyPath<Action, AppendedAction>
        ) -> AnyCasePath<IdentifiedAction, (id: ID, action: AppendedAction)> where Action: CasePathable { _tcaStub() }
    }
    public static var allCasePaths: AllCasePaths { _tcaStub() }
}

public typealias IdentifiedActionOf<R: Reducer> = IdentifiedAction<R.State.ID, R.Action> where R.State: Identifiable, R.State.ID: Sendable

extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Sendable where Action: Sendable {}

// MARK: - Stacks (Reducer/Reducers/StackReducer.swift)

public struct StackElementID: Hashable, Sendable, ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int) {}
}

public struct StackState<Element>: RandomAccessCollection, RangeReplaceableCollection {
    public init() {}
    public var startIndex: Int { 0 }
    public var endIndex: Int { 0 }
    public subscript(position: Int) -> Element { _tcaStub() }
    public subscript(id id: StackElementID) -> Element? {
        get { _tcaStub() }
        set {}
    }
    public var ids: [StackElementID] { _tcaStub() }
    public mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C) where C.Element == Element {}

    public struct Component: Hashable {
        public static func == (lhs: Self, rhs: Self) -> Bool { _tcaStub() }
        public func hash(into hasher: inout Hasher) {}
    }
}

extension StackState: Equatable where Element: Equatable {}
extension StackState: Hashable where Element: Hashable {}
extension StackState: Sendable where Element: Sendable {}

public enum StackAction<State, Action>: CasePathable {
    case element(id: StackElementID, action: Action)
    case popFrom(id: StackElementID)
    case push(id: StackElementID, state: State)

    @dynamicMemberLookup
    public struct AllCasePaths {
        public var element: AnyCasePath<StackAction, (id: StackElementID, action: Action)> { _tcaStub() }
        public var popFrom: AnyCasePath<StackAction, StackElementID> { _tcaStub() }
        public var push: AnyCasePath<StackAction, (id: StackElementID, state: State)> { _tcaStub() }
        public subscript(id id: StackElementID) -> AnyCasePath<StackAction, Action> { _tcaStub() }
        public subscript<AppendedAction>(
            dynamicMember keyPath: CaseKeyPath<Action, AppendedAction>
        ) -> AnyCasePath<StackAction, (id: StackElementID, action: AppendedAction)> where Action: CasePathable { _tcaStub() }
    }
    public static var allCasePaths: AllCasePaths { _tcaStub() }
}

public typealias StackActionOf<R: Reducer> = StackAction<R.State, R.Action>

extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Sendable where State: Sendable, Action: Sendable {}

// MARK: - Alerts and dialogs (swift-navigation: TextState.swift, ButtonState.swift, AlertState.swift)

public struct TextState: Equatable, Hashable, Sendable {
    public init(_ content: String) {}
    public init(verbatim content: String) {}
}

public struct ButtonStateRole: Equatable, Hashable, Sendable {
    public static let cancel = Self()
    public static let destructive = Self()
}

public struct ButtonState<Action>: Identifiable {
    public var id: UUID { _tcaStub() }
    public init(role: ButtonStateRole? = nil, action: Action, label: () -> TextState) {}
    public init(role: ButtonStateRole? = nil, label: () -> TextState) {}
}

extension ButtonState: Equatable where Action: Equatable {}
extension ButtonState: Hashable where Action: Hashable {}
extension ButtonState: Sendable where Action: Sendable {}

@resultBuilder
public enum ButtonStateBuilder<Action> {
    public static func buildBlock(_ components: [ButtonState<Action>]...) -> [ButtonState<Action>] { components.flatMap { $0 } }
    public static func buildExpression(_ expression: ButtonState<Action>) -> [ButtonState<Action>] { [expression] }
    public static func buildOptional(_ component: [ButtonState<Action>]?) -> [ButtonState<Action>] { component ?? [] }
    public static func buildEither(first component: [ButtonState<Action>]) -> [ButtonState<Action>] { component }
    public static func buildEither(second component: [ButtonState<Action>]) -> [ButtonState<Action>] { component }
}

public struct AlertState<Action>: Identifiable, _EphemeralState {
    public var id: UUID { _tcaStub() }
    public init(
        title: () -> TextState,
        @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
        message: (() -> TextState)? = nil
    ) {}
}

extension AlertState: Equatable where Action: Equatable {}
extension AlertState: Hashable where Action: Hashable {}
extension AlertState: Sendable where Action: Sendable {}

public enum ConfirmationDialogStateTitleVisibility: Sendable { case automatic, hidden, visible }

public struct ConfirmationDialogState<Action>: Identifiable, _EphemeralState {
    public var id: UUID { _tcaStub() }
    public init(
        titleVisibility: ConfirmationDialogStateTitleVisibility = .automatic,
        title: () -> TextState,
        @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
        message: (() -> TextState)? = nil
    ) {}
}

extension ConfirmationDialogState: Equatable where Action: Equatable {}
extension ConfirmationDialogState: Hashable where Action: Hashable {}
extension ConfirmationDialogState: Sendable where Action: Sendable {}

extension Text {
    public init(_ state: TextState) { _tcaStub() }
}

// MARK: - Dependencies (swift-dependencies: DependencyValues.swift, Dependency.swift)

public struct DependencyValues: Sendable {
    public init() {}
}

@propertyWrapper
public struct Dependency<Value>: @unchecked Sendable {
    public init(_ keyPath: KeyPath<DependencyValues, Value> & Sendable) {}
    public var wrappedValue: Value { _tcaStub() }
}

// MARK: - View actions (Observation/ViewAction.swift)

public protocol ViewAction<ViewAction> {
    associatedtype ViewAction
    static func view(_ action: ViewAction) -> Self
}

@preconcurrency @MainActor
public protocol ViewActionSending<StoreState, StoreAction> {
    associatedtype StoreState
    associatedtype StoreAction: ViewAction
    var store: Store<StoreState, StoreAction> { get }
}

extension ViewActionSending {
    @discardableResult
    public func send(_ action: StoreAction.ViewAction) -> StoreTask { _tcaStub() }
    @discardableResult
    public func send(_ action: StoreAction.ViewAction, animation: Animation?) -> StoreTask { _tcaStub() }
}

// MARK: - SwiftUI integration, 1.7 (Observation/Alert+Observation.swift, Observation/NavigationStack+Observation.swift)

extension View {
    @preconcurrency @MainActor
    public func alert<Action>(_ item: Binding<Store<AlertState<Action>, Action>?>) -> some View { self }

    @preconcurrency @MainActor
    public func confirmationDialog<Action>(_ item: Binding<Store<ConfirmationDialogState<Action>, Action>?>) -> some View { self }
}

// SwiftUI/Binding.swift: `.bind(_:to:)` synchronizes a model binding with view state (focus).
extension View {
    public func bind<Value: Equatable>(_ modelValue: Binding<Value>, to viewValue: FocusState<Value>.Binding) -> some View { self }
    public func bind<Value: Equatable>(_ modelValue: Binding<Value>, to viewValue: Binding<Value>) -> some View { self }
}

extension NavigationStack {
    public init<State, Action, Destination: View, R>(
        path: Binding<Store<StackState<State>, StackAction<State, Action>>>,
        @ViewBuilder root: () -> R,
        @ViewBuilder destination: @escaping (Store<State, Action>) -> Destination,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) where Data == StackState<State>.PathView, Root == ModifiedContent<R, _NavigationDestinationViewModifier<State, Action, Destination>> {
        _tcaStub()
    }
}

extension StackState {
    public struct PathView: MutableCollection, RandomAccessCollection, RangeReplaceableCollection {
        public init() {}
        public var startIndex: Int { 0 }
        public var endIndex: Int { 0 }
        public subscript(position: Int) -> Component {
            get { _tcaStub() }
            set {}
        }
        public mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C) where C.Element == Component {}
    }
}

public struct _NavigationDestinationViewModifier<State, Action, Destination: View> {}

// MARK: - Pre-1.4 names, still present (deprecated) in 1.7–1.17 (Internal/Deprecations.swift)

public typealias EffectTask = Effect
public typealias ReducerProtocol = Reducer
public typealias ReducerProtocolOf<R: Reducer> = Reducer<R.State, R.Action>

#if TCA_LEGACY

// MARK: - Legacy: property wrappers (SwiftUI/Binding.swift)

@propertyWrapper
@dynamicMemberLookup
public struct BindingState<Value> {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public var projectedValue: Self {
        get { self }
        set { self = newValue }
    }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> BindingState<Subject> { _tcaStub() }
}

extension BindingState: Equatable where Value: Equatable {}
extension BindingState: Hashable where Value: Hashable {}
extension BindingState: Sendable where Value: Sendable {}

extension BindingAction {
    public static func set<Value: Equatable & Sendable>(_ keyPath: WritableKeyPath<Root, BindingState<Value>>, _ value: Value) -> Self { _tcaStub() }

    public static func ~= <Value>(keyPath: WritableKeyPath<Root, BindingState<Value>>, bindingAction: Self) -> Bool { _tcaStub() }
}

extension BindableAction {
    public static func set<Value: Equatable & Sendable>(_ keyPath: WritableKeyPath<State, BindingState<Value>>, _ value: Value) -> Self { _tcaStub() }
}

@propertyWrapper
public struct BindingViewState<Value> {
    public init(binding: Binding<Value>) {}
    public var wrappedValue: Value { _tcaStub() }
    public var projectedValue: Binding<Value> { _tcaStub() }
}

extension BindingViewState: Equatable where Value: Equatable {}

@dynamicMemberLookup
public struct BindingViewStore<State> {
    public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value { _tcaStub() }
    public subscript<Value: Equatable>(dynamicMember keyPath: WritableKeyPath<State, BindingState<Value>>) -> BindingViewState<Value> { _tcaStub() }
}

// MARK: - Legacy: scoping with closures (Store.swift)

extension Store {
    @available(*, deprecated, message: "Pass 'state' a key path to child state and 'action' a case key path to child action, instead.")
    public func scope<ChildState, ChildAction>(
        state toChildState: @escaping (_ state: State) -> ChildState,
        action fromChildAction: @escaping (_ childAction: ChildAction) -> Action
    ) -> Store<ChildState, ChildAction> { _tcaStub() }

    public var stateless: Store<Void, Action> { _tcaStub() }
}

// MARK: - Legacy: ViewStore (ViewStore.swift)

@dynamicMemberLookup
@preconcurrency @MainActor
public final class ViewStore<ViewState, ViewAction>: ObservableObject {
    public init<State, Action>(
        _ store: Store<State, Action>,
        observe toViewState: @escaping (_ state: State) -> ViewState,
        send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action,
        removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool
    ) { _tcaStub() }

    public init<State>(
        _ store: Store<State, ViewAction>,
        observe toViewState: @escaping (_ state: State) -> ViewState,
        removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool
    ) { _tcaStub() }

    public var state: ViewState { _tcaStub() }
    public var publisher: StorePublisher<ViewState> { _tcaStub() }

    public subscript<Value>(dynamicMember keyPath: KeyPath<ViewState, Value>) -> Value { _tcaStub() }

    @discardableResult
    public func send(_ action: ViewAction) -> StoreTask { _tcaStub() }

    @discardableResult
    public func send(_ action: ViewAction, animation: Animation?) -> StoreTask { _tcaStub() }

    public func send(_ action: ViewAction, while predicate: @escaping (_ state: ViewState) -> Bool) async {}

    public func binding<Value>(
        get: @escaping (_ state: ViewState) -> Value,
        send valueToAction: @escaping (_ value: Value) -> ViewAction
    ) -> Binding<Value> { _tcaStub() }

    public func binding<Value>(
        get: @escaping (_ state: ViewState) -> Value,
        send action: ViewAction
    ) -> Binding<Value> { _tcaStub() }
}

extension ViewStore where ViewState: Equatable {
    public convenience init<State, Action>(
        _ store: Store<State, Action>,
        observe toViewState: @escaping (_ state: State) -> ViewState,
        send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action
    ) { _tcaStub() }

    public convenience init<State>(
        _ store: Store<State, ViewAction>,
        observe toViewState: @escaping (_ state: State) -> ViewState
    ) { _tcaStub() }
}

// SwiftUI/Binding.swift: `viewStore.$field`, `viewStore.binding(\.$field)`.
extension ViewStore where ViewAction: BindableAction, ViewAction.State == ViewState {
    public subscript<Value: Equatable>(dynamicMember keyPath: WritableKeyPath<ViewState, BindingState<Value>>) -> Binding<Value> { _tcaStub() }

    public func binding<Value: Equatable>(_ keyPath: WritableKeyPath<ViewState, BindingState<Value>>) -> Binding<Value> { _tcaStub() }
}

extension ViewStore {
    public subscript<Value: Equatable>(dynamicMember keyPath: KeyPath<ViewState, BindingViewState<Value>>) -> Binding<Value> { _tcaStub() }
}

public typealias ViewStoreOf<R: Reducer> = ViewStore<R.State, R.Action>

extension WithViewStore where ViewAction: BindableAction {
    public init<State: Equatable>(
        _ store: Store<State, ViewAction>,
        observe toViewState: @escaping (_ bindingViewStore: BindingViewStore<State>) -> ViewState,
        @ViewBuilder content: @escaping (_ viewStore: ViewStore<ViewState, ViewAction>) -> Content,
        file: StaticString = #fileID, line: UInt = #line
    ) where ViewAction.State == State, ViewState: Equatable { _tcaStub() }
}

// MARK: - Legacy: WithViewStore (SwiftUI/WithViewStore.swift)

public struct WithViewStore<ViewState, ViewAction, Content: View> {
    public init<State, Action>(
        _ store: Store<State, Action>,
        observe toViewState: @escaping (_ state: State) -> ViewState,
        send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action,
        removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool,
        @ViewBuilder content: @escaping (_ viewStore: ViewStore<ViewState, ViewAction>) -> Content,
        file: StaticString = #fileID, line: UInt = #line
    ) { _tcaStub() }

    public init<State>(
        _ store: Store<State, ViewAction>,
        observe toViewState: @escaping (_ state: State) -> ViewState,
        removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool,
        @ViewBuilder content: @escaping (_ viewStore: ViewStore<ViewState, ViewAction>) -> Content,
        file: StaticString = #fileID, line: UInt = #line
    ) { _tcaStub() }

    public var body: Content { _tcaStub() }
}

extension WithViewStore: View {}

extension WithViewStore where ViewState: Equatable, Content: View {
    public init<State, Action>(
        _ store: Store<State, Action>,
        observe toViewState: @escaping (_ state: State) -> ViewState,
        send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action,
        @ViewBuilder content: @escaping (_ viewStore: ViewStore<ViewState, ViewAction>) -> Content,
        file: StaticString = #fileID, line: UInt = #line
    ) { _tcaStub() }

    public init<State>(
        _ store: Store<State, ViewAction>,
        observe toViewState: @escaping (_ state: State) -> ViewState,
        @ViewBuilder content: @escaping (_ viewStore: ViewStore<ViewState, ViewAction>) -> Content,
        file: StaticString = #fileID, line: UInt = #line
    ) { _tcaStub() }
}

// MARK: - Legacy: store views (SwiftUI/IfLetStore.swift, ForEachStore.swift, SwitchStore.swift, NavigationStackStore.swift)

public struct IfLetStore<State, Action, Content: View> {
    public init<IfContent, ElseContent>(
        _ store: Store<State?, Action>,
        @ViewBuilder then ifContent: @escaping (_ store: Store<State, Action>) -> IfContent,
        @ViewBuilder else elseContent: () -> ElseContent
    ) where Content == _ConditionalContent<IfContent, ElseContent> { _tcaStub() }

    public init<IfContent>(
        _ store: Store<State?, Action>,
        @ViewBuilder then ifContent: @escaping (_ store: Store<State, Action>) -> IfContent
    ) where Content == IfContent? { _tcaStub() }

    public init<IfContent, ElseContent>(
        _ store: Store<PresentationState<State>, PresentationAction<Action>>,
        @ViewBuilder then ifContent: @escaping (_ store: Store<State, Action>) -> IfContent,
        @ViewBuilder else elseContent: @escaping () -> ElseContent
    ) where Content == _ConditionalContent<IfContent, ElseContent> { _tcaStub() }

    public init<IfContent>(
        _ store: Store<PresentationState<State>, PresentationAction<Action>>,
        @ViewBuilder then ifContent: @escaping (_ store: Store<State, Action>) -> IfContent
    ) where Content == IfContent? { _tcaStub() }

    public var body: some View { EmptyView() }
}

extension IfLetStore: View {}

public struct ForEachStore<EachState, EachAction, Data: Collection, ID: Hashable & Sendable, Content: View> {
    public init<EachContent: View>(
        _ store: Store<IdentifiedArray<ID, EachState>, IdentifiedAction<ID, EachAction>>,
        @ViewBuilder content: @escaping (_ store: Store<EachState, EachAction>) -> EachContent
    ) where Data == IdentifiedArray<ID, EachState>, Content == ForEach<IdentifiedArray<ID, EachState>, ID, EachContent> { _tcaStub() }

    public init<EachContent: View>(
        _ store: Store<IdentifiedArray<ID, EachState>, (id: ID, action: EachAction)>,
        @ViewBuilder content: @escaping (_ store: Store<EachState, EachAction>) -> EachContent
    ) where Data == IdentifiedArray<ID, EachState>, Content == ForEach<IdentifiedArray<ID, EachState>, ID, EachContent> { _tcaStub() }

    public var body: some View { EmptyView() }
}

extension ForEachStore: View {}

public struct SwitchStore<State, Action, Content: View> {
    public init(
        _ store: Store<State, Action>,
        @ViewBuilder content: @escaping (_ initialState: State) -> Content
    ) { _tcaStub() }

    public var body: some View { EmptyView() }
}

extension SwitchStore: View {}

public struct CaseLet<EnumState, EnumAction, CaseState, CaseAction, Content: View> {
    public init(
        _ toCaseState: @escaping (EnumState) -> CaseState?,
        action fromCaseAction: @escaping (CaseAction) -> EnumAction,
        @ViewBuilder then content: @escaping (_ store: Store<CaseState, CaseAction>) -> Content
    ) { _tcaStub() }

    public var body: some View { EmptyView() }
}

extension CaseLet: View {}

extension CaseLet where EnumAction == CaseAction {
    public init(
        state toCaseState: @escaping (EnumState) -> CaseState?,
        @ViewBuilder then content: @escaping (_ store: Store<CaseState, CaseAction>) -> Content
    ) { _tcaStub() }
}

public struct NavigationStackStore<State, Action, Root: View, Destination: View> {
    public init(
        _ store: Store<StackState<State>, StackAction<State, Action>>,
        @ViewBuilder root: () -> Root,
        @ViewBuilder destination: @escaping (_ store: Store<State, Action>) -> Destination
    ) { _tcaStub() }

    public init<D: View>(
        _ store: Store<StackState<State>, StackAction<State, Action>>,
        @ViewBuilder root: () -> Root,
        @ViewBuilder destination: @escaping (_ initialState: State) -> D
    ) where Destination == SwitchStore<State, Action, D> { _tcaStub() }

    public var body: some View { EmptyView() }
}

extension NavigationStackStore: View {}

// MARK: - Legacy: presentation modifiers (SwiftUI/Sheet.swift, Alert.swift, ConfirmationDialog.swift, Popover.swift, FullScreenCover.swift, NavigationDestination.swift)

extension View {
    public func sheet<State, Action, Content: View>(
        store: Store<PresentationState<State>, PresentationAction<Action>>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (_ store: Store<State, Action>) -> Content
    ) -> some View { self }

    public func sheet<State, Action, DestinationState, DestinationAction, Content: View>(
        store: Store<PresentationState<State>, PresentationAction<Action>>,
        state toDestinationState: @escaping (_ state: State) -> DestinationState?,
        action fromDestinationAction: @escaping (_ destinationAction: DestinationAction) -> Action,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (_ store: Store<DestinationState, DestinationAction>) -> Content
    ) -> some View { self }

    public func fullScreenCover<State, Action, Content: View>(
        store: Store<PresentationState<State>, PresentationAction<Action>>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (_ store: Store<State, Action>) -> Content
    ) -> some View { self }

    public func fullScreenCover<State, Action, DestinationState, DestinationAction, Content: View>(
        store: Store<PresentationState<State>, PresentationAction<Action>>,
        state toDestinationState: @escaping (_ state: State) -> DestinationState?,
        action fromDestinationAction: @escaping (_ destinationAction: DestinationAction) -> Action,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (_ store: Store<DestinationState, DestinationAction>) -> Content
    ) -> some View { self }

    public func popover<State, Action, Content: View>(
        store: Store<PresentationState<State>, PresentationAction<Action>>,
        @ViewBuilder content: @escaping (_ store: Store<State, Action>) -> Content
    ) -> some View { self }

    public func popover<State, Action, DestinationState, DestinationAction, Content: View>(
        store: Store<PresentationState<State>, PresentationAction<Action>>,
        state toDestinationState: @escaping (_ state: State) -> DestinationState?,
        action fromDestinationAction: @escaping (_ destinationAction: DestinationAction) -> Action,
        @ViewBuilder content: @escaping (_ store: Store<DestinationState, DestinationAction>) -> Content
    ) -> some View { self }

    public func navigationDestination<State, Action, Destination: View>(
        store: Store<PresentationState<State>, PresentationAction<Action>>,
        @ViewBuilder destination: @escaping (_ store: Store<State, Action>) -> Destination
    ) -> some View { self }

    public func navigationDestination<State, Action, DestinationState, DestinationAction, Destination: View>(
        store: Store<PresentationState<State>, PresentationAction<Action>>,
        state toDestinationState: @escaping (_ state: State) -> DestinationState?,
        action fromDestinationAction: @escaping (_ destinationAction: DestinationAction) -> Action,
        @ViewBuilder destination: @escaping (_ store: Store<DestinationState, DestinationAction>) -> Destination
    ) -> some View { self }

    public func alert<ButtonAction>(
        store: Store<PresentationState<AlertState<ButtonAction>>, PresentationAction<ButtonAction>>
    ) -> some View { self }

    public func alert<State, Action, ButtonAction>(
        store: Store<PresentationState<State>, PresentationAction<Action>>,
        state toDestinationState: @escaping (_ state: State) -> AlertState<ButtonAction>?,
        action fromDestinationAction: @escaping (_ alertAction: ButtonAction) -> Action
    ) -> some View { self }

    public func confirmationDialog<ButtonAction>(
        store: Store<PresentationState<ConfirmationDialogState<ButtonAction>>, PresentationAction<ButtonAction>>
    ) -> some View { self }

    public func confirmationDialog<State, Action, ButtonAction>(
        store: Store<PresentationState<State>, PresentationAction<Action>>,
        state toDestinationState: @escaping (_ state: State) -> ConfirmationDialogState<ButtonAction>?,
        action fromDestinationAction: @escaping (_ confirmationDialogAction: ButtonAction) -> Action
    ) -> some View { self }
}

#endif
