import SwiftSyntax
import RemodelCore
import RemodelRules
import RemodelProject

/// A subscription in another class to a migrated model's `$x` — issue #11's "subscribers in other
/// classes" — rewritten as an observation loop:
///
///     settings.$showIcon
///         .receive(on: DispatchQueue.main)
///         .sink { [weak self] show in self?.update(show) }
///         .store(in: &cancellables)
///
/// becomes
///
///     observeChanges(of: settings, { $0.showIcon }, receiveOnMain: true) { [weak self] show in self?.update(show) }
///         .store(in: &cancellables)
///
/// `observeChanges` is a small file-private helper appended once to the file (`helperText`): it
/// reads the value inside `withObservationTracking`, calls the closure, and re-arms after each
/// change on the main actor, until the `AnyCancellable` it returns is cancelled or released — so
/// the statement keeps storing and cancelling it as before. Recognised: `receive(on: <main>)`,
/// `dropFirst()`, `removeDuplicates()` (Equatable values) before a one-parameter `sink`, on a
/// receiver whose type is known and not optional, in main-actor code (the helper is
/// `@MainActor`). Anything else keeps the model (`KeepReason.publisherSubscribed`).
package struct ObservationLoop {
    package let file: SourceFile
    /// `receiver.$x … .sink` up to the sink's argument list or trailing closure.
    package let chainStart: AbsolutePosition
    package let replaceEnd: AbsolutePosition
    package let replacement: String
    package let token: TokenSyntax
    /// The `.sink` call, whose closure moves up to the helper call's line (`dedentEdits`).
    package let sink: FunctionCallExprSyntax
}

extension MigrationSession {
    /// The helper's name; a project that declares a function of that name gets no loops.
    static let observationLoopHelper = "observeChanges"

