import ComposableArchitecture
import SwiftUI

struct ShelfView: View {
    let store: StoreOf<ShelfFeature>

    var body: some View {
        List {
            ForEachStore(store.scope(state: \.books, action: \.books)) { bookStore in
                BookRow(store: bookStore)
            }
            IfLetStore(store.scope(state: \.banner, action: \.banner)) { bannerStore in
                BannerView(store: bannerStore)
            }
        }
        .alert(store: store.scope(state: \.$alert, action: \.alert))
    }
}
