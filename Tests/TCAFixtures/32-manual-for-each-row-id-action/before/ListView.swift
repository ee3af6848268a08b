import ComposableArchitecture
import SwiftUI

struct ListView: View {
    let store: StoreOf<ListFeature>

    var body: some View {
        List {
            ForEachStore(store.scope(state: \.rows, action: ListFeature.Action.row(id:action:))) { rowStore in
                RowView(store: rowStore)
            }
            ForEachStore(store.scope(state: \.pinned, action: { .pinned(id: $0, action: $1) })) { rowStore in
                RowView(store: rowStore)
            }
        }
    }
}
