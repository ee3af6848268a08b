import ComposableArchitecture
import SwiftUI

@Reducer
struct LoginFeature {
    @ObservableState
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
    @Bindable var store: StoreOf<LoginFeature>

    var body: some View {
        TextField("Email", text: $store.email.sending(\.view.emailChanged))
        Button("Login") {
            store.send(.view(.loginButtonTapped))
        }
        .disabled(store.isLoggingIn)
    }
}
