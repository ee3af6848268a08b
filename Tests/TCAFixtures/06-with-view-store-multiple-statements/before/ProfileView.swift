import ComposableArchitecture
import SwiftUI

@Reducer
struct ProfileFeature {
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
        WithViewStore(store, observe: { $0 }) { viewStore in
            Text(viewStore.name)
                .font(.title)
            if viewStore.isVerified {
                Image(systemName: "checkmark.seal")
            }
            Text(viewStore.bio)
            Button("Edit") {
                viewStore.send(.editTapped)
            }
        }
    }
}

struct ProfileHeader: View {
    let store: StoreOf<ProfileFeature>

    var body: some View {
        VStack {
            WithViewStore(store, observe: \.name) { name in
                Text(name.state)
            }
            WithViewStore(store, observe: \.isVerified) { viewStore in
                Image(systemName: viewStore.state ? "checkmark.seal" : "seal")
            }
        }
    }
}
