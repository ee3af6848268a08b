// SwiftUI.swift — a type-checking stub of Apple's SwiftUI for Linux.
//
// Mirrors the public *signatures, generic constraints and actor isolation* of the
// iOS 17/18 SDK closely enough that migration fixtures type-check (or fail) the same
// way they would in Xcode. Bodies are placeholders; nothing here is meant to run.
//
// Known approximations (see Tests/Stubs/README.md):
//  * view modifiers all return `ModifiedContent<Self, _StubModifier>` behind `some View`;
//  * primitive views have `Body == Never`;
//  * only a subset of views/modifiers/initializers exists — add more as fixtures need them.
//
// Built by Tests/Stubs/typecheck.sh into a module named `SwiftUI` (depends on the
// `Combine` stub and the real `Observation` module, both re-exported like real SwiftUI).

@_exported import Combine
@_exported import Observation
@_exported import Foundation  // real SwiftUI makes Foundation visible too
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking  // URLSession & co. live here on Linux
#endif

@inline(never)
@usableFromInline
internal func _swiftUIStub(_ function: StaticString = #function) -> Never {
    fatalError("SwiftUI stub: \(function) is not implemented (type-check only)")
}

// MARK: - Core protocols

@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { _swiftUIStub() }
}

@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @MainActor @preconcurrency init()
}

extension App {
    @MainActor @preconcurrency
    public static func main() { _swiftUIStub() }
}

public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
}

// MARK: - Result builders

@resultBuilder
public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent> { _swiftUIStub() }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent> { _swiftUIStub() }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

@resultBuilder
public struct SceneBuilder {
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene<(repeat each Content)> {
        _swiftUIStub()
    }
}

public struct _TupleScene<T>: Scene {
    public typealias Body = Never
    public var body: Never { _swiftUIStub() }
}

public struct TupleView<T> {
    public var value: T
    public init(_ value: T) { self.value = value }
    public typealias Body = Never
    public var body: Never { _swiftUIStub() }
}

extension TupleView: View {}

public struct _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View {
    public typealias Body = Never
    public var body: Never { _swiftUIStub() }
}

extension _ConditionalContent: View {}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { _swiftUIStub() }
}

// MARK: - Basic types

public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    public init(_ value: String) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}

    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation(_ string: String) {}
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {}
        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {}
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
            where F.FormatInput: Equatable, F.FormatOutput == String {}
        public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable {}
        public mutating func appendInterpolation<T>(_ value: T, specifier: String) where T: _FormatSpecifiable {}
        public mutating func appendInterpolation(_ text: Text) {}
        public mutating func appendInterpolation(_ image: Image) {}
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {}
        @_disfavoredOverload
        public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: T) {}
    }
}

public protocol _FormatSpecifiable: Equatable {}
extension Int: _FormatSpecifiable {}
extension Int8: _FormatSpecifiable {}
extension Int16: _FormatSpecifiable {}
extension Int32: _FormatSpecifiable {}
extension Int64: _FormatSpecifiable {}
extension UInt: _FormatSpecifiable {}
extension UInt8: _FormatSpecifiable {}
extension UInt16: _FormatSpecifiable {}
extension UInt32: _FormatSpecifiable {}
extension UInt64: _FormatSpecifiable {}
extension Float: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}
extension CGFloat: _FormatSpecifiable {}

public struct Font: Hashable, Sendable {
    public enum Weight: Hashable, Sendable { case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black }
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }
    private let name: String
    private init(_ name: String) { self.name = name }
    public static let largeTitle = Font("largeTitle")
    public static let title = Font("title")
    public static let title2 = Font("title2")
    public static let title3 = Font("title3")
    public static let headline = Font("headline")
    public static let subheadline = Font("subheadline")
    public static let body = Font("body")
    public static let callout = Font("callout")
    public static let footnote = Font("footnote")
    public static let caption = Font("caption")
    public static let caption2 = Font("caption2")
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font { Font("system") }
    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font { Font("system") }
    public func bold() -> Font { self }
    public func italic() -> Font { self }
    public func weight(_ weight: Font.Weight) -> Font { self }
    public func monospacedDigit() -> Font { self }
}

