import ComposableArchitecture
import SwiftUI

@Reducer
struct SearchFeature {
    struct State: Equatable {
        @BindingState var query = ""
        var results: [String] = []
    }
    enum Action: BindableAction {
        case binding(BindingAction<State>)
        case clearTapped
    }
    var body: some ReducerOf<Self> {
        BindingReducer()
    }
}

// The view store lives in a property set in init and is read by body and a helper.
struct SearchView: View {
    let store: StoreOf<SearchFeature>
    @ObservedObject var viewStore: ViewStoreOf<SearchFeature>

    init(store: StoreOf<SearchFeature>) {
        self.store = store
        self.viewStore = ViewStore(store, observe: { $0 })
    }

    var body: some View {
        VStack {
            TextField("Search", text: viewStore.$query)
            results
        }
    }

    private var results: some View {
        List(viewStore.results, id: \.self) { Text($0) }
    }
}

// Built from a projection of the state: reads the same path through the store.
struct CountView: View {
    let store: StoreOf<SearchFeature>
    @ObservedObject var viewStore: ViewStore<Int, SearchFeature.Action>

    init(store: StoreOf<SearchFeature>) {
        self.store = store
        self.viewStore = ViewStore(store, observe: { $0.results.count })
    }

    var body: some View {
        Text("\(viewStore.state)")
    }
}

// A ViewState kept in a property: folded into State (a computed field) like WithViewStore's.
struct SummaryView: View {
    struct ViewState: Equatable {
        let title: String
        init(state: SearchFeature.State) { title = "\(state.results.count) results" }
    }

    let store: StoreOf<SearchFeature>
    @ObservedObject var viewStore: ViewStore<ViewState, SearchFeature.Action>

    init(store: StoreOf<SearchFeature>) {
        self.store = store
        self.viewStore = ViewStore(store, observe: ViewState.init)
    }

    var body: some View {
        Text(viewStore.title)
    }
}
