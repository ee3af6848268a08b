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

        A logging call that resolves to a method of the project is followed into its body: when the \
        project's `Log.shared.error(error)` (or a project method it calls) assigns alert or error \
        state (`AlertCenter.shared.message = …`, `lastError = error`), presents something \
        (`present(…)`, `showAlert(…)`), or rethrows the error, the catch hands the failure on and is \
        not reported; a logger that only prints still is. A `do` whose only `try`s encode a value \
        (`try JSONEncoder().encode(settings)`, `try encoder.encode(x)`) is not reported either: an \
        encoding failure is a bug in the value's `Encodable` conformance, not something the user can \
        act on. Errors from network calls, file I/O and user actions stay reported.

        Best-effort file plumbing is not reported either — appending to a debug log file, saving a \
        cache, rotating a file: a `do` whose every `try` writes a file (`write(to:…)`, \
        `write(toFile:…)`, a `FileHandle` opened for writing and its writes, `FileManager` \
        create/move/copy/remove/attribute calls) or encodes the bytes for one, that writes none of \
        the model's own properties (nothing on screen depends on it), in a method no view or view \
        controller calls on the model (not an action the user triggered, such as "Export log"). \
        No user-facing operation failed. File *reads* stay reported: what they load is usually \
        what the screen shows.
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
            RuleExample("""
            import Foundation

            // The project's logger only prints: the failure still vanishes.
            enum Log {
                static func error(_ error: Error) { print("[error] \\(error)") }
            }

            @MainActor
            final class UploadViewModel: ObservableObject {
                @Published private(set) var isUploading = false

                func upload(_ data: Data) async {
                    isUploading = true
                    do {
                        let payload = try JSONEncoder().encode(data)
                        try await send(payload)
                    } ↓catch {
                        Log.error(error)
                    }
                    isUploading = false
                }

                nonisolated func send(_ data: Data) async throws {}
            }
            """),
            RuleExample("""
            import SwiftUI

            // The user asked for the export: a failed write is a failure the screen must show.
            final class ExportModel: ObservableObject {
                @Published private(set) var lines: [String] = []

                func export(to url: URL) {
                    do {
                        try lines.joined(separator: "\\n").write(to: url, atomically: true, encoding: .utf8)
                    } ↓catch {
                        print(error)
                    }
                }
            }

            struct ExportView: View {
                @ObservedObject var model: ExportModel
                let url: URL
                var body: some View { Button("Export") { model.export(to: url) } }
            }
            """),
        ],
        correct: [
            RuleExample("""
            import SwiftUI

            @MainActor
            final class AlertCenter: ObservableObject {
                static let shared = AlertCenter()
                @Published var message: String?
            }

            final class Log {
                static let shared = Log()

                @MainActor
                func error(_ error: Error) {
                    print(error)
                    show(error.localizedDescription)
                }

                @MainActor
                private func show(_ message: String) { AlertCenter.shared.message = message }
            }

            struct Settings: Codable { var theme = "light" }

            @MainActor
            final class SettingsViewModel: ObservableObject {
                @Published var settings = Settings()
                @Published var error: Error?

                func reload() async {
                    do {
                        settings = try await fetchSettings()
                    } catch {
                        // The project's Log.error shows the failure in an alert.
                        Log.shared.error(error)
                    }
                }

                func retry() async {
                    do { settings = try await fetchSettings() } catch { self.error = error }
                }

                func persist() {
                    do {
                        let data = try JSONEncoder().encode(settings)
                        UserDefaults.standard.set(data, forKey: "settings")
                    } catch {
                        // A bug in Settings' Codable conformance, not something the user can act on.
                        print(error)
                    }
                }

                nonisolated func fetchSettings() async throws -> Settings { Settings() }
            }
            """),
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
            import SwiftUI

            // Persisting a debug log is best effort: there is nothing for the view to show.
            final class RelayLog: ObservableObject {
                @Published private(set) var lines: [String] = []
                private let fileURL: URL

                init(fileURL: URL) { self.fileURL = fileURL }

                func append(_ line: String) {
                    lines.append(line)
                    do {
                        try lines.joined(separator: "\\n").write(to: fileURL, atomically: true, encoding: .utf8)
                    } catch {
                        print("RelayLog: could not persist \\(fileURL): \\(error)")
                    }
                }
            }

            struct RelayLogView: View {
                @ObservedObject var log: RelayLog
                var body: some View { List(log.lines, id: \\.self) { Text($0) } }
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
        ],
        optIn: true
    )

    package func check(_ file: SourceFile, context: RuleContext) -> [Violation] {
        // A file that never spells `catch` has no clause to check (and its tree, if released, is
        // not parsed again to find that out).
        guard file.mentions("catch") else { return [] }
        var violations: [Violation] = []
        for type in file.facts.types where type.kind == .class || type.kind == .extension {
            guard context.index.modelRoles.isViewModel(type.name, .everyModelClass), let memberBlock = type.memberBlock else { continue }
            let collector = CatchCollector(viewMode: .sourceAccurate)
            collector.walk(memberBlock)
            let handling = ErrorHandlingCallees(index: context.index)
            let scope = context.index.semantics.scope(of: memberBlock, enclosing: type.qualifiedName)
            for clause in collector.clauses {
                guard let outcome = Self.swallows(clause),
                      !BestEffortFileWrite.applies(to: clause, in: type.name, index: context.index) else { continue }
                // `Log.shared.error(error)` whose project implementation shows an alert or rethrows.
                if outcome == .logged, handling.anyCallHandles(clause.body.statements, in: scope) { continue }
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
        if catchesCancellation(clause) || onlyTriesCancellationPoints(clause) || onlyTriesEncoding(clause) { return nil }
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
        everyTry(before: clause) { expression in
            guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
            let chain = calleeChain(call)
            return chain == ["Task", "sleep"] || chain == ["Task", "checkCancellation"]
        }
    }

    /// Whether the `do` body of `clause` has a `try` and every `try`'s expression (without `await`)
    /// satisfies `test`.
    private static func everyTry(before clause: CatchClauseSyntax, _ test: (ExprSyntax) -> Bool) -> Bool {
        guard let doStatement = clause.parent?.parent?.as(DoStmtSyntax.self) else { return false }
        let visitor = TryCollector(viewMode: .sourceAccurate)
        visitor.walk(doStatement.body)
        return !visitor.tries.isEmpty && visitor.tries.allSatisfy { tryExpression in
            var expression = tryExpression.expression
            if let awaited = expression.as(AwaitExprSyntax.self) { expression = awaited.expression }
            return test(expression)
        }
    }

    /// The `do` body's only throwing calls encode values (`try JSONEncoder().encode(x)`,
    /// `try encoder.encode(settings)`): an `EncodingError` is a programming error in the value's
    /// `Encodable` conformance, which no screen can offer the user a way to act on.
    package static func onlyTriesEncoding(_ clause: CatchClauseSyntax) -> Bool {
        everyTry(before: clause) { expression in
            guard let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  member.declName.baseName.text == "encode", let base = member.base else { return false }
            return isEncoder(Semantics.unwrapped(base))
        }
    }

    /// `JSONEncoder()`, `PropertyListEncoder()`, or a value named `encoder`, `jsonEncoder`, `Self.encoder`.
    private static func isEncoder(_ expression: ExprSyntax) -> Bool {
        if expression.is(FunctionCallExprSyntax.self) {
            return TypeRef(constructedBy: expression)?.baseName.hasSuffix("Encoder") == true
        }
        let name: String
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = expression.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
        } else {
            return false
        }
        return name.lowercased().hasSuffix("encoder")
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

/// Whether a logging call in a catch really only logs: a call that resolves (through the semantic
/// layer) to a method declared in the project is followed into its body, and handles the error when
/// that body — or a project method it calls, a few levels deep — assigns alert or error state
/// (`AlertCenter.shared.current = …`, `lastError = error`), presents something (`present(…)`,
/// `showAlert(…)`), or rethrows (`throw error`, when the call is a plain `try`).
private final class ErrorHandlingCallees {
    private let index: ProjectIndex
    private let semantics: Semantics
    /// A method by file and offset: its tree may be released and parsed again meanwhile, which
    /// changes node identities but not positions.
    private struct HandlingKey: Hashable {
        let function: FilePosition
        let rethrowing: Bool
    }
    /// Verdicts per method declaration: nil while it is being checked (recursion does not handle).
    private var verdicts: [HandlingKey: Bool?] = [:]

    init(index: ProjectIndex) {
        self.index = index
        self.semantics = index.semantics
    }

    /// Some statement of a catch body is a call whose project implementation handles the error.
    func anyCallHandles(_ statements: CodeBlockItemListSyntax, in scope: Scope) -> Bool {
        let calls = TopLevelCalls(viewMode: .sourceAccurate)
        calls.walk(statements)
        return calls.calls.contains { handles($0, in: scope, depth: 0) }
    }

    private func handles(_ call: FunctionCallExprSyntax, in scope: Scope, depth: Int) -> Bool {
        guard depth < 4, let (owner, functions) = callees(of: call, in: scope) else { return false }
        let rethrowing = Self.isPlainTry(call)
        return functions.contains { function in
            guard let body = function.body else { return false }
            let bodyScope = semantics.scope(of: function, enclosing: semantics.qualifiedName(of: owner))
            let key = HandlingKey(function: FilePosition(file: bodyScope.file, offset: function.position.utf8Offset), rethrowing: rethrowing)
            if let verdict = verdicts[key] { return verdict ?? false }
            verdicts[key] = .some(nil)
            let verdict = bodyHandles(body, in: bodyScope, rethrowing: rethrowing, depth: depth)
            verdicts[key] = .some(verdict)
            return verdict
        }
    }

    /// The project methods a call may run, with the type declaring them: `x.m(…)`, `T.m(…)`,
    /// `T.shared.m(…)`, or `m(…)` on self.
    private func callees(of call: FunctionCallExprSyntax, in scope: Scope) -> (TypeID, [FunctionDeclSyntax])? {
        let callee = Semantics.unwrapped(call.calledExpression)
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            guard let owner = semantics.receiverType(nil, in: scope) else { return nil }
            return index.functionDeclarations(named: reference.baseName.text, in: owner)
        }
        guard let member = callee.as(MemberAccessExprSyntax.self), let base = member.base,
              let owner = semantics.type(of: base, in: scope) else { return nil }
        return index.functionDeclarations(named: member.declName.baseName.text, in: ResolvedType(id: owner.id, arguments: owner.arguments))
    }

    private func bodyHandles(_ body: CodeBlockSyntax, in scope: Scope, rethrowing: Bool, depth: Int) -> Bool {
        let finder = HandlingFinder(viewMode: .sourceAccurate)
        finder.walk(body)
        if finder.assignsErrorState || finder.presents || (rethrowing && finder.throwsError) { return true }
        return finder.calls.contains { handles($0, in: scope, depth: depth + 1) }
    }

    /// `try call(…)`, not `try?`/`try!`.
    private static func isPlainTry(_ call: FunctionCallExprSyntax) -> Bool {
        var node = Syntax(call)
        while let parent = node.parent {
            if let tryExpression = parent.as(TryExprSyntax.self) { return tryExpression.questionOrExclamationMark == nil }
            guard parent.is(AwaitExprSyntax.self) else { return false }
            node = parent
        }
        return false
    }
}

/// What a method body does with an error: assignments to alert/error state, presentations,
/// `throw`s, and the calls it makes (not descending into nested types).
private final class HandlingFinder: SyntaxVisitor {
    private(set) var assignsErrorState = false
    private(set) var presents = false
    private(set) var throwsError = false
    private(set) var calls: [FunctionCallExprSyntax] = []

    static let stateWords = ["error", "alert", "toast", "banner", "failure"]

    override func visit(_ node: ThrowStmtSyntax) -> SyntaxVisitorContinueKind {
        throwsError = true
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        if elements.count >= 3, elements[1].is(AssignmentExprSyntax.self), Self.namesErrorState(elements[0]) { assignsErrorState = true }
        return .visitChildren
    }

    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        if node.operator.is(AssignmentExprSyntax.self), Self.namesErrorState(node.leftOperand) { assignsErrorState = true }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = FileIndexer.calleeName(Semantics.unwrapped(node.calledExpression)) {
            let lowered = name.lowercased()
            if lowered.hasPrefix("present") || lowered.contains("alert")
                || (lowered.hasPrefix("show") && Self.stateWords.contains(where: lowered.contains)) {
                presents = true
            }
        }
        calls.append(node)
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    /// An assignment target that names alert or error state: `lastError`, `self.alert`,
    /// `AlertCenter.shared.current`, `errorMessage`.
    private static func namesErrorState(_ target: ExprSyntax) -> Bool {
        target.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let text) = token.tokenKind else { return false }
            let lowered = text.lowercased()
            return stateWords.contains(where: lowered.contains)
        }
    }
}

