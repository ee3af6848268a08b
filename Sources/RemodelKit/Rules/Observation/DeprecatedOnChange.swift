import SwiftSyntax

/// `.onChange(of:perform:)` with a one-parameter action — deprecated in iOS 17, the release that
/// `@Observable` requires. The fix rewrites the action to the two-parameter (or zero-parameter) form.
struct DeprecatedOnChange: Rule {
    static let description = RuleDescription(
        id: "deprecated-on-change",
        title: "Use the Two-Parameter onChange(of:) Action",
        impact: .low,
        impactDescription: "Deprecation warnings on every iOS 17 build; the old form is slated for removal",
        tags: ["onchange", "deprecation", "ios17", "observation", "migration"],
        rationale: """
        iOS 17 deprecated `onChange(of:perform:)`, whose action receives only the new value, in favour \
        of `onChange(of:initial:_:)`, whose action receives the old and the new value — or nothing. \
        Migrating to `@Observable` raises the deployment target to iOS 17, so every one-parameter \
        `onChange` becomes a deprecation warning that buries the warnings that matter.

        Write `{ oldValue, newValue in … }` (or `{ _, newValue in … }`) when the action needs the value, \
        and `{ … }` when it ignores it. Both forms fire at the same moment as the old one; pass \
        `initial: true` only if the action should also run when the view appears.

        **Fix (safe):** `{ newValue in … }` becomes `{ _, newValue in … }`, `{ _ in … }` becomes \
        `{ … }`, `$0` becomes `$1`, and `perform: handler` becomes `{ _, newValue in handler(newValue) }`; \
        nothing else in the call changes. A `perform:` argument that is not a plain function reference \
        (e.g. `perform: makeHandler()`) is reported without a fix, because moving it into a closure would \
        evaluate it on every change. The rule runs only in files that import SwiftUI and only when the \
        minimum iOS version is 17 or later.
        """,
        incorrectLabel: "one-parameter action — deprecated since iOS 17",
        correctLabel: "two-parameter or zero-parameter action",
        incorrect: [
            RuleExample("""
            import SwiftUI

            struct SearchView: View {
                @State private var query = ""
                @State private var results: [String] = []

                var body: some View {
                    TextField("Search", text: $query)
                        .↓onChange(of: query) { newValue in
                            results = [newValue]
                        }
                        .↓onChange(of: results.count) { _ in
                            print("results changed")
                        }
                }
            }
            """, fixed: """
            import SwiftUI

            struct SearchView: View {
                @State private var query = ""
                @State private var results: [String] = []

                var body: some View {
                    TextField("Search", text: $query)
                        .onChange(of: query) { _, newValue in
                            results = [newValue]
                        }
                        .onChange(of: results.count) {
                            print("results changed")
                        }
                }
            }
            """),
            RuleExample("""
            import SwiftUI

            struct PlayerView: View {
                @State private var volume = 0.5
                @State private var isMuted = false

                var body: some View {
                    Text("Volume")
                        .↓onChange(of: volume, perform: store)
                        .↓onChange(of: isMuted) { print($0) }
                        .↓onChange(of: volume, perform: { _ in isMuted = false })
                }

                private func store(_ value: Double) {}
            }
            """, fixed: """
            import SwiftUI

            struct PlayerView: View {
                @State private var volume = 0.5
                @State private var isMuted = false

                var body: some View {
                    Text("Volume")
                        .onChange(of: volume) { _, newValue in store(newValue) }
                        .onChange(of: isMuted) { print($1) }
                        .onChange(of: volume) { isMuted = false }
                }

                private func store(_ value: Double) {}
            }
            """),
            RuleExample("""
            import SwiftUI

            struct SettingsView: View {
                @State private var name = ""
                let model = SettingsStore()

                var body: some View {
                    TextField("Name", text: $name)
                        .↓onChange(of: name) { [weak model] (value: String) in
                            model?.save(value)
                        }
                }
            }

            final class SettingsStore {
                func save(_ name: String) {}
            }
            """, fixed: """
            import SwiftUI

            struct SettingsView: View {
                @State private var name = ""
                let model = SettingsStore()

                var body: some View {
                    TextField("Name", text: $name)
                        .onChange(of: name) { [weak model] (_, value: String) in
                            model?.save(value)
                        }
                }
            }

            final class SettingsStore {
                func save(_ name: String) {}
            }
            """),
            RuleExample("""
            import SwiftUI

            struct CounterView: View {
                @State private var count = 0
                let handlers: [(Int) -> Void] = []

                var body: some View {
                    Text("\\(count)")
                        .↓onChange(of: count, perform: handlers[0])
                }
            }
            """),
        ],
        correct: [
            RuleExample("""
            import SwiftUI

            struct SearchView: View {
                @State private var query = ""
                @State private var results: [String] = []

                var body: some View {
                    TextField("Search", text: $query)
                        .onChange(of: query) { oldValue, newValue in
                            results = [oldValue, newValue]
                        }
                        .onChange(of: results.count) {
                            print("results changed")
                        }
                        .onChange(of: query, initial: true) { print($1) }
                        .onChange(of: results) { [weak store = Store()] in store?.refresh() }
                        .onChange(of: query) { results = results.filter { $0.hasPrefix("a") } }
                }
            }

            final class Store { func refresh() {} }
            """),
            RuleExample("""
            // No SwiftUI: a project's own onChange(of:perform:) API.
            struct Field {
                func onChange(of value: Int, perform action: (Int) -> Void) -> Field { self }
            }

            func configure(_ field: Field) -> Field {
                field.onChange(of: 1) { newValue in print(newValue) }
            }
            """),
            RuleExample("""
            import SwiftUI

            struct Observer: View {
                @State private var count = 0

                var body: some View {
                    Text("Count")
                        .onChange(of: count, { oldValue, newValue in print(oldValue, newValue) })
                        .onReceive(Just(count)) { value in print(value) }
                }
            }
            """),
        ],
        fix: .sometimes
    )

