import SwiftSyntax

/// How a class guards its mutable state by hand: the stored properties it uses as locks, queues
/// or atomics. Recognised by type (the SDK's and common packages' synchronizers) and by use — a
/// stored property the type's own members call `lock()`/`unlock()`, `withLock { }` or
/// `sync { }` on is a lock whatever its type is called (`UseLockProtocol`, `any AccessLocking`).
public enum Synchronization {
    /// Types that are locks, queues or atomics.
    public static let synchronizerTypes: Set<String> = [
        "NSLock", "NSRecursiveLock", "NSCondition", "NSConditionLock", "OSAllocatedUnfairLock", "Mutex", "DispatchQueue",
        "DispatchSemaphore", "os_unfair_lock", "os_unfair_lock_s", "pthread_mutex_t", "Atomic", "ManagedAtomic", "UnsafeAtomic",
    ]

    /// Methods that take or release a lock: a call on a stored property makes it a lock.
    public static let lockingMethods: Set<String> = ["lock", "unlock", "tryLock"]
    /// Methods that run a closure under a lock or on a serial queue: a call with a closure on a
    /// stored property makes it a lock.
    public static let guardingMethods: Set<String> = ["withLock", "withLockUnchecked", "withLockIfAvailable", "sync"]

    /// Names of the stored instance properties of the class (its extensions and project
    /// superclasses) that are synchronizers by type or by use.
    public static func lockProperties(of name: String, index: ProjectIndex) -> Set<String> {
        index.memoized("Synchronization.lockProperties." + name) { index in
            lockProperties(stored: index.properties(of: name),
                           parts: ([name] + index.superclasses(of: name)).flatMap { index.declarationsAndExtensions(named: $0) })
        }
    }

    /// As `lockProperties(of:index:)`, for one declaration (a same-named type elsewhere does not count).
    public static func lockProperties(of id: TypeID, index: ProjectIndex) -> Set<String> {
        index.memoized("Synchronization.lockPropertiesOfID.\(id.raw)") { index in
            lockProperties(stored: index.properties(of: id), parts: index.declarationPartsThroughSuperclasses(of: id))
        }
    }

    private static func lockProperties(stored properties: [PropertyDeclaration], parts: [IndexedType]) -> Set<String> {
        let stored = properties.filter { $0.isStored && !$0.isStatic }
        var locks = Set(stored.filter { $0.typeName.map(synchronizerTypes.contains) ?? false }.map(\.name))
        let storedNames = Set(stored.map(\.name))
        for part in parts {
            guard let members = part.declaration.memberBlock else { continue }
            let visitor = LockUseVisitor(viewMode: .sourceAccurate)
            visitor.walk(members)
            locks.formUnion(visitor.receivers.intersection(storedNames))
        }
        return locks
    }
}

/// Properties of `self` that receive a locking call: `lock.lock()`, `self.queue.sync { … }`,
/// `state.withLock { … }`. A receiver named like a local of the member it is in is not counted.
private final class LockUseVisitor: MemberBodyVisitor {
    var receivers = Set<String>()

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return .visitChildren }
        let method = member.declName.baseName.text
        let hasClosure = node.trailingClosure != nil || node.arguments.contains { $0.expression.is(ClosureExprSyntax.self) }
        guard Synchronization.lockingMethods.contains(method) || (Synchronization.guardingMethods.contains(method) && hasClosure),
              let owner = node.enclosingCodeOwnerDecl,
              let (name, rest) = MutationPath(base)?.ownProperty(shadowedBy: Mutations.localNames(in: owner)), rest.isEmpty
        else { return .visitChildren }
        receivers.insert(name.text)
        return .visitChildren
    }
}

extension SyntaxProtocol {
    /// The member (function, initializer, subscript, deinit, a property's accessors) whose body holds this node.
    fileprivate var enclosingCodeOwnerDecl: Syntax? {
        var current = parent
        while let node = current {
            if node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self) || node.is(DeinitializerDeclSyntax.self)
                || node.is(SubscriptDeclSyntax.self) || node.is(AccessorBlockSyntax.self) {
                return node
            }
            if node.is(MemberBlockSyntax.self) { return nil }
            current = node.parent
        }
        return nil
    }
}
