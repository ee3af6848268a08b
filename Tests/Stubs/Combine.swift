// Combine.swift — a type-checking stub of Apple's Combine framework for Linux.
//
// Only *signatures and generic constraints* matter here: bodies are placeholders
// and nothing in this module is meant to run. Operators return `AnyPublisher`
// instead of the concrete `Publishers.*` types real Combine uses; code that spells
// those concrete types out will not type-check against this stub.
//
// Built by Tests/Stubs/typecheck.sh into a module named `Combine`.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@inline(never)
@usableFromInline
internal func _combineStub(_ function: StaticString = #function) -> Never {
    fatalError("Combine stub: \(function) is not implemented (type-check only)")
}

// MARK: - Core protocols

public protocol Cancellable {
    func cancel()
}

public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    func request(_ demand: Subscribers.Demand)
}

public protocol CustomCombineIdentifierConvertible {
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
    private let rawValue: UInt64
    public init() { rawValue = 0 }
    public init(_ obj: AnyObject) { rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(obj).hashValue)) }
    public var description: String { "0x\(String(rawValue, radix: 16))" }
}

public enum Subscribers {
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }

    public struct Demand: Equatable, Hashable, Comparable, Sendable {
        private let raw: Int
        private init(raw: Int) { self.raw = raw }
        public static let unlimited = Demand(raw: .max)
        public static let none = Demand(raw: 0)
        public static func max(_ value: Int) -> Demand { Demand(raw: value) }
        public static func < (lhs: Demand, rhs: Demand) -> Bool { lhs.raw < rhs.raw }
        public var max: Int? { raw == .max ? nil : raw }
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    associatedtype Input
    associatedtype Failure: Error
    func receive(subscription: Subscription)
    func receive(_ input: Input) -> Subscribers.Demand
    func receive(completion: Subscribers.Completion<Failure>)
}

public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

public protocol Subject<Output, Failure>: AnyObject, Publisher {
    func send(_ value: Output)
    func send(completion: Subscribers.Completion<Failure>)
    func send(subscription: Subscription)
}

extension Subject where Output == Void {
    public func send() { send(()) }
}

// MARK: - Schedulers

public protocol SchedulerTimeIntervalConvertible {
    static func seconds(_ s: Int) -> Self
    static func seconds(_ s: Double) -> Self
    static func milliseconds(_ ms: Int) -> Self
    static func microseconds(_ us: Int) -> Self
    static func nanoseconds(_ ns: Int) -> Self
}

public protocol Scheduler<SchedulerTimeType> {
    associatedtype SchedulerTimeType: Strideable where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
    associatedtype SchedulerOptions
    var now: SchedulerTimeType { get }
    var minimumTolerance: SchedulerTimeType.Stride { get }
    func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
    func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
                  options: SchedulerOptions?, _ action: @escaping () -> Void)
}

extension Scheduler {
    public func schedule(_ action: @escaping () -> Void) { schedule(options: nil, action) }
}

/// Shared stride representation used by the stub schedulers (seconds as Double).
public struct _StubStride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Hashable, Sendable
{
    public var magnitude: Double
    public init(_ seconds: Double) { magnitude = seconds }
    public init(floatLiteral value: Double) { magnitude = value }
    public init(integerLiteral value: Int) { magnitude = Double(value) }
    public init?<T: BinaryInteger>(exactly source: T) { magnitude = Double(source) }
    public static func seconds(_ s: Int) -> Self { Self(Double(s)) }
    public static func seconds(_ s: Double) -> Self { Self(s) }
    public static func milliseconds(_ ms: Int) -> Self { Self(Double(ms) / 1e3) }
    public static func microseconds(_ us: Int) -> Self { Self(Double(us) / 1e6) }
    public static func nanoseconds(_ ns: Int) -> Self { Self(Double(ns) / 1e9) }
    public static func < (l: Self, r: Self) -> Bool { l.magnitude < r.magnitude }
    public static func + (l: Self, r: Self) -> Self { Self(l.magnitude + r.magnitude) }
    public static func - (l: Self, r: Self) -> Self { Self(l.magnitude - r.magnitude) }
    public static func * (l: Self, r: Self) -> Self { Self(l.magnitude * r.magnitude) }
    public static func += (l: inout Self, r: Self) { l = l + r }
    public static func -= (l: inout Self, r: Self) { l = l - r }
    public static func *= (l: inout Self, r: Self) { l = l * r }
}

