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
        List(self.store.results, id: \.self) { result in
            Button(result) { self.store.send(.resultTapped(result)) }
        }
        .overlay {
            if self.store.isLoading { ProgressView() }
        }
        .refreshable { await self.store.send(.refresh).finish() }
        .onAppear { self.store.send(.onAppear) }
        .task { await self.store.send(.task).finish() }
    }
}
