import SwiftSyntax
import RemodelCore

/// Tasks a view model or view starts without a way to cancel them: a discarded `Task { }` in a view
/// model, a stored task property that is never cancelled, or `.onAppear { Task { } }` in a view.
struct UnmanagedTask: Rule {
    package static let description = RuleDescription(
        id: "unmanaged-task",
        title: "Store and Cancel the Tasks Your ViewModels Start",
        impact: .medium,
        impactDescription: "Stale updates, wasted work and retained view models after the screen is gone",
        tags: ["concurrency", "task", "cancellation", "viewmodel", "swiftui"],
        rationale: """
        A `Task { }` keeps running until its work finishes, whether or not anyone still wants the \
        result. In a view model, a task whose handle is thrown away cannot be cancelled when the \
        user leaves the screen: it keeps the model alive, finishes the fetch, and writes stale state \
        — or several overlapping searches race to set results. Collect the tasks a view model starts \
        (`private var tasks: [Task<Void, Never>] = []`, or one `Task?` per operation that you cancel \
        before replacing) and cancel them from a `cancelTasks()` the view calls in `.onDisappear`. \
        A stored task property that nothing ever `.cancel()`s has the same problem. A task that is \
        assigned, returned, or the value of an `if`/`switch` expression that is itself stored or \
        returned (`let task = if fast { Task { … } } else { Task { … } }`) is kept, not discarded.

        A discarded task is reported only when it publishes results back into the model's state: \
        its body assigns or mutates one of the model's own `var` properties (`results = await \
        search(query)`, `self?.items += page`). A task that only performs work — saving, sending, \
        logging — and writes none of the model's properties is not reported: such work usually has \
        to finish, and cancelling `Task { await save() }` when the view disappears would drop a save \
        the user confirmed. Tasks in classes that are not view models (services, app-lifetime \
        managers) and tasks that never suspend are not reported either.

        A user-confirmed operation whose writes only report its own outcome has to finish as well: \
        a discarded task whose every write to the model either sits in a `catch` clause (the failure \
        alert) or assigns a constant — `pendingMode = nil`, `isSaving = false`, `status = .done`, \
        `error = "…"` — stores nothing it computed, so it is not reported (`Task { do { try await \
        service.setMode(mode) } catch { errorMessage = "…" }; pendingMode = nil }`). A task that \
        writes an awaited result (`items = await load()`), mutates state (`items.append(x)`), loops, \
        or is started by an initializer (screen setup, not a user action) still is.

        A store that lives as long as the app has no screen to cancel with: when every place the \
        project builds the class (outside previews) is a `static` stored property (`static let \
        shared = Store()`), a global, or a stored property or initializer of the `App` struct or the \
        app delegate, a task it starts in its initializer — or in a method only its initializers, \
        the app or the app delegate call (`start()`) — is not reported.

        A stored task counts as cancelled when the type sets it to `nil` and assigning cancels the \
        task it held: its property wrapper's `wrappedValue` setter calls `cancel()` (ElementX's \
        `@CancellableTask`), or its own `didSet` cancels `oldValue`. Replacing the task without ever \
        setting `nil` cancels only the previous one, so that property is still reported.

        In a view, `.onAppear { Task { … } }` starts an unmanaged task too — also when the task sits \
        in an `if` (or another statement) of the closure; `.task { … }` runs the same async work and \
        SwiftUI cancels it when the view disappears.

        **Fix (unsafe, when offered):** `.onAppear { Task { BODY } }` whose closure holds only that \
        task is rewritten to `.task { BODY }`. Both run the body on appearance, on the main actor, \
        but `.task` is cancelled when the view disappears — the point of this rule, yet some code \
        relies on the work finishing, so apply it with `--unsafe-fixes` and check each one. No fix \
        is offered when the body uses a plain `try` outside a `do`/`catch` (`Task` may throw, the \
        `.task` closure may not), or for other shapes (a task inside an `if`, several statements).
        """,
        incorrectLabel: "tasks started and forgotten — nothing can cancel them",
        correctLabel: "tasks stored and cancelled, or tied to the view's lifetime with .task",
        incorrect: [
            RuleExample("""
            @MainActor
            final class SearchViewModel: ObservableObject {
                @Published private(set) var results: [String] = []
                @Published private(set) var suggestions: [String] = []
                private var ↓searchTask: Task<Void, Never>?

                func search(_ query: String) {
                    searchTask = Task { results = await find(query) }
                    ↓Task {
                        suggestions = await find(query + "*")
                    }
                    _ = ↓Task { [weak self] in
                        let page = await self?.find(query) ?? []
                        self?.results += page
                    }
                }

                func find(_ query: String) async -> [String] { [] }
            }
            """),
            RuleExample("""
            import SwiftUI

            @MainActor
            @Observable
            final class FeedModel {
                var items: [String] = []
                func load() async {}
            }

            struct FeedView: View {
                @State private var model = FeedModel()

                var body: some View {
                    List(model.items, id: \\.self) { Text($0) }
                        .↓onAppear {
                            // Refresh every time the feed shows.
                            Task {
                                await model.load()
                            }
                        }
                }
            }
            """, fixed: """
            import SwiftUI

            @MainActor
            @Observable
            final class FeedModel {
                var items: [String] = []
                func load() async {}
            }

            struct FeedView: View {
                @State private var model = FeedModel()

                var body: some View {
                    List(model.items, id: \\.self) { Text($0) }
                        .task {
                            // Refresh every time the feed shows.
                            await model.load()
                        }
                }
            }
            """),
            RuleExample("""
            import SwiftUI

            struct ProfileView: View {
                @State private var name = ""

                var body: some View {
                    Text(name)
                        .↓onAppear {
                            name = "Loading…"
                            Task { name = await fetchName() }
                        }
                        .↓onAppear { Task { await refresh() } }
                }

                func fetchName() async -> String { "" }
                func refresh() async {}
            }
            """, fixed: """
            import SwiftUI

            struct ProfileView: View {
                @State private var name = ""

                var body: some View {
                    Text(name)
                        .onAppear {
                            name = "Loading…"
                            Task { name = await fetchName() }
                        }
                        .task { await refresh() }
                }

                func fetchName() async -> String { "" }
                func refresh() async {}
            }
            """),
            RuleExample("""
            import SwiftUI

            struct CommitView: View {
                @State private var changes: [String] = []

                var body: some View {
                    List(changes, id: \\.self) { Text($0) }
                        .↓onAppear {
                            Task {
                                changes = try await loadChanges()
                            }
                        }
                }

                func loadChanges() async throws -> [String] { [] }
            }
            """, fixed: """
            import SwiftUI

            struct CommitView: View {
                @State private var changes: [String] = []

                var body: some View {
                    List(changes, id: \\.self) { Text($0) }
                        .onAppear {
                            Task {
                                changes = try await loadChanges()
                            }
                        }
                }

                func loadChanges() async throws -> [String] { [] }
            }
            """),
            RuleExample("""
            import SwiftUI

            struct InboxView: View {
                @State private var messages: [String] = []
                let isSignedIn: Bool

                var body: some View {
                    List(messages, id: \\.self) { Text($0) }
                        .↓onAppear {
                            if isSignedIn {
                                Task { messages = await fetchMessages() }
                            }
                        }
                }

                func fetchMessages() async -> [String] { [] }
            }
            """, fixed: """
            import SwiftUI

            struct InboxView: View {
                @State private var messages: [String] = []
                let isSignedIn: Bool

                var body: some View {
                    List(messages, id: \\.self) { Text($0) }
                        .onAppear {
                            if isSignedIn {
                                Task { messages = await fetchMessages() }
                            }
                        }
                }

                func fetchMessages() async -> [String] { [] }
            }
            """),
        ],
        correct: [
            RuleExample("""
            import SwiftUI

            @MainActor
            final class RegistryViewModel: ObservableObject {
                @Published private(set) var cached: [String]? = []
                private var timer: Timer?

                func scheduleCleanup() {
                    // A hop back to the main actor that never suspends: nothing to cancel.
                    timer = Timer.scheduledTimer(withTimeInterval: 60, repeats: false) { [weak self] _ in
                        Task { @MainActor in
                            self?.cached = nil
                        }
                    }
                }
            }
            """),
            RuleExample("""
            @MainActor
            final class MVVMBootcampViewModel: ObservableObject {
                @Published private(set) var myData = "Starting text"
                private var tasks: [Task<Void, Never>] = []
                private var refreshTask: Task<Void, Never>?

                func cancelTasks() {
                    tasks.forEach({ $0.cancel() })
                    tasks = []
                    refreshTask?.cancel()
                }

                func onCallToActionButtonPressed() {
                    let task = Task {
                        myData = await getData()
                    }
                    tasks.append(task)
                    refreshTask = Task { await reload() }
                }

                func makeTask() -> Task<Void, Never> {
                    Task { await reload() }
                }

                func getData() async -> String { "Some Data!" }
                func reload() async {}
            }
            """),
            RuleExample("""
            import SwiftUI

            final class Formatter {
                func warmUp() {
                    Task { print("warming up") }
                }
            }

            struct DetailView: View {
                @State private var text = ""

                var body: some View {
                    Text(text)
                        .task { text = await load() }
                        .onAppear { text = "…" }
                        .onDisappear { Task { await save() } }
                }

                func load() async -> String { "" }
                func save() async {}
            }
            """),
            RuleExample("""
            @MainActor
            final class EditorViewModel: ObservableObject {
                @Published var text = ""
                private let store = DocumentStore()

                // The user confirmed the save: it must finish even if the screen closes.
                func saveTapped() {
                    Task { await save() }
                    Task {
                        let snapshot = text
                        await store.write(snapshot)
                    }
                }

                func save() async { await store.write(text) }
            }

            actor DocumentStore {
                func write(_ text: String) {}
            }
            """),
            RuleExample("""
            @MainActor
            final class SyncViewModel: ObservableObject {
                @Published private(set) var status = ""
                private var syncTask: Task<Void, Never>?

                // The value of an `if`/`switch` expression is stored or returned, not discarded.
                func sync(fast: Bool) {
                    let task = if fast {
                        Task { status = await quickSync() }
                    } else {
                        Task { status = await fullSync() }
                    }
                    syncTask = task
                }

                func waitWithTask(_ mode: Int) -> Task<Void, Never> {
                    switch mode {
                    case 0: Task { status = await quickSync() }
                    default: Task { status = await fullSync() }
                    }
                }

                func cancel() { syncTask?.cancel() }
                func quickSync() async -> String { "" }
                func fullSync() async -> String { "" }
            }
            """),
            RuleExample("""
            // Assigning the property cancels the task it held, and `stop()` assigns nil.
            @propertyWrapper
            struct CancellableTask<S: Sendable, F: Error> {
                private var stored: Task<S, F>?
                init(wrappedValue: Task<S, F>? = nil) { stored = wrappedValue }
                var wrappedValue: Task<S, F>? {
                    get { stored }
                    set { stored?.cancel(); stored = newValue }
                }
            }

            @MainActor
            final class CallViewModel: ObservableObject {
                @Published private(set) var timedOut = false
                @CancellableTask private var timeoutTask: Task<Void, Never>?

                func start() { timeoutTask = Task { try? await Task.sleep(for: .seconds(30)); timedOut = true } }
                func stop() { timeoutTask = nil }
            }
            """),
            RuleExample("""
            // The user changed a setting: the request must finish; its writes only report its outcome.
            @MainActor
            final class NotificationSettingsViewModel: ObservableObject {
                @Published private(set) var pendingMode: String?
                @Published private(set) var errorMessage: String?
                let service = NotificationSettingsService()

                func setMode(_ mode: String) {
                    pendingMode = mode
                    Task {
                        do { try await service.setMode(mode) } catch { errorMessage = "Could not change the setting." }
                        pendingMode = nil
                    }
                }
            }

            actor NotificationSettingsService { func setMode(_ mode: String) async throws {} }
            """),
            RuleExample("""
            import SwiftUI

            // Owned by the App for the whole process: no screen's disappearance should cancel it.
            @MainActor
            final class ContentStore: ObservableObject {
                @Published private(set) var groups: [String] = []

                init() {
                    Task { groups = await Self.loadConfiguration() }
                }

                static func loadConfiguration() async -> [String] { [] }
            }

            @main
            struct CowboyApp: App {
                @StateObject private var store = ContentStore()
                var body: some Scene { WindowGroup { GroupsView().environmentObject(store) } }
            }

            struct GroupsView: View {
                @EnvironmentObject var store: ContentStore
                var body: some View { List(store.groups, id: \\.self) { Text($0) } }
            }
            """),
            RuleExample("""
            @MainActor
            @Observable
            final class UploadStore {
                private var uploads: [Int: Task<Void, Never>] = [:]

                func start(_ id: Int) {
                    uploads[id] = Task { await upload(id) }
                }

                func stop(_ id: Int) {
                    uploads.removeValue(forKey: id)?.cancel()
                }

                func upload(_ id: Int) async {}
            }
            """),
        ],
        fix: .sometimes(.unsafe),
        optIn: true
    )