extension DispatchQueue: Scheduler {
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        public typealias Stride = _StubStride
        public var dispatchTime: DispatchTime
        public init(_ time: DispatchTime) { dispatchTime = time }
        public func distance(to other: Self) -> Stride { _combineStub() }
        public func advanced(by n: Stride) -> Self { _combineStub() }
        public static func == (l: Self, r: Self) -> Bool { l.dispatchTime == r.dispatchTime }
        public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }
    }
    public struct SchedulerOptions {
        public init() {}
    }
    public var now: SchedulerTimeType { SchedulerTimeType(.now()) }
    public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) { _combineStub() }
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) { _combineStub() }
}

extension RunLoop: Scheduler {
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        public typealias Stride = _StubStride
        public var date: Date
        public init(_ date: Date) { self.date = date }
        public func distance(to other: Self) -> Stride { Stride(other.date.timeIntervalSince(date)) }
        public func advanced(by n: Stride) -> Self { Self(date.addingTimeInterval(n.magnitude)) }
    }
    public struct SchedulerOptions {
        public init() {}
    }
    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }
    public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) { _combineStub() }
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) { _combineStub() }
}

extension OperationQueue: Scheduler {
    public typealias SchedulerTimeType = RunLoop.SchedulerTimeType
    public struct SchedulerOptions {
        public init() {}
    }
    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }
    public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) { _combineStub() }
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) { _combineStub() }
}

public struct ImmediateScheduler: Scheduler, Sendable {
    public typealias SchedulerTimeType = RunLoop.SchedulerTimeType
    public typealias SchedulerOptions = Never
    public static let shared = ImmediateScheduler()
    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }
    public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) { action() }
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) { action() }
}

// MARK: - Cancellation

public final class AnyCancellable: Cancellable, Hashable {
    private var onCancel: (() -> Void)?
    public init(_ cancel: @escaping () -> Void) { onCancel = cancel }
    public init<C: Cancellable>(_ canceller: C) { onCancel = canceller.cancel }
    public func cancel() { onCancel?(); onCancel = nil }
    deinit { onCancel?() }
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
}

extension Cancellable {
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        AnyCancellable(self).store(in: &collection)
    }
    public func store(in set: inout Set<AnyCancellable>) { AnyCancellable(self).store(in: &set) }
}

// MARK: - Concrete publishers

public struct AnyPublisher<Output, Failure: Error>: Publisher, CustomStringConvertible {
    public init<P: Publisher>(_ publisher: P) where Output == P.Output, Failure == P.Failure {}
    public var description: String { "AnyPublisher" }
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {}
}

public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output
    public init(_ output: Output) { self.output = output }
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == Never {}
}

public struct Empty<Output, Failure: Error>: Publisher, Equatable {
    public init(completeImmediately: Bool = true) {}
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {}
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {}
    public static func == (lhs: Self, rhs: Self) -> Bool { true }
}

public struct Fail<Output, Failure: Error>: Publisher {
    public let error: Failure
    public init(error: Failure) { self.error = error }
    public init(outputType: Output.Type, failure: Failure) { error = failure }
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {}
}

public final class PassthroughSubject<Output, Failure: Error>: Subject {
    public init() {}
    public func send(_ input: Output) {}
    public func send(completion: Subscribers.Completion<Failure>) {}
    public func send(subscription: Subscription) {}
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {}
}

public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    public var value: Output
    public init(_ value: Output) { self.value = value }
    public func send(_ input: Output) { value = input }
    public func send(completion: Subscribers.Completion<Failure>) {}
    public func send(subscription: Subscription) {}
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {}
}

public enum Publishers {}

// MARK: - ObservableObject

public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
    public init() {}
    public func send() {}
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {}
}

public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
        where ObjectWillChangePublisher.Failure == Never
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

// MARK: - @Published

@propertyWrapper
public struct Published<Value> {
    private var storage: Value

    public init(wrappedValue: Value) { storage = wrappedValue }
    public init(initialValue: Value) { storage = initialValue }

    /// Like real Combine, `@Published` only works on class properties
    /// (it goes through the enclosing-instance subscript below).
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage }
        set { object[keyPath: storageKeyPath].storage = newValue }
    }

    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        public init(_ output: Output) {}
        public func receive<S: Subscriber>(subscriber: S) where Value == S.Input, S.Failure == Never {}
    }

    public var projectedValue: Published<Value>.Publisher {
        mutating get { Publisher(storage) }
        set {}
    }
}

// MARK: - Operators (all erase to AnyPublisher in this stub)

