import SwiftSyntax
import RemodelCore
import RemodelRules
import RemodelProject

/// Option B of seed 003 — replace Combine with plain Swift — for a pipeline that a migrated class
/// drives from its own `@Published` property, set up once in its initializer:
///
///     $query.debounce(for: 0.3, scheduler: RunLoop.main).removeDuplicates()
///         .sink { [weak self] q in self?.runSearch(q) }.store(in: &cancellables)
///
/// becomes a `didSet` on `query` that calls a private handler; the handler runs the chain's
/// synchronous stages in place (`filter` → `guard`, `map` → `let`, `removeDuplicates` → compare
/// with `oldValue` or the last delivered value, `dropFirst` → no call from the initializer) and a
/// scheduled stage as a `Task` (`debounce`: an `@ObservationIgnored` stored task cancelled and
/// restarted on each change, `Task.sleep(for:)`, checked for cancellation; `delay`: a task per
/// change; `receive(on: main)`: a task that hops). The initializer calls the handler where the
/// subscription was made, since `@Published` delivered the current value on subscribing.
/// Anything else keeps the class as `ObservableObject` (option A).
package struct CombineChain {
    package enum Stage {
        case dropFirst
        /// `removeDuplicates()` first in the chain: `x != oldValue` in `didSet`.
        case removeDuplicatesOnSource
        /// `removeDuplicates()` later: compared with the last value delivered.
        case removeDuplicates
        case filter(ClosureExprSyntax)
        case map(ClosureExprSyntax)
        case debounce(duration: String)
        case delay(duration: String)
        case receiveOnMain
    }
    package enum Terminal {
        case sink(ClosureExprSyntax)
        /// `assign(to: \.y, on: self)` and `assign(to: &$y)`.
        case assign(property: String)
    }

    package let file: SourceFile
    package let statement: CodeBlockItemSyntax
    package let property: String
    package let initializer: InitializerDeclSyntax
    package let stages: [Stage]
    package let terminal: Terminal
    /// The property that held the subscription (`cancellables`), when the statement names one.
    package let storage: String?
    /// Where the projection tokens the chain consumes start (its `$x`, and `$y` of
    /// `assign(to: &$y)`): UTF-8 offsets in the chain's file, which a re-parse keeps (node
    /// identities it does not).
    package let tokens: [Int]

    package var dropsFirst: Bool { stages.contains { if case .dropFirst = $0 { true } else { false } } }
    package var comparesOldValue: Bool { stages.contains { if case .removeDuplicatesOnSource = $0 { true } else { false } } }
}