public protocol ShapeStyle: Sendable {}

public struct Color: Hashable, ShapeStyle, Sendable {
    private let name: String
    private init(name: String) { self.name = name }
    public init(_ name: String, bundle: Bundle? = nil) { self.name = name }
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) { name = "rgb" }
    public init(white: Double, opacity: Double = 1) { name = "white" }
    public static let red = Color(name: "red")
    public static let orange = Color(name: "orange")
    public static let yellow = Color(name: "yellow")
    public static let green = Color(name: "green")
    public static let mint = Color(name: "mint")
    public static let teal = Color(name: "teal")
    public static let cyan = Color(name: "cyan")
    public static let blue = Color(name: "blue")
    public static let indigo = Color(name: "indigo")
    public static let purple = Color(name: "purple")
    public static let pink = Color(name: "pink")
    public static let brown = Color(name: "brown")
    public static let white = Color(name: "white")
    public static let gray = Color(name: "gray")
    public static let black = Color(name: "black")
    public static let clear = Color(name: "clear")
    public static let primary = Color(name: "primary")
    public static let secondary = Color(name: "secondary")
    public static var accentColor: Color { Color(name: "accent") }
    public func opacity(_ opacity: Double) -> Color { self }
    public typealias Body = Never
    public var body: Never { _swiftUIStub() }
}

extension Color: View {}

public struct HierarchicalShapeStyle: ShapeStyle {
    public static let primary = HierarchicalShapeStyle()
    public static let secondary = HierarchicalShapeStyle()
    public static let tertiary = HierarchicalShapeStyle()
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var blue: Color { Color.blue }
    public static var purple: Color { Color.purple }
    public static var gray: Color { Color.gray }
    public static var white: Color { Color.white }
    public static var black: Color { Color.black }
    public static var clear: Color { Color.clear }
    public static var accentColor: Color { Color.accentColor }
}

public struct HorizontalAlignment: Equatable, Sendable {
    private let id: Int
    public static let leading = HorizontalAlignment(id: 0)
    public static let center = HorizontalAlignment(id: 1)
    public static let trailing = HorizontalAlignment(id: 2)
}

public struct VerticalAlignment: Equatable, Sendable {
    private let id: Int
    public static let top = VerticalAlignment(id: 0)
    public static let center = VerticalAlignment(id: 1)
    public static let bottom = VerticalAlignment(id: 2)
    public static let firstTextBaseline = VerticalAlignment(id: 3)
}

public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

public enum TextAlignment: Hashable, Sendable, CaseIterable { case leading, center, trailing }

public enum Edge: Int8, Hashable, Sendable, CaseIterable {
    case top, leading, bottom, trailing
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }
        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

public enum ColorScheme: Hashable, Sendable, CaseIterable { case light, dark }

public enum ScenePhase: Hashable, Comparable, Sendable { case background, inactive, active }

public struct ButtonRole: Equatable, Sendable {
    private let id: Int
    public static let destructive = ButtonRole(id: 0)
    public static let cancel = ButtonRole(id: 1)
}

public struct Animation: Equatable, Sendable {
    private let id: Int
    public static let `default` = Animation(id: 0)
    public static let linear = Animation(id: 1)
    public static let easeInOut = Animation(id: 2)
    public static let spring = Animation(id: 3)
}

@MainActor @preconcurrency
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

public struct NavigationPath: Equatable {
    public init() {}
    public var count: Int { 0 }
    public var isEmpty: Bool { true }
    public mutating func append<V: Hashable>(_ value: V) {}
    public mutating func removeLast(_ k: Int = 1) {}
}

// MARK: - Environment

public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