extension Publisher {
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }

    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable { AnyCancellable {} }

    public func map<T>(_ transform: @escaping (Output) -> T) -> AnyPublisher<T, Failure> { _combineStub() }
    public func map<T>(_ keyPath: KeyPath<Output, T>) -> AnyPublisher<T, Failure> { _combineStub() }
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> AnyPublisher<T, Error> { _combineStub() }
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> AnyPublisher<T, Failure> { _combineStub() }
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> { _combineStub() }
    public func dropFirst(_ count: Int = 1) -> AnyPublisher<Output, Failure> { _combineStub() }
    public func prefix(_ maxLength: Int) -> AnyPublisher<Output, Failure> { _combineStub() }
    public func first() -> AnyPublisher<Output, Failure> { _combineStub() }
    public func handleEvents(receiveOutput: ((Output) -> Void)? = nil) -> AnyPublisher<Output, Failure> { _combineStub() }
    public func replaceError(with output: Output) -> AnyPublisher<Output, Never> { _combineStub() }
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> AnyPublisher<Output, P.Failure>
        where P.Output == Output { _combineStub() }
    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> AnyPublisher<Output, E> { _combineStub() }
    public func setFailureType<E: Error>(to failureType: E.Type) -> AnyPublisher<Output, E> where Failure == Never {
        _combineStub()
    }
    public func flatMap<P: Publisher>(_ transform: @escaping (Output) -> P) -> AnyPublisher<P.Output, Failure>
        where P.Failure == Failure { _combineStub() }
    public func switchToLatest() -> AnyPublisher<Output.Output, Failure>
        where Output: Publisher, Output.Failure == Failure { _combineStub() }

    public func debounce<S: Scheduler>(
        for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
    ) -> AnyPublisher<Output, Failure> { _combineStub() }
    public func throttle<S: Scheduler>(
        for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool
    ) -> AnyPublisher<Output, Failure> { _combineStub() }
    public func delay<S: Scheduler>(
        for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil,
        scheduler: S, options: S.SchedulerOptions? = nil
    ) -> AnyPublisher<Output, Failure> { _combineStub() }
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
        -> AnyPublisher<Output, Failure> { _combineStub() }
    public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
        -> AnyPublisher<Output, Failure> { _combineStub() }

    public func combineLatest<P: Publisher>(_ other: P) -> AnyPublisher<(Output, P.Output), Failure>
        where Failure == P.Failure { _combineStub() }
    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> AnyPublisher<T, Failure> where Failure == P.Failure { _combineStub() }
    public func combineLatest<P: Publisher, Q: Publisher>(_ p: P, _ q: Q)
        -> AnyPublisher<(Output, P.Output, Q.Output), Failure>
        where Failure == P.Failure, P.Failure == Q.Failure { _combineStub() }
    public func merge<P: Publisher>(with other: P) -> AnyPublisher<Output, Failure>
        where P.Output == Output, P.Failure == Failure { _combineStub() }
    public func zip<P: Publisher>(_ other: P) -> AnyPublisher<(Output, P.Output), Failure>
        where Failure == P.Failure { _combineStub() }
    public func prepend(_ elements: Output...) -> AnyPublisher<Output, Failure> { _combineStub() }
    public func collect() -> AnyPublisher<[Output], Failure> { _combineStub() }
    public func share() -> AnyPublisher<Output, Failure> { _combineStub() }
}

extension Publisher where Failure == Never {
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable { AnyCancellable {} }

    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        AnyCancellable {}
    }

    public func assign(to published: inout Published<Output>.Publisher) {}

    public var values: AsyncPublisher<Self> { AsyncPublisher(self) }
}

extension Publisher where Output: Equatable {
    public func removeDuplicates() -> AnyPublisher<Output, Failure> { _combineStub() }
}

extension Publisher {
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> AnyPublisher<Output, Failure> {
        _combineStub()
    }
}

public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
    public typealias Element = P.Output
    public init(_ publisher: P) {}
    public struct Iterator: AsyncIteratorProtocol {
        public mutating func next() async -> P.Output? { nil }
    }
    public func makeAsyncIterator() -> Iterator { Iterator() }
}

// MARK: - Foundation conveniences Combine adds on Apple platforms

extension NotificationCenter {
    public struct Publisher: Combine.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never
        public let center: NotificationCenter
        public let name: Notification.Name
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
        }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {}
    }

    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }
}

extension Timer {
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil)
        -> AnyPublisher<Date, Never> { _combineStub() }  // real: Timer.TimerPublisher (ConnectablePublisher)
}

extension Publisher {
    public func autoconnect() -> AnyPublisher<Output, Failure> { _combineStub() }
}

extension URLSession {
    public func dataTaskPublisher(for url: URL) -> AnyPublisher<(data: Data, response: URLResponse), URLError> {
        _combineStub()
    }
}
