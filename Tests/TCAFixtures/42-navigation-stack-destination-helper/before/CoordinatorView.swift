import ComposableArchitecture
import SwiftUI

struct CoordinatorView: View {
    let store: StoreOf<CoordinatorFeature>

    var body: some View {
        NavigationStackStore(store.scope(state: \.path, action: { .child(.path($0)) })) {
            IntroView()
        } destination: {
            destination(for: $0)
        }
    }

    private func destination(for store: StoreOf<CoordinatorFeature.Path>) -> some View {
        SwitchStore(store) { state in
            switch state {
            case .step1:
                CaseLet(/CoordinatorFeature.Path.State.step1, action: CoordinatorFeature.Path.Action.step1, then: { Step1View(store: $0) })
            case .done:
                DoneView()
            }
        }
    }
}
