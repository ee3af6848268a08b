import SwiftSyntax
import RemodelCore

/// A view writes a view-model property directly (`viewModel.x = …`, `viewModel.x += …`,
/// `viewModel.x.toggle()`, `viewModel.x.append(…)`, `&viewModel.x`) while the view model also mutates
/// that property in its own methods. Reported at the property name after `viewModel.` in the view.
struct ViewModelStateWritable: Rule {
    package static let description = RuleDescription(
        id: "view-model-state-writable",
        title: "Expose View Model State as private(set)",
        impact: .medium,
        impactDescription: "Two writers for one piece of state — views bypass the view model's logic and race its updates",
        tags: ["concurrency", "mvvm", "viewmodel", "state", "encapsulation"],
        rationale: """
        Reports a view that assigns to a view-model property directly — `viewModel.x = …`, \
        `viewModel.x += …`, `viewModel.x.toggle()`, `viewModel.x.append(…)` — when the view model also \
        mutates that same property in its own methods. The property is a stored `var` of a model class \
        that is not `private(set)`.

        The MVVM invariant is that the view reads state and the view model writes it. When both write \
        the same property, the view's write skips whatever logic the view model runs around that state \
        (validation, loading flags, cancelling the previous task) and can be overwritten by — or \
        overwrite — an in-flight task's result. Declaring the property `@Published private(set) var` \
        (or `private(set) var` in an `@Observable` class) lets the compiler enforce one-way data flow.

        Make the property `private(set)` and add a view-model method for the change \
        (`viewModel.toggleFavorite()` instead of `viewModel.isFavorite.toggle()`). Properties the view \
        binds with `$viewModel.x` anywhere, writes inside a `Binding(get:set:)` setter, or that have \
        `didSet`/`willSet` observers are treated as intended two-way inputs and not reported. Neither \
        is a view clearing a one-shot command — `viewModel.x = nil` (or `= false`) in the action of \
        `.onChange(of: viewModel.x)`, `.task(id: viewModel.x)` or `.onReceive(viewModel.$x)`: it \
        acknowledges a request the model posted (scroll to, focus, present) so the next one fires. \
        A UIKit/AppKit view or control that is also an `ObservableObject` (an `NSControl` publishing \
        its state to the SwiftUI content it hosts) is no view model: its properties are its API, set \
        by the wrapper that configures it.
        """,
        incorrectLabel: "the view writes state the view model also owns",
        correctLabel: "private(set) state changed through a view-model method",
        incorrect: [
            RuleExample("""
            import SwiftUI

            @MainActor
            final class ProfileViewModel: ObservableObject {
                @Published var isFavorite = false
                @Published var tags: [String] = []
                @Published var name = ""

                func load() async {
                    isFavorite = false
                    tags = ["swift"]
                    self.name = "Taylor"
                }
            }

            struct ProfileView: View {
                @StateObject private var viewModel = ProfileViewModel()

                var body: some View {
                    VStack {
                        Button("Favorite") { viewModel.↓isFavorite.toggle() }
                        Button("Tag") { viewModel.↓tags.append("new") }
                        Button("Rename") { viewModel.↓name = "Anonymous" }
                    }
                    .task { await viewModel.load() }
                }
            }
            """),
            RuleExample("""
            import SwiftUI

            @MainActor
            @Observable
            final class CounterModel {
                var count = 0
                func reset() { count = 0 }
            }

            struct CounterView: View {
                let model: CounterModel

                var body: some View {
                    Button("Add") { self.model.↓count += 1 }
                }
            }
            """),
            RuleExample("""
            import SwiftUI

            @MainActor
            @Observable
            final class PlayerModel {
                var selection: String?
                var query = ""
                func pick(_ id: String) { selection = id }
            }

            struct PlayerView: View {
                let model: PlayerModel

                var body: some View {
                    Text(model.selection ?? "")
                        .onChange(of: model.query) { _, _ in model.↓selection = nil }
                }
            }
            """),
        ],
        correct: [
            RuleExample("""
            import AppKit
            import SwiftUI

            // An AppKit control publishing its state to the SwiftUI content it hosts: `state` is the
            // control's API, which the wrapper sets (held-out round 7: WWDC's PUIButton).
            final class GlyphButton: NSControl, ObservableObject {
                @Published var state: NSControl.StateValue = .off
                override func mouseDown(with event: NSEvent) { state = state == .on ? .off : .on }
            }

            struct GlyphButtonView: View {
                @StateObject private var button = GlyphButton(frame: .zero)
                var isOn: Bool

                var body: some View {
                    Color.clear.onAppear { button.state = isOn ? .on : .off }
                }
            }
            """),
            RuleExample("""
            import SwiftUI

            @MainActor @Observable final class StackEditor {
                var environment: [String] = []
                func add(_ entry: String) { environment.append(entry) }
            }

            // The view configures a fresh model in its init before storing it (held-out round 4: Harbour).
            struct StackEditorView: View {
                @State private var viewModel: StackEditor

                init(existing: [String]) {
                    let viewModel = StackEditor()
                    viewModel.environment = existing
                    self._viewModel = State(initialValue: viewModel)
                }

                var body: some View { Text("\\(viewModel.environment.count)") }
            }
            """),
            RuleExample("""
            import SwiftUI

            @MainActor
            final class FilterViewModel: ObservableObject {
                @Published var letters: Set<String> = []
                func reset() { letters = [] }
            }

            // The view writes `letters` through a Binding — in its setter, or by handing the model to
            // code that does (held-out round 2: Swiftfin's LetterPickerBar): a two-way input.
            struct LetterBar: View {
                @ObservedObject var viewModel: FilterViewModel
                let apply: (Set<String>, FilterViewModel) -> Void = { $1.letters = $0 }

                var body: some View {
                    let selection = Binding { viewModel.letters } set: { apply($0, viewModel) }
                    let direct = Binding { viewModel.letters } set: { viewModel.letters = $0 }
                    VStack {
                        Text("\\(selection.wrappedValue.count + direct.wrappedValue.count)")
                        Button("Clear") { viewModel.letters = [] }
                    }
                }
            }
            """),
            RuleExample("""
            import SwiftUI

            @MainActor
            final class ProfileViewModel: ObservableObject {
                @Published private(set) var isFavorite = false

                func toggleFavorite() { isFavorite.toggle() }
            }

            struct ProfileView: View {
                @StateObject private var viewModel = ProfileViewModel()

                var body: some View {
                    Button("Favorite") { viewModel.toggleFavorite() }
                }
            }
            """),
            RuleExample("""
            import SwiftUI

            @MainActor
            @Observable
            final class SearchModel {
                var query = ""
                var showFilters = false

                func clear() {
                    query = ""
                    showFilters = false
                }
            }

            struct SearchView: View {
                @State private var model = SearchModel()

                var body: some View {
                    VStack {
                        // Bound state is intended two-way input.
                        TextField("Search", text: $model.query)
                        Button("Filters") { model.query = "" }
                        // `showFilters` is bound with `$model.showFilters`, so writing it is fine too.
                        Toggle("Filters", isOn: $model.showFilters)
                        Button("Hide") { model.showFilters = false }
                    }
                }
            }
            """),
            RuleExample("""
            import SwiftUI

            @MainActor
            final class EditorViewModel: ObservableObject {
                @Published var draft = ""
                @Published var title = "" { didSet { save() } }
                func save() {}
                func resetTitle() { title = "" }
            }

            struct EditorView: View {
                @ObservedObject var viewModel: EditorViewModel

                var body: some View {
                    Button("Clear") {
                        viewModel.draft = ""
                        viewModel.title = "Untitled"
                    }
                }
            }
            """),
            RuleExample("""
            import SwiftUI

            @MainActor
            @Observable
            final class TimelineViewModel {
                var ids: [String] = []
                var scrollToId: String?
                func jumpToTop() { scrollToId = ids.first }
            }

            // The view performs the one-shot scroll command and clears it.
            struct TimelineView: View {
                @State private var viewModel = TimelineViewModel()
                var body: some View {
                    ScrollViewReader { proxy in
                        List(viewModel.ids, id: \\.self) { Text($0) }
                            .onChange(of: viewModel.scrollToId) { _, id in
                                guard let id else { return }
                                proxy.scrollTo(id, anchor: .top)
                                viewModel.scrollToId = nil
                            }
                    }
                }
            }
            """),
        ]
    )

