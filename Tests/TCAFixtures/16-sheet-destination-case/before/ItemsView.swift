import ComposableArchitecture
import SwiftUI

struct ItemsView: View {
    let store: StoreOf<ItemsFeature>

    var body: some View {
        List {
            Text("Items")
        }
        .sheet(
            store: store.scope(
                state: \.$destination.editForm,
                action: \.destination.editForm
            )
        ) { store in
            EditFormView(store: store)
        }
        .popover(store: store.scope(state: \.$destination.info, action: \.destination.info)) { store in
            InfoView(store: store)
        }
        .fullScreenCover(store: store.scope(state: \.$destination.onboarding, action: \.destination.onboarding)) { store in
            OnboardingView(store: store)
        }
        .navigationDestination(store: store.scope(state: \.$destination.detail, action: \.destination.detail)) { store in
            DetailView(store: store)
        }
    }
}
