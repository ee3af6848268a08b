import ComposableArchitecture
import SwiftUI

@Reducer
struct TabsFeature {
    @ObservableState
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
    @Bindable var store: StoreOf<TabsFeature>

    var body: some View {
        TabView(selection: $store.selectedTab.sending(\.tabSelected)) {
            TextField(
                "Search",
                text: $store.query.sending(\.queryChanged)
            )
            .tag(0)
            Slider(value: $store.volume.sending(\.volumeChanged))
                .tag(1)
        }
    }
}
