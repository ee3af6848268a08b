import ComposableArchitecture
import SwiftUI

struct ItemsView: View {
    @Bindable var store: StoreOf<ItemsFeature>

    var body: some View {
        List {
            Text("Items")
        }
        .sheet(
            item: $store.scope(
                state: \.destination?.editForm,
                action: \.destination.editForm
            )
        ) { store in
            EditFormView(store: store)
        }
        .popover(item: $store.scope(state: \.destination?.info, action: \.destination.info)) { store in
            InfoView(store: store)
        }
        .fullScreenCover(item: $store.scope(state: \.destination?.onboarding, action: \.destination.onboarding)) { store in
            OnboardingView(store: store)
        }
        .navigationDestination(item: $store.scope(state: \.destination?.detail, action: \.destination.detail)) { store in
            DetailView(store: store)
        }
    }
}
