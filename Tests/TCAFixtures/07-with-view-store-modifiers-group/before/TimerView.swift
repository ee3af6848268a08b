import ComposableArchitecture
import SwiftUI

@Reducer
struct TimerFeature {
    struct State: Equatable {
        var secondsElapsed = 0
        var isRunning = false
    }
    enum Action {
        case task
        case toggleButtonTapped
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

struct TimerView: View {
    let store: StoreOf<TimerFeature>

    var body: some View {
        WithViewStore(store, observe: { $0 }) { viewStore in
            Text("\(viewStore.secondsElapsed)s")
            Button(viewStore.isRunning ? "Stop" : "Start") {
                viewStore.send(.toggleButtonTapped, animation: .default)
            }
        }
        .padding()
        .task { await store.send(.task).finish() }
    }
}

struct TimerBadge: View {
    let store: StoreOf<TimerFeature>

    var body: some View {
        WithViewStore(store, observe: { $0 }) { viewStore in
            Label("\(viewStore.secondsElapsed)", systemImage: "timer")
        }
        .foregroundStyle(.secondary)
    }
}
