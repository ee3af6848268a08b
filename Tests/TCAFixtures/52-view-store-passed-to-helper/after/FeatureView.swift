import ComposableArchitecture
import SwiftUI

@Reducer
struct Feature {
    @ObservableState
    struct State: Equatable {
        var title = ""
        var viewState: ViewState { ViewState(title: title) }
        struct ViewState: Equatable { var title: String }
    }
    enum Action { case tap }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

// The view store is handed to a helper typed ViewStore: `store.viewState` would not fit it.
struct FeatureView: View {
    let store: StoreOf<Feature>
    var body: some View {
        WithViewStore(store, observe: \.viewState) { viewStore in
            header(with: viewStore)
        }
    }
    func header(with viewStore: ViewStore<Feature.State.ViewState, Feature.Action>) -> some View {
        Text(viewStore.title)
    }
}
