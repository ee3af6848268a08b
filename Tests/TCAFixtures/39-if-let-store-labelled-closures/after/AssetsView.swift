import ComposableArchitecture
import SwiftUI

struct AssetsView: View {
    let store: StoreOf<AssetsFeature>

    var body: some View {
        List {
            if let store = store.scope(
                    state: \.tokens,
                    action: \.child.tokens
                ) {
                TokenList(store: store)
            } else {
                EmptyListView(.tokens)
            }
            if let store = store.scope(state: \.nfts, action: \.child.nfts) {
                NFTList(store: store)
            }
        }
    }
}
