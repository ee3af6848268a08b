/// The index's type questions asked of one declaration (`TypeID`) rather than of a simple name.
///
/// The `String` overloads on `ProjectIndex` merge every type that shares a simple name — all of an
/// app's nested `ViewModel`s, `Coordinator`s and `StateModel`s answer as one. A rule that visits a
/// declaration knows which one it is: it asks these, and a same-named type elsewhere never answers
/// for it.
extension ProjectIndex {
    /// The type a declaration or extension in `file` declares or extends.
    public func typeID(of declaration: TypeDeclaration, in file: SourceFile) -> TypeID? {
        semantics.type(of: declaration, inFile: file.path)
    }

    /// Project superclasses of a class, nearest first (typealiases and generic bases followed).
    public func superclasses(of id: TypeID) -> [TypeID] {
        semantics.classChain(ResolvedType(id: id)).dropFirst().map(\.id)
    }

    /// Every type and protocol the type inherits from or conforms to: project types by qualified
    /// name, others as written.
    public func conformances(of id: TypeID) -> Set<String> { semantics.conformances(of: id) }

    /// Whether the type conforms to `proto`, written as a simple name (`Equatable`, `View`) or
    /// module-qualified (`SwiftUI.View`).
    public func conforms(_ id: TypeID, to proto: String) -> Bool {
        let all = semantics.conformances(of: id)
        if all.contains(proto) { return true }
        let qualified = "." + proto
        return all.contains { $0.hasSuffix(qualified) }
    }

    public func isObservableObject(_ id: TypeID) -> Bool { semantics.isObservableObject(id) }
    public func isObservable(_ id: TypeID) -> Bool { semantics.isObservable(id) }
    public func isModelClass(_ id: TypeID) -> Bool { isObservableObject(id) || isObservable(id) }
    public func globalActor(of id: TypeID) -> String? { semantics.globalActor(of: id) }

    /// A SwiftUI `View`, `App` or `Scene`.
    public func isView(_ id: TypeID) -> Bool {
        semantics.views.value(for: id) { conforms(id, to: "View") || conforms(id, to: "App") || conforms(id, to: "Scene") }
    }

    /// A UIKit/AppKit view or control: a subclass of `UIView`, `NSView` or one of their SDK
    /// subclasses (`ModelRoles.sdkViews`). Its properties are the control's API, set by whatever
    /// configures it (a SwiftUI wrapper, the window around it), even when it is an `ObservableObject`
    /// publishing them to the SwiftUI content it hosts.
    public func isSDKView(_ id: TypeID) -> Bool {
        ModelRoles.sdkViews.contains { conforms(id, to: $0) }
    }

    /// The declaration and extensions of the type, then of each project superclass, nearest first.
    public func declarationPartsThroughSuperclasses(of id: TypeID) -> [IndexedType] {
        ([id] + superclasses(of: id)).flatMap(declarationParts(of:))
    }

    /// All stored and computed properties of the type: its own, its extensions', its superclasses'.
    public func properties(of id: TypeID) -> [PropertyDeclaration] {
        semantics.propertyLists.value(for: id) { declarationPartsThroughSuperclasses(of: id).flatMap(\.declaration.properties) }
    }

    /// The first property with that name in `properties(of: id)`.
    public func property(named property: String, in id: TypeID) -> PropertyDeclaration? {
        semantics.propertyTables.value(for: id) { () -> [String: PropertyDeclaration] in
            var table: [String: PropertyDeclaration] = [:]
            for declaration in properties(of: id) where table[declaration.name] == nil { table[declaration.name] = declaration }
            return table
        }[property]
    }
}
