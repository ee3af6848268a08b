import ComposableArchitecture
import SwiftUI

@Reducer
struct LoginFeature {
    struct State: Equatable {
        var email = ""
        var isLoggingIn = false
    }
    enum Action {
        case loginResponse(Bool)
        case view(View)

        @CasePathable
        enum View {
            case emailChanged(String)
            case loginButtonTapped
        }
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

struct LoginView: View {
    let store: StoreOf<LoginFeature>

    var body: some View {
        WithViewStore(store, observe: { $0 }, send: { .view($0) }) { viewStore in
            TextField("Email", text: viewStore.binding(get: \.email, send: { .emailChanged($0) }))
            Button("Login") {
                viewStore.send(.loginButtonTapped)
            }
            .disabled(viewStore.isLoggingIn)
        }
    }
}
