import ComposableArchitecture
import SwiftUI

@Reducer
struct PreferencesFeature {
    struct State: Equatable {
        @Clamped(0...10) var volume = 5
        @PresentationState var alert: AlertState<Action.Alert>?
    }
    enum Action {
        case alert(PresentationAction<Alert>)
        enum Alert: Equatable {}
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

struct PreferencesView: View {
    let store: StoreOf<PreferencesFeature>

    var body: some View {
        Text("Preferences")
            .alert(store: store.scope(state: \.$alert, action: \.alert))
    }
}