    package func check(_ file: SourceFile, context: RuleContext) -> [Violation] {
        // Asked where it is used: a file that never gets that far depends on no other file's facts.
        var index: ProjectIndex { context.index }
        var violations: [Violation] = []
        // (a) A discarded `Task { }` in a view model.
        var roles: ModelRoles { index.modelRoles }
        for call in file.facts.calls["Task", default: []] where ConcurrencyCalls.isTaskInitializer(call) {
            guard ConcurrencyCalls.isDiscarded(call), !isInsideOnAppear(call), Self.suspends(call),
                  let typeName = call.enclosingTypeDecl?.typeName, roles.isViewModel(typeName, .heldByViews),
                  Self.publishesResults(call, of: typeName, index: index),
                  !AppLifetime.runsAtAppStart(call, in: typeName, index: index) else { continue }
            violations.append(Violation(at: call, "Task started in '\(ConcurrencyCalls.contextName(of: call))' is discarded, so nothing can cancel it; store it (e.g. append it to a tasks array) and cancel it when the view disappears"))
        }
        // (b) A stored task property of a view model that is never cancelled.
        // A `Task` type is spelled `Task`: a file without those bytes has none (and its tree, if
        // released, is not parsed again to find that out).
        let mentionsTask = file.mentions("Task")
        for type in file.facts.types where mentionsTask && (type.kind == .class || type.kind == .extension) {
            guard type.properties.contains(where: { Self.taskTypeToken($0) != nil }), roles.isViewModel(type.name, .heldByViews) else { continue }
            for property in type.properties where !property.isComputed && !property.isStatic {
                guard Self.taskTypeToken(property) != nil, let token = property.nameToken,
                      !isCancelled(property, in: type.name, index: index),
                      !Self.isCancelledByAssigningNil(property, in: type, file: file, index: index) else { continue }
                violations.append(Violation(at: token, "'\(type.name).\(property.name)' stores a Task that is never cancelled; cancel it (e.g. in a cancelTasks() the view calls from onDisappear) so its work stops with the screen"))
            }
        }
        // (c) `.onAppear { Task { } }` in a view.
        for call in file.facts.calls["onAppear", default: []] {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  let closure = ConcurrencyCalls.bodyClosure(of: call),
                  let typeName = call.enclosingTypeDecl?.typeName, isViewLike(typeName, index: index) else { continue }
            guard let task = Self.discardedTasks(in: closure).first else { continue }
            violations.append(Violation(at: member.declName.baseName, "'.onAppear { Task { … } }' in '\(typeName)' starts a task nothing cancels; use '.task { … }', which SwiftUI cancels when the view disappears", fix: taskModifierFix(call, member: member, closure: closure, task: task, file: file)))
        }
        return violations
    }

