import ComposableArchitecture
import SwiftUI

struct ProfileView: View {
    let store: StoreOf<ProfileFeature>

    var body: some View {
        Form {
            Text(store.fullName)
            Text("\(store.stats.followers) followers")
            if !store.isPremium {
                Button("Upgrade") { store.send(.upgradeButtonTapped) }
            }
        }
    }
}

extension ProfileFeature.State {
    var fullName: String {
        "\(self.firstName) \(self.lastName)"
    }
}
