import ComposableArchitecture
import SwiftUI

@Reducer
struct NotificationsAuthAlert {
    struct State: Equatable {
        init() {}
    }
    enum Action { case turnOnTapped }
    var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
}

struct NotificationsAuthAlertView: View {
    let store: StoreOf<NotificationsAuthAlert>
    var body: some View { Button("Turn on notifications") { store.send(.turnOnTapped) } }
}