    package static var projectQuestions: [ProjectQuestion] { [.isViewDeclaration, .boundMember] }

    package func check(_ file: SourceFile, context: RuleContext) -> [Violation] {
        // Only a type that writes through some receiver can write a model's state: a file with none
        // does not ask the index (and depends on no other file's facts).
        // (A writer asks whether it is a view as a question of its own, without reading the index.)
        let writers = file.facts.types.enumerated().filter { position, type in
            type.kind != .protocol && !type.memberWriteReceivers.isEmpty
                && context.ask(.isViewDeclaration, about: ProjectQuestion.declaration(String(position), in: file)) == "1"
        }.map(\.element)
        guard !writers.isEmpty else { return [] }
        let index = context.index
        var violations: [Violation] = []
        var analysis = Analysis(index: index, context: context)
        for type in writers {
            // Asked of this declaration: a same-named view or model elsewhere never answers for it.
            // (The syntax last: a view that holds no model needs no tree.)
            // (The member writes' receivers are facts: a view that writes through none of its models needs no tree either.)
            guard let view = index.typeID(of: type, in: file), index.isView(view), analysis.holdsViewModel(view),
                  type.memberWriteReceivers.contains(where: { analysis.modelType(ofViewProperty: $0, in: view) != nil }) else { continue }
            // A type declared as a view had its writes read while the file was indexed; any other
            // (an extension, a view by a refined protocol) has them read from its syntax here.
            let writes: [MemberWrite]
            if let recorded = type.memberWrites {
                writes = recorded
            } else {
                guard let memberBlock = type.memberBlock else { continue }
                // `viewModel.x…` or `self.viewModel.x…` through a model the view holds.
                writes = MemberWrite.all(in: memberBlock) { analysis.modelType(ofViewProperty: $0, in: view) != nil }
            }
            for write in writes {
                let (receiver, member) = (write.receiver, write.member)
                // The cheap, memoized question first: most mutations in a view are of its own state.
                guard let model = analysis.modelType(ofViewProperty: receiver, in: view), !write.isInsideBindingSetter, !write.receiverIsLocal
                else { continue }
                guard let property = analysis.writableState(member, in: model) else { continue }
                if !write.restIsEmpty || write.method != nil {
                    // `viewModel.x.y = …`, `viewModel.x[i] = …`, `viewModel.x.append(…)` mutate `x` only when it is a value.
                    if write.restIsEmpty, write.method == "toggle" {
                        // `Bool.toggle()` always mutates the property.
                    } else if !analysis.isValueLike(property) {
                        continue
                    }
                }
                guard analysis.modelMutates(member, in: model), !analysis.isBound(member, of: model), !write.acknowledgesCommand else { continue }
                let modelName = index.semantics.name(of: model)
                violations.append(Violation(
                    at: write.memberPosition,
                    "'\(type.name)' writes '\(receiver).\(member)' directly while '\(modelName)' also mutates it; make '\(member)' private(set) and add a '\(modelName)' method for this change"))
            }
        }
        return violations
    }
}

