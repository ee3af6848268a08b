import ComposableArchitecture
import Foundation

/// The settings tab, embedded in the app through `Scope`.
@Reducer
struct SettingsFeature {
    struct State: Equatable {
        var fontSize = 14.0
        var account: AccountFeature.State?
    }

    enum Action {
        case aboutButtonTapped
        case account(AccountFeature.Action)
        case fontSizeChanged(Double)
        case signInButtonTapped
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case let .fontSizeChanged(size):
                state.fontSize = size
                return .none
            case .signInButtonTapped:
                state.account = AccountFeature.State(name: "Ada")
                return .none
            case .aboutButtonTapped, .account:
                return .none
            }
        }
        .ifLet(\.account, action: \.account) {
            AccountFeature()
        }
    }
}

@Reducer
struct AccountFeature {
    struct State: Equatable {
        var name: String
    }

    enum Action {
        case signOutButtonTapped
    }

    var body: some ReducerOf<Self> {
        EmptyReducer()
    }
}

@Reducer
struct AboutFeature {
    struct State: Equatable {
        var version = "1.0"
    }

    enum Action {}

    var body: some ReducerOf<Self> {
        EmptyReducer()
    }
}
