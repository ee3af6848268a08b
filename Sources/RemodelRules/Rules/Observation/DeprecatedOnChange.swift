import SwiftSyntax
import RemodelCore

/// `.onChange(of:perform:)` with a one-parameter action — deprecated in iOS 17, the release that
/// `@Observable` requires. The fix rewrites the action to the two-parameter (or zero-parameter) form.
struct DeprecatedOnChange: Rule {
    package static let description = RuleDescription(
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

        A closure without a parameter list that uses `$1` (`{ isSearching = $1 }`) already takes the \
        old and the new value — the iOS 17 form — and is not reported; only one whose own anonymous \
        arguments are all `$0` is (a `$1` in a nested closure belongs to that closure).

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

            struct ScoreView: View {
                @State private var scores: [Int] = []
                @State private var total = 0

                var body: some View {
                    Text("Total")
                        .↓onChange(of: scores) { total = $0.reduce(0) { $0 + $1 } }
                }
            }
            """, fixed: """
            import SwiftUI

            struct ScoreView: View {
                @State private var scores: [Int] = []
                @State private var total = 0

                var body: some View {
                    Text("Total")
                        .onChange(of: scores) { total = $1.reduce(0) { $0 + $1 } }
                }
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
            import SwiftUI

            struct SearchBar: View {
                @State private var query = ""
                @State private var isFocused = false
                @State private var isSearching = false
                @State private var history: [String] = []

                var body: some View {
                    TextField("Search", text: $query)
                        .onChange(of: isFocused) { isSearching = $1 }
                        .onChange(of: query) {
                            if !$1.isEmpty { history.append($1) }
                        }
                        .onChange(of: query) { print($0, $1) }
                }
            }
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
        fix: .sometimes(.safe)
    )

    package func check(_ file: SourceFile, context: RuleContext) -> [Violation] {
        // The indexer counted the deprecated form (`OnChangeForm`): most files need no syntax.
        guard file.facts.imports.contains("SwiftUI"), file.facts.deprecatedOnChangeCount > 0 else { return [] }
        // Below iOS 17 nothing is deprecated: with no `available` in the text, no call is in a
        // raised context either, so the calls' syntax need not be read (nor a released tree parsed).
        let target = context.options.deploymentTarget
        if target.isKnown, !target.supportsObservation, !file.mentions("available") { return [] }
        return (file.facts.calls["onChange"] ?? []).compactMap { call in
            guard OnChangeForm.isDeprecated(call), let name = OnChangeRewrite.nameToken(of: call) else { return nil }
            // Deprecated from iOS 17 / macOS 14: below that there is no deprecation, and the
            // two-parameter form does not exist.
            guard context.options.supportsObservation(at: call) else { return nil }
            let subject = call.arguments.first.map { $0.expression.trimmedDescription } ?? "value"
            let fix = OnChangeRewrite.edits(for: call).map { Fix("Use the two-parameter onChange action", applicability: .safe, edits: $0) }
            return Violation(at: name, "'.onChange(of: \(subject))' uses the one-parameter action deprecated in iOS 17; take '{ oldValue, newValue in }' or no parameters", fix: fix)
        }
    }
}
