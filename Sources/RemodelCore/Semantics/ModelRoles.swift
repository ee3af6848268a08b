/// The role each class plays for SwiftUI, answered once per project (`index.modelRoles`): which
/// classes are observable models, which ones views own or observe, and which ones count as view
/// models. Every rule, migration and the planner asks here instead of re-deriving it.
public struct ModelRoles: CarriedFact, Equatable {
    /// How wide "view model" reaches. The two differ on purpose; pick by what the caller checks.
    public enum ViewModelScope: Sendable {
        /// Every `ObservableObject`/`@Observable` class, plus what `.heldByViews` accepts. For rules
        /// about code that is wrong in any observable model, whoever holds it (its state writes,
        /// swallowed errors, cancel methods, the services it calls).
        case everyModelClass
        /// Only a class named `…ViewModel`, a model class a view owns or observes, or a class named
        /// `…Model`/`…Store` a view holds through a SwiftUI property wrapper. For rules about work
        /// tied to a screen's lifetime: app delegates, singletons and services that happen to be
        /// `ObservableObject` legitimately outlive every view.
        case heldByViews
    }

    /// `ObservableObject` or `@Observable` classes (`ProjectIndex.isModelClass`).
    public let modelClasses: Set<String>
    /// Model classes views own or observe: wrapped by `@StateObject`, `@ObservedObject`,
    /// `@EnvironmentObject`, `@Environment(T.self)`, `@Bindable`, `@State` holding a model, or an
    /// `@Observable` model held in a plain stored property of a view.
    public let viewObservedModels: Set<String>
    /// The same, by qualified name and resolved where each view declares its property
    /// (`Crop.Coordinator`, not every class named `Coordinator`); a held type Semantics cannot
    /// resolve counts only when exactly one project class has its name.
    public let viewObservedModelTypes: Set<String>
    /// The classes `.heldByViews` accepts.
    private let viewHeldModels: Set<String>
    /// Views and controllers (`isViewOrController`).
    private let viewsAndControllers: Set<String>
    /// Qualified names of representables' coordinators (`isViewOrController`).
    private let representableCoordinators: Set<String>

    /// SwiftUI protocols of types that describe UI, and UIKit/AppKit classes that draw it or manage
    /// it on screen: views, view controllers, windows and their common SDK subclasses.
    public static let viewAndControllerBases: Set<String> = sdkViews.union([
        "View", "App", "Scene", "ViewModifier", "UIViewRepresentable", "UIViewControllerRepresentable",
        "NSViewRepresentable", "NSViewControllerRepresentable",
        "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
        "UITabBarController", "UISplitViewController", "UIPageViewController", "UIHostingController",
        "NSViewController", "NSWindowController", "NSWindow", "NSPanel", "NSCollectionViewItem", "NSHostingController",
        "NSSplitViewController", "NSTabViewController",
    ])

    /// UIKit/AppKit views and controls: `UIView`, `NSView` and their common SDK subclasses (a
    /// project class inheriting one is a view, whatever else it conforms to: `ProjectIndex.isSDKView`).
    public static let sdkViews: Set<String> = [
        "UIView", "UIWindow", "UIControl", "UIScrollView", "UITableView", "UICollectionView", "UITableViewCell",
        "UICollectionViewCell", "UICollectionReusableView", "UILabel", "UIButton", "UIImageView", "UITextView",
        "UITextField", "UIStackView",
        "NSView", "NSControl", "NSTableView", "NSOutlineView", "NSCollectionView", "NSTableCellView", "NSScrollView",
        "NSTextView", "NSHostingView", "NSTextField", "NSButton", "NSImageView", "NSStackView",
        "SCNView", "SKView", "MTKView", "ARView", "ARSCNView", "WKWebView", "MKMapView",
    ]

    /// SwiftUI protocols bridging a UIKit/AppKit view or controller into SwiftUI.
    public static let representables: Set<String> = [
        "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable", "NSViewControllerRepresentable",
    ]

    public init(index: ProjectIndex) { self.init(index) }