public struct EnvironmentValues: CustomStringConvertible {
    public init() {}
    public var description: String { "EnvironmentValues" }
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { K.defaultValue }
        set {}
    }
    public var colorScheme: ColorScheme { get { .light } set {} }
    public var scenePhase: ScenePhase { get { .active } set {} }
    public var locale: Locale { get { Locale.current } set {} }
    public var timeZone: TimeZone { get { TimeZone.current } set {} }
    public var calendar: Calendar { get { Calendar.current } set {} }
    public var isEnabled: Bool { get { true } set {} }
    public var dismiss: DismissAction { DismissAction() }
    public var openURL: OpenURLAction { get { OpenURLAction() } set {} }
    public var isPresented: Bool { false }
}

@MainActor @preconcurrency
public struct DismissAction: Sendable {
    nonisolated init() {}
    public func callAsFunction() {}
}

@MainActor @preconcurrency
public struct OpenURLAction: Sendable {
    nonisolated init() {}
    public func callAsFunction(_ url: URL) {}
}

// MARK: - Property wrappers

@propertyWrapper
public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) {}
    public init(initialValue value: Value) {}
    public var wrappedValue: Value {
        get { _swiftUIStub() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { _swiftUIStub() }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() {}
}

extension State: Sendable where Value: Sendable {}

@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let getter: () -> Value
    private let setter: (Value) -> Void

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
    }
    public init(projectedValue: Binding<Value>) { self = projectedValue }
    public init<V>(_ base: Binding<V>) where Value == V? { getter = { base.wrappedValue }; setter = { _ in } }
    public init?(_ base: Binding<Value?>) { return nil }
    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable { getter = { base.wrappedValue }; setter = { _ in } }

    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }
    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        _swiftUIStub()
    }

    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
}

extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public var startIndex: Value.Index { wrappedValue.startIndex }
    public var endIndex: Value.Index { wrappedValue.endIndex }
    public var indices: Value.Indices { wrappedValue.indices }
    public func index(after i: Value.Index) -> Value.Index { wrappedValue.index(after: i) }
    public subscript(position: Value.Index) -> Binding<Value.Element> { _swiftUIStub() }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
    public func index(before i: Value.Index) -> Value.Index { wrappedValue.index(before: i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}

@MainActor @preconcurrency
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    @MainActor @preconcurrency
    @dynamicMemberLookup
    public struct Wrapper {
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            _swiftUIStub()
        }
    }

    public init(initialValue: ObjectType) { wrappedValue = initialValue }
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public var wrappedValue: ObjectType
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { Wrapper() }
}

@MainActor @preconcurrency
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {}
    public var wrappedValue: ObjectType { _swiftUIStub() }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { _swiftUIStub() }
}

@MainActor @preconcurrency
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    @MainActor @preconcurrency
    @dynamicMemberLookup
    public struct Wrapper {
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            _swiftUIStub()
        }
    }

    public init() {}
    public var wrappedValue: ObjectType { _swiftUIStub() }
    public var projectedValue: EnvironmentObject<ObjectType>.Wrapper { _swiftUIStub() }
}

@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public var wrappedValue: Value { _swiftUIStub() }
}

extension Environment {
    /// Reads an `@Observable` object placed with `.environment(_:)`; traps if missing.
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {}
    /// Optional read of an `@Observable` object; `nil` when not injected.
    public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject, T: Observable {}
}

@dynamicMemberLookup
@propertyWrapper
public struct Bindable<Value> {
    private var _object: Value
    private init(_object: Value) { self._object = _object }
    // Declared in the primary declaration (with a contextual `where`) so that
    // `@Bindable var model: M` contributes `model: M` to a view's memberwise init.
    public init(wrappedValue: Value) where Value: AnyObject, Value: Observable { self.init(_object: wrappedValue) }
    public var wrappedValue: Value {
        get { _object }
        set { _object = newValue }
    }
    public var projectedValue: Bindable<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
        where Value: AnyObject { _swiftUIStub() }
}