    func check(_ file: SourceFile, context: RuleContext) -> [Violation] {
        guard context.options.minimumIOS >= 17, file.facts.imports.contains("SwiftUI") else { return [] }
        return (file.facts.calls["onChange"] ?? []).compactMap { call in
            guard Self.isDeprecatedForm(call), let name = Self.nameToken(of: call) else { return nil }
            let subject = call.arguments.first.map { $0.expression.trimmedDescription } ?? "value"
            let fix = Self.edits(for: call).map { Fix("Use the two-parameter onChange action", applicability: .safe, edits: $0) }
            return Violation(at: name, "'.onChange(of: \(subject))' uses the one-parameter action deprecated in iOS 17; take '{ oldValue, newValue in }' or no parameters", fix: fix)
        }
    }

    // MARK: Reusable rewrite (the migration engine applies it to the files it touches)

    /// The edits that modernise every deprecated `onChange(of:perform:)` in `file` (whatever it imports).
    public static func edits(in file: SourceFile) -> [TextEdit] {
        (file.facts.calls["onChange"] ?? []).flatMap { call in isDeprecatedForm(call) ? edits(for: call) ?? [] : [] }
    }

    /// The edits for one call, or nil when it is not the deprecated form or has no safe rewrite.
    public static func edits(for call: FunctionCallExprSyntax) -> [TextEdit]? {
        guard isDeprecatedForm(call), let value = call.arguments.first else { return nil }
        if let closure = call.trailingClosure {
            return closureEdits(closure)
        }
        guard let perform = call.arguments.dropFirst().first, let rightParen = call.rightParen else { return nil }
        // Move the action out of the argument list: `x, perform: ` … `)` → `x) ` … .
        let head = TextEdit(
            range: value.expression.endPositionBeforeTrailingTrivia.utf8Offset..<perform.expression.positionAfterSkippingLeadingTrivia.utf8Offset,
            replacement: ") ")
        if let closure = perform.expression.as(ClosureExprSyntax.self) {
            guard let inner = closureEdits(closure) else { return nil }
            let tail = TextEdit(
                range: closure.endPositionBeforeTrailingTrivia.utf8Offset..<rightParen.endPositionBeforeTrailingTrivia.utf8Offset,
                replacement: "")
            return [head] + inner + [tail]
        }
        guard let (callee, label) = functionReference(perform.expression) else { return nil }
        let parameter = callee.contains("newValue") ? "value" : "newValue"
        let argument = label.map { $0 == "_" ? parameter : "\($0): \(parameter)" } ?? parameter
        return [TextEdit(
            range: value.expression.endPositionBeforeTrailingTrivia.utf8Offset..<rightParen.endPositionBeforeTrailingTrivia.utf8Offset,
            replacement: ") { _, \(parameter) in \(callee)(\(argument)) }")]
    }

    // MARK: Shape

    /// `onChange(of: x) { v in }`, `{ _ in }`, `{ $0 }` or `onChange(of: x, perform: …)`.
    static func isDeprecatedForm(_ call: FunctionCallExprSyntax) -> Bool {
        let arguments = Array(call.arguments)
        guard let first = arguments.first, first.label?.text == "of", call.additionalTrailingClosures.isEmpty else { return false }
        if let closure = call.trailingClosure {
            return arguments.count == 1 && takesOneParameter(closure)
        }
        guard arguments.count == 2, arguments[1].label?.text == "perform" else { return false }
        if let closure = arguments[1].expression.as(ClosureExprSyntax.self) { return takesOneParameter(closure) }
        return true
    }

