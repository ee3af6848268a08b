import ComposableArchitecture
import SwiftUI

@Reducer
struct LoginFeature {
    @ObservableState
    struct State: Equatable {
        var email = ""
        var password = ""
        var rememberMe = true
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
    @Bindable private var store: StoreOf<LoginFeature>

    init(store: StoreOf<LoginFeature>) {
        self.store = store
    }

    var body: some View {
        Form {
            TextField("Email", text: $store.email)
            SecureField("Password", text: $store.password)
            Toggle("Remember me", isOn: $store.rememberMe)
            Button("Log in") { store.send(.loginButtonTapped) }
        }
    }
}
