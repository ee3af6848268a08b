import SwiftSyntax
import RemodelCore

/// A `catch` in a view-model class whose body is empty or only logs, so the view never learns of
/// the failure. Reported at the `catch` keyword.
struct SwallowedError: Rule {
    package static let description = RuleDescription(
        id: "swallowed-error",
        title: "Surface View Model Errors as State",
        impact: .medium,
        impactDescription: "Failures vanish silently — the screen shows stale or empty data with no error",
        tags: ["concurrency", "error-handling", "viewmodel", "async", "mvvm"],
        rationale: """
        Reports a `catch` block in a view-model class (an `ObservableObject` or `@Observable` class, or \
        a class views hold) whose body is empty or only logs — `print`, `debugPrint`, `dump`, `NSLog`, \
        `os_log`, `logger.error(…)`/`Logger` calls, a `log…` helper, or `assertionFailure`.

        The view model is where async service errors should be caught *and surfaced*: the view can only \
        show what the view model publishes. A catch that only prints leaves the screen stuck on stale \
        or empty data (and a loading spinner that never ends), while the log line is invisible in \
        release builds.

        Publish the failure as state — `errorMessage = "Could not load names."` — and let the view \
        render it. A catch that assigns state, rethrows, returns a value, or calls anything other than \
        a logger counts as handled. Catching `CancellationError` (or another `…cancelled` error) and \
        ignoring it is correct and not reported, nor is a `do` whose only `try` is `Task.sleep` or \
        `Task.checkCancellation()` (the debounce idiom). `try?` is out of scope.
        """,
        incorrectLabel: "the error is only printed — the view never learns of the failure",
        correctLabel: "the failure is published as state the view renders",
        incorrect: [
            RuleExample("""
            import SwiftUI

            @MainActor
            final class MVVMBootcampViewModel: ObservableObject {
                let managerActor = MyManagerActor()
                @Published private(set) var myData = "Starting text"

                func onCallToActionButtonPressed() {
                    Task {
                        do {
                            myData = try await managerActor.getData()
                        } ↓catch {
                            print(error)
                        }
                    }
                }
            }

            actor MyManagerActor {
                func getData() async throws -> String { "Some Data!" }
            }
            """),
            RuleExample("""
            import Observation
            import os

            @MainActor
            @Observable
            final class NamesModel {
                private let logger = Logger(subsystem: "app", category: "names")
                var names: [String] = []

                func load() async {
                    do {
                        names = try await fetchNames()
                    } ↓catch let error as DecodingError {
                        logger.error("decoding failed: \\(error)")
                        assertionFailure()
                    } ↓catch {}
                }

                nonisolated private func fetchNames() async throws -> [String] { [] }
            }
            """),
        ],
        correct: [
            RuleExample("""
            import Observation

            @MainActor
            @Observable
            final class MainActorObservableModel {
                var names: [String] = []
                var errorMessage: String?

                func load() async {
                    do {
                        names = try await fetchNames()
                    } catch is CancellationError {
                        // Cancellation is expected when the view goes away.
                    } catch {
                        print(error)
                        errorMessage = "Could not load names."
                    }
                }

                nonisolated private func fetchNames() async throws -> [String] { [] }
            }
            """),
            RuleExample("""
            import SwiftUI

            @MainActor
            final class SearchViewModel: ObservableObject {
                @Published private(set) var results: [String] = []

                func search(_ query: String) async throws {
                    do {
                        try await Task.sleep(for: .milliseconds(300))
                    } catch {
                        return
                    }
                    do {
                        results = try await fetch(query)
                    } catch {
                        print(error)
                        throw error
                    }
                }

                func fetch(_ query: String) async throws -> [String] { [] }
            }
            """),
            RuleExample("""
            // Not a view model: a plain helper may log and move on.
            final class DiskCache {
                func write(_ data: [UInt8]) {
                    do {
                        try persist(data)
                    } catch {
                        print(error)
                    }
                }
                func persist(_ data: [UInt8]) throws {}
            }
            """),
        ]
    )

    package func check(_ file: SourceFile, context: RuleContext) -> [Violation] {
        var violations: [Violation] = []
        for type in file.facts.types where type.kind == .class || type.kind == .extension {
            guard let memberBlock = type.memberBlock, context.index.modelRoles.isViewModel(type.name, .everyModelClass) else { continue }
            let collector = CatchCollector(viewMode: .sourceAccurate)
            collector.walk(memberBlock)
            for clause in collector.clauses {
                guard let outcome = Self.swallows(clause) else { continue }
                let what = outcome == .empty ? "ignores this error with an empty catch" : "only logs this error"
                violations.append(Violation(
                    at: clause.catchKeyword,
                    "'\(type.name)' \(what); publish it as state (e.g. an errorMessage property) so the view can show the failure"))
            }
        }
        return violations
    }

    package enum Outcome { case empty, logged }

