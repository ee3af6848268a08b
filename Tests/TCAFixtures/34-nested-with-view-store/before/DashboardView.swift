import ComposableArchitecture
import SwiftUI

struct DashboardView: View {
    let store: StoreOf<DashboardFeature>

    var body: some View {
        WithViewStore(store, observe: { $0 }) { viewStore in
            VStack {
                Text(viewStore.title)
                WithViewStore(store, observe: \.unreadCount) { unread in
                    Badge(count: unread.state)
                        .onTapGesture { viewStore.send(.badgeTapped) }
                }
            }
        }
    }

    @ViewBuilder
    func footer() -> some View {
        WithViewStore(store, observe: { $0 }) { viewStore in
            Text(viewStore.footnote)
            Text(viewStore.version)
        }
    }

    var summary: some View {
        WithViewStore(store, observe: { $0 }) { viewStore in
            Text(viewStore.title)
            Text(viewStore.footnote)
        }
    }
}
