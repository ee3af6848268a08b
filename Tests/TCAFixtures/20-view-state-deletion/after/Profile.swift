import ComposableArchitecture

@Reducer
struct ProfileFeature {
    @ObservableState
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
