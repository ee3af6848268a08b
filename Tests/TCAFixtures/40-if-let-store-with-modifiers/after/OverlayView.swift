import ComposableArchitecture
import SwiftUI

struct OverlayView: View {
    let store: StoreOf<OverlayFeature>

    var body: some View {
        Group {
            if let store = store.scope(state: \.hud, action: \.hud) {
                HUDView(store: store)
            }
        }
        .task { await store.send(.task).finish() }
    }
}
