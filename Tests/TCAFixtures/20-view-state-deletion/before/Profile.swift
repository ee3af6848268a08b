import ComposableArchitecture

@Reducer
struct ProfileFeature {
    struct State: Equatable {
        var firstName = ""
        var lastName = ""
        var isPremium = false
        var stats = Stats()
    }
    enum Action {
        case upgradeButtonTapped
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
}
