import ComposableArchitecture
import SwiftUI

@Reducer
struct SearchFeature {
    @ObservableState
    struct State: Equatable {
        var results: [String] = []
        var isLoading = false
    }
    enum Action {
        case onAppear
        case refresh
        case resultTapped(String)
        case task
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

struct SearchView: View {
    let store: StoreOf<SearchFeature>

    var body: some View {
        List(store.results, id: \.self) { result in
            Button(result) { store.send(.resultTapped(result)) }
        }
        .overlay {
            if store.isLoading { ProgressView() }
        }
        .refreshable { await store.send(.refresh).finish() }
        .onAppear { store.send(.onAppear) }
        .task { await store.send(.task).finish() }
    }
}
