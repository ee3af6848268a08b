import ComposableArchitecture
import SwiftUI

struct HostView: View {
    let store: StoreOf<HostFeature>

    var body: some View {
        IfLetStore(store.scope(state: \.child, action: \.child)) { childStore in
            ChildView(store: childStore)
                .sheet(store: childStore.scope(state: \.$detail, action: \.detail)) { detailStore in
                    DetailView(store: detailStore)
                }
        }
    }
}
