import ComposableArchitecture
import SwiftUI

struct TimerFeature: ReducerProtocol {
    @ObservableState
    struct State: Equatable {
        var ticks = 0
    }
    enum Action: Equatable {
        case tick
    }
    func reduce(into state: inout State, action: Action) -> EffectTask<Action> {
        state.ticks += 1
        return .none
    }
}

struct TimerView: View {
    let store: StoreOf<TimerFeature>

    var body: some View {
        Text("\(store.ticks) ticks")
    }
}