    public init(_ index: ProjectIndex) {
        let typesByName = index.typesByName
        let semantics = index.semantics
        // What each name's conformances decide, looked up once per name (at 3,000,000 lines, a
        // hundred thousand names), the names in slices on every core.
        struct NameRoles: Sendable {
            var models: [String] = []
            var views: [String] = []
            var viewsAndControllers: [String] = []
            var representables: [String] = []
        }
        let names = Array(typesByName.keys)
        let byName = parallelSlices(names.count) { range in
            var roles = NameRoles()
            for name in names[range] {
                if index.isModelClass(name) { roles.models.append(name) }
                let conformances = index.conformances(of: name)
                if conformances.contains("View") || conformances.contains("App") || conformances.contains("Scene") { roles.views.append(name) }
                // An extension of an SDK view or controller (`extension UIViewController { … }`) counts too.
                if Self.viewAndControllerBases.contains(name) || !conformances.isDisjoint(with: Self.viewAndControllerBases) {
                    roles.viewsAndControllers.append(name)
                }
                if !conformances.isDisjoint(with: Self.representables) { roles.representables.append(name) }
            }
            return roles
        }
        let modelClasses = Set(byName.lazy.flatMap(\.models))
        let views = Set(byName.lazy.flatMap(\.views))
        self.modelClasses = modelClasses
        /// The model class a view's property holds, by qualified name.
        @Sendable func heldModel(_ property: PropertyDeclaration, file: String, owner: String?, simpleName: String, observableOnly: Bool) -> String? {
            let isModel: (TypeID) -> Bool = { observableOnly ? semantics.isObservable($0) : semantics.isObservable($0) || semantics.isObservableObject($0) }
            switch semantics.declaredType(of: property, in: Scope(file: file, enclosing: owner)) {
            case .type(let type): return isModel(type.id) ? semantics.qualifiedName(of: type.id) : nil
            case .ambiguous(let candidates):
                // The same qualified name in two files (two targets, or a stale copy): both are it.
                let names = Set(candidates.map { String($0.prefix { $0 != " " }) })
                guard names.count == 1, let name = names.first,
                      semantics.types(qualifiedName: name).contains(where: isModel) else { return nil }
                return name
            case .unknown:
                let classes = (typesByName[simpleName] ?? []).filter { $0.declaration.kind == .class }
                guard classes.count == 1, let only = classes.first, let id = semantics.type(of: only.declaration, inFile: only.file.path),
                      isModel(id) else { return nil }
                return semantics.qualifiedName(of: id)
            }
        }
        /// What views hold: every wrapped type, the model classes among them (observed), and those
        /// by qualified name.
        struct Held: Sendable {
            var wrapped: [String] = []
            var observed: [String] = []
            var observedTypes: [String] = []
        }
        let uses = index.wrapperUses
        let wrapped = parallelSlices(uses.count) { range in
            var held = Held()
            for use in uses[range] {
                guard let type = use.fact.wrappedType, let owner = use.fact.ownerType, views.contains(ProjectIndex.simpleName(owner)) else { continue }
                held.wrapped.append(type)
                guard modelClasses.contains(type) else { continue }
                held.observed.append(type)
                // `@State`, `@Environment(T.self)` and `@Bindable` subscribe only through Observation:
                // an ObservableObject kept in `@State` (a widget's snapshot) is held, not observed.
                let observableOnly = !use.fact.wrapper.isLegacyObjectWrapper
                if let model = heldModel(use.fact.property, file: use.file.path, owner: owner, simpleName: type, observableOnly: observableOnly) {
                    held.observedTypes.append(model)
                }
            }
            return held
        }
        // With @Observable, views also observe a model held in a plain `let`/`var`.
        let viewNames = Array(views)
        let plain = parallelSlices(viewNames.count) { range in
            var held = Held()
            for name in viewNames[range] {
                for declared in typesByName[name] ?? [] where declared.declaration.kind != .protocol {
                    for property in declared.declaration.properties where property.isStored && !property.isStatic {
                        guard let type = property.typeName, property.attributes.isEmpty, index.isObservable(type) else { continue }
                        held.observed.append(type)
                        if let model = heldModel(property, file: declared.file.path, owner: declared.declaration.qualifiedName, simpleName: type, observableOnly: true) {
                            held.observedTypes.append(model)
                        }
                    }
                }
            }
            return held
        }
        let held = wrapped + plain
        let observed = Set(held.lazy.flatMap(\.observed))
        let wrappedByViews = Set(wrapped.lazy.flatMap(\.wrapped))
        viewObservedModels = observed
        viewObservedModelTypes = Set(held.lazy.flatMap(\.observedTypes))
        viewsAndControllers = Set(byName.lazy.flatMap(\.viewsAndControllers))
        representableCoordinators = Self.coordinators(index, representables: byName.flatMap(\.representables))
        // A model class only counts when a view owns or observes it: app delegates, singletons and
        // services that happen to be ObservableObject are not view models.
        viewHeldModels = Set(parallelSlices(names.count) { range in
            names[range].filter { name in
                guard index.isClass(name) else { return false }
                if name.hasSuffix("ViewModel") || observed.contains(name) { return true }
                return (name.hasSuffix("Model") || name.hasSuffix("Store")) && wrappedByViews.contains(name)
            }
        }.joined())
    }

    public static let carriedName = "ModelRoles"

