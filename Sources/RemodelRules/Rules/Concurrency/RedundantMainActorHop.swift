import SwiftSyntax
import RemodelCore

/// `DispatchQueue.main.async { }`, `await MainActor.run { }` or `.receive(on: DispatchQueue.main)`
/// in code that is already isolated to the main actor — outside views and controllers, and without
/// a comment explaining the hop.
struct RedundantMainActorHop: Rule {
    package static let description = RuleDescription(
        id: "redundant-main-actor-hop",
        title: "Drop Manual Main-Thread Hops Inside @MainActor ViewModels",
        impact: .medium,
        impactDescription: "Removes an extra run-loop turn per update and the stale-state window it opens",
        tags: ["concurrency", "mainactor", "viewmodel", "dispatch", "swift6"],
        rationale: """
        Once a view model is `@MainActor`, every method, initializer and `Task { }` it starts already \
        runs on the main actor. Wrapping state updates in `DispatchQueue.main.async { }` or \
        `await MainActor.run { }`, or adding `.receive(on: DispatchQueue.main)` after a `$property` \
        publisher of the same model, hops to where the code already is: it delays the update by a \
        run-loop turn (views briefly render stale state), adds a suspension point where other work \
        can interleave, and hides which code really runs off the main actor. Annotate the class \
        once and let the compiler enforce isolation; assign results directly after `await`.

        Code in `nonisolated` members, `Task.detached { }` and closures handed to other APIs \
        (completion handlers, `sink`) is not on the main actor and is never reported.

        Only view models and other non-view types are checked. In SwiftUI views and UIKit/AppKit \
        views, view controllers and windows, and in a representable's `Coordinator` (a class nested \
        in a `UIViewRepresentable`/`NSViewRepresentable`/…, or the one its `makeCoordinator()` \
        returns), `DispatchQueue.main.async { }` is usually a deliberate deferral ("dispatch to \
        avoid changing state during a view update", "after the layout pass"), so hops there are not \
        reported. Neither is a hop with a comment on its line or directly above it: the comment is \
        taken as the reason the hop is there.

        Two deferrals are recognised by where they stand, and not reported either: \
        `DispatchQueue.main.async { }` written directly in an initializer runs its body after the \
        caller has received and configured the new object, and one directly after a \
        `withAnimation { }` or `withTransaction { }` statement runs it after SwiftUI has applied \
        that change (to measure the laid-out content or resize a window). Inlining either would run \
        the body too early.

        **Fix:** a statement `await MainActor.run { … }` or `DispatchQueue.main.async { … }` whose \
        closure has no parameters or capture list is replaced by its body, re-indented, comments \
        kept. Inlining `await MainActor.run` is **safe**: on the main actor it runs its body right \
        away. Inlining `DispatchQueue.main.async` is **unsafe** (`--unsafe-fixes`): it also defers \
        the body to the next run-loop turn, and some code relies on that ordering ("async so the \
        drag image appears first") — check each one. The fix is not offered when the closure \
        captures (`[weak self]`), when `MainActor.run`'s result is used, when the body declares \
        names, uses `defer` or `return` (their scope would change), or for `receive(on:)`. \
        `DispatchQueue.main.asyncAfter` is a deliberate delay, not a redundant hop, and is never \
        reported.
        """,
        incorrectLabel: "manual hops back to the main thread inside a @MainActor view model",
        correctLabel: "assign directly — the @MainActor class already runs on the main actor",
        incorrect: [
            RuleExample("""
            @MainActor
            final class FeedViewModel: ObservableObject {
                @Published private(set) var items: [String] = []
                let service = FeedService()

                func load() async {
                    let loaded = await service.fetch()
                    ↓DispatchQueue.main.async {
                        // Publish the new page.
                        self.items = loaded
                    }
                }

                func reset() async {
                    ↓await MainActor.run { self.items = [] }
                }
            }
            actor FeedService {
                func fetch() -> [String] { [] }
            }
            """, fixed: """
            @MainActor
            final class FeedViewModel: ObservableObject {
                @Published private(set) var items: [String] = []
                let service = FeedService()

                func load() async {
                    let loaded = await service.fetch()
                    // Publish the new page.
                    self.items = loaded
                }

                func reset() async {
                    self.items = []
                }
            }
            actor FeedService {
                func fetch() -> [String] { [] }
            }
            """),
            RuleExample("""
            import Combine

            @MainActor
            final class SearchViewModel: ObservableObject {
                @Published var query = ""
                @Published private(set) var results: [String] = []
                private var cancellables = Set<AnyCancellable>()

                init() {
                    $query
                        .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
                        .↓receive(on: DispatchQueue.main)
                        .sink { [weak self] text in self?.search(text) }
                        .store(in: &cancellables)
                }

                func search(_ text: String) {
                    ↓DispatchQueue.main.async { [weak self] in
                        self?.results = [text]
                    }
                }
            }
            """),
            RuleExample("""
            @MainActor
            final class ToastModel {
                var message: String?

                func show(_ text: String) {
                    message = text
                    DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
                        self.message = nil
                    }
                }

                func count() async -> Int {
                    let value = ↓await MainActor.run { message?.count ?? 0 }
                    Task {
                        ↓await MainActor.run {
                            message = nil
                        }
                    }
                    return value
                }
            }
            """, fixed: """
            @MainActor
            final class ToastModel {
                var message: String?

                func show(_ text: String) {
                    message = text
                    DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
                        self.message = nil
                    }
                }

                func count() async -> Int {
                    let value = await MainActor.run { message?.count ?? 0 }
                    Task {
                        message = nil
                    }
                    return value
                }
            }
            """),
        ],
        correct: [
            RuleExample("""
            @MainActor
            @Observable
            final class FeedViewModel {
                private(set) var items: [String] = []

                func load() async {
                    let loaded = await fetch()
                    items = loaded
                }

                nonisolated private func fetch() async -> [String] {
                    await MainActor.run { print("starting") }
                    return []
                }
            }
            """),
            RuleExample("""
            import Foundation

            @MainActor
            final class ProfileViewModel: ObservableObject {
                @Published var name = ""

                func refresh(url: URL) {
                    URLSession.shared.dataTask(with: url) { data, _, _ in
                        DispatchQueue.main.async {
                            self.name = String(decoding: data ?? Data(), as: UTF8.self)
                        }
                    }.resume()
                    Task.detached {
                        await MainActor.run { self.name = "" }
                    }
                }
            }
            """),
            RuleExample("""
            import Combine
            import Foundation

            final class LegacyViewModel: ObservableObject {
                @Published var status = ""
                private var cancellables = Set<AnyCancellable>()

                func start() {
                    DispatchQueue.main.async { self.status = "ready" }
                    NotificationCenter.default.publisher(for: .init("refresh"))
                        .receive(on: DispatchQueue.main)
                        .sink { _ in self.status = "refreshing" }
                        .store(in: &cancellables)
                }
            }
            """),
            RuleExample("""
            import SwiftUI
            import UIKit

            final class EditorViewController: UIViewController {
                var isEditingText = false

                override func viewDidLoad() {
                    super.viewDidLoad()
                    DispatchQueue.main.async {
                        self.isEditingText = true
                    }
                }
            }

            @MainActor
            struct SearchField: View {
                @Binding var isSearching: Bool
                let text: String

                var body: some View {
                    Text(text).onAppear { update() }
                }

                private func update() {
                    DispatchQueue.main.async { isSearching = !text.isEmpty }
                }
            }
            """),
            RuleExample("""
            import Foundation

            @MainActor
            final class ListViewModel: ObservableObject {
                @Published var selection: Int?
                @Published var items: [Int] = []

                func reload(_ loaded: [Int]) {
                    items = loaded
                    // Dispatch to avoid changing state during a view update.
                    DispatchQueue.main.async {
                        self.selection = loaded.first
                    }
                    DispatchQueue.main.async { self.selection = nil } // after the list has diffed
                }
            }
            """),
            RuleExample("""
            import Combine
            import Foundation

            @MainActor
            final class UploadViewModel: ObservableObject {
                @Published var progress = 0.0
                private var cancellables = Set<AnyCancellable>()

                init(uploads: AnyPublisher<Double, Never>) {
                    uploads
                        .receive(on: DispatchQueue.main)
                        .sink { [weak self] value in self?.progress = value }
                        .store(in: &cancellables)
                    $progress
                        .throttle(for: .seconds(1), scheduler: DispatchQueue.global(), latest: true)
                        .receive(on: RunLoop.main)
                        .sink { print($0) }
                        .store(in: &cancellables)
                }
            }
            """),
            RuleExample("""
            import Foundation

            @MainActor
            final class HomeModel: ObservableObject {
                @Published private(set) var visible: [String] = []
                var muted: Set<String> = [] { didSet { filterEvents() } }
                var events: [String] = []

                // The owner sets `events` and `muted` right after init: filter once it has.
                init() {
                    DispatchQueue.main.async {
                        self.filterEvents()
                    }
                }

                func filterEvents() { visible = events.filter { !muted.contains($0) } }
            }
            """),
            RuleExample("""
            import SwiftUI
            import UIKit

            struct TextViewWrapper: UIViewRepresentable {
                @Binding var text: String
                func makeUIView(context: Context) -> UITextView {
                    let view = UITextView()
                    view.delegate = context.coordinator
                    return view
                }
                func updateUIView(_ view: UITextView, context: Context) {}
                func makeCoordinator() -> Coordinator { Coordinator(text: $text) }

                @MainActor
                final class Coordinator: NSObject, UITextViewDelegate {
                    var text: Binding<String>
                    init(text: Binding<String>) { self.text = text }
                    func textViewDidChange(_ textView: UITextView) {
                        DispatchQueue.main.async { self.text.wrappedValue = textView.text }
                    }
                }
            }
            """),
            RuleExample("""
            import AppKit
            import SwiftUI

            @MainActor
            final class BezelController {
                let model = BezelModel()
                let window = NSWindow()

                func post(_ text: String) {
                    withAnimation { model.text = text }
                    DispatchQueue.main.async {
                        self.window.setContentSize(self.window.contentView?.fittingSize ?? .zero)
                    }
                }
            }

            @MainActor
            @Observable
            final class BezelModel { var text = "" }
            """),
        ],
        fix: .sometimes(.safe, .unsafe),
        optIn: true
    )