extension Bindable where Value: AnyObject, Value: Observable {
    public init(_ wrappedValue: Value) { self.init(_object: wrappedValue) }
    public init(projectedValue: Bindable<Value>) { self = projectedValue }
}

extension Bindable: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

extension Bindable: Sendable where Value: Sendable {}

@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private init(_stub: ()) {}
    public var wrappedValue: Value {
        get { _swiftUIStub() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { _swiftUIStub() }
}

extension AppStorage {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
        where Value: RawRepresentable, Value.RawValue == Int {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
        where Value: RawRepresentable, Value.RawValue == String {}
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {}
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {}
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {}
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {}
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {}
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {}
}

@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    private init(_stub: ()) {}
    public var wrappedValue: Value {
        get { _swiftUIStub() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { _swiftUIStub() }
}

extension SceneStorage {
    public init(wrappedValue: Value, _ key: String) where Value == Bool {}
    public init(wrappedValue: Value, _ key: String) where Value == Int {}
    public init(wrappedValue: Value, _ key: String) where Value == Double {}
    public init(wrappedValue: Value, _ key: String) where Value == String {}
    public init(wrappedValue: Value, _ key: String) where Value == URL {}
    public init(wrappedValue: Value, _ key: String) where Value == Data {}
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {}
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {}
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String) where Value == String? {}
    public init(_ key: String) where Value == Int? {}
}

@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    @propertyWrapper
    public struct Binding {
        private init(_stub: ()) {}
        public var wrappedValue: Value {
            get { _swiftUIStub() }
            nonmutating set {}
        }
        public var projectedValue: FocusState<Value>.Binding { self }
    }
    public var wrappedValue: Value {
        get { _swiftUIStub() }
        nonmutating set {}
    }
    public var projectedValue: FocusState<Value>.Binding { _swiftUIStub() }
    public init() where Value == Bool {}
    public init<T: Hashable>() where Value == T? {}
}

// MARK: - Views

public struct EmptyView {
    public init() {}
    public typealias Body = Never
    public var body: Never { _swiftUIStub() }
}

extension EmptyView: View {}

public struct AnyView {
    public init<V: View>(_ view: V) {}
    public init<V: View>(erasing view: V) {}
    public typealias Body = Never
    public var body: Never { _swiftUIStub() }
}

extension AnyView: View {}

public struct Text: Equatable, Sendable {
    public enum DateStyle: Sendable { case time, date, relative, offset, timer }
    public enum TruncationMode: Sendable { case head, tail, middle }

    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {}
    public init(verbatim content: String) {}
    public init(_ date: Date, style: Text.DateStyle) {}
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {}
    public init(_ attributedContent: AttributedString) {}

    public typealias Body = Never
    public var body: Never { _swiftUIStub() }

    public func font(_ font: Font?) -> Text { self }
    public func bold() -> Text { self }
    public func italic() -> Text { self }
    public func fontWeight(_ weight: Font.Weight?) -> Text { self }
    public func foregroundColor(_ color: Color?) -> Text { self }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    public func monospacedDigit() -> Text { self }
    public static func + (lhs: Text, rhs: Text) -> Text { lhs }
}

extension Text: View {}

public struct Image: Equatable, Sendable {
    public enum Scale: Sendable { case small, medium, large }
    public init(_ name: String, bundle: Bundle? = nil) {}
    public init(systemName: String) {}
    public func resizable() -> Image { self }
    public func renderingMode(_ mode: Image.TemplateRenderingMode?) -> Image { self }
    public enum TemplateRenderingMode: Sendable { case template, original }
    public typealias Body = Never
    public var body: Never { _swiftUIStub() }
}

extension Image: View {}

public struct Spacer {
    public init(minLength: CGFloat? = nil) {}
    public typealias Body = Never
    public var body: Never { _swiftUIStub() }
}

extension Spacer: View {}

public struct Divider {
    public init() {}
    public typealias Body = Never
    public var body: Never { _swiftUIStub() }
}

extension Divider: View {}

public struct Group<Content> {
    public typealias Body = Never
}

extension Group: View where Content: View {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { _swiftUIStub() }
}

public struct VStack<Content: View> {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public var body: Never { _swiftUIStub() }
}

extension VStack: View {}

public struct HStack<Content: View> {
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public var body: Never { _swiftUIStub() }
}

extension HStack: View {}

public struct ZStack<Content: View> {
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public var body: Never { _swiftUIStub() }
}

extension ZStack: View {}

public struct LazyVStack<Content: View> {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public var body: Never { _swiftUIStub() }
}

extension LazyVStack: View {}

public enum Axis: Int8, Hashable, Sendable, CaseIterable {
    case horizontal, vertical
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

public struct ScrollView<Content: View> {
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public var body: Never { _swiftUIStub() }
}

extension ScrollView: View {}

public struct Button<Label: View> {
    @preconcurrency public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    @preconcurrency public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    public typealias Body = Never
    public var body: Never { _swiftUIStub() }
}

extension Button: View {}

extension Button where Label == Text {
    @preconcurrency public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
    @_disfavoredOverload
    @preconcurrency public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
    @preconcurrency public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
    @_disfavoredOverload
    @preconcurrency public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
}

extension Button where Label == SwiftUI.Label<Text, Image> {
    @preconcurrency public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {}
    @_disfavoredOverload
    @preconcurrency public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {}
    @preconcurrency public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?,
                action: @escaping @MainActor () -> Void) {}
}

public struct Label<Title: View, Icon: View> {
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
    public typealias Body = Never
    public var body: Never { _swiftUIStub() }
}

extension Label: View {}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {}
}

