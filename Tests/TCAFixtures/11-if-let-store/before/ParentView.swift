import ComposableArchitecture
import SwiftUI

@Reducer
struct ParentFeature {
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
            IfLetStore(store.scope(state: \.child, action: \.child)) { childStore in
                ChildView(store: childStore)
            } else: {
                Text("Nothing to show")
            }
            IfLetStore(self.store.scope(state: \.banner, action: { .banner($0) })) { bannerStore in
                BannerView(store: bannerStore)
            }
        }
    }
}
