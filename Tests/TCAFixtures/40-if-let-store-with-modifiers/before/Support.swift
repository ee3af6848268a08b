import ComposableArchitecture
import SwiftUI

@Reducer
struct OverlayFeature {
    struct State: Equatable {
        var hud: HUDFeature.State?
    }
    enum Action {
        case hud(HUDFeature.Action)
        case task
    }
    var body: some ReducerOf<Self> {
        EmptyReducer()
            .ifLet(\.hud, action: \.hud) { HUDFeature() }
    }
}

@Reducer
struct HUDFeature {
    struct State: Equatable {
        var title = ""
    }
    enum Action {
        case doneButtonTapped
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

struct HUDView: View {
    let store: StoreOf<HUDFeature>

    var body: some View {
        Text("HUD")
    }
}