/// The calls that make up the statements of a catch body (their arguments' calls too), not
/// descending into closures.
private final class TopLevelCalls: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        calls.append(node)
        return .visitChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
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

/// A `do` that only writes files in the background of a model — appending to a log file, saving a
/// cache, rotating a debug file — whose failure no screen has to show: every plain `try` in it is
/// a file write (`write(to:…)`/`write(toFile:…)`, `FileHandle` writes, `FileManager` create, move,
/// copy, remove or attribute calls) or an encoding feeding one; it writes none of the model's own
/// properties (nothing the view renders depends on the write); and no view or view controller
/// calls the method it sits in on the model (it is not an action the user triggered, such as
/// "Export log"). Reads stay reported: what they load is usually what the screen shows.
private enum BestEffortFileWrite {
    static let fileManagerMethods: Set<String> = [
        "createDirectory", "removeItem", "moveItem", "copyItem", "setAttributes", "trashItem", "replaceItemAt", "linkItem",
        "createSymbolicLink",
    ]
    static let fileHandleMethods: Set<String> = ["seekToEnd", "truncate", "synchronize"]

    static func applies(to clause: CatchClauseSyntax, in typeName: String, index: ProjectIndex) -> Bool {
        guard let doStatement = clause.parent?.parent?.as(DoStmtSyntax.self) else { return false }
        let visitor = TryCollector(viewMode: .sourceAccurate)
        visitor.walk(doStatement.body)
        let calls = visitor.tries.map { tryExpression -> FunctionCallExprSyntax? in
            var expression = tryExpression.expression
            if let awaited = expression.as(AwaitExprSyntax.self) { expression = awaited.expression }
            return expression.as(FunctionCallExprSyntax.self)
        }
        let opensFileHandle = calls.contains { $0.map(calleeChain)?.first == "FileHandle" }
        var writes = false
        for call in calls {
            guard let call else { return false }
            if isFileWrite(call, opensFileHandle: opensFileHandle) {
                writes = true
            } else if !isEncoding(call) {
                return false
            }
        }
        guard writes, !writesOwnState(doStatement, of: typeName, index: index) else { return false }
        return !isCalledFromViews(doStatement, in: typeName, index: index)
    }

