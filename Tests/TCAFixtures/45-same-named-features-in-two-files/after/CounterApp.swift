// A sample app target: its Feature and AppView share names with the other target's.
import ComposableArchitecture
import SwiftUI

@Reducer
struct Feature {
    @ObservableState
    struct State: Equatable {
        var count = 0
        var isOn = false
    }

    enum Action: BindableAction {
        case binding(BindingAction<State>)
        case tapped
    }

    var body: some ReducerOf<Self> {
        BindingReducer()
        Reduce { state, action in
            switch action {
            case .binding: return .none
            case .tapped:
                state.isOn.toggle()
                return .none
            }
        }
    }
}

struct AppView: View {
    @Bindable var store: StoreOf<Feature>

    var body: some View {
        VStack {
            Text("\(store.count)")
            Toggle("On", isOn: $store.isOn)
            Button("Tap") { store.send(.tapped) }
        }
    }
}
