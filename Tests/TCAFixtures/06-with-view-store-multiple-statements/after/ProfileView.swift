import ComposableArchitecture
import SwiftUI

@Reducer
struct ProfileFeature {
    @ObservableState
    struct State: Equatable {
        var name = ""
        var bio = ""
        var isVerified = false
    }
    enum Action {
        case editTapped
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

struct ProfileView: View {
    let store: StoreOf<ProfileFeature>

    var body: some View {
        Text(store.name)
            .font(.title)
        if store.isVerified {
            Image(systemName: "checkmark.seal")
        }
        Text(store.bio)
        Button("Edit") {
            store.send(.editTapped)
        }
    }
}

struct ProfileHeader: View {
    let store: StoreOf<ProfileFeature>

    var body: some View {
        VStack {
            Text(store.name)
            Image(systemName: store.isVerified ? "checkmark.seal" : "seal")
        }
    }
}
