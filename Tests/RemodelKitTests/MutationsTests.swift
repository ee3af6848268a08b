import SwiftParser
import SwiftSyntax
import Testing
@testable import RemodelKit

/// The one mutation detector (`Mutations`), shared by view-model-state-writable,
/// tca-observation-state-ignored and the migration's objectWillChange check.
@Suite struct MutationsTests {
    private func mutations(_ source: String) -> [Mutation] {
        Mutations.find(in: Parser.parse(source: source))
    }

    private func described(_ source: String) -> [String] {
        mutations(source).map { mutation in
            let kind: String
            switch mutation.kind {
            case .assignment: kind = "="
            case .mutatingCall(let method): kind = "." + method
            case .inoutArgument: kind = "&"
            }
            return mutation.target.trimmedDescription + " " + kind
        }
    }

    @Test func findsAssignmentsMutatingCallsAndInoutArguments() {
        let found = described("""
        func f() {
            a = 1
            self.b += 2
            c.d[0] <<= 1
            e.append(3)
            f?.toggle()
            swap(&g, &h)
            i.j.popFirst()
        }
        """)
        #expect(found == ["a =", "self.b =", "c.d[0] =", "e .append", "f? .toggle", "g &", "h &", "i.j .popFirst"])
    }

    @Test func comparisonsAndPatternMatchesAreNotWrites() {
        #expect(described("func f() { _ = a == b; _ = a != b; _ = a <= b; _ = a >= b; _ = a === b; _ = a !== b; _ = 1...3 ~= a }") == ["_ =", "_ =", "_ =", "_ =", "_ =", "_ =", "_ ="])
        #expect(described("func f() { x.count(); x.map { $0 } }").isEmpty)
    }

    /// The union of the three lists it replaces (view-model-state-writable's, the migration's and
    /// TCA's), so every caller agrees on what mutates.
    @Test func theMethodListIsTheUnionOfTheOldOnes() {
        let viewModelStateWritable: Set<String> = [
            "toggle", "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange",
            "removeValue", "updateValue", "popLast", "sort", "reverse", "shuffle", "formUnion", "formIntersection",
            "formSymmetricDifference", "subtract", "merge", "replaceSubrange",
        ]
        let migration: Set<String> = [
            "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange", "removeValue", "popLast",
            "popFirst", "sort", "shuffle", "reverse", "toggle", "merge", "formUnion", "formIntersection",
            "formSymmetricDifference", "subtract", "update", "updateValue", "replaceSubrange", "swapAt", "move", "negate",
        ]
        let tca: Set<String> = [
            "append", "insert", "remove", "removeAll", "removeValue", "removeFirst", "removeLast", "popLast", "merge",
            "toggle", "formUnion", "subtract", "updateValue", "sort", "reverse", "shuffle", "appendContents",
        ]
        #expect(Mutations.mutatingMethods == viewModelStateWritable.union(migration).union(tca))
    }

    /// A folded sequence (`a += 1` as an `InfixOperatorExpr`, as `SwiftOperators` leaves it).
    @Test func foldedAssignmentsAreSeenToo() {
        func infix(_ name: String, _ op: ExprSyntax) -> InfixOperatorExprSyntax {
            InfixOperatorExprSyntax(
                leftOperand: DeclReferenceExprSyntax(baseName: .identifier(name)), operator: op,
                rightOperand: IntegerLiteralExprSyntax(literal: .integerLiteral("1")))
        }
        #expect(Mutations.find(in: infix("a", ExprSyntax(AssignmentExprSyntax()))).map(\.target.trimmedDescription) == ["a"])
        #expect(Mutations.find(in: infix("b", ExprSyntax(BinaryOperatorExprSyntax(operator: .binaryOperator("+="))))).map(\.target.trimmedDescription) == ["b"])
        #expect(Mutations.find(in: infix("c", ExprSyntax(BinaryOperatorExprSyntax(operator: .binaryOperator("=="))))).isEmpty)
    }

    @Test func nestedTypesAreNotEntered() {
        let found = described("""
        func f() {
            a = 1
            struct Local { var a = 0; mutating func g() { a = 2 } }
            class Box { func h() { items.append(1) } }
            let closure = { b = 3 }
        }
        """)
        #expect(found == ["a =", "b ="])
    }

    @Test func pathsNameTheWrittenPropertyAndWhatFollows() throws {
        let found = mutations("func f(local: Int) { self.a.b[0] = 1; c?.d = 2; (e)!.f = 3; local = 4; self[0] = 5; g().h = 6 }")
        let heads = found.map { mutation in
            mutation.path?.head.map { head in ([head.name.text] + head.rest.map { $0.name?.text ?? "[]" }).joined(separator: ".") }
        }
        #expect(heads == ["a.b.[]", "c.d", "e.f", "local", nil, nil])
        let locals = Mutations.localNames(in: Parser.parse(source: "func f(local: Int) { let shadow = 1; list.forEach { item in } }"))
        #expect(locals == ["local", "shadow", "item"])
        #expect(found[3].path?.ownProperty(shadowedBy: ["local"]) == nil)
        #expect(found[0].path?.ownProperty(shadowedBy: ["a"])?.name.text == "a") // `self.a` is never a local
    }

    @Test func bindingSetters() {
        let found = mutations("let b = Binding(get: { model.x }, set: { model.x = $0 }); model.y = 1")
        #expect(found.map(\.isInsideBindingSetter) == [true, false])
    }

    /// The migration asked whether a method mutates a tracked property by name alone, so a local
    /// named like a `@Published` property counted: its `objectWillChange.send()` was dropped and the
    /// class migrated, silently losing that notification. A local shadows the property now.
    @Test func aLocalNamedLikeAPublishedPropertyIsNotItsMutation() throws {
        let workspace = Workspace(sources: [SourceFile(path: "Feed.swift", text: """
        import Combine

        final class FeedModel: ObservableObject {
            @Published var items: [String] = []
            var cache: [String] = []

            func refresh() {
                var items = cache
                items.append("new")
                print(items)
                objectWillChange.send()
            }
        }
        """)])
        let decision = try #require(ObservableMigration(workspace: workspace).decide().decisions(named: "FeedModel").first)
        guard case .keep(let reasons) = decision.disposition, case .sendWithoutMutation? = reasons.first else {
            Issue.record("FeedModel is not kept for its send without a mutation: \(decision.disposition)")
            return
        }
    }
}