    /// `.onAppear { Task { BODY } }` → `.task { BODY }` when the closure holds only that task.
    private func taskModifierFix(_ call: FunctionCallExprSyntax, member: MemberAccessExprSyntax, closure: ClosureExprSyntax, task: FunctionCallExprSyntax, file: SourceFile) -> Fix? {
        guard call.trailingClosure?.id == closure.id, call.arguments.isEmpty, call.additionalTrailingClosures.isEmpty,
              closure.signature == nil, closure.statements.count == 1, closure.statements.first?.item.id == Syntax(task).id,
              task.arguments.isEmpty, task.additionalTrailingClosures.isEmpty, !task.calledExpression.is(GenericSpecializationExprSyntax.self),
              let body = task.trailingClosure, body.signature == nil,
              !Self.hasUncaughtTry(body),
              let inlined = ConcurrencyCalls.inlinedStatements(of: body, replacingStatementAt: task.positionAfterSkippingLeadingTrivia, in: file)
        else { return nil }
        // Unsafe: `.task` is cancelled when the view disappears, the original task was not —
        // that is the point of the rule, but some code relies on the work finishing.
        return Fix("Use .task { } instead of .onAppear { Task { } }", applicability: .unsafe, edits: [
            TextEdit(replacing: member.declName.baseName, with: "task"),
            TextEdit(replacing: task, with: inlined),
        ])
    }

