import SwiftSyntax
import RemodelCore

/// `Task.detached { }` whose handle is thrown away.
struct UnstructuredDetachedTask: Rule {
    package static let description = RuleDescription(
        id: "unstructured-detached-task",
        title: "Avoid Fire-and-Forget Task.detached",
        impact: .medium,
        impactDescription: "Uncancellable background work that outlives its screen and drops priority and task-locals",
        tags: ["concurrency", "task", "detached", "cancellation", "swift6"],
        rationale: """
        `Task.detached { }` starts work with no parent: it does not inherit the caller's actor, \
        priority or task-local values, and cancelling the caller does not cancel it. When its handle \
        is also discarded — a bare statement or `_ = Task.detached { }` — nothing can ever cancel \
        or await it, so it keeps running (and keeps what it captures alive) after the screen that \
        started it is gone, and its errors vanish.

        To run work off the main actor, call a `nonisolated` (or `@concurrent`) async function from \
        the caller's task instead: `items = try await decodeItems(data)`. For parallel work use \
        `async let` or a task group. If a detached task is really needed, keep its handle and \
        cancel (or await) it.

        A synchronous, callback-based function that starts the detached task directly in its body \
        and hands the result to one of its closure parameters (`completion(valid)`) is not \
        reported: it has no task to await from, and the completion handler is how the work it \
        offloads comes back to its caller.
        """,
        incorrectLabel: "detached tasks started and forgotten",
        correctLabel: "nonisolated async functions, or a kept and cancelled handle",
        incorrect: [
            RuleExample("""
            import Foundation

            @MainActor
            final class ImportViewModel {
                var count = 0

                func importFiles(_ urls: [URL]) {
                    ↓Task.detached(priority: .background) {
                        let total = urls.count
                        await self.finish(total)
                    }
                }

                func finish(_ total: Int) { count = total }
            }
            """),
            RuleExample("""
            func warmCaches() {
                _ = ↓Task.detached {
                    print("warming")
                }
                let _ = ↓Task.detached { print("again") }
            }

            func sync(onDone: @escaping () -> Void) {
                ↓Task.detached { print("syncing") }
                onDone()
            }
            """),
        ],
        correct: [
            RuleExample("""
            import Foundation

            @MainActor
            final class ImportViewModel {
                var count = 0
                private var importTask: Task<Void, Never>?

                func importFiles(_ urls: [URL]) {
                    importTask = Task.detached {
                        let total = urls.count
                        await self.finish(total)
                    }
                }

                func cancel() { importTask?.cancel() }

                func reload(_ urls: [URL]) async {
                    count = await countFiles(urls)
                }

                nonisolated private func countFiles(_ urls: [URL]) async -> Int { urls.count }

                func finish(_ total: Int) { count = total }
            }
            """),
            RuleExample("""
            func checksum(_ bytes: [UInt8]) async -> Int {
                let task = Task.detached { bytes.reduce(0) { $0 &+ Int($1) } }
                return await task.value
            }

            func makeWorker() -> Task<Void, Never> {
                Task.detached { print("working") }
            }
            """),
            RuleExample("""
            import Foundation

            // A synchronous, callback-based API: the detached task is its off-main offload.
            func validate(_ event: Event, completion: @escaping @Sendable (Bool) -> Void) {
                Task.detached(priority: .medium) {
                    let valid = event.verifySignature()
                    DispatchQueue.main.async { completion(valid) }
                }
            }

            struct Event: Sendable {
                func verifySignature() -> Bool { true }
            }
            """),
        ],
        optIn: true
    )

    package func check(_ file: SourceFile, context: RuleContext) -> [Violation] {
        file.facts.calls["detached", default: []].compactMap { call in
            guard ConcurrencyCalls.isDetachedTask(call), ConcurrencyCalls.isDiscarded(call), !Self.isCallbackOffload(call) else { return nil }
            return Violation(at: call, "Task.detached in '\(ConcurrencyCalls.contextName(of: call))' is discarded: nothing can cancel or await it; call a nonisolated async function from the current task, or keep the handle and cancel it")
        }
    }

    /// `Task.detached { … }` written directly in the body of a synchronous function (no closure in
    /// between) that calls one of the function's closure parameters: a callback-based API moving
    /// work off its caller's thread. It has no task to await from, and its completion handler is
    /// how the result — and the caller's ownership of it — comes back.
    private static func isCallbackOffload(_ call: FunctionCallExprSyntax) -> Bool {
        var current = call.parent
        var signature: FunctionSignatureSyntax?
        while let node = current {
            if node.is(ClosureExprSyntax.self) || node.is(AccessorDeclSyntax.self) || node.is(MemberBlockSyntax.self) { return false }
            if let function = node.as(FunctionDeclSyntax.self) { signature = function.signature; break }
            if let initializer = node.as(InitializerDeclSyntax.self) { signature = initializer.signature; break }
            current = node.parent
        }
        guard let signature, signature.effectSpecifiers?.asyncSpecifier == nil else { return false }
        let handlers = Set(signature.parameterClause.parameters.filter { isClosureType($0.type) }.map { ($0.secondName ?? $0.firstName).text })
        guard !handlers.isEmpty, let body = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self) else { return false }
        let finder = HandlerCallFinder(handlers: handlers)
        finder.walk(body)
        return finder.found
    }

    /// `(T) -> Void`, `@escaping @Sendable (T) -> Void`, `((T) -> Void)?`.
    private static func isClosureType(_ type: TypeSyntax) -> Bool {
        if type.is(FunctionTypeSyntax.self) { return true }
        if let attributed = type.as(AttributedTypeSyntax.self) { return isClosureType(attributed.baseType) }
        if let optional = type.as(OptionalTypeSyntax.self) { return isClosureType(optional.wrappedType) }
        if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return isClosureType(optional.wrappedType) }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { return isClosureType(only.type) }
        return false
    }
}

/// A call of one of `handlers` (`completion(x)`, `completion?(x)`), at any depth.
private final class HandlerCallFinder: SyntaxVisitor {
    let handlers: Set<String>
    var found = false

    init(handlers: Set<String>) {
        self.handlers = handlers
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        var callee = node.calledExpression
        if let optional = callee.as(OptionalChainingExprSyntax.self) { callee = optional.expression }
        if let reference = callee.as(DeclReferenceExprSyntax.self), handlers.contains(reference.baseName.text) { found = true }
        return found ? .skipChildren : .visitChildren
    }
}
