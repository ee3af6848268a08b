import Foundation
import SwiftSyntax
import RemodelCore

/// A class with mutable stored state and `async` methods, not isolated (not an actor, not
/// `Sendable`, no global actor), that view models hold or call. Reported at the class name.
struct SharedMutableServiceClass: Rule {
    package static let description = RuleDescription(
        id: "shared-mutable-service-class",
        title: "Use an Actor for Services with Shared Mutable State",
        impact: .medium,
        impactDescription: "Concurrent async calls race on the service's mutable state — corrupted caches and crashes",
        tags: ["concurrency", "actor", "service", "data-race", "sendable"],
        rationale: """
        Reports a class that has mutable stored state (instance `var`s) and `async` methods, has no \
        isolation — it is not an actor, not `Sendable`/`@unchecked Sendable`, not `@MainActor` or \
        another global actor — and is used by view models: a view model stores it, or calls one of its \
        async methods on an instance it creates (`Service()`, `Service.shared`, a local).

        A class-based service has no built-in isolation. When several view-model tasks call its async \
        methods concurrently, each call runs on the cooperative thread pool and reads and writes the \
        same `var`s at the same time: a data race that corrupts caches and counters or crashes. An \
        actor-based service is serialized by the runtime, so no two calls run inside it at once — the \
        `MyManagerClass` vs `MyManagerActor` distinction in the MVVM pattern.

        Turn the class into an `actor` (callers already `await` its async methods), or isolate it to \
        `@MainActor` if it must share the UI's state. Classes with only `let`s (or only `weak` / \
        `nonisolated(unsafe)` vars), SwiftData/Core Data models, views and view models themselves are \
        not reported. Neither are classes that already guard their state with a lock or queue: a \
        stored property of a synchronizer type (`NSLock`, `Mutex`, `DispatchQueue`…), or one the \
        class's members call `lock()`/`unlock()`, `withLock { }` or `sync { }` on, whatever its \
        type is called. A `var` that only `@MainActor` members write (initializers aside) is not \
        shared mutable state: those writes are serialized on the main actor.
        """,
        incorrectLabel: "a class service with mutable state, called concurrently from view models",
        correctLabel: "an actor serializes access to the shared state",
        incorrect: [
            RuleExample("""
            import SwiftUI

            final class ↓ImageCache {
                private var images: [URL: Data] = [:]

                func image(for url: URL) async throws -> Data {
                    if let cached = images[url] { return cached }
                    let (data, _) = try await URLSession.shared.data(from: url)
                    images[url] = data
                    return data
                }
            }

            @MainActor
            final class GalleryViewModel: ObservableObject {
                private let cache = ImageCache()
                @Published private(set) var thumbnails: [Data] = []

                func load(_ urls: [URL]) async {
                    for url in urls {
                        if let data = try? await cache.image(for: url) { thumbnails.append(data) }
                    }
                }
            }
            """),
            RuleExample("""
            import Observation

            class ↓SessionTracker {
                static let shared = SessionTracker()
                var requestCount = 0

                func track(_ event: String) async {
                    requestCount += 1
                }
            }

            @MainActor
            @Observable
            final class CheckoutModel {
                func pay() async {
                    await SessionTracker.shared.track("pay")
                }
            }
            """),
            RuleExample("""
            import Foundation

            // One writer is @MainActor, the other runs on the cooperative pool.
            final class ↓PageCache {
                private var pages: [Int: [String]] = [:]

                @MainActor
                func store(_ page: [String], at index: Int) { pages[index] = page }

                func prefetch(_ index: Int) async {
                    pages[index] = []
                }
            }

            @MainActor
            final class FeedViewModel: ObservableObject {
                let cache = PageCache()
                func load() async { await cache.prefetch(1) }
            }
            """),
        ],
        correct: [
            RuleExample("""
            import SwiftUI

            actor ImageCache {
                private var images: [URL: Data] = [:]

                func image(for url: URL) async throws -> Data {
                    if let cached = images[url] { return cached }
                    let (data, _) = try await URLSession.shared.data(from: url)
                    images[url] = data
                    return data
                }
            }

            // No mutable state: safe to share as a class.
            final class MyManagerClass {
                func getData() async throws -> String { "Some Data!" }
            }

            @MainActor
            final class GalleryViewModel: ObservableObject {
                private let cache = ImageCache()
                private let manager = MyManagerClass()
                @Published private(set) var title = ""

                func load() async {
                    title = (try? await manager.getData()) ?? ""
                }
            }
            """),
            RuleExample("""
            import Foundation
            import Observation

            @MainActor
            final class Router {
                var path: [String] = []
                func open(_ screen: String) async { path.append(screen) }
            }

            final class TokenStore: @unchecked Sendable {
                private let lock = NSLock()
                private var token: String?
                func refresh() async -> String? { lock.withLock { token } }
            }

            final class Counter {
                private let lock = NSLock()
                private var value = 0
                func increment() async { lock.withLock { value += 1 } }
            }

            @MainActor
            @Observable
            final class HomeModel {
                let router = Router()
                let tokens = TokenStore()
                let counter = Counter()
                var isLoading = false
                func start() async { isLoading = true }
            }
            """),
            RuleExample("""
            import Foundation

            // Its only method that writes `favicons` is @MainActor: nothing can race.
            final class FaviconCache {
                private var favicons: [String: [URL]] = [:]

                @MainActor
                func lookup(_ domain: String) async -> [URL] {
                    if let hit = favicons[domain] { return hit }
                    let found = await Self.fetch(domain)
                    favicons[domain] = found
                    return found
                }
                nonisolated static func fetch(_ domain: String) async -> [URL] { [] }
            }

            protocol AccessLocking: Sendable { func withLock<T>(_ body: () throws -> T) rethrows -> T }

            // Guarded by the class's own lock type, recognised by the `withLock { }` calls on it.
            final class Database {
                private var generation = 0
                private let access: any AccessLocking

                init(lock: any AccessLocking) { access = lock }
                func lookup(_ key: String) async -> String? {
                    access.withLock { generation += 1; return nil }
                }
            }

            @MainActor
            final class ProfileViewModel: ObservableObject {
                @Published private(set) var icons: [URL] = []
                let cache = FaviconCache()
                let db: Database
                init(db: Database) { self.db = db }
                func load() async {
                    icons = await cache.lookup("example.com")
                    _ = await db.lookup("key")
                }
            }
            """),
        ],
        optIn: true
    )