public struct List<SelectionValue: Hashable, Content: View> {
    public typealias Body = Never
    public var body: Never { _swiftUIStub() }
}

extension List: View {}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) {}
    public init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection,
        RowContent: View, Data.Element: Identifiable {}
    public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                      @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {}
}

extension List {
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {}
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {}
}

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
    public typealias Body = Never
    public var body: Never { _swiftUIStub() }

    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
        where ID == Data.Element.ID, Data.Element: Identifiable {
        self.data = data
        self.content = content
    }

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }

    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) where Data == Range<Int>, ID == Int {
        self.data = data
        self.content = content
    }

    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some View { self }
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some View { self }
}

public struct TextField<Label: View> {
    public typealias Body = Never
    public var body: Never { _swiftUIStub() }
}

extension TextField: View {}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {}
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {}
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F)
        where F.FormatOutput == String {}
}

extension TextField {
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {}
}

public struct SecureField<Label: View> {
    public typealias Body = Never
    public var body: Never { _swiftUIStub() }
}

extension SecureField: View {}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
}

public struct TextEditor {
    public init(text: Binding<String>) {}
    public typealias Body = Never
    public var body: Never { _swiftUIStub() }
}

extension TextEditor: View {}

public struct Toggle<Label: View> {
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {}
    public typealias Body = Never
    public var body: Never { _swiftUIStub() }
}

extension Toggle: View {}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {}
}

public struct Stepper<Label: View> {
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {}
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {}
    public typealias Body = Never
    public var body: Never { _swiftUIStub() }
}

extension Stepper: View {}

extension Stepper where Label == Text {
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>,
                               step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {}
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>,
                                                  step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {}
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1) {}
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {}
}

public struct Picker<Label: View, SelectionValue: Hashable, Content: View> {
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
    public typealias Body = Never
    public var body: Never { _swiftUIStub() }
}

extension Picker: View {}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {}
}

public protocol PickerStyle {}
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
public struct MenuPickerStyle: PickerStyle { public init() {} }
public struct DefaultPickerStyle: PickerStyle { public init() {} }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { .init() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { .init() } }
extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { .init() } }