extension MigrationSession {
    /// Whether `closure` reads `property` of `self` (`self.x`, `self?.x`, or `x` when no closure
    /// parameter is named so).
    static func readsProperty(_ property: String, in closure: ClosureExprSyntax) -> Bool {
        let parameters = Set(TCASyntax.parameterNames(of: closure))
        for token in closure.statements.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(property) {
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
                var base = member.base
                if let optional = base?.as(OptionalChainingExprSyntax.self) { base = optional.expression }
                if let base, FileIndexer.isSelf(base) { return true }
                continue
            }
            if !parameters.contains(property) { return true }
        }
        return false
    }

    /// `call.store(in: &target)`: the `store` call and its target (`cancellables`, `self.bag`, a local).
    static func storeCall(after call: FunctionCallExprSyntax) -> (call: FunctionCallExprSyntax, target: ExprSyntax)? {
        guard let store = call.parent?.as(MemberAccessExprSyntax.self), store.base?.id == call.id,
              store.declName.baseName.text == "store", let storeCall = store.parent?.as(FunctionCallExprSyntax.self),
              storeCall.calledExpression.id == store.id, storeCall.arguments.count == 1,
              let argument = storeCall.arguments.first, argument.label?.text == "in",
              let target = argument.expression.as(InOutExprSyntax.self) else { return nil }
        return (storeCall, target.expression)
    }

    // MARK: Recognising a chain

    /// The option-B chain a `$x` projection of `candidate`'s own `@Published` property starts, or nil.
    package func combineChain(from token: TokenSyntax, candidate: MigrationCandidate) -> CombineChain? {
        let property = String(token.text.dropFirst())
        guard let published = candidate.publishedProperties[property], published.decl.bindings.count == 1, !published.hasObservers,
              let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return nil }
        var current = ExprSyntax(reference)
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
            guard let base = member.base, FileIndexer.isSelf(base) else { return nil }
            current = ExprSyntax(member)
        }
        var stages: [CombineChain.Stage] = []
        var terminal: CombineChain.Terminal?
        var terminalCall: FunctionCallExprSyntax?
        var tokens = [token.positionAfterSkippingLeadingTrivia.utf8Offset]
        var typeKnown = true
        var scheduled = false
        while terminal == nil {
            guard let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
                  let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id,
                  call.additionalTrailingClosures.isEmpty, member.declName.argumentNames == nil else { return nil }
            let arguments = Array(call.arguments)
            let name = member.declName.baseName.text
            let trailing = call.trailingClosure
            switch name {
            case "dropFirst":
                guard trailing == nil, arguments.isEmpty || (arguments.count == 1 && arguments[0].label == nil
                        && arguments[0].expression.as(IntegerLiteralExprSyntax.self)?.literal.text == "1"),
                      stages.allSatisfy({ if case .removeDuplicatesOnSource = $0 { true } else { false } }) else { return nil }
                stages.append(.dropFirst)
            case "removeDuplicates":
                guard trailing == nil, arguments.isEmpty, typeKnown, isEquatable(published) else { return nil }
                if stages.isEmpty {
                    stages.append(.removeDuplicatesOnSource)
                } else {
                    guard storageValueType(published) != nil else { return nil }
                    stages.append(.removeDuplicates)
                }
            case "filter", "map":
                guard arguments.isEmpty, let closure = trailing, Self.pureSingleExpression(closure) else { return nil }
                if name == "map" {
                    stages.append(.map(closure))
                    typeKnown = false
                } else {
                    stages.append(.filter(closure))
                }
            case "debounce", "delay":
                guard trailing == nil, !scheduled, arguments.count == 2, arguments[0].label?.text == "for",
                      arguments[1].label?.text == "scheduler", Self.isMainScheduler(arguments[1].expression),
                      let duration = Self.duration(arguments[0].expression) else { return nil }
                stages.append(name == "debounce" ? .debounce(duration: duration) : .delay(duration: duration))
                scheduled = true
            case "receive":
                guard trailing == nil, arguments.count == 1, arguments[0].label?.text == "on",
                      Self.isMainScheduler(arguments[0].expression) else { return nil }
                // After a stage already on the main queue the hop changes nothing.
                if !scheduled { stages.append(.receiveOnMain) }
                scheduled = true
            case "sink":
                let closure: ClosureExprSyntax
                if let trailing, arguments.isEmpty {
                    closure = trailing
                } else if trailing == nil, arguments.count == 1, arguments[0].label?.text == "receiveValue",
                          let inline = arguments[0].expression.as(ClosureExprSyntax.self) {
                    closure = inline
                } else {
                    return nil
                }
                guard Self.closureParameter(closure) != nil, Self.selfUses(in: closure) != nil else { return nil }
                // `@Published` delivers from `willSet`: a synchronous sink that reads the property
                // itself sees the old value, a `didSet` handler would see the new one — keep option A.
                if !scheduled, Self.readsProperty(property, in: closure) { return nil }
                terminal = .sink(closure)
                terminalCall = call
            case "assign":
                guard trailing == nil, arguments.count >= 1, arguments[0].label?.text == "to" else { return nil }
                if arguments.count == 2, arguments[1].label?.text == "on", FileIndexer.isSelf(arguments[1].expression),
                   let keyPath = arguments[0].expression.as(KeyPathExprSyntax.self), keyPath.root == nil, keyPath.components.count == 1,
                   let component = keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self),
                   ownStoredVar(component.declName.baseName.text, of: candidate) {
                    terminal = .assign(property: component.declName.baseName.text)
                } else if arguments.count == 1, let inOut = arguments[0].expression.as(InOutExprSyntax.self),
                          let target = inOut.expression.as(DeclReferenceExprSyntax.self), target.baseName.text.hasPrefix("$"),
                          candidate.publishedProperties[String(target.baseName.text.dropFirst())] != nil {
                    terminal = .assign(property: String(target.baseName.text.dropFirst()))
                    tokens.append(target.baseName.positionAfterSkippingLeadingTrivia.utf8Offset)
                } else {
                    return nil
                }
                terminalCall = call
            default:
                return nil
            }
            current = ExprSyntax(call)
        }
        guard let terminal, let terminalCall else { return nil }
        // The statement: `chain.store(in: &storage)`, `storage = chain`, or `$x.assign(to: &$y)`.
        var storage: String?
        let statement: CodeBlockItemSyntax
        if case .assign = terminal, tokens.count == 2 {
            guard let item = terminalCall.parent?.as(CodeBlockItemSyntax.self) else { return nil }
            statement = item
        } else if let (storeCall, target) = Self.storeCall(after: terminalCall), let item = storeCall.parent?.as(CodeBlockItemSyntax.self) {
            storage = Self.ownName(target)
            statement = item
        } else if let list = terminalCall.parent?.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self),
                  let item = sequence.parent?.as(CodeBlockItemSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].id == terminalCall.id,
                  let name = Self.ownName(elements[0]) else { return nil }
            storage = name
            statement = item
        } else {
            return nil
        }
        // Set up once, directly in the class's only designated initializer.
        guard let body = statement.parent?.as(CodeBlockItemListSyntax.self)?.parent?.as(CodeBlockSyntax.self),
              let initializer = body.parent?.as(InitializerDeclSyntax.self),
              initializer.parent?.parent?.parent?.as(MemberBlockSyntax.self)?.parent?.as(ClassDeclSyntax.self) != nil,
              designatedInitializerCount(of: candidate) == 1,
              let file = candidate.declarations.first(where: { $0.file.handle.owns(statement) })?.file else { return nil }
        // A write to the property later in the initializer was delivered; `didSet` does not run there.
        if let items = statement.parent?.as(CodeBlockItemListSyntax.self) {
            let later = items.filter { $0.position > statement.position }
            if later.contains(where: { $0.tokens(viewMode: .sourceAccurate).contains { $0.text == property } }) { return nil }
        }
        // Parameter names must not collide (each closure's is bound in one scope).
        var parameters: [String] = []
        for closure in stages.compactMap(Self.closure(of:)) + [terminal].compactMap({ if case .sink(let c) = $0 { c } else { nil } }) {
            if let parameter = Self.closureParameter(closure), let name = parameter, name != "_" {
                guard !parameters.contains(name) else { return nil }
                parameters.append(name)
            }
        }
        return CombineChain(file: file, statement: statement, property: property, initializer: initializer, stages: stages,
                            terminal: terminal, storage: storage, tokens: tokens)
    }

    private func ownStoredVar(_ name: String, of candidate: MigrationCandidate) -> Bool {
        candidate.declarations.contains { declaration in
            declaration.declaration.properties.contains { $0.name == name && !$0.isStatic && !$0.isLet && !$0.isComputed }
        }
    }

    private func designatedInitializerCount(of candidate: MigrationCandidate) -> Int {
        candidate.declarations.reduce(0) { count, declaration in
            count + (declaration.declaration.memberBlock?.members ?? []).count { member in
                guard let initializer = member.decl.as(InitializerDeclSyntax.self) else { return false }
                return !initializer.modifiers.contains { $0.name.tokenKind == .keyword(.convenience) }
            }
        }
    }

    private static func closure(of stage: CombineChain.Stage) -> ClosureExprSyntax? {
        switch stage {
        case .filter(let closure), .map(let closure): closure
        default: nil
        }
    }

    /// `name` or `self.name`.
    private static func ownName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self), case .identifier = reference.baseName.tokenKind {
            return reference.baseName.text
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, FileIndexer.isSelf(base) {
            return member.declName.baseName.text
        }
        return nil
    }

    /// `RunLoop.main`, `DispatchQueue.main`, `OperationQueue.main`.
    static func isMainScheduler(_ expression: ExprSyntax) -> Bool {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "main",
              let base = member.base?.as(DeclReferenceExprSyntax.self) else { return false }
        return ["RunLoop", "DispatchQueue", "OperationQueue"].contains(base.baseName.text)
    }

    /// A scheduler stride as a `Duration`: `0.3` → `.seconds(0.3)`; `.milliseconds(300)` (and
    /// `.seconds`, `.microseconds`, `.nanoseconds`) as written.
    static func duration(_ expression: ExprSyntax) -> String? {
        if expression.is(FloatLiteralExprSyntax.self) || expression.is(IntegerLiteralExprSyntax.self) {
            return ".seconds(\(expression.trimmedDescription))"
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.base == nil, ["seconds", "milliseconds", "microseconds", "nanoseconds"].contains(member.declName.baseName.text),
           call.arguments.count == 1, call.trailingClosure == nil {
            return expression.trimmedDescription
        }
        return nil
    }

    /// The closure's one parameter: `.some(name)` (`_` included), `.some(nil)` for `$0` or none.
    /// Nil when it takes several, or declares effects or a result type.
    package static func closureParameter(_ closure: ClosureExprSyntax) -> String?? {
        guard let signature = closure.signature else { return .some(nil) }
        guard signature.effectSpecifiers == nil, signature.returnClause == nil else { return nil }
        switch signature.parameterClause {
        case .simpleInput(let list)?:
            guard list.count == 1, let only = list.first else { return nil }
            return .some(only.name.text)
        case .parameterClause(let clause)?:
            guard clause.parameters.count == 1, let only = clause.parameters.first else { return nil }
            return .some((only.secondName ?? only.firstName).text)
        case nil:
            return .some(nil)
        }
    }

    /// A `filter`/`map` closure of one expression that takes one value and never names `self`.
    private static func pureSingleExpression(_ closure: ClosureExprSyntax) -> Bool {
        guard closure.signature?.capture == nil, closureParameter(closure) != nil, closure.statements.count == 1,
              case .expr = closure.statements.first?.item else { return false }
        return !closure.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.self) || $0.tokenKind == .keyword(.Self) }
    }

    /// How a sink closure uses `self`, as edits that make the body read a non-optional `self`:
    /// with `[weak self]`, `self?.` loses its `?` and `guard let self else { return }` goes. Nil
    /// when `self` is used otherwise (or the capture list holds something else).
    package static func selfUses(in closure: ClosureExprSyntax) -> [(Range<Int>, String)]? {
        var weak = false
        if let capture = closure.signature?.capture {
            guard capture.items.count == 1, let item = capture.items.first, item.name.text == "self" else { return nil }
            let specifier = item.specifier?.specifier.text
            guard specifier == "weak" || specifier == "unowned" else { return nil }
            weak = specifier == "weak"
        }
        guard weak else { return [] }
        var edits: [(Range<Int>, String)] = []
        var removed = Set<SyntaxIdentifier>()
        for item in closure.statements {
            guard let guardStmt = item.item.as(GuardStmtSyntax.self), guardStmt.conditions.count == 1,
                  case .optionalBinding(let binding) = guardStmt.conditions.first?.condition,
                  binding.pattern.trimmedDescription == "self",
                  binding.initializer == nil || binding.initializer?.value.trimmedDescription == "self",
                  guardStmt.body.statements.count == 1,
                  guardStmt.body.statements.first?.item.as(ReturnStmtSyntax.self)?.expression == nil else { continue }
            removed.insert(item.id)
            edits.append((item.positionAfterSkippingLeadingTrivia.utf8Offset..<item.endPositionBeforeTrailingTrivia.utf8Offset, ""))
        }
        // After `guard let self else { return }`, `self` is the unwrapped, non-optional one.
        let unwrappedFrom = closure.statements.first { removed.contains($0.id) }?.endPosition
        for token in closure.statements.tokens(viewMode: .sourceAccurate) where token.tokenKind == .keyword(.self) {
            if let item = token.ancestor(CodeBlockItemSyntax.self), removed.contains(item.id), item.parent?.parent?.id == closure.id { continue }
            if let unwrappedFrom, token.position >= unwrappedFrom { continue }
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                  let optional = reference.parent?.as(OptionalChainingExprSyntax.self),
                  optional.parent?.as(MemberAccessExprSyntax.self)?.base?.id == optional.id else { return nil }
            let mark = optional.questionMark
            edits.append((mark.positionAfterSkippingLeadingTrivia.utf8Offset..<mark.endPositionBeforeTrailingTrivia.utf8Offset, ""))
        }
        return edits
    }

    // MARK: Writing the handler

    /// The edits for one migrated class's chains: the `didSet`s, the stored tasks, the handlers,
    /// and the initializer's call (or nothing, with `dropFirst`) in place of each subscription.
    package func combineChainEdits(_ candidate: MigrationCandidate) {
        guard !candidate.combineChains.isEmpty else { return }
        var usedNames = Set<String>()
        for declaration in candidate.declarations + candidate.extensions {
            for token in declaration.declaration.node.tokens(viewMode: .sourceAccurate) {
                if case .identifier = token.tokenKind { usedNames.insert(token.text) }
            }
        }
        // Members get names unused in the class; locals, names unused in the class and their handler.
        func fresh(_ base: String, in names: inout Set<String>) -> String {
            var name = base
            var suffix = 2
            while names.contains(name) {
                name = base + String(suffix)
                suffix += 1
            }
            names.insert(name)
            return name
        }
        func fresh(_ base: String) -> String { fresh(base, in: &usedNames) }
        let isMainActor = candidate.declarations.first.map { declaration in
            index.semantics.type(of: declaration.declaration, inFile: declaration.file.path).map { index.semantics.globalActor(of: $0) == "MainActor" } ?? false
        } ?? false
        var didSetLines: [String: [String]] = [:]
        var storedLines: [String: [String]] = [:]
        var handlersByInitializer: [FilePosition: (InitializerDeclSyntax, SourceFile, [String])] = [:]
        var initializerOrder: [FilePosition] = []
        for chain in candidate.combineChains {
            guard let published = candidate.publishedProperties[chain.property] else { continue }
            let file = chain.file
            let text = text(of: file)
            let indent = text.indentation(ofLineAt: chain.initializer.positionAfterSkippingLeadingTrivia.utf8Offset)
            let unit = text.indentUnit
            let handler = fresh(chain.property + "Changed")
            didSetLines[chain.property, default: []].append(chain.comparesOldValue
                ? "if \(chain.property) != oldValue { \(handler)() }" : "\(handler)()")
            // The statement in the initializer: the first delivery, or nothing with `dropFirst`.
            let statementStart = chain.statement.positionAfterSkippingLeadingTrivia.utf8Offset
            if chain.dropsFirst {
                add(text.lineRemoval(statementStart, chain.statement.endPositionBeforeTrailingTrivia.utf8Offset), in: file)
            } else {
                add(TextEdit(range: statementStart..<chain.statement.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "\(handler)()"), in: file)
            }
            var body: [String] = []
            var depth = 1
            func line(_ text: String) { body.append(String(repeating: unit, count: depth) + text) }
            // The value is named as the sink's parameter when no `map` renames it on the way.
            var locals = usedNames
            let valueBase = "new" + chain.property.prefix(1).uppercased() + chain.property.dropFirst()
            var value: String
            if case .sink(let closure) = chain.terminal, let parameter = Self.closureParameter(closure), let name = parameter,
               name != "_", !chain.stages.contains(where: { if case .map = $0 { true } else { false } }) {
                value = name
            } else {
                value = fresh(valueBase, in: &locals)
            }
            // `let query = query` would read the local being declared: name the property through `self`.
            line("let \(value) = \(value == chain.property ? "self." : "")\(chain.property)")
            var inTask = false
            for stage in chain.stages {
                switch stage {
                case .dropFirst, .removeDuplicatesOnSource:
                    continue
                case .removeDuplicates:
                    let last = fresh(handler + "Delivered")
                    storedLines[chain.property, default: []].append("@ObservationIgnored private var \(last): \(storageValueType(published) ?? "Never")?")
                    let prefix = inTask ? "self." : ""
                    line("guard \(value) != \(prefix)\(last) else { return }")
                    line("\(prefix)\(last) = \(value)")
                case .filter(let closure):
                    line("guard \(Self.substituted(closure, value: value)) else { return }")
                case .map(let closure):
                    let next = fresh(valueBase, in: &locals)
                    line("let \(next) = \(Self.substituted(closure, value: value))")
                    value = next
                case .debounce, .delay, .receiveOnMain:
                    let capture = "\(isMainActor ? "" : "@MainActor ")[weak self] in"
                    if case .debounce = stage {
                        let task = fresh(handler + "Task")
                        storedLines[chain.property, default: []].append("@ObservationIgnored private var \(task): Task<Void, Never>?")
                        line("\(task)?.cancel()")
                        line("\(task) = Task { \(capture)")
                    } else {
                        line("Task { \(capture)")
                    }
                    depth += 1
                    switch stage {
                    case .debounce(let duration), .delay(let duration):
                        line("try? await Task.sleep(for: \(duration))")
                        line("guard !Task.isCancelled, let self else { return }")
                    default:
                        line("guard let self else { return }")
                    }
                    inTask = true
                }
            }
            switch chain.terminal {
            case .assign(let property):
                line("\(inTask ? "self." : "")\(property) = \(value)")
            case .sink(let closure):
                if let parameter = Self.closureParameter(closure), let name = parameter, name != "_", name != value {
                    line("let \(name) = \(value)")
                }
                let statements = Self.sinkBody(closure, value: value)
                for statement in statements { line(statement) }
            }
            while depth > 1 {
                depth -= 1
                line("}")
            }
            // A value nothing reads (`sink { _ in … }`) is not bound.
            if let first = body.first, first.hasPrefix(unit + "let \(value) = "), !body.dropFirst().contains(where: { Self.names($0, value) }) {
                body.removeFirst()
            }
            let method = ["private func \(handler)() {"] + body + ["}"]
            let key = FilePosition(file, chain.initializer.position)
            if handlersByInitializer[key] == nil {
                handlersByInitializer[key] = (chain.initializer, file, [])
                initializerOrder.append(key)
            }
            handlersByInitializer[key]!.2.append(method.map { $0.isEmpty ? "" : indent + $0 }.joined(separator: "\n"))
        }
        // `didSet` and stored tasks on each property.
        for (name, lines) in didSetLines.sorted(by: { $0.key < $1.key }) {
            guard let published = candidate.publishedProperties[name],
                  let file = candidate.declarations.first(where: { $0.file.handle.owns(published.decl) })?.file else { continue }
            let text = text(of: file)
            let indent = text.indentation(ofLineAt: published.decl.positionAfterSkippingLeadingTrivia.utf8Offset)
            let unit = text.indentUnit
            let observer = lines.count == 1
                ? " {\n\(indent)\(unit)didSet { \(lines[0]) }\n\(indent)}"
                : " {\n\(indent)\(unit)didSet {\n" + lines.map { indent + unit + unit + $0 + "\n" }.joined() + "\(indent)\(unit)}\n\(indent)}"
            var insertion = observer
            for stored in storedLines[name] ?? [] { insertion += "\n" + indent + stored }
            add(.insert(insertion, atOffset: published.binding.endPositionBeforeTrailingTrivia.utf8Offset), in: file)
        }
        for key in initializerOrder {
            let (initializer, file, methods) = handlersByInitializer[key]!
            add(.insert(methods.map { "\n\n" + $0 }.joined(), atOffset: initializer.endPositionBeforeTrailingTrivia.utf8Offset), in: file)
        }
    }

    /// A `filter`/`map` closure's expression with its parameter (or `$0`) replaced by `value`.
    private static func substituted(_ closure: ClosureExprSyntax, value: String) -> String {
        guard let expression = closure.statements.first?.item.as(ExprSyntax.self) else { return "true" }
        let parameter = (closureParameter(closure) ?? nil) ?? "$0"
        let base = expression.positionAfterSkippingLeadingTrivia.utf8Offset
        var edits: [(Range<Int>, String)] = []
        for token in expression.tokens(viewMode: .sourceAccurate) where token.text == parameter {
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id { continue }
            edits.append((token.positionAfterSkippingLeadingTrivia.utf8Offset..<token.endPositionBeforeTrailingTrivia.utf8Offset, value))
        }
        return apply(edits, to: expression.trimmedDescription, base: base)
    }

    /// The sink closure's statements, one line each (multi-line statements re-indented), reading a
    /// non-optional `self`, `$0` replaced by `value`.
    private static func sinkBody(_ closure: ClosureExprSyntax, value: String) -> [String] {
        let statements = closure.statements
        guard !statements.isEmpty else { return [] }
        var edits = selfUses(in: closure) ?? []
        for token in statements.tokens(viewMode: .sourceAccurate) where token.tokenKind == .dollarIdentifier("$0") {
            edits.append((token.positionAfterSkippingLeadingTrivia.utf8Offset..<token.endPositionBeforeTrailingTrivia.utf8Offset, value))
        }
        let base = statements.positionAfterSkippingLeadingTrivia.utf8Offset
        let rewritten = apply(edits, to: statements.trimmedDescription, base: base)
        // Lines after the first keep their indentation relative to the least indented of them.
        let lines = rewritten.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let rest = lines.dropFirst().filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        let common = rest.map { $0.prefix(while: { $0 == " " || $0 == "\t" }).count }.min() ?? 0
        return lines.enumerated().map { position, line in
            position == 0 ? line : String(line.dropFirst(min(common, line.prefix(while: { $0 == " " || $0 == "\t" }).count)))
        }.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    }

    /// Whether `line` holds the identifier `name` as a whole word.
    private static func names(_ line: String, _ name: String) -> Bool {
        var rest = Substring(line)
        while let range = rest.range(of: name) {
            let before = range.lowerBound > rest.startIndex ? rest[rest.index(before: range.lowerBound)] : " "
            let after = range.upperBound < rest.endIndex ? rest[range.upperBound] : " "
            let isWordCharacter = { (c: Character) in c.isLetter || c.isNumber || c == "_" }
            if !isWordCharacter(before) && !isWordCharacter(after) { return true }
            rest = rest[range.upperBound...]
        }
        return false
    }

    private static func apply(_ edits: [(Range<Int>, String)], to text: String, base: Int) -> String {
        var bytes = Array(text.utf8)
        for (range, replacement) in edits.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
            let lower = range.lowerBound - base, upper = range.upperBound - base
            guard lower >= 0, upper <= bytes.count, lower <= upper else { continue }
            bytes.replaceSubrange(lower..<upper, with: Array(replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
