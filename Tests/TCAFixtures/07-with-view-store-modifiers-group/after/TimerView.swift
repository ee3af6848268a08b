import ComposableArchitecture
import SwiftUI

@Reducer
struct TimerFeature {
    @ObservableState
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
        Group {
            Text("\(store.secondsElapsed)s")
            Button(store.isRunning ? "Stop" : "Start") {
                store.send(.toggleButtonTapped, animation: .default)
            }
        }
        .padding()
        .task { await store.send(.task).finish() }
    }
}

struct TimerBadge: View {
    let store: StoreOf<TimerFeature>

    var body: some View {
        Label("\(store.secondsElapsed)", systemImage: "timer")
        .foregroundStyle(.secondary)
    }
}