    package func check(_ file: SourceFile, context: RuleContext) -> [Violation] {
        // Asked where it is used: a file that never gets that far depends on no other file's facts.
        var index: ProjectIndex { context.index }
        var violations: [Violation] = []
        for type in file.facts.types where type.kind == .class {
            let name = type.name
            // SwiftData `@Model` and Core Data objects are persistence models, not services.
            guard !type.hasAttribute("MainActor"), !type.hasAttribute("Model"), !type.inheritedTypes.contains("NSManagedObject") else { continue }
            // The verdict depends on the name only (properties, methods and users are project-wide):
            // computed once per name, not once per same-named declaration.
            guard let finding = index.memoized("shared-mutable-service-class.finding." + name, { Self.finding(for: name, index: $0) }) else { continue }
            let others = finding.userCount > 1 ? " and \(finding.userCount - 1) more" : ""
            violations.append(Violation(
                at: type.nameToken,
                "'\(name)' has mutable state ('\(finding.mutable)') and async methods used by view model '\(finding.user)'\(others) but no isolation; make it an actor (or @MainActor) so concurrent calls cannot race"))
        }
        return violations
    }

    package struct Finding: Sendable {
        package let mutable: String
        package let user: String
        package let userCount: Int
    }

    package static func finding(for name: String, index: ProjectIndex) -> Finding? {
        guard index.globalActor(of: name) == nil, !index.conforms(name, to: "Sendable"), !index.isView(name),
              !index.modelRoles.isViewModel(name, .everyModelClass) else { return nil }
        let properties = index.properties(of: name).filter { !$0.isStatic }
        // `weak` references and explicitly opted-out `nonisolated(unsafe)` vars are not counted.
        let mutable = properties.filter {
            !$0.isLet && $0.isStored && !$0.modifiers.contains("weak") && !$0.modifiers.contains("nonisolated(unsafe)")
        }
        guard !mutable.isEmpty, Synchronization.lockProperties(of: name, index: index).isEmpty else { return nil }
        // State that only main-actor members write (`@MainActor func lookup() async`) cannot race.
        let confined = mainActorConfinedState(of: name, index: index)
        guard let firstMutable = mutable.first(where: { !confined.contains($0.name) }) else { return nil }
        let asyncMethods = asyncMethods(of: name, index: index)
        guard !asyncMethods.isEmpty else { return nil }
        let usage = index.memoized("shared-mutable-service-class.usage") { ServiceUsage(index: $0) }
        var users = Set<String>()
        for user in usage.holders[name] ?? [] where user != name { users.insert(user) }
        for call in usage.calls[name] ?? [] where call.user != name && asyncMethods.contains(call.method) { users.insert(call.user) }
        guard let user = users.sorted().first else { return nil }
        return Finding(mutable: firstMutable.name, user: user, userCount: users.count)
    }

