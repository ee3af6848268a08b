import ComposableArchitecture
import SwiftUI

struct ShelfView: View {
    @Perception.Bindable var store: StoreOf<ShelfFeature>

    var body: some View {
        WithPerceptionTracking {
            List {
                ForEach(store.scope(state: \.books, action: \.books)) { bookStore in
                    BookRow(store: bookStore)
                }
                if let bannerStore = store.scope(state: \.banner, action: \.banner) {
                    BannerView(store: bannerStore)
                }
            }
            .alert($store.scope(state: \.alert, action: \.alert))
        }
    }
}
