import ComposableArchitecture
import SwiftUI

@Reducer
struct DashboardFeature {
    struct State: Equatable {
        var title = ""
        var footnote = ""
        var version = ""
        var unreadCount = 0
    }
    enum Action {
        case badgeTapped
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

struct Badge: View {
    let count: Int

    var body: some View {
        Text("\(count)")
    }
}