    package func check(_ file: SourceFile, context: RuleContext) -> [Violation] {
        let calls = file.facts.calls
        // Asked where it is used: a file that never gets that far depends on no other file's facts.
        var roles: ModelRoles { context.index.modelRoles }
        var violations: [Violation] = []
        /// Views and controllers (a representable's coordinator included) defer work on purpose; a
        /// commented hop says why it is there.
        func isDeliberate(_ call: FunctionCallExprSyntax, start: TokenSyntax) -> Bool {
            if let typeName = context.index.enclosingTypeName(of: call, in: file), roles.isViewOrController(typeName) { return true }
            return Self.hasComment(onOrAbove: start)
        }
        // `asyncAfter` is a deliberate delay, not a hop: it is never reported.
        for call in calls["async", default: []] {
            let chain = calleeChain(call)
            guard chain == ["DispatchQueue", "main", "async"],
                  isMainActorIsolated(call, in: file, index: context.index),
                  !Self.isInitializerDeferral(call), !Self.followsAnimatedChange(call),
                  let start = Self.statementStart(of: call), !isDeliberate(call, start: start) else { continue }
            let where_ = ConcurrencyCalls.contextName(of: call)
            let message = "DispatchQueue.main.async in '\(where_)' is redundant: this code is already isolated to the main actor; run the body directly"
            violations.append(Violation(at: call, message, fix: inlineFix(call, statement: Syntax(call), file: file, isMainActorRun: false)))
        }
        for call in calls["run", default: []] where calleeChain(call) == ["MainActor", "run"] {
            guard isMainActorIsolated(call, in: file, index: context.index) else { continue }
            var statement = Syntax(call)
            while let parent = statement.parent, parent.is(AwaitExprSyntax.self) || parent.is(TryExprSyntax.self) { statement = parent }
            guard let start = Self.statementStart(of: call), !isDeliberate(call, start: start) else { continue }
            let message = "await MainActor.run in '\(ConcurrencyCalls.contextName(of: call))' is redundant: this code is already isolated to the main actor; run the body directly"
            violations.append(Violation(at: statement, message, fix: inlineFix(call, statement: statement, file: file, isMainActorRun: true)))
        }
        for call in calls["receive", default: []] {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let upstream = member.base,
                  let scheduler = call.arguments.first(where: { $0.label?.text == "on" })?.expression,
                  Self.isMainScheduler(scheduler), let root = Self.mainActorPublisherRoot(upstream),
                  isMainActorIsolated(call, in: file, index: context.index), !isDeliberate(call, start: member.period) else { continue }
            violations.append(Violation(at: member.declName.baseName, "receive(on: \(scheduler.trimmedDescription)) in '\(ConcurrencyCalls.contextName(of: call))' is redundant: '\(root)' of a main-actor model already publishes on the main actor; remove it"))
        }
        return violations
    }