public protocol ListStyle {}
public struct PlainListStyle: ListStyle { public init() {} }
public struct InsetGroupedListStyle: ListStyle { public init() {} }
public struct DefaultListStyle: ListStyle { public init() {} }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { .init() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { .init() } }
extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { .init() } }

public struct ProgressView<Label: View, CurrentValueLabel: View> {
    public typealias Body = Never
    public var body: Never { _swiftUIStub() }
}

extension ProgressView: View {}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    public init() {}
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {}
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    public init(_ titleKey: LocalizedStringKey) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {}
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {}
}

extension ProgressView where CurrentValueLabel == EmptyView {
    public init(@ViewBuilder label: () -> Label) {}
}

public enum PopoverAttachmentAnchor: Sendable {
    public enum Bounds: Sendable { case bounds }
    case rect(Bounds)
}

public struct TabView<SelectionValue: Hashable, Content: View> {
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public var body: Never { _swiftUIStub() }
}

extension TabView: View {}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {}
}

public struct Slider<Label: View, ValueLabel: View> {
    public typealias Body = Never
    public var body: Never { _swiftUIStub() }
}

extension Slider: View {}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {}
}

public struct NavigationStack<Data, Root: View> {
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {}
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {}
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
        where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
        Data.Element: Hashable {}
    public typealias Body = Never
    public var body: Never { _swiftUIStub() }
}

extension NavigationStack: View {}

/// Pre-iOS 16 navigation container (soft-deprecated in the real SDK, no warning).
public struct NavigationView<Content: View> {
    public init(@ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public var body: Never { _swiftUIStub() }
}

extension NavigationView: View {}

public struct NavigationLink<Label: View, Destination: View> {
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {}
    public init(destination: Destination, @ViewBuilder label: () -> Label) {}
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {}
    public typealias Body = Never
    public var body: Never { _swiftUIStub() }
}

extension NavigationLink: View {}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {}
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {}
}

extension NavigationLink where Destination == Never {
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {}
}

extension NavigationLink where Destination == Never, Label == Text {
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {}
}

public struct Form<Content: View> {
    public init(@ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public var body: Never { _swiftUIStub() }
}

extension Form: View {}

public struct Section<Parent, Content, Footer> {
    public typealias Body = Never
}

extension Section: View where Parent: View, Content: View, Footer: View {
    public var body: Never { _swiftUIStub() }
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {}
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {}
    public init(header: Parent, @ViewBuilder content: () -> Content) {}
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {}
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {}
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}

public struct WindowGroup<Content: View>: Scene {
    public init(@ViewBuilder content: () -> Content) {}
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    public typealias Body = Never
    public var body: Never { _swiftUIStub() }
}

// MARK: - Toolbar

public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: ToolbarContent {}

public struct ToolbarItemPlacement: Sendable {
    private let id: Int
    public static let automatic = ToolbarItemPlacement(id: 0)
    public static let principal = ToolbarItemPlacement(id: 1)
    public static let primaryAction = ToolbarItemPlacement(id: 2)
    public static let confirmationAction = ToolbarItemPlacement(id: 3)
    public static let cancellationAction = ToolbarItemPlacement(id: 4)
    public static let destructiveAction = ToolbarItemPlacement(id: 5)
    public static let navigationBarLeading = ToolbarItemPlacement(id: 6)
    public static let navigationBarTrailing = ToolbarItemPlacement(id: 7)
    public static let topBarLeading = ToolbarItemPlacement(id: 8)
    public static let topBarTrailing = ToolbarItemPlacement(id: 9)
    public static let bottomBar = ToolbarItemPlacement(id: 10)
}

public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    public typealias Body = Never
    public var body: Never { _swiftUIStub() }
}

extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

public struct _TupleToolbarContent<T>: ToolbarContent {
    public typealias Body = Never
    public var body: Never { _swiftUIStub() }
}

