import ComposableArchitecture
import SwiftUI

@Reducer
struct HostFeature {
    @ObservableState
    struct State: Equatable {
        var child: ChildFeature.State?
    }
    enum Action {
        case child(ChildFeature.Action)
    }
    var body: some ReducerOf<Self> {
        EmptyReducer()
            .ifLet(\.child, action: \.child) { ChildFeature() }
    }
}

@Reducer
struct ChildFeature {
    @ObservableState
    struct State: Equatable {
        @Presents var detail: DetailFeature.State?
    }
    enum Action {
        case detail(PresentationAction<DetailFeature.Action>)
    }
    var body: some ReducerOf<Self> {
        EmptyReducer()
            .ifLet(\.$detail, action: \.detail) { DetailFeature() }
    }
}

struct ChildView: View {
    let store: StoreOf<ChildFeature>

    var body: some View {
        Text("Child")
    }
}

@Reducer
struct DetailFeature {
    @ObservableState
    struct State: Equatable {
        var title = ""
    }
    enum Action {
        case doneButtonTapped
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

struct DetailView: View {
    let store: StoreOf<DetailFeature>

    var body: some View {
        Text("Detail")
    }
}
