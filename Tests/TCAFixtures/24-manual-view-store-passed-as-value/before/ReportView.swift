import ComposableArchitecture
import SwiftUI

@Reducer
struct ReportFeature {
    struct State: Equatable {
        var title = ""
        var rows: [String] = []
    }
    enum Action {
        case refresh
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

struct ReportView: View {
    let store: StoreOf<ReportFeature>

    var body: some View {
        WithViewStore(store, observe: { $0 }) { viewStore in
            VStack {
                Text(viewStore.title)
                ReportTable(viewStore: viewStore)
            }
        }
    }
}
