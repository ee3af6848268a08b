import ComposableArchitecture
import SwiftUI

struct DashboardView: View {
    let store: StoreOf<DashboardFeature>

    var body: some View {
        VStack {
            Text(store.title)
            Badge(count: store.unreadCount)
                .onTapGesture { store.send(.badgeTapped) }
        }
    }

    @ViewBuilder
    func footer() -> some View {
        Text(store.footnote)
        Text(store.version)
    }

    var summary: some View {
        Group {
            Text(store.title)
            Text(store.footnote)
        }
    }
}
