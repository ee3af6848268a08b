import ComposableArchitecture
import SwiftUI

@Reducer
struct Feature {
    struct State: Equatable {
        @PresentationState var alert: AlertState<Action.Alert>?
        @BindingState var text = ""
        var note = "@PresentationState @BindingState WithViewStore"
    }
}

struct FeatureView: View {
    let store: StoreOf<Feature>

    var body: some View {
        // WithViewStore is deprecated
        WithViewStore(store, observe: { $0 }) { viewStore in
            Text(viewStore.text)
        }
    }

    func make(_ viewStore: ViewStoreOf<Feature>) {}
    var legacy: ViewStore<Feature.State, Feature.Action>? { nil }
}
