import ComposableArchitecture
import SwiftUI

struct OverlayView: View {
    let store: StoreOf<OverlayFeature>

    var body: some View {
        IfLetStore(store.scope(state: \.hud, action: \.hud)) {
            HUDView(store: $0)
        }
        .task { await store.send(.task).finish() }
    }
}
