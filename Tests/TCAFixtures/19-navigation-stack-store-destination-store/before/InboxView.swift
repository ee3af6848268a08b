import ComposableArchitecture
import SwiftUI

struct InboxView: View {
    let store: StoreOf<InboxFeature>

    var body: some View {
        NavigationStackStore(self.store.scope(state: \.path, action: \.path)) {
            MessageList(store: store.scope(state: \.list, action: \.list))
        } destination: { store in
            MessagePathView(store: store)
        }
    }
}