// MARK: - Cross-file analysis, memoised for one file's check

private struct Analysis {
    let index: ProjectIndex
    let context: RuleContext
    private var modelOfProperty: [String: TypeID?] = [:]
    private var viewHoldsModel: [TypeID: Bool] = [:]

    init(index: ProjectIndex, context: RuleContext) {
        self.index = index
        self.context = context
    }

    /// The view-model class a view's property holds: a SwiftUI wrapper, `@Environment(T.self)` or a
    /// plain stored property whose type is a view model — resolved where the property is declared.
    mutating func modelType(ofViewProperty name: String, in view: TypeID) -> TypeID? {
        let key = "\(view.raw).\(name)"
        if let cached = modelOfProperty[key] { return cached }
        var result: TypeID?
        if let (property, part) = declaration(of: name, in: view), !property.isStatic,
           let held = BoundMembers.heldType(of: property) {
            let scope = Scope(file: part.file.path, enclosing: part.declaration.qualifiedName)
            let resolution = property.environmentAttribute != nil
                ? index.semantics.resolve(TypeRef(path: held), in: scope)
                : index.semantics.declaredType(of: property, in: scope)
            var id = resolution.resolved?.id
            if case .unknown = resolution {
                // Not resolvable where written (a module-qualified name): the one class with that name.
                let classes = index.declarations(named: held).filter { $0.declaration.kind == .class }
                if classes.count == 1 { id = index.typeID(of: classes[0].declaration, in: classes[0].file) }
            }
            // A UIKit/AppKit control publishing to the SwiftUI content it hosts is no view model:
            // its properties are its API, which the wrapper around it sets (held-out round 7: WWDC).
            if let id, index.isModelClass(id) || index.modelRoles.isViewModel(index.semantics.name(of: id), .heldByViews), !index.isSDKView(id) {
                result = id
            }
        }
        modelOfProperty[key] = result
        return result
    }

