import ComposableArchitecture
import SwiftUI

@Reducer
struct ParentFeature {
    @ObservableState
    struct State: Equatable {
        var child: ChildFeature.State?
        var banner: BannerFeature.State?
    }
    enum Action {
        case banner(BannerFeature.Action)
        case child(ChildFeature.Action)
    }
    var body: some ReducerOf<Self> {
        EmptyReducer()
            .ifLet(\.child, action: \.child) { ChildFeature() }
    }
}

struct ParentView: View {
    let store: StoreOf<ParentFeature>

    var body: some View {
        VStack {
            if let childStore = store.scope(state: \.child, action: \.child) {
                ChildView(store: childStore)
            } else {
                Text("Nothing to show")
            }
            if let bannerStore = self.store.scope(state: \.banner, action: \.banner) {
                BannerView(store: bannerStore)
            }
        }
    }
}