@resultBuilder
public struct ToolbarContentBuilder {
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content)
        -> _TupleToolbarContent<(repeat each Content)> { _swiftUIStub() }
}

// MARK: - Modifiers

@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

public struct _ViewModifier_Content<Modifier: ViewModifier> {
    public typealias Body = Never
    public var body: Never { _swiftUIStub() }
}

extension _ViewModifier_Content: View {}

public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View {
    public typealias Body = Never
    public var body: Never { _swiftUIStub() }
}

/// Placeholder modifier used by every stub modifier below.
public struct _StubModifier: Sendable {
    public init() {}
}

extension View {
    @inlinable
    public func _stubModified() -> ModifiedContent<Self, _StubModifier> {
        ModifiedContent(content: self, modifier: _StubModifier())
    }

    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent(content: self, modifier: modifier) }

    // Layout & style
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { _stubModified() }
    public func padding(_ length: CGFloat) -> some View { _stubModified() }
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        _stubModified()
    }
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View { _stubModified() }
    public func font(_ font: Font?) -> some View { _stubModified() }
    public func fontWeight(_ weight: Font.Weight?) -> some View { _stubModified() }
    public func bold(_ isActive: Bool = true) -> some View { _stubModified() }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { _stubModified() }
    public func foregroundColor(_ color: Color?) -> some View { _stubModified() }
    public func background<S: ShapeStyle>(_ style: S) -> some View { _stubModified() }
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        _stubModified()
    }
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        _stubModified()
    }
    public func tint(_ tint: Color?) -> some View { _stubModified() }
    public func opacity(_ opacity: Double) -> some View { _stubModified() }
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { _stubModified() }
    public func lineLimit(_ number: Int?) -> some View { _stubModified() }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { _stubModified() }
    public func imageScale(_ scale: Image.Scale) -> some View { _stubModified() }
    public func listStyle<S: ListStyle>(_ style: S) -> some View { _stubModified() }
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { _stubModified() }
    public func labelsHidden() -> some View { _stubModified() }
    public func tag<V: Hashable>(_ tag: V) -> some View { _stubModified() }
    public func id<ID: Hashable>(_ id: ID) -> some View { _stubModified() }
    public func badge(_ count: Int) -> some View { _stubModified() }
    public func accessibilityLabel(_ label: Text) -> some View { _stubModified() }
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { _stubModified() }
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { _stubModified() }
    public func disabled(_ disabled: Bool) -> some View { _stubModified() }
    public func hidden() -> some View { _stubModified() }
    public func redacted(reason: Int) -> some View { _stubModified() }

    // Navigation & presentation
    public func navigationTitle(_ title: Text) -> some View { _stubModified() }
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { _stubModified() }
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { _stubModified() }
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type,
                                                            @ViewBuilder destination: @escaping (D) -> C) -> some View {
        _stubModified()
    }
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>,
                                                            @ViewBuilder destination: @escaping (D) -> C) -> some View {
        _stubModified()
    }
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        _stubModified()
    }
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { _stubModified() }
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        _stubModified()
    }
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View { _stubModified() }
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        _stubModified()
    }
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View {
        _stubModified()
    }
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        _stubModified()
    }
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content) -> some View {
        _stubModified()
    }
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge = .top, @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        _stubModified()
    }
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                               @ViewBuilder actions: () -> A) -> some View { _stubModified() }
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        _stubModified()
    }
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                  @ViewBuilder actions: () -> A) -> some View { _stubModified() }
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                           @ViewBuilder actions: () -> A,
                                                           @ViewBuilder message: () -> M) -> some View { _stubModified() }
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                            @ViewBuilder actions: () -> A) -> some View { _stubModified() }
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View { _stubModified() }
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { _stubModified() }
    public func searchable(text: Binding<String>, prompt: Text? = nil) -> some View { _stubModified() }
    public func searchable(text: Binding<String>, prompt: LocalizedStringKey) -> some View { _stubModified() }
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, prompt: S) -> some View { _stubModified() }
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { _stubModified() }
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        _stubModified()
    }

    // Environment
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View { _stubModified() }
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View { _stubModified() }
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        _stubModified()
    }

    // Events & lifecycle
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { _stubModified() }
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { _stubModified() }
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { _stubModified() }
    public func onSubmit(of triggers: Int = 0, _ action: @escaping () -> Void) -> some View { _stubModified() }
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
        where P.Failure == Never { _stubModified() }

    /// iOS 14–16 form (deprecated in iOS 17 in the real SDK; intentionally *not* deprecated here).
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        _stubModified()
    }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        _stubModified()
    }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping () -> Void) -> some View { _stubModified() }

    public func task(priority: TaskPriority = .userInitiated,
                     @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View {
        _stubModified()
    }
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View {
        _stubModified()
    }
    public func refreshable(@_inheritActorContext action: @escaping @Sendable () async -> Void) -> some View {
        _stubModified()
    }
}

