import ComposableArchitecture
import SwiftUI

@Reducer
struct ChildFeature {
    @ObservableState
    struct State: Equatable {
        var count = 0
    }
    enum Action {
        case incrementButtonTapped
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

@Reducer
struct BannerFeature {
    @ObservableState
    struct State: Equatable {
        var message = ""
    }
    enum Action {
        case dismissButtonTapped
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

struct ChildView: View {
    let store: StoreOf<ChildFeature>

    var body: some View {
        Text("Child")
    }
}

struct BannerView: View {
    let store: StoreOf<BannerFeature>

    var body: some View {
        Text("Banner")
    }
}