    /// The roles are about classes, views and what views hold: a plain struct or enum no other fact
    /// names is none of those and resolves nothing, unless it is named like an SDK view or
    /// controller, which `viewsAndControllers` counts by name alone.
    public static func ignoresPlainTypes(named names: Set<String>) -> Bool {
        names.isDisjoint(with: viewAndControllerBases) && names.isDisjoint(with: representables)
    }

    /// Every set, sorted, in declaration order.
    public var carried: [UInt8] {
        var writer = BinaryWriter()
        // Sorted on every core: at 3,000,000 lines, a hundred thousand names at the end of the run.
        let sets = [modelClasses, viewObservedModels, viewObservedModelTypes, viewHeldModels, viewsAndControllers, representableCoordinators]
        for sorted in parallelMap(sets, { $0.sorted() }) { writer.strings(sorted) }
        return writer.bytes
    }

    public init?(carried: [UInt8]) { self.init(carried: carried, sharing: { $0 }) }

    /// The names that are types' simple names share the index's copies (at 3,000,000 lines, some
    /// 20 MB that a table decoded on its own holds a second time).
    public init?(carried: [UInt8], index: ProjectIndex) { self.init(carried: carried, sharing: index.sharedTypeName) }

    private init?(carried: [UInt8], sharing: (String) -> String) {
        var reader = BinaryReader(bytes: carried)
        var sets: [Set<String>] = []
        for _ in 0..<6 {
            guard let strings = reader.strings() else { return nil }
            sets.append(Set(strings.lazy.map(sharing)))
        }
        guard reader.isAtEnd else { return nil }
        (modelClasses, viewObservedModels, viewObservedModelTypes) = (sets[0], sets[1], sets[2])
        (viewHeldModels, viewsAndControllers, representableCoordinators) = (sets[3], sets[4], sets[5])
    }

    /// The classes a representable's coordinator is (qualified names): those nested in a type that
    /// states a representable conformance, and the type its `makeCoordinator()` returns.
    /// `names`: the type names whose conformances include a representable protocol.
    private static func coordinators(_ index: ProjectIndex, representables names: [String]) -> Set<String> {
        let semantics = index.semantics
        let typesByName = index.typesByName
        var result = Set<String>()
        var representables = Set<String>()
        for name in names {
            for declared in typesByName[name] ?? [] {
                let qualified: String
                if declared.declaration.kind == .extension {
                    guard let id = semantics.type(of: declared.declaration, inFile: declared.file.path) else { continue }
                    qualified = semantics.qualifiedName(of: id)
                } else {
                    qualified = declared.declaration.qualifiedName
                }
                representables.insert(qualified)
                let scope = Scope(file: declared.file.path, enclosing: qualified)
                // The node-free function facts: the representable's syntax is no dependency of every check.
                for function in declared.declaration.functionFacts where function.name == "makeCoordinator" {
                    guard let returned = function.returnType,
                          let type = semantics.resolve(returned, in: scope).resolved, semantics.isClass(type.id) else { continue }
                    result.insert(semantics.qualifiedName(of: type.id))
                }
            }
        }
        guard !representables.isEmpty else { return result }
        // Classes declared inside a representable (its `Coordinator`, however named): the part of
        // the qualified name before some dot is a representable's.
        for declarations in typesByName.values {
            for declared in declarations where declared.declaration.kind == .class {
                let qualified = declared.declaration.qualifiedName
                var dot = qualified.firstIndex(of: ".")
                while let position = dot {
                    if representables.contains(String(qualified[..<position])) {
                        result.insert(qualified)
                        break
                    }
                    dot = qualified[qualified.index(after: position)...].firstIndex(of: ".")
                }
            }
        }
        return result
    }

    /// Whether the type named `name` is a view or a controller rather than a model: a SwiftUI
    /// `View`/`App`/`Scene`/`ViewModifier`/representable, or a subclass (directly or through project
    /// classes) of a UIKit/AppKit view, view controller or window (`viewAndControllerBases`), or
    /// one of those SDK classes itself when the project extends it. A representable's coordinator
    /// (a class nested in the representable, or the class its `makeCoordinator()` returns) is view
    /// code too, but is only recognised by its qualified name (`TextViewWrapper.Coordinator`):
    /// `Coordinator` alone also names navigation coordinators, which are not views.
    public func isViewOrController(_ name: String) -> Bool {
        viewsAndControllers.contains(ProjectIndex.simpleName(name)) || representableCoordinators.contains(name)
    }

    /// Whether the class named `name` is a view model, as wide as `scope` reaches.
    public func isViewModel(_ name: String, _ scope: ViewModelScope) -> Bool {
        switch scope {
        case .everyModelClass: modelClasses.contains(name) || viewHeldModels.contains(name)
        case .heldByViews: viewHeldModels.contains(name)
        }
    }
}

extension ProjectIndex {
    /// Model and view-model roles, computed once per project.
    public var modelRoles: ModelRoles { fact(ModelRoles.self) }
}
