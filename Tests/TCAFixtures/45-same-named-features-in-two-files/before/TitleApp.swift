// A sample app target: its Feature and AppView share names with the other target's.
import ComposableArchitecture
import SwiftUI

@Reducer
struct Feature {
    struct State: Equatable {
        var title = ""
        @BindingState var isOn = false
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
    let store: StoreOf<Feature>

    var body: some View {
        WithViewStore(self.store, observe: { $0 }) { viewStore in
            VStack {
                Text("\(viewStore.title)")
                Toggle("On", isOn: viewStore.$isOn)
                Button("Tap") { viewStore.send(.tapped) }
            }
        }
    }
}