    /// Replaces a plain `DispatchQueue.main.async { … }` / `await MainActor.run { … }` statement by
    /// its body, or nil when that would change meaning.
    private func inlineFix(_ call: FunctionCallExprSyntax, statement: Syntax, file: SourceFile, isMainActorRun: Bool) -> Fix? {
        guard call.arguments.isEmpty, call.additionalTrailingClosures.isEmpty, let closure = call.trailingClosure,
              closure.signature == nil, let item = statement.parent?.as(CodeBlockItemSyntax.self) else { return nil }
        if isMainActorRun, ConcurrencyCalls.isImplicitResult(item) { return nil }
        for statementItem in closure.statements {
            if statementItem.item.is(DeclSyntax.self) || statementItem.item.is(DeferStmtSyntax.self) { return nil }
        }
        guard !ReturnFinder.containsReturn(closure.statements),
              let body = ConcurrencyCalls.inlinedStatements(of: closure, replacingStatementAt: statement.positionAfterSkippingLeadingTrivia, in: file)
        else { return nil }
        let title = isMainActorRun ? "Run the body of MainActor.run directly" : "Run the body of DispatchQueue.main.async directly"
        // `DispatchQueue.main.async` also defers its body to the next run-loop turn, which code
        // sometimes relies on ("async so the view appears first"): inlining it is unsafe.
        // `await MainActor.run` on the main actor runs its body right away, so inlining is safe.
        return Fix(title, applicability: isMainActorRun ? .safe : .unsafe, edits: [TextEdit(replacing: statement, with: body)])
    }

