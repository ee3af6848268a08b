import ComposableArchitecture
import SwiftUI

struct ProfileView: View {
    let store: StoreOf<ProfileFeature>

    /// What the view observes.
    struct ViewState: Equatable {
        let fullName: String
        let isPremium: Bool
        let followers: Int
        init(state: ProfileFeature.State) {
            self.fullName = "\(state.firstName) \(state.lastName)"
            self.isPremium = state.isPremium
            self.followers = state.stats.followers
        }
    }

    var body: some View {
        WithViewStore(store, observe: ViewState.init) { viewStore in
            Form {
                Text(viewStore.fullName)
                Text("\(viewStore.followers) followers")
                if !viewStore.isPremium {
                    Button("Upgrade") { viewStore.send(.upgradeButtonTapped) }
                }
            }
        }
    }
}
