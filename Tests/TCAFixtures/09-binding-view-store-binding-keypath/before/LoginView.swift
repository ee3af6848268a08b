import ComposableArchitecture
import SwiftUI

@Reducer
struct LoginFeature {
    struct State: Equatable {
        @BindingState var email = ""
        @BindingState var password = ""
        @BindingState var rememberMe = true
    }
    enum Action: BindableAction {
        case binding(BindingAction<State>)
        case loginButtonTapped
    }
    var body: some ReducerOf<Self> {
        BindingReducer()
    }
}

struct LoginView: View {
    private let store: StoreOf<LoginFeature>

    init(store: StoreOf<LoginFeature>) {
        self.store = store
    }

    var body: some View {
        WithViewStore(store, observe: { $0 }) { viewStore in
            Form {
                TextField("Email", text: viewStore.binding(\.$email))
                SecureField("Password", text: viewStore.binding(\.$password))
                Toggle("Remember me", isOn: viewStore.binding(\.$rememberMe))
                Button("Log in") { viewStore.send(.loginButtonTapped) }
            }
        }
    }
}