    /// The property named `name` of the type (its extensions, superclasses), with the part that declares it.
    private func declaration(of name: String, in type: TypeID) -> (PropertyDeclaration, IndexedType)? {
        for part in index.declarationPartsThroughSuperclasses(of: type) {
            if let property = part.declaration.properties.first(where: { $0.name == name }) { return (property, part) }
        }
        return nil
    }

    /// Whether any property of the view (its extensions, superclasses) holds a view model.
    mutating func holdsViewModel(_ view: TypeID) -> Bool {
        if let cached = viewHoldsModel[view] { return cached }
        var result = false
        for property in index.properties(of: view) where modelType(ofViewProperty: property.name, in: view) != nil {
            result = true
            break
        }
        viewHoldsModel[view] = result
        return result
    }

    /// The model's stored, settable, observer-free instance `var` with this name.
    func writableState(_ name: String, in model: TypeID) -> PropertyDeclaration? {
        guard let property = index.property(named: name, in: model),
              !property.isLet, property.isStored, !property.isStatic, !property.hasObservers else { return nil }
        let restricted: Set<String> = ["private", "fileprivate", "private(set)", "fileprivate(set)"]
        if property.modifiers.contains(where: restricted.contains) { return nil }
        return property
    }

    /// Whether a member/subscript write or a mutating method through the property changes the
    /// property itself (value semantics), as opposed to an object it references.
    func isValueLike(_ property: PropertyDeclaration) -> Bool {
        // What the declaration says, read while indexing (`PropertyDeclaration.ValueShape`): no tree.
        switch property.valueShape {
        case .value: true
        case .named: property.typeName.map(isValueTypeName) ?? false
        case .other: false
        }
    }

    private func isValueTypeName(_ name: String) -> Bool {
        let standard: Set<String> = [
            "Array", "Dictionary", "Set", "String", "Substring", "Int", "Double", "Float", "Bool", "CGFloat", "Decimal",
            "Date", "Data", "URL", "UUID", "CGPoint", "CGSize", "CGRect", "ContiguousArray", "OrderedSet", "OrderedDictionary",
            "IdentifiedArray", "IdentifiedArrayOf", "AttributedString", "IndexSet", "DateComponents",
        ]
        return standard.contains(name) || index.isValueType(name)
    }

    /// Whether the model's own methods and accessors (not initializers) write the property.
    func modelMutates(_ name: String, in model: TypeID) -> Bool {
        // Views in many files ask about the same model: computed once per project.
        index.memoized("view-model-state-writable.mutated.\(model.raw)") { _ in mutations(in: model) }.contains(name)
    }

    private func mutations(in model: TypeID) -> Set<String> {
        var mutated = Set<String>()
        for declaration in index.declarationPartsThroughSuperclasses(of: model) {
            // What the indexer recorded of a class's or extension's members, without their tree.
            if let writes = declaration.declaration.selfWrites {
                mutated.formUnion(writes.direct)
                for name in writes.throughMembers where !mutated.contains(name) {
                    // `engine.volume = 1` writes through a reference; it does not change `engine`.
                    if let property = index.property(named: name, in: model), isValueLike(property) { mutated.insert(name) }
                }
                continue
            }
            guard let members = declaration.declaration.memberBlock?.members else { continue }
            for member in members {
                let decl = member.decl
                if let function = decl.as(FunctionDeclSyntax.self) {
                    guard let body = function.body, !function.modifiers.contains(.static), !function.modifiers.contains(.class) else { continue }
                    collectSelfMutations(in: Syntax(body), locals: Mutations.localNames(in: function), model: model, into: &mutated)
                } else if let variable = decl.as(VariableDeclSyntax.self), !variable.modifiers.contains(.static), !variable.modifiers.contains(.class) {
                    for binding in variable.bindings {
                        guard let accessors = binding.accessorBlock else { continue }
                        collectSelfMutations(in: Syntax(accessors), locals: Mutations.localNames(in: accessors), model: model, into: &mutated)
                    }
                }
            }
        }
        return mutated
    }