    /// The observation loop replacing `receiver.$property…sink { }` at `token`, or nil.
    /// `receiver` nil: the class's own `$x` / `self.$x` (observed through `self`).
    package func observationLoop(from token: TokenSyntax, receiver: ExprSyntax?, property: PropertyDeclaration,
                                 file: SourceFile, ownerType: String?) -> ObservationLoop? {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return nil }
        var projection = ExprSyntax(reference)
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
            projection = ExprSyntax(member)
        }
        let start = projection.positionAfterSkippingLeadingTrivia
        guard receiver.map(Self.isHoldableReceiver) ?? true, isMainActorContext(of: projection, ownerType: ownerType),
              // The helper's lock is Foundation's `NSLock`.
              !Set(file.facts.imports).isDisjoint(with: Self.foundationModules),
              !declaresObservationLoopHelper else { return nil }
        var current = ExprSyntax(projection)
        var options: [String] = []
        var dropsFirst = false, removesDuplicates = false, hops = false
        while true {
            guard let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
                  let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id,
                  call.additionalTrailingClosures.isEmpty, member.declName.argumentNames == nil else { return nil }
            let arguments = Array(call.arguments)
            switch member.declName.baseName.text {
            case "receive":
                guard !hops, call.trailingClosure == nil, arguments.count == 1, arguments[0].label?.text == "on",
                      Self.isMainScheduler(arguments[0].expression) else { return nil }
                hops = true
            case "dropFirst":
                guard !dropsFirst, call.trailingClosure == nil, arguments.isEmpty || (arguments.count == 1 && arguments[0].label == nil
                        && arguments[0].expression.as(IntegerLiteralExprSyntax.self)?.literal.text == "1") else { return nil }
                dropsFirst = true
            case "removeDuplicates":
                guard !removesDuplicates, call.trailingClosure == nil, arguments.isEmpty, isEquatable(property) else { return nil }
                removesDuplicates = true
            case "sink":
                if dropsFirst { options.append("dropFirst: true") }
                if removesDuplicates { options.append("removeDuplicates: true") }
                if hops { options.append("receiveOnMain: true") }
                // An optional receiver: the helper returns an `AnyCancellable` that does nothing
                // when the source is nil, so only `….store(in: &set)` (which then stores it) keeps
                // its meaning; `x = a?.$y.sink {}` would no longer leave `x` nil.
                if let receiver, Self.chainsOptionally(receiver), Self.storeCall(after: call) == nil { return nil }
                let head = "\(Self.observationLoopHelper)(of: \(Self.sourceText(receiver)), { $0.\(property.name) }"
                    + options.map { ", " + $0 }.joined()
                // `@Published` delivered from `willSet`: a synchronous sink on the class's own
                // property that reads the property saw the old value; the loop runs after the change.
                if receiver == nil, !hops, let closure = call.trailingClosure ?? arguments.first?.expression.as(ClosureExprSyntax.self),
                   Self.readsProperty(property.name, in: closure) { return nil }
                if let trailing = call.trailingClosure, arguments.isEmpty, call.leftParen == nil,
                   Self.closureParameter(trailing) != nil {
                    // `….sink { v in … }` → `observeChanges(of: r, { $0.x }) { v in … }`
                    return ObservationLoop(file: file, chainStart: start,
                                           replaceEnd: member.endPositionBeforeTrailingTrivia, replacement: head + ")", token: token, sink: call)
                }
                guard call.trailingClosure == nil, arguments.count == 1, arguments[0].label?.text == "receiveValue",
                      let closure = arguments[0].expression.as(ClosureExprSyntax.self), Self.closureParameter(closure) != nil,
                      let label = arguments[0].label else { return nil }
                // `….sink(receiveValue: { v in … })` → `observeChanges(of: r, { $0.x }, onChange: { v in … })`
                return ObservationLoop(file: file, chainStart: start,
                                       replaceEnd: label.endPositionBeforeTrailingTrivia, replacement: head + ", onChange", token: token, sink: call)
            default:
                return nil
            }
            current = ExprSyntax(call)
        }
    }

    /// A receiver the helper can take: names, member chains, subscripts, `!` and `?` — evaluated
    /// once, where the subscription evaluated it. No calls, no `$0` of an enclosing closure.
    private static func isHoldableReceiver(_ receiver: ExprSyntax) -> Bool {
        if let reference = receiver.as(DeclReferenceExprSyntax.self) {
            if case .dollarIdentifier = reference.baseName.tokenKind { return false }
            return true
        }
        if let member = receiver.as(MemberAccessExprSyntax.self), let base = member.base { return isHoldableReceiver(base) }
        if let optional = receiver.as(OptionalChainingExprSyntax.self) { return isHoldableReceiver(optional.expression) }
        if let forced = receiver.as(ForceUnwrapExprSyntax.self) { return isHoldableReceiver(forced.expression) }
        if let subscriptCall = receiver.as(SubscriptCallExprSyntax.self) {
            return subscriptCall.trailingClosure == nil && isHoldableReceiver(subscriptCall.calledExpression)
        }
        return false
    }

    /// Whether the receiver chains with `?` anywhere (`workspace?.search?.$query`): the statement
    /// then ran only when every link was there.
    private static func chainsOptionally(_ receiver: ExprSyntax) -> Bool {
        receiver.is(OptionalChainingExprSyntax.self) || receiver.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .postfixQuestionMark }
    }

    /// `receiver` as the helper's `of:` argument: a trailing `?` goes (`a?.b?` → `a?.b`, an
    /// optional the helper takes as is).
    private static func sourceText(_ receiver: ExprSyntax?) -> String {
        guard let receiver else { return "self" }
        if let optional = receiver.as(OptionalChainingExprSyntax.self) { return optional.expression.trimmedDescription }
        return receiver.trimmedDescription
    }

    /// Whether the code at `node` runs on the main actor: its function or initializer says
    /// `@MainActor`, or its enclosing type is main-actor isolated (`Semantics.globalActor`).
    private func isMainActorContext(of node: some SyntaxProtocol, ownerType: String?) -> Bool {
        var parent = node.parent
        while let current = parent {
            if current.is(ClosureExprSyntax.self), current.as(ClosureExprSyntax.self)?.signature?.attributes
                .contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "MainActor" }) == true { return true }
            if let function = current.as(FunctionDeclSyntax.self) {
                if function.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "MainActor" }) { return true }
                if function.modifiers.contains(where: { $0.name.text == "nonisolated" }) { return false }
                break
            }
            if let initializer = current.as(InitializerDeclSyntax.self) {
                if initializer.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "MainActor" }) { return true }
                if initializer.modifiers.contains(where: { $0.name.text == "nonisolated" }) { return false }
                break
            }
            parent = current.parent
        }
        guard let ownerType else { return false }
        let semantics = index.semantics
        return semantics.types(qualifiedName: ownerType).contains { semantics.globalActor(of: $0) == "MainActor" }
    }

    /// Modules that make Foundation's `NSLock` visible (not `Combine`: whether it re-exports
    /// Foundation is not something to bet a build on).
    static let foundationModules: Set<String> = ["Foundation", "SwiftUI", "UIKit", "AppKit", "Cocoa", "WatchKit"]

    /// Whether the project already declares a function or type named like the helper's (an
    /// unqualified call would find that one first, or be ambiguous).
    static func declaresObservationLoopHelper(in workspace: Workspace) -> Bool {
        let declaration = "func " + observationLoopHelper
        return !workspace.index.declarations(named: "ObservationLoop").isEmpty || !workspace.index.declarations(named: "ObservationLoopFlag").isEmpty
            || workspace.files.contains { $0.mentions(declaration) }
    }

    // MARK: Edits

    /// Rewrites the loops of migrated models and appends the helper once to each file using it.
    func observationLoopEdits() {
        var done = Set<FilePosition>()
        var files: [ObjectIdentifier: SourceFile] = [:]
        for name in candidateOrder {
            guard let candidate = migratedCandidate(named: name) else { continue }
            for loop in candidate.observationLoops where done.insert(FilePosition(loop.file, loop.token.position)).inserted {
                add(TextEdit(range: loop.chainStart.utf8Offset..<loop.replaceEnd.utf8Offset, replacement: loop.replacement), in: loop.file)
                add(dedentEdits(loop), in: loop.file)
                files[ObjectIdentifier(loop.file)] = loop.file
            }
        }
        for (key, file) in files.sorted(by: { $0.value.path < $1.value.path }) {
            filesNeedingImport[key] = file
            let text = file.text
            let end = text.utf8.count
            let separator = text.hasSuffix("\n") || text.hasSuffix("\r") ? "\n" : "\n\n"
            add(.insert(separator + Self.observationLoopHelperText, atOffset: end), in: file)
        }
    }

    /// A chain written one stage per line puts the sink's closure one level deeper than the
    /// statement; with the chain gone, the closure's later lines (and whatever follows on the
    /// sink's arguments) move back by that difference. Every line is moved by the same amount, so
    /// multi-line string literals keep their value; nothing moves if any line is indented less.
    private func dedentEdits(_ loop: ObservationLoop) -> [TextEdit] {
        let text = text(of: loop.file)
        guard let member = loop.sink.calledExpression.as(MemberAccessExprSyntax.self) else { return [] }
        let period = member.period.positionAfterSkippingLeadingTrivia.utf8Offset
        let start = loop.chainStart.utf8Offset
        guard text.startsLine(period), text.lineStart(period) != text.lineStart(start) else { return [] }
        let outer = text.indentation(ofLineAt: start), inner = text.indentation(ofLineAt: period)
        guard inner.count > outer.count, inner.hasPrefix(outer) else { return [] }
        let delta = inner.count - outer.count
        // Through the rest of the statement's chain (`.store(in: &cancellables)` on its own line).
        var outermost = ExprSyntax(loop.sink)
        while let next = outermost.parent?.as(MemberAccessExprSyntax.self), next.base?.id == outermost.id,
              let call = next.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == next.id {
            outermost = ExprSyntax(call)
        }
        let end = outermost.endPositionBeforeTrailingTrivia.utf8Offset
        var edits: [TextEdit] = []
        var line = text.nextLineStart(period)
        while line < end {
            let next = text.nextLineStart(line)
            if !text.isLineBlank(containing: line) {
                guard text.indentation(ofLineAt: line).hasPrefix(inner) else { return [] }
                edits.append(TextEdit(range: line..<(line + delta), replacement: ""))
            }
            guard next > line else { break }
            line = next
        }
        return edits
    }

    /// The helper appended to a file with loops. File-private, so each file has its own copy and
    /// nothing else in the project can collide with it.
    static let observationLoopHelperText = """
        // MARK: - Observation loops (written by remodel migrate)

        /// Calls `onChange` with `value(source)` now (unless `dropFirst`) and again after each change
        /// of what it reads, on the main actor, until the returned `AnyCancellable` is cancelled or
        /// released — what `source.$x.sink { … }` did before `source` became `@Observable`. A nil
        /// `source` (from `a?.b`) observes nothing, as `a?.b?.$x.sink { … }` subscribed to nothing.
        /// `withObservationTracking` reports one change per registration, so the loop re-arms.
        /// Changes in one main-actor turn arrive together, with the latest value.
        @MainActor
        private func observeChanges<Source: AnyObject, Value>(
            of source: Source?,
            _ value: @escaping @MainActor (Source) -> Value,
            dropFirst: Bool = false,
            receiveOnMain: Bool = false,
            onChange: @escaping @MainActor (Value) -> Void
        ) -> AnyCancellable {
            guard let source else { return AnyCancellable {} }
            let loop = ObservationLoop(source: source, value: value, isDuplicate: nil, deliverFirstLater: receiveOnMain, onChange: onChange)
            loop.arm(deliver: !dropFirst)
            return AnyCancellable(loop.cancel)
        }

        /// `removeDuplicates: true` skips a value equal to the last one seen (like `.removeDuplicates()`).
        @MainActor
        private func observeChanges<Source: AnyObject, Value: Equatable>(
            of source: Source?,
            _ value: @escaping @MainActor (Source) -> Value,
            dropFirst: Bool = false,
            removeDuplicates: Bool,
            receiveOnMain: Bool = false,
            onChange: @escaping @MainActor (Value) -> Void
        ) -> AnyCancellable {
            guard let source else { return AnyCancellable {} }
            let loop = ObservationLoop(source: source, value: value, isDuplicate: removeDuplicates ? { $0 == $1 } : nil,
                                       deliverFirstLater: receiveOnMain, onChange: onChange)
            loop.arm(deliver: !dropFirst)
            return AnyCancellable(loop.cancel)
        }

        @MainActor
        private final class ObservationLoop<Source: AnyObject, Value> {
            private weak var source: Source?
            private let value: @MainActor (Source) -> Value
            private let isDuplicate: ((Value, Value) -> Bool)?
            private var deliverFirstLater: Bool
            private let onChange: @MainActor (Value) -> Void
            private var last: Value?
            private nonisolated let cancelled = ObservationLoopFlag()

            init(source: Source, value: @escaping @MainActor (Source) -> Value, isDuplicate: ((Value, Value) -> Bool)?,
                 deliverFirstLater: Bool, onChange: @escaping @MainActor (Value) -> Void) {
                self.source = source
                self.value = value
                self.isDuplicate = isDuplicate
                self.deliverFirstLater = deliverFirstLater
                self.onChange = onChange
            }

            nonisolated func cancel() { cancelled.set() }

            func arm(deliver: Bool) {
                guard let source, !cancelled.isSet else { return }
                let current = withObservationTracking { value(source) } onChange: { [weak self] in
                    Task { @MainActor in self?.arm(deliver: true) }
                }
                if let isDuplicate, let last, isDuplicate(last, current) { return }
                last = current
                guard deliver else { return }
                if deliverFirstLater {
                    // `receive(on: .main)` delivered even the first value on a later turn.
                    deliverFirstLater = false
                    Task { @MainActor [weak self] in
                        guard let self, !self.cancelled.isSet else { return }
                        self.onChange(current)
                    }
                } else {
                    onChange(current)
                }
            }
        }

        private final class ObservationLoopFlag: @unchecked Sendable {
            private let lock = NSLock()
            private var value = false
            var isSet: Bool { lock.lock(); defer { lock.unlock() }; return value }
            func set() { lock.lock(); value = true; lock.unlock() }
        }

        """
}