    /// `DispatchQueue.main.async { … }` written directly in an initializer (not in a closure or
    /// `Task` it starts): it runs the body after the initializer has returned and its caller has
    /// configured the new object, which inlining would run before.
    private static func isInitializerDeferral(_ call: FunctionCallExprSyntax) -> Bool {
        var current = call.parent
        while let node = current {
            if node.is(InitializerDeclSyntax.self) { return true }
            if node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self) || node.is(AccessorDeclSyntax.self)
                || node.is(DeinitializerDeclSyntax.self) || node.is(MemberBlockSyntax.self) {
                return false
            }
            current = node.parent
        }
        return false
    }

    /// A hop statement right after a `withAnimation { … }` / `withTransaction { … }` statement: SwiftUI
    /// applies that change in its next update, and the hop defers its body (measuring the laid-out
    /// content, resizing a window) until that update has happened. Inlining would run it before.
    private static func followsAnimatedChange(_ call: FunctionCallExprSyntax) -> Bool {
        guard let item = call.parent?.as(CodeBlockItemSyntax.self), let items = item.parent?.as(CodeBlockItemListSyntax.self),
              let offset = items.firstIndex(where: { $0.id == item.id }), offset != items.startIndex,
              let previous = items[items.index(before: offset)].item.as(ExprSyntax.self),
              let change = Semantics.unwrapped(previous).as(FunctionCallExprSyntax.self),
              let callee = change.calledExpression.as(DeclReferenceExprSyntax.self) else { return false }
        return ["withAnimation", "withTransaction"].contains(callee.baseName.text)
    }

    /// The first token of the statement holding a hop (`let value = await MainActor.run { … }`
    /// starts at `let`), where a comment above it would sit.
    private static func statementStart(of call: FunctionCallExprSyntax) -> TokenSyntax? {
        (call.ancestor(CodeBlockItemSyntax.self).map(Syntax.init) ?? Syntax(call)).firstToken(viewMode: .sourceAccurate)
    }

    /// Whether a comment sits directly above the line `start` begins (in its leading trivia, with
    /// no blank line between) or on that line (`DispatchQueue.main.async { // why`, or after the
    /// closing brace of a one-line hop).
    private static func hasComment(onOrAbove start: TokenSyntax) -> Bool {
        // Walk up from the statement: comment lines count until a blank line.
        var newlines = 0
        for piece in start.leadingTrivia.pieces.reversed() {
            if piece.isComment { return true }
            switch piece {
            case .newlines(let count), .carriageReturns(let count), .carriageReturnLineFeeds(let count): newlines += count
            default: break
            }
            if newlines > 1 { break }
        }
        var token: TokenSyntax? = start
        while let current = token {
            if current.id != start.id {
                if current.leadingTrivia.contains(where: \.isNewline) { break }
                if current.leadingTrivia.contains(where: \.isComment) { return true }
            }
            if current.trailingTrivia.contains(where: \.isComment) { return true }
            token = current.nextToken(viewMode: .sourceAccurate)
        }
        return false
    }

    /// `DispatchQueue.main`, `RunLoop.main`, `OperationQueue.main`.
    private static func isMainScheduler(_ expression: ExprSyntax) -> Bool {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "main",
              let base = member.base?.as(DeclReferenceExprSyntax.self) else { return false }
        return ["DispatchQueue", "RunLoop", "OperationQueue"].contains(base.baseName.text)
    }

    /// Operators that deliver values on the thread they receive them on.
    private static let threadPreservingOperators: Set<String> = [
        "map", "compactMap", "filter", "removeDuplicates", "dropFirst", "prefix", "scan", "tryMap",
        "eraseToAnyPublisher", "handleEvents", "print", "replaceNil", "debounce", "throttle", "delay",
    ]

    /// `$property` or `self.$property` when the chain up to `receive(on:)` only uses operators that
    /// keep values on the main thread (schedulers, if any, are main ones); nil otherwise.
    private static func mainActorPublisherRoot(_ upstream: ExprSyntax) -> String? {
        var current = upstream
        while let call = current.as(FunctionCallExprSyntax.self) {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                  threadPreservingOperators.contains(member.declName.baseName.text) else { return nil }
            if let scheduler = call.arguments.first(where: { $0.label?.text == "scheduler" })?.expression, !isMainScheduler(scheduler) {
                return nil
            }
            current = base
        }
        if let reference = current.as(DeclReferenceExprSyntax.self), reference.baseName.text.hasPrefix("$") {
            return reference.baseName.text
        }
        if let member = current.as(MemberAccessExprSyntax.self), member.declName.baseName.text.hasPrefix("$"),
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return member.declName.baseName.text
        }
        return nil
    }
}

/// Finds a `return` in statements, ignoring nested closures and functions (their returns stay theirs).
private final class ReturnFinder: SyntaxVisitor {
    private var found = false

    static func containsReturn(_ statements: CodeBlockItemListSyntax) -> Bool {
        let finder = ReturnFinder(viewMode: .sourceAccurate)
        finder.walk(statements)
        return finder.found
    }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        found = true
        return .skipChildren
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
