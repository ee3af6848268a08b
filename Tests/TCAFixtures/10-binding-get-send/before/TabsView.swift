import ComposableArchitecture
import SwiftUI

@Reducer
struct TabsFeature {
    struct State: Equatable {
        var selectedTab = 0
        var query = ""
        var volume = 0.5
    }
    enum Action {
        case queryChanged(String)
        case tabSelected(Int)
        case volumeChanged(Double)
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

struct TabsView: View {
    let store: StoreOf<TabsFeature>

    var body: some View {
        WithViewStore(store, observe: { $0 }) { viewStore in
            TabView(selection: viewStore.binding(get: \.selectedTab, send: { .tabSelected($0) })) {
                TextField(
                    "Search",
                    text: viewStore.binding(
                        get: \.query,
                        send: TabsFeature.Action.queryChanged
                    )
                )
                .tag(0)
                Slider(value: viewStore.binding(get: { $0.volume }, send: { TabsFeature.Action.volumeChanged($0) }))
                    .tag(1)
            }
        }
    }
}
