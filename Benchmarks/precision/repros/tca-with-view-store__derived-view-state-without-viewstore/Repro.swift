import ComposableArchitecture
import SwiftUI

@Reducer
struct History {
    @ObservableState
    struct State: Equatable { var dates: [String] = [] }
    enum Action { case refresh }
    var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
}

// No WithViewStore: ViewState is a presentation model computed from store.state.
struct CalendarView: View {
    struct ViewState: Equatable {
        let months: [String]
        init(state: History.State) { months = Array(Set(state.dates.map { String($0.prefix(7)) })).sorted() }
    }
    let store: StoreOf<History>
    var body: some View {
        let viewState = ViewState(state: store.state)
        List(viewState.months, id: \.self) { Text($0) }
    }
}