    /// How a catch clause swallows its error, or nil when it handles it (or may legitimately ignore it).
    package static func swallows(_ clause: CatchClauseSyntax) -> Outcome? {
        if catchesCancellation(clause) || onlyTriesCancellationPoints(clause) { return nil }
        let statements = clause.body.statements
        if statements.isEmpty { return .empty }
        return onlyLogs(statements) ? .logged : nil
    }

    /// `catch is CancellationError`, `catch let error as CancellationError`, `catch URLError.cancelled`…
    package static func catchesCancellation(_ clause: CatchClauseSyntax) -> Bool {
        clause.catchItems.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let text) = token.tokenKind else { return false }
            return text == "CancellationError" || text.lowercased().contains("cancel")
        }
    }

    /// The `do` body's only throwing calls are `Task.sleep` / `Task.checkCancellation()`, which throw
    /// nothing but `CancellationError`.
    package static func onlyTriesCancellationPoints(_ clause: CatchClauseSyntax) -> Bool {
        guard let doStatement = clause.parent?.parent?.as(DoStmtSyntax.self) else { return false }
        let visitor = TryCollector(viewMode: .sourceAccurate)
        visitor.walk(doStatement.body)
        return !visitor.tries.isEmpty && visitor.tries.allSatisfy { tryExpression in
            var expression = tryExpression.expression
            if let awaited = expression.as(AwaitExprSyntax.self) { expression = awaited.expression }
            guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
            let chain = calleeChain(call)
            return chain == ["Task", "sleep"] || chain == ["Task", "checkCancellation"]
        }
    }

    /// Every statement is a logging call or a bare `return`/`break`/`continue`/`_ = …`.
    package static func onlyLogs(_ statements: CodeBlockItemListSyntax) -> Bool {
        var logged = false
        for item in statements {
            switch item.item {
            case .stmt(let statement):
                if let returnStatement = statement.as(ReturnStmtSyntax.self), returnStatement.expression == nil { continue }
                if statement.is(BreakStmtSyntax.self) || statement.is(ContinueStmtSyntax.self) { continue }
                if let expressionStatement = statement.as(ExpressionStmtSyntax.self), isLoggingOrDiscard(expressionStatement.expression) {
                    logged = true
                    continue
                }
                return false
            case .expr(let expression):
                guard isLoggingOrDiscard(expression) else { return false }
                logged = true
            case .decl(let declaration):
                guard let ifConfig = declaration.as(IfConfigDeclSyntax.self) else { return false }
                for clause in ifConfig.clauses {
                    guard let elements = clause.elements else { continue }
                    guard case .statements(let inner) = elements, inner.isEmpty || onlyLogs(inner) else { return false }
                }
                logged = true
            }
        }
        return logged
    }

    package static func isLoggingOrDiscard(_ expression: ExprSyntax) -> Bool {
        var expression = expression
        while true {
            if let tryExpression = expression.as(TryExprSyntax.self) { expression = tryExpression.expression; continue }
            if let awaitExpression = expression.as(AwaitExprSyntax.self) { expression = awaitExpression.expression; continue }
            break
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            // `_ = error`
            let elements = Array(sequence.elements)
            return elements.count == 3 && elements[0].is(DiscardAssignmentExprSyntax.self) && elements[1].is(AssignmentExprSyntax.self)
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
        let chain = calleeChain(call).map { $0.hasSuffix("()") ? String($0.dropLast(2)) : $0 }
        guard let last = chain.last else { return false }
        if chain.count == 1, ["print", "debugPrint", "dump", "NSLog", "os_log", "assertionFailure"].contains(last) { return true }
        return chain.contains(where: isLoggerName)
    }

    /// `logger`, `Logger`, `log`, `Log`, `networkLogger`, `logError`, `logFailure`… but not `login`.
    package static func isLoggerName(_ name: String) -> Bool {
        let lowered = name.lowercased()
        if lowered == "log" || lowered == "os_log" || lowered.hasSuffix("logger") { return true }
        guard name.hasPrefix("log"), name.count > 3 else { return false }
        return name[name.index(name.startIndex, offsetBy: 3)].isUppercase
    }
}

/// Catch clauses in a type's members, not descending into nested type declarations.
private final class CatchCollector: MemberBodyVisitor {
    var clauses: [CatchClauseSyntax] = []

    override func visit(_ node: CatchClauseSyntax) -> SyntaxVisitorContinueKind {
        clauses.append(node)
        return .visitChildren
    }

}

/// `try` expressions in a `do` body, not descending into closures (they run elsewhere).
private final class TryCollector: SyntaxVisitor {
    var tries: [TryExprSyntax] = []

    override func visit(_ node: TryExprSyntax) -> SyntaxVisitorContinueKind {
        // `try?` and `try!` do not reach the catch.
        if node.questionOrExclamationMark == nil { tries.append(node) }
        return .visitChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