public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable { case leading, trailing }

extension Scene {
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some Scene {
        self
    }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some Scene { self }
}

// MARK: - Collection helpers SwiftUI adds to the standard library

extension RangeReplaceableCollection where Self: MutableCollection {
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {}
}

// MARK: - UIKit and AppKit: what app delegates need
//
// Real SwiftUI re-exports UIKit (iOS) or AppKit (macOS); both live here. The delegate protocols
// are `@objc` with optional requirements in the SDK; without Objective-C interop they are Swift
// protocols whose requirements have default implementations.

@MainActor @preconcurrency
open class UIResponder: NSObject {
    public nonisolated override init() { super.init() }
    open var next: UIResponder? { nil }
    open var canBecomeFirstResponder: Bool { false }
}

@MainActor @preconcurrency
open class UIApplication: UIResponder {
    public struct LaunchOptionsKey: Hashable, RawRepresentable, @unchecked Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
    public class var shared: UIApplication { _swiftUIStub() }
    open func registerForRemoteNotifications() {}
}

@MainActor @preconcurrency
open class UIViewController: UIResponder {
    public nonisolated override init() { super.init() }
    open var title: String?
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
}

@MainActor @preconcurrency
public protocol UIApplicationDelegate: NSObjectProtocol {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error)
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
}

extension UIApplicationDelegate {
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {}
    public func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {}
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
}

/// `@UIApplicationDelegateAdaptor(AppDelegate.self)`: an `ObservableObject` delegate is put in the
/// environment as an environment object, an `Observable` one (iOS 17) in the environment.
@MainActor @preconcurrency
@propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate>: DynamicProperty {
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {}
    public var wrappedValue: DelegateType { _swiftUIStub() }
}

extension UIApplicationDelegateAdaptor where DelegateType: ObservableObject {
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {}
    public var projectedValue: ObservedObject<DelegateType>.Wrapper { _swiftUIStub() }
}

extension UIApplicationDelegateAdaptor where DelegateType: Observable {
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {}
}

@MainActor @preconcurrency
open class NSResponder: NSObject {
    public nonisolated override init() { super.init() }
    open var nextResponder: NSResponder? { nil }
}

@MainActor @preconcurrency
open class NSApplication: NSResponder {
    public class var shared: NSApplication { _swiftUIStub() }
    open func terminate(_ sender: Any?) {}
}

@MainActor @preconcurrency
public protocol NSApplicationDelegate: NSObjectProtocol {
    func applicationDidFinishLaunching(_ notification: Notification)
    func applicationDidBecomeActive(_ notification: Notification)
    func applicationDidResignActive(_ notification: Notification)
    func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool
}

extension NSApplicationDelegate {
    public func applicationDidFinishLaunching(_ notification: Notification) {}
    public func applicationDidBecomeActive(_ notification: Notification) {}
    public func applicationDidResignActive(_ notification: Notification) {}
    public func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool { false }
}
