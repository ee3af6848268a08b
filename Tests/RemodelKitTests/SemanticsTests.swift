import SwiftSyntax
import Testing
@testable import RemodelKit

/// The semantic layer's answers: type identity, expression types, members and isolation,
/// including the ambiguous and unknown ones.
@Suite struct SemanticsTests {
    private func semantics(_ sources: [String: String]) -> (Semantics, [String: SourceFile]) {
        let files = sources.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) }
        let index = ProjectIndex(files: files)
        return (index.semantics, Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0) }))
    }

    private func name(_ resolution: TypeResolution, _ semantics: Semantics) -> String {
        switch resolution {
        case .type(let type): return semantics.qualifiedName(of: type.id)
        case .ambiguous: return "ambiguous"
        case .unknown(let path): return "unknown " + path
        }
    }

    @Test func nestedTypesWithTheSameNameKeepTheirIdentity() {
        let (semantics, _) = semantics(["A.swift": """
            import SwiftUI
            class StoreV1<S> { final class Context: ObservableObject { @Published var x = 0 } }
            class StoreV2<S> { @Observable final class Context { var x = 0 } }
            struct V: View { @ObservedObject var context: StoreV1<Int>.Context }
            """])
        let scope = Scope(file: "A.swift", enclosing: "V")
        let v1 = semantics.resolve(TypeRef(path: "StoreV1.Context"), in: scope)
        #expect(name(v1, semantics) == "StoreV1.Context")
        let id = try! #require(v1.resolved?.id)
        #expect(semantics.isObservableObject(id))
        #expect(!semantics.isObservable(id))
        let v2 = try! #require(semantics.resolve(TypeRef(path: "StoreV2.Context"), in: scope).resolved?.id)
        #expect(semantics.isObservable(v2) && !semantics.isObservableObject(v2))
        // From inside StoreV2, the bare name means StoreV2's own nested type.
        #expect(name(semantics.resolve(TypeRef(path: "Context"), in: Scope(file: "A.swift", enclosing: "StoreV2")), semantics) == "StoreV2.Context")
        // At top level, `Context` names nothing.
        #expect(name(semantics.resolve(TypeRef(path: "Context"), in: Scope(file: "A.swift", enclosing: nil)), semantics) == "unknown Context")
    }

    @Test func sameNameInTwoFilesPrefersTheFileAndIsAmbiguousElsewhere() {
        let (semantics, _) = semantics([
            "One.swift": "struct AppView {}\n",
            "Two.swift": "struct AppView {}\n",
            "Three.swift": "struct Other {}\n",
        ])
        let fromOne = semantics.resolve(TypeRef(path: "AppView"), in: Scope(file: "One.swift", enclosing: nil))
        #expect(fromOne.resolved.map { semantics.file(of: $0.id) } == "One.swift")
        let fromTwo = semantics.resolve(TypeRef(path: "AppView"), in: Scope(file: "Two.swift", enclosing: nil))
        #expect(fromTwo.resolved.map { semantics.file(of: $0.id) } == "Two.swift")
        let fromThree = semantics.resolve(TypeRef(path: "AppView"), in: Scope(file: "Three.swift", enclosing: nil))
        #expect(name(fromThree, semantics) == "ambiguous")
        #expect(name(semantics.resolve(TypeRef(path: "UIViewController"), in: Scope(file: "Three.swift", enclosing: nil)), semantics) == "unknown UIViewController")
    }

    @Test func sameNameInTwoModulesResolvesByTheLookingFilesModule() {
        // An iOS app's `struct WatchState` and its watch extension's `@Observable class WatchState`
        // (held-out round 3: Trio): the watch views mean the watch target's class.
        let files = [
            SourceFile(path: "App/WatchState.swift", text: "struct WatchState { var carbs = 0 }\n"),
            SourceFile(path: "Watch/WatchState.swift", text: "@Observable final class WatchState { var carbs = 0 }\n"),
            SourceFile(path: "Watch/CarbsView.swift", text: "struct CarbsView { let state: WatchState }\n"),
            SourceFile(path: "Shared/Util.swift", text: "struct Util {}\n"),
        ]
        let modules: [String: Set<String>] = [
            "App/WatchState.swift": ["app"], "Watch/WatchState.swift": ["watch"], "Watch/CarbsView.swift": ["watch"],
            "Shared/Util.swift": ["app", "watch"],
        ]
        let semantics = ProjectIndex(files: files, modulesByPath: modules).semantics
        let fromWatch = semantics.resolve(TypeRef(path: "WatchState"), in: Scope(file: "Watch/CarbsView.swift", enclosing: "CarbsView"))
        #expect(fromWatch.resolved.map { semantics.file(of: $0.id) } == "Watch/WatchState.swift")
        // A file both targets compile cannot tell: ambiguous, as without build settings.
        #expect(name(semantics.resolve(TypeRef(path: "WatchState"), in: Scope(file: "Shared/Util.swift", enclosing: nil)), semantics) == "ambiguous")
        let unmapped = ProjectIndex(files: files).semantics
        #expect(name(unmapped.resolve(TypeRef(path: "WatchState"), in: Scope(file: "Watch/CarbsView.swift", enclosing: nil)), unmapped) == "ambiguous")
    }

    @Test func typealiasesAreFollowedWithTheirGenericArguments() {
        let (semantics, _) = semantics(["A.swift": """
            struct AppState {}
            final class Store<State> { var state: State; init(_ s: State) { state = s } }
            typealias AppStore = Store<AppState>
            typealias StoreOf<F> = Store<F>
            """])
        let scope = Scope(file: "A.swift", enclosing: nil)
        let store = try! #require(semantics.resolve(TypeRef(path: "AppStore"), in: scope).resolved)
        #expect(semantics.qualifiedName(of: store.id) == "Store")
        #expect(store.arguments["State"].map { semantics.qualifiedName(of: $0.id) } == "AppState")
        let member = try! #require(semantics.property(named: "state", in: store))
        #expect(member.type?.resolved.map { semantics.qualifiedName(of: $0.id) } == "AppState")
        let generic = TypeRef([.init("StoreOf", arguments: [TypeRef(path: "AppState")])])
        #expect(semantics.resolve(generic, in: scope).resolved?.arguments["State"].map { semantics.qualifiedName(of: $0.id) } == "AppState")
    }

    @Test func receiverChainsAreTypedAndProjectionsFindTheirProperty() throws {
        let source = """
            import Combine
            @propertyWrapper struct PublishedState<V> { var wrappedValue: V; var projectedValue: Self { self } }
            struct CategoryState { @PublishedState var loading = false }
            struct AppState { var category = CategoryState() }
            final class Store<State> { var state: State; init(_ s: State) { state = s } }
            typealias AppStore = Store<AppState>
            final class ListModel: ObservableObject {
                @Published var loading = false
                private let store = AppStore(AppState())
                static let shared = ListModel()
                func make() -> AppStore { store }
                func f() { _ = store.state.category.$loading; _ = make().state; _ = ListModel.shared.$loading }
            }
            """
        let (semantics, files) = semantics(["A.swift": source])
        let file = try #require(files["A.swift"])
        let scope = Scope(file: "A.swift", enclosing: "ListModel")
        let projections = file.facts.publisherProjections
        let chained = try #require(projections.first { $0.receiver?.trimmedDescription == "store.state.category" })
        let receiverType = try #require(semantics.type(of: chained.receiver!, in: scope))
        #expect(semantics.qualifiedName(of: receiverType.id) == "CategoryState")
        let target = try #require(semantics.projectedProperty("loading", receiver: chained.receiver, in: scope))
        #expect(semantics.qualifiedName(of: target.declaringType) == "CategoryState")
        #expect(target.hasAttribute("PublishedState") && !target.hasAttribute("Published"))
        let shared = try #require(projections.first { $0.receiver?.trimmedDescription == "ListModel.shared" })
        let sharedTarget = try #require(semantics.projectedProperty("loading", receiver: shared.receiver, in: scope))
        #expect(semantics.qualifiedName(of: sharedTarget.declaringType) == "ListModel" && sharedTarget.hasAttribute("Published"))
        // A call's return type, then a member of it.
        let call = try #require(file.tree.tokens(viewMode: .sourceAccurate).first { $0.text == "make" && $0.parent?.parent?.is(FunctionCallExprSyntax.self) == true })
        let makeState = try #require(call.parent?.parent?.parent?.as(MemberAccessExprSyntax.self))
        #expect(semantics.type(of: ExprSyntax(makeState), in: scope).map { semantics.qualifiedName(of: $0.id) } == "AppState")
        // `@ObservedObject var list = ListModel.shared` and `@Dependency(\.store)`.
        let (more, moreFiles) = self.semantics(["B.swift": source + """

            extension DependencyValues { var appStore: AppStore { get { fatalError() } set {} } }
            struct ListScreen {
                var list = ListModel.shared
                @Dependency(\\.appStore) var appStore
                func f() { _ = list.$loading; _ = appStore.state }
            }
            """])
        let screen = Scope(file: "B.swift", enclosing: "ListScreen")
        let listProjection = try #require(moreFiles["B.swift"]?.facts.publisherProjections.first { $0.receiver?.trimmedDescription == "list" })
        #expect(more.projectedProperty("loading", receiver: listProjection.receiver, in: screen).map { more.qualifiedName(of: $0.declaringType) } == "ListModel")
        let screenType = try #require(more.resolve(TypeRef(path: "ListScreen"), in: screen).resolved)
        let dependency = try #require(more.property(named: "appStore", in: screenType))
        #expect(dependency.type?.resolved.map { more.qualifiedName(of: $0.id) } == "Store")
        #expect(dependency.type?.resolved?.arguments["State"].map { more.qualifiedName(of: $0.id) } == "AppState")
        // Unknown stays unknown.
        let unknown = ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier("somethingElse")))
        #expect(semantics.type(of: unknown, in: scope) == nil)
    }

    @Test func membersAreInheritedThroughGenericSuperclassesReachedByTypealias() throws {
        let (semantics, _) = semantics(["A.swift": """
            import Combine
            class StateStoreViewModel<State, Action>: ObservableObject { @Published var viewState: State }
            struct ListState {}
            enum ListAction {}
            typealias VMType = StateStoreViewModel<ListState, ListAction>
            final class ListViewModel: VMType {}
            """])
        let scope = Scope(file: "A.swift", enclosing: nil)
        let vm = try #require(semantics.resolve(TypeRef(path: "ListViewModel"), in: scope).resolved)
        #expect(semantics.classChain(vm).map { semantics.qualifiedName(of: $0.id) } == ["ListViewModel", "StateStoreViewModel"])
        #expect(semantics.isObservableObject(vm.id))
        let viewState = try #require(semantics.property(named: "viewState", in: vm))
        #expect(viewState.hasAttribute("Published"))
        #expect(viewState.type?.resolved.map { semantics.qualifiedName(of: $0.id) } == "ListState")
        #expect(semantics.property(named: "missing", in: vm) == nil)
    }

    @Test func isolationComesFromAttributesSuperclassesAndMainActorProtocols() throws {
        let (semantics, _) = semantics(["A.swift": """
            import UIKit
            @Observable final class Prefetcher: NSObject, UICollectionViewDataSourcePrefetching {}
            final class LaterConformance: NSObject {}
            extension LaterConformance: UITableViewDataSource {}
            @MainActor protocol Screen {}
            final class Presenter: Screen {}
            @MainActor class Base {}
            final class Derived: Base {}
            final class Controller: UIViewController {}
            actor Worker {}
            final class Plain {}
            """])
        let scope = Scope(file: "A.swift", enclosing: nil)
        func actor(_ name: String) -> String? {
            semantics.resolve(TypeRef(path: name), in: scope).resolved.flatMap { semantics.globalActor(of: $0.id) }
        }
        #expect(actor("Prefetcher") == "MainActor")
        #expect(actor("LaterConformance") == nil)
        #expect(actor("Presenter") == "MainActor")
        #expect(actor("Derived") == "MainActor")
        #expect(actor("Controller") == "MainActor")
        #expect(actor("Worker") == nil)
        #expect(actor("Plain") == nil)
    }
}
