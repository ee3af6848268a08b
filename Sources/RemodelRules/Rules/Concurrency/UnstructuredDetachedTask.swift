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
        ]
    )

    package func check(_ file: SourceFile, context: RuleContext) -> [Violation] {
        file.facts.calls["detached", default: []].compactMap { call in
            guard ConcurrencyCalls.isDetachedTask(call), ConcurrencyCalls.isDiscarded(call) else { return nil }
            return Violation(at: call, "Task.detached in '\(ConcurrencyCalls.contextName(of: call))' is discarded: nothing can cancel or await it; call a nonisolated async function from the current task, or keep the handle and cancel it")
        }
    }
}
