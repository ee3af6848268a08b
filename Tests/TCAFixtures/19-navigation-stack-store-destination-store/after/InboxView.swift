import ComposableArchitecture
import SwiftUI

struct InboxView: View {
    @Bindable var store: StoreOf<InboxFeature>

    var body: some View {
        NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
            MessageList(store: store.scope(state: \.list, action: \.list))
        } destination: { store in
            MessagePathView(store: store)
        }
    }
}