    /// Whether a task's body ever suspends. Cancellation is cooperative — it takes effect only at
    /// suspension points — so a `Task { @MainActor in self.x = nil }` hop that never awaits finishes
    /// at once and storing it to cancel it would achieve nothing.
    package static func suspends(_ task: FunctionCallExprSyntax) -> Bool {
        guard let body = ConcurrencyCalls.bodyClosure(of: task) else { return true }
        final class AwaitFinder: SyntaxVisitor {
            var found = false
            override func visit(_ node: AwaitExprSyntax) -> SyntaxVisitorContinueKind {
                found = true
                return .skipChildren
            }
            override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
                if node.awaitKeyword != nil { found = true }
                return .visitChildren
            }
        }
        let finder = AwaitFinder(viewMode: .sourceAccurate)
        finder.walk(body.statements)
        return finder.found
    }

    /// `Task { try … }` may throw, `.task { }` may not: a plain `try` (not `try?`/`try!`) outside a
    /// `do` block or a nested closure would no longer compile, so no fix is offered.
    package static func hasUncaughtTry(_ closure: ClosureExprSyntax) -> Bool {
        final class TryFinder: SyntaxVisitor {
            var found = false
            override func visit(_ node: TryExprSyntax) -> SyntaxVisitorContinueKind {
                if node.questionOrExclamationMark == nil { found = true }
                return .visitChildren
            }
            override func visit(_ node: DoStmtSyntax) -> SyntaxVisitorContinueKind {
                // A `do` with catch clauses handles what its body throws; its catches may rethrow.
                if node.catchClauses.isEmpty { return .visitChildren }
                for clause in node.catchClauses { walk(clause.body) }
                return .skipChildren
            }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let finder = TryFinder(viewMode: .sourceAccurate)
        finder.walk(closure.statements)
        return finder.found
    }

    /// Views and view modifiers, where `.onAppear`/`.task` are SwiftUI modifiers.
    private func isViewLike(_ name: String, index: ProjectIndex) -> Bool {
        index.isView(name) || index.conforms(name, to: "ViewModifier")
    }

    /// A task in an `.onAppear { }` closure (not in a closure nested in it) is (c)'s business, not (a)'s.
    private func isInsideOnAppear(_ task: FunctionCallExprSyntax) -> Bool {
        var current = task.parent
        while let syntax = current, !syntax.is(MemberBlockItemSyntax.self) {
            if let closure = syntax.as(ClosureExprSyntax.self) {
                guard let call = ConcurrencyCalls.call(receiving: closure) else { return false }
                return ConcurrencyCalls.nameToken(of: call)?.text == "onAppear"
            }
            current = syntax.parent
        }
        return false
    }

    /// The `Task { }` statements of a closure, also inside its `if`/`guard`/`switch`/`do`/loop
    /// bodies, but not inside nested closures (they run at another time, if at all).
    private static func discardedTasks(in closure: ClosureExprSyntax) -> [FunctionCallExprSyntax] {
        final class TaskStatementFinder: SyntaxVisitor {
            var tasks: [FunctionCallExprSyntax] = []
            override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
                if let task = node.item.as(FunctionCallExprSyntax.self), ConcurrencyCalls.isTaskInitializer(task) {
                    tasks.append(task)
                    return .skipChildren
                }
                return .visitChildren
            }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let finder = TaskStatementFinder(viewMode: .sourceAccurate)
        finder.walk(closure.statements)
        return finder.tasks
    }

    /// Whether a task's body publishes results into the model's own state: it assigns (or mutates,
    /// or passes `inout`) a `var` property of `typeName` (its own, an extension's or a
    /// superclass's) — `x = …`, `self.x = …`, `self?.x[i] = …`, `x.append(…)` — also in closures
    /// inside the body, and not only to report its own outcome (`onlyReportsOutcome`). A task
    /// that only performs work (saving, logging, sending) must usually finish even when the screen
    /// goes away, so it is not reported. A bare `x` counts only when no local of the enclosing
    /// member is named `x`; a task without a visible body counts.
    private static func publishesResults(_ task: FunctionCallExprSyntax, of typeName: String, index: ProjectIndex) -> Bool {
        guard let writes = ownStateWrites(task, of: typeName, index: index) else { return true }
        return !writes.isEmpty && !onlyReportsOutcome(task, writes: writes)
    }

    /// The writes to the model's own `var` properties in a task's body, in source order; nil when
    /// the task has no visible body.
    private static func ownStateWrites(_ task: FunctionCallExprSyntax, of typeName: String, index: ProjectIndex) -> [Mutation]? {
        guard let body = ConcurrencyCalls.bodyClosure(of: task) else { return nil }
        var member: Syntax = Syntax(body)
        var current = task.parent
        while let syntax = current, !syntax.is(MemberBlockItemSyntax.self) {
            if syntax.is(FunctionDeclSyntax.self) || syntax.is(InitializerDeclSyntax.self) || syntax.is(AccessorDeclSyntax.self) { member = syntax }
            current = syntax.parent
        }
        let locals = Mutations.localNames(in: member)
        return Mutations.find(in: body.statements).filter { mutation in
            guard let (token, _) = mutation.path?.ownProperty(shadowedBy: locals),
                  let property = index.property(named: token.text, in: typeName) else { return false }
            return !property.isStatic && !property.isLet
        }
    }

    /// A user-confirmed operation that has to finish — a settings change, "disable backup", a
    /// navigation the user tapped — whose writes to the model only report its own outcome: every
    /// write sits in a `catch` clause (the failure alert), or assigns a constant (`isSaving =
    /// false`, `pendingMode = nil`, `status = .done`, `error = "…"`) — the pending flag it set, or a
    /// status. Nothing it computed (an awaited result, a value derived from one) reaches the
    /// model's state. A task started in an initializer (screen setup, not a user action), and a
    /// task that loops (a long-lived worker), are not such an operation.
    private static func onlyReportsOutcome(_ task: FunctionCallExprSyntax, writes: [Mutation]) -> Bool {
        guard let body = ConcurrencyCalls.bodyClosure(of: task), !isInInitializer(task), !containsLoop(body) else { return false }
        return writes.allSatisfy { isInCatchClause($0.target, within: body) || assignsConstant($0) }
    }

    private static func isInInitializer(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let syntax = current, !syntax.is(MemberBlockItemSyntax.self) {
            if syntax.is(InitializerDeclSyntax.self) { return true }
            current = syntax.parent
        }
        return false
    }

    private static func containsLoop(_ closure: ClosureExprSyntax) -> Bool {
        final class LoopFinder: SyntaxVisitor {
            var found = false
            override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
            override func visit(_ node: RepeatStmtSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
            override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
        }
        let finder = LoopFinder(viewMode: .sourceAccurate)
        finder.walk(closure.statements)
        return finder.found
    }

    private static func isInCatchClause(_ node: some SyntaxProtocol, within body: ClosureExprSyntax) -> Bool {
        var current = node.parent
        while let syntax = current, syntax.id != body.id {
            if syntax.is(CatchClauseSyntax.self) { return true }
            current = syntax.parent
        }
        return false
    }

    /// `target = CONSTANT` (a plain `=`, not a compound assignment).
    private static func assignsConstant(_ mutation: Mutation) -> Bool {
        assignedValue(mutation).map(isConstant) ?? false
    }

    /// The value of a plain `target = value` assignment (nil for `+=`, mutating calls, `&target`,
    /// or a longer operator sequence).
    private static func assignedValue(_ mutation: Mutation) -> ExprSyntax? {
        guard mutation.kind == .assignment else { return nil }
        if let infix = mutation.target.parent?.as(InfixOperatorExprSyntax.self), infix.leftOperand.id == mutation.target.id {
            return infix.operator.is(AssignmentExprSyntax.self) ? infix.rightOperand : nil
        }
        guard let list = mutation.target.parent?.as(ExprListSyntax.self) else { return nil }
        let elements = Array(list)
        guard let offset = elements.firstIndex(where: { $0.id == mutation.target.id }), offset + 3 == elements.count,
              elements[offset + 1].is(AssignmentExprSyntax.self) else { return nil }
        return elements[offset + 2]
    }

    /// `nil`, `true`/`false`, a number, a string without interpolation, `[]`, `[:]`, or an
    /// implicit member without arguments (`.idle`).
    private static func isConstant(_ expression: ExprSyntax) -> Bool {
        if expression.is(NilLiteralExprSyntax.self) || expression.is(BooleanLiteralExprSyntax.self)
            || expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self) {
            return true
        }
        if let string = expression.as(StringLiteralExprSyntax.self) {
            return string.segments.allSatisfy { $0.is(StringSegmentSyntax.self) }
        }
        if let array = expression.as(ArrayExprSyntax.self) { return array.elements.isEmpty }
        if let dictionary = expression.as(DictionaryExprSyntax.self) { return dictionary.content.is(TokenSyntax.self) }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.base == nil }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) { return prefix.operator.text == "-" && isConstant(prefix.expression) }
        return false
    }

    /// The `Task` token of a property typed `Task<…>?`, `[Task<…>]`, `Set<Task<…>>` or
    /// `[Key: Task<…>]`, or initialized with `[Task<…>]()`; nil for other properties.
    private static func taskTypeToken(_ property: PropertyDeclaration) -> TokenSyntax? {
        if let annotation = property.typeAnnotation { return taskToken(in: annotation) }
        if let call = property.initializer?.as(FunctionCallExprSyntax.self),
           let array = call.calledExpression.as(ArrayExprSyntax.self), array.elements.count == 1,
           let element = array.elements.first?.expression {
            if let type = element.as(TypeExprSyntax.self) { return taskToken(in: type.type) }
            if let generic = element.as(GenericSpecializationExprSyntax.self),
               let reference = generic.expression.as(DeclReferenceExprSyntax.self), reference.baseName.text == "Task" {
                return reference.baseName
            }
        }
        return nil
    }

    private static func taskToken(in type: TypeSyntax) -> TokenSyntax? {
        if let optional = type.as(OptionalTypeSyntax.self) { return taskToken(in: optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return taskToken(in: unwrapped.wrappedType) }
        if let array = type.as(ArrayTypeSyntax.self) { return taskToken(in: array.element) }
        if let dictionary = type.as(DictionaryTypeSyntax.self) { return taskToken(in: dictionary.value) }
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            if identifier.name.text == "Task" { return identifier.name }
            if ["Array", "Set", "Optional"].contains(identifier.name.text),
               let argument = identifier.genericArgumentClause?.arguments.first?.argument.as(TypeSyntax.self) {
                return taskToken(in: argument)
            }
        }
        return nil
    }

    /// Whether any `cancel()` call in the type (its declaration and extensions) reaches the property:
    /// `task?.cancel()`, `self.tasks[id]?.cancel()`, `tasks.forEach { $0.cancel() }`,
    /// `for task in tasks { task.cancel() }`. Non-private properties may also be cancelled by
    /// other types (`model.task?.cancel()`), so every file's `cancel()` calls are searched for them.
    private func isCancelled(_ property: PropertyDeclaration, in typeName: String, index: ProjectIndex) -> Bool {
        let name = property.name
        // Names every `cancel()` inside the type reaches, once per type name (every task property
        // of every same-named type asks).
        let cancelledInType = index.memoized("unmanaged-task.cancelledInType." + typeName) { index in
            var names = Set<String>()
            for type in index.declarationsAndExtensions(named: typeName) {
                let range = type.declaration.node.position..<type.declaration.node.endPosition
                for call in type.file.facts.calls["cancel", default: []] where range.contains(call.position) {
                    names.formUnion(Self.cancelledNames(call))
                }
            }
            return names
        }
        if cancelledInType.contains(name) { return true }
        let isPrivate = property.modifiers.contains { $0 == "private" || $0 == "fileprivate" }
        guard !isPrivate else { return false }
        // Every non-private task property asks: the identifiers of all `cancel()` receivers in the
        // project are collected once (asking each file per property was quadratic).
        let cancelled = index.memoized("unmanaged-task.cancelReceiverIdentifiers") { index in
            var names = Set<String>()
            for file in index.files {
                for call in file.facts.calls["cancel", default: []] { names.formUnion(Self.identifiers(in: call.calledExpression)) }
            }
            return names
        }
        return cancelled.contains(name)
    }

    /// A property that cancels its task whenever it is assigned — its property wrapper's
    /// `wrappedValue` setter (or observer) calls `cancel()` (`@CancellableTask`), or its own
    /// `didSet` cancels `oldValue` / `willSet` cancels the current task — and that the type sets to
    /// `nil` somewhere (`timeoutTask = nil`): that assignment cancels the task. Replacing the task
    /// alone cancels only the previous one; the last would still outlive the screen.
    private static func isCancelledByAssigningNil(_ property: PropertyDeclaration, in type: TypeDeclaration, file: SourceFile, index: ProjectIndex) -> Bool {
        guard cancelsOnAssignment(property, in: type, file: file, index: index) else { return false }
        let semantics = index.semantics
        guard let id = semantics.type(of: type, inFile: file.path) else { return false }
        return index.declarationParts(of: id).contains { part in
            guard let members = part.declaration.memberBlock else { return false }
            return Mutations.find(in: members).contains { mutation in
                guard mutation.kind == .assignment, mutation.path?.head?.name.text == property.name,
                      mutation.path?.head?.rest.isEmpty == true else { return false }
                return assignedValue(mutation)?.is(NilLiteralExprSyntax.self) == true
            }
        }
    }

    private static func cancelsOnAssignment(_ property: PropertyDeclaration, in type: TypeDeclaration, file: SourceFile, index: ProjectIndex) -> Bool {
        if case .accessors(let accessors)? = property.binding.accessorBlock?.accessors,
           accessors.contains(where: { accessor in
               let keyword = accessor.accessorSpecifier.tokenKind
               let cancelled = keyword == .keyword(.didSet) ? "oldValue" : property.name
               return (keyword == .keyword(.didSet) || keyword == .keyword(.willSet)) && cancelCalls(in: Syntax(accessor)).contains { identifiers(in: $0.calledExpression).contains(cancelled) }
           }) {
            return true
        }
        let semantics = index.semantics
        let scope = semantics.scope(of: property.decl, enclosing: type.qualifiedName)
        for element in property.decl.attributes {
            guard let attribute = element.as(AttributeSyntax.self), let wrapper = semantics.resolve(attribute.attributeName, in: scope).resolved,
                  semantics.attributes(of: wrapper.id).contains("propertyWrapper") else { continue }
            let wrappedValue = index.declarationParts(of: wrapper.id).lazy.flatMap(\.declaration.properties).first { $0.name == "wrappedValue" && !$0.isStatic }
            guard case .accessors(let accessors)? = wrappedValue?.binding.accessorBlock?.accessors else { continue }
            let setters: [TokenKind] = [.keyword(.set), .keyword(.didSet), .keyword(.willSet)]
            if accessors.contains(where: { setters.contains($0.accessorSpecifier.tokenKind) && !cancelCalls(in: Syntax($0)).isEmpty }) { return true }
        }
        return false
    }

    /// The `….cancel()` calls in a subtree.
    private static func cancelCalls(in node: Syntax) -> [FunctionCallExprSyntax] {
        final class CancelFinder: SyntaxVisitor {
            var calls: [FunctionCallExprSyntax] = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if node.arguments.isEmpty, calleeChain(node).last == "cancel" { calls.append(node) }
                return .visitChildren
            }
        }
        let finder = CancelFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.calls
    }

    /// The identifiers a `cancel()` call can reach: in its receiver (`task?.cancel()`), in the call
    /// a closure around it is passed to (`tasks.forEach { $0.cancel() }`), or in the sequence of a
    /// loop around it (`for task in tasks { task.cancel() }`).
    private static func cancelledNames(_ call: FunctionCallExprSyntax) -> Set<String> {
        var names = identifiers(in: call.calledExpression)
        var current = call.parent
        while let syntax = current, !syntax.is(MemberBlockItemSyntax.self) {
            if let closure = syntax.as(ClosureExprSyntax.self), let outer = ConcurrencyCalls.call(receiving: closure) {
                names.formUnion(identifiers(in: outer.calledExpression))
            }
            if let loop = syntax.as(ForStmtSyntax.self) { names.formUnion(identifiers(in: loop.sequence)) }
            current = syntax.parent
        }
        return names
    }

    private static func identifiers(in expression: some SyntaxProtocol) -> Set<String> {
        var names = Set<String>()
        for token in expression.tokens(viewMode: .sourceAccurate) {
            if case .identifier(let identifier) = token.tokenKind { names.insert(identifier) }
        }
        return names
    }
}
