import ComposableArchitecture
import SwiftUI

struct HostView: View {
    let store: StoreOf<HostFeature>

    var body: some View {
        if let childStore = store.scope(state: \.child, action: \.child) {
            ChildView(store: childStore)
                .sheet(store: childStore.scope(state: \.$detail, action: \.detail)) { detailStore in
                    DetailView(store: detailStore)
                }
        }
    }
}
