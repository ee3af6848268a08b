import ComposableArchitecture
import SwiftUI

@Reducer
struct SearchFeature {
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
        WithViewStore(self.store, observe: { $0 }) { viewStore in
            List(viewStore.results, id: \.self) { result in
                Button(result) { viewStore.send(.resultTapped(result)) }
            }
            .overlay {
                if viewStore.isLoading { ProgressView() }
            }
            .refreshable { await viewStore.send(.refresh).finish() }
            .onAppear { viewStore.send(.onAppear) }
            .task { await viewStore.send(.task).finish() }
        }
    }
}