    /// `text.write(to: url, …)`, `data.write(toFile:…)`, `FileHandle(forWritingTo:)`,
    /// `handle.write(contentsOf:)`, `FileManager.default.createDirectory(…)`, `handle.seekToEnd()`.
    private static func isFileWrite(_ call: FunctionCallExprSyntax, opensFileHandle: Bool) -> Bool {
        let chain = calleeChain(call).map { $0.hasSuffix("()") ? String($0.dropLast(2)) : $0 }
        guard let name = chain.last else { return false }
        let firstLabel = call.arguments.first?.label?.text
        if chain == ["FileHandle"] || chain == ["FileHandle", "init"] { return firstLabel == "forWritingTo" || firstLabel == "forUpdating" }
        if name == "write" { return ["to", "toFile", "contentsOf"].contains(firstLabel) }
        if fileManagerMethods.contains(name) {
            return chain.dropLast().contains { $0 == "FileManager" || $0.lowercased().hasSuffix("filemanager") }
        }
        if fileHandleMethods.contains(name) || name == "close" || name == "seek" { return opensFileHandle || chain.dropLast().contains("FileHandle") }
        return false
    }

    /// `JSONEncoder().encode(x)`, `encoder.encode(x)`: the bytes a write stores.
    private static func isEncoding(_ call: FunctionCallExprSyntax) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "encode", let base = member.base else { return false }
        let unwrapped = Semantics.unwrapped(base)
        if unwrapped.is(FunctionCallExprSyntax.self) { return TypeRef(constructedBy: unwrapped)?.baseName.hasSuffix("Encoder") == true }
        return ConcurrencyCalls.chain(of: unwrapped)?.last?.lowercased().hasSuffix("encoder") == true
    }

    /// The `do` body assigns or mutates one of the model's own `var` properties.
    private static func writesOwnState(_ doStatement: DoStmtSyntax, of typeName: String, index: ProjectIndex) -> Bool {
        let locals = (doStatement.ancestor(MemberBlockItemSyntax.self)?.decl).map { Mutations.localNames(in: $0) } ?? []
        return Mutations.find(in: doStatement.body).contains { mutation in
            guard let (token, _) = mutation.path?.ownProperty(shadowedBy: locals),
                  let property = index.property(named: token.text, in: typeName) else { return false }
            return !property.isStatic && !property.isLet
        }
    }

    /// A view or view controller calls the method around `node` on an instance of the model.
    private static func isCalledFromViews(_ node: some SyntaxProtocol, in typeName: String, index: ProjectIndex) -> Bool {
        guard let function = node.ancestor(MemberBlockItemSyntax.self)?.decl.as(FunctionDeclSyntax.self) else { return false }
        let semantics = index.semantics
        let roles = index.modelRoles
        for file in index.files {
            for call in file.facts.calls[function.name.text, default: []] {
                guard let caller = call.enclosingTypeDecl, let callerName = caller.typeName, roles.isViewOrController(callerName),
                      let member = Semantics.unwrapped(call.calledExpression).as(MemberAccessExprSyntax.self), let base = member.base,
                      let qualified = file.facts.types.first(where: { $0.position == caller.position })?.qualifiedName,
                      let receiver = semantics.type(of: base, in: semantics.scope(of: call, enclosing: qualified)) else { continue }
                if semantics.classChain(receiver).contains(where: { semantics.name(of: $0.id) == typeName }) { return true }
            }
        }
        return false
    }
}