    /// Properties of the class that its members (initializers aside: nothing shares the object
    /// yet) write, and that every such write is isolated to the main actor — a `@MainActor` method
    /// or accessor, not a detached task or a callback it starts.
    private static func mainActorConfinedState(of name: String, index: ProjectIndex) -> Set<String> {
        var onlyMainActor: [String: Bool] = [:]
        for type in [name] + index.superclasses(of: name) {
            for declaration in index.declarationsAndExtensions(named: type) {
                for member in declaration.declaration.memberBlock?.members ?? [] {
                    var bodies: [(body: Syntax, locals: Set<String>)] = []
                    if let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body {
                        guard !function.modifiers.contains(.static), !function.modifiers.contains(.class) else { continue }
                        bodies.append((Syntax(body), Mutations.localNames(in: function)))
                    } else if let variable = member.decl.as(VariableDeclSyntax.self) {
                        guard !variable.modifiers.contains(.static), !variable.modifiers.contains(.class) else { continue }
                        for binding in variable.bindings {
                            if let accessors = binding.accessorBlock { bodies.append((Syntax(accessors), Mutations.localNames(in: accessors))) }
                        }
                    } else if let subscriptDecl = member.decl.as(SubscriptDeclSyntax.self), let accessors = subscriptDecl.accessorBlock {
                        bodies.append((Syntax(accessors), Mutations.localNames(in: subscriptDecl)))
                    }
                    for (body, locals) in bodies {
                        for mutation in Mutations.find(in: body) {
                            guard let (token, _) = mutation.path?.ownProperty(shadowedBy: locals) else { continue }
                            let isMain = isMainActorIsolated(mutation.target, in: declaration.file, index: index)
                            onlyMainActor[token.text] = (onlyMainActor[token.text] ?? true) && isMain
                        }
                    }
                }
            }
        }
        return Set(onlyMainActor.filter(\.value).keys)
    }

    /// Names of non-private, non-static `async` methods of the class, its extensions and superclasses.
    package static func asyncMethods(of name: String, index: ProjectIndex) -> Set<String> {
        index.memoized("shared-mutable-service-class.asyncMethods." + name) { index in findAsyncMethods(of: name, index: index) }
    }

    private static func findAsyncMethods(of name: String, index: ProjectIndex) -> Set<String> {
        var result = Set<String>()
        for type in [name] + index.superclasses(of: name) {
            for declaration in index.declarationsAndExtensions(named: type) {
                for function in declaration.declaration.functions where function.signature.effectSpecifiers?.asyncSpecifier != nil {
                    let modifiers = function.modifiers
                    if modifiers.contains(.static) || modifiers.contains(.class) || modifiers.contains(.private) || modifiers.contains(.fileprivate) { continue }
                    result.insert(function.name.text)
                }
            }
        }
        return result
    }
}

// MARK: - Which types view models use

/// For every type name: the view models that store it, and the methods view models call on
/// instances of it they create (`T()`, `T.shared`, a local `let x = T()`).
private struct ServiceUsage: Sendable {
    struct Call: Sendable {
        let user: String
        let method: String
    }
    var holders: [String: Set<String>] = [:]
    var calls: [String: [Call]] = [:]

    init(index: ProjectIndex) {
        let roles = index.modelRoles
        let models = index.typesByName.filter { _, declarations in declarations.contains { $0.declaration.kind == .class } }
            .keys.filter { roles.isViewModel($0, .everyModelClass) }.sorted()
        // A walk of every view model's members: the files in parallel (the other rules' threads
        // wait for this table).
        let perModel = parallelMap(models) { name -> (holders: [String], calls: [(type: String, method: String)]) in
            var holders: [String] = []
            var calls: [(type: String, method: String)] = []
            for declaration in index.typesByName[name] ?? [] {
                for property in declaration.declaration.properties where !property.isComputed {
                    if let type = property.typeName { holders.append(type) }
                }
                guard let members = declaration.declaration.memberBlock else { continue }
                let visitor = ServiceCallVisitor(viewMode: .sourceAccurate)
                visitor.walk(members)
                calls += visitor.calls
            }
            return (holders, calls)
        }
        for (name, found) in zip(models, perModel) {
            for type in found.holders { holders[type, default: []].insert(name) }
            for (type, method) in found.calls { calls[type, default: []].append(Call(user: name, method: method)) }
        }
    }
}

/// `T(...).m(...)`, `T.shared.m(...)`, `local.m(...)` where `let local = T(...)` — the type and method.
private final class ServiceCallVisitor: MemberBodyVisitor {
    var calls: [(type: String, method: String)] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), var base = member.base else { return .visitChildren }
        while true {
            if let optional = base.as(OptionalChainingExprSyntax.self) { base = optional.expression; continue }
            if let forced = base.as(ForceUnwrapExprSyntax.self) { base = forced.expression; continue }
            break
        }
        let method = member.declName.baseName.text
        if let call = base.as(FunctionCallExprSyntax.self), let type = TypeNames.constructedType(call) {
            calls.append((type, method))
        } else if let access = base.as(MemberAccessExprSyntax.self), let reference = access.base?.as(DeclReferenceExprSyntax.self),
                  reference.baseName.text.first?.isUppercase == true {
            calls.append((reference.baseName.text, method))
        } else if let reference = base.as(DeclReferenceExprSyntax.self), case .identifier(let local) = reference.baseName.tokenKind,
                  local.first?.isLowercase == true,
                  let type = FileIndexer.localVariableType(named: local, before: Syntax(node)) {
            calls.append((type, method))
        }
        return .visitChildren
    }

}