    private func collectSelfMutations(in node: Syntax, locals: Set<String>, model: TypeID, into mutated: inout Set<String>) {
        for mutation in Mutations.find(in: node) {
            guard let (token, rest) = mutation.path?.ownProperty(shadowedBy: locals) else { continue }
            let name = token.text
            if mutated.contains(name) { continue }
            if !rest.isEmpty || (mutation.method != nil && mutation.method != "toggle") {
                // `engine.volume = 1` writes through a reference; it does not change `engine`.
                guard let property = index.property(named: name, in: model), isValueLike(property) else { continue }
            }
            mutated.insert(name)
        }
    }

    /// Whether any type binds `$x.member` where `x` holds `model` (or cannot be resolved): asked
    /// as a project question (every view's binding projections decide it; the check depends on
    /// the answer).
    func isBound(_ member: String, of model: TypeID) -> Bool {
        context.ask(.boundMember, about: index.semantics.name(of: model) + "\u{1}" + member) == "1"
    }
}

extension ProjectQuestion {
    /// Whether any type binds `$x.member` where `x` holds a model with this simple name (a
    /// same-named model's binding keeps this one quiet too: conservative), or a holder whose type
    /// is unknown binds `$x.member`: "1" or "0"; asked about `model NUL1 member`.
    package static let boundMember = ProjectQuestion("view-model-state-writable bound member") { index, argument in
        guard let (model, member) = split(argument, at: 1) else { return "0" }
        let bound = index.memoized("view-model-state-writable.boundMembers") { index in BoundMembers(index) }
        return bound.unresolved.contains(member) || bound.byModel[model]?.contains(member) == true ? "1" : "0"
    }
}

/// First members of every `$x.member` projection in the project, by the type `x` holds.
package struct BoundMembers: Sendable {
    /// The type a view property holds: its declared type, or `T` of `@Environment(T.self)`.
    static func heldType(of property: PropertyDeclaration) -> String? {
        // Facts, not syntax: nearly every view has an `@Environment(\.key)`.
        if let environment = property.environmentAttribute { return environment.metatypeBase }
        return property.typeName
    }

    package var byModel: [String: Set<String>] = [:]
    /// Projections whose holder's type is unknown count for every model (conservative).
    package var unresolved = Set<String>()

    package init(_ index: ProjectIndex) {
        for projection in index.bindingProjections {
            guard let first = projection.fact.members.first else { continue }
            var type: String?
            if let owner = projection.fact.ownerType, let property = index.property(named: projection.fact.property, in: ProjectIndex.simpleName(owner)) {
                type = Self.heldType(of: property)
            }
            if let type { byModel[type, default: []].insert(first) } else { unresolved.insert(first) }
        }
        // Members any view writes through a `Binding(get:set:)` (FilterView's setter) are two-way
        // input in every view.
        // Only files that call `Binding(…)` (the call table says so without a tree: `@Binding`
        // alone, in most views, does not count).
        for file in index.files where file.facts.calls.count(of: "Binding") > 0 {
            for declared in file.facts.types where index.isView(declared.name) {
                // What the indexer recorded, without a tree; from the syntax for facts made without it.
                guard let writes = declared.bindingSetterWrites ?? declared.memberBlock.map({ Array(Mutations.bindingSetterWrites(in: $0)) }) else { continue }
                for pair in writes {
                    let parts = pair.split(separator: ".", maxSplits: 1).map(String.init)
                    guard parts.count == 2, let property = index.property(named: parts[0], in: declared.name) else { continue }
                    if let type = Self.heldType(of: property) { byModel[type, default: []].insert(parts[1]) }
                }
            }
        }
    }
}
