import Foundation
import Testing
@testable import RemodelKit
@testable import RemodelRules

struct ProjectIndexTests {
    /// Rules run per file on every core; a project-wide fact they share must be computed once, with
    /// late askers waiting for it rather than computing it again.
    @Test func memoizedFactIsComputedOnceUnderConcurrentRequests() {
        let index = Workspace(sources: [SourceFile(text: "final class Model {}\n")]).index
        let counter = Counter()
        let values = parallelMap(Array(0..<64)) { _ in
            index.memoized("test.counted") { _ -> Int in
                counter.increment()
                Thread.sleep(forTimeInterval: 0.001)
                return 42
            }
        }
        #expect(values.allSatisfy { $0 == 42 })
        #expect(counter.value == 1)
    }

    @Test func propertyLookupFollowsSuperclassesAndExtensions() {
        let index = Workspace(sources: [SourceFile(text: """
            class Base { var shared = 0 }
            final class Model: Base { var own = "" }
            extension Model { var computed: Int { 1 } }
            """)]).index
        #expect(index.property(named: "own", in: "Model")?.typeName == "String")
        #expect(index.property(named: "shared", in: "Model")?.typeName == "Int")
        #expect(index.property(named: "computed", in: "Model")?.isComputed == true)
        #expect(index.property(named: "missing", in: "Model") == nil)
    }
}

private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.lock(); count += 1; lock.unlock() }
    var value: Int { lock.lock(); defer { lock.unlock() }; return count }
}
