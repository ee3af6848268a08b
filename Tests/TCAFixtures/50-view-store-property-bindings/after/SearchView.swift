import ComposableArchitecture
import SwiftUI

@Reducer
struct SearchFeature {
    @ObservableState
    struct State: Equatable {
        var query = ""
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
    @Bindable var store: StoreOf<SearchFeature>

    var body: some View {
        VStack {
            TextField("Search", text: $store.query)
            results
        }
    }

    private var results: some View {
        List(store.results, id: \.self) { Text($0) }
    }
}

// Built from a projection of the state: reads the same path through the store.
struct CountView: View {
    let store: StoreOf<SearchFeature>

    var body: some View {
        Text("\(store.results.count)")
    }
}

// A ViewState kept in a property: folded into State (a computed field) like WithViewStore's.
struct SummaryView: View {

    let store: StoreOf<SearchFeature>

    var body: some View {
        Text(store.title)
    }
}

extension SearchFeature.State {
    var title: String {
        "\(self.results.count) results"
    }
}
