import ComposableArchitecture
import SwiftUI

struct CoordinatorView: View {
    @Bindable var store: StoreOf<CoordinatorFeature>

    var body: some View {
        NavigationStack(path: $store.scope(state: \.path, action: \.child.path)) {
            IntroView()
        } destination: {
            destination(for: $0)
        }
    }

    private func destination(for store: StoreOf<CoordinatorFeature.Path>) -> some View {
        Group {
            switch store.state {
            case .step1:
                if let store = store.scope(state: \.step1, action: \.step1) {
                    Step1View(store: store)
                }
            case .done:
                DoneView()
            }
        }
    }
}
