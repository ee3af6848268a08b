import ComposableArchitecture
import SwiftUI

@Reducer
struct ShelfFeature {
    @ObservableState
    struct State: Equatable {
        @Presents var alert: AlertState<Action.Alert>?
        var banner: BannerFeature.State?
        var books: IdentifiedArrayOf<BookFeature.State> = []
    }
    enum Action {
        case alert(PresentationAction<Alert>)
        case banner(BannerFeature.Action)
        case books(IdentifiedActionOf<BookFeature>)

        enum Alert: Equatable {
            case confirm
        }
    }
    var body: some ReducerOf<Self> {
        EmptyReducer()
            .ifLet(\.$alert, action: \.alert)
            .ifLet(\.banner, action: \.banner) { BannerFeature() }
            .forEach(\.books, action: \.books) { BookFeature() }
    }
}

@Reducer
struct BookFeature {
    @ObservableState
    struct State: Equatable, Identifiable {
        let id: Int
        var title = ""
    }
    enum Action {
        case tapped
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

struct BookRow: View {
    let store: StoreOf<BookFeature>

    var body: some View {
        Text("Book")
    }
}

@Reducer
struct BannerFeature {
    @ObservableState
    struct State: Equatable {
        var title = ""
    }
    enum Action {
        case doneButtonTapped
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

struct BannerView: View {
    let store: StoreOf<BannerFeature>

    var body: some View {
        Text("Banner")
    }
}