    private static func nameToken(of call: FunctionCallExprSyntax) -> TokenSyntax? {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName }
        return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName
    }

    private static func takesOneParameter(_ closure: ClosureExprSyntax) -> Bool {
        switch closure.signature?.parameterClause {
        case .simpleInput(let list): return list.count == 1
        case .parameterClause(let clause): return clause.parameters.count == 1
        case nil: return !anonymousArguments(in: closure).isEmpty
        }
    }

    /// `$0` tokens of `closure` itself (nested closures have their own).
    private static func anonymousArguments(in closure: ClosureExprSyntax) -> [TokenSyntax] {
        let finder = AnonymousArgumentFinder(viewMode: .sourceAccurate)
        finder.walk(closure.statements)
        return finder.tokens
    }

    // MARK: Rewrites

    private static func closureEdits(_ closure: ClosureExprSyntax) -> [TextEdit]? {
        guard let signature = closure.signature, let parameters = signature.parameterClause else {
            // `{ print($0) }`: the new value is the second argument of the two-parameter form.
            let tokens = anonymousArguments(in: closure)
            guard !tokens.isEmpty, tokens.allSatisfy({ $0.text == "$0" }) else { return nil }
            return tokens.map { TextEdit(replacing: $0, with: "$1") }
        }
        switch parameters {
        case .simpleInput(let list):
            guard let parameter = list.first else { return nil }
            if parameter.name.tokenKind == .wildcard { return [dropIgnoredParameter(parameter.name, signature: signature, closure: closure)] }
            return [.insert("_, ", at: parameter.positionAfterSkippingLeadingTrivia)]
        case .parameterClause(let clause):
            guard let parameter = clause.parameters.first else { return nil }
            let ignored = parameter.firstName.tokenKind == .wildcard && (parameter.secondName == nil || parameter.secondName?.tokenKind == .wildcard)
            if ignored {
                if signature.capture == nil, signature.effectSpecifiers == nil, signature.returnClause == nil, signature.attributes.isEmpty {
                    return [dropSignature(signature, closure: closure)]
                }
                return [TextEdit(replacing: clause, with: "()")]
            }
            return [.insert("_, ", at: parameter.positionAfterSkippingLeadingTrivia)]
        }
    }

    /// `{ _ in body }` → `{ body }`; `{ [weak m] _ in` → `{ [weak m] in`.
    private static func dropIgnoredParameter(_ wildcard: TokenSyntax, signature: ClosureSignatureSyntax, closure: ClosureExprSyntax) -> TextEdit {
        if signature.capture != nil || !signature.attributes.isEmpty {
            return TextEdit(range: wildcard.positionAfterSkippingLeadingTrivia.utf8Offset..<wildcard.endPosition.utf8Offset, replacement: "")
        }
        return dropSignature(signature, closure: closure)
    }

    /// Removes `params in` and the whitespace that separated it, keeping the body's layout.
    private static func dropSignature(_ signature: ClosureSignatureSyntax, closure: ClosureExprSyntax) -> TextEdit {
        let inKeyword = signature.inKeyword
        var start = signature.positionAfterSkippingLeadingTrivia.utf8Offset
        var end = inKeyword.endPositionBeforeTrailingTrivia.utf8Offset
        let trailing = inKeyword.trailingTrivia
        let spacesAfterIn = trailing.pieces.prefix { $0.isSpaceOrTab }.reduce(0) { $0 + $1.sourceLength.utf8Length }
        if trailing.pieces.allSatisfy(\.isSpaceOrTab) {
            end = inKeyword.endPosition.utf8Offset
            let next = inKeyword.nextToken(viewMode: .sourceAccurate)
            if next?.leadingTrivia.first?.isNewline == true, closure.leftBrace.trailingTrivia.pieces.allSatisfy(\.isSpaceOrTab) {
                // `{ _ in⏎ body` → `{⏎ body`
                start = closure.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
            }
        } else {
            end += spacesAfterIn
        }
        return TextEdit(range: start..<end, replacement: "")
    }

    /// `handle`, `self.handle`, `model.save(to:)` → the callee text and its argument label, if spelled;
    /// nil for anything that would be evaluated differently inside a closure.
    private static func functionReference(_ expression: ExprSyntax) -> (callee: String, label: String?)? {
        var parts: [String] = []
        var current: ExprSyntax? = expression
        var argumentLabel: String?
        var isFirst = true
        while let node = current {
            if let reference = node.as(DeclReferenceExprSyntax.self) {
                guard let name = plainName(reference, isLast: isFirst, label: &argumentLabel) else { return nil }
                parts.append(name)
                current = nil
            } else if let member = node.as(MemberAccessExprSyntax.self), let base = member.base {
                guard let name = plainName(member.declName, isLast: isFirst, label: &argumentLabel) else { return nil }
                parts.append(name)
                current = base
            } else {
                return nil
            }
            isFirst = false
        }
        return (parts.reversed().joined(separator: "."), argumentLabel)
    }

    private static func plainName(_ reference: DeclReferenceExprSyntax, isLast: Bool, label: inout String?) -> String? {
        switch reference.baseName.tokenKind {
        case .identifier, .keyword(.self): break
        default: return nil
        }
        if let names = reference.argumentNames {
            guard isLast, names.arguments.count == 1 else { return nil }
            label = names.arguments.first?.name.text
        }
        return reference.baseName.text
    }
}

private final class AnonymousArgumentFinder: SyntaxVisitor {
    var tokens: [TokenSyntax] = []

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if case .dollarIdentifier = node.baseName.tokenKind { tokens.append(node.baseName) }
        return .visitChildren
    }
}

private extension TriviaPiece {
    var isSpaceOrTab: Bool {
        switch self {
        case .spaces, .tabs: return true
        default: return false
        }
    }
}
