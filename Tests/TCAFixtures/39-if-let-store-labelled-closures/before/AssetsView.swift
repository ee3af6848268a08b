import ComposableArchitecture
import SwiftUI

struct AssetsView: View {
    let store: StoreOf<AssetsFeature>

    var body: some View {
        List {
            IfLetStore(
                store.scope(
                    state: \.tokens,
                    action: \.child.tokens
                ),
                then: { TokenList(store: $0) },
                else: { EmptyListView(.tokens) }
            )
            IfLetStore(store.scope(state: \.nfts, action: \.child.nfts), then: NFTList.init(store:))
        }
    }
}
